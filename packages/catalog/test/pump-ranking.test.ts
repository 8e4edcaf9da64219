// The ranking an engineer would trust, on the shipped EVR series: the four duties issue 13 found
// wrong, each with what it used to offer and what it offers now (decision 0030).
import { describe, expect, it } from 'vitest';
import { selectPumps, type PumpSelectionInput } from '@podbor/engineering/pumps';
import { findPumpSeries } from '../src/pumps';

const evr = findPumpSeries(1)!;
const select = (input: PumpSelectionInput) => selectPumps(evr, input);

describe('EVR ranking by what the pump costs to run', () => {
  it('3 pumps for 2 m³/h at 3 bar: EVR 1-5 meets it at 3.09 bar and 0.50 kW, first — not EVR 1-11 at +109 % head', () => {
    const r = select({ units: 'm', Q: 2, H: 3, H0: 0, pcnt: 3, BoxType: 2 });
    const first = r.candidates[0]!;
    expect(first.name).toBe('EVR 1-5');
    expect(first.why.withinTolerance).toBe(true);
    expect(first.why.powerKw).toBeCloseTo(0.504, 2);
    // Everything after it is oversized (outside ISO 9906 grade 2B) and said to be.
    expect(r.candidates.slice(1).every((c) => !c.why.withinTolerance)).toBe(true);
    expect(r.candidates.findIndex((c) => c.name === 'EVR 1-11')).toBeGreaterThan(0);
  });

  it('a 0.05 kW duty with control: a small pump at 81 % speed, not EVR 3-17 (2.2 kW motor) at 33 %', () => {
    const r = select({ units: 'm', Q: 1, H: 1, H0: 0, BoxType: 0 });
    const first = r.candidates[0]!;
    expect(first.name).toBe('EVR 1-3');
    expect(first.why.speedPct).toBeCloseTo(81, 0);
    const evr317 = r.candidates.find((c) => c.name === 'EVR 3-17');
    expect(evr317).toBeDefined();
    // It draws less at the shaft, but its big motor's losses make it dearer to run.
    expect(evr317!.why.powerKw).toBeLessThan(first.why.powerKw);
    expect(evr317!.why.inputPowerKw).toBeGreaterThan(first.why.inputPowerKw);
    expect(evr317!.rank).toBeGreaterThan(first.rank);
    // Nothing is offered below 30 % of rated speed; what would need it says so.
    expect(r.candidates.every((c) => c.why.speedPct >= 30)).toBe(true);
    expect(r.rejected.find((x) => x.name === 'EVR 5-16')?.reason).toBe('belowMinSpeed');
  });

  it('EVR 5-10 0.1 % short of the head at fixed speed is offered first, marked short within tolerance', () => {
    const r = select({ units: 'm', Q: 5, H: 6.58173, H0: 2, BoxType: 2 });
    const first = r.candidates[0]!;
    expect(first.name).toBe('EVR 5-10');
    expect(first.why.shortOfDuty).toBe(true);
    expect(first.why.withinTolerance).toBe(true);
    expect(first.why.headDeviationPct).toBeLessThan(0);
    expect(first.why.headDeviationPct).toBeGreaterThan(-5);
  });

  it('a flat system curve: what is offered is said to be outside the tolerance, leanest first', () => {
    const r = select({ units: 'm', Q: 5, H: 1.001, H0: 1, BoxType: 2 });
    expect(r.candidates.length).toBeGreaterThan(0);
    expect(r.candidates.every((c) => !c.why.withinTolerance)).toBe(true);
    const powers = r.candidates.map((c) => c.why.inputPowerKw);
    expect(powers[0]).toBe(Math.min(...powers));
  });
});
