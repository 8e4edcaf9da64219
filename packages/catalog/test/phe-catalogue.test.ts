// The plate catalogue: it passes its own checks, carries every Clever model the form lists, and a
// broken record is refused with a Russian message naming the field; the engine designs over it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { main } from '../src/cli';
import {
  createPheEngine,
  frameProxyKopecks,
  hydraulicDiameterM,
  pheFrameArticle,
  phePlateArticle,
  plateProxyKopecks,
  type PheDesignInput,
} from '@podbor/engineering/phe';
import { parsePriceCsv } from '../src/prices';
import {
  CLEVER_MODEL_NAMES,
  parsePheCatalog,
  pheCatalogData,
  pheCatalogue,
  type PheCatalogRecord,
} from '../src/phe';
import { testWaterProperties, WATER } from '../../engineering/test/phe/water-table';

const withModel = (patch: Partial<PheCatalogRecord['models'][number]>): PheCatalogRecord => ({
  ...pheCatalogData,
  models: pheCatalogData.models.map((m, i) => (i === 0 ? { ...m, ...patch } : m)),
});

describe('pheCatalogue', () => {
  it('is illustrative and says so', () => {
    expect(pheCatalogue.illustrative).toBe(true);
    expect(pheCatalogData.note).toMatch(/^Иллюстративные данные пластин, не данные производителя/);
  });

  it('carries the eight Clever models by their exact names, and an LT line', () => {
    const clever = pheCatalogue.models.filter((m) => m.line === 'clever').map((m) => m.name);
    expect(clever).toEqual([...CLEVER_MODEL_NAMES]);
    expect(pheCatalogue.models.filter((m) => m.line === 'lt').map((m) => m.name)).toEqual([
      'LT 25',
      'LT 40',
      'LT 65',
      'LT 100',
      'LT 150',
      'LT 200',
    ]);
  });

  it('keeps the geometry consistent: A = W·L·φ within 3 %, 0.03–2.5 m², Dh = 2b/φ of 3–8 mm', () => {
    for (const m of pheCatalogue.models) {
      expect(
        Math.abs(m.plateAreaM2 / (m.widthM * m.portToPortLengthM * m.enlargementFactor) - 1),
      ).toBeLessThan(0.03);
      expect(m.plateAreaM2).toBeGreaterThanOrEqual(0.03);
      expect(m.plateAreaM2).toBeLessThanOrEqual(2.5);
      const dh = hydraulicDiameterM(m);
      expect(dh).toBeGreaterThan(0.003);
      expect(dh).toBeLessThan(0.008);
    }
  });

  it('refuses an area that contradicts W·L·φ, naming the figures', () => {
    const r = parsePheCatalog(withModel({ plateAreaM2: 0.08 }));
    expect(r.ok || r.issues).toContainEqual({
      path: ['models', 0, 'plateAreaM2'],
      message: 'площадь пластины 0,08 м² не согласуется с W·L·φ = 0,0511 м²',
    });
  });

  it('refuses an enlargement factor the corrugation cannot give', () => {
    const r = parsePheCatalog(withModel({ enlargementFactor: 1.3, plateAreaM2: 0.0568 }));
    expect(r.ok || r.issues.map((i) => i.message)).toContain(
      'φ = 1,3 не согласуется с гофром b/Λ: φ(b, Λ) = 1,17',
    );
  });

  it('refuses a thickness the line does not make and a missing Clever model', () => {
    const bad = { ...withModel({ thicknessesMm: [0.7 as 0.6] }) };
    bad.models = bad.models.filter((m) => m.name !== 'CLH 300S');
    const r = parsePheCatalog(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => i.message)).toContain('Толщина пластины: 0,4, 0,5 или 0,6 мм');
    const missing = parsePheCatalog({
      ...pheCatalogData,
      models: pheCatalogData.models.filter((m) => m.name !== 'CLH 300S'),
    });
    expect(missing.ok || missing.issues.map((i) => i.message)).toContain('нет модели CLH 300S линии Clever');
  });
});

