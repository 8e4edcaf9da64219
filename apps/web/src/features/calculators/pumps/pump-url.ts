// The pump page's URL (calculators §2, §5 "URL checks"): /aquastrong/{seriesId}/{pumpId}?units&Q&H&H0
// [&pcnt&BoxType] read into the form with one 'Неверная ссылка: …' message per problem, and written back:
// the calculator kit's parseFormUrl over the fields of the contracts' pumpForm with the series' ranges.
import {
  barToFormHead,
  formFlowToM3s,
  formHeadToBar,
  m3sToFormFlow,
  type KilogramsPerCubicMetre,
} from '@podbor/engineering/units';
import {
  waterDensityForRanges,
  pumpFlowRange,
  pumpForm,
  pumpHeadRange,
  pumpFormDefaults,
  pumpMessages,
  pumpRanges,
  pumpUrlMessages as m,
  type PumpBoxType,
  type PumpFilterField,
  type PumpForm,
  type PumpHeadUnits,
  type PumpSeriesFilter,
  type PumpQueryParam,
  type PumpUnits,
} from '@podbor/contracts';
import {
  defineFormFields,
  formQuery,
  formRequest,
  initialValues,
  sameRequest as sameFormRequest,
  type FormField,
  type FormValues,
} from '../../../lib/calculator/form-fields';
import { parseFormUrl } from '../../../lib/calculator/parse-form-url';
import { switchFieldUnit } from '../../../lib/calculator/unit-switch';

interface Range {
  min: number;
  max: number;
}

/**
 * The form as a series offers it (its filter list, GET filter/{seriesId}): whether pump count and control
 * type exist (has_count, has_control), the ranges, and the defaults of the two choices.
 */
export interface PumpFormOptions {
  hasCount: boolean;
  hasControl: boolean;
  /** Q's range in m³/h: flowRangeOf gives it in the form's units. */
  ranges: { Q: Range; H: Range; H0: Range; pcnt: Range };
  defaults: { pcnt: number; BoxType: PumpBoxType };
  /** What one pump of the series covers at rated speed (Q in m³/h, head in bar); null if unknown. */
  coverage: PumpSeriesFilter['coverage'] | null;
}

/** Q's range in the flow units chosen: the series' (the spec's) m³/h range, converted for l/s. */
export const flowRangeOf = (options: PumpFormOptions, units: PumpUnits): Range =>
  pumpFlowRange(units, options.ranges.Q);

/**
 * H's or H0's range in the head units chosen: the series' (the spec's) bar range, converted for m at
 * the water's temperature T (absent: 20 °C).
 */
export const headRangeOf = (
  options: PumpFormOptions,
  field: 'H' | 'H0',
  hunits: PumpHeadUnits,
  temperature?: number | null,
): Range => pumpHeadRange(hunits, options.ranges[field], temperature ?? undefined);

const headUnitsOf = (values: FormValues): PumpHeadUnits => (values.hunits === 'm' ? 'm' : 'bar');
const temperatureOf = (values: FormValues): number | undefined =>
  typeof values.T === 'number' ? values.T : undefined;

const rangeOf = (field: PumpFilterField | undefined, fallback: Range): Range => ({
  min: field?.min ?? fallback.min,
  max: field?.max ?? fallback.max,
});

/** The options of a series' filter list; ranges the list leaves out are the spec's (§5 Ranges). */
export function formOptionsOf(filter: PumpSeriesFilter): PumpFormOptions {
  const field = (name: PumpFilterField['name']) => filter.fields.find((f) => f.name === name);
  const pcnt = field('pcnt');
  const boxType = field('BoxType');
  return {
    hasCount: pcnt !== undefined,
    hasControl: boxType !== undefined,
    ranges: {
      Q: rangeOf(field('Q'), pumpRanges.Q),
      H: rangeOf(field('H'), pumpRanges.H),
      H0: rangeOf(field('H0'), pumpRanges.H0),
      pcnt: rangeOf(pcnt, pumpRanges.pcnt),
    },
    defaults: {
      pcnt: typeof pcnt?.default === 'number' ? pcnt.default : 1,
      // With frequency control where the series offers it: what the option is for (engine default).
      BoxType: boxType?.default === 2 ? 2 : 0,
    },
    coverage: filter.coverage ?? null,
  };
}

/** The form as typed: empty fields are null. pcnt/BoxType are null where the series has no choice. */
export type PumpDraft = {
  units: PumpUnits;
  Q: number | null;
  /** Head units of H and H0: bar (the spec's default) or m вод. ст. */
  hunits: PumpHeadUnits;
  H: number | null;
  H0: number | null;
  pcnt: number | null;
  BoxType: PumpBoxType | null;
  /** Water temperature [°C]; empty (null or absent) = 20 °C. The optional fields below may be absent. */
  T?: number | null;
  /** NPSH available [m], or the inlet pressure `pin` [bar, gauge]; both empty = not checked. */
  NPSHa?: number | null;
  pin?: number | null;
  /** Electricity tariff [₽/kWh]; empty = the default 8 ₽/kWh (decision 0042). */
  price?: number | null;
  years?: number | null;
  /** Hours a year at 100/75/50/25 % of the duty flow; empty = the example profile's. */
  h100?: number | null;
  h75?: number | null;
  h50?: number | null;
  h25?: number | null;
};

