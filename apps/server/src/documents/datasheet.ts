// The document kit's datasheet: every calculator describes its PDF as a heading and a list of
// sections, and gets the same frame — request line, illustrative-data warning, page footers, DejaVu.
import { documentLabels } from '@podbor/contracts';
import {
  DOCUMENT_COLOURS,
  SECTION_GAP,
  columnsTable,
  keyValueGrid,
  keyValueTable,
  noteBox,
  pageFooters,
  pageFrame,
  placeChart,
  sectionTitle,
  sectionTitleHeight,
  type ColumnsTable,
  type DocumentChart,
  type KeyValueTable,
  type NoteTone,
} from './layout';
import { createPdf, pdfBytes, PDF_FONT, type Pdf } from './pdf';

export type DatasheetSection =
  /** One full-width key–value table. */
  | ({ kind: 'table' } & KeyValueTable)
  /** Key–value tables side by side (two columns by default), balanced by height. */
  | { kind: 'tables'; tables: readonly KeyValueTable[]; columns?: number }
  /** A table with a header row (repeated on every page it spans), e.g. a bill of materials. */
  | ({ kind: 'columns' } & ColumnsTable)
  /** Charts one under the other, full width, flowing onto the next page when they do not fit. */
  | { kind: 'charts'; title?: string; charts: readonly DocumentChart[] }
  /** A framed paragraph. */
  | { kind: 'note'; text: string; tone?: NoteTone };

export interface Datasheet {
  /** A small line over the title naming the document: 'Паспорт насоса'. */
  kind?: string;
  /** The equipment: 'Aquastrong EVR 5-14'. */
  title: string;
  /** A line under the title: 'Артикул: …'. */
  subtitle?: string;
  /** A smaller paragraph under it: the series, the line. */
  description?: string;
  /** A drawing framed at the top right (JPEG or PNG), or none. */
  image?: Uint8Array | null;
  /**
   * The selection request the document belongs to: its number and ISO creation time; `id` null for
   * a calculation no request keeps (a rated unit), dated by when it was made.
   */
  request: { id: number | null; created: string };
  /**
   * The catalogue's data note when its data is sample data (framed under the heading and repeated
   * in every footer) and what to check the figures against before ordering; null for real data.
   */
  illustrative: { note: string; checkAgainst: string } | null;
  sections: readonly DatasheetSection[];
}

/** The drawing's frame at the heading's right [pt]. */
const IMAGE = { width: 170, height: 128 } as const;

/** '23.11.2025 18:45 МСК' — the portal's users are in Russia; Moscow time is named. */
export function moscowTime(iso: string): string {
  const d = new Date(iso);
  const date = d.toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });
  const time = d.toLocaleTimeString('ru-RU', {
    timeZone: 'Europe/Moscow',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${date} ${time} ${documentLabels.moscowSuffix}`;
}

/** 'Подбор № 42 от 25.11.2026 14:03 МСК'; without a request, 'Расчёт от 25.11.2026 14:03 МСК'. */
export function requestLine(request: { id: number | null; created: string }): string {
  const when = moscowTime(request.created);
  return request.id === null
    ? documentLabels.unsavedLine(when)
    : documentLabels.requestLine(request.id, when);
}

/** The PDF title of a datasheet (the viewer's window title). */
export function datasheetTitle(sheet: Pick<Datasheet, 'kind' | 'title'>): string {
  return sheet.kind ? `${sheet.kind} ${sheet.title}` : sheet.title;
}

/** The PDF bytes of a datasheet. */
export async function renderDatasheet(sheet: Datasheet): Promise<Uint8Array> {
  const doc = createPdf({
    title: datasheetTitle(sheet),
    subject: sheet.request.id === null ? documentLabels.unsaved : documentLabels.request(sheet.request.id),
  });
  drawDatasheet(doc, sheet);
  return pdfBytes(doc);
}

/** Draws a whole datasheet, footers included, on a fresh document (tests pass their own). */
export function drawDatasheet(doc: Pdf, sheet: Datasheet): void {
  let y = heading(doc, sheet);
  const { left, width } = pageFrame(doc);
  if (sheet.illustrative) {
    const { note, checkAgainst } = sheet.illustrative;
    y = noteBox(doc, left, y + 10, width, documentLabels.illustrativeWarning(note, checkAgainst), 'warning');
  }
  for (const section of sheet.sections) y = drawSection(doc, y + SECTION_GAP, section);
  const line = `${documentLabels.brand} · ${requestLine(sheet.request)}`;
  pageFooters(doc, sheet.illustrative ? `${line} · ${sheet.illustrative.note}` : line);
}

/** The heading on the first page, with the drawing on the right; answers the y below both. */
function heading(doc: Pdf, sheet: Datasheet): number {
  const { left, width, top } = pageFrame(doc);
  const textW = sheet.image ? width - IMAGE.width - 16 : width;
  const muted = () => doc.font(PDF_FONT.regular).fontSize(9).fillColor(DOCUMENT_COLOURS.muted);
  if (sheet.kind) {
    muted().text(sheet.kind, left, top, { width: textW });
    doc.moveDown(0.2);
  } else doc.y = top;
  doc.font(PDF_FONT.bold).fillColor(DOCUMENT_COLOURS.ink).fontSize(20).text(sheet.title, left, doc.y, {
    width: textW,
  });
  doc.font(PDF_FONT.regular);
  if (sheet.subtitle) doc.fontSize(11).text(sheet.subtitle, { width: textW });
  if (sheet.description) {
    doc.moveDown(0.3);
    muted().text(sheet.description, { width: textW });
  }
  doc.moveDown(0.3);
  muted().text(requestLine(sheet.request), { width: textW });
  let y = doc.y;
  if (sheet.image) {
    const x = left + width - IMAGE.width;
    doc.image(Buffer.from(sheet.image), x, top, { fit: [IMAGE.width, IMAGE.height], align: 'right' });
    doc.rect(x, top, IMAGE.width, IMAGE.height).lineWidth(0.5).strokeColor(DOCUMENT_COLOURS.rule).stroke();
    y = Math.max(y, top + IMAGE.height);
  }
  return y;
}

function drawSection(doc: Pdf, y: number, section: DatasheetSection): number {
  const { left, width } = pageFrame(doc);
  switch (section.kind) {
    case 'table':
      return keyValueTable(doc, left, y, width, section);
    case 'tables':
      return keyValueGrid(doc, left, y, width, section.tables, section.columns);
    case 'columns':
      return columnsTable(doc, left, y, width, section);
    case 'note':
      return noteBox(doc, left, y, width, section.text, section.tone ?? 'info');
    case 'charts': {
      let at = y;
      section.charts.forEach((chart, i) => {
        const title = i === 0 && section.title ? section.title : undefined;
        const above = title ? sectionTitleHeight(doc, width, title) : 0;
        const placed = placeChart(doc, left, at + (i ? SECTION_GAP : 0), width, chart, above);
        if (title) sectionTitle(doc, left, placed.top, width, title);
        at = placed.bottom;
      });
      return at;
    }
  }
}
