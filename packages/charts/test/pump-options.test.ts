// The pump chart options against the engine's own curves: the working point lies on the pump and
// system curves it is drawn on, every axis speaks Russian with units, and options hold no surprises.
import { describe, expect, it } from 'vitest';
import type {
  LineSeriesOption,
  ScatterSeriesOption,
  TitleComponentOption,
  YAXisComponentOption,
} from 'echarts';
import { findPumpSeries } from '@podbor/catalog/pumps';
import { pumpCurves, pumpWater, selectPumps, type PumpSelectionInput } from '@podbor/engineering/pumps';
import {
  aboveLevel,
  formatFigure,
  niceScale,
  pumpChartNarrow,
  pumpCharts,
  pumpChartText,
  pumpEfficiencyChart,
  pumpHeadChart,
  pumpNpshrChart,
  pumpPowerChart,
  type PumpCurves,
} from '../src/pumps';

type AnySeries = LineSeriesOption | ScatterSeriesOption;

/** Curves of the best candidate of a series for a duty, as the API computes them. */
function curvesFor(seriesId: number, input: PumpSelectionInput, pick = 0): PumpCurves {
  const series = findPumpSeries(seriesId)!;
  const best = selectPumps(series, input).candidates[pick]!;
  const model = series.models.find((m) => m.id === best.id)!;
  return pumpCurves(model, input, series);
}

const seriesOf = (o: ReturnType<typeof pumpHeadChart>) => o.series as AnySeries[];
const named = (o: ReturnType<typeof pumpHeadChart>, name: string) => seriesOf(o).find((s) => s.name === name);
const startsWith = (o: ReturnType<typeof pumpHeadChart>, prefix: string) =>
  seriesOf(o).filter((s) => String(s.name).startsWith(prefix));

/** Linear interpolation of a sampled [q, value] line at q. */
function at(line: AnySeries | undefined, q: number): number {
  const pts = (line?.data ?? []) as Array<[number, number]>;
  for (let i = 1; i < pts.length; i++) {
    const [q0, v0] = pts[i - 1]!;
    const [q1, v1] = pts[i]!;
    if (q >= q0 && q <= q1) return v0 + ((v1 - v0) * (q - q0)) / (q1 - q0);
  }
  throw new Error(`q = ${q} outside the line`);
}

const controlled: PumpSelectionInput = { units: 'm', Q: 4, H: 4, H0: 1.5, BoxType: 0 };
/** A tick step that reads well: 1, 2, 2.5 or 5 × 10ⁿ (never 3.37). */
const roundStep = (step: number) =>
  [1, 2, 2.5, 5, 10].some((k) => Math.abs(step / 10 ** Math.floor(Math.log10(step)) - k) < 1e-9);

