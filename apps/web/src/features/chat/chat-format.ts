// The chat's pure display rules (portal §2, §9): a topic title cut to 32 characters in the lists,
// the pane's day separators (дд.мм.гггг, «сегодня», «вчера») and a message's time of day.
import { formatDate, isoDay, parseApiDate } from '../../lib/date-format';
import type { DateTime } from '@podbor/contracts';

/** Portal §9: a chat title is cut to 32 characters in the list. */
export const CHAT_TITLE_CUT = 32;

/** The title as the lists show it: at most 32 characters, «…» after a cut (the full one in `title`). */
export const cutTitle = (title: string, max: number = CHAT_TITLE_CUT): string => {
  const chars = Array.from(title.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('').trimEnd()}…`;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** чч:мм in local time; '' when the text is not a date. */
export const timeOfDay = (value: DateTime | null | undefined): string => {
  const d = parseApiDate(value);
  return d ? `${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
};

/** A day as the separators read it: «сегодня», «вчера», else дд.мм.гггг (local calendar days). */
export const dayLabel = (
  value: DateTime | Date | null | undefined,
  words: { today: string; yesterday: string },
  now: Date = new Date(),
): string => {
  const d = value instanceof Date ? value : parseApiDate(value);
  if (!d) return '—';
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (isoDay(d) === isoDay(now)) return words.today;
  if (isoDay(d) === isoDay(yesterday)) return words.yesterday;
  return formatDate(d);
};

/** A list interleaved with a separator before the first item of each local calendar day. */
export type WithDays<T> = ({ kind: 'day'; day: string; date: Date } | { kind: 'item'; item: T })[];

export const withDaySeparators = <T>(items: readonly T[], dateOf: (item: T) => DateTime): WithDays<T> => {
  const out: WithDays<T> = [];
  let last: string | null = null;
  for (const item of items) {
    const d = parseApiDate(dateOf(item));
    const day = d ? isoDay(d) : '';
    if (d && day !== last) {
      out.push({ kind: 'day', day, date: d });
      last = day;
    }
    out.push({ kind: 'item', item });
  }
  return out;
};

const longFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

/** Portal §3 «Chat item: title, date (Russian long form)»: «12 мая 2024 г.» in local time. */
export const longDate = (value: DateTime | null | undefined): string => {
  const d = parseApiDate(value);
  return d ? longFormat.format(d) : '—';
};

/** A file size as the pane shows it: «340 КБ», «2,4 МБ». */
export const fileSize = (bytes: number, words: { kb: (n: string) => string; mb: (n: string) => string }) =>
  bytes >= 1024 * 1024
    ? words.mb((bytes / 1024 / 1024).toFixed(1).replace('.', ','))
    : words.kb(String(Math.max(1, Math.round(bytes / 1024))));
