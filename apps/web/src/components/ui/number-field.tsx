// NumberField: the app's one numeric input (calculators §5). Accepts digits and one dot, honours the
// field's decimals, clamps to min/max (max while typing, both on leaving), empty → null, range tooltip.
import { TextInput, Tooltip, type TextInputProps } from '@mantine/core';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import {
  clampNumber,
  formatNumericValue,
  formatRangeTooltip,
  parseNumericText,
  sanitizeNumericText,
} from './number-input-rules';

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
  /** 0 — integers only; n — at most n digits after the dot; undefined — no limit. */
  decimals?: number;
  /** Range hint, e.g. «Допустимо от {{ min }} до {{ max }}»; shown after 750 ms hover. */
  tooltip?: string;
  /** Unit shown at the right edge of the field (м³/ч, м, °C…). */
  unit?: string;
}

export function NumberField({
  value,
  onChange,
  min,
  max,
  decimals,
  tooltip,
  unit,
  onBlur,
  disabled,
  rightSection,
  ...rest
}: NumberFieldProps) {
  const [text, setText] = useState(() => formatNumericValue(value, decimals));
  const lastEmitted = useRef<number | null>(value);
  const fallbackId = useId();

  // Follow outside changes (form reset, restored query) without disturbing what is being typed.
  useEffect(() => {
    if (value !== lastEmitted.current) {
      lastEmitted.current = value;
      setText(formatNumericValue(value, decimals));
    }
  }, [value, decimals]);

  const emit = (next: number | null) => {
    lastEmitted.current = next;
    if (next !== value) onChange(next);
  };

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const cleaned = sanitizeNumericText(e.currentTarget.value, decimals);
    const parsed = parseNumericText(cleaned);
    // Above the maximum the value is clamped at once; the minimum waits for blur so that typing
    // «0.5» into a field with min 0.1 is possible.
    if (parsed !== null && max !== undefined && parsed > max) {
      setText(formatNumericValue(max, decimals));
      emit(max);
      return;
    }
    setText(cleaned);
    emit(parsed);
  };

  const handleBlur = (e: FocusEvent<HTMLInputElement>) => {
    const parsed = parseNumericText(text);
    const next = parsed === null ? null : clampNumber(parsed, min, max);
    setText(formatNumericValue(next, decimals));
    emit(next);
    onBlur?.(e);
  };

  const input = (
    <TextInput
      {...rest}
      id={rest.id ?? fallbackId}
      type="text"
      inputMode={decimals === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={text}
      onChange={handleChange}
      onBlur={handleBlur}
      disabled={disabled}
      rightSection={rightSection ?? (unit ? <span className="podbor-unit">{unit}</span> : undefined)}
      rightSectionWidth={unit && !rightSection ? Math.max(36, unit.length * 9 + 16) : undefined}
    />
  );

  if (!tooltip) return input;
  return (
    <Tooltip
      label={formatRangeTooltip(tooltip, min, max)}
      openDelay={TOOLTIP_DELAY_MS}
      position="top-start"
      withArrow
      multiline
      maw={320}
      events={{ hover: true, focus: false, touch: false }}
    >
      <div data-range-tooltip-anchor>{input}</div>
    </Tooltip>
  );
}
