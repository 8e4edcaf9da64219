// Number formatting and axis scales shared by every chart: Russian decimal comma, precision by
// magnitude, and "nice" axis limits so two axes (bar and metres) can share one grid of ticks.

/** Fraction digits that keep three to four significant figures. */
function digitsFor(v: number): number {
  const a = Math.abs(v);
  if (a >= 100) return 0;
  if (a >= 10) return 1;
  if (a >= 1) return 2;
  return 3;
}

// One Intl.NumberFormat per digit count: `toLocaleString` with options builds a new one on every call
// (tens of microseconds each, thousands of calls for one result's tables and charts).
const formats = new Map<number, Intl.NumberFormat>();
function russianNumber(digits: number): Intl.NumberFormat {
  let f = formats.get(digits);
  if (!f) {
    f = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: digits, useGrouping: false });
    formats.set(digits, f);
  }
  return f;
}

/** A figure for a label or a tooltip: decimal comma, 3–4 significant figures ('12,3', '0,456'). */
export function formatFigure(v: number, digits: number = digitsFor(v)): string {
  return russianNumber(digits).format(v);
}

/** An axis tick: as many decimals as the tick needs, at most three ('0', '2,5', '0,125'). */
export function formatTick(v: number): string {
  return russianNumber(3).format(v);
}

/** Rounds off floating-point residue (0.30000000000000004 → 0.3). */
const clean = (v: number) => Number(v.toPrecision(12));

/**
 * Axis limit and tick step from zero up to at least `max`: the step is 1, 2, 2.5 or 5 × 10ⁿ and
 * gives about `ticks` intervals.
 * @example niceScale(4.37) → { max: 5, interval: 1 }
 */
export function niceScale(max: number, ticks = 5): { max: number; interval: number } {
  if (!Number.isFinite(max) || max <= 0) return { max: 1, interval: 0.2 };
  const raw = max / ticks;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / mag;
  const step = clean((norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10) * mag);
  return { max: clean(Math.ceil(clean(max / step)) * step), interval: step };
}
