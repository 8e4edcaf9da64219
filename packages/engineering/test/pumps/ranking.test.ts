// The ranking rule of decision 0030 as properties over random series and duties (fast-check), and
// the motor estimate it ranks by against the standard's own numbers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ENERGY_BAND,
  MIN_SPEED_PCT,
  estimatedInputPower,
  ie3Efficiency,
  selectPumps,
  type PumpModelData,
} from '../../src/pumps';
import type { Kilowatts, Watts } from '../../src/units';
import { series, syntheticModel } from './helpers';

const MOTORS = [0.37, 0.55, 0.75, 1.1, 1.5, 2.2, 3, 4, 5.5, 7.5];

/** A random series: 3–8 pumps of different sizes, each with a motor between its need and far above it. */
const seriesArb = fc
  .array(
    fc.record({
      qBep: fc.double({ min: 1, max: 30, noNaN: true }),
      h0: fc.double({ min: 10, max: 120, noNaN: true }),
      motor: fc.integer({ min: 0, max: MOTORS.length - 1 }),
    }),
    { minLength: 3, maxLength: 8 },
  )
  .map((ps) =>
    ps.map((p, i): PumpModelData => {
      const m = syntheticModel({ id: i + 1, name: `P${i + 1}`, qBep: p.qBep, h0: p.h0 });
      const need = Math.max(...m.curve.map((c) => c.P2));
      return { ...m, power: Math.max(need, MOTORS[p.motor]!) };
    }),
  );
const dutyArb = fc.record({
  Q: fc.double({ min: 1, max: 30, noNaN: true }),
  H: fc.double({ min: 0.5, max: 10, noNaN: true }),
  H0share: fc.double({ min: 0, max: 0.9, noNaN: true }),
  BoxType: fc.constantFrom(0 as const, 2 as const),
  pcnt: fc.integer({ min: 1, max: 3 }),
});

describe('ranking properties', () => {
  it('every pump within the acceptance tolerance ranks above every pump outside it', () => {
    fc.assert(
      fc.property(seriesArb, dutyArb, (models, d) => {
        const r = selectPumps(series(models), {
          units: 'm',
          Q: d.Q,
          H: d.H,
          H0: d.H * d.H0share,
          BoxType: d.BoxType,
          pcnt: d.pcnt,
        });
        const flags = r.candidates.map((c) => c.why.withinTolerance);
        const firstOutside = flags.indexOf(false);
        if (firstOutside >= 0) expect(flags.slice(firstOutside).every((f) => !f)).toBe(true);
      }),
      { numRuns: 300, seed: 13 },
    );
  });

  it('the first pump draws at most 5 % more than the leanest of its tolerance group', () => {
    fc.assert(
      fc.property(seriesArb, dutyArb, (models, d) => {
        const r = selectPumps(series(models), {
          units: 'm',
          Q: d.Q,
          H: d.H,
          H0: d.H * d.H0share,
          BoxType: d.BoxType,
          pcnt: d.pcnt,
        });
        const first = r.candidates[0];
        if (!first) return;
        const group = r.candidates.filter((c) => c.why.withinTolerance === first.why.withinTolerance);
        const leanest = Math.min(...group.map((c) => c.why.inputPowerKw));
        expect(first.why.inputPowerKw).toBeLessThanOrEqual(leanest * (1 + ENERGY_BAND) * (1 + 1e-9));
      }),
      { numRuns: 300, seed: 30 },
    );
  });

  it('with control, nothing is offered below the minimum speed, and fixed speed offers only 100 %', () => {
    fc.assert(
      fc.property(seriesArb, dutyArb, (models, d) => {
        const r = selectPumps(series(models), {
          units: 'm',
          Q: d.Q,
          H: d.H,
          H0: d.H * d.H0share,
          BoxType: d.BoxType,
          pcnt: d.pcnt,
        });
        for (const c of r.candidates) {
          if (d.BoxType === 0) expect(c.why.speedPct).toBeGreaterThanOrEqual(MIN_SPEED_PCT);
          else expect(c.why.speedPct).toBe(100);
          // A pump short of the duty is within the tolerance by construction, and only at fixed speed.
          if (c.why.shortOfDuty) {
            expect(d.BoxType).toBe(2);
            expect(c.why.withinTolerance).toBe(true);
          }
        }
      }),
      { numRuns: 300, seed: 906 },
    );
  });
});

describe('motor input power (IEC 60034-30-1 IE3, 2-pole, 50 Hz)', () => {
  it('takes the table’s efficiencies at its rows and between them in log(P)', () => {
    expect(ie3Efficiency(0.75 as Kilowatts)).toBeCloseTo(0.807, 9);
    expect(ie3Efficiency(2.2 as Kilowatts)).toBeCloseTo(0.859, 9);
    expect(ie3Efficiency(11 as Kilowatts)).toBeCloseTo(0.912, 9);
    const mid = ie3Efficiency(Math.sqrt(2.2 * 3) as Kilowatts);
    expect(mid).toBeCloseTo((0.859 + 0.871) / 2, 9);
  });

  it('at full load draws P2/η; at light load its constant losses dominate', () => {
    expect(estimatedInputPower(2200 as Watts, 2.2 as Kilowatts)).toBeCloseTo(2200 / 0.859, 6);
    const big = estimatedInputPower(50 as Watts, 2.2 as Kilowatts);
    const small = estimatedInputPower(50 as Watts, 0.37 as Kilowatts);
    expect(big).toBeGreaterThan(small);
    expect(big).toBeCloseTo(
      50 + 0.35 * 2200 * (1 / 0.859 - 1) + 0.65 * 2200 * (1 / 0.859 - 1) * (50 / 2200) ** 2,
      6,
    );
  });
});
