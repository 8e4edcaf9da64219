// The rules of the general numeric input (calculators §5) as pure functions, so NumberField and its
// tests share them: digits and one decimal separator (a dot, or the comma of a Russian keyboard),
// per-field decimals, clamping with a note, empty → null, the tooltip text. Text that is not such a
// number (letters, units, an exponent, a minus, a second separator) is refused, never mangled into
// another number.

/** Why a text is not a value of the field. */
export type NumericTextProblem = 'notANumber' | 'tooManyDecimals' | 'notAnInteger';

export type NumericTextReading =
  { value: number | null; problem?: undefined } | { problem: NumericTextProblem };

const numberShape = /^(\d*)([.,](\d*))?$/;

/**
 * Reads what the user typed. Outer spaces are ignored; empty is null; '12,' or '12.' (still being
 * typed) is 12 and ',5' is 0.5. Anything else — letters, units, '1e1', '-5', '1 000', '1.2.3' — is
 * `notANumber`; more digits after the separator than `decimals` allows is `tooManyDecimals`
 * (`notAnInteger` when no separator is allowed at all). A field whose range goes below zero
 * (`negative`: a temperature of a glycol, decision 0044) takes one leading minus, '-' or '−';
 * a lone minus is still being typed (null).
 */
export const readNumericText = (raw: string, decimals?: number, negative = false): NumericTextReading => {
  let text = raw.trim();
  if (text === '') return { value: null };
  if (negative && (text.startsWith('-') || text.startsWith('−'))) {
    text = text.slice(1);
    if (text === '') return { value: null };
    const inner = readNumericText(text, decimals);
    return inner.problem || inner.value === null ? inner : { value: inner.value === 0 ? 0 : -inner.value };
  }
  const match = numberShape.exec(text);
  if (!match) return { problem: 'notANumber' };
  const [, whole = '', separator, fraction = ''] = match;
  if (whole === '' && fraction === '') return separator ? { value: null } : { problem: 'notANumber' };
  if (separator !== undefined && decimals === 0) return { problem: 'notAnInteger' };
  if (decimals !== undefined && fraction.length > decimals) return { problem: 'tooManyDecimals' };
  const n = Number(`${whole || '0'}.${fraction || '0'}`);
  return Number.isFinite(n) ? { value: n } : { problem: 'notANumber' };
};

export const clampNumber = (value: number, min?: number, max?: number): number => {
  if (max !== undefined && value > max) return max;
  if (min !== undefined && value < min) return min;
  return value;
};

/** Which limit a value was moved to, or null when it is within the range. */
export const clampedTo = (value: number, min?: number, max?: number): 'min' | 'max' | null => {
  if (max !== undefined && value > max) return 'max';
  if (min !== undefined && value < min) return 'min';
  return null;
};

/**
 * How a value is written into the field or a message: the Russian decimal comma, no exponent, no
 * grouping, no float noise beyond `decimals`. A value with more decimals than that (a shared link's
 * 30.968 in a two-decimal field) is written whole, never rounded: the field shows the number the
 * calculation uses, and says, once read back, that it has too many decimals.
 */
// Built once: `toLocaleString` with options makes a new formatter on every call, and every field
// formats on each render. It never switches to exponent notation for large numbers like 1e10.
const plainRussian = new Intl.NumberFormat('ru-RU', { useGrouping: false, maximumFractionDigits: 20 });

export const formatNumericValue = (value: number | null, decimals?: number): string => {
  if (value === null || !Number.isFinite(value)) return '';
  const rounded = decimals !== undefined ? Number(value.toFixed(decimals)) : value;
  // Float noise (0.30000000000000004) is far below a billionth of the value; a real decimal is not.
  const fixed =
    Math.abs(rounded - value) <= 1e-9 * Math.max(1, Math.abs(value))
      ? rounded
      : Number(value.toPrecision(15));
  if (Math.abs(fixed) >= 1e21) return fixed.toFixed(0);
  return plainRussian.format(fixed);
};

/** Tooltip template: `{{ min }}` and `{{ max }}` (any spacing) replaced by the field's limits. */
export const formatRangeTooltip = (template: string, min?: number, max?: number): string =>
  template
    .replace(/\{\{\s*min\s*\}\}/g, min === undefined ? '' : formatNumericValue(min))
    .replace(/\{\{\s*max\s*\}\}/g, max === undefined ? '' : formatNumericValue(max));
