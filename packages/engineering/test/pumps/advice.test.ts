// What to try when nothing fits (decision 0011): the nearest model and its miss, pumps in parallel,
// other series with a fitting model.
import { describe, expect, it } from 'vitest';
import { noSolutionAdvice, selectPumps, type PumpSelectionInput } from '../../src/pumps';
import { headToBar, type Metres } from '../../src/units';
import { RHO20, series, syntheticModel } from './helpers';

const small = syntheticModel({ id: 1, name: 'S', qBep: 6, h0: 40 });
const right = syntheticModel({ id: 2, name: 'M', qBep: 10, h0: 55 });
const large = syntheticModel({ id: 3, name: 'L', qBep: 16, h0: 75 });
const pair = series([small, right]);
const bigOnes = series([large], { id: 8, name: 'BIG', has_control: false });

/** M at 10 m³/h (its best-efficiency flow) gives 55·(1 − 0.06 − 0.2) = 40.7 m at rated speed. */
const headOfM = 40.7;
/** 10 % more head than M gives at 10 m³/h. */
const duty: PumpSelectionInput = {
  units: 'm',
  Q: 10,
  H: headToBar((headOfM * 1.1) as Metres, RHO20),
  H0: 1,
  BoxType: 0,
};

const advise = (s = pair, input = duty) => noSolutionAdvice(s, [pair, bigOnes], input, selectPumps(s, input));

describe('noSolutionAdvice', () => {
  it('names the model whose range holds the duty flow with the least head shortfall', () => {
    expect(selectPumps(pair, duty).candidates).toEqual([]);
    const { nearest } = advise();
    expect(nearest).toMatchObject({ id: 2, name: 'M', kind: 'headShort', Q: 10 });
    expect(nearest!.required).toBeCloseTo(duty.H, 9);
    expect(nearest!.actual).toBeCloseTo(headToBar(headOfM as Metres, RHO20), 6);
    // (44.77 − 40.7) / 44.77 = 1 − 1/1.1
    expect(nearest!.pct).toBeCloseTo((1 - 1 / 1.1) * 100, 4);
  });

  it('for a flow beyond every range, names the model with the smallest flow excess', () => {
    const input = { ...duty, Q: 30 };
    const { nearest } = advise(pair, input);
    // M's range ends at 1.45 · 10 = 14.5 m³/h, S's at 8.7: M is nearer.
    expect(nearest).toMatchObject({ id: 2, kind: 'flowAbove', required: 30, Q: 30 });
    expect(nearest!.actual).toBeCloseTo(14.5, 6);
    expect(nearest!.pct).toBeCloseTo(((30 - 14.5) / 14.5) * 100, 4);
  });

  it('gives flows in the form units (l/s)', () => {
    const input = { ...duty, units: 'l' as const, Q: 30 / 3.6 };
    const { nearest } = advise(pair, input);
    expect(nearest!.required).toBeCloseTo(30 / 3.6, 6);
    expect(nearest!.actual).toBeCloseTo(14.5 / 3.6, 6);
  });

  it('finds the smallest count of pumps in parallel that serves the duty', () => {
    // Two M at 5 m³/h each: 55·(1 − 0.03 − 0.05) = 50.6 m ≥ 44.8 m.
    expect(advise().parallel).toEqual({ pcnt: 2, best: { id: 2, name: 'M' }, count: 1 });
    expect(advise(series([small, right], { has_count: false })).parallel).toBeNull();
    // Already 5 pumps: nothing more to try.
    expect(advise(pair, { ...duty, Q: 90, pcnt: 5 }).parallel).toBeNull();
  });

  it('lists the other series with a fitting model, one pump, their own control option', () => {
    const { series: others } = advise();
    expect(others).toEqual([
      { seriesId: 8, name: 'BIG', count: 1, best: { id: 3, name: 'L' }, BoxType: null },
    ]);
    // Run from BIG, the other series is the pair (with control, as asked).
    const input = { ...duty, H: headToBar((headOfM * 0.9) as Metres, RHO20) };
    const fromBig = noSolutionAdvice(bigOnes, [pair, bigOnes], input, selectPumps(bigOnes, input));
    expect(fromBig.series.map((s) => [s.seriesId, s.BoxType])).toEqual([[7, 0]]);
  });
});