export interface ParsedPumpUrl {
  seriesId: number | null;
  pumpId: number | null;
  /** Every value that passed its check; the rest keep their defaults. */
  draft: PumpDraft;
  /** The selection the URL asks for: present only for a complete URL without errors. */
  request: PumpForm | null;
  errors: string[];
}

/** Every field of the pump form as the contracts define it (the request body's shape). */
const allFields = defineFormFields(pumpForm);

/**
 * The pump form's fields for a series: the schema's, with the series' ranges and defaults; pump
 * count and control type only where the series offers them. An empty duty field is sent as the
 * spec's default (Q, H 1; H0 0) when the rule across fields (H above H0) is checked.
 */
export function pumpFieldsOf(options: PumpFormOptions): FormField[] {
  const { ranges } = options;
  return defineFormFields(pumpForm, {
    units: { invalidUrl: m.units },
    Q: {
      ...ranges.Q,
      rangeFor: (values) => flowRangeOf(options, values.units === 'l' ? 'l' : 'm'),
      fallback: pumpFormDefaults.Q,
    },
    // Absent from the URL and the body when bar (the default): `hunits=m` only when metres are chosen.
    hunits: { initial: 'bar', invalidUrl: m.hunits },
    H: {
      ...ranges.H,
      rangeFor: (values) => headRangeOf(options, 'H', headUnitsOf(values), temperatureOf(values)),
      // The spec's «missing H is sent as 1» is 1 bar: in metres the same head.
      fallback: pumpFormDefaults.H,
    },
    H0: {
      ...ranges.H0,
      rangeFor: (values) => headRangeOf(options, 'H0', headUnitsOf(values), temperatureOf(values)),
      fallback: pumpFormDefaults.H0,
    },
    pcnt: options.hasCount ? { ...ranges.pcnt, initial: options.defaults.pcnt } : null,
    BoxType: options.hasControl ? { initial: options.defaults.BoxType, invalidUrl: m.boxType } : null,
  });
}

/** Series options that decide which query parameters exist. */
export const allowedParams = (options: PumpFormOptions): PumpQueryParam[] =>
  pumpFieldsOf(options).map((f) => f.name as PumpQueryParam);

const noDraft: PumpDraft = {
  units: 'm',
  Q: null,
  hunits: 'bar',
  H: null,
  H0: null,
  pcnt: null,
  BoxType: null,
};
/** The optional fields of decision 0031: left out of a draft while empty, so a draft reads as before them. */
const optionalFields = ['T', 'NPSHa', 'pin', 'price', 'years', 'h100', 'h75', 'h50', 'h25'] as const;
const asDraft = (values: FormValues): PumpDraft => {
  const draft: Record<string, unknown> = { ...noDraft, ...values };
  for (const name of optionalFields) if (draft[name] === null) delete draft[name];
  return draft as PumpDraft;
};

/** A new form: units m (calculators §9), empty duty, one pump, frequency control where offered. */
export const emptyDraft = (options: PumpFormOptions): PumpDraft =>
  asDraft(initialValues(pumpFieldsOf(options)));

const integerText = /^\d+$/;

/** A path segment that must be a non-negative integer id; `undefined` (absent) is null, no error. */
const parseId = (name: string, raw: string | undefined, errors: string[]): number | null => {
  if (raw === undefined) return null;
  if (!integerText.test(raw) || !Number.isSafeInteger(Number(raw))) {
    errors.push(m.notNonNegativeInteger(name, raw));
    return null;
  }
  return Number(raw);
};

/** The series of the page as the URL check needs it: its name and the ids of its models. */
export interface PumpUrlSeries {
  name: string;
  modelIds: ReadonlySet<number>;
}

/**
 * Reads the route params and query string. `options` are the series' choices; pcnt and BoxType are
 * unknown parameters for a series that does not offer them. A pump id that is not a number, or
 * (with `series`) not one of its models — another series' pump, or none at all — is a URL problem
 * too: no pump is shown, and the duty, if right, is still selected.
 */
