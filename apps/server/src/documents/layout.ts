// The drawing helpers of the document kit: section titles, key–value and multi-column tables, notes,
// charts and the page footer. Each draws at (x, y) within a width and answers the y below what it drew,
// breaking onto a new page itself where the helper says so; `renderDatasheet` composes them.
import { documentLabels } from '@podbor/contracts';
import { PDF_FONT, type Pdf } from './pdf';

export const DOCUMENT_COLOURS = {
  ink: '#212529',
  muted: '#6c757d',
  rule: '#dee2e6',
  shade: '#f1f3f5',
  /** Every other row of a columns table: lighter than its shaded header. */
  zebra: '#f8f9fa',
  warn: '#e8590c',
} as const;

/** The vertical gap between sections, and between the charts of one section [pt]. */
export const SECTION_GAP = 14;
/** Below this height a chart goes to the next page instead of shrinking further [pt]. */
export const MIN_CHART_HEIGHT = 230;

/** The page's writable frame: left edge, width, top and bottom [pt]. */
export function pageFrame(doc: Pdf) {
  const { margins } = doc.page;
  return {
    left: margins.left,
    width: doc.page.width - margins.left - margins.right,
    top: margins.top,
    bottom: doc.page.height - margins.bottom,
  };
}

/** Starts a new page and answers its top. */
export function newPage(doc: Pdf): number {
  doc.addPage();
  return doc.page.margins.top;
}

/** `y` when `height` fits below it on this page, else the top of a new page. */
export function ensureSpace(doc: Pdf, y: number, height: number): number {
  return y + height > pageFrame(doc).bottom && y > doc.page.margins.top ? newPage(doc) : y;
}

/** A thin rule under a table row: `width` pt from (x, y). */
function hairline(doc: Pdf, x: number, y: number, width: number): void {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.5)
    .strokeColor(DOCUMENT_COLOURS.rule)
    .stroke();
}

// --- section titles ---------------------------------------------------------------------------

/** The height `sectionTitle` takes. */
export function sectionTitleHeight(doc: Pdf, width: number, text: string): number {
  doc.font(PDF_FONT.bold).fontSize(11);
  const h = doc.heightOfString(text, { width }) + 7;
  doc.font(PDF_FONT.regular);
  return h;
}

/** A bold title over a rule. Does not break pages: callers keep it with what follows. */
export function sectionTitle(doc: Pdf, x: number, y: number, width: number, text: string): number {
  doc.font(PDF_FONT.bold).fontSize(11).fillColor(DOCUMENT_COLOURS.ink).text(text, x, y, { width });
  doc.font(PDF_FONT.regular);
  const bottom = doc.y + 3;
  doc
    .moveTo(x, bottom)
    .lineTo(x + width, bottom)
    .lineWidth(0.8)
    .strokeColor(DOCUMENT_COLOURS.ink)
    .stroke();
  return bottom + 4;
}

// --- key–value tables -------------------------------------------------------------------------

export type KeyValueRow = readonly [label: string, value: string];

export interface KeyValueTable {
  title?: string;
  rows: readonly KeyValueRow[];
}

/** The label column's share of a key–value table's width. */
const LABEL_SHARE = 0.52;

function keyValueWidths(width: number) {
  const label = width * LABEL_SHARE;
  return { label, value: width - label - 12 };
}

function keyValueRowHeight(doc: Pdf, width: number, [label, value]: KeyValueRow): number {
  const w = keyValueWidths(width);
  doc.font(PDF_FONT.regular).fontSize(9);
  return (
    Math.max(
      doc.heightOfString(label, { width: w.label - 4 }),
      doc.heightOfString(value, { width: w.value }),
    ) + 6
  );
}

/** The height `keyValueTable` takes when it does not break, without drawing. */
export function keyValueTableHeight(doc: Pdf, width: number, table: KeyValueTable): number {
  let h = table.title ? sectionTitleHeight(doc, width, table.title) : 0;
  for (const row of table.rows) h += keyValueRowHeight(doc, width, row);
  return h;
}

/**
 * A (titled) two-column table of label → value, both wrapping, shaded every other row. With
 * `breakPages` a row that does not fit starts a new page, and the title never stays alone at a foot;
 * without it the caller has made room (side-by-side tables).
 */
export function keyValueTable(
  doc: Pdf,
  x: number,
  y: number,
  width: number,
  table: KeyValueTable,
  { breakPages = true }: { breakPages?: boolean } = {},
): number {
  const w = keyValueWidths(width);
  let at = y;
  if (breakPages) {
    const first = table.rows[0] ? keyValueRowHeight(doc, width, table.rows[0]) : 0;
    at = ensureSpace(doc, at, (table.title ? sectionTitleHeight(doc, width, table.title) : 0) + first);
  }
  if (table.title) at = sectionTitle(doc, x, at, width, table.title);
  table.rows.forEach((row, i) => {
    const h = keyValueRowHeight(doc, width, row);
    if (breakPages) at = ensureSpace(doc, at, h);
    if (i % 2 === 1) doc.rect(x, at, width, h).fill(DOCUMENT_COLOURS.shade);
    doc.font(PDF_FONT.regular).fontSize(9);
    doc.fillColor(DOCUMENT_COLOURS.muted).text(row[0], x + 4, at + 3, { width: w.label - 4 });
    doc.fillColor(DOCUMENT_COLOURS.ink).text(row[1], x + w.label + 8, at + 3, { width: w.value });
    at += h;
  });
  hairline(doc, x, at, width);
  return at;
}

