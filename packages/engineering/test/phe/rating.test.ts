// Rating mode: DWSIM's PHE validation case checked against a hand calculation written out here, and
// the refusals of a unit the frame or the method cannot take.
import { describe, expect, it } from 'vitest';
import { createPheEngine, type PheRatingInput } from '../../src/phe';
import { DWSIM_PLATE, TEST_CATALOGUE } from './helpers';
import { testWaterProperties, WATER } from './water-table';

const engine = createPheEngine({ catalogue: TEST_CATALOGUE, properties: testWaterProperties });

/** DWSIM's case (DOMAIN.md): 50 plates 0.5 × 1.0 m, gap 3 mm, 60°, φ 1.17, water 1 kg/s at 80 and 20 °C. */
const dwsim: PheRatingInput = {
  line: 'clever',
  model: 'DWSIM',
  thicknessMm: 0.5,
  channelMix: 'H',
  plates: 50,
  passesHot: 1,
  passesCold: 1,
  hot: { fluid: WATER, tIn: 80, massFlowKgS: 1 },
  cold: { fluid: WATER, tIn: 20, massFlowKgS: 1 },
  plateMaterial: 'AISI316',
};

/**
 * The independent hand check. DWSIM's own printed output was not available to this work, so the
 * expected figures are computed here step by step from the formulas of DOMAIN.md, written out
 * without the engine's functions: 49 channels (25 hot, 24 cold), A = 48·0.585 = 28.08 m²,
 * Dh = 2·0.003/1.17, wall 0.5 mm of AISI 316 (16.3 W/(m·K)), properties at the side means and the
 * wall viscosity at the mean of the two, counterflow effectiveness, iterated to a fixed point.
 */
function handCheck() {
  const W = 0.5;
  const L = 1.0;
  const b = 0.003;
  const phiEnl = 1.17;
  const dh = (2 * b) / phiEnl;
  const angle = (60 * Math.PI) / 180;
  const area = 48 * W * L * phiEnl;
  const side = (m: number, n: number, t: number, tw: number) => {
    const p = testWaterProperties(WATER, { temperature: t });
    const muW = testWaterProperties(WATER, { temperature: tw }).viscosity;
    const w = m / (p.density * n * b * W);
    const re = (p.density * w * dh) / p.viscosity;
    const pr = (p.viscosity * p.specificHeat) / p.conductivity;
    const lam = re < 2000;
    const xi0 = lam ? 64 / re : (1.8 * Math.log10(re) - 1.5) ** -2;
    const xi1 = lam ? 597 / re + 3.85 : 39 / re ** 0.289;
    const c = Math.cos(angle);
    const xi =
      (c / Math.sqrt(0.18 * Math.tan(angle) + 0.36 * Math.sin(angle) + xi0 / c) +
        (1 - c) / Math.sqrt(3.8 * xi1)) **
      -2;
    const nu =
      0.122 * pr ** (1 / 3) * (p.viscosity / muW) ** (1 / 6) * (xi * re * re * Math.sin(2 * angle)) ** 0.374;
    const dp = xi * (L / dh) * ((p.density * w * w) / 2);
    return { h: (nu * p.conductivity) / dh, C: m * p.specificHeat, re, dp, w };
  };
  let th = 50;
  let tc = 50;
  let q = 0;
  let hot = side(1, 25, 65, 50);
  let cold = side(1, 24, 35, 50);
  for (let i = 0; i < 200; i++) {
    const tH = (80 + th) / 2;
    const tC = (20 + tc) / 2;
    hot = side(1, 25, tH, (tH + tC) / 2);
    cold = side(1, 24, tC, (tH + tC) / 2);
    const u = 1 / (1 / hot.h + 1 / cold.h + 0.0005 / 16.3);
    const cmin = Math.min(hot.C, cold.C);
    const cr = cmin / Math.max(hot.C, cold.C);
    const ntu = (u * area) / cmin;
    const e = Math.exp(-ntu * (1 - cr));
    const eff = (1 - e) / (1 - cr * e);
    q = eff * cmin * 60;
    th = 80 - q / hot.C;
    tc = 20 + q / cold.C;
  }
  return { q, th, tc, hot, cold };
}