export function parsePumpUrl(
  params: { seriesId?: string | undefined; pumpId?: string | undefined },
  search: string,
  options: PumpFormOptions,
  series?: PumpUrlSeries,
): ParsedPumpUrl {
  const errors: string[] = [];
  const seriesId = parseId('seriesId', params.seriesId, errors);
  // A bad pump id spoils only the tab: the duty, if right, is still selected.
  const pumpErrors: string[] = [];
  let pumpId = parseId('pumpId', params.pumpId, pumpErrors);
  if (pumpId !== null && series && !series.modelIds.has(pumpId)) {
    pumpErrors.push(m.pumpNotInSeries(params.pumpId!, series.name));
    pumpId = null;
  }
  const form = parseFormUrl(pumpFieldsOf(options), search, {
    messages: m,
    schema: pumpForm,
    ruleMessages: { [pumpMessages.headAboveStatic]: m.headAboveStatic },
  });
  errors.push(...form.problems);
  const draft = asDraft(form.values);
  const request = errors.length === 0 ? toRequest(draft) : null;
  return { seriesId, pumpId, draft, request, errors: [...pumpErrors, ...errors] };
}

/**
 * The request body for a complete, valid draft; null while a field is empty or a rule fails. Bar is
 * the default head unit and is left out, so a bar duty's body and URL read as before metres existed.
 */
export const toRequest = (draft: PumpDraft): PumpForm | null => {
  const request = formRequest(pumpForm, allFields, draft);
  if (request === null || request.hunits !== 'bar') return request;
  const { hunits: _bar, ...inBar } = request;
  return inBar;
};

/** The query string of a request, parameters in the spec's order (units, Q, H, H0, pcnt, BoxType). */
export const pumpQuery = (request: PumpForm | null): Record<string, string | number> | undefined =>
  formQuery(allFields, request);

/** Two requests are the same selection (the «differs from the last request» rule of §4). */
export const sameRequest = (a: PumpForm | null, b: PumpForm | null): boolean =>
  sameFormRequest(allFields, a, b);

/** The last switch of flow units: the flow before it and what it became, to undo it exactly. */
export interface FlowUnitSwitch {
  from: PumpUnits;
  Q: number;
  converted: number;
}

/** The Q field's precision (its NumberField's decimals). */
const FLOW_DECIMALS = 2;

/**
 * The draft in other flow units: the same flow, its number converted (m³/h ↔ l/s), to the field's
 * two decimals, out of range or not (the field then says so). Switching straight back restores the
 * number typed, not a twice-rounded one. Answers the new draft and the switch to remember.
 */
export function switchFlowUnits(
  draft: PumpDraft,
  units: PumpUnits,
  last: FlowUnitSwitch | null,
): { draft: PumpDraft; last: FlowUnitSwitch | null } {
  if (draft.units === units) return { draft, last };
  const convert = (v: number, from: PumpUnits, to: PumpUnits) => m3sToFormFlow(formFlowToM3s(v, from), to);
  const memo = last && { from: last.from, typed: last.Q, to: draft.units, converted: last.converted };
  const next = switchFieldUnit(draft.Q, draft.units, units, convert, FLOW_DECIMALS, memo);
  return {
    draft: { ...draft, units, Q: next.value },
    last: next.last && { from: next.last.from, Q: next.last.typed, converted: next.last.converted },
  };
}

/** The last switch of head units: H and H0 before it and what they became, to undo it exactly. */
export interface HeadUnitSwitch {
  from: PumpHeadUnits;
  H: number | null;
  H0: number | null;
  converted: { H: number | null; H0: number | null };
}

/** The H and H0 fields' precision (their NumberFields' decimals). */
const HEAD_DECIMALS = 2;

/**
 * The draft in other head units: the same heads, H and H0 converted (bar ↔ m of head, 1 bar =
 * 10.2155 m at 20 °C, with the density at the form's T), to the fields' two decimals, out of range or not (the field then says so). Switching
 * straight back restores the numbers typed. Answers the new draft and the switch to remember (the
 * form says next to each converted field what it was).
 */
export function switchHeadUnits(
  draft: PumpDraft,
  hunits: PumpHeadUnits,
  last: HeadUnitSwitch | null,
): { draft: PumpDraft; last: HeadUnitSwitch | null } {
  if (draft.hunits === hunits) return { draft, last };
  // At the water's temperature: the contracts' IF97 table (the answer carries the engine's exact figure).
  const rho = waterDensityForRanges(draft.T ?? undefined) as KilogramsPerCubicMetre;
  const convert = (v: number, from: PumpHeadUnits, to: PumpHeadUnits) =>
    barToFormHead(formHeadToBar(v, from, rho), to, rho);
  // Straight back only when neither head was edited since the switch: both return as typed.
  const back =
    last !== null && last.from === hunits && last.converted.H === draft.H && last.converted.H0 === draft.H0;
  const one = (name: 'H' | 'H0') => {
    const typed = last?.[name];
    const memo =
      back && typed !== null && typed !== undefined
        ? { from: last.from, typed, to: draft.hunits, converted: last.converted[name]! }
        : null;
    return switchFieldUnit(draft[name], draft.hunits, hunits, convert, HEAD_DECIMALS, memo).value;
  };
  const H = one('H');
  const H0 = one('H0');
  return {
    draft: { ...draft, hunits, H, H0 },
    last: { from: draft.hunits, H: draft.H, H0: draft.H0, converted: { H, H0 } },
  };
}