/**
 * Key–value tables side by side in `columns` columns, each table whole, each going to the column
 * that is shortest so far. The block moves to a new page when it does not fit; when it is taller
 * than a page, the tables are stacked full width instead and break row by row.
 */
export function keyValueGrid(
  doc: Pdf,
  x: number,
  y: number,
  width: number,
  tables: readonly KeyValueTable[],
  columns = 2,
): number {
  const gap = 16;
  const colW = (width - gap * (columns - 1)) / columns;
  const cols = Array.from({ length: columns }, () => ({ tables: [] as KeyValueTable[], height: 0 }));
  for (const table of tables) {
    const col = cols.reduce((a, b) => (b.height < a.height ? b : a));
    if (col.tables.length > 0) col.height += SECTION_GAP;
    col.tables.push(table);
    col.height += keyValueTableHeight(doc, colW, table);
  }
  const height = Math.max(...cols.map((c) => c.height));
  const frame = pageFrame(doc);
  if (height > frame.bottom - frame.top) {
    let at = y;
    tables.forEach((table, i) => (at = keyValueTable(doc, x, at + (i ? SECTION_GAP : 0), width, table)));
    return at;
  }
  const top = ensureSpace(doc, y, height);
  let end = top;
  cols.forEach((col, i) => {
    let at = top;
    col.tables.forEach((table, j) => {
      at = keyValueTable(doc, x + i * (colW + gap), at + (j ? SECTION_GAP : 0), colW, table, {
        breakPages: false,
      });
    });
    end = Math.max(end, at);
  });
  return end;
}

// --- multi-column tables ----------------------------------------------------------------------

export interface TableColumn {
  title: string;
  /** Relative width (default 1): the columns share the table's width in these proportions. */
  weight?: number;
  align?: 'left' | 'right' | 'center';
}

export interface ColumnsTable {
  title?: string;
  columns: readonly TableColumn[];
  rows: readonly (readonly string[])[];
}

function columnWidths(width: number, columns: readonly TableColumn[]): number[] {
  const total = columns.reduce((s, c) => s + (c.weight ?? 1), 0);
  return columns.map((c) => (width * (c.weight ?? 1)) / total);
}

function cellsHeight(doc: Pdf, widths: number[], cells: readonly string[], bold: boolean): number {
  doc.font(bold ? PDF_FONT.bold : PDF_FONT.regular).fontSize(bold ? 8.5 : 9);
  const h = Math.max(0, ...widths.map((w, i) => doc.heightOfString(cells[i] ?? '', { width: w - 8 })));
  doc.font(PDF_FONT.regular);
  return h + 6;
}

function drawCells(
  doc: Pdf,
  x: number,
  y: number,
  widths: number[],
  columns: readonly TableColumn[],
  cells: readonly string[],
  bold: boolean,
) {
  doc
    .font(bold ? PDF_FONT.bold : PDF_FONT.regular)
    .fontSize(bold ? 8.5 : 9)
    .fillColor(DOCUMENT_COLOURS.ink);
  let cx = x;
  widths.forEach((w, i) => {
    doc.text(cells[i] ?? '', cx + 4, y + 3, { width: w - 8, align: columns[i]?.align ?? 'left' });
    cx += w;
  });
  doc.font(PDF_FONT.regular);
}

/**
 * A (titled) table with a header row and any number of columns (a bill of materials, a list of
 * solutions). A row that does not fit starts a new page, which repeats the header row; the title and
 * the header always stay with at least one row.
 */
export function columnsTable(doc: Pdf, x: number, y: number, width: number, table: ColumnsTable): number {
  const widths = columnWidths(width, table.columns);
  const headerCells = table.columns.map((c) => c.title);
  const headerH = cellsHeight(doc, widths, headerCells, true);
  const header = (at: number) => {
    doc.rect(x, at, width, headerH).fill(DOCUMENT_COLOURS.shade);
    drawCells(doc, x, at, widths, table.columns, headerCells, true);
    doc
      .moveTo(x, at + headerH)
      .lineTo(x + width, at + headerH)
      .lineWidth(0.8)
      .strokeColor(DOCUMENT_COLOURS.ink)
      .stroke();
    return at + headerH;
  };
  const first = table.rows[0] ? cellsHeight(doc, widths, table.rows[0], false) : 0;
  let at = ensureSpace(
    doc,
    y,
    (table.title ? sectionTitleHeight(doc, width, table.title) : 0) + headerH + first,
  );
  if (table.title) at = sectionTitle(doc, x, at, width, table.title);
  at = header(at);
  table.rows.forEach((row, i) => {
    const h = cellsHeight(doc, widths, row, false);
    if (at + h > pageFrame(doc).bottom) at = header(newPage(doc));
    if (i % 2 === 1) doc.rect(x, at, width, h).fill(DOCUMENT_COLOURS.zebra);
    drawCells(doc, x, at, widths, table.columns, row, false);
    at += h;
    hairline(doc, x, at, width);
  });
  return at;
}