describe('H–Q chart', () => {
  const data = curvesFor(1, controlled);
  const o = pumpHeadChart(data, { animation: false });
  const wp = data.workingPoint!;

  it('marks the working point where the working-speed pump curve meets the system curve', () => {
    expect(data.workingPoint).not.toBeNull();
    expect(named(o, 'Рабочая точка')?.data).toEqual([[wp.Q, wp.p]]);
    const [rated, working] = startsWith(o, 'Насос,');
    expect((rated as LineSeriesOption).lineStyle?.type).toBe('dashed');
    // Sampled at 41 points: the chord passes within 1 % of the true curves.
    expect(at(working, wp.Q)).toBeCloseTo(wp.p, 1);
    expect(Math.abs(at(working, wp.Q) / wp.p - 1)).toBeLessThan(0.01);
    expect(Math.abs(at(named(o, 'Характеристика сети'), wp.Q) / wp.p - 1)).toBeLessThan(0.01);
    expect(named(o, 'Требуемая точка')?.data).toEqual([[controlled.Q, controlled.H]]);
  });

  it('names the rated and the working speed in the legend', () => {
    const names = startsWith(o, 'Насос,').map((s) => s.name);
    expect(names[0]).toBe('Насос, 2900 об/мин');
    expect(names[1]).toMatch(/^Насос, \d+ об\/мин \(\d+(,\d)? %\)$/);
  });

  it('reads the working point out with Q, head in bar and in metres, decimal comma', () => {
    const readout = (o.title as TitleComponentOption[])[0]!.text;
    expect(readout).toBe(
      `Рабочая точка: Q = ${formatFigure(wp.Q)} м³/ч, H = ${formatFigure(wp.p)} бар (${formatFigure(wp.H)} м)`,
    );
    expect(readout).toMatch(/\d,\d/);
  });

  it('has Russian axis names with units: flow, and head in bar on one axis with round ticks', () => {
    expect(o.xAxis).toMatchObject({ name: 'Подача Q, м³/ч', min: 0 });
    const bar = o.yAxis as YAXisComponentOption & { max: number; interval: number };
    expect(bar).toMatchObject({ name: 'Напор H, бар', min: 0 });
    expect(roundStep(bar.interval)).toBe(true);
    expect(Number.isInteger(Number((bar.max / bar.interval).toFixed(9)))).toBe(true);
    // 1 bar of water at 20 °C: 1e5 Pa / (998.206 kg/m³ (IF97) · 9.80665 m/s²), for the metres beside
    // a bar figure (decision 0031).
    expect(data.headMetresPerBar).toBeCloseTo(1e5 / (pumpWater(20).density * 9.80665), 9);
    // Everything drawn fits under the head axis.
    expect(Number(bar.max)).toBeGreaterThanOrEqual(Math.max(...data.headRated.map((p) => p.value)));
  });

  it('in metres (hunits=m): the head axis, the curves, the duty and the readout in m, round ticks', () => {
    const M_PER_BAR = pumpWater(20).metresPerBar; // metres of head of water at 20 °C per bar (IF97)
    const m = curvesFor(1, {
      ...controlled,
      hunits: 'm',
      H: controlled.H * M_PER_BAR,
      H0: controlled.H0 * M_PER_BAR,
    });
    const mo = pumpHeadChart(m);
    const axis = mo.yAxis as YAXisComponentOption & { max: number; interval: number };
    expect(axis.name).toBe('Напор H, м');
    expect(roundStep(axis.interval)).toBe(true);
    expect([10, 20, 25, 50, 100]).toContain(axis.interval);
    expect(named(mo, 'Требуемая точка')?.data).toEqual([[controlled.Q, controlled.H * M_PER_BAR]]);
    const mwp = m.workingPoint!;
    expect((named(mo, 'Рабочая точка')?.data as number[][])[0]![1]).toBeCloseTo(mwp.p * M_PER_BAR, 3);
    const readout = (mo.title as TitleComponentOption[])[0]!.text;
    expect(readout).toBe(
      `Рабочая точка: Q = ${formatFigure(mwp.Q)} м³/ч, H = ${formatFigure(mwp.p / m.barPerHeadUnit)} м (${formatFigure(mwp.p)} бар)`,
    );
    // The same pump and duty as in bar: the curves are the bar ones times 10.2155.
    expect(m.headRated[5]!.value).toBeCloseTo(data.headRated[5]!.value * M_PER_BAR, 3);
  });

  it('puts the flow axis on round ticks in its unit too', () => {
    for (const d of [data, curvesFor(1, { ...controlled, units: 'l', Q: 1.2 })]) {
      const x = pumpHeadChart(d).xAxis as { max: number; interval: number };
      expect(roundStep(x.interval)).toBe(true);
      expect(Number.isInteger(Number((x.max / x.interval).toFixed(9)))).toBe(true);
    }
  });

  it('says л/с when the form is in litres per second', () => {
    const l = curvesFor(1, { ...controlled, units: 'l', Q: 1.2 });
    expect(pumpHeadChart(l).xAxis).toMatchObject({ name: 'Подача Q, л/с' });
  });

  it('draws one pump curve at fixed speed, and names a parallel set', () => {
    const fixed = curvesFor(1, { units: 'm', Q: 8, H: 4, H0: 1, BoxType: 2, pcnt: 2 });
    const f = pumpHeadChart(fixed);
    expect(startsWith(f, '2 насоса').map((s) => s.name)).toEqual(['2 насоса параллельно']);
    expect(startsWith(f, 'Насос')).toEqual([]);
    expect(named(f, 'Рабочая точка')).toBeDefined();
  });

  it('shows the duty but no working point for a pump that cannot serve it', () => {
    const series = findPumpSeries(1)!;
    const tiny = series.models[0]!;
    const data = pumpCurves(tiny, { units: 'm', Q: 50, H: 5, H0: 1, BoxType: 2 }, series);
    expect(data.workingPoint).toBeNull();
    const f = pumpHeadChart(data);
    expect(named(f, 'Рабочая точка')).toBeUndefined();
    expect(f.title).toBeUndefined();
    expect(named(f, 'Характеристика насоса')).toBeDefined();
    expect(named(f, 'Требуемая точка')).toBeDefined();
    // The axis still reaches the duty flow.
    expect(Number((f.xAxis as { max: number }).max)).toBeGreaterThanOrEqual(50);
  });
});

