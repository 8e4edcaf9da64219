// Every datasheet kind the server makes (pump, station, heat exchanger, collector unit), read back as
// text by PDF.js (unpdf): each word the sheet was drawn with — title, article, headings, labels, values —
// is found whole, so text copied from a datasheet keeps every character (issue 30 item 6).
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it, vi } from 'vitest';
import { cleverForm } from '@podbor/contracts';
import { defaultDcuOptions } from '@podbor/engineering/dcu';
import { loadPumpCatalog } from '@podbor/catalog/pumps';
import type * as DatasheetKit from '../src/documents/datasheet';
import type { Datasheet } from '../src/documents/datasheet';
import { createPdf, pdfBytes, PDF_FONT } from '../src/documents/pdf';
import type { Engine } from '../src/modules/selection/engine';

/** The sheets the engines rendered, in order: the document kit's renderDatasheet, observed. */
const drawn: Datasheet[] = [];
vi.mock('../src/documents/datasheet', async (importOriginal) => {
  const kit = await importOriginal<typeof DatasheetKit>();
  return {
    ...kit,
    renderDatasheet: (sheet: Datasheet) => {
      drawn.push(sheet);
      return kit.renderDatasheet(sheet);
    },
  };
});

const { pumpEngine } = await import('../src/modules/pumps/engine');
const { stationEngine } = await import('../src/modules/stations/engine');
const { cleverEngine } = await import('../src/modules/heat-exchangers/engine');
const { dcuEngine } = await import('../src/modules/dcu/engine');

const request = { id: 42, created: '2026-11-25T11:03:00.000Z', documents: true };

/** Every string the sheet was drawn with (charts are pictures and carry none). */
function sheetStrings(sheet: Datasheet): string[] {
  const out = [sheet.kind, sheet.title, sheet.subtitle, sheet.description, sheet.illustrative?.note];
  for (const s of sheet.sections) {
    switch (s.kind) {
      case 'table':
        out.push(s.title, ...s.rows.flat());
        break;
      case 'tables':
        for (const t of s.tables) out.push(t.title, ...t.rows.flat());
        break;
      case 'columns':
        out.push(s.title, ...s.columns.map((c) => c.title), ...s.rows.flat());
        break;
      case 'charts':
        out.push(s.title, ...s.charts.map((c) => c.caption));
        break;
      case 'note':
        out.push(s.text);
    }
  }
  return out.filter((x): x is string => typeof x === 'string' && x.trim() !== '');
}

/**
 * Whitespace is where a line wraps or a cell ends, not a character of the text: compared without it,
 * a glyph lost in extraction («Aqu str ng» for «Aquastrong») still shows, a wrapped cell does not.
 */
const squeeze = (s: string) => s.replace(/[\s\u00a0\u202f\u00ad]+/g, '');

/** Runs an engine, answers its one sheet and the text PDF.js reads from the sheet's PDF. */
async function rendered(engine: Engine, form: unknown, pick = 0) {
  drawn.length = 0;
  const files = (await engine(form, request)).files ?? [];
  const pdfs = files.filter((f) => f.mime === 'application/pdf');
  expect(pdfs).toHaveLength(drawn.length);
  const sheet = drawn[pick]!;
  const doc = await getDocumentProxy(new Uint8Array(pdfs[pick]!.data));
  const { text } = await extractText(doc, { mergePages: true });
  return { sheet, text };
}

function expectWhole(sheet: Datasheet, text: string, named: readonly string[]) {
  const flat = squeeze(text);
  const strings = sheetStrings(sheet);
  for (const s of named) expect(strings.join('\n')).toContain(s);
  const lost = strings.filter((s) => !flat.includes(squeeze(s)));
  expect(lost).toEqual([]);
}

const evr = (() => {
  const s = loadPumpCatalog().series.find((x) => x.name === 'EVR')!;
  return { series: s, model: s.models.find((m) => m.name === 'EVR 5-14')! };
})();

describe('datasheet text keeps every character', () => {
  it('a Latin letter a Cyrillic one is built on keeps its code point in the next document', async () => {
    // The first document's subset caches the Latin components of «а», «о», «с», «р», «Р», «С», «ё».
    const first = createPdf({ title: 'first' });
    for (const font of [PDF_FONT.regular, PDF_FONT.bold])
      first.font(font).text('Паспорт насоса, Спецификация узла, Ёмкость, РОСТ');
    await pdfBytes(first);
    const second = createPdf({ title: 'second' });
    for (const font of [PDF_FONT.regular, PDF_FONT.bold])
      second.font(font).text('Aquastrong WRP-F DCU cepaoPCe');
    const doc = await getDocumentProxy(new Uint8Array(await pdfBytes(second)));
    const { text } = await extractText(doc, { mergePages: true });
    expect(text.replace(/\s+/g, ' ').trim()).toBe(
      'Aquastrong WRP-F DCU cepaoPCe Aquastrong WRP-F DCU cepaoPCe',
    );
  });

  it('pump: «Aquastrong EVR 5-14», its article and every heading, label and value', async () => {
    const form = { units: 'm', Q: 5, H: 6, H0: 2, pcnt: 1, BoxType: 0 };
    const { sheet, text } = await rendered(pumpEngine, {
      seriesId: evr.series.id,
      pumpId: evr.model.id,
      form,
    });
    expect(sheet.title).toContain('Aquastrong');
    expectWhole(sheet, text, ['Aquastrong EVR 5-14', evr.model.article]);
  }, 60_000);

  it('station: the set «WRP-…», its composition and every heading, label and value', async () => {
    const form = {
      consumption: 20,
      pressure: 60,
      affluent: 15,
      maximum_pressure: 10,
      station_type: 0,
      current_pumps: 2,
      additional_pumps: 1,
      brand: 'AquaStrong',
      series: 'EVR',
    };
    const { stationSets } = await import('../src/modules/stations/engine');
    const set = stationSets(form as never).sets[0]!;
    const { sheet, text } = await rendered(stationEngine, { modelId: set.modelId, form });
    expect(sheet.title).toMatch(/^WRP-/);
    expectWhole(sheet, text, [set.modelName]);
  }, 60_000);

  it('heat exchanger: the unit, the method, both sides and the overall chain', async () => {
    const form = cleverForm.parse({
      Q: 300,
      QUnit: 'kW',
      X: 10,
      T1: 90,
      T2: 70,
      T3: 10,
      T4: 60,
      R1: 50,
      R1Unit: 'kPa',
      R2: 50,
      R2Unit: 'kPa',
      P: 10,
    });
    const { sheet, text } = await rendered(cleverEngine, form);
    expectWhole(sheet, text, [
      'Метод расчёта',
      'Теплоотдача и потеря давления по сторонам',
      'Итог',
      'Геометрия',
    ]);
  }, 60_000);

  it('collector unit: its article and every heading, label and value', async () => {
    const { sheet, text } = await rendered(dcuEngine, { ...defaultDcuOptions(0), DesignFlow: 1.2 });
    expect(sheet.subtitle ?? sheet.title).toBeTruthy();
    expectWhole(sheet, text, []);
  }, 60_000);
});
