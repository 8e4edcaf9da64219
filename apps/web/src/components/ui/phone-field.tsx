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
 * A TextInput that keeps its text normalised on every input. Works uncontrolled (react-hook-form's
 * `register`: the start value '+7' comes from the form's defaults) and controlled alike: the event
 * the caller's onChange receives already carries the normalised value.
 */
export const PhoneField = forwardRef<HTMLInputElement, Omit<TextInputProps, 'type'>>(function PhoneField(
  { onChange, ...rest },
  ref,
) {
  return (
    <TextInput
      placeholder="+7XXXXXXXXXX"
      {...rest}
      ref={ref}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      onChange={(e) => {
        const el = e.currentTarget;
        const next = normalizePhoneInput(el.value);
        if (next !== el.value) el.value = next;
        onChange?.(e);
      }}
    />
  );
});
