// The station form's state (calculators §3, §4, §5): the form in the URL (the kit's useUrlFormState,
// so a link or a reload restores it), §4's rules on the group, the model tab and the series, and
// «Подобрать» → POST /api/v1/search/station → polling, the last result kept while the popup closes.
// A number's refusal is the spec's «Выберите корректный параметр для …» with its range and unit.
import {
  formUrlMessages,
  stationFields,
  stationForm,
  stationRangeMessage,
  stationTypeInfo,
  type RequestStatus,
  type StationForm,
  type StationGroup,
  type StationNumberField,
  type StationTypeCode,
} from '@podbor/contracts';
import type { z } from 'zod';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../../config/paths';
import {
  crossFieldIssues,
  defineFormFields,
  formIssues,
  formQuery,
  formRequest,
  sameRequest,
  type FormSchema,
  type FormValues,
} from '../../../../lib/calculator/form-fields';
import { parseFormUrl } from '../../../../lib/calculator/parse-form-url';
import { useUrlFormState } from '../../../../lib/calculator/use-url-form-state';
import { submitSearch } from '../../../../lib/selection/submit-search';
import { useSelectionRequest } from '../../../../lib/selection/use-selection-request';

const schema = stationForm as unknown as FormSchema;

/** The station form's fields from its schema (types, series, pump counts with their defaults). */
export const stationFormFields = defineFormFields(schema);

const numberNames = Object.keys(stationFields) as StationNumberField[];
const isNumberName = (name: string): name is StationNumberField => name in stationFields;

/** The type code of the values (WRP-A when the URL gave none that reads). */
export const typeOf = (values: FormValues): StationTypeCode => {
  const v = values.station_type;
  return typeof v === 'number' && v in stationTypeInfo ? (v as StationTypeCode) : 0;
};

/**
 * §4 and §5 on a model tab: WRP-A ECO forces EVP; WRP-F and WRP-F basic allow EVR or EVP (the
 * chosen one stays when allowed); any other tab forces EVR. The working pumps stay within the
 * type's count (1–2; 1–3 for WRP-A ECO); the reserve is 1.
 */
export function applyType(values: FormValues, type: StationTypeCode): FormValues {
  const info = stationTypeInfo[type];
  const series =
    typeof values.series === 'string' && (info.series as readonly string[]).includes(values.series)
      ? values.series
      : info.series[0]!;
  const pumps = typeof values.current_pumps === 'number' ? values.current_pumps : 1;
  return {
    ...values,
    station_type: type,
    series,
    current_pumps: Math.min(Math.max(pumps, 1), info.maxWorkingPumps),
    additional_pumps: 1,
  };
}

/** §4: a group change resets the model to WRP-A (ХВС) or WRP-F (пожаротушение) and sets the series. */
export function applyGroup(values: FormValues, group: StationGroup): FormValues {
  const type: StationTypeCode = group === 'fire' ? 3 : 0;
  return applyType({ ...values, series: stationTypeInfo[type].series[0]! }, type);
}

/**
 * A field's message or null: a number empty (once left) or refused by the schema gets the spec's
 * range message; then the rules across fields (pressure above the inlet, the series of the type).
 */
export function stationFieldError(values: FormValues, name: string, shown: boolean): string | null {
  const value = values[name] ?? null;
  if (isNumberName(name)) {
    if (value === null) return shown ? stationRangeMessage(name) : null;
    const field = stationForm.shape[name] as unknown as z.ZodType;
    if (!field.safeParse(value).success) return stationRangeMessage(name);
  }
  return crossFieldIssues(schema, stationFormFields, values).get(name) ?? null;
}

const toRequest = (v: FormValues): StationForm | null =>
  formRequest(stationForm as unknown as z.ZodType<StationForm>, stationFormFields, v);

export function useStationForm() {
  const location = useLocation();
  const parsed = useMemo(
    () => parseFormUrl(stationFormFields, location.search, { messages: formUrlMessages, schema }),
    [location.search],
  );
  const requested = useMemo(() => toRequest(parsed.values), [parsed.values]);
  const form = useUrlFormState<FormValues, StationForm>({
    urlValues: parsed.values,
    requested,
    toRequest,
    same: useCallback(
      (a: StationForm | null, b: StationForm | null) => sameRequest(stationFormFields, a, b),
      [],
    ),
    hrefFor: useCallback(
      (r: StationForm) => paths.calculators.station.getHref(formQuery(stationFormFields, r)),
      [],
    ),
    fieldNames: useMemo(() => stationFormFields.map((f) => f.name), []),
  });
  const { values, touched, setValues, leave, current } = form;

  const [attempted, setAttempted] = useState(false);
  const issues = useMemo(() => formIssues(schema, stationFormFields, values), [values]);
  const errorOf = useCallback(
    (name: string): string | null =>
      stationFieldError(values, name, touched.has(name) || attempted) ??
      (attempted && !isNumberName(name) ? (issues.fields.get(name) ?? null) : null),
    [attempted, issues, touched, values],
  );

  const selection = useSelectionRequest();
  const [result, setResult] = useState<{ status: RequestStatus; form: StationForm } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [lastBody, setLastBody] = useState<StationForm | null>(null);

  const run = useCallback(
    (body: StationForm) => {
      setLastBody(body);
      setResult(null);
      setFailure(null);
      void selection
        .run((signal) => submitSearch('station', body, signal))
        .then((r) => {
          if (r) setResult({ status: r, form: body });
        });
    },
    [selection],
  );

  /** «Подобрать»: the form goes to the URL and, when it is complete and right, to the server. */
  const select = useCallback(() => {
    form.submit();
    setAttempted(true);
    const body = toRequest(current());
    if (body) run(body);
  }, [current, form, run]);

  const failed = selection.phase === 'error' ? (selection.error?.message ?? null) : null;
  if (failed !== null && failed !== failure) setFailure(failed);

  /** Sets fields as typed (`commit` false) or as a choice made (`commit` true). */
  const set = useCallback(
    (patch: FormValues, commit: boolean) => setValues({ ...current(), ...patch }, commit),
    [current, setValues],
  );
  const type = typeOf(values);

  return {
    values,
    type,
    info: stationTypeInfo[type],
    set,
    /** A model tab (§4). */
    setType: (t: StationTypeCode) => setValues(applyType(current(), t), true),
    /** The radio ХВС / пожаротушение (§4). */
    setGroup: (g: StationGroup) => setValues(applyGroup(current(), g), true),
    leave,
    errorOf,
    numberNames,
    urlProblems: parsed.problems,
    select,
    busy: selection.phase === 'loading',
    phase: selection.phase,
    errorMessage: selection.error?.message ?? null,
    closePopup: selection.cancel,
    retry: () => (lastBody ? run(lastBody) : undefined),
    viewResults: selection.reset,
    result,
    failure: result ? null : failure,
  };
}

export type StationFormState = ReturnType<typeof useStationForm>;