describe('a pump refused for NPSH (issue 29 item 6)', () => {
  // EVR at 4 m³/h, 4 bar, H0 1.5 bar with 1.2 m available: the selection refuses some pumps for
  // cavitation (NPSHa < NPSHr where they would run) and offers others.
  const series = findPumpSeries(1)!;
  const input: PumpSelectionInput = { ...controlled, NPSHa: 1.2 };
  const selection = selectPumps(series, input);
  const refusedId = selection.rejected.find((r) => r.reason === 'npsh')!.id;
  const data = pumpCurves(
    series.models.find((m) => m.id === refusedId)!,
    input,
    series,
  );
  const rp = data.refusedPoint!;
  const set = pumpCharts(data);

  it('has no working point, the reason npsh and the point it would run at, as the selection says', () => {
    expect(data.workingPoint).toBeNull();
    expect(data.rejection).toBe('npsh');
    expect(data.npsha).toBe(1.2);
    expect(rp.NPSH).toBeGreaterThan(1.2);
    // Without NPSHa the same pump works there: the refused point is that working point.
    const free = pumpCurves(
      series.models.find((m) => m.id === refusedId)!,
      controlled,
      series,
    );
    expect(free.workingPoint).toEqual(rp);
    expect(free.refusedPoint).toBeNull();
  });

  it('draws no working point on any chart; a cross where it would run on H–Q and NPSHr', () => {
    for (const o of Object.values(set)) expect(named(o, 'Рабочая точка')).toBeUndefined();
    expect(named(set.head, 'Точка отказа: кавитация')?.data).toEqual([[rp.Q, rp.p]]);
    expect(named(set.npshr, 'Точка отказа: кавитация')?.data).toEqual([[rp.Q, rp.NPSH]]);
    expect(named(set.power, 'Точка отказа: кавитация')).toBeUndefined();
    const cross = named(set.head, 'Точка отказа: кавитация') as ScatterSeriesOption;
    expect(cross.markLine).toBeUndefined();
    expect(cross.label).toMatchObject({ show: true, formatter: 'кавитация' });
  });

  it('says the refusal with both figures on every chart, in red', () => {
    const text = `Не работает в этой точке — кавитация: NPSHa 1,2 м < NPSHr ${formatFigure(rp.NPSH)} м при Q = ${formatFigure(rp.Q)} м³/ч`;
    for (const o of Object.values(set)) {
      const readout = (o.title as TitleComponentOption[])[0]!;
      expect(readout.text).toBe(text);
      expect(readout.textStyle?.color).toBe('#c92a2a');
    }
  });

  it('draws NPSHa as a level and the part of NPSHr above it, from the crossing on', () => {
    const level = named(set.npshr, 'NPSHa (располагаемый) 1,2 м') as LineSeriesOption;
    expect((level.data as number[][]).map((p) => p[1])).toEqual([1.2, 1.2]);
    const above = (named(set.npshr, 'NPSHr > NPSHa: кавитация')!.data as Array<number[] | null>).filter(
      (p): p is number[] => p !== null,
    );
    expect(above.length).toBeGreaterThan(1);
    for (const [q, v] of above) {
      expect(v).toBeGreaterThanOrEqual(1.2 - 1e-12);
      expect(q).toBeLessThanOrEqual(Math.max(...data.npshr.map((p) => p.q)));
    }
    // It covers the refused point's flow.
    expect(above[0]![0]).toBeLessThanOrEqual(rp.Q);
    expect(above[above.length - 1]![0]).toBeGreaterThanOrEqual(rp.Q);
  });

  it('an offered pump keeps its working point, with the NPSHa level beside it', () => {
    const ok = selection.candidates[0]!;
    const d = pumpCurves(
      series.models.find((m) => m.id === ok.id)!,
      input,
      series,
    );
    expect(d.workingPoint).toEqual(ok.delta.x_work);
    expect(d.refusedPoint).toBeNull();
    const o = pumpNpshrChart(d);
    expect(named(o, 'Рабочая точка')).toBeDefined();
    expect(named(o, 'NPSHa (располагаемый) 1,2 м')).toBeDefined();
  });

  it('splits the part above a level into runs that end on the crossings', () => {
    const pts = [0, 1, 2, 3, 4].map((q) => ({ q, value: [2, 0, 2, 2, 0][q]! }));
    expect(aboveLevel(pts, 1)).toEqual([[0, 2], [0.5, 1], null, [1.5, 1], [2, 2], [3, 2], [3.5, 1], null]);
  });
});

