// Worked numbers from the literature DOMAIN.md names: the Hydraulic Institute affinity example,
// EPANET's single-point pump curve, and the system curve through the duty point.
import { describe, expect, it } from 'vitest';
import {
  affinityFlow,
  affinityHead,
  affinityNpshr,
  affinityPower,
  epanetSinglePointCurve,
  HEAD_NOT_ABOVE_STATIC_MESSAGE,
  operatingPointFixedSpeed,
  preparePump,
  singlePointCurveHead,
  speedRatio,
  speedRatioForDuty,
  systemCurveQuadratic,
  systemHead,
  type PumpRefusal,
} from '../../src/pumps';
import {
  m3hToM3s,
  m3sToUsGpm,
  usGpmToM3s,
  type CubicMetresPerHour,
  type CubicMetresPerSecond,
  type Metres,
  type UsGallonsPerMinute,
} from '../../src/units';
import { modelFromHead } from './helpers';

describe('affinity laws — Hydraulic Institute example', () => {
  it('1740 → 1566 rpm turns 200 gpm into 180 gpm', () => {
    const s = speedRatio(1566, 1740);
    expect(s).toBeCloseTo(0.9, 15);
    // Through SI and back, as the engine computes.
    const q = affinityFlow(usGpmToM3s(200 as UsGallonsPerMinute), s);
    expect(m3sToUsGpm(q)).toBeCloseTo(180, 10);
  });

  it('at the same speed ratio head falls to 81 %, power to 72.9 %, NPSHr to 81 %', () => {
    const s = speedRatio(1566, 1740);
    expect(affinityHead(100, s)).toBeCloseTo(81, 10);
    expect(affinityPower(10, s)).toBeCloseTo(7.29, 10);
    expect(affinityNpshr(4, s)).toBeCloseTo(3.24, 10);
  });
});

describe("EPANET's single-point pump curve", () => {
  const qd = 0.01 as CubicMetresPerSecond;
  const hd = 30 as Metres;
  const curve = epanetSinglePointCurve(qd, hd);

  it('has a shutoff head of 133 % of the design head and a maximum flow of twice the design flow', () => {
    expect(curve.shutoffHead / hd).toBeCloseTo(1.3333, 4);
    expect(curve.maxFlow / qd).toBe(2);
    expect(singlePointCurveHead(curve, qd)).toBeCloseTo(30, 12);
    expect(singlePointCurveHead(curve, curve.maxFlow)).toBeCloseTo(0, 12);
    expect(singlePointCurveHead(curve, (curve.maxFlow * 1.01) as CubicMetresPerSecond)).toBeNull();
  });

  // The same curve as catalogue points (36 m³/h design flow), fitted by the engine.
  const model = modelFromHead((q) => (4 / 3) * 30 * (1 - (q / 72) ** 2), 10, 66);
  const pump = preparePump(model);

  it('survives the least-squares fit (a quadratic is fitted exactly)', () => {
    expect(pump.head.maxResidual).toBeLessThan(1e-9);
  });

  it('at fixed speed meets a system curve through its design point exactly there, whatever H0', () => {
    for (const h0 of [0, 5, 20]) {
      const system = systemCurveQuadratic(h0 as Metres, hd, m3hToM3s(36 as CubicMetresPerHour));
      const op = operatingPointFixedSpeed(pump, 1, system);
      expect(op.ok).toBe(true);
      if (op.ok) {
        expect(op.flow / qd).toBeCloseTo(1, 9);
        expect(op.head).toBeCloseTo(30, 7);
      }
    }
  });

  it('with frequency control finds the closed-form speed ratio s = √((Hd′ + B·Qd′²)/A)', () => {
    // H(q) = A − B q², so s²H(Q/s) = A s² − B Q²  ⇒  s = √((Hd′ + B Qd′²)/A).
    const A = 40;
    const B = 40 / 0.02 ** 2;
    const qd2 = 0.008 as CubicMetresPerSecond;
    const hd2 = 22 as Metres;
    const system = systemCurveQuadratic(12 as Metres, hd2, qd2);
    const op = speedRatioForDuty(pump, 1, system);
    expect(op.ok).toBe(true);
    if (op.ok) expect(op.speedRatio).toBeCloseTo(Math.sqrt((hd2 + B * qd2 * qd2) / A), 9);
  });
});

describe('system curve through the duty point', () => {
  it('is H0 + (Hd − H0)(Q/Qd)²', () => {
    const c = systemCurveQuadratic(10 as Metres, 30 as Metres, 0.01 as CubicMetresPerSecond);
    expect(systemHead(c, 0 as CubicMetresPerSecond)).toBe(10);
    expect(systemHead(c, 0.01 as CubicMetresPerSecond)).toBeCloseTo(30, 12);
    expect(systemHead(c, 0.02 as CubicMetresPerSecond)).toBeCloseTo(90, 12);
  });

  it("refuses H ≤ H0 with the spec's message", () => {
    for (const h of [10, 9]) {
      try {
        systemCurveQuadratic(10 as Metres, h as Metres, 0.01 as CubicMetresPerSecond);
        expect.unreachable();
      } catch (e) {
        expect((e as PumpRefusal).code).toBe('headNotAboveStatic');
        expect((e as PumpRefusal).message).toBe('Head must be greater than the static head of the pump');
      }
    }
    expect(HEAD_NOT_ABOVE_STATIC_MESSAGE).toBe('Head must be greater than the static head of the pump');
  });
});
