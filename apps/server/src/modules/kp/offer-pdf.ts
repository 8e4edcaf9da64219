// The commercial offer as a PDF on the document kit (pdfkit, embedded DejaVu): number, revision and
// date, the company's details, the lines with their sums, the totals with and without VAT, the terms,
// «Действительно до», and a warning when the prices are the shipped illustrative list.
import {
  columnsTable,
  keyValueTable,
  noteBox,
  pageFooters,
  pageFrame,
  sectionTitle,
  SECTION_GAP,
} from '../../documents/layout';
import { createPdf, pdfBytes, PDF_FONT } from '../../documents/pdf';
import type { CompanyDetails, OfferLine, OfferTotals } from '@podbor/contracts';
import { formatRoubles } from './money';

export interface OfferDoc {
  number: string;
  revision: number;
  /** YYYY-MM-DD (Moscow). */
  date: string;
  valid_until: string;
  customer: string;
  lines: OfferLine[];
  totals: OfferTotals;
  vat_rate: number;
  delivery_terms: string;
  payment_terms: string;
  company: CompanyDetails;
  illustrative: boolean;
  kp_id: number;
}

export const ruDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const pct = (n: number) => String(n).replace('.', ',');

export const ILLUSTRATIVE_NOTE =
  'Цены иллюстративные (поставляемый с podbor пример прайс-листа), не цены производителя.';

export async function renderOfferPdf(d: OfferDoc, opts: { compress?: boolean } = {}): Promise<Uint8Array> {
  const title = `Коммерческое предложение ${d.number}, редакция ${d.revision}`;
  const doc = createPdf({ title, subject: d.company.name, compress: opts.compress ?? true });
  const { left, width, top } = pageFrame(doc);
  let y = top;
  doc.font(PDF_FONT.bold).fontSize(15).fillColor('#212529').text(title, left, y, { width });
  y = doc.y + 4;
  doc
    .font(PDF_FONT.regular)
    .fontSize(10)
    .text(`от ${ruDate(d.date)} · по запросу КП №\u00a0${d.kp_id}`, left, y, { width });
  y = doc.y + SECTION_GAP;
  y = keyValueTable(doc, left, y, width, {
    title: 'Поставщик',
    rows: [
      ['Наименование', d.company.name],
      ['ИНН / КПП', `${d.company.inn} / ${d.company.kpp || '—'}`],
      ['Адрес', d.company.address],
      ['Банковские реквизиты', d.company.bank],
      ['Покупатель', d.customer],
    ],
  });
  y += SECTION_GAP;
  if (d.illustrative) y = noteBox(doc, left, y, width, ILLUSTRATIVE_NOTE, 'warning') + SECTION_GAP;
  y = columnsTable(doc, left, y, width, {
    title: 'Спецификация',
    columns: [
      { title: '№', weight: 0.4, align: 'right' },
      { title: 'Артикул', weight: 1.6 },
      { title: 'Наименование', weight: 2.4 },
      { title: 'Кол.', weight: 0.6, align: 'right' },
      { title: 'Цена, ₽ без НДС', weight: 1.3, align: 'right' },
      { title: 'Скидка, %', weight: 0.8, align: 'right' },
      { title: 'Сумма, ₽ без НДС', weight: 1.4, align: 'right' },
      { title: 'Срок, дн.', weight: 0.7, align: 'right' },
    ],
    rows: d.lines.map((l) => [
      String(l.n),
      l.article,
      l.name,
      String(l.quantity),
      formatRoubles(l.price),
      pct(l.discount),
      formatRoubles(l.net),
      l.lead_days === null ? '—' : String(l.lead_days),
    ]),
  });
  y += SECTION_GAP;
  y = keyValueTable(doc, left, y, width, {
    title: 'Итого',
    rows: [
      ['Итого без НДС, ₽', formatRoubles(d.totals.net)],
      [`НДС ${pct(d.vat_rate)} %, ₽`, formatRoubles(d.totals.vat)],
      ['Итого с НДС, ₽', formatRoubles(d.totals.gross)],
    ],
  });
  y += SECTION_GAP;
  y = keyValueTable(doc, left, y, width, {
    title: 'Условия',
    rows: [
      ['Условия поставки', d.delivery_terms || '—'],
      ['Условия оплаты', d.payment_terms || '—'],
      ['Действительно до', `${ruDate(d.valid_until)} включительно (по московскому времени)`],
    ],
  });
  y += SECTION_GAP;
  y = sectionTitle(doc, left, y, width, 'Подпись');
  doc.font(PDF_FONT.regular).fontSize(10).fillColor('#212529');
  doc.text(`${d.company.signatory}  ____________________`, left, y + 4, { width });
  pageFooters(doc, `${d.company.name} · ${d.number}, редакция ${d.revision}`);
  return pdfBytes(doc);
}

export interface AcceptanceSheet {
  number: string;
  revision: number;
  kp_id: number;
  company: CompanyDetails;
  by: string;
  phone: string;
  /** ISO instant (UTC). */
  at: string;
  address: string;
  sha256: string;
  totals: OfferTotals;
}

/** The acceptance sheet: what the customer's SMS code confirmed (decision 0046), one page. */
export async function renderAcceptancePdf(a: AcceptanceSheet): Promise<Uint8Array> {
  const title = `Лист принятия ${a.number}, редакция ${a.revision}`;
  const doc = createPdf({ title, subject: a.company.name });
  const { left, width, top } = pageFrame(doc);
  doc.font(PDF_FONT.bold).fontSize(15).fillColor('#212529').text(title, left, top, { width });
  let y = doc.y + SECTION_GAP;
  const moscow = new Date(Date.parse(a.at) + 3 * 3600_000).toISOString();
  y = keyValueTable(doc, left, y, width, {
    title: 'Простая электронная подпись',
    rows: [
      ['Документ', `${a.number}, редакция ${a.revision} (запрос КП №\u00a0${a.kp_id})`],
      ['Итого с НДС, ₽', formatRoubles(a.totals.gross)],
      ['Поставщик', `${a.company.name}, ИНН ${a.company.inn}`],
      ['Принял', a.by || '—'],
      ['Телефон, на который отправлен код', a.phone],
      ['Когда', `${ruDate(moscow)} ${moscow.slice(11, 19)} по московскому времени (${a.at} UTC)`],
      ['С адреса', a.address],
      ['SHA-256 принятого PDF', a.sha256],
    ],
  });
  noteBox(
    doc,
    left,
    y + SECTION_GAP,
    width,
    'Клиент вошёл в свою учётную запись и ввёл 4-значный код, отправленный в СМС на её телефон. ' +
      'Совпадение SHA-256 файла КП с указанным здесь доказывает, что принят именно этот документ.',
    'info',
  );
  pageFooters(doc, `${a.company.name} · лист принятия ${a.number}, редакция ${a.revision}`);
  return pdfBytes(doc);
}
