// Draws the series illustrations (Image.jpg of a pump's files, the series cards): a schematic line
// drawing per construction type, labelled as a scheme — never a photo passed off as the product.
// Run: npx tsx packages/catalog/scripts/generate-series-images.ts  (writes catalogue/pumps/images/*.jpg)
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import jpeg from 'jpeg-js';
import { loadPumpCatalog } from '../src/pumps';

const W = 800;
const H = 600;
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, '..', 'data', 'pumps', 'images');
const fontFile = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

const ink = '#343a40';
const steel = 'url(#steel)';
const motor = 'url(#motor)';
const accent = '#1971c2';

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" stroke="${ink}" stroke-width="2" ${extra}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, extra = 'stroke-width="1.2"') =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${ink}" ${extra}/>`;
const repeat = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');

/** A dimension line with arrowheads and its letter. */
function dimension(x1: number, y1: number, x2: number, y2: number, label: string): string {
  const vertical = x1 === x2;
  const lx = vertical ? x1 - 14 : (x1 + x2) / 2;
  const ly = vertical ? (y1 + y2) / 2 + 6 : y1 - 8;
  return (
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${accent}" stroke-width="1.2" ` +
    `marker-start="url(#arrow-start)" marker-end="url(#arrow)"/>` +
    `<text x="${lx}" y="${ly}" font-size="16" fill="${accent}" text-anchor="middle" font-style="italic">${label}</text>`
  );
}

/** Vertical in-line multistage pump (EVR); with `drive` a frequency converter on the motor (EVP). */
function verticalPump(drive: boolean): string {
  const stages = repeat(8, (i) =>
    line(348, 282 + i * 20, 452, 282 + i * 20, 'stroke-width="1" stroke-dasharray="4 3"'),
  );
  const fins = repeat(9, (i) => line(352 + i * 12, 78, 352 + i * 12, 178, 'stroke-width="0.8"'));
  const grill = repeat(5, (i) => line(362 + i * 19, 46, 362 + i * 19, 66, 'stroke-width="0.8"'));
  const box = drive
    ? rect(462, 78, 74, 100, '#dee2e6', 6) +
      rect(474, 92, 50, 26, '#212529', 3) +
      `<text x="499" y="110" font-size="13" fill="#69db7c" text-anchor="middle">50.0</text>` +
      repeat(3, (i) => `<circle cx="${482 + i * 17}" cy="140" r="5" fill="#ced4da" stroke="${ink}"/>`) +
      `<text x="499" y="166" font-size="10" fill="${ink}" text-anchor="middle">ПЧ</text>`
    : rect(462, 108, 40, 50, '#dee2e6', 4) + line(470, 124, 494, 124) + line(470, 136, 494, 136);
  return [
    rect(250, 516, 300, 22, '#ced4da', 4),
    rect(215, 458, 100, 34, steel),
    rect(205, 446, 14, 58, steel, 2),
    rect(485, 458, 100, 34, steel),
    rect(581, 446, 14, 58, steel, 2),
    rect(315, 440, 170, 76, steel, 6),
    rect(345, 262, 110, 180, steel, 2),
    stages,
    line(333, 262, 333, 440, 'stroke-width="3"'),
    line(467, 262, 467, 440, 'stroke-width="3"'),
    rect(325, 236, 150, 28, steel, 4),
    `<path d="M350 236 L365 198 L435 198 L450 236 Z" fill="#e9ecef" stroke="${ink}" stroke-width="2"/>`,
    rect(383, 208, 34, 20, '#ffffff', 2),
    rect(332, 186, 136, 14, motor, 2),
    rect(340, 72, 120, 116, motor, 8),
    fins,
    rect(352, 40, 96, 34, '#e9ecef', 12),
    grill,
    box,
    dimension(175, 40, 175, 538, 'H'),
    dimension(205, 560, 595, 560, 'L'),
  ].join('');
}

