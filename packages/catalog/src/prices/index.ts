// The price list's CSV format (issue 31 item 2, decision 0046): `article;name;price_rub;date`, one
// article a row, prices in roubles with up to two decimals, turned into integer kopecks; every bad
// line is reported with its number and column in Russian, as the catalogues' imports do.
import { parseCsv, type CsvIssue } from '../pumps/csv';

export type { CsvIssue };

export interface PriceRow {
  article: string;
  name: string;
  /** Integer kopecks. */
  price: number;
  /** YYYY-MM-DD. */
  date: string;
}

export const PRICE_COLUMNS = ['article', 'name', 'price_rub', 'date'] as const;

/**
 * '125 400,50', '125400.5', '7' → kopecks; null for anything else (a sign, three decimals, letters).
 * Integer arithmetic on the digits: no floating point between the text and the kopecks.
 */
export function roublesToKopecks(text: string): number | null {
  const t = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 'YYYY-MM-DD' or 'ДД.ММ.ГГГГ' → 'YYYY-MM-DD' when it is a real calendar day. */
export function priceDate(text: string): string | null {
  let y: number, mo: number, d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const ru = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (iso) [y, mo, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (ru) [y, mo, d] = [Number(ru[3]), Number(ru[2]), Number(ru[1])];
  else return null;
  const t = new Date(Date.UTC(y, mo - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d) return null;
  return t.toISOString().slice(0, 10);
}

/**
 * Reads a price list. The header names the columns (any order, `;` or `,` as the separator is
 * guessed from the header); a row is taken only when all its cells are valid, and the file only
 * when no row has an issue.
 */
export function parsePriceCsv(text: string): { rows: PriceRow[]; issues: CsvIssue[] } {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/, 1)[0] ?? '';
  const separator = firstLine.includes(';') ? ';' : ',';
  const { rows: raw, issues } = parseCsv(text, separator);
  if (issues.length > 0) return { rows: [], issues };
  const [header, ...body] = raw;
  if (!header) return { rows: [], issues: [{ line: 1, message: 'файл пуст: нет строки заголовка' }] };
  const names = header.cells.map((c) => c.toLowerCase().replace(/\s*\[.*\]$/, ''));
  const index = new Map(names.map((n, i) => [n, i]));
  const missing = PRICE_COLUMNS.filter((c) => !index.has(c));
  if (missing.length > 0)
    return {
      rows: [],
      issues: [
        {
          line: header.line,
          message: `нет столбцов ${missing.map((c) => `«${c}»`).join(', ')}; заголовок: ${PRICE_COLUMNS.join(separator)}`,
        },
      ],
    };
  const cell = (cells: string[], c: (typeof PRICE_COLUMNS)[number]) => cells[index.get(c)!] ?? '';
  const rows: PriceRow[] = [];
  const seen = new Map<string, number>();
  const out: CsvIssue[] = [];
  for (const { line, cells } of body) {
    const before = out.length;
    const article = cell(cells, 'article');
    const name = cell(cells, 'name');
    const priceText = cell(cells, 'price_rub');
    const dateText = cell(cells, 'date');
    if (article === '') out.push({ line, column: 'article', message: 'артикул не указан' });
    else if (article.length > 64)
      out.push({ line, column: 'article', message: 'артикул длиннее 64 символов' });
    else if (seen.has(article))
      out.push({
        line,
        column: 'article',
        message: `артикул «${article}» уже есть в строке ${seen.get(article)}`,
      });
    if (name === '') out.push({ line, column: 'name', message: 'наименование не указано' });
    else if (name.length > 300)
      out.push({ line, column: 'name', message: 'наименование длиннее 300 символов' });
    const price = roublesToKopecks(priceText);
    if (price === null)
      out.push({
        line,
        column: 'price_rub',
        message: `цена «${priceText}» не читается: неотрицательное число рублей, не более двух знаков после запятой`,
      });
    const date = priceDate(dateText);
    if (date === null)
      out.push({
        line,
        column: 'date',
        message: `дата «${dateText}» не читается: ГГГГ-ММ-ДД или ДД.ММ.ГГГГ`,
      });
    if (article !== '' && !seen.has(article)) seen.set(article, line);
    if (out.length === before) rows.push({ article, name, price: price!, date: date! });
  }
  if (rows.length === 0 && out.length === 0)
    out.push({ line: header.line, message: 'в файле нет ни одной цены' });
  return out.length > 0 ? { rows: [], issues: out } : { rows, issues: [] };
}
