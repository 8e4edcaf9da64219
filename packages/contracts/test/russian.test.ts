// The one rule for counted words and for money and energy figures (issue 33 item 8): the plural's
// three forms, and grouping by threes with a no-break space from 1 000 up.
import { describe, expect, it } from 'vitest';
import { groupedFigure, kilowattHours, plural, pumpComposition, roubles } from '../src';

describe('russian plural and figures', () => {
  it('agrees a counted word: 1 рабочий, 2 рабочих, 5 рабочих; 11–14 and 21', () => {
    const outlets = (n: number) => `${n} ${plural(n, 'выход', 'выхода', 'выходов')}`;
    expect([1, 2, 5, 11, 12, 14, 21, 22, 25, 111].map(outlets)).toEqual([
      '1 выход',
      '2 выхода',
      '5 выходов',
      '11 выходов',
      '12 выходов',
      '14 выходов',
      '21 выход',
      '22 выхода',
      '25 выходов',
      '111 выходов',
    ]);
    expect(pumpComposition(1, 1)).toBe('1 рабочий + 1 резервный');
    expect(pumpComposition(2, 1)).toBe('2 рабочих + 1 резервный');
    expect(pumpComposition(5, 2)).toBe('5 рабочих + 2 резервных');
    expect(pumpComposition(3, 0)).toBe('3 рабочих, без резервного');
  });

  it('groups money and energy by threes with a no-break space from 1 000 up', () => {
    expect(groupedFigure(999)).toBe('999');
    expect(groupedFigure(9188)).toBe('9\u00a0188');
    expect(groupedFigure(293403)).toBe('293\u00a0403');
    expect(groupedFigure(1234.56, 1)).toBe('1\u00a0234,6');
    expect(groupedFigure(-12345)).toBe('-12\u00a0345');
    expect(kilowattHours(9188.4)).toBe('9\u00a0188\u00a0кВт·ч');
    expect(roubles(29_340_349)).toBe('293\u00a0403\u00a0₽');
    expect(roubles(142_789_000)).toBe('1\u00a0427\u00a0890\u00a0₽');
  });
});
