// The cabinet's page numbers (portal §2 «Selection history», §9): below 8 pages every page is
// shown; otherwise a window of 4 pages around the current one, an ellipsis, and the last pages.
// podbor also keeps page 1 in reach when the window has moved away from it.

export type PageItem = number | 'ellipsis';

/** Portal §9: the window holds 4 pages; with fewer than 8 pages all are shown. */
export const PAGE_WINDOW = 4;
export const SHOW_ALL_BELOW = 8;
/** How many last pages stay visible after the ellipsis. */
export const TAIL_PAGES = 3;
/** On a phone the bar keeps only the last page after the ellipsis, so it fits one line at 375 px. */
export const NARROW_TAIL_PAGES = 1;

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The items of the page bar for `total` pages with `current` shown (both 1-based; `current` is
 * clamped into 1..total), `tailPages` last pages after the ellipsis. No pages → an empty bar.
 */
export function paginationWindow(total: number, current: number, tailPages = TAIL_PAGES): PageItem[] {
  if (!Number.isFinite(total) || total < 1) return [];
  const last = Math.floor(total);
  if (last < SHOW_ALL_BELOW) return range(1, last);
  const page = Math.min(Math.max(1, Math.floor(current) || 1), last);

  const tailStart = last - Math.max(1, Math.floor(tailPages)) + 1;
  // The window starts one page before the current one (so «back» is one click), never running
  // into the tail: it ends at the latest just before the last pages.
  const start = Math.min(Math.max(1, page - 1), tailStart - PAGE_WINDOW);
  const end = start + PAGE_WINDOW - 1;

  const items: PageItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start > 2) items.push('ellipsis');
  }
  items.push(...range(start, end));
  if (end + 1 < tailStart) items.push('ellipsis');
  items.push(...range(tailStart, last));
  return items;
}

/** Number of pages for `count` items, `pageSize` per page (at least 1 when there are items). */
export const pageCount = (count: number, pageSize: number): number =>
  count > 0 ? Math.ceil(count / pageSize) : 0;
