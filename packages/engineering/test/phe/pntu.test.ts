// P-NTU of plate groupings against CalebBell's ht.hx docstring values (Kandlikar & Shah formulas),
// and the LMTD correction the engine derives from them.
import { describe, expect, it } from 'vitest';
import {
  correctionFactor,
  lmtdCounterflow,
  ntuCounterflow,
  ntuForEffectiveness,
  temperatureEffectivenessPlate,
} from '../../src/phe';

describe('temperatureEffectivenessPlate', () => {
  it('3 passes / 1 pass, R1 = 1/3, NTU1 = 1: 0.5743514352720835 (ht.hx docstring), to 1e-12', () => {
    expect(temperatureEffectivenessPlate(1 / 3, 1, 3, 1)).toBeCloseTo(0.5743514352720835, 12);
  });
  it('1 pass / 3 passes, same R1 and NTU1: 0.5718726757657066 (ht.hx docstring), to 1e-12', () => {
    expect(temperatureEffectivenessPlate(1 / 3, 1, 1, 3)).toBeCloseTo(0.5718726757657066, 12);
  });
  it('equal passes in counterflow are pure counterflow: P = (1 − e^{−N(1−R)})/(1 − R·e^{−N(1−R)})', () => {
    const e = Math.exp(-2 * 0.5);
    const pc = (1 - e) / (1 - 0.5 * e);
    for (const n of [1, 2, 3]) expect(temperatureEffectivenessPlate(0.5, 2, n, n)).toBeCloseTo(pc, 12);
    expect(temperatureEffectivenessPlate(1, 3, 1, 1)).toBeCloseTo(3 / 4, 12);
  });
  it('every grouping the engine searches stays below counterflow and rises with NTU', () => {
    for (const [a, b] of [
      [1, 2],
      [2, 1],
      [1, 3],
      [3, 1],
      [2, 3],
      [3, 2],
    ] as const) {
      const cf = temperatureEffectivenessPlate(0.8, 2, 1, 1);
      const p = temperatureEffectivenessPlate(0.8, 2, a, b);
      expect(p).toBeLessThanOrEqual(cf + 1e-12);
      expect(temperatureEffectivenessPlate(0.8, 2.5, a, b)).toBeGreaterThan(p);
    }
  });
});

describe('correction factor and NTU', () => {
  it('NTU for an effectiveness inverts P(NTU) for a 1-2 grouping', () => {
    const p = temperatureEffectivenessPlate(0.7, 1.8, 1, 2);
    expect(ntuForEffectiveness(p, 0.7, 1, 2)).toBeCloseTo(1.8, 8);
    expect(ntuCounterflow(temperatureEffectivenessPlate(0.7, 1.8, 1, 1), 0.7)).toBeCloseTo(1.8, 10);
  });
  it('F = 1 for equal passes, below 1 for unequal, 0 when the grouping cannot reach the effectiveness', () => {
    expect(correctionFactor(0.6, 0.8, 2, 2)).toBe(1);
    const f = correctionFactor(0.6, 0.8, 1, 2);
    expect(f).toBeCloseTo(0.775, 3);
    expect(f).toBeLessThan(1);
    expect(correctionFactor(0.97, 1, 1, 2)).toBe(0);
  });
  it('LMTD of 60/20 K is 40/ln 3 = 36.41 K; equal differences give the difference itself', () => {
    expect(lmtdCounterflow(60, 20)).toBeCloseTo(40 / Math.log(3), 12);
    expect(lmtdCounterflow(10, 10)).toBe(10);
    expect(lmtdCounterflow(10, -1)).toBeNaN();
  });
});