describe('rate: DWSIM validation case against the hand check', () => {
  const r = engine.rate(dwsim);
  const hand = handCheck();
  it('gives the duty and both outlets of the hand check: duty within 0.1 %, outlets within 0.02 K', () => {
    if (!r.ok) throw new Error(r.refusal.reason);
    expect(Math.abs(r.check.dutyKW * 1000 - hand.q) / hand.q).toBeLessThan(1e-3);
    expect(r.check.hot.tOut).toBeCloseTo(hand.th, 1);
    expect(r.check.cold.tOut).toBeCloseTo(hand.tc, 1);
    // Same plate count, channels and area as the hand check.
    expect([r.check.channelsHot, r.check.channelsCold, r.check.areaM2]).toEqual([
      25,
      24,
      expect.closeTo(28.08, 6),
    ]);
  });
  it('reports channel velocity, Re and the channel pressure drop of the hand check within 0.5 %', () => {
    if (!r.ok) throw new Error(r.refusal.reason);
    expect(r.check.hot.reynolds / hand.hot.re).toBeCloseTo(1, 2);
    expect(r.check.cold.channelVelocityMS / hand.cold.w).toBeCloseTo(1, 2);
    expect((r.check.hot.dpChannelKPa * 1000) / hand.hot.dp).toBeCloseTo(1, 2);
  });
  it('closes the balance: ṁ·cp·ΔT of each side equals the duty within 0.1 %, and U·A·F·LMTD too', () => {
    if (!r.ok) throw new Error(r.refusal.reason);
    const c = r.check;
    for (const s of [c.hot, c.cold]) {
      const qs = s.massFlowKgS * s.specificHeat * Math.abs(s.tIn - s.tOut);
      expect(Math.abs(qs / 1000 - c.dutyKW) / c.dutyKW).toBeLessThan(1e-3);
    }
    const ua = c.uServiceWM2K * c.areaM2 * c.correctionF * c.lmtdK;
    expect(Math.abs(ua / 1000 - c.dutyKW) / c.dutyKW).toBeLessThan(1e-3);
  });
  it('is a near-complete exchange at this size: the cold water leaves above 70 °C', () => {
    if (!r.ok) throw new Error(r.refusal.reason);
    expect(r.check.cold.tOut).toBeGreaterThan(70);
    expect(r.check.dutyKW).toBeGreaterThan(200);
    expect(r.check.dutyKW).toBeLessThan(252);
  });
});

describe('rate: refusals', () => {
  it('refuses more plates than the frame takes', () => {
    const r = engine.rate({ ...dwsim, plates: DWSIM_PLATE.maxPlates + 1 });
    expect(r.ok || r.refusal.reason).toBe('Число пластин DWSIM при ходах 1/1 — от 5 до 200.');
  });
  it('refuses a plate count the grouping cannot split evenly', () => {
    const r = engine.rate({ ...dwsim, plates: 24, passesHot: 2, passesCold: 2 });
    expect(r.ok || r.refusal.reason).toBe('24 пластин нельзя разделить на ходы 2/2 поровну.');
  });
  it('rates a unit whose Reynolds number is outside Martin’s range, warning that it is extrapolated (decision 0044)', () => {
    const r = engine.rate({ ...dwsim, plates: 199, hot: { ...dwsim.hot, massFlowKgS: 0.3 } });
    if (!r.ok) throw new Error(r.refusal.reason);
    expect(r.check.hot.reynolds).toBeLessThan(200);
    expect(r.warnings.find((w) => w.code === 'reynolds')).toEqual({
      code: 'reynolds',
      side: 'hot',
      message: expect.stringMatching(
        /^Число Рейнольдса греющей стороны \d+ вне области применимости метода Мартина \(200–10000\): теплоотдача и потеря давления получены экстраполяцией, проверьте их расчётом производителя\.$/,
      ),
    });
  });
  it('refuses a medium the property code does not cover, with its message', () => {
    const r = engine.rate({ ...dwsim, cold: { ...dwsim.cold, fluid: { medium: 'seawater' } } });
    expect(r.ok || r.refusal.reason).toBe('Тестовая таблица знает только воду, не «seawater».');
  });
});
