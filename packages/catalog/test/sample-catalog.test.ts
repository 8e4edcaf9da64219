// The committed illustrative catalogue: enough series and models, physically consistent, marked
// as illustrative, and exactly what the generator script produces.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { selectPumps } from '@podbor/engineering/pumps';
import {
  ILLUSTRATIVE_NOTE,
  findPumpModel,
  findPumpSeries,
  listPumpSeries,
  loadPumpCatalog,
  shaftPowerKw,
  validatePumpCatalog,
} from '../src/pumps';
import { stringifyCatalog } from '../src/pumps/store';
import { generateSampleCatalog } from '../scripts/generate-sample';

const catalog = loadPumpCatalog();
const models = catalog.series.flatMap((s) => s.models);

describe('sample pump catalogue', () => {
  it('has at least three Aquastrong series and 60 models', () => {
    expect(catalog.brand).toBe('Aquastrong');
    expect(catalog.series.map((s) => s.name)).toEqual(['EVR', 'EVP', 'CMI']);
    expect(models.length).toBeGreaterThanOrEqual(60);
  });

  it('says it is illustrative, in the catalogue and in every model’s parameters', () => {
    expect(catalog.illustrative).toBe(true);
    expect(catalog.note).toBe('Иллюстративные данные, не данные производителя');
    expect(ILLUSTRATIVE_NOTE).toBe(catalog.note);
    for (const m of models) {
      expect(m.paramGroups.flatMap((g) => g.params).some((p) => p.value === ILLUSTRATIVE_NOTE)).toBe(true);
    }
    expect(listPumpSeries().every((s) => s.illustrative && s.note === ILLUSTRATIVE_NOTE)).toBe(true);
  });

  it('gives every model what a manufacturer publishes', () => {
    for (const m of models) {
      expect(m.article).toMatch(/^AQ-/);
      expect([230, 400]).toContain(m.voltage);
      expect(m.power).toBeGreaterThan(0);
      expect(m.ratedSpeed).toBeGreaterThan(2800);
      expect(m.stages).toBeGreaterThanOrEqual(1);
      expect(m.weight).toBeGreaterThan(0);
      expect(m.dimensions.height).toBeGreaterThan(0);
      expect(m.paramGroups.length).toBeGreaterThanOrEqual(3);
      expect(m.curve.length).toBeGreaterThanOrEqual(8);
      expect(m.curve.length).toBeLessThanOrEqual(12);
      // The motor is not overloaded anywhere on the published range.
      expect(Math.max(...m.curve.map((p) => p.P2))).toBeLessThanOrEqual(m.power);
    }
  });

  it('is physically consistent: P2 = ρgQH/η within 3 %, efficiency peaks inside the range', () => {
    for (const m of models) {
      for (const p of m.curve) {
        expect(Math.abs(p.P2 - shaftPowerKw(p.Q, p.H, p.eta)) / p.P2).toBeLessThan(0.03);
      }
      const etas = m.curve.map((p) => p.eta);
      const iMax = etas.indexOf(Math.max(...etas));
      expect(iMax).toBeGreaterThan(0);
      expect(iMax).toBeLessThan(etas.length - 1);
    }
    expect(validatePumpCatalog(catalog)).toEqual([]);
  });

  it('adds up stage heads: models of one size differ only by the number of stages', () => {
    const evr5 = findPumpSeries(1)!.models.filter((m) => m.name.startsWith('EVR 5-'));
    expect(evr5.length).toBeGreaterThan(4);
    const perStage = (m: (typeof evr5)[number], i: number) => m.curve[i]!.H / m.stages;
    for (const m of evr5) {
      for (let i = 0; i < m.curve.length; i++) {
        expect(m.curve[i]!.Q).toBe(evr5[0]!.curve[i]!.Q);
        // Heads are published to 0.01 m.
        expect(Math.abs(perStage(m, i) - perStage(evr5[0]!, i))).toBeLessThan(0.01);
      }
    }
  });

  it('is exactly what scripts/generate-sample.ts writes', () => {
    const file = new URL('../catalogue/pumps/pump-catalog.json', import.meta.url);
    const generated = generateSampleCatalog(catalog.updatedAt);
    expect(fs.readFileSync(file, 'utf8')).toBe(`${stringifyCatalog(generated)}\n`);
  });

  it('finds a model and its series by pump id', () => {
    const hit = findPumpModel(1005);
    expect(hit?.series.name).toBe('EVR');
    expect(hit?.model.id).toBe(1005);
    expect(findPumpModel(999999)).toBeUndefined();
  });

  it('offers pumps for a typical duty in every series, pump count and control type', () => {
    for (const series of catalog.series) {
      for (const pcnt of [1, 2, 3, 4, 5]) {
        for (const BoxType of [0, 2] as const) {
          const r = selectPumps(series, { units: 'm', Q: 4 * pcnt, H: 3, H0: 1, pcnt, BoxType });
          expect(r.candidates.length, `${series.name} ×${pcnt} BoxType ${BoxType}`).toBeGreaterThan(0);
          expect(r.candidates.length + r.rejected.length).toBe(series.models.length);
        }
      }
    }
  });
});

describe('series illustrations', () => {
  it('every series has its drawing as a JPEG under catalogue/pumps/images, reachable through the package exports', () => {
    const require = createRequire(import.meta.url);
    for (const s of loadPumpCatalog().series) {
      const file = require.resolve(`@podbor/catalog/pumps/images/${s.name}.jpg`);
      const bytes = fs.readFileSync(file);
      expect([...bytes.subarray(0, 3)], s.name).toEqual([0xff, 0xd8, 0xff]);
      expect(bytes.length, s.name).toBeLessThan(100_000);
    }
  });
});