describe('the narrow (phone) variant', () => {
  const data = curvesFor(1, controlled);
  const o = pumpHeadChart(data, { animation: false });
  const n = pumpChartNarrow(o, 310);
  type Legend = { type?: string; left?: number; right?: number; textStyle?: { fontSize?: number } };
  type Tooltip = {
    confine?: boolean;
    position?: (...a: unknown[]) => number[];
    textStyle?: { fontSize?: number };
  };

  it('wraps the legend onto lines with whole names: a plain legend, never paginated', () => {
    const legend = n.legend as Legend;
    expect(legend.type).toBe('plain');
    expect([legend.left, legend.right]).toEqual([8, 8]);
    expect(legend.textStyle?.fontSize).toBe(11);
    expect(n.series).toBe(o.series);
  });

  it('lifts the plot above as many legend lines as the names need', () => {
    const bottom = (n.grid as { bottom: number }).bottom;
    // Five H–Q entries on a phone take at least three lines.
    expect(bottom).toBeGreaterThanOrEqual(44 + 3 * 18);
    const wide = pumpChartNarrow(o, 700).grid as { bottom: number };
    expect(wide.bottom).toBeLessThan(bottom);
    const few = pumpChartNarrow(pumpEfficiencyChart(data), 310).grid as { bottom: number };
    expect(few.bottom).toBe(44 + 18);
  });

  it('drops the readout above the plot', () => {
    expect(n.title).toEqual([]);
  });

  it('keeps a small tooltip inside the chart, at its top, away from the pointer', () => {
    const tooltip = n.tooltip as Tooltip;
    expect(tooltip.confine).toBe(true);
    expect(tooltip.textStyle?.fontSize).toBe(11);
    const size = { contentSize: [150, 100], viewSize: [320, 300] };
    expect(tooltip.position!([40, 200], null, null, null, size)).toEqual([166, 4]);
    expect(tooltip.position!([280, 200], null, null, null, size)).toEqual([4, 4]);
  });
});

