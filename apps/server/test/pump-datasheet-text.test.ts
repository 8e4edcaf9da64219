// The pump datasheet as a reader sees it: the PDF's text (read by unpdf, PDF.js for Node) names the
// document 'Паспорт насоса', every row in Russian with its unit, and no internal codes or field names.
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { pumpDocumentLabels } from '@podbor/contracts';
import { loadPumpCatalog } from '@podbor/catalog/pumps';
import { pumpEngine } from '../src/modules/pumps/engine';

const request = { id: 42, created: '2026-11-25T11:03:00.000Z', documents: true };
/** The datasheet of a model for a duty, as plain text in reading order, whitespace runs as one space. */
async function datasheetText(series: string, model: string, form: Record<string, unknown>) {
  const s = loadPumpCatalog().series.find((x) => x.name === series)!;
  const m = s.models.find((x) => x.name === model)!;
  const files = (await pumpEngine({ seriesId: s.id, pumpId: m.id, form }, request)).files ?? [];
  const pdf = files.find((f) => f.mime === 'application/pdf')!;
  expect(pdf.name).toBe(pumpDocumentLabels.files.datasheet(model));
  // Lines joined: a wrapped table cell is broken across lines.
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.data)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Latin words a reader would take for field names: BoxType, pcnt, '(m)', BEP. */
const INTERNAL = /BoxType|pcnt|\(m\)|\(l\)|\bBEP\b|\bH0\b\s*\(|undefined|null|NaN|Технический лист/;

describe('pump datasheet text', () => {
  it('is the «Паспорт насоса» with Russian rows and units, and no internal codes', async () => {
    const text = await datasheetText('EVR', 'EVR 5-14', {
      units: 'm',
      Q: 5,
      H: 6,
      H0: 2,
      pcnt: 1,
      BoxType: 0,
    });
    expect(text).toContain('Паспорт насоса Aquastrong EVR 5-14');
    expect(text).toContain('Регулирование с частотным преобразователем');
    expect(text).toContain('Требуемая подача Q 5 м³/ч');
    expect(text).toContain('Требуемый напор H 6 бар (61,3 м вод. ст.)');
    expect(text).toContain('Число рабочих насосов 1');
    expect(text).not.toMatch(INTERNAL);
    // Every figure of the life-cycle cost the ranking orders by, and the order itself (decision 0042).
    expect(text).toContain('25 % подачи) 360 / 900 / 2100 / 2640');
    expect(text).toContain('8 ₽/кВт·ч, срок 10 лет');
    expect(text).toContain('Стоимость жизненного цикла');
    expect(text).toContain('Преобразователи частоты 1 ×');
    expect(text).toMatch(/Итого \d[\d ]* ₽/);
    expect(text).toContain('Порядок — по стоимости жизненного цикла');
    expect(text).toContain('из них преобразователь');
    // The H–Q curve starts where the catalogue's data start, and the sheet says so.
    expect(text).toMatch(
      /Характеристика насоса построена по данным каталога от Q = \d+(,\d+)? м³\/ч; напор при нулевой подаче каталог не приводит/,
    );
  }, 60_000);

  it('names the drive of a series without one, and the flow in l/s when the duty is in l/s', async () => {
    const text = await datasheetText('CMI', 'CMI 4-3', { units: 'l', Q: 1, H: 2, H0: 0.5 });
    expect(text).toContain(
      'Регулирование без частотного преобразователя (серия без частотного преобразователя)',
    );
    expect(text).toContain('Требуемая подача Q 1 л/с');
    expect(text).not.toMatch(INTERNAL);
    // At fixed speed the energy at the crossing with the system curve, said so.
    expect(text).toContain('там, где его характеристика пересекает характеристику сети');
  }, 60_000);
});
