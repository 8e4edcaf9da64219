// The `pump` engine's own guards (the API refuses these cases before a job exists, but a job re-run
// after a catalogue change must still fail with a clear message instead of rendering nonsense).
import { describe, expect, it } from 'vitest';
import { pumpApiMessages, pumpRejectionMessages } from '@podbor/contracts';
import { loadPumpCatalog } from '@podbor/catalog/pumps';
import { pumpCurves } from '@podbor/engineering/pumps';
import { pumpEngine, pumpFileCharts } from '../src/modules/pumps/engine';
import { isEngineRefusal } from '../src/modules/selection/engine';

const request = { id: 7, created: '2025-01-01T00:00:00.000Z', documents: true };
const evr = loadPumpCatalog().series[0]!;

async function refusal(input: unknown): Promise<string | string[]> {
  try {
    await pumpEngine(input, request);
  } catch (e) {
    if (isEngineRefusal(e)) return e.messages;
    throw e;
  }
  throw new Error('the engine did not refuse');
}

describe('pump engine', () => {
  it('refuses a pump that is no longer in the catalogue', async () => {
    const form = { units: 'm', Q: 4, H: 4, H0: 1 };
    expect(await refusal({ seriesId: evr.id, pumpId: 999_999, form })).toBe(pumpApiMessages.pumpNotFound);
    expect(await refusal({ seriesId: 999, pumpId: evr.models[0]!.id, form })).toBe(
      pumpApiMessages.pumpNotFound,
    );
  });

  it('refuses a duty the pump cannot serve, naming the pump and the reason', async () => {
    const tiny = evr.models[0]!;
    const form = { units: 'm', Q: 60, H: 5, H0: 1, BoxType: 2 };
    expect(await refusal({ seriesId: evr.id, pumpId: tiny.id, form })).toBe(
      pumpApiMessages.cannotServe(tiny.name, pumpRejectionMessages.speedAboveRated),
    );
  });

  it('every chart of the files is titled with the model and says the data is illustrative', () => {
    const catalog = loadPumpCatalog();
    const model = evr.models.find((m) => m.name === 'EVR 5-14')!;
    const curves = pumpCurves(model, { units: 'm', Q: 5, H: 6, H0: 2, pcnt: 1, BoxType: 0 }, evr);
    const charts = pumpFileCharts(curves, model.name, catalog.note);
    expect(catalog.note).toBe('Иллюстративные данные, не данные производителя');
    expect(Object.keys(charts)).toEqual(['head', 'power', 'efficiency', 'npshr']);
    for (const [kind, option] of Object.entries(charts)) {
      expect((option.title as Array<{ text: string; subtext?: string }>)[0], kind).toMatchObject({
        text: expect.stringMatching(/^Aquastrong EVR 5-14: /),
        subtext: catalog.note,
      });
    }
  });

  it('the datasheet carries all four charts: H–Q, power, efficiency and NPSHr', async () => {
    const model = evr.models.find((m) => m.name === 'EVR 5-14')!;
    const form = { units: 'm', Q: 5, H: 6, H0: 2, pcnt: 1, BoxType: 0 };
    const files = (await pumpEngine({ seriesId: evr.id, pumpId: model.id, form }, request)).files ?? [];
    expect(files.map((f) => f.name)).toEqual([
      'HQc.png',
      'Powerc.png',
      'Image.jpg',
      'Паспорт насоса EVR 5-14.pdf',
    ]);
    const pdf = Buffer.from(files[3]!.data).toString('latin1');
    // Image XObjects: the chart PNGs are 1600 × 1000 colour images (each with its alpha mask).
    const images = [...pdf.matchAll(/<<\s*\/Type \/XObject\s*\/Subtype \/Image([^>]*)>>/g)].map((m) => m[1]!);
    const charts = images.filter((d) => /\/Width 1600\b/.test(d) && /\/DeviceRGB/.test(d));
    expect(charts).toHaveLength(4);
    expect(images.filter((d) => /\/DCTDecode/.test(d))).toHaveLength(1); // the series drawing
  }, 60_000);

  it('rejects an input that is not a pump files job (schema error, not a silent default)', async () => {
    await expect(pumpEngine({ pumpId: 1 }, request)).rejects.toThrow();
  });
});
