// Moments as the cabinet answers them (the spec's `created.date`), and the history's calendar-day
// range turned into stored-timestamp bounds. Stored timestamps are ISO 8601 UTC strings.
import type { DateTime, HistoryDateRange } from '@podbor/contracts';

/** '2024-05-12T14:33:01.123Z' → {date: '2024-05-12 14:33:01.123000', timezone: 'UTC'}. */
export function toDateTime(iso: string): DateTime {
  return { date: `${iso.slice(0, 10)} ${iso.slice(11, 23)}000`, timezone: 'UTC' };
}

const DAY_MS = 86_400_000;
/** Stored timestamps compare as strings only between these (4-digit years). */
const MIN_MS = Date.parse('0000-01-01T00:00:00.000Z');
const MAX_MS = Date.parse('9999-12-31T23:59:59.999Z');

const dayStartMs = (day: string, offsetMin: number) => Date.parse(`${day}T00:00:00Z`) - offsetMin * 60_000;

const bound = (ms: number) => new Date(Math.min(MAX_MS, Math.max(MIN_MS, ms))).toISOString();

/**
 * The user's calendar days [from, to] (both inclusive, in the user's offset from UTC) as stored
 * timestamp bounds [from, to): an open end stays open, a reversed range is swapped (spec §5).
 * Answers null when the range is empty (no filter).
 */
export function dayRange(range: HistoryDateRange | null | undefined): { from?: string; to?: string } | null {
  if (!range) return null;
  let { from, to } = range;
  if (!from && !to) return null;
  if (from && to && from > to) [from, to] = [to, from];
  const offset = range.utc_offset ?? 0;
  return {
    ...(from ? { from: bound(dayStartMs(from, offset)) } : {}),
    ...(to ? { to: bound(dayStartMs(to, offset) + DAY_MS) } : {}),
  };
}
