// PDF documents with pdfkit and the embedded DejaVu font: a document factory and collecting its
// bytes, shared by the calculators' datasheets.
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
  const fonts = documentFontFiles();
  doc.registerFont(PDF_FONT.regular, fonts.regular);
  doc.registerFont(PDF_FONT.bold, fonts.bold);
  doc.font(PDF_FONT.regular);
  return doc;
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
