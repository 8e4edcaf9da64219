// The heat-exchanger job around the engine (modules/heat-exchangers/engine.ts): the ten cheapest
// solutions by the job's price list, each with its datasheet; an engine's refusal and its closest miss in Russian;
// the wired engine on real duties (design, rating back, a medium out of its range).
import { describe, expect, it } from 'vitest';
import type { PheEngine } from '@podbor/engineering/phe';
import { cleverEngine, designAnswer, MAX_SOLUTIONS } from '../src/modules/heat-exchangers/engine';
import { heatDeps } from '../src/modules/heat-exchangers/phe-engine';
import { rtoDesignInput } from '../src/modules/heat-exchangers/design-input';
import {
  cleverForm,
  cleverInputRows,
  heatInputRows,
  heatMessages,
  heatSearchResult,
  rtoForm,
} from '@podbor/contracts';
import { describeRtoCalc } from '../src/modules/heat-exchangers/summary';
import { fakePheEngine } from './fixtures/fake-phe-engine';
import { isEngineRefusal } from '../src/modules/selection/engine';
import { HeatRatingService } from '../src/modules/heat-exchangers/service';

const request = { id: 1, created: '2026-11-25T09:00:00.000Z', documents: true };
const input = rtoDesignInput(
  rtoForm.parse({
    POWER: 100,
    SRC_INPUT: 90,
    SRC_OUTPUT: 70,
    REC_INPUT: 10,
    REC_OUTPUT: 60,
    SRC_LOSSES: 50,
    REC_LOSSES: 50,
  }),
);

describe('heat-exchanger job', () => {
  it(`offers the ${MAX_SOLUTIONS} cheapest units by the job's price list, each with its PDF`, async () => {
    const models = Array.from({ length: 14 }, (_, i) => `LT ${String(14 - i).padStart(2, '0')}`);
    // The list prices one frame at a kopeck: that unit comes first whatever its area.
    const priceList = { illustrative: false, source: 'maker.csv', items: { 'PHE-LT-03-FRAME': 1 } };
    const { response, files } = await designAnswer(
      { engine: fakePheEngine, note: null },
      { ...input, models },
      [],
      { ...request, priceList },
    );
    const prices = response.solutions.map((s) => s.cost!.kopecks);
    expect(prices).toHaveLength(MAX_SOLUTIONS);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(response.solutions[0]!.assortment.name).toBe('LT 03');
    expect(response.prices).toEqual({ source: 'maker.csv', illustrative: false });
    expect(files.map((f) => f.name)).toEqual(response.solutions.map((s) => s.file));
    expect(files.every((f) => Buffer.from(f.data.subarray(0, 5)).toString() === '%PDF-')).toBe(true);
  });

  it("refuses with the engine's reason and its closest miss", async () => {
    const engine: PheEngine = {
      ...fakePheEngine,
      design: () => ({
        ok: false,
        refusal: {
          reason: 'Решений не найдено',
          closestMiss: {
            model: 'LT 10',
            limit: 'dpHot',
            detail: 'потеря давления горячей стороны 62 кПа при допустимых 50',
          },
        },
      }),
    };
    const error = await designAnswer({ engine, note: null }, input, [], request).catch((e: unknown) => e);
    expect(isEngineRefusal(error)).toBe(true);
    expect((error as { messages: unknown }).messages).toEqual([
      'Решений не найдено',
      'LT 10: потеря давления горячей стороны 62 кПа при допустимых 50',
    ]);
  });

  it('rating: the check of a rated unit, or the refusal as 422 in its Russian words', () => {
    const unit = {
      model: 'LT 10',
      thicknessMm: 0.5 as const,
      channelMix: 'H' as const,
      plates: 31,
      passesHot: 1,
      passesCold: 1,
      hot: { fluid: { medium: 'water' as const }, tIn: 90, massFlowKgS: 2 },
      cold: { fluid: { medium: 'water' as const }, tIn: 10, massFlowKgS: 3 },
      plateMaterial: 'AISI316' as const,
    };
    const refused = new HeatRatingService(() => ({ engine: fakePheEngine, density: () => 1000, note: null }));
    expect(() => refused.rate('lt', unit)).toThrow(expect.objectContaining({ statusCode: 422 }));
    const rating: PheEngine = {
      ...fakePheEngine,
      rate: (input) => ({
        ok: true,
        check: { plates: input.plates } as never,
        warnings: [],
        plateSource: 'catalogue',
      }),
    };
    const rated = new HeatRatingService(() => ({ engine: rating, density: () => 1000, note: null }));
    expect(rated.rate('lt', unit).check.plates).toBe(31);
  });
});

