import { describe, expect, it } from 'vitest';
import {
  clampedTo,
  clampNumber,
  formatNumericValue,
  formatRangeTooltip,
  readNumericText,
} from '../../src/components/ui/number-input-rules';

describe('general numeric input rules (calculators §5)', () => {
  it('reads digits with a dot or a comma as the decimal separator', () => {
    expect(readNumericText('12')).toEqual({ value: 12 });
    expect(readNumericText('1,5')).toEqual({ value: 1.5 });
    expect(readNumericText('1.5')).toEqual({ value: 1.5 });
    expect(readNumericText(' 0,25 ')).toEqual({ value: 0.25 });
  });

  it('a number still being typed: «12,» is 12, «,5» is 0.5; empty (or a lone separator) is null', () => {
    expect(readNumericText('12,')).toEqual({ value: 12 });
    expect(readNumericText(',5')).toEqual({ value: 0.5 });
    expect(readNumericText('')).toEqual({ value: null });
    expect(readNumericText('.')).toEqual({ value: null });
  });

  it('refuses letters, units, an exponent, a minus, a space inside or a second separator', () => {
    for (const text of ['8 м3/ч', '1e1', '-5', '1 000', '1.2.3', '1,2,3', 'abc', '12a'])
      expect(readNumericText(text, 2)).toEqual({ problem: 'notANumber' });
  });

  it('a field whose range goes below zero takes one leading minus, «-» or «−» (decision 0044)', () => {
    expect(readNumericText('-5', 1, true)).toEqual({ value: -5 });
    expect(readNumericText('−12,5', 1, true)).toEqual({ value: -12.5 });
    expect(readNumericText('-', 1, true)).toEqual({ value: null });
    expect(readNumericText('-0', 1, true)).toEqual({ value: 0 });
    expect(readNumericText('--5', 1, true)).toEqual({ problem: 'notANumber' });
    expect(readNumericText('5-', 1, true)).toEqual({ problem: 'notANumber' });
    expect(readNumericText('-1,25', 1, true)).toEqual({ problem: 'tooManyDecimals' });
    expect(readNumericText('-5', 1)).toEqual({ problem: 'notANumber' });
  });

  it('refuses more decimals than the field allows, and any separator in an integer field', () => {
    expect(readNumericText('3,756', 2)).toEqual({ problem: 'tooManyDecimals' });
    expect(readNumericText('3,75', 2)).toEqual({ value: 3.75 });
    expect(readNumericText('12.5', 0)).toEqual({ problem: 'notAnInteger' });
    expect(readNumericText('125', 0)).toEqual({ value: 125 });
  });

  it('clamps to min and max where they exist, and says which', () => {
    expect(clampNumber(600, 0, 500)).toBe(500);
    expect(clampNumber(0.01, 0.1, 1e10)).toBe(0.1);
    expect(clampNumber(42)).toBe(42);
    expect(clampNumber(-3, undefined, 10)).toBe(-3);
    expect(clampedTo(600, 0, 500)).toBe('max');
    expect(clampedTo(0.2, 0.28, 27.8)).toBe('min');
    expect(clampedTo(5, 1, 100)).toBeNull();
  });

  it('writes values back with the decimal comma and without exponent notation', () => {
    expect(formatNumericValue(1e10)).toBe('10000000000');
    expect(formatNumericValue(0.1 + 0.2, 2)).toBe('0,3');
    expect(formatNumericValue(1.39)).toBe('1,39');
    expect(formatNumericValue(null)).toBe('');
  });

  it('never rounds a value with more decimals than the field takes: a link’s 30.968 shows whole', () => {
    expect(formatNumericValue(30.968, 2)).toBe('30,968');
    expect(formatNumericValue(7.191, 2)).toBe('7,191');
    expect(formatNumericValue(18.000000000000004, 2)).toBe('18');
    expect(formatNumericValue(1.25, 2)).toBe('1,25');
  });

  it('replaces {{ min }} and {{ max }} in the tooltip text', () => {
    expect(formatRangeTooltip('Допустимо от {{ min }} до {{ max }} м³/ч', 0, 500)).toBe(
      'Допустимо от 0 до 500 м³/ч',
    );
    expect(formatRangeTooltip('от {{min}} до {{max}}', 0.28, 27.8)).toBe('от 0,28 до 27,8');
  });
});
