// Dates of the cabinet answers (`{date: 'YYYY-MM-DD HH:MM:SS.ffffff', timezone: 'UTC'}`) shown in
// the user's local time as дд.мм.гггг, and today's calendar day for the history filter.
import type { DateTime } from '@podbor/contracts';

/** The moment a `DateTime` stands for; null when the text is not a date. */
export const parseApiDate = (value: DateTime | null | undefined): Date | null => {
  if (!value) return null;
  const [day, time = '00:00:00'] = value.date.split(' ');
  const d = new Date(`${day}T${time.slice(0, 12)}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** дд.мм.гггг in local time; '—' when unknown. */
export const formatDate = (value: DateTime | Date | null | undefined): string => {
  const d = value instanceof Date ? value : parseApiDate(value);
  if (!d) return '—';
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
};

/** дд.мм.гггг of a calendar day written гггг-мм-дд (no time, no zone: shown as it is). */
export const formatDay = (day: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}` : '—';

/** дд.мм.гггг чч:мм in local time. */
export const formatDateTime = (value: DateTime | null | undefined): string => {
  const d = parseApiDate(value);
  if (!d) return '—';
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** гггг-мм-дд of a local calendar day. */
export const isoDay = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** дд.мм.гггг of a гггг-мм-дд day (no time zone involved). */
export const formatIsoDay = (day: string): string => {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
};

/**
 * A moment as the notifications panel and chat show it, in local time: «сегодня 14:05», «вчера
 * 09:30», else «12.05.2024 14:05». `now` is the reference day (tests pass their own).
 */
export const formatRecentDateTime = (
  value: DateTime | null | undefined,
  words: { today: string; yesterday: string },
  now: Date = new Date(),
): string => {
  const d = parseApiDate(value);
  if (!d) return '—';
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (isoDay(d) === isoDay(now)) return `${words.today} ${time}`;
  if (isoDay(d) === isoDay(yesterday)) return `${words.yesterday} ${time}`;
  return `${formatDate(d)} ${time}`;
};