describe('design over the catalogue («search all types»)', () => {
  const engine = createPheEngine({ catalogue: pheCatalogue, properties: testWaterProperties });
  const input: PheDesignInput = {
    line: 'clever',
    dutyKW: 500,
    hot: { fluid: WATER, tIn: 95, tOut: 70, maxPressureDropKPa: 50 },
    cold: { fluid: WATER, tIn: 60, tOut: 80, maxPressureDropKPa: 50 },
    reservePct: 10,
    plateMaterial: 'AISI316',
    pressureBar: 6,
  };

  it('offers Clever models only, cheapest first', () => {
    const r = engine.design(input);
    if (!r.ok) throw new Error(r.refusal.reason);
    expect(r.solutions.every((s) => s.model.startsWith('CLH '))).toBe(true);
    expect(r.solutions[0]!.cost.kopecks).toBeLessThanOrEqual(r.solutions.at(-1)!.cost.kopecks);
  });

  it('the LT line designs with its own models, fouling as R_f and a 25 bar class', () => {
    const r = engine.design({
      ...input,
      line: 'lt',
      pressureBar: 20,
      hot: { ...input.hot, foulingM2KW: 5e-5 },
      cold: { ...input.cold, foulingM2KW: 5e-5 },
    });
    if (!r.ok) throw new Error(r.refusal.reason);
    expect(r.solutions.every((s) => s.model.startsWith('LT ') && s.pressureClassBar === 25)).toBe(true);
    expect(r.solutions[0]!.check.foulingM2KW).toBeCloseTo(1e-4, 12);
  });
});

describe('podbor-catalog validate-phe / import-phe', () => {
  it('accepts the committed file and imports a checked copy, archiving the replaced version', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phe-cat-'));
    const file = path.join(dir, 'in.json');
    fs.writeFileSync(file, JSON.stringify({ ...pheCatalogData, catalogVersion: 2 }));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(main(['validate-phe', file])).toBe(0);
      const target = path.join(dir, 'data');
      expect(main(['import-phe', file, '--dir', target])).toBe(0);
      expect(main(['import-phe', file, '--dir', target])).toBe(0);
      expect(fs.existsSync(path.join(target, 'phe-catalog.json'))).toBe(true);
      expect(fs.existsSync(path.join(target, 'archive', 'phe-catalog.v2.json'))).toBe(true);
    } finally {
      log.mockRestore();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a broken file and changes nothing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phe-cat-'));
    const file = path.join(dir, 'in.json');
    fs.writeFileSync(file, JSON.stringify(withModel({ plateAreaM2: 0.08 })));
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(main(['import-phe', file, '--dir', path.join(dir, 'data')])).toBe(1);
      expect(fs.existsSync(path.join(dir, 'data'))).toBe(false);
      expect(String(err.mock.calls[0]![0])).toMatch(/models\.0\.plateAreaM2: площадь пластины 0,08 м²/);
    } finally {
      err.mockRestore();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('prices, dimensions and weights of the frames (decision 0026 «Cost»)', () => {
  it('the shipped illustrative price list is the size proxy for every model’s frame and AISI 316 plate', () => {
    const { rows } = parsePriceCsv(
      fs.readFileSync(new URL('../catalogue/prices/price-list.csv', import.meta.url), 'utf8'),
    );
    const price = new Map(rows.map((r) => [r.article, r.price]));
    for (const m of pheCatalogue.models) {
      expect(price.get(pheFrameArticle(m.name)), m.name).toBe(frameProxyKopecks(m.plateAreaM2));
      expect(price.get(phePlateArticle(m.name, 'AISI316')), m.name).toBe(
        plateProxyKopecks(m.plateAreaM2, 'AISI316'),
      );
    }
  });

  it('every frame has its dimensions and mass, growing with the plate', () => {
    for (const line of ['clever', 'lt'] as const) {
      const models = pheCatalogue.models.filter((m) => m.line === line);
      for (const m of models) {
        expect(m.frame, m.name).toBeDefined();
        expect(m.plateMassKg, m.name).toBeGreaterThan(0);
        expect(m.frame!.heightMm).toBeGreaterThan(m.portToPortLengthM * 1000);
      }
      for (let i = 1; i < models.length; i++)
        expect(models[i]!.frame!.massKg).toBeGreaterThan(models[i - 1]!.frame!.massKg);
    }
  });
});
