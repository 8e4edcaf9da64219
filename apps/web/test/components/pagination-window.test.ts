import { describe, expect, it } from 'vitest';
import { pageCount, paginationWindow } from '../../src/components/ui/pagination-window';

describe('paginationWindow (portal §2, §9: a window of 4, an ellipsis, the last pages; all below 8)', () => {
  it('shows every page when there are fewer than 8', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(5, 3)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('from 8 pages on: the window of 4, an ellipsis and the last 3', () => {
    expect(paginationWindow(8, 1)).toEqual([1, 2, 3, 4, 'ellipsis', 6, 7, 8]);
    expect(paginationWindow(20, 1)).toEqual([1, 2, 3, 4, 'ellipsis', 18, 19, 20]);
    expect(paginationWindow(20, 2)).toEqual([1, 2, 3, 4, 'ellipsis', 18, 19, 20]);
  });

  it('moves the window with the current page, one page before it, keeping page 1 in reach', () => {
    expect(paginationWindow(20, 3)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 18, 19, 20]);
    expect(paginationWindow(20, 4)).toEqual([1, 'ellipsis', 3, 4, 5, 6, 'ellipsis', 18, 19, 20]);
    expect(paginationWindow(20, 10)).toEqual([1, 'ellipsis', 9, 10, 11, 12, 'ellipsis', 18, 19, 20]);
  });

  it('joins the window to the last pages near the end, without an ellipsis between', () => {
    expect(paginationWindow(20, 14)).toEqual([1, 'ellipsis', 13, 14, 15, 16, 'ellipsis', 18, 19, 20]);
    expect(paginationWindow(20, 15)).toEqual([1, 'ellipsis', 14, 15, 16, 17, 18, 19, 20]);
    expect(paginationWindow(20, 20)).toEqual([1, 'ellipsis', 14, 15, 16, 17, 18, 19, 20]);
    expect(paginationWindow(8, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('on a phone keeps only the last page after the ellipsis (one line at 375 px)', () => {
    expect(paginationWindow(25, 1, 1)).toEqual([1, 2, 3, 4, 'ellipsis', 25]);
    expect(paginationWindow(25, 12, 1)).toEqual([1, 'ellipsis', 11, 12, 13, 14, 'ellipsis', 25]);
    expect(paginationWindow(25, 25, 1)).toEqual([1, 'ellipsis', 21, 22, 23, 24, 25]);
    expect(paginationWindow(7, 4, 1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // At most 6 numbers and 2 ellipses, whatever the page.
    for (let page = 1; page <= 25; page++)
      expect(paginationWindow(25, page, 1).length).toBeLessThanOrEqual(8);
  });

  it('always contains the current page, the first and the last, in ascending order', () => {
    for (let total = 1; total <= 40; total++) {
      for (let page = 1; page <= total; page++) {
        for (const tail of [3, 1]) {
          const items = paginationWindow(total, page, tail);
          const numbers = items.filter((i): i is number => i !== 'ellipsis');
          expect(numbers).toContain(page);
          expect(numbers[0]).toBe(1);
          expect(numbers.at(-1)).toBe(total);
          expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
          expect(new Set(numbers).size).toBe(numbers.length);
          // An ellipsis stands only for a gap.
          items.forEach((item, i) => {
            if (item !== 'ellipsis') return;
            expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(1);
          });
          if (total < 8) expect(items).not.toContain('ellipsis');
        }
      }
    }
  });

  it('clamps a page outside 1..total and answers nothing for no pages', () => {
    expect(paginationWindow(20, 0)).toEqual(paginationWindow(20, 1));
    expect(paginationWindow(20, 99)).toEqual(paginationWindow(20, 20));
    expect(paginationWindow(0, 1)).toEqual([]);
    expect(paginationWindow(Number.NaN, 1)).toEqual([]);
  });

  it('counts pages', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
