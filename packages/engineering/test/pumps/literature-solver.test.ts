// Literature numbers through the engine's solvers, not its one-line helpers (issue 13, tests): the
// Hydraulic Institute affinity example through the speed solver and the selection, and two pumps
// in parallel through the fixed-speed intersection. See literature-fixtures.ts for the sources.
import { describe, expect, it } from 'vitest';
import {
  operatingPointFixedSpeed,
  preparePump,
  pumpWater,
  selectPumps,
  setPerformance,
  speedRatioForDuty,
  systemCurveQuadratic,
} from '../../src/pumps';
import { m3hToM3s, type CubicMetresPerHour, type Fraction, type Metres } from '../../src/units';
import { series } from './helpers';
import { FOOT, HI, PARALLEL, hiPump, parallelPump } from './literature-fixtures';

const m3s = (q: number) => m3hToM3s(q as CubicMetresPerHour);

describe('Hydraulic Institute affinity example through the speed solver', () => {
  const model = hiPump();
  const pump = preparePump(model);
  // A friction-only system (H0 = 0) through the slowed pump's point: 180 gpm at 0.81 × 100 ft.
  const dutyQ = HI.gpmToM3h(HI.reducedFlowGpm);
  const dutyH = 0.81 * HI.ratedHeadFt * FOOT;

  it('finds 1566 rpm for 180 gpm: s = 0.9', () => {
    const op = speedRatioForDuty(pump, 1, systemCurveQuadratic(0 as Metres, dutyH as Metres, m3s(dutyQ)));
    expect(op.ok).toBe(true);
    if (!op.ok) return;
    expect(op.speedRatio * HI.ratedSpeed).toBeCloseTo(HI.reducedSpeed, 6);
  });

  it('there the power is 72.9 % of the rated point’s and the efficiency the same', () => {
    const atRated = setPerformance(
      { pump, count: 1, speedRatio: 1 as Fraction },
      m3s(HI.gpmToM3h(HI.ratedFlowGpm)),
    )!;
    const slowed = setPerformance({ pump, count: 1, speedRatio: 0.9 as Fraction }, m3s(dutyQ))!;
    expect(slowed.power / atRated.power).toBeCloseTo(0.729, 9);
    expect(slowed.head / atRated.head).toBeCloseTo(0.81, 9);
    expect(slowed.efficiency).toBeCloseTo(atRated.efficiency, 9);
  });

  it('the selection reports 1566 rpm, 90 % speed and that power for the duty in the pump form', () => {
    const r = selectPumps(series([model]), {
      units: 'm',
      Q: dutyQ,
      hunits: 'm',
      H: dutyH,
      H0: 0,
      BoxType: 0,
    });
    const c = r.candidates[0]!;
    expect(c.delta.x_work.speed).toBeCloseTo(1566, 6);
    expect(c.why.speedPct).toBeCloseTo(90, 6);
    const atRated = setPerformance(
      { pump, count: 1, speedRatio: 1 as Fraction },
      m3s(HI.gpmToM3h(HI.ratedFlowGpm)),
    )!;
    // The catalogue's P2 is for water at 20 °C; the selection scales it by the IF97 density of the
    // water it is asked for (decision 0031) — at 20 °C a factor of 1.000006.
    expect(c.why.powerKw).toBeCloseTo((0.729 * atRated.power * pumpWater(20).powerFactor) / 1000, 9);
  });
});

describe('two identical pumps in parallel (textbook construction)', () => {
  const model = parallelPump();
  const pump = preparePump(model);
  const system = systemCurveQuadratic(
    PARALLEL.staticHead as Metres,
    PARALLEL.single.H as Metres,
    m3s(PARALLEL.single.Q),
  );

  it('one pump runs at its design point, 36 m³/h and 30 m', () => {
    const op = operatingPointFixedSpeed(pump, 1, system);
    expect(op.ok).toBe(true);
    if (!op.ok) return;
    expect(op.flow / m3s(36)).toBeCloseTo(1, 9);
    expect(op.head).toBeCloseTo(30, 8);
  });

  it('two pumps meet the system at 45.54 m³/h and 36 m, each pump at half the flow', () => {
    const op = operatingPointFixedSpeed(pump, 2, system);
    expect(op.ok).toBe(true);
    if (!op.ok) return;
    expect(op.flow / m3s(PARALLEL.pair.Q)).toBeCloseTo(1, 9);
    expect(op.head).toBeCloseTo(PARALLEL.pair.H, 8);
    expect(PARALLEL.pair.Q).toBeCloseTo(45.537, 3);
  });

  it('the selection with pcnt 2 offers that point, +26.5 % flow, marked outside the tolerance', () => {
    const r = selectPumps(series([model]), {
      units: 'm',
      Q: PARALLEL.single.Q,
      hunits: 'm',
      H: PARALLEL.single.H,
      H0: PARALLEL.staticHead,
      pcnt: 2,
      BoxType: 2,
    });
    const c = r.candidates[0]!;
    expect(c.delta.x_work.Q).toBeCloseTo(PARALLEL.pair.Q, 7);
    expect(c.delta.x_work.H).toBeCloseTo(36, 7);
    expect(c.why.flowDeviationPct).toBeCloseTo(26.49, 2);
    expect(c.why.withinTolerance).toBe(false);
  });
});
