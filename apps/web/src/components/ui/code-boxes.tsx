// CodeBoxes: the four one-digit boxes of a confirmation code (portal §5). Typing a digit moves on,
// Backspace on an empty box goes back, a paste (or an SMS autofill) spreads its digits over the
// boxes, arrows move. Controlled: `value` holds one entry per box, '' when empty.
import { useRef, type ClipboardEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './code-boxes.module.css';

export const CODE_LENGTH = 4;

export const emptyCode = (length = CODE_LENGTH): string[] => Array.from({ length }, () => '');

/** True when every box holds a digit (Confirm is enabled only then). */
export const isCodeComplete = (value: readonly string[]): boolean =>
  value.length > 0 && value.every((d) => /^\d$/.test(d));

/**
 * Writes the digits of `text` into the boxes from `index` on; a text with a whole code (as many
 * digits as boxes, or more) fills them from the first. Returns the boxes and the index to focus.
 */
export const spreadDigits = (
  value: readonly string[],
  index: number,
  text: string,
): { value: string[]; focus: number } => {
  const digits = text.replace(/\D/g, '');
  const next = [...value];
  if (!digits) return { value: next, focus: index };
  const start = digits.length >= next.length ? 0 : index;
  let i = start;
  for (const d of digits.slice(0, next.length - start)) next[i++] = d;
  return { value: next, focus: Math.min(i, next.length - 1) };
};

export interface CodeBoxesProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Enter in any box (the modal submits when the code is complete). */
  onEnter?: () => void;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** id of the element describing an error, for screen readers. */
  errorId?: string;
  /** Lets the owner focus the first box (after a wrong code). */
  firstRef?: RefObject<HTMLInputElement | null>;
}

export function CodeBoxes({
  value,
  onChange,
  onEnter,
  invalid,
  disabled,
  autoFocus,
  errorId,
  firstRef,
}: CodeBoxesProps) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  const focus = (i: number) => {
    const el = refs.current[Math.max(0, Math.min(i, value.length - 1))];
    el?.focus();
    el?.select();
  };

  const setAt = (i: number, digit: string) => {
    const next = [...value];
    next[i] = digit;
    onChange(next);
  };

  const handleInput = (i: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (digits.length === 0) {
      if (raw === '') setAt(i, '');
      return; // a letter is ignored
    }
    if (digits.length === 1) {
      setAt(i, digits);
      if (i < value.length - 1) focus(i + 1);
      return;
    }
    // Several digits at once: an SMS autofill, or a digit typed into a full box.
    const typedOver = digits.length === 2 && value[i] !== '' && digits.includes(value[i]!);
    if (typedOver) {
      const fresh = digits[0] === value[i] ? digits[1]! : digits[0]!;
      setAt(i, fresh);
      if (i < value.length - 1) focus(i + 1);
      return;
    }
    const spread = spreadDigits(value, i, digits);
    onChange(spread.value);
    focus(spread.focus);
  };

  const handlePaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const spread = spreadDigits(value, i, e.clipboardData.getData('text'));
    onChange(spread.value);
    focus(spread.focus);
  };

  const handleKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'Backspace':
        e.preventDefault();
        if (value[i]) setAt(i, '');
        else if (i > 0) {
          setAt(i - 1, '');
          focus(i - 1);
        }
        break;
      case 'Delete':
        e.preventDefault();
        setAt(i, '');
        break;
      case 'ArrowLeft':
        e.preventDefault();
        focus(i - 1);
        break;
      case 'ArrowRight':
        e.preventDefault();
        focus(i + 1);
        break;
      case 'Enter':
        e.preventDefault();
        onEnter?.();
        break;
    }
  };

  return (
    <div className={classes.boxes} role="group" aria-label={t('code.boxesLabel')}>
      {value.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
            if (i === 0 && firstRef) firstRef.current = el;
          }}
          className={classes.box}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={t('code.digit', { n: i + 1, total: value.length })}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          data-invalid={invalid || undefined}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus && i === 0}
          // Mantine's focus trap starts at [data-autofocus] when the modal opens.
          data-autofocus={(autoFocus && i === 0) || undefined}
          onChange={(e) => handleInput(i, e.currentTarget.value)}
          onPaste={(e) => handlePaste(i, e)}
          onKeyDown={(e) => handleKeyDown(i, e)}
          onFocus={(e) => e.currentTarget.select()}
        />
      ))}
    </div>
  );
}
