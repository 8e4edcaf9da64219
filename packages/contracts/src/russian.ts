// How Russian texts write numbers, counted words and large figures (issue 33 item 8), one rule each
// for every message, page and PDF: a plain number with the decimal comma, the plural of a counted
// word, and money and energy grouped by threes.

/** No-break space: between a figure's groups, a figure and its unit, «№» and its number. */
export const NBSP = '\u00a0';

/**
 * The form of a word counted by `n`: 1 рабочий, 2 рабочих, 5 рабочих; 1 модель, 2 модели,
 * 5 моделей; 11–14 take the third form (11 выходов), 21 the first (21 выход).
 * @example plural(3, 'выход', 'выхода', 'выходов') → 'выхода'
 */
export function plural(n: number, one: string, few: string, many: string): string {
  const ones = Math.abs(n) % 10;
  const tens = Math.abs(n) % 100;
  if (tens >= 11 && tens <= 14) return many;
  if (ones === 1) return one;
  return ones >= 2 && ones <= 4 ? few : many;
}

/**
 * A money or energy figure: decimal comma, the whole part grouped by threes with a no-break space
 * from 1 000 up («9 188», «293 403», «1 234,5»), at most `digits` decimals. Input fields keep no
 * grouping (what a person types is read back): this is for shown figures only.
 * @example groupedFigure(293403) → '293 403' (no-break space)
 */
export function groupedFigure(value: number, digits = 0): string {
  const text = value.toLocaleString('ru-RU', { maximumFractionDigits: digits, useGrouping: false });
  const [whole = '', fraction] = text.split(',');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return fraction === undefined ? grouped : `${grouped},${fraction}`;
}

/** Whole roubles of a sum in kopecks, grouped, with the sign: «1 427 890 ₽». */
export const roubles = (kopecks: number): string => `${groupedFigure(Math.round(kopecks / 100))}${NBSP}₽`;

/** Energy in kilowatt-hours, whole, grouped: «9 188 кВт·ч». */
export const kilowattHours = (kwh: number): string => `${groupedFigure(kwh)}${NBSP}кВт·ч`;

/** A number in a Russian text: the decimal comma ('0,28'), no exponent, no grouping. */
export const ruNumber = (value: number): string =>
  value.toLocaleString('ru-RU', { useGrouping: false, maximumFractionDigits: 20 });
