// An offer's money and documents without a server: sums in integer kopecks (property-tested: lines ×
// quantity × discount, VAT, rounding to a kopeck, totals equal the sum of lines), the price list's
// CSV with its line-by-line Russian reasons, the Cyrillic PDF and the 1С export of a 50-line offer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePriceCsv, roublesToKopecks } from '@podbor/catalog/prices';
import fs from 'node:fs';
import { offerCommerceMl, offerCsv } from '../src/modules/kp/export-1c';
import {
  formatRoubles,
  MoneyOverflowError,
  priceLine,
  priceLines,
  type LineIn,
} from '../src/modules/kp/money';
import { renderOfferPdf } from '../src/modules/kp/offer-pdf';
import { fiftyLines } from './fixtures/offer-fifty-lines';
import { SHIPPED_PRICE_LIST } from '../src/modules/kp/offers';

const line = fc.record({
  article: fc.constant('A-1'),
  name: fc.constant('Насос'),
  quantity: fc.integer({ min: 1, max: 100_000 }),
  price: fc.integer({ min: 0, max: 1_000_000_000 }),
  /** Hundredths of a percent. */
  discountBp: fc.integer({ min: 0, max: 10_000 }),
  lead_days: fc.constant(null),
});
const toLine = (l: { discountBp: number } & Omit<LineIn, 'discount'>): LineIn => ({
  ...l,
  discount: l.discountBp / 100,
});
const vatBp = fc.constantFrom(0, 1000, 2000, 2200, 1250);

