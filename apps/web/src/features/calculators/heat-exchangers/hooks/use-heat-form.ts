// A heat-exchanger form's state (calculators §4 «Search flow»): the form in the URL (the kit's
// useUrlFormState, so a link or a reload restores it), «Подобрать» posts it to
// /api/v1/search/{clever|rto} and polls, the last result kept while the popup closes. Errors: a
// field's own (empty once left, out of range), then after a refused «Подобрать» every rule's. A unit
// switch converts its number and is remembered so the field says from what (decision 0045).
import { formUrlMessages, heatMessages, type SearchCategory } from '@podbor/contracts';
import type { z } from 'zod';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import {
  fieldError,
  formIssues,
  formQuery,
  formRequest,
  sameRequest,
  type FormField,
  type FormSchema,
  type FormValues,
} from '../../../../lib/calculator/form-fields';
import { parseFormUrl } from '../../../../lib/calculator/parse-form-url';
import { useUrlFormState } from '../../../../lib/calculator/use-url-form-state';
import { splitResultQuery, useKeptResult } from '../../../../lib/selection/result-in-url';
import { submitSearch } from '../../../../lib/selection/submit-search';
import { EARLY_POLLS_MS } from '../../../../lib/selection/poll-request';
import {
  useSelectionRequest,
  shownFailure,
  type ShownFailure,
} from '../../../../lib/selection/use-selection-request';
import { switchFieldUnit, type UnitSwitch } from '../../../../lib/calculator/unit-switch';
import { heatUnitConvert } from '../heat-unit-switch';

export interface UseHeatFormOptions {
  schema: FormSchema;
  fields: readonly FormField[];
  category: Extract<SearchCategory, 'clever' | 'rto'>;
  href: (query?: Record<string, string | number>) => string;
}

export function useHeatForm({ schema, fields, category, href }: UseHeatFormOptions) {
  const location = useLocation();
  // The result's parameters (request, item) beside the form's (issue 33 item 3).
  const inUrl = useMemo(() => splitResultQuery(location.search), [location.search]);
  const parsed = useMemo(
    () => parseFormUrl(fields, inUrl.formSearch, { messages: formUrlMessages, schema }),
    [fields, inUrl.formSearch, schema],
  );
  const toRequest = useCallback(
    (v: FormValues) => formRequest(schema as z.ZodType<object>, fields, v),
    [fields, schema],
  );
  const requested = useMemo(() => toRequest(parsed.values), [parsed.values, toRequest]);
  const same = useCallback((a: object | null, b: object | null) => sameRequest(fields, a, b), [fields]);
  const hrefFor = useCallback((r: object) => href(formQuery(fields, r)), [fields, href]);
  const form = useUrlFormState<FormValues, object>({
    urlValues: parsed.values,
    requested,
    toRequest,
    same,
    hrefFor,
    fieldNames: useMemo(() => fields.map((f) => f.name), [fields]),
  });
  const { values, touched, setValues, leave, current } = form;

  // After a refused «Подобрать», every rule's message shows (a glycol's empty percent, 5 of 7).
  const [attempted, setAttempted] = useState(false);
  const issues = useMemo(() => formIssues(schema, fields, values), [fields, schema, values]);

  const errorOf = useCallback(
    (name: string): string | null =>
      fieldError(schema, fields, values, name, touched.has(name) || attempted, heatMessages) ??
      (attempted ? (issues.fields.get(name) ?? null) : null),
    [attempted, fields, issues, schema, touched, values],
  );

  // A design ends in a few hundred milliseconds: look early instead of at the first 1.5 s poll.
  const selection = useSelectionRequest({ earlyIntervalsMs: EARLY_POLLS_MS });
  const [failure, setFailure] = useState<ShownFailure | null>(null);
  const [lastBody, setLastBody] = useState<object | null>(null);
  // The result is the URL's request: a reload, a shared link or Back shows it again.
  const kept = useKeptResult({ inUrl, hrefFor, navigate: form.navigate });
  const { clear, keep } = kept;

  const run = useCallback(
    (body: object) => {
      setLastBody(body);
      setFailure(null);
      clear(body);
      void selection
        .run((signal) => submitSearch(category, body, signal))
        .then((r) => {
          if (r) keep(r, body);
        });
    },
    [category, clear, keep, selection],
  );
  const result = requested ? kept.record : null;

  /** «Подобрать»: the form goes to the URL and, when it is complete and right, to the server. */
  const select = useCallback(() => {
    form.submit();
    setAttempted(true);
    const body = toRequest(current());
    if (body) run(body);
  }, [current, form, run, toRequest]);

  // A failure stays in the results panel until the next selection.
  const failed = shownFailure(selection, failure);
  if (failed !== failure) setFailure(failed);

  /** Sets one field (and whatever it clears or sets, §4) as typed, or as a choice (`commit`). */
  const set = useCallback(
    (patch: FormValues, commit: boolean) => setValues({ ...current(), ...patch }, commit),
    [current, setValues],
  );

  // The last unit switch of each field with a unit selector (Q, R1, R2, G1, G2).
  const [switches, setSwitches] = useState<Readonly<Record<string, UnitSwitch | null>>>({});
  /** The unit of `name` switched from `from` to `to`: its number converted, the switch remembered. */
  const switchUnit = useCallback(
    (name: string, unitField: string, from: string, to: string, decimals: number) => {
      const values = current();
      const value = typeof values[name] === 'number' ? values[name] : null;
      const next = switchFieldUnit(
        value,
        from,
        to,
        heatUnitConvert(name, values),
        decimals,
        switches[name] ?? null,
      );
      setSwitches((s) => ({ ...s, [name]: next.last }));
      setValues({ ...values, [unitField]: to, [name]: next.value }, true);
    },
    [current, setValues, switches],
  );

  return {
    values,
    set,
    switches,
    switchUnit,
    leave,
    errorOf,
    formErrors: attempted ? issues.form : [],
    urlProblems: parsed.problems,
    select,
    busy: selection.phase === 'loading',
    cancel: selection.cancel,
    retry: () => (lastBody ? run(lastBody) : undefined),
    result,
    /** The form no longer asks for what the result answers (typed since, or not valid). */
    stale: result !== null && !same(toRequest(values), requested),
    resultLoading: kept.loading,
    resultError: kept.error,
    viewing: kept.viewing,
    view: kept.view,
    failure: result ? null : failure,
  };
}
