// The answers of the pump calls (calculators §7): a selection over a series with its candidates and
// refusals, one pump's details and curves, and the input and result of a pump's files request.
import { z } from 'zod';
import { pumpNoSolutionAdvice } from './pump-advice';
import { pumpFitReason, pumpWaterUsed, pumpWorkingPoint } from './pump-figures';
import { pumpBoxType, pumpForm } from './pump-form';
import { pumpLoadProfileUsed } from './pump-load-profile';
import { pumpRejectionReason } from './pump-messages';
import { pumpHeadUnits } from './pump-ranges';
import { pumpRecord, pumpSeriesRecord } from './pump-series';

/** A pump offered for a duty: the record with its rank and reasons. */
export const pumpCandidate = pumpRecord.extend({
  rank: z.number().int().positive(),
  delta: z.object({ x_work: pumpWorkingPoint }),
  why: pumpFitReason,
});
export type PumpCandidate = z.infer<typeof pumpCandidate>;

export const pumpRejection = z.object({
  id: z.number().int(),
  name: z.string(),
  reason: pumpRejectionReason,
});
export type PumpRejection = z.infer<typeof pumpRejection>;

export const pumpAppliedMode = z.object({ pcnt: z.number().int().min(1).max(5), BoxType: pumpBoxType });

/** The answer of a selection over a series: ranked candidates and who was not offered, and why. */
export const pumpSelectionResult = z.object({
  seriesId: z.number().int(),
  /** pcnt and BoxType as applied (a series without the option runs one pump / fixed speed). */
  applied: pumpAppliedMode,
  /** The water and the bar ↔ m conversion used (decision 0031). */
  water: pumpWaterUsed,
  candidates: z.array(pumpCandidate),
  rejected: z.array(pumpRejection),
  illustrative: z.boolean(),
  note: z.string().nullable(),
});
export type PumpSelectionResult = z.infer<typeof pumpSelectionResult>;

export const pumpChartPoint = z.object({ q: z.number(), value: z.number() });

/** Chart data of one pump for a duty (the engine's pumpCurves), in display units. */
export const pumpCurvesData = z.object({
  pumpId: z.number().int(),
  applied: pumpAppliedMode,
  units: z.object({
    q: z.enum(['m3/h', 'l/s']),
    /** The form's head unit: the heads below are in bar or m вод. ст. */
    head: pumpHeadUnits,
    power: z.literal('kW'),
    efficiency: z.literal('%'),
    npshr: z.literal('m'),
  }),
  /** Metres of water column per bar the heads were converted with (water at the form's T) [m/bar]. */
  headMetresPerBar: z.number().positive(),
  /** Bar per unit of the heads (units.head): 1 for bar, 0.0980665 for m вод. ст. [bar/unit]. */
  barPerHeadUnit: z.number().positive(),
  headRated: z.array(pumpChartPoint),
  headWorking: z.array(pumpChartPoint),
  system: z.array(pumpChartPoint),
  power: z.array(pumpChartPoint),
  efficiency: z.array(pumpChartPoint),
  npshr: z.array(pumpChartPoint),
  duty: pumpChartPoint,
  workingPoint: pumpWorkingPoint.nullable(),
  rejection: pumpRejectionReason.nullable(),
  /** NPSH available the curves were checked against [m] (decision 0031); null when not given. */
  npsha: z.number().nullable().default(null),
  /**
   * Where the set's curve meets the system curve when the pump is refused there for NPSH (`rejection`
   * 'npsh', NPSHa < NPSHr): drawn as a refusal, never as a working point; null otherwise.
   */
  refusedPoint: pumpWorkingPoint.nullable().default(null),
});
export type PumpCurvesData = z.infer<typeof pumpCurvesData>;

// ---- The pump calls of calculators §7 whose answers the spec does not show. ----

/** Why a model was not offered, with the text for the user. */
export const pumpRejectionDetail = pumpRejection.extend({ message: z.string() });
export type PumpRejectionDetail = z.infer<typeof pumpRejectionDetail>;

/**
 * POST /api/v1/search/pump/filter/{seriesId}: ranked candidates, who was not offered and why, and
 * 'Решений не найдено' in `message` when nobody fits, with `advice` on what to try.
 */
export const pumpFilterResult = pumpSelectionResult.extend({
  rejected: z.array(pumpRejectionDetail),
  /** The one load profile, tariff and years every energy and cost figure uses (decision 0042). */
  profile: pumpLoadProfileUsed,
  message: z.string().nullable(),
  advice: pumpNoSolutionAdvice.optional(),
});
export type PumpFilterResult = z.infer<typeof pumpFilterResult>;

/**
 * POST /api/v1/search/pump/{pumpId}: one pump for the duty — its record (param groups, working
 * point), its curves with the system curve, and either why it fits (its rank among the series'
 * candidates) or why it cannot serve the duty.
 */
export const pumpDetails = z.object({
  series: pumpSeriesRecord,
  pump: pumpRecord,
  applied: pumpAppliedMode,
  /** The water and the bar ↔ m conversion used (decision 0031). */
  water: pumpWaterUsed,
  curves: pumpCurvesData,
  /** 1-based place among the series' candidates for this duty; null when rejected. */
  rank: z.number().int().positive().nullable(),
  /** How many models of the series fit this duty. */
  candidates: z.number().int().nonnegative(),
  why: pumpFitReason.nullable(),
  rejection: pumpRejectionDetail.omit({ id: true, name: true }).nullable(),
  /** The one load profile, tariff and years every energy and cost figure uses (decision 0042). */
  profile: pumpLoadProfileUsed,
  illustrative: z.boolean(),
  note: z.string().nullable(),
});
export type PumpDetails = z.infer<typeof pumpDetails>;

/** The input of a `pump` selection request (POST /api/v1/search/pump/files/{pumpId}). */
export const pumpFilesJob = z.strictObject({
  seriesId: z.number().int().positive(),
  pumpId: z.number().int().positive(),
  form: pumpForm,
});
export type PumpFilesJob = z.infer<typeof pumpFilesJob>;

/** The `response` of a finished `pump` request: what the files describe. */
export const pumpFilesResult = z.object({
  seriesId: z.number().int(),
  pumpId: z.number().int(),
  name: z.string(),
  article: z.string(),
  applied: pumpAppliedMode,
  water: pumpWaterUsed,
  workingPoint: pumpWorkingPoint,
  why: pumpFitReason,
  illustrative: z.boolean(),
});
export type PumpFilesResult = z.infer<typeof pumpFilesResult>;