describe('offer money in kopecks', () => {
  it('a line is price × quantity × (1 − discount) rounded half up to a kopeck, exactly', () => {
    fc.assert(
      fc.property(line, vatBp, (l, vat) => {
        const p = priceLine(toLine(l), 1, vat);
        // Exact rational: price·qty·(10000−bp) / 10000; half up: exact − ½ < net ≤ exact + ½.
        const exact = BigInt(l.price) * BigInt(l.quantity) * BigInt(10_000 - l.discountBp);
        const twice = BigInt(p.net) * 20_000n - exact * 2n;
        expect(twice > -10_000n && twice <= 10_000n).toBe(true);
        const vatExact = BigInt(p.net) * BigInt(vat);
        const vatTwice = BigInt(p.vat) * 20_000n - vatExact * 2n;
        expect(vatTwice > -10_000n && vatTwice <= 10_000n).toBe(true);
        expect(p.gross).toBe(p.net + p.vat);
        expect(Number.isInteger(p.net) && Number.isInteger(p.vat)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('no discount is price × quantity; a full discount is zero', () => {
    fc.assert(
      fc.property(line, vatBp, (l, vat) => {
        expect(priceLine(toLine({ ...l, discountBp: 0 }), 1, vat).net).toBe(l.price * l.quantity);
        expect(priceLine(toLine({ ...l, discountBp: 10_000 }), 1, vat)).toMatchObject({
          net: 0,
          vat: 0,
          gross: 0,
        });
      }),
    );
  });

  it('the totals are the sums of the rounded lines, and the lines are numbered in order', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 60 }), vatBp, (ls, vat) => {
        const { lines, totals } = priceLines(ls.map(toLine), vat);
        expect(lines.map((l) => l.n)).toEqual(ls.map((_, i) => i + 1));
        expect(totals.net).toBe(lines.reduce((a, l) => a + l.net, 0));
        expect(totals.vat).toBe(lines.reduce((a, l) => a + l.vat, 0));
        expect(totals.gross).toBe(totals.net + totals.vat);
      }),
    );
  });

  it('a sum beyond 2⁵³ kopecks is refused rather than rounded', () => {
    const huge = {
      article: 'A',
      name: 'Б',
      quantity: 1_000_000,
      price: 10_000_000_000,
      discount: 0,
      lead_days: null,
    };
    expect(() => priceLine(huge, 1, 2200)).toThrow(MoneyOverflowError);
  });

  it('a worked example: 3 × 45 960,00 ₽ with 7,5 % off and 22 % VAT', () => {
    const { lines, totals } = priceLines(
      [{ article: 'AQ', name: 'EVR 1-3', quantity: 3, price: 4_596_000, discount: 7.5, lead_days: 14 }],
      2200,
    );
    // 137 880,00 × 0,925 = 127 539,00; VAT 22 % = 28 058,58.
    expect(lines[0]).toMatchObject({ net: 12_753_900, vat: 2_805_858, gross: 15_559_758 });
    expect(totals.gross).toBe(15_559_758);
    expect(formatRoubles(15_559_758)).toBe('155\u00a0597,58');
  });
});

describe('the price list CSV', () => {
  it('roubles become kopecks without floating point; a sign or a third decimal is refused', () => {
    expect(roublesToKopecks('125 400,50')).toBe(12_540_050);
    expect(roublesToKopecks('0.1')).toBe(10);
    expect(roublesToKopecks('7')).toBe(700);
    expect(roublesToKopecks('-5')).toBeNull();
    expect(roublesToKopecks('1,005')).toBeNull();
    expect(roublesToKopecks('дорого')).toBeNull();
  });

  it('the shipped illustrative list reads with no issue and covers pumps, heat-exchanger frames and plates, DCU components', () => {
    const { rows, issues } = parsePriceCsv(fs.readFileSync(SHIPPED_PRICE_LIST, 'utf8'));
    expect(issues).toEqual([]);
    expect(rows.some((r) => r.article.startsWith('AQ-'))).toBe(true);
    expect(rows.some((r) => r.article.endsWith('-FRAME'))).toBe(true);
    expect(rows.some((r) => r.article.endsWith('-PLATE'))).toBe(true);
    expect(rows.some((r) => r.article.startsWith('BV-'))).toBe(true); // DCU components
  });

  it('every bad line is named with its column and a Russian reason, and nothing is taken', () => {
    const csv = [
      'article;name;price_rub;date',
      'A-1;Насос;100,00;2026-11-01',
      ';Без артикула;5;2026-11-01',
      'A-1;Дубль;5;2026-11-01',
      'A-3;Насос;-5;31.02.2026',
    ].join('\n');
    const { rows, issues } = parsePriceCsv(csv);
    expect(rows).toEqual([]);
    expect(issues).toEqual([
      { line: 3, column: 'article', message: 'артикул не указан' },
      { line: 4, column: 'article', message: 'артикул «A-1» уже есть в строке 2' },
      {
        line: 5,
        column: 'price_rub',
        message: 'цена «-5» не читается: неотрицательное число рублей, не более двух знаков после запятой',
      },
      { line: 5, column: 'date', message: 'дата «31.02.2026» не читается: ГГГГ-ММ-ДД или ДД.ММ.ГГГГ' },
    ]);
    expect(parsePriceCsv('article;name\nA;B').issues[0]!.message).toMatch(/нет столбцов «price_rub», «date»/);
  });
});

describe('the offer document', () => {
  // Its time (≤ 500 ms) is the bench's figure (bench/suites/kp-offer.ts), not a test's.
  it('composes and renders a 50-line offer, with Cyrillic text in the PDF', async () => {
    const pdf = Buffer.from(await renderOfferPdf(fiftyLines(), { compress: false }));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2/);
  });

  it('exports the lines to CSV with the totals last', () => {
    const csv = offerCsv(fiftyLines());
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(52);
    expect(rows[0]).toBe(
      '№;Артикул;Наименование;Количество;Цена без НДС;Скидка %;Сумма без НДС;НДС 22%;Сумма с НДС',
    );
    expect(rows[51]!.startsWith(';;Итого;')).toBe(true);
  });

  it('escapes text in CommerceML', () => {
    const d = { ...fiftyLines(), customer: 'ООО «А & Б» <тест>', customer_id: 5 };
    const xml = offerCommerceMl({ doc: d, offerId: 1, at: '2026-11-27T10:00:00.000Z' });
    expect(xml).toContain('ООО «А &amp; Б» &lt;тест&gt;');
  });
});
