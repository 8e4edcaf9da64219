// useShakingForm: react-hook-form with a contracts zod schema (one definition for the form and the
// server), checked on blur and on submit as portal §5 asks, every invalid field shaking once per
// refusal. A field is checked on blur once it differs from its start value, so tabbing past an
// untouched form is quiet; and not when the blur comes from pressing a button or link — the
// message appearing or going would move that button away under the pointer and swallow the click
// (Save then needed a second click); a submit checks everything anyway.
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState, type FocusEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type SubmitHandler,
} from 'react-hook-form';
import type { z } from 'zod';
import { isApiError, refusalText } from './api-client';

const actionSelector = 'button, a[href], [role="button"]';

/** The element under a pointer that is pressed now (Safari does not focus a clicked button). */
let pressed: Element | null = null;
let listening = false;
const trackPointer = () => {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('pointerdown', (e) => (pressed = e.target as Element), true);
  const release = () => setTimeout(() => (pressed = null));
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
};

/** True when focus leaves a field for a button or link (by pointer or keyboard). */
const headsForAction = (e: FocusEvent | undefined): boolean => {
  const next = (e?.relatedTarget as Element | null | undefined) ?? pressed;
  return !!next?.closest?.(actionSelector);
};

export function useShakingForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  type In = z.input<S>;
  const form = useForm<In, unknown, z.output<S>>({
    // The resolver's generics cannot follow a generic schema; the types above are the real ones.
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [shakes, setShakes] = useState<Record<string, number>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const shake = useCallback((names: readonly string[]) => {
    if (names.length === 0) return;
    setShakes((s) => {
      const next = { ...s };
      for (const n of names) next[n] = (next[n] ?? 0) + 1;
      return next;
    });
  }, []);

  trackPointer();

  const checkOnBlur = async (name: Path<In>, e?: FocusEvent) => {
    if (headsForAction(e)) return;
    const untouched = form.getValues(name) === get(defaultValues, name);
    if (untouched && !get(form.formState.errors, name)) return;
    if (!(await form.trigger(name))) shake([name]);
  };

  /** Props for a Mantine input: the registration (with the blur check) and its error. */
  const field = (name: Path<In>) => ({
    ...form.register(name, { onBlur: (e: FocusEvent) => void checkOnBlur(name, e) }),
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
  });

  /**
   * The form's onSubmit: validates everything and shakes what is invalid; else clears the last
   * refusal and calls `onValid`.
   */
  const submit = (onValid: SubmitHandler<z.output<S>>) =>
    form.handleSubmit(
      (values, event) => {
        setServerError(null);
        return onValid(values, event);
      },
      (errors) => shake(Object.keys(errors)),
    );

  /**
   * Puts the server's per-field messages (a 400 with `fields`) under the fields it names and
   * shakes them. Returns whether any field was named.
   */
  const showServerFieldErrors = (e: unknown): boolean => {
    if (!isApiError(e) || !e.fields) return false;
    const known = Object.keys(form.getValues());
    const named = Object.entries(e.fields).filter(([path]) => known.includes(path));
    for (const [path, message] of named) form.setError(path as Path<In>, { type: 'server', message });
    shake(named.map(([path]) => path));
    return named.length > 0;
  };

  /**
   * A refused call: the server's messages go under the fields they name; otherwise its text (or
   * `text` instead) goes under the form, as `serverError`, and `shakeFields` shake. No answer at
   * all reads «Ошибка сервера»; an answer without a text reads `fallback` (portal §8).
   */
  const refuse = (
    e: unknown,
    {
      shake: shakeFields = [],
      text,
      fallback,
    }: { shake?: Path<In>[]; text?: string; fallback?: string } = {},
  ) => {
    if (showServerFieldErrors(e)) return;
    setServerError(text ?? refusalText(e, fallback));
    shake(shakeFields);
  };

  return { form, field, submit, shake, shakes, showServerFieldErrors, refuse, serverError, setServerError };
}