// --- notes ------------------------------------------------------------------------------------

export type NoteTone = 'warning' | 'info';

/** A framed paragraph: orange for a warning (illustrative data, a limit exceeded), grey for info. */
export function noteBox(doc: Pdf, x: number, y: number, width: number, text: string, tone: NoteTone): number {
  const colour = tone === 'warning' ? DOCUMENT_COLOURS.warn : DOCUMENT_COLOURS.muted;
  doc.font(PDF_FONT.regular).fontSize(9);
  const h = doc.heightOfString(text, { width: width - 16 }) + 10;
  const at = ensureSpace(doc, y, h);
  doc
    .rect(x, at, width, h)
    .lineWidth(1)
    .strokeColor(tone === 'warning' ? colour : DOCUMENT_COLOURS.rule)
    .stroke();
  doc.fillColor(colour).text(text, x + 8, at + 5, { width: width - 16 });
  return at + h;
}

// --- charts -----------------------------------------------------------------------------------

export interface DocumentChart {
  /** PNG (or JPEG) bytes; the picture's own proportions are kept. */
  png: Uint8Array;
  /** A line under the chart; charts that carry their own title need none. */
  caption?: string;
}

/** Width / height of a PNG or JPEG, read by pdfkit (its `openImage` only parses the header). */
function imageAspect(doc: Pdf, bytes: Buffer): number {
  const open = (doc as Pdf & { openImage(src: Buffer): { width: number; height: number } }).openImage;
  const { width, height } = open.call(doc, bytes);
  return width / height;
}

function captionHeight(doc: Pdf, width: number, caption: string | undefined): number {
  if (!caption) return 0;
  doc.font(PDF_FONT.regular).fontSize(8.5);
  return doc.heightOfString(caption, { width }) + 4;
}

/**
 * A chart centred across the width at its full size, shrunk to what is left of the page down to
 * MIN_CHART_HEIGHT, and on a new page below that. `above` is room left free over the chart on the
 * same page: a section title drawn at the answered `top` stays with its first chart.
 */
export function placeChart(
  doc: Pdf,
  x: number,
  y: number,
  width: number,
  chart: DocumentChart,
  above = 0,
): { top: number; bottom: number } {
  const bytes = Buffer.from(chart.png);
  const aspect = imageAspect(doc, bytes);
  const caption = captionHeight(doc, width, chart.caption);
  const full = width / aspect;
  let top = y;
  let h = Math.min(full, pageFrame(doc).bottom - y - above - caption);
  if (h < Math.min(MIN_CHART_HEIGHT, full)) {
    top = newPage(doc);
    h = Math.min(full, pageFrame(doc).bottom - top - above - caption);
  }
  const w = h * aspect;
  doc.image(bytes, x + (width - w) / 2, top + above, { width: w, height: h });
  let bottom = top + above + h;
  if (chart.caption) {
    doc
      .font(PDF_FONT.regular)
      .fontSize(8.5)
      .fillColor(DOCUMENT_COLOURS.muted)
      .text(chart.caption, x, bottom + 4, { width, align: 'center' });
    bottom += caption;
  }
  return { top, bottom };
}

// --- footer -----------------------------------------------------------------------------------

/** `text` cut with '…' to one line of `width` in the current font (a footer never wraps). */
export function fitLine(doc: Pdf, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 0 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** The footer line and the page number "стр. N из M" at the foot of every page; call once, last. */
export function pageFooters(doc: Pdf, line: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { margins } = doc.page;
    const bottom = margins.bottom;
    // Writing inside the bottom margin must not start a new page.
    margins.bottom = 0;
    const y = doc.page.height - 36;
    const width = doc.page.width - margins.left - margins.right;
    doc
      .moveTo(margins.left, y - 6)
      .lineTo(margins.left + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(DOCUMENT_COLOURS.rule)
      .stroke();
    doc.font(PDF_FONT.regular).fontSize(7.5).fillColor(DOCUMENT_COLOURS.muted);
    doc.text(fitLine(doc, line, width - 70), margins.left, y, { width: width - 70, lineBreak: false });
    doc.text(documentLabels.pageNumber(i + 1 - range.start, range.count), margins.left + width - 70, y, {
      width: 70,
      align: 'right',
    });
    margins.bottom = bottom;
  }
}
