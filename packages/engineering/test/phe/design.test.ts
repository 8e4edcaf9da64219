// Design mode: what an engineer relies on — the offered unit meets the duty with the reserve and the
// pressure-drop limits, one plate fewer would not, rating the answer gives its duty back, and a duty
// nothing reaches is explained. Property tests run over seeded random duties (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createPheEngine,
  designPhe,
  MARTIN_RE_MAX,
  MIN_PLATES,
  MIN_PLATES_MULTIPASS,
  type PheDesignInput,
  type PheSolution,
} from '../../src/phe';
import { heatingInput, TEST_CATALOGUE } from './helpers';
import { testWaterProperties, WATER } from './water-table';

const deps = { catalogue: TEST_CATALOGUE, properties: testWaterProperties };
const engine = createPheEngine(deps);

/** Total pressure drop of a side [kPa]. */
const dp = (s: PheSolution['check']['hot']) => s.dpChannelKPa + s.dpPortsKPa;
/** What the pack delivers in service, U·A·F·LMTD [kW]. */
const delivered = (c: PheSolution['check']) => (c.uServiceWM2K * c.areaM2 * c.correctionF * c.lmtdK) / 1000;

/** Rates a solution with the design's inlets and flows. */
function rateSolution(input: PheDesignInput, s: PheSolution, dutyKW?: number) {
  return engine.rate({
    line: s.line,
    model: s.model,
    thicknessMm: s.thicknessMm,
    channelMix: s.channelMix,
    plates: s.check.plates,
    passesHot: s.check.passesHot,
    passesCold: s.check.passesCold,
    hot: {
      fluid: input.hot.fluid,
      tIn: s.check.hot.tIn,
      massFlowKgS: s.check.hot.massFlowKgS,
      foulingM2KW: input.hot.foulingM2KW,
    },
    cold: {
      fluid: input.cold.fluid,
      tIn: s.check.cold.tIn,
      massFlowKgS: s.check.cold.massFlowKgS,
      foulingM2KW: input.cold.foulingM2KW,
    },
    plateMaterial: input.plateMaterial,
    designDutyKW: dutyKW,
    pressureBar: input.pressureBar,
  });
}

