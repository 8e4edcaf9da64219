// Kopecks at the edge of the page: shown as roubles ('127 539,00 ₽') and read back from what a
// person types ('50 000,50' → 5000050). Integer arithmetic on the digits, no floating-point money.
import { groupedFigure, NBSP } from '@podbor/contracts';

export function formatKopecks(kopecks: number): string {
  return `${groupedFigure(Math.floor(kopecks / 100))},${String(kopecks % 100).padStart(2, '0')}${NBSP}₽`;
}

/** The price as typed in roubles → kopecks; null when it is not a non-negative sum with ≤ 2 decimals. */
export function parseRoubles(text: string): number | null {
  const m = /^(\d{1,13})(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s\u00a0₽]/g, ''));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Kopecks as an editable rouble text: 5000050 → '50000,50'. */
export const kopecksText = (kopecks: number) =>
  `${Math.floor(kopecks / 100)},${String(kopecks % 100).padStart(2, '0')}`;
