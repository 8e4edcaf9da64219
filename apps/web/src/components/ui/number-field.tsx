// NumberField: the app's one numeric input (calculators §5). Accepts digits and one decimal
// separator (dot or comma), honours the field's decimals, clamps to min/max (max while typing, both on
// leaving) and says so next to the field, empty → null, range tooltip. Text that is not a number of
// the field (letters, units, an exponent, too many decimals) stays as typed with a message, and the
// value is null until it is corrected: nothing typed is silently turned into another number. After a
// unit switch it says what the number was converted from (decision 0045).
import { Text, TextInput, Tooltip, type TextInputProps } from '@mantine/core';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addTranslations } from '../../lib/i18n';
import ru from './locales/number-field.ru.json';
import {
  clampedTo,
  clampNumber,
  formatNumericValue,
  formatRangeTooltip,
  readNumericText,
  type NumericTextProblem,
} from './number-input-rules';

const NUMBER_FIELD_NS = 'numberField';
addTranslations(NUMBER_FIELD_NS, ru);

/** Calculators §9: the range tooltip appears after 750 ms of hover. */
export const TOOLTIP_DELAY_MS = 750;

export interface NumberFieldProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'
> {
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  /** 0 — integers only; n — at most n digits after the separator; undefined — no limit. */
  decimals?: number;
  /** Range hint, e.g. «Допустимо от {{ min }} до {{ max }}»; shown after 750 ms hover. */
  tooltip?: string;
  /** Unit shown at the right edge of the field (м³/ч, м, °C…). */
  unit?: string;
  /** The unit the range belongs to, named in the note when a value is clamped («минимум для л/с»). */
  rangeUnit?: string;
  /**
   * The field's number came from a unit switch (lib/calculator/unit-switch): the note under the
   * field says from what («Пересчитано из 200 кВт»), or why it was kept unconverted.
   */
  conversion?: { from: number; unit: string; kept?: string | undefined } | null;
}

export function NumberField({
  value,
  onChange,
  min,
  max,
  decimals,
  tooltip,
  unit,
  rangeUnit,
  conversion = null,
  onBlur,
  disabled,
  rightSection,
  error,
  ...rest
}: NumberFieldProps) {
  const { t } = useTranslation(NUMBER_FIELD_NS);
  const [text, setText] = useState(() => formatNumericValue(value, decimals));
  const [problem, setProblem] = useState<NumericTextProblem | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const lastEmitted = useRef<number | null>(value);
  const fallbackId = useId();
  /** A range below zero takes a leading minus (decision 0044). */
  const negative = min !== undefined && min < 0;
  const id = rest.id ?? fallbackId;

  // Follow outside changes (form reset, restored query, other units) without disturbing typing.
  useEffect(() => {
    if (value !== lastEmitted.current) {
      lastEmitted.current = value;
      setText(formatNumericValue(value, decimals));
      setProblem(null);
      setNote(null);
    }
  }, [value, decimals]);

  const emit = (next: number | null) => {
    lastEmitted.current = next;
    if (next !== value) onChange(next);
  };

  /** Moves a value into the range, saying so next to the field; answers the value kept. */
  const clamp = (n: number, bounds: { min?: number; max?: number }): number => {
    const side = clampedTo(n, bounds.min, bounds.max);
    if (side === null) return n;
    const next = clampNumber(n, bounds.min, bounds.max);
    const shown = formatNumericValue(next, decimals);
    setText(shown);
    setNote(
      rangeUnit
        ? t(`clamped.${side}For`, { value: shown, unit: rangeUnit })
        : t(`clamped.${side}`, { value: shown }),
    );
    return next;
  };

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const raw = e.currentTarget.value;
    const reading = readNumericText(raw, decimals, negative);
    setText(raw);
    setNote(null);
    if (reading.problem) {
      setProblem(reading.problem);
      emit(null);
      return;
    }
    setProblem(null);
    // Above the maximum the value is clamped at once; the minimum waits for blur so that typing
    // «0,5» into a field with min 0.1 is possible.
    emit(reading.value === null ? null : clamp(reading.value, { max }));
  };

  const handleBlur = (e: FocusEvent<HTMLInputElement>) => {
    const reading = readNumericText(text, decimals, negative);
    if (!reading.problem) {
      const next = reading.value === null ? null : clamp(reading.value, { min, max });
      if (next === reading.value) setText(formatNumericValue(next, decimals));
      emit(next);
    }
    onBlur?.(e);
  };

  const conversionNote =
    conversion === null
      ? null
      : conversion.kept !== undefined
        ? t('keptUnit', { reason: conversion.kept })
        : t('converted', { value: formatNumericValue(conversion.from), unit: conversion.unit });
  const shownNote = note ?? conversionNote;

  const problemText =
    problem === 'tooManyDecimals' ? t('tooManyDecimals', { count: decimals }) : problem ? t(problem) : null;

  // The range tooltip points at the input box itself, not the label above it: from there it opens
  // over this field's own label, where before it covered the error of the field above (issue 33
  // item 9).
  const rangeTooltip = tooltip
    ? (box: ReactNode) => (
        <Tooltip
          label={formatRangeTooltip(tooltip, min, max)}
          openDelay={TOOLTIP_DELAY_MS}
          position="top-start"
          withArrow
          multiline
          maw={320}
          events={{ hover: true, focus: false, touch: false }}
        >
          <div data-range-tooltip-anchor>{box}</div>
        </Tooltip>
      )
    : undefined;

  const input = (
    <TextInput
      {...rest}
      {...(rangeTooltip ? { inputContainer: rangeTooltip } : {})}
      id={id}
      type="text"
      // A phone's decimal keypad has no minus: a field below zero gets the full keyboard.
      inputMode={negative ? 'text' : decimals === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      data-number-field=""
      value={text}
      onChange={handleChange}
      onBlur={handleBlur}
      disabled={disabled}
      error={problemText ?? error}
      rightSection={rightSection ?? (unit ? <span className="podbor-unit">{unit}</span> : undefined)}
      rightSectionWidth={unit && !rightSection ? Math.max(36, unit.length * 9 + 16) : undefined}
    />
  );
  // The note of a clamped or converted value, under the field; a live region so a screen reader hears it too.
  const withNote = (
    <>
      {input}
      <Text
        size="xs"
        c="orange.9"
        mt={4}
        role="status"
        data-number-note
        hidden={shownNote === null || problemText !== null}
      >
        {shownNote}
      </Text>
    </>
  );

  return <div>{withNote}</div>;
}
