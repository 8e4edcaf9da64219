// The station form's state (calculators §3, §4, §5): the form in the URL (the kit's useUrlFormState,
// so a link or a reload restores it), §4's rules on the group, the model tab and the series, and
// «Подобрать» → POST /api/v1/search/station → polling, the last result kept while the popup closes.
// A number's refusal is the spec's «Выберите корректный параметр для …» with its range and unit.
import {
  formUrlMessages,
  stationBuildingFieldNames,
  stationBuildingFields,
  stationBuildingInput,
  stationBuildingRangeMessage,
  stationFields,
  stationForm,
  stationMessages,
  stationProfileFieldNames,
  stationRangeMessage,
  stationTypeInfo,
  type StationBuildingNumberField,
  type StationForm,
  type StationGroup,
  type StationNumberField,
  type StationTypeCode,
} from '@podbor/contracts';
import type { z } from 'zod';
import {
  SP30_DEFAULTS,
  WaterSupplyRangeError,
  boosterDutyFromBuilding,
  type BuildingDuty,
  type BuildingInput,
} from '@podbor/engineering/water-supply';
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
import { splitResultQuery, useKeptResult } from '../../../../lib/selection/result-in-url';
import { submitSearch } from '../../../../lib/selection/submit-search';
import {
  useSelectionRequest,
  shownFailure,
  type ShownFailure,
} from '../../../../lib/selection/use-selection-request';

const schema = stationForm as unknown as FormSchema;

/** The station form's fields from its schema (types, series, pump counts with their defaults). */
export const stationFormFields = defineFormFields(schema);

const numberNames = Object.keys(stationFields) as StationNumberField[];
const isNumberName = (name: string): name is StationNumberField => name in stationFields;

const isBuildingNumber = (name: string): name is StationBuildingNumberField => name in stationBuildingFields;

/** The form has a building (any of its fields): the duty is derived from it (СП 30.13330.2020). */
export const hasBuilding = (values: FormValues): boolean =>
  stationBuildingFieldNames.some((n) => (values[n] ?? null) !== null);

/** The building's duty with every step, or null while the building is incomplete or out of the tables. */
export function buildingDutyOf(values: FormValues): BuildingDuty | null {
  const building = stationBuildingInput(values);
  if (!building) return null;
  try {
    return boosterDutyFromBuilding(building as unknown as BuildingInput);
  } catch (e) {
    if (e instanceof WaterSupplyRangeError) return null;
    throw e;
  }
}

/** The values with the flow and outlet pressure the building gives (empty while it gives none). */
export function withBuildingDuty(values: FormValues): FormValues {
  if (!hasBuilding(values)) return values;
  const duty = buildingDutyOf(values);
  return { ...values, consumption: duty?.flowM3h ?? null, pressure: duty?.requiredHead ?? null };
}

/** A new building: the norm's defaults for the water (q0, q_hr,u) and a usual storey; the rest to type. */
export function startBuilding(values: FormValues): FormValues {
  const water = 'total' as const;
  return withBuildingDuty({
    ...values,
    building_floors: null,
    building_floor_height: 3,
    building_base_height: 3,
    building_fixture_height: 1,
    building_apartments: null,
    building_residents: 3,
    building_fixtures: 4,
    building_water: water,
    building_q0: SP30_DEFAULTS[water].q0,
    building_qhru: SP30_DEFAULTS[water].qHrU,
    building_losses: null,
  });
}

/** The form without its building: the flow and the pressure are typed again. */
export const stopBuilding = (values: FormValues): FormValues => ({
  ...values,
  ...Object.fromEntries(stationBuildingFieldNames.map((n) => [n, null])),
});

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
  if ((stationProfileFieldNames as readonly string[]).includes(name) && value !== null) {
    const field = stationForm.shape[name as keyof typeof stationForm.shape] as unknown as z.ZodType;
    const r = field.safeParse(value);
    if (!r.success) return r.error.issues[0]?.message ?? null;
  }
  if (isBuildingNumber(name)) {
    if (value === null) return shown && hasBuilding(values) ? stationMessages.buildingIncomplete : null;
    const field = stationForm.shape[name] as unknown as z.ZodType;
    if (!field.safeParse(value).success) return stationBuildingRangeMessage(name);
  }
  return crossFieldIssues(schema, stationFormFields, values).get(name) ?? null;
}