describe('power, efficiency and NPSHr charts', () => {
  const data = curvesFor(2, { units: 'm', Q: 6, H: 5, H0: 2, BoxType: 0, pcnt: 2 });
  const wp = data.workingPoint!;
  const cases = [
    {
      o: pumpPowerChart(data),
      axis: 'Мощность P2, кВт',
      line: 'Мощность P2, 2 насоса',
      value: wp.power,
      symbol: 'P2',
    },
    { o: pumpEfficiencyChart(data), axis: 'КПД η, %', line: 'КПД', value: wp.eff, symbol: 'η' },
    {
      o: pumpNpshrChart(data),
      axis: 'NPSHr, м',
      line: 'NPSHr одного насоса',
      value: wp.NPSH,
      symbol: 'NPSHr',
    },
  ];

  it.each(cases)('$axis: the working point lies on its curve', ({ o, axis, line, value, symbol }) => {
    expect(o.yAxis).toMatchObject({ name: axis, min: 0 });
    expect(o.xAxis).toMatchObject({ name: 'Подача Q, м³/ч' });
    expect(named(o, 'Рабочая точка')?.data).toEqual([[wp.Q, value]]);
    expect(Math.abs(at(named(o, line), wp.Q) / value - 1)).toBeLessThan(0.01);
    expect((o.title as TitleComponentOption[])[0]!.text).toMatch(
      new RegExp(`^Рабочая точка: ${symbol} = [\\d,]+ .+ при Q = [\\d,]+ м³/ч$`),
    );
  });

  it('all four share one flow axis', () => {
    const set = pumpCharts(data, { fontFamily: 'DejaVu Sans', animation: false, title: 'EVP 5-4' });
    const axes = Object.values(set).map((o) => o.xAxis);
    for (const a of axes) expect(a).toEqual(axes[0]);
    for (const o of Object.values(set)) {
      expect(o).toMatchObject({ animation: false, textStyle: { fontFamily: 'DejaVu Sans' } });
      expect((o.title as TitleComponentOption[])[0]).toMatchObject({ text: 'EVP 5-4', left: 'center' });
    }
  });

  it('a chart made into a file carries the data note under its title, clear of the plot', () => {
    const note = 'Иллюстративные данные, не данные производителя';
    const titled = pumpCharts(data, { animation: false, title: 'EVP 5-4' });
    for (const [key, o] of Object.entries(pumpCharts(data, { animation: false, title: 'EVP 5-4', note }))) {
      expect((o.title as TitleComponentOption[])[0], key).toMatchObject({ text: 'EVP 5-4', subtext: note });
      const grid = (g: unknown) => (g as { top: number }).top;
      expect(grid(o.grid), key).toBeGreaterThan(grid(titled[key as keyof typeof titled].grid));
    }
    // The page's charts have none: the note stands beside them.
    expect(JSON.stringify(pumpCharts(data).head.title)).not.toContain(note);
  });
});

describe('texts and scales', () => {
  it('titles every chart in Russian', () => {
    expect(pumpChartText.titles).toEqual({
      head: 'Напорная характеристика H–Q',
      power: 'Мощность на валу P2',
      efficiency: 'КПД',
      npshr: 'Кавитационный запас NPSHr',
    });
  });

  it('rounds axis limits to 1, 2, 2.5 or 5 × 10ⁿ steps', () => {
    expect(niceScale(4.37)).toEqual({ max: 5, interval: 1 });
    expect(niceScale(0.83)).toEqual({ max: 1, interval: 0.2 });
    expect(niceScale(23)).toEqual({ max: 25, interval: 5 });
    expect(niceScale(11)).toEqual({ max: 12.5, interval: 2.5 });
    expect(niceScale(0)).toEqual({ max: 1, interval: 0.2 });
  });

  it('formats figures with a decimal comma and 3–4 significant figures', () => {
    expect(formatFigure(12.345)).toBe('12,3');
    expect(formatFigure(0.4567)).toBe('0,457');
    expect(formatFigure(2900)).toBe('2900');
    expect(formatFigure(3.14159)).toBe('3,14');
  });
});
