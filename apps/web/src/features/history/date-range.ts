// The history date filter's rules (portal §5): an empty range resets the filter; a start-only range
// runs up to today; an end-only range runs from the epoch; a reversed range is swapped; a date that
// does not parse is refused and changes nothing. A day is typed дд.мм.гггг, as the app shows dates
// (1.3.2024 too), or гггг-мм-дд, as the URL keeps it.
import { cabinetMessages, isoDateSchema } from '@podbor/contracts';

/** The start of an end-only range. */
export const EPOCH_DAY = '1970-01-01';

export type DateRangeResult =
  /** Both ends empty: no date filter. */
  | { kind: 'none' }
  | {
      kind: 'range';
      /** гггг-мм-дд, inclusive, from ≤ to. */
      from: string;
      to: string;
      /** The user gave no start (so it runs from the epoch) / no end (so it runs up to today). */
      openStart: boolean;
      openEnd: boolean;
      /** The user's ends were reversed. */
      swapped: boolean;
    }
  | { kind: 'error'; field: 'from' | 'to'; message: string };

type Parsed = { ok: true; day: string | null } | { ok: false };

const russianDay = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** A typed day as гггг-мм-дд: дд.мм.гггг (or д.м.гггг) and гггг-мм-дд are read; empty is null. */
export const parseDay = (text: string | null | undefined): Parsed => {
  let s = (text ?? '').trim();
  if (!s) return { ok: true, day: null };
  const ru = russianDay.exec(s);
  if (ru) s = `${ru[3]}-${ru[2]!.padStart(2, '0')}-${ru[1]!.padStart(2, '0')}`;
  return isoDateSchema.safeParse(s).success ? { ok: true, day: s } : { ok: false };
};

/**
 * Resolves what the user typed into the days to filter by. `today` is the user's calendar day
 * (гггг-мм-дд). Both ends are checked; the start's error is reported first.
 */
export function resolveDateRange(
  fromText: string | null | undefined,
  toText: string | null | undefined,
  today: string,
): DateRangeResult {
  const from = parseDay(fromText);
  if (!from.ok) return { kind: 'error', field: 'from', message: cabinetMessages.dateFormat };
  const to = parseDay(toText);
  if (!to.ok) return { kind: 'error', field: 'to', message: cabinetMessages.dateFormat };
  if (from.day === null && to.day === null) return { kind: 'none' };

  const start = from.day ?? EPOCH_DAY;
  const end = to.day ?? today;
  const swapped = start > end;
  return {
    kind: 'range',
    from: swapped ? end : start,
    to: swapped ? start : end,
    openStart: from.day === null,
    openEnd: to.day === null,
    swapped,
  };
}
