// Pump search across all series and side-by-side comparison (issue 13 item 7, decision 0032): the
// pump form of pump-form.ts reused as it is, the answers, and their Russian messages.
import { z } from 'zod';
import { pumpFitReason, pumpWorkingPoint } from './pump-figures';
import { pumpForm } from './pump-form';
import { pumpLoadProfileUsed } from './pump-load-profile';
import { pumpAppliedMode, pumpCurvesData, pumpRejectionDetail } from './pump-selection';
import { pumpSeriesFilter } from './pump-series';

/** Pumps a comparison takes (the engine's COMPARE_MIN_PUMPS…COMPARE_MAX_PUMPS). */
export const pumpCompareLimits = { min: 2, max: 4 } as const;

export const pumpCompareMessages = {
  count: `Для сравнения выберите от ${pumpCompareLimits.min} до ${pumpCompareLimits.max} насосов`,
  tooMany: `Сравнить можно не больше ${pumpCompareLimits.max} насосов: снимите отметку с одного из выбранных`,
  duplicate: 'Насос указан в сравнении дважды',
  pumpId: 'Номер насоса — целое положительное число',
  unknownPump: (id: number) => `Насос ${id} не найден в каталоге`,
} as const;

/**
 * GET /api/v1/search/pump/all: the pump form for a search over every series — pcnt if any series
 * offers a count, BoxType if any offers control — and what the whole catalogue covers.
 */
export const pumpCatalogFilter = pumpSeriesFilter.omit({ seriesId: true }).extend({
  series: z.array(
    z.object({ id: z.number().int(), name: z.string(), has_control: z.boolean(), has_count: z.boolean() }),
  ),
});
export type PumpCatalogFilter = z.infer<typeof pumpCatalogFilter>;

/** One pump of the cross-series list. */
export const pumpSearchCandidate = z.object({
  id: z.number().int(),
  name: z.string(),
  article: z.string(),
  /** Rated motor power [kW]. */
  power: z.number(),
  seriesId: z.number().int(),
  seriesName: z.string(),
  /** The mode its series ran with (a series without control runs at fixed speed). */
  applied: pumpAppliedMode,
  /** Place in the cross-series list, 1-based. */
  rank: z.number().int().positive(),
  /** Place among the candidates of its own series (what the series page shows). */
  seriesRank: z.number().int().positive(),
  delta: z.object({ x_work: pumpWorkingPoint }),
  /** Why it fits, with its life-cycle cost (decision 0042). */
  why: pumpFitReason,
});
export type PumpSearchCandidate = z.infer<typeof pumpSearchCandidate>;

/**
 * POST /api/v1/search/pump/all: one list over every series ranked by the rule of decision 0042 (life-
 * cycle cost over the one load profile), with how many each series offered and refused; 'Решений не
 * найдено' in `message` when none fits.
 */
export const pumpSearchResult = z.object({
  candidates: z.array(pumpSearchCandidate),
  series: z.array(
    z.object({
      seriesId: z.number().int(),
      seriesName: z.string(),
      applied: pumpAppliedMode,
      candidates: z.number().int().nonnegative(),
      rejected: z.number().int().nonnegative(),
    }),
  ),
  /** The one load profile, tariff and years every energy and cost figure uses (decision 0042). */
  profile: pumpLoadProfileUsed,
  message: z.string().nullable(),
  illustrative: z.boolean(),
  note: z.string().nullable(),
});
export type PumpSearchResult = z.infer<typeof pumpSearchResult>;

/**
 * POST /api/v1/search/pump/compare: the duty with its load profile, tariff and years (the pump form's
 * price, years, h100…h25 — the same profile as the series page, issue 29 item 9) and 2–4 pump ids.
 */
export const pumpCompareRequest = z.strictObject({
  form: pumpForm,
  pumps: z
    .array(
      z
        .number({ error: pumpCompareMessages.pumpId })
        .int(pumpCompareMessages.pumpId)
        .positive(pumpCompareMessages.pumpId),
      {
        error: pumpCompareMessages.count,
      },
    )
    .min(pumpCompareLimits.min, pumpCompareMessages.count)
    .max(pumpCompareLimits.max, pumpCompareMessages.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, pumpCompareMessages.duplicate),
});
export type PumpCompareRequest = z.infer<typeof pumpCompareRequest>;

/** A motor's rating-plate data from the catalogue; null fields where the catalogue has none. */
export const pumpMotorData = z.object({
  efficiencyClass: z.enum(['IE1', 'IE2', 'IE3', 'IE4']).nullable(),
  /** Nominal efficiency [%]. */
  efficiency: z.number().nullable(),
  /** Rated current [A]. */
  ratedCurrent: z.number().nullable(),
  cosPhi: z.number().nullable(),
});
export type PumpMotorData = z.infer<typeof pumpMotorData>;

export const pumpComparedPump = z.object({
  id: z.number().int(),
  name: z.string(),
  article: z.string(),
  /** Rated motor power [kW]. */
  power: z.number(),
  voltage: z.number(),
  seriesId: z.number().int(),
  seriesName: z.string(),
  applied: pumpAppliedMode,
  motor: pumpMotorData,
  /** 'catalogue': P1 from the motor's nominal efficiency; 'ie3': estimated for an IE3 motor. */
  motorEfficiencySource: z.enum(['catalogue', 'ie3']),
  /** Place among its series' candidates for the duty; null when it cannot serve it. */
  seriesRank: z.number().int().positive().nullable(),
  workingPoint: pumpWorkingPoint.nullable(),
  why: pumpFitReason.nullable(),
  rejection: pumpRejectionDetail.omit({ id: true, name: true }).nullable(),
  /** Energy a year over the load profile (why.lcc.kwhPerYear) [kWh]; null without a working point. */
  energyKwhYear: z.number().nullable(),
  curves: pumpCurvesData,
});
export type PumpComparedPump = z.infer<typeof pumpComparedPump>;

/** POST /api/v1/search/pump/compare: each pump for the duty, in the order asked. */
export const pumpCompareResult = z.object({
  /** The one load profile, tariff and years every energy and cost figure uses (decision 0042). */
  profile: pumpLoadProfileUsed,
  pumps: z.array(pumpComparedPump),
  illustrative: z.boolean(),
  note: z.string().nullable(),
});
export type PumpCompareResult = z.infer<typeof pumpCompareResult>;