/** Horizontal multistage monoblock pump (CMI): motor left, stages right, axial inlet, top outlet. */
function horizontalPump(): string {
  const stages = repeat(6, (i) =>
    line(412 + i * 36, 254, 412 + i * 36, 346, 'stroke-width="1" stroke-dasharray="4 3"'),
  );
  const fins = repeat(8, (i) => line(130, 246 + i * 16, 330, 246 + i * 16, 'stroke-width="0.8"'));
  const grill = repeat(5, (i) => line(90, 262 + i * 19, 114, 262 + i * 19, 'stroke-width="0.8"'));
  return [
    rect(110, 412, 580, 20, '#ced4da', 4),
    rect(150, 366, 44, 46, '#dee2e6', 3),
    rect(290, 366, 44, 46, '#dee2e6', 3),
    rect(560, 350, 44, 62, '#dee2e6', 3),
    rect(120, 232, 220, 136, motor, 10),
    fins,
    rect(80, 246, 44, 108, '#e9ecef', 12),
    grill,
    rect(200, 196, 74, 38, '#dee2e6', 4),
    rect(340, 258, 44, 84, '#e9ecef', 3),
    rect(384, 250, 256, 100, steel, 6),
    stages,
    rect(640, 274, 46, 52, steel, 2),
    rect(684, 264, 14, 72, steel, 2),
    rect(566, 198, 50, 52, steel, 2),
    rect(556, 186, 70, 14, steel, 2),
    `<text x="712" y="306" font-size="13" fill="${accent}">вход</text>`,
    `<text x="591" y="176" font-size="13" fill="${accent}" text-anchor="middle">выход</text>`,
    dimension(80, 470, 698, 470, 'L'),
    dimension(50, 186, 50, 432, 'H'),
  ].join('');
}

/** Construction type per series; `fit` places the drawing above the two caption lines. */
const kinds = {
  EVR: {
    title: 'Вертикальный многоступенчатый насос',
    draw: () => verticalPump(false),
    fit: 'translate(40 8) scale(0.9)',
  },
  EVP: {
    title: 'Вертикальный многоступенчатый насос со встроенным преобразователем частоты',
    draw: () => verticalPump(true),
    fit: 'translate(40 8) scale(0.9)',
  },
  CMI: {
    title: 'Горизонтальный многоступенчатый моноблочный насос',
    draw: horizontalPump,
    fit: 'translate(0 -50)',
  },
} as const;

function svg(series: string, kind: (typeof kinds)[keyof typeof kinds]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="DejaVu Sans">
  <defs>
    <linearGradient id="steel" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="#adb5bd"/><stop offset="0.45" stop-color="#f1f3f5"/><stop offset="1" stop-color="#adb5bd"/>
    </linearGradient>
    <linearGradient id="motor" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="#4d7fb3"/><stop offset="0.45" stop-color="#a5c8ef"/><stop offset="1" stop-color="#4d7fb3"/>
    </linearGradient>
    <marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="9" markerHeight="9" markerUnits="userSpaceOnUse" orient="auto">
      <path d="M0 1 L10 5 L0 9 Z" fill="${accent}"/>
    </marker>
    <marker id="arrow-start" viewBox="0 0 10 10" refX="0" refY="5" markerWidth="9" markerHeight="9" markerUnits="userSpaceOnUse" orient="auto">
      <path d="M10 1 L0 5 L10 9 Z" fill="${accent}"/>
    </marker>
  </defs>
  <rect width="${W}" height="${H}" fill="#ffffff"/>
  <g transform="${kind.fit}">${kind.draw()}</g>
  <text x="${W / 2}" y="${H - 38}" font-size="18" font-weight="bold" fill="${ink}" text-anchor="middle">Aquastrong ${series}</text>
  <text x="${W / 2}" y="${H - 14}" font-size="13" fill="${ink}" text-anchor="middle">${kind.title}. Схема, не фотография</text>
</svg>`;
}

export function renderSeriesImage(series: string): Buffer {
  const kind = kinds[series as keyof typeof kinds];
  if (!kind) throw new Error(`no drawing for series ${series}: add one to generate-series-images.ts`);
  const image = new Resvg(svg(series, kind), {
    font: { loadSystemFonts: false, fontFiles: [fontFile], defaultFontFamily: 'DejaVu Sans' },
  }).render();
  return jpeg.encode({ data: image.pixels, width: image.width, height: image.height }, 85).data;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.mkdirSync(outDir, { recursive: true });
  for (const s of loadPumpCatalog().series) {
    const file = path.join(outDir, `${s.name}.jpg`);
    fs.writeFileSync(file, renderSeriesImage(s.name));
    console.log(`${path.relative(process.cwd(), file)}: ${fs.statSync(file).size} bytes`);
  }
}
