// The history's date range: two fields 'с' and 'по' in дд.мм.гггг as the app shows dates (typed —
// гггг-мм-дд is read too — or picked in the calendar; the URL keeps гггг-мм-дд), applied on Enter, on leaving the pair of fields (not when moving from one to the
// other, so a half-typed range is never applied and swapped under the user) or on a calendar pick.
// A date that does not parse shows the spec's message, shakes, and leaves the list as it was.
import { ActionIcon, Group, Popover, Text, TextInput, Tooltip } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { isoDateSchema } from '@podbor/contracts';
import { IconCalendar, IconX } from '@tabler/icons-react';
import 'dayjs/locale/ru';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Shake } from '../../../components/ui/shake';
import { formatIsoDay, isoDay } from '../../../lib/date-format';
import { parseDay, resolveDateRange, type DateRangeResult } from '../date-range';
import { HISTORY_NS } from '../i18n';

export interface DateRangeFilterProps {
  /** The applied ends, as in the URL ('' — open). */
  from: string;
  to: string;
  /** Applies new ends ('' — open); only called with a range that resolves. */
  onApply: (from: string, to: string) => void;
}

type FieldError = { field: 'from' | 'to'; message: string } | null;

export function DateRangeFilter({ from, to, onApply }: DateRangeFilterProps) {
  const { t } = useTranslation(HISTORY_NS);
  const urlError = (f: string, e: string): FieldError => {
    const r = resolveDateRange(f, e, isoDay(new Date()));
    return r.kind === 'error' ? { field: r.field, message: t('filters.dateFormat') } : null;
  };
  const [fromText, setFromText] = useState(() => shown(from));
  const [toText, setToText] = useState(() => shown(to));
  const [seen, setSeen] = useState({ from, to });
  const [error, setError] = useState<FieldError>(() => urlError(from, to));
  const [shakes, setShakes] = useState(0);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const fieldsRef = useRef<HTMLDivElement>(null);

  // The URL changed under us (back/forward, reset): show what it says.
  if (seen.from !== from || seen.to !== to) {
    setSeen({ from, to });
    setFromText(shown(from));
    setToText(shown(to));
    setError(urlError(from, to));
  }

  const apply = (nextFrom = fromText, nextTo = toText) => {
    const result = resolveDateRange(nextFrom, nextTo, isoDay(new Date()));
    if (result.kind === 'error') {
      setError({ field: result.field, message: t('filters.dateFormat') });
      setShakes((n) => n + 1);
      return;
    }
    setError(null);
    let f = dayOf(nextFrom);
    let e = dayOf(nextTo);
    // A reversed range is swapped (portal §5), and the fields show it swapped.
    if (result.kind === 'range' && result.swapped && f && e) [f, e] = [e, f];
    setFromText(shown(f));
    setToText(shown(e));
    if (f !== from || e !== to) onApply(f, e);
  };

  const onKeyDown = (ev: KeyboardEvent<HTMLInputElement>) => {
    if (ev.key === 'Enter') {
      ev.preventDefault();
      apply();
    }
  };

  // Leaving 'С' for 'По' (or back) applies nothing yet: the user is still entering the range.
  const onBlur = (ev: FocusEvent<HTMLInputElement>) => {
    const next = ev.relatedTarget;
    if (next instanceof Node && fieldsRef.current?.contains(next)) return;
    apply();
  };

  const reset = () => {
    setFromText('');
    setToText('');
    setError(null);
    if (from || to) onApply('', '');
  };

  const pick = ([start, end]: [string | null, string | null]) => {
    if (!start || !end) return;
    setCalendarOpen(false);
    apply(start, end);
  };

  return (
    <Shake trigger={shakes}>
      <Group ref={fieldsRef} gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          w={{ base: 'calc(50% - 44px)', xs: 150 }}
          label={t('filters.from')}
          placeholder={t('filters.datePlaceholder')}
          value={fromText}
          onChange={(e) => {
            setFromText(e.currentTarget.value);
            if (error?.field === 'from') setError(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          error={error?.field === 'from' ? error.message : undefined}
          inputMode="numeric"
          maxLength={20}
          autoComplete="off"
        />
        <TextInput
          w={{ base: 'calc(50% - 44px)', xs: 150 }}
          label={t('filters.to')}
          placeholder={t('filters.datePlaceholder')}
          value={toText}
          onChange={(e) => {
            setToText(e.currentTarget.value);
            if (error?.field === 'to') setError(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          error={error?.field === 'to' ? error.message : undefined}
          inputMode="numeric"
          maxLength={20}
          autoComplete="off"
        />
        <Group gap={4} mt={25} wrap="nowrap">
          <Popover
            opened={calendarOpen}
            onChange={setCalendarOpen}
            position="bottom-end"
            shadow="md"
            trapFocus
          >
            <Popover.Target>
              <Tooltip label={t('filters.calendar')}>
                <ActionIcon
                  variant="default"
                  size={36}
                  onClick={() => setCalendarOpen((o) => !o)}
                  aria-label={t('filters.calendar')}
                >
                  <IconCalendar size={18} />
                </ActionIcon>
              </Tooltip>
            </Popover.Target>
            <Popover.Dropdown>
              <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
                <DatePicker
                  type="range"
                  allowSingleDateInRange
                  maxDate={isoDay(new Date())}
                  defaultValue={[validDay(fromText), validDay(toText)]}
                  onChange={pick}
                />
              </DatesProvider>
            </Popover.Dropdown>
          </Popover>
          {from || to || fromText || toText ? (
            <Tooltip label={t('filters.resetDates')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size={36}
                onClick={reset}
                aria-label={t('filters.resetDates')}
              >
                <IconX size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      </Group>
    </Shake>
  );
}

/** The гггг-мм-дд day a field holds, or null (empty or not a date). */
const validDay = (text: string): string | null => {
  const p = parseDay(text);
  return p.ok ? p.day : null;
};

/** The гггг-мм-дд of a field that parsed ('' when empty). */
const dayOf = (text: string): string => validDay(text) ?? '';

/** A day as the field shows it: дд.мм.гггг; a text that is not a day as it is. */
const shown = (day: string): string =>
  isoDateSchema.safeParse(day.trim()).success ? formatIsoDay(day.trim()) : day;

/** What the applied range covers, in words: 'с 01.03.2024 по сегодняшний день'. */
export function RangeSummary({ range }: { range: DateRangeResult }) {
  const { t } = useTranslation(HISTORY_NS);
  if (range.kind !== 'range') return null;
  // A swapped open range names both days: a start after today runs from today to that start, an
  // end before the epoch from that end to the epoch.
  const text =
    range.openStart && !range.swapped
      ? t('filters.summaryUntil', { to: formatIsoDay(range.to) })
      : range.openEnd && !range.swapped
        ? t('filters.summarySince', { from: formatIsoDay(range.from) })
        : t('filters.summary', { from: formatIsoDay(range.from), to: formatIsoDay(range.to) });
  return (
    <Text size="sm" c="dimmed">
      {text}
      {range.swapped ? ` ${t('filters.swapped')}` : ''}
    </Text>
  );
}
