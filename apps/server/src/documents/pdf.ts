// PDF documents with pdfkit and the embedded DejaVu font: a document factory and collecting its
// bytes, shared by the calculators' datasheets.
import fs from 'node:fs';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { documentFontFiles } from './fonts';

export type Pdf = PDFKit.PDFDocument;

/** Font names registered on every document. */
export const PDF_FONT = { regular: 'DejaVu', bold: 'DejaVu-Bold' } as const;

/**
 * An A4 document with DejaVu registered (regular as the current font) and buffered pages.
 * `compress: false` leaves the streams readable, for tests.
 */
export function createPdf(info: { title: string; subject?: string; compress?: boolean }): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    compress: info.compress ?? true,
    margins: { top: 48, bottom: 56, left: 48, right: 48 },
    bufferPages: true,
    info: { Title: info.title, Subject: info.subject ?? '', Creator: 'podbor', Producer: 'podbor' },
    lang: 'ru-RU',
    displayTitle: true,
  });
  const fonts = parsedFonts();
  doc.registerFont(PDF_FONT.regular, fonts.regular);
  doc.registerFont(PDF_FONT.bold, fonts.bold);
  doc.font(PDF_FONT.regular);
  return doc;
}

/** A parsed font as pdfkit takes it (a fontkit Font: pdfkit only asks that it can lay out text). */
type FontSource = Parameters<Pdf['registerFont']>[1];
let fonts: { regular: FontSource; bold: FontSource } | undefined;

/**
 * DejaVu regular and bold, parsed once per process (per worker thread) and shared by every
 * document: pdfkit accepts a fontkit font and subsets it per document, and parsing the two files
 * for each document was most of a datasheet's time (43 → 12 ms a page of text on this machine), so
 * a selection with ten datasheets answered in 0.54 s instead of 0.2 s.
 */
function parsedFonts(): { regular: FontSource; bold: FontSource } {
  if (!fonts) {
    const files = documentFontFiles();
    const parse = (file: string) =>
      keepCodePoints(
        fontkit.create(fs.readFileSync(file)) as unknown as GlyphSource,
      ) as unknown as FontSource;
    fonts = { regular: parse(files.regular), bold: parse(files.bold) };
  }
  return fonts;
}

/** What keepCodePoints touches of a fontkit font: its glyph lookup by id. */
interface GlyphSource {
  getGlyph(id: number, codePoints?: number[]): { codePoints: number[] } | null;
}

/**
 * fontkit caches a glyph by id with the code points of its first request, and pdfkit writes those
 * into the ToUnicode map that copying text reads. Subsetting a composite glyph asks for its
 * components by id alone (in DejaVu the Cyrillic «а», «о», «с», «р», «Р», «С», «ё» are built on
 * the Latin «a», «o», «c», «p», «P», «C», «e»), so on a font shared between documents a Latin letter
 * can be cached with no code points by one document's subset, and every later document in the
 * process maps it to nothing: «Aquastrong» copies as «Aqu str ng», «WRP-F» as «WR -F», «DCU» as
 * «D U» (issue 30 item 6). A cached glyph asked for with code points gets them back.
 */
function keepCodePoints(font: GlyphSource): GlyphSource {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = codePoints;
    return glyph;
  };
  return font;
}

/** Ends the document and resolves with its bytes. */
export function pdfBytes(doc: Pdf): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.end();
  });
}