const toRequest = (v: FormValues): StationForm | null =>
  formRequest(stationForm as unknown as z.ZodType<StationForm>, stationFormFields, v);

const hrefFor = (r: StationForm) => paths.calculators.station.getHref(formQuery(stationFormFields, r));
const sameStation = (a: StationForm | null, b: StationForm | null) => sameRequest(stationFormFields, a, b);

export function useStationForm() {
  const location = useLocation();
  // The result's parameters (request, item) beside the form's (issue 33 item 3).
  const inUrl = useMemo(() => splitResultQuery(location.search), [location.search]);
  const parsed = useMemo(
    () => parseFormUrl(stationFormFields, inUrl.formSearch, { messages: formUrlMessages, schema }),
    [inUrl.formSearch],
  );
  const requested = useMemo(() => toRequest(parsed.values), [parsed.values]);
  const form = useUrlFormState<FormValues, StationForm>({
    urlValues: parsed.values,
    requested,
    toRequest,
    same: sameStation,
    hrefFor,
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
  const [failure, setFailure] = useState<ShownFailure | null>(null);
  const [lastBody, setLastBody] = useState<StationForm | null>(null);
  // The result is the URL's request: a reload, a shared link or Back shows it again.
  const kept = useKeptResult({ inUrl, hrefFor, navigate: form.navigate });
  const { clear, keep } = kept;

  const run = useCallback(
    (body: StationForm) => {
      setLastBody(body);
      setFailure(null);
      clear(body);
      void selection
        .run((signal) => submitSearch('station', body, signal))
        .then((r) => {
          if (r) keep(r, body);
        });
    },
    [clear, keep, selection],
  );

  const result = kept.record && requested ? { status: kept.record, form: requested } : null;
  // The form no longer asks for what the result answers (typed since, or not valid): it is stale.
  const stale = result !== null && !sameStation(toRequest(values), requested);

  /** «Подобрать»: the form goes to the URL and, when it is complete and right, to the server. */
  const select = useCallback(() => {
    form.submit();
    setAttempted(true);
    const body = toRequest(current());
    if (body) run(body);
  }, [current, form, run]);

  const failed = shownFailure(selection, failure);
  if (failed !== failure) setFailure(failed);

  /** Sets fields as typed (`commit` false) or as a choice made (`commit` true); a building's duty follows it. */
  const set = useCallback(
    (patch: FormValues, commit: boolean) => setValues(withBuildingDuty({ ...current(), ...patch }), commit),
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
    /** The radio ХВС / пожаротушение (§4); a fire set has no building. */
    setGroup: (g: StationGroup) =>
      setValues(applyGroup(g === 'fire' ? stopBuilding(current()) : current(), g), true),
    /** The duty typed, or derived from the building (СП 30.13330.2020). */
    building: hasBuilding(values),
    buildingDuty: buildingDutyOf(values),
    setBuilding: (on: boolean) => setValues(on ? startBuilding(current()) : stopBuilding(current()), true),
    /** The water through the set: its q0 and q_hr,u defaults follow. */
    setBuildingWater: (water: 'total' | 'cold') =>
      setValues(
        withBuildingDuty({
          ...current(),
          building_water: water,
          building_q0: SP30_DEFAULTS[water].q0,
          building_qhru: SP30_DEFAULTS[water].qHrU,
        }),
        true,
      ),
    leave,
    errorOf,
    numberNames,
    urlProblems: parsed.problems,
    select,
    busy: selection.phase === 'loading',
    phase: selection.phase,
    errorMessage: selection.error?.message ?? null,
    /** The popup's failure is the engine's refusal of the duty (an answer, not an error). */
    refused: selection.error?.kind === 'refused',
    closePopup: selection.cancel,
    retry: () => (lastBody ? run(lastBody) : undefined),
    viewResults: selection.reset,
    result,
    stale,
    /** The URL's request is being read (a reload, a link), or could not be. */
    resultLoading: kept.loading,
    resultError: kept.error,
    viewing: kept.viewing,
    view: kept.view,
    failure: result ? null : failure,
  };
}

export type StationFormState = ReturnType<typeof useStationForm>;
