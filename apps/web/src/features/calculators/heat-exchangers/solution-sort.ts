// How the solutions table sorts (issue 30 item 8): the columns a user can sort by, each solution's
// value in them, and the sort kept in the URL's hash (`#sort=dpHot&dir=desc`) — the query belongs
// to the form, whose URL check would call an extra parameter a wrong link.
import type { HeatSolution } from '@podbor/contracts';

/** The sortable columns, in the table's order. `price` first: the server's own order. */
export const SORT_KEYS = [
  'price',
  'reserve',
  'dpHot',
  'dpCold',
  'wHot',
  'wCold',
  'port',
  'size',
  'mass',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';
export interface SolutionSort {
  key: SortKey;
  dir: SortDir;
}

/** The answer's order: cheapest first (decision 0026 «Cost»). */
export const DEFAULT_SORT: SolutionSort = { key: 'price', dir: 'asc' };

const dp = (s: HeatSolution['check']['hot']) => s.dpChannelKPa + s.dpPortsKPa;

/**
 * A solution's value in a column; undefined when the answer lacks it (stored before prices and
 * frames), sorted last either way. `size` is the frame's volume H·W·L, `port` the faster side's.
 */
export function sortValue(s: HeatSolution, key: SortKey): number | undefined {
  const c = s.check;
  switch (key) {
    case 'price':
      return s.cost?.kopecks;
    case 'reserve':
      return c.reservePct;
    case 'dpHot':
      return dp(c.hot);
    case 'dpCold':
      return dp(c.cold);
    case 'wHot':
      return c.hot.channelVelocityMS;
    case 'wCold':
      return c.cold.channelVelocityMS;
    case 'port':
      return Math.max(c.hot.portVelocityMS, c.cold.portVelocityMS);
    case 'size':
      return s.frame ? s.frame.heightMm * s.frame.widthMm * s.frame.lengthMm : undefined;
    case 'mass':
      return s.massKg;
  }
}

/**
 * The solutions in the column's order; equal values (and missing ones, last) keep the answer's
 * order, so «price, ascending» is exactly the server's ranking.
 */
export function sortSolutions(solutions: readonly HeatSolution[], sort: SolutionSort): HeatSolution[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return solutions
    .map((s, i) => ({ s, i, v: sortValue(s, sort.key) }))
    .sort((a, b) => {
      if (a.v === undefined || b.v === undefined)
        return (a.v === undefined ? 1 : 0) - (b.v === undefined ? 1 : 0) || a.i - b.i;
      return sign * (a.v - b.v) || a.i - b.i;
    })
    .map((x) => x.s);
}

/** The sort a URL hash names; anything else (no hash, another anchor, a wrong key) is the default. */
export function sortFromHash(hash: string): SolutionSort {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const key = p.get('sort');
  const dir = p.get('dir');
  if (!key || !(SORT_KEYS as readonly string[]).includes(key)) return DEFAULT_SORT;
  return { key: key as SortKey, dir: dir === 'desc' ? 'desc' : 'asc' };
}

/** The hash of a sort; the default's is empty, so the plain URL stays plain. */
export function hashOfSort(sort: SolutionSort): string {
  return sort.key === DEFAULT_SORT.key && sort.dir === DEFAULT_SORT.dir
    ? ''
    : `#sort=${sort.key}&dir=${sort.dir}`;
}

/** A click on a column: the same column flips its direction, another starts ascending. */
export const nextSort = (current: SolutionSort, key: SortKey): SolutionSort =>
  current.key === key ? { key, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' };