describe('the wired engine (the shipped catalogue, the real fluid properties)', () => {
  it('designs a Clever duty: solutions cheapest first that meet it with the reserve and the pressure drops', async () => {
    const form = cleverForm.parse({ Q: 500, X: 10, T1: 90, T2: 70, T3: 10, T4: 60, R1: 50, R2: 50, P: 6 });
    const { response, files } = await cleverEngine(form, request);
    const r = heatSearchResult.parse(response);
    expect(r.note).toMatch(/Иллюстративные/);
    expect(r.balance.dutyKW).toBeCloseTo(500, 6);
    expect(r.solutions.length).toBeGreaterThan(0);
    expect(files).toHaveLength(r.solutions.length);
    const prices = r.solutions.map((s) => s.cost!.kopecks);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(r.prices).toBeNull(); // no list in the job: every line by the proxy
    for (const s of r.solutions) {
      expect(s.cost!.lines.every((l) => l.source === 'sizeProxy')).toBe(true);
      expect(s.massKg).toBeGreaterThan(s.frame!.massKg);
      expect(s.assortment.name).toMatch(/^CLH /);
      expect(s.check.reservePct).toBeGreaterThanOrEqual(10 - 1e-9);
      expect(s.check.hot.dpChannelKPa + s.check.hot.dpPortsKPa).toBeLessThanOrEqual(50 + 1e-9);
      expect(s.check.cold.dpChannelKPa + s.check.cold.dpPortsKPa).toBeLessThanOrEqual(50 + 1e-9);
    }
  });

  it("rates a design's own unit back to its duty within 1 %", () => {
    const form = rtoForm.parse({
      POWER: 200,
      SRC_INPUT: 90,
      SRC_OUTPUT: 70,
      REC_INPUT: 10,
      REC_OUTPUT: 60,
      SRC_LOSSES: 50,
      REC_LOSSES: 50,
    });
    const design = heatDeps().engine.design(rtoDesignInput(form));
    expect(design.ok).toBe(true);
    if (!design.ok) return;
    const best = design.solutions[0]!;
    const rated = new HeatRatingService().rate('lt', {
      model: best.model,
      thicknessMm: best.thicknessMm,
      channelMix: best.channelMix,
      plates: best.check.plates,
      passesHot: best.check.passesHot,
      passesCold: best.check.passesCold,
      hot: { fluid: { medium: 'water' }, tIn: 90, massFlowKgS: design.balance.hot.massFlowKgS },
      cold: { fluid: { medium: 'water' }, tIn: 10, massFlowKgS: design.balance.cold.massFlowKgS },
      plateMaterial: 'AISI316',
      designDutyKW: 200,
    });
    // The unit has a reserve of surface: rated, it transfers at least its design duty.
    expect(rated.check.dutyKW).toBeGreaterThanOrEqual(200 * 0.99);
  });

  it('refuses a volumetric flow of a medium outside its property range in Russian', async () => {
    const form = cleverForm.parse({
      Q: 100,
      X: 10,
      T1: 5,
      G1: 10,
      G1Unit: 'm3/h',
      T3: 1,
      T4: 3,
      R1: 50,
      R2: 50,
      P: 6,
      EnvironmentHotId: 'propylene-glycol',
      PercentHot: 90,
    });
    const error = await cleverEngine(form, request).catch((e: unknown) => e);
    expect(isEngineRefusal(error)).toBe(true);
    expect(String((error as Error).message)).toMatch(/[А-Яа-я]/);
  });
});

