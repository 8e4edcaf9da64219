import { describe, expect, it } from 'vitest';
import {
  clampNumber,
  formatNumericValue,
  formatRangeTooltip,
  parseNumericText,
  sanitizeNumericText,
} from '../../src/components/ui/number-input-rules';

describe('general numeric input rules (calculators §5)', () => {
  it('keeps only digits and one dot', () => {
    expect(sanitizeNumericText('12a3-4.5.6e7')).toBe('1234.567');
    expect(sanitizeNumericText('-5')).toBe('5');
    expect(sanitizeNumericText(' 1 0 ')).toBe('10');
  });

  it('reads a comma as the decimal dot and a leading dot as «0.»', () => {
    expect(sanitizeNumericText('3,5')).toBe('3.5');
    expect(sanitizeNumericText('.5')).toBe('0.5');
  });

  it('decimals 0 allows no dot at all', () => {
    expect(sanitizeNumericText('12.5', 0)).toBe('125');
    expect(sanitizeNumericText('7.', 0)).toBe('7');
  });

  it('decimals n allows at most n digits after the dot', () => {
    expect(sanitizeNumericText('1.23456', 2)).toBe('1.23');
    expect(sanitizeNumericText('0.001', 1)).toBe('0.0');
    expect(sanitizeNumericText('12.', 2)).toBe('12.');
  });

  it('an empty field is null, numbers are coerced', () => {
    expect(parseNumericText('')).toBeNull();
    expect(parseNumericText('.')).toBeNull();
    expect(parseNumericText('12.')).toBe(12);
    expect(parseNumericText('0.25')).toBe(0.25);
  });

  it('clamps to min and max where they exist', () => {
    expect(clampNumber(600, 0, 500)).toBe(500);
    expect(clampNumber(0.01, 0.1, 1e10)).toBe(0.1);
    expect(clampNumber(42)).toBe(42);
    expect(clampNumber(-3, undefined, 10)).toBe(-3);
  });

  it('writes values back without exponent notation', () => {
    expect(formatNumericValue(1e10)).toBe('10000000000');
    expect(formatNumericValue(0.1 + 0.2, 2)).toBe('0.3');
    expect(formatNumericValue(null)).toBe('');
  });

  it('replaces {{ min }} and {{ max }} in the tooltip text', () => {
    expect(formatRangeTooltip('Допустимо от {{ min }} до {{ max }} м³/ч', 0, 500)).toBe(
      'Допустимо от 0 до 500 м³/ч',
    );
    expect(formatRangeTooltip('от {{min}} до {{max}}', 0.1, 1e10)).toBe('от 0.1 до 10000000000');
  });
});
