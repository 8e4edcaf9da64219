// A list filter by a day or a period (dd.mm.yyyy, weeks from Monday): the range is applied once both
// ends are picked — one day picked twice is that day — or when it is cleared.
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/ru';

export function DateRangeFilter({
  label,
  placeholder,
  from,
  to,
  onChange,
  width = 260,
}: {
  label: string;
  placeholder: string;
  /** yyyy-mm-dd, or null for no filter. */
  from: string | null;
  /** yyyy-mm-dd; the same as `from` for one day. */
  to: string | null;
  /** A new filter: `to` is null for one day; both null when cleared. */
  onChange: (from: string | null, to: string | null) => void;
  width?: number;
}) {
  return (
    <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
      <DatePickerInput
        type="range"
        allowSingleDateInRange
        clearable
        w={{ base: '100%', xs: width }}
        label={label}
        placeholder={placeholder}
        valueFormat="DD.MM.YYYY"
        leftSection={<IconCalendar size={16} />}
        value={[from, from ? to : null]}
        onChange={([f, e]) => {
          if (f && !e) return;
          onChange(f, e && e !== f ? e : null);
        }}
      />
    </DatesProvider>
  );
}