describe('decision 0044 on the wired engine (issue 30 items 1, 3, 4)', () => {
  it('Clever 200 kW 90/42 → 40/88 no longer offers a unit below 0.1 m/s in its channels', async () => {
    const form = cleverForm.parse({ Q: 200, X: 10, T1: 90, T2: 42, T3: 40, T4: 88, R1: 50, R2: 50, P: 6 });
    const answer = await cleverEngine(form, { ...request, documents: false }).catch((e: unknown) => e);
    if (isEngineRefusal(answer)) {
      // Refused: the reason names the velocity or another limit, in Russian.
      expect(String(answer.message)).toMatch(/^Решений не найдено/);
      return;
    }
    const r = heatSearchResult.parse((answer as { response: unknown }).response);
    for (const s of r.solutions) {
      expect(s.check.hot.channelVelocityMS).toBeGreaterThanOrEqual(0.1);
      expect(s.check.cold.channelVelocityMS).toBeGreaterThanOrEqual(0.1);
    }
  });

  it('30 % propylene glycol at −5 °C, by volume: designed, and the datasheet says «по объёму»', async () => {
    const form = cleverForm.parse({
      aim: 'cooling',
      Q: 50,
      X: 10,
      T1: 12,
      T2: 7,
      T3: -5,
      T4: 0,
      R1: 50,
      R2: 50,
      P: 6,
      EnvironmentColdId: 'propylene-glycol',
      PercentCold: 30,
      PercentColdBasis: 'volume',
    });
    const { response } = await cleverEngine(form, { ...request, documents: false });
    const r = heatSearchResult.parse(response);
    expect(r.solutions.length).toBeGreaterThan(0);
    expect(r.balance.cold.tIn).toBe(-5);
    // 30 vol% = 30.79 wt%: its density at the mean −2.5 °C, above water's.
    expect(r.solutions[0]!.check.cold.density).toBeGreaterThan(1030);
    expect(cleverInputRows(form).find((row) => row.label === 'Нагреваемая среда')?.value).toBe(
      'пропиленгликоль 30 % по объёму',
    );
  });

  it('a glycol below its own freezing point is refused with the reason', async () => {
    const form = cleverForm.parse({
      Q: 50,
      X: 10,
      T1: 12,
      T2: 7,
      T3: -20,
      T4: -15,
      R1: 50,
      R2: 50,
      P: 6,
      EnvironmentColdId: 'propylene-glycol',
      PercentCold: 30,
    });
    const error = await cleverEngine(form, request).catch((e: unknown) => e);
    expect(isEngineRefusal(error)).toBe(true);
    expect(String((error as Error).message)).toMatch(/ниже температуры замерзания раствора \(−12,8 °C\)/);
  });

  it('LT with sea water: refused on AISI 316 by the form, designed on titanium with the material in the name', async () => {
    const base = {
      POWER: 300,
      SRC_INPUT: 60,
      SRC_OUTPUT: 40,
      REC_INPUT: 20,
      REC_OUTPUT: 30,
      SRC_LOSSES: 50,
      REC_LOSSES: 50,
      REC_LIQUID: 'seawater',
    };
    const steel = rtoForm.safeParse(base);
    expect(steel.success).toBe(false);
    expect(steel.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['PLATE_MATERIAL'], message: heatMessages.seawaterNeedsTitanium }),
    );
    const design = heatDeps().engine.design(
      rtoDesignInput(rtoForm.parse({ ...base, PLATE_MATERIAL: 'titanium' })),
    );
    if (!design.ok) throw new Error(design.refusal.reason);
    expect(design.solutions.every((s) => s.plateMaterial === 'titanium')).toBe(true);
    const { response } = await designAnswer(
      heatDeps(),
      rtoDesignInput(rtoForm.parse({ ...base, PLATE_MATERIAL: 'titanium' })),
      [],
      { ...request, documents: false },
    );
    expect(response.solutions[0]!.solution).toMatch(/^LT \d+ · \d+ пласти\S+ · 0,\d мм · титан$/);
  });

  it('rating answers the limits the unit breaks as named warnings', () => {
    const rated = new HeatRatingService().rate('clever', {
      model: 'CLH 32S',
      thicknessMm: 0.5,
      channelMix: 'H',
      plates: 100,
      passesHot: 1,
      passesCold: 1,
      hot: { fluid: { medium: 'water' }, tIn: 90, massFlowKgS: 10 },
      cold: { fluid: { medium: 'water' }, tIn: 10, massFlowKgS: 10 },
      plateMaterial: 'AISI316',
      maxPressureDropKPa: { hot: 50, cold: 50 },
    });
    const codes = rated.warnings.map((w) => `${w.code}:${w.side ?? ''}`);
    expect(codes).toEqual(
      expect.arrayContaining(['portVelocity:hot', 'portVelocity:cold', 'pressureDrop:hot']),
    );
    expect(rated.warnings.every((w) => /^[А-Я]/.test(w.message))).toBe(true);
  });
});

describe('history stored before decision 0044', () => {
  it('an LT selection with sea water on AISI 316 keeps its summary and datasheet rows', () => {
    const stored = {
      POWER: 300,
      SRC_INPUT: 60,
      SRC_OUTPUT: 40,
      REC_INPUT: 20,
      REC_OUTPUT: 30,
      SRC_LOSSES: 50,
      REC_LOSSES: 50,
      REC_LIQUID: 'seawater',
    };
    expect(rtoForm.safeParse(stored).success).toBe(false);
    expect(describeRtoCalc(stored, null)?.title).toBe('LT');
    expect(heatInputRows('lt', stored)?.find((r) => r.label === 'Материал пластин')?.value).toBe('AISI 316');
  });
});
