// An SVG drawing (a generated scheme or view) rasterised by resvg with the document font, written as
// an opaque RGB PNG: pdfkit embeds an RGB PNG's compressed data as it is, while an RGBA one (what
// resvg writes) is decoded and split into colour and alpha on every PDF — most of a PDF's time.
import { crc32, deflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { documentFontFiles, DOCUMENT_FONT_FAMILY } from './fonts';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * RGBA pixels over white → an 8-bit RGB PNG (filter 0 per row, zlib). The background is already
 * white and opaque, so dropping alpha changes no pixel.
 */
export function rgbPng(rgba: Uint8Array, width: number, height: number): Uint8Array {
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    let o = y * row + 1;
    let i = y * width * 4;
    for (let x = 0; x < width; x++, i += 4) {
      raw[o++] = rgba[i]!;
      raw[o++] = rgba[i + 1]!;
      raw[o++] = rgba[i + 2]!;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  const png = Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

/** The SVG as an opaque PNG on white at `scale` × its own size; texts ask for DOCUMENT_FONT_FAMILY. */
export function renderSvgPng(svg: string, scale = 1): Uint8Array {
  const fonts = documentFontFiles();
  const image = new Resvg(svg, {
    background: '#ffffff',
    fitTo: { mode: 'zoom', value: scale },
    font: {
      loadSystemFonts: false,
      fontFiles: [fonts.regular, fonts.bold],
      defaultFontFamily: DOCUMENT_FONT_FAMILY,
    },
  }).render();
  return rgbPng(image.pixels, image.width, image.height);
}
