// Cost ranking (decision 0026 «Cost», issue 30 item 8): a unit is priced from the price list by
// article where it has one, else by the stated proxy; solutions are offered cheapest first, and a
// property test holds that no offered solution is beaten on price by one ranked below it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareByCost,
  createPheEngine,
  frameProxyKopecks,
  pheFrameArticle,
  phePlateArticle,
  plateProxyKopecks,
  pheUnitCost,
  pheUnitMassKg,
  type PheCatalogue,
  type PhePlateModel,
} from '../../src/phe';
import { DWSIM_PLATE, heatingInput, TEST_CATALOGUE } from './helpers';
import { testWaterProperties } from './water-table';

const framed = (m: PhePlateModel, massKg: number, plateMassKg: number): PhePlateModel => ({
  ...m,
  frame: { heightMm: 1000, widthMm: 400, lengthMm: 1500, massKg },
  plateMassKg,
});
const catalogue: PheCatalogue = {
  illustrative: true,
  models: TEST_CATALOGUE.models.map((m, i) => framed(m, 200 + 300 * i, 0.5 + i)),
};
const engine = createPheEngine({ catalogue, properties: testWaterProperties });

describe('a unit’s price and mass', () => {
  it('names the articles: frame, AISI 316 plate as the shipped list, other materials suffixed', () => {
    expect(pheFrameArticle('CLH 32S')).toBe('PHE-CLH-32S-FRAME');
    expect(phePlateArticle('CLH 32S', 'AISI316')).toBe('PHE-CLH-32S-PLATE');
    expect(phePlateArticle('LT 100', 'AISI304')).toBe('PHE-LT-100-PLATE-AISI304');
    expect(phePlateArticle('LT 100', 'titanium')).toBe('PHE-LT-100-PLATE-TI');
  });

  it('the proxy: frame 60 000 + 400 000 ₽/m², plate (900 + 9 000 ₽/m²) × the material factor', () => {
    expect(frameProxyKopecks(0.4001)).toBe(22_004_000);
    expect(plateProxyKopecks(0.4001, 'AISI316')).toBe(450_100);
    expect(plateProxyKopecks(0.0511, 'titanium')).toBe(408_000);
    expect(plateProxyKopecks(0.0511, 'AISI304')).toBe(122_400);
  });

  it('takes the list’s article where present and the proxy for the rest, line by line', () => {
    const model = { name: 'CLH 100S', plateAreaM2: 0.4001 };
    const prices = { 'PHE-CLH-100S-FRAME': 25_000_000 };
    const c = pheUnitCost(model, 11, 'AISI316', prices);
    expect(c.lines).toEqual([
      {
        item: 'frame',
        article: 'PHE-CLH-100S-FRAME',
        count: 1,
        unitKopecks: 25_000_000,
        kopecks: 25_000_000,
        source: 'priceList',
      },
      {
        item: 'plates',
        article: 'PHE-CLH-100S-PLATE',
        count: 11,
        unitKopecks: 450_100,
        kopecks: 4_951_100,
        source: 'sizeProxy',
      },
    ]);
    expect(c.kopecks).toBe(29_951_100);
    // A price that is not a non-negative integer of kopecks is not a price: the proxy answers.
    expect(pheUnitCost(model, 11, 'AISI316', { 'PHE-CLH-100S-FRAME': -1 }).lines[0]!.source).toBe(
      'sizeProxy',
    );
  });

  it('mass: frame plus plates scaled by thickness and density', () => {
    const m = { frame: { heightMm: 620, widthMm: 275, lengthMm: 610, massKg: 105 }, plateMassKg: 0.292 };
    expect(pheUnitMassKg(m, 20, 0.6, 'titanium')).toBeCloseTo(108.96, 2);
    expect(pheUnitMassKg(m, 20, 0.5, 'AISI316')).toBeCloseTo(110.84, 9);
    expect(pheUnitMassKg({ plateMassKg: 0.3 }, 20, 0.5, 'AISI316')).toBeUndefined();
  });
});

describe('the offer order', () => {
  it('a cheap small frame with many plates comes before a big frame with the least area', () => {
    const r = engine.design(heatingInput());
    if (!r.ok) throw new Error(r.refusal.reason);
    const byArea = [...r.solutions].sort((a, b) => a.check.areaM2 - b.check.areaM2)[0]!;
    const first = r.solutions[0]!;
    expect(first.cost.kopecks).toBeLessThanOrEqual(byArea.cost.kopecks);
    expect(first.cost.kopecks).toBe(Math.min(...r.solutions.map((s) => s.cost.kopecks)));
    expect(first.frame?.massKg).toBeGreaterThan(0);
    expect(first.massKg).toBeGreaterThan(first.frame!.massKg);
  });

  it('a price list that makes one frame cheap puts that frame first', () => {
    const prices = {
      [pheFrameArticle(DWSIM_PLATE.name)]: 1,
      [phePlateArticle(DWSIM_PLATE.name, 'AISI316')]: 1,
    };
    const r = engine.design(heatingInput({ prices }));
    if (!r.ok) throw new Error(r.refusal.reason);
    expect(r.solutions[0]!.model).toBe(DWSIM_PLATE.name);
    expect(r.solutions[0]!.cost.lines.every((l) => l.source === 'priceList')).toBe(true);
  });

  it('property: no offered solution is beaten on price by one ranked below it (any duty, any list)', () => {
    const articles = catalogue.models.flatMap((m) => [
      pheFrameArticle(m.name),
      phePlateArticle(m.name, 'AISI316'),
      phePlateArticle(m.name, 'titanium'),
    ]);
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 800 }),
        fc.integer({ min: 70, max: 95 }),
        fc.integer({ min: 10, max: 25 }),
        fc.constantFrom('AISI316' as const, 'titanium' as const),
        fc.dictionary(fc.constantFrom(...articles), fc.integer({ min: 0, max: 5_000_000_000 })),
        (dutyKW, tIn, drop, plateMaterial, prices) => {
          const hot = { ...heatingInput().hot, tIn, tOut: tIn - drop };
          const cold = { ...heatingInput().cold, tIn: 20, tOut: 20 + drop };
          const r = engine.design(heatingInput({ dutyKW, hot, cold, plateMaterial, prices }));
          if (!r.ok) return;
          r.solutions.forEach((s, i) => {
            expect(s.cost.kopecks).toBe(s.cost.lines.reduce((a, l) => a + l.kopecks, 0));
            for (const below of r.solutions.slice(i + 1)) {
              expect(below.cost.kopecks).toBeGreaterThanOrEqual(s.cost.kopecks);
              expect(compareByCost(s, below)).toBeLessThan(0);
            }
          });
        },
      ),
      { numRuns: 30, seed: 308 },
    );
  });
});
