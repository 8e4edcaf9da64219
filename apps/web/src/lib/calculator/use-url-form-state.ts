// A calculator form whose last request lives in the URL (so a link or a reload gives the same page)
// while the draft follows the keyboard: a complete draft that differs from the last request is
// written to the URL (replacing, not pushing) after a pause in typing, or at once on a commit.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { FormValues } from './form-fields';

/** Calculators §9: re-selection delay after the last keystroke. */
export const RESELECT_DELAY_MS = 900;

export interface UseUrlFormStateOptions<V extends FormValues, R> {
  /** The form as the current URL holds it (the page parses it, e.g. with parseFormUrl). */
  urlValues: V;
  /** The request the URL asks for; null when it asks for none. */
  requested: R | null;
  /** The request of a complete, valid draft; null otherwise. */
  toRequest: (values: V) => R | null;
  same: (a: R | null, b: R | null) => boolean;
  /** The page's URL for a request (its own path parts included). */
  hrefFor: (request: R) => string;
  /** Fields flagged when the user asks to select (Enter): their emptiness then shows. */
  fieldNames: readonly string[];
  delayMs?: number;
}

const searchOf = (href: string) => {
  const i = href.indexOf('?');
  return i < 0 ? '' : href.slice(i);
};

export function useUrlFormState<V extends FormValues, R>({
  urlValues,
  requested,
  toRequest,
  same,
  hrefFor,
  fieldNames,
  delayMs = RESELECT_DELAY_MS,
}: UseUrlFormStateOptions<V, R>) {
  const location = useLocation();
  const navigateTo = useNavigate();
  const [values, setValuesState] = useState<V>(urlValues);
  const valuesRef = useRef(values);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  // The query string this page wrote last: a different one came from outside (Back, a pasted link)
  // and replaces the draft. After that, until the page writes again, every change is from outside
  // (Back to the first URL included).
  const [ownSearch, setOwnSearch] = useState<string | null>(location.search);
  const [seenSearch, setSeenSearch] = useState(location.search);
  if (seenSearch !== location.search) {
    setSeenSearch(location.search);
    if (location.search !== ownSearch) {
      setValuesState(urlValues);
      setOwnSearch(null);
    }
  }
  // The handlers read the draft through a ref: a field's blur comes right after its last change,
  // before React has rendered it.
  useEffect(() => {
    valuesRef.current = values;
  }, [values]);

  /** Navigates within the page, remembering the query string as the page's own. */
  const navigate = useCallback(
    (href: string, replace: boolean, state?: unknown) => {
      setOwnSearch(searchOf(href));
      void navigateTo(href, { replace, state });
    },
    [navigateTo],
  );

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Writes the draft's request to the URL if it is complete, valid and not the last request. */
  const selectNow = useCallback(
    (v: V) => {
      clearTimeout(timer.current);
      const request = toRequest(v);
      if (request !== null && !same(request, requested)) navigate(hrefFor(request), true);
    },
    [hrefFor, navigate, requested, same, toRequest],
  );

  /** A typed change (`commit` false: selected after the pause) or a choice made (`commit` true). */
  const setValues = useCallback(
    (next: V, commit: boolean) => {
      valuesRef.current = next;
      setValuesState(next);
      clearTimeout(timer.current);
      if (commit) selectNow(next);
      else timer.current = setTimeout(() => selectNow(valuesRef.current), delayMs);
    },
    [delayMs, selectNow],
  );

  /** A field was left: its emptiness shows, and the draft is selected at once. */
  const leave = useCallback(
    (field: string) => {
      setTouched((s) => (s.has(field) ? s : new Set([...s, field])));
      selectNow(valuesRef.current);
    },
    [selectNow],
  );

  /** Enter: every field's emptiness shows, and the draft is selected at once. */
  const submit = useCallback(() => {
    setTouched(new Set(fieldNames));
    selectNow(valuesRef.current);
  }, [fieldNames, selectNow]);

  const current = useCallback(() => valuesRef.current, []);

  return { values, touched, setValues, leave, submit, navigate, current };
}
