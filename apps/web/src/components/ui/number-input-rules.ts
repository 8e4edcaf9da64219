// The rules of the general numeric input (calculators §5) as pure functions, so NumberField and its
// tests share them: digits and one dot, per-field decimals, clamping, empty → null, tooltip text.

/**
 * Cleans what the user typed: keeps digits and the first dot (a comma, as typed on a Russian keyboard,
 * counts as a dot), no dot at all when `decimals` is 0, at most `decimals` digits after the dot.
 */
export const sanitizeNumericText = (raw: string, decimals?: number): string => {
  let out = '';
  let seenDot = false;
  let fraction = 0;
  for (const ch of raw.replace(/,/g, '.')) {
    if (ch >= '0' && ch <= '9') {
      if (seenDot) {
        if (decimals !== undefined && fraction >= decimals) continue;
        fraction += 1;
      }
      out += ch;
    } else if (ch === '.' && !seenDot && decimals !== 0) {
      seenDot = true;
      // A leading dot reads as «0.» so the value stays a number while the user types.
      out += out === '' ? '0.' : '.';
    }
  }
  return out;
};

/** The number a cleaned text stands for; empty (or a lone dot) is null. */
export const parseNumericText = (text: string): number | null => {
  if (text === '' || text === '.') return null;
  const n = Number(text.endsWith('.') ? text.slice(0, -1) : text);
  return Number.isFinite(n) ? n : null;
};

export const clampNumber = (value: number, min?: number, max?: number): number => {
  if (max !== undefined && value > max) return max;
  if (min !== undefined && value < min) return min;
  return value;
};

/** How a value is written back into the field: no exponent, no float noise beyond `decimals`. */
export const formatNumericValue = (value: number | null, decimals?: number): string => {
  if (value === null || !Number.isFinite(value)) return '';
  const fixed = decimals !== undefined ? Number(value.toFixed(decimals)) : value;
  if (Math.abs(fixed) >= 1e21) return fixed.toFixed(0);
  // toLocaleString('en-US') never switches to exponent notation for large numbers like 1e10.
  return fixed.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
};

/** Tooltip template: `{{ min }}` and `{{ max }}` (any spacing) replaced by the field's limits. */
export const formatRangeTooltip = (template: string, min?: number, max?: number): string =>
  template
    .replace(/\{\{\s*min\s*\}\}/g, min === undefined ? '' : formatNumericValue(min))
    .replace(/\{\{\s*max\s*\}\}/g, max === undefined ? '' : formatNumericValue(max));
