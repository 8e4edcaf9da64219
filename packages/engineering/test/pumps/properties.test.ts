// Invariants of the pump engine over random pumps and duties (fast-check): working points lie on
// both curves, the affinity laws hold, and more pumps in parallel never lower the flow.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brentRoot,
  evaluateFit,
  preparePump,
  selectPumps,
  setFlowRange,
  setHead,
  setPerformance,
  systemCurveQuadratic,
  systemHead,
  operatingPointFixedSpeed,
  type PumpSet,
} from '../../src/pumps';
import {
  STANDARD_GRAVITY,
  WATER_DENSITY_20C,
  barToHead,
  formFlowToM3s,
  headToBar,
  type Bar,
  type CubicMetresPerSecond,
  type Fraction,
  type Metres,
} from '../../src/units';
import { RHO20, series, syntheticModel } from './helpers';

const pumpArb = fc.record({
  qBep: fc.double({ min: 1, max: 30, noNaN: true }),
  h0: fc.double({ min: 10, max: 150, noNaN: true }),
  etaBep: fc.double({ min: 0.35, max: 0.8, noNaN: true }),
});
const frac = (min: number, max: number) => fc.double({ min, max, noNaN: true });
const relGap = (a: number, b: number) => Math.abs(a - b) / Math.abs(b);
const set = (p: ReturnType<typeof preparePump>, n: number, s: number): PumpSet => ({
  pump: p,
  count: n,
  speedRatio: s as Fraction,
});

describe('engine invariants', () => {
  it('fixed speed: the working point lies on the pump curve and on the system curve within 0.1 %', () => {
    fc.assert(
      fc.property(
        pumpArb,
        fc.integer({ min: 1, max: 5 }),
        frac(0.02, 0.98),
        frac(0, 0.9),
        frac(0.5, 1),
        (spec, n, u, h0Share, dutyShare) => {
          const model = syntheticModel(spec);
          const pump = preparePump(model);
          const { min, max } = setFlowRange(set(pump, n, 1));
          // A working point inside the range, a system curve through it, a duty point on that curve.
          const qw = min + u * (max - min);
          const hw = setHead(set(pump, n, 1), qw as CubicMetresPerSecond)!;
          const h0 = h0Share * hw;
          const qd = dutyShare * qw;
          const hd = h0 + (hw - h0) * (qd / qw) ** 2;
          const r = selectPumps(series([model]), {
            units: 'm',
            Q: qd * 3600,
            H: headToBar(hd as Metres, RHO20),
            H0: headToBar(h0 as Metres, RHO20),
            pcnt: n,
            BoxType: 2,
          });
          expect(r.candidates).toHaveLength(1);
          const wp = r.candidates[0]!.delta.x_work;
          const q = formFlowToM3s(wp.Q, 'm');
          const system = systemCurveQuadratic(h0 as Metres, hd as Metres, qd as CubicMetresPerSecond);
          expect(relGap(setHead(set(pump, n, 1), q)!, wp.H)).toBeLessThan(1e-3);
          expect(relGap(systemHead(system, q), wp.H)).toBeLessThan(1e-3);
          expect(relGap(q, qw)).toBeLessThan(1e-3);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('frequency control: s²·H(Qd/(n·s)) = Hd within 0.1 %, at the speed the duty was built from', () => {
    fc.assert(
      fc.property(
        pumpArb,
        fc.integer({ min: 1, max: 5 }),
        frac(0.02, 0.98),
        frac(0.45, 1),
        frac(0, 0.95),
        (spec, n, u, s, h0Share) => {
          const model = syntheticModel(spec);
          const pump = preparePump(model);
          const q1 = pump.qMin + u * (pump.qMax - pump.qMin);
          const qd = n * s * q1;
          const hd = s * s * evaluateFit(pump.head, q1)!;
          const r = selectPumps(series([model]), {
            units: 'l',
            Q: qd * 1000,
            H: headToBar(hd as Metres, RHO20),
            H0: headToBar((h0Share * hd) as Metres, RHO20),
            pcnt: n,
            BoxType: 0,
          });
          expect(r.candidates).toHaveLength(1);
          const wp = r.candidates[0]!.delta.x_work;
          const found = wp.speedPct / 100;
          expect(found).toBeCloseTo(s, 6);
          expect(relGap(setHead(set(pump, n, found), qd as CubicMetresPerSecond)!, hd)).toBeLessThan(1e-3);
          expect(relGap(barToHead(wp.p as Bar, RHO20), hd)).toBeLessThan(1e-3);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('affinity: at speed s the set delivers s·Q with s²·H, n·s³·P, the same η and s²·NPSHr', () => {
    fc.assert(
      fc.property(pumpArb, fc.integer({ min: 1, max: 5 }), frac(0, 1), frac(0.3, 1), (spec, n, u, s) => {
        const pump = preparePump(syntheticModel(spec));
        const q1 = pump.qMin + u * (pump.qMax - pump.qMin);
        const rated = setPerformance(set(pump, 1, 1), q1 as CubicMetresPerSecond)!;
        const scaled = setPerformance(set(pump, n, s), (n * s * q1) as CubicMetresPerSecond)!;
        expect(scaled.head).toBeCloseTo(s * s * rated.head, 9);
        expect(scaled.power).toBeCloseTo(n * s ** 3 * rated.power, 6);
        expect(scaled.efficiency).toBeCloseTo(rated.efficiency, 12);
        expect(scaled.npshr).toBeCloseTo(s * s * rated.npshr, 9);
        // Hydraulic power over shaft power is unchanged along the affinity parabola.
        const ratio = (q: number, p: typeof rated) =>
          (WATER_DENSITY_20C * STANDARD_GRAVITY * q * p.head) / p.power;
        expect(ratio(n * s * q1, scaled)).toBeCloseTo(ratio(q1, rated), 9);
      }),
      { numRuns: 300 },
    );
  });

  it('more pumps in parallel never lower the flow at a given head, nor on a given system curve', () => {
    fc.assert(
      fc.property(
        pumpArb,
        fc.integer({ min: 1, max: 4 }),
        frac(0.02, 0.98),
        frac(0, 0.9),
        (spec, n, u, h0Share) => {
          const pump = preparePump(syntheticModel(spec));
          const q1 = pump.qMin + u * (pump.qMax - pump.qMin);
          const h = evaluateFit(pump.head, q1)!;
          const flowAt = (k: number) => {
            const { min, max } = setFlowRange(set(pump, k, 1));
            return brentRoot((q) => setHead(set(pump, k, 1), q as CubicMetresPerSecond)! - h, min, max);
          };
          expect(flowAt(n + 1)).toBeGreaterThanOrEqual(flowAt(n));
          // A system curve through n pumps' point at head h: n + 1 pumps meet it at no less flow.
          const system = systemCurveQuadratic(
            (h0Share * h) as Metres,
            h as Metres,
            (n * q1) as CubicMetresPerSecond,
          );
          const a = operatingPointFixedSpeed(pump, n, system);
          const b = operatingPointFixedSpeed(pump, n + 1, system);
          expect(a.ok).toBe(true);
          if (a.ok && b.ok) expect(b.flow).toBeGreaterThanOrEqual(a.flow * (1 - 1e-9));
          // n + 1 pumps may only fail by leaving their range (per-pump flow too small or too large).
          if (!b.ok) expect(b.reason).not.toBe('speedAboveRated');
        },
      ),
      { numRuns: 300 },
    );
  });
});
