// The pump catalogue as the calls show it (calculators §3): series and pump records, a series'
// model range at rated speed, and the filter list of fields a series offers.
import { z } from 'zod';
import { pumpWorkingPoint } from './pump-figures';

/** Calculators §3 "Series record", plus whether its data is illustrative (and the note to show). */
export const pumpSeriesRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Which power the power chart shows, e.g. 'P2'. */
  P_CurveName: z.string(),
  has_control: z.boolean(),
  has_count: z.boolean(),
  illustrative: z.boolean(),
  note: z.string().nullable(),
});
export type PumpSeriesRecord = z.infer<typeof pumpSeriesRecord>;

export const pumpParam = z.object({ name: z.string(), value: z.union([z.string(), z.number()]) });
export const pumpParamGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  params: z.array(pumpParam),
});
export type PumpParamGroup = z.infer<typeof pumpParamGroup>;

/**
 * Calculators §3 "Pump record". `files`: name → download path (HQc.png, Powerc.png, Image.jpg and
 * a pdf or html); `delta.x_work` is null where no duty point was given.
 */
export const pumpRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  article: z.string(),
  /** [V]. */
  voltage: z.number(),
  /** Motor power [kW]. */
  power: z.number(),
  files: z.record(z.string(), z.string()),
  paramGroups: z.array(pumpParamGroup),
  delta: z.object({ x_work: pumpWorkingPoint.nullable() }),
});
export type PumpRecord = z.infer<typeof pumpRecord>;

/** Catalogue flow range at rated speed [m³/h] and the head over it [bar] (pMax at Qmin, pMin at Qmax). */
export const pumpRatedRange = z.object({
  Qmin: z.number(),
  Qmax: z.number(),
  pMin: z.number(),
  pMax: z.number(),
});

/**
 * A model of a series as the page lists it when no pump is chosen: identity, motor, and its key
 * hydraulic figures at rated speed. Flow in m³/h, head in bar (and m), whatever the form's units.
 */
export const pumpModelSummary = pumpRecord
  .pick({ id: true, name: true, article: true, voltage: true, power: true })
  .extend({
    stages: z.number().int(),
    /** Rated speed [rpm]. */
    ratedSpeed: z.number(),
    /** [kg]. */
    weight: z.number(),
    /** Best-efficiency point at rated speed: Q [m³/h], p [bar], H [m], eff [%]. */
    bep: z.object({ Q: z.number(), p: z.number(), H: z.number(), eff: z.number() }),
    range: pumpRatedRange,
  });
export type PumpModelSummary = z.infer<typeof pumpModelSummary>;

/**
 * A series as GET /api/v1/search/pump/series lists it: the Series record and the path of its
 * drawing (a JPEG, open to anyone so an <img> can load it), null when the catalogue has none.
 */
export const pumpSeriesItem = pumpSeriesRecord.extend({ image: z.string().nullable() });
export type PumpSeriesItem = z.infer<typeof pumpSeriesItem>;

/** GET /api/v1/search/pump/series/{id}: the series and its full model range. */
export const pumpSeriesData = pumpSeriesItem.extend({ models: z.array(pumpModelSummary) });
export type PumpSeriesData = z.infer<typeof pumpSeriesData>;

export const pumpFilterFieldNames = ['units', 'Q', 'hunits', 'H', 'H0', 'pcnt', 'BoxType'] as const;
export const pumpFilterOption = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });

/** One field of the pump form as a series offers it. */
export const pumpFilterField = z.object({
  name: z.enum(pumpFilterFieldNames),
  label: z.string(),
  /**
   * The unit shown beside a number; null for choices, for Q (its unit is the `units` choice) and for
   * H and H0 (theirs is the `hunits` choice).
   */
  unit: z.string().nullable(),
  required: z.boolean(),
  /** Range of a number field; Q's in m³/h (pumpFlowRange gives it in l/s), H's and H0's in bar (pumpHeadRange gives them in m). */
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Choices of a choice field; null for a number field. */
  options: z.array(pumpFilterOption).nullable(),
  default: z.union([z.string(), z.number()]).nullable(),
});
export type PumpFilterField = z.infer<typeof pumpFilterField>;

/**
 * GET /api/v1/search/pump/filter/{seriesId}: the series' filter list — the form fields it offers (pcnt
 * only if has_count, BoxType only if has_control) with their ranges and choices — and what one
 * pump of the series covers at rated speed (Q [m³/h], head [bar]).
 */
export const pumpSeriesFilter = z.object({
  seriesId: z.number().int(),
  fields: z.array(pumpFilterField),
  coverage: pumpRatedRange,
});
export type PumpSeriesFilter = z.infer<typeof pumpSeriesFilter>;