describe('designPhe: a worked duty', () => {
  const input = heatingInput();
  const r = engine.design(input);
  if (!r.ok) throw new Error(r.refusal.reason);

  it('offers solutions sorted by price, then area, at most one per model × thickness × mix', () => {
    expect(r.solutions.length).toBeGreaterThan(3);
    for (let i = 1; i < r.solutions.length; i++) {
      const [a, b] = [r.solutions[i - 1]!, r.solutions[i]!];
      expect(
        a.cost.kopecks < b.cost.kopecks ||
          (a.cost.kopecks === b.cost.kopecks && a.check.areaM2 <= b.check.areaM2),
      ).toBe(true);
    }
    const keys = r.solutions.map((s) => `${s.model}/${s.thicknessMm}/${s.channelMix}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every solution meets the duty with the 10 % reserve and both 50 kPa limits', () => {
    for (const s of r.solutions) {
      expect(delivered(s.check)).toBeGreaterThanOrEqual(200 * 1.1 * (1 - 1e-9));
      expect(s.check.reservePct).toBeGreaterThanOrEqual(10 - 1e-6);
      expect(dp(s.check.hot)).toBeLessThanOrEqual(50);
      expect(dp(s.check.cold)).toBeLessThanOrEqual(50);
      expect(s.pressureClassBar).toBeGreaterThanOrEqual(6);
    }
  });

  it('the check carries the geometry for a recheck by hand: Dh = 2b/φ, A = (N − 2)·A_plate, N − 1 channels', () => {
    for (const { check: c } of r.solutions) {
      expect(c.hydraulicDiameterM).toBeCloseTo((2 * c.channelGapM) / c.enlargementFactor, 12);
      expect(c.areaM2).toBeCloseTo((c.plates - 2) * c.plateAreaM2, 9);
      expect(c.channelsHot + c.channelsCold).toBe(c.plates - 1);
      expect((c.channelsHot % c.passesHot) + (c.channelsCold % c.passesCold)).toBe(0);
      expect(c.uCleanWM2K).toBe(c.uServiceWM2K);
    }
  });

  it('thinner plates never need more plates than thicker ones of the same model and mix', () => {
    for (const s of r.solutions) {
      const thicker = r.solutions.find(
        (o) => o.model === s.model && o.channelMix === s.channelMix && o.thicknessMm > s.thicknessMm,
      );
      if (thicker) expect(s.check.plates).toBeLessThanOrEqual(thicker.check.plates);
    }
  });

  it('a fouling resistance lowers U in service below U clean and needs at least as many plates', () => {
    const fouled = engine.design(
      heatingInput({ hot: { ...input.hot, foulingM2KW: 1e-4 }, cold: { ...input.cold, foulingM2KW: 1e-4 } }),
    );
    if (!fouled.ok) throw new Error(fouled.refusal.reason);
    const first = fouled.solutions[0]!;
    const a = first.check;
    expect(a.uServiceWM2K).toBeLessThan(a.uCleanWM2K);
    expect(1 / a.uServiceWM2K - 1 / a.uCleanWM2K).toBeCloseTo(2e-4, 9);
    const clean = r.solutions.find(
      (s) =>
        s.model === first.model && s.thicknessMm === first.thicknessMm && s.channelMix === first.channelMix,
    );
    if (clean) expect(a.areaM2).toBeGreaterThanOrEqual(clean.check.areaM2);
  });

  it('only the models asked for, and only the thickness asked for', () => {
    const one = engine.design(heatingInput({ models: ['M 100'], thicknessMm: 0.6 }));
    if (!one.ok) throw new Error(one.refusal.reason);
    expect(new Set(one.solutions.map((s) => `${s.model} ${s.thicknessMm}`))).toEqual(new Set(['M 100 0.6']));
  });
});

describe('designPhe: refusals', () => {
  it('a duty no model reaches: «Решений не найдено» and the closest miss with its limit and figure', () => {
    const r = engine.design(
      heatingInput({ dutyKW: 6000, hot: { fluid: WATER, tIn: 90, tOut: 60, maxPressureDropKPa: 20 } }),
    );
    if (r.ok) throw new Error('expected a refusal');
    expect(r.refusal.reason).toMatch(/^Решений не найдено\. Ближе всего /);
    expect(r.refusal.closestMiss).toBeDefined();
    expect(['plates', 'dpHot', 'dpCold', 'portVelocity']).toContain(r.refusal.closestMiss!.limit);
    expect(r.refusal.closestMiss!.detail).toMatch(/\d/);
  });

  it('a port velocity above 6 m/s is named as the limit', () => {
    const r = engine.design(
      heatingInput({
        dutyKW: 2000,
        models: ['S 50'],
        hot: { fluid: WATER, tIn: 90, tOut: 60, maxPressureDropKPa: 500 },
        cold: { fluid: WATER, tIn: 40, tOut: 70, maxPressureDropKPa: 500 },
      }),
    );
    expect(r.ok || r.refusal.closestMiss).toEqual({
      model: 'S 50',
      limit: 'portVelocity',
      detail: expect.stringMatching(
        /^скорость в патрубке (греющей|нагреваемой) стороны 8,\d+ м\/с при допустимых 6 м\/с$/,
      ),
    });
  });

  it('a duty too small for the plate: Re below Martin’s 200 is refused, not extrapolated', () => {
    // 5 kW on the 0.5 × 1.0 m plate: about 0.04 kg/s a side, Re ≈ 170 even in 5 plates.
    const r = engine.design(heatingInput({ dutyKW: 5, models: ['DWSIM'] }));
    if (r.ok) throw new Error('expected a refusal');
    expect(r.refusal.closestMiss?.limit).toBe('plates');
    expect(r.refusal.reason).toMatch(
      /^Решений не найдено\. Ближе всего DWSIM: при 5 пластинах число Рейнольдса (греющей|нагреваемой) стороны \d+ ниже границы применимости метода Мартина \(200\)\.$/,
    );
  });

  it('a pressure above every frame class is named with the class', () => {
    const r = engine.design(heatingInput({ pressureBar: 30 }));
    expect(r.ok || r.refusal.closestMiss?.detail).toBe('давление 30 бар выше наибольшего класса рамы 25 бар');
  });

  it('a zero pressure-drop limit or a negative reserve is refused, not searched', () => {
    const r = engine.design(
      heatingInput({ cold: { fluid: WATER, tIn: 40, tOut: 70, maxPressureDropKPa: 0 } }),
    );
    expect(r.ok || r.refusal.reason).toBe(
      'Допустимая потеря давления каждой стороны должна быть больше нуля.',
    );
    const n = engine.design(heatingInput({ reservePct: -5 }));
    expect(n.ok || n.refusal.reason).toBe('Запас поверхности не может быть отрицательным.');
  });

  it('an unknown model is refused by name', () => {
    const r = engine.design(heatingInput({ models: ['CLH 999S'] }));
    expect(r.ok || r.refusal.reason).toBe('Модель CLH 999S не найдена в каталоге этой линии.');
  });

  it('the balance’s refusals come through unchanged', () => {
    const r = engine.design(
      heatingInput({ cold: { fluid: WATER, tIn: 40, tOut: 95, maxPressureDropKPa: 50 } }),
    );
    expect(r.ok || r.refusal.reason).toMatch(/^Температурный перекрёст/);
  });
});

/** Random but physical duties: water both sides, a heating and a heated range with a positive approach. */
const duties = fc
  .record({
    dutyKW: fc.double({ min: 20, max: 900, noNaN: true }),
    hotIn: fc.double({ min: 60, max: 150, noNaN: true }),
    hotDrop: fc.double({ min: 8, max: 40, noNaN: true }),
    approach: fc.double({ min: 3, max: 15, noNaN: true }),
    coldRise: fc.double({ min: 8, max: 40, noNaN: true }),
    reservePct: fc.integer({ min: 0, max: 30 }),
    dpHot: fc.double({ min: 15, max: 100, noNaN: true }),
    dpCold: fc.double({ min: 15, max: 100, noNaN: true }),
  })
  .map((d): PheDesignInput => {
    const hotOut = d.hotIn - d.hotDrop;
    const coldOut = Math.min(d.hotIn - d.approach, hotOut + d.coldRise);
    const coldIn = Math.max(1, Math.min(hotOut - d.approach, coldOut - d.coldRise));
    return heatingInput({
      dutyKW: d.dutyKW,
      hot: { fluid: WATER, tIn: d.hotIn, tOut: hotOut, maxPressureDropKPa: d.dpHot },
      cold: { fluid: WATER, tIn: coldIn, tOut: coldOut, maxPressureDropKPa: d.dpCold },
      reservePct: d.reservePct,
      pressureBar: 6,
    });
  });

const RUNS = { numRuns: 40, seed: 14 };

describe('designPhe: properties over seeded random duties', () => {
  it('the balance closes on both sides within 0.1 %', () => {
    fc.assert(
      fc.property(duties, (input) => {
        const r = designPhe(input, deps);
        if (!r.ok) return true;
        for (const s of r.solutions.slice(0, 3)) {
          for (const side of [s.check.hot, s.check.cold]) {
            const q = (side.massFlowKgS * side.specificHeat * Math.abs(side.tIn - side.tOut)) / 1000;
            expect(Math.abs(q - r.balance.dutyKW) / r.balance.dutyKW).toBeLessThan(1e-3);
          }
        }
        return true;
      }),
      RUNS,
    );
  });

  it('each solution meets duty, reserve and limits, and one plate count fewer of its grouping would not', () => {
    let checked = 0;
    fc.assert(
      fc.property(duties, (input) => {
        const r = designPhe(input, deps);
        if (!r.ok) return true;
        for (const s of r.solutions) {
          const c = s.check;
          expect(delivered(c)).toBeGreaterThanOrEqual(
            r.balance.dutyKW * (1 + input.reservePct / 100) * (1 - 1e-9),
          );
          expect(dp(c.hot)).toBeLessThanOrEqual(input.hot.maxPressureDropKPa + 1e-9);
          expect(dp(c.cold)).toBeLessThanOrEqual(input.cold.maxPressureDropKPa + 1e-9);
          const min = c.passesHot === 1 && c.passesCold === 1 ? MIN_PLATES : MIN_PLATES_MULTIPASS;
          // The next smaller count the grouping can be built with must fail the duty or a limit.
          for (let n = c.plates - 1; n >= min; n--) {
            const fewer = rateSolution(input, { ...s, check: { ...c, plates: n } }, r.balance.dutyKW);
            if (!fewer.ok && /нельзя разделить/.test(fewer.refusal.reason)) continue;
            if (fewer.ok) {
              const f = fewer.check;
              // The reserve at the design point is the design's own figure; the pressure drops are
              // at the rated point (2 % margin for the properties at its slightly other means).
              const fails =
                f.reservePct < input.reservePct + 1e-6 ||
                dp(f.hot) > input.hot.maxPressureDropKPa * 0.98 ||
                dp(f.cold) > input.cold.maxPressureDropKPa * 0.98 ||
                Math.max(f.hot.reynolds, f.cold.reynolds) > MARTIN_RE_MAX * 0.98;
              expect(fails).toBe(true);
              checked++;
            }
            break;
          }
        }
        return true;
      }),
      RUNS,
    );
    expect(checked).toBeGreaterThan(20);
  });

  it('rating a design’s own answer gives its duty back: at least the duty, and the design’s reserve to 0.01 points', () => {
    fc.assert(
      fc.property(duties, (input) => {
        const r = designPhe(input, deps);
        if (!r.ok) return true;
        const s = r.solutions[0]!;
        const rated = rateSolution(input, s, r.balance.dutyKW);
        if (!rated.ok) throw new Error(rated.refusal.reason);
        // The unit carries its reserve, so it can do at least the design duty…
        expect(rated.check.dutyKW).toBeGreaterThanOrEqual(r.balance.dutyKW * (1 - 1e-3));
        // …and measured at the design duty it shows the design's reserve.
        expect(Math.abs(rated.check.reservePct - s.check.reservePct)).toBeLessThan(0.01);
        return true;
      }),
      RUNS,
    );
  });
});

describe('rating and design agree exactly when run on each other’s answer', () => {
  it('a rated unit, designed again for 0.1 % less than its rated duty with no reserve, needs the same plates', () => {
    // 17 plates: below 20 only the 1/1 grouping exists, so the design must land on this very pack.
    const unit = {
      line: 'clever',
      model: 'M 100',
      thicknessMm: 0.5,
      channelMix: 'H',
      plates: 17,
      passesHot: 1,
      passesCold: 1,
    } as const;
    const rated = engine.rate({
      ...unit,
      hot: { fluid: WATER, tIn: 90, massFlowKgS: 1.2 },
      cold: { fluid: WATER, tIn: 40, massFlowKgS: 1.2 },
      plateMaterial: 'AISI316',
      pressureBar: 6,
    });
    if (!rated.ok) throw new Error(rated.refusal.reason);
    const again = engine.design(
      heatingInput({
        models: ['M 100'],
        thicknessMm: 0.5,
        reservePct: 0,
        dutyKW: rated.check.dutyKW * 0.999,
        hot: { fluid: WATER, tIn: 90, massFlowKgS: 1.2, maxPressureDropKPa: 500 },
        cold: { fluid: WATER, tIn: 40, massFlowKgS: 1.2, maxPressureDropKPa: 500 },
      }),
    );
    if (!again.ok) throw new Error(again.refusal.reason);
    const h = again.solutions.find((s) => s.channelMix === 'H')!;
    expect([h.check.plates, h.check.passesHot, h.check.passesCold]).toEqual([17, 1, 1]);
    // 0.1 % less duty: a small positive reserve (rating takes properties at its own outlets, hence not exactly 0.1).
    expect(h.check.reservePct).toBeGreaterThan(0);
    expect(h.check.reservePct).toBeLessThan(1);
  });
});
