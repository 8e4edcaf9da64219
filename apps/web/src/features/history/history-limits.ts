// The history's numbers (portal §9): 10 items per page, search debounced 450 ms, 4 in the
// overview. Kept apart from the pages so the picker and the overview card stay small.
export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_SEARCH_DEBOUNCE_MS = 450;
export const OVERVIEW_HISTORY = 4;
