// PhoneField: the phone input of portal §5 — always starts with '+7', then up to 10 digits (12
// characters at most). Typing, pasting '8 (912) 345-67-89' or an autofilled '+79123456789' all
// end as '+79123456789'.
import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';

export const PHONE_PREFIX = '+7';
/** '+7' and 10 digits. */
export const PHONE_MAX_LENGTH = 12;

/** What the field holds after the user's input `raw`: '+7' and at most 10 digits. */
export const normalizePhoneInput = (raw: string): string => {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  let rest: string;
  if (trimmed.startsWith(PHONE_PREFIX)) rest = digits.slice(1);
  else if (digits.length >= 11 && /^[78]/.test(digits)) rest = digits.slice(1);
  else rest = digits;
  return PHONE_PREFIX + rest.slice(0, PHONE_MAX_LENGTH - PHONE_PREFIX.length);
};

/** '+79123456789' → '9123456789' (the login's username, update/phone's phoneNumber). */
export const phoneDigitsOf = (phone: string): string => phone.replace(/^\+7/, '').replace(/\D/g, '');

/** Portal §3: the phone shows as +7 with digits grouped 1-3-3-2-2 — '+7 912 345 67 89'. */
export const formatPhone = (phone: string | null | undefined): string => {
  if (!phone) return '';
  const d = phoneDigitsOf(phone);
  if (d.length !== 10) return phone;
  return `+7 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8, 10)}`;
};

/**
 * The phone as it is being typed, grouped as formatPhone shows it ('+7 912 345 67 89'), with no
 * separator after the last digit — so Backspace always removes a digit. Any input reads as
 * normalizePhoneInput does; 10 digits give exactly formatPhone's text.
 */
export const formatPhoneTyping = (raw: string): string => {
  const d = phoneDigitsOf(normalizePhoneInput(raw));
  const groups = [d.slice(0, 3), d.slice(3, 6), d.slice(6, 8), d.slice(8, 10)].filter(Boolean);
  return [PHONE_PREFIX, ...groups].join(' ');
};

export interface PhoneFieldProps extends Omit<TextInputProps, 'type'> {
  /**
   * Shows the number grouped while it is typed ('+7 912 345 67 89'); the form then holds the
   * grouped text and its schema drops the spaces (see settings' phoneForm).
   */
  grouped?: boolean;
}

/**
 * A TextInput that keeps its text normalised on every input. Works uncontrolled (react-hook-form's
 * `register`: the start value '+7' comes from the form's defaults) and controlled alike: the event
 * the caller's onChange receives already carries the normalised value.
 */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { onChange, grouped, ...rest },
  ref,
) {
  return (
    <TextInput
      placeholder={grouped ? '+7 XXX XXX XX XX' : '+7XXXXXXXXXX'}
      {...rest}
      ref={ref}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      onChange={(e) => {
        const el = e.currentTarget;
        const next = grouped ? formatPhoneTyping(el.value) : normalizePhoneInput(el.value);
        if (next !== el.value) el.value = next;
        onChange?.(e);
      }}
    />
  );
});
