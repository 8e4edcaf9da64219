// Tables owned by the limits module: the fixed-window counters every instance shares (decision 0039).

/** One limit key's count in its current window; a row whose window has ended counts as none. */
export interface RateLimitTable {
  key: string;
  count: number;
  /** ISO 8601 UTC: the end of the current window. */
  expires: string;
}

export interface LimitTables {
  rate_limit: RateLimitTable;
}
