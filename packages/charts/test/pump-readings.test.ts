// The tooltip's readings: every curve of the pump at the flow under the pointer, on its curve, with
// units; the working point reads the working point's own figures; nothing beyond a curve's range.
import { describe, expect, it } from 'vitest';
import { findPumpSeries } from '@podbor/catalog/pumps';
import { pumpCurves, selectPumps, type PumpSelectionInput } from '@podbor/engineering/pumps';
import { interpolateCurve, pumpReadingsAt, type PumpCurves } from '../src/pumps';

function curvesFor(seriesId: number, input: PumpSelectionInput): PumpCurves {
  const series = findPumpSeries(seriesId)!;
  const best = selectPumps(series, input).candidates[0]!;
  return pumpCurves(
    series.models.find((m) => m.id === best.id)!,
    input,
    series,
  );
}

const close = (a: number, b: number, rel = 0.005) => expect(Math.abs(a / b - 1)).toBeLessThan(rel);

describe('interpolateCurve', () => {
  const line = [
    { q: 1, value: 10 },
    { q: 2, value: 8 },
    { q: 4, value: 4 },
  ];
  it('reads between samples and on them; nothing outside the range', () => {
    expect(interpolateCurve(line, 1)).toBe(10);
    expect(interpolateCurve(line, 1.5)).toBe(9);
    expect(interpolateCurve(line, 3)).toBe(6);
    expect(interpolateCurve(line, 4)).toBe(4);
    expect(interpolateCurve(line, 0.5)).toBeNull();
    expect(interpolateCurve(line, 4.1)).toBeNull();
    expect(interpolateCurve([], 1)).toBeNull();
    expect(interpolateCurve(line, Number.NaN)).toBeNull();
  });
});

describe('pumpReadingsAt', () => {
  const controlled = curvesFor(1, { units: 'm', Q: 5, H: 6, H0: 2, pcnt: 1, BoxType: 0 });
  const wp = controlled.workingPoint!;

  it('at the working point: pump and system heads meet, η, P2 and NPSHr are the working point’s', () => {
    const r = pumpReadingsAt(controlled, wp.Q);
    const value = Object.fromEntries(r.rows.map((row) => [row.key, row.value]));
    expect(r.rows.map((row) => row.key)).toEqual([
      'head',
      'headRated',
      'system',
      'efficiency',
      'power',
      'npshr',
    ]);
    close(value.head!, wp.p);
    close(value.system!, wp.p);
    close(value.efficiency!, wp.eff);
    close(value.power!, wp.power);
    close(value.npshr!, wp.NPSH);
    expect(value.headRated!).toBeGreaterThan(value.head!);
  });

  it('says each value with its unit, the head in bar and metres, and the flow it reads at', () => {
    const r = pumpReadingsAt(controlled, 4);
    expect(r.title).toBe('Q = 4 м³/ч');
    const text = Object.fromEntries(r.rows.map((row) => [row.key, row.text]));
    expect(text.head).toMatch(/^[\d,]+ бар \([\d,]+ м\)$/);
    expect(text.system).toMatch(/^[\d,]+ бар \([\d,]+ м\)$/);
    expect(text.efficiency).toMatch(/^[\d,]+ %$/);
    expect(text.power).toMatch(/^[\d,]+ кВт$/);
    expect(text.npshr).toMatch(/^[\d,]+ м$/);
    expect(r.rows[0]!.label).toMatch(/^Напор насоса, \d+ об\/мин$/);
  });

  it('in metres (hunits=m) says the head in m with bar beside it', () => {
    const m = curvesFor(1, { units: 'm', hunits: 'm', Q: 4, H: 40, H0: 15, BoxType: 0 });
    const text = Object.fromEntries(pumpReadingsAt(m, 4).rows.map((row) => [row.key, row.text]));
    expect(text.system).toBe('40 м (3,92 бар)');
    expect(text.head).toMatch(/^[\d,]+ м \([\d,]+ бар\)$/);
  });

  it('below the pump’s range only the system curve reads; without a duty not even that', () => {
    expect(pumpReadingsAt(controlled, 0.1).rows.map((row) => row.key)).toEqual(['system']);
    expect(pumpReadingsAt(controlled, 0.1, { withSystem: false }).rows).toEqual([]);
  });

  it('in l/s at fixed speed: no rated-speed row, the flow in l/s', () => {
    const fixed = curvesFor(3, { units: 'l', Q: 1, H: 3, H0: 1, pcnt: 1 });
    const r = pumpReadingsAt(fixed, fixed.workingPoint!.Q);
    expect(r.title).toMatch(/ л\/с$/);
    expect(r.rows.map((row) => row.key)).toEqual(['head', 'system', 'efficiency', 'power', 'npshr']);
    expect(r.rows[0]!.label).toBe('Напор насоса');
  });
});
