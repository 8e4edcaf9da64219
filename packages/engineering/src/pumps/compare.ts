// Side-by-side comparison of a few pumps for one duty (decision 0032): each pump's working point
// as its own series' selection finds it, its curves for an overlaid chart, and its energy a year and
// life-cycle cost over the selection's one load profile (decision 0042, issue 29 item 9).
import { pumpCurves } from './charts';
import { selectPumps } from './select';
import type {
  AppliedPumpMode,
  PumpCurvesData,
  PumpFitReason,
  PumpModelData,
  PumpRejectionReason,
  PumpSelectionInput,
  PumpSeriesData,
  PumpWorkingPoint,
} from './types';

/** Pumps a comparison takes: at least two, at most four (issue 13 item 7). */
export const COMPARE_MIN_PUMPS = 2;
export const COMPARE_MAX_PUMPS = 4;

export interface ComparedPump {
  readonly seriesId: number;
  readonly seriesName: string;
  readonly model: PumpModelData;
  readonly applied: AppliedPumpMode;
  /** Place among its series' candidates for the duty; null when it cannot serve it. */
  readonly seriesRank: number | null;
  readonly workingPoint: PumpWorkingPoint | null;
  readonly why: PumpFitReason | null;
  readonly rejection: PumpRejectionReason | null;
  /** Electrical energy a year over the form's load profile (why.lcc) [kWh]; null without a working point. */
  readonly energyKwhYear: number | null;
  /** Where the P1 behind the energy comes from: the catalogue's motor efficiency or the IE3 estimate. */
  readonly motorEfficiencySource: 'catalogue' | 'ie3';
  readonly curves: PumpCurvesData;
}

/**
 * Compares pumps for one duty. Each pump is evaluated exactly as its series' selection evaluates
 * it (selectPumps: mode, working point, tolerance, minimum speed, P1, life-cycle cost over the
 * form's load profile), so every figure, the energy a year included, agrees with the series page.
 *
 * @param pumps - 2…4 pumps with their series, in the order to show
 * @param input - the pump form (its load profile, tariff and years included)
 * @throws RangeError for a count outside the limits (the API checks it first);
 *   PumpRefusal for a bad duty
 */
export function comparePumps(
  pumps: readonly { readonly series: PumpSeriesData; readonly model: PumpModelData }[],
  input: PumpSelectionInput,
): ComparedPump[] {
  if (pumps.length < COMPARE_MIN_PUMPS || pumps.length > COMPARE_MAX_PUMPS)
    throw new RangeError(`compare ${COMPARE_MIN_PUMPS}…${COMPARE_MAX_PUMPS} pumps`);
  const bySeries = new Map<PumpSeriesData, ReturnType<typeof selectPumps>>();
  return pumps.map(({ series, model }) => {
    let selection = bySeries.get(series);
    if (!selection) {
      selection = selectPumps(series, input);
      bySeries.set(series, selection);
    }
    const candidate = selection.candidates.find((c) => c.id === model.id);
    const rejected = selection.rejected.find((r) => r.id === model.id);
    return {
      seriesId: series.id,
      seriesName: series.name,
      model,
      applied: selection.applied,
      seriesRank: candidate?.rank ?? null,
      workingPoint: candidate?.delta.x_work ?? null,
      why: candidate?.why ?? null,
      rejection: rejected?.reason ?? null,
      energyKwhYear: candidate ? candidate.why.lcc.kwhPerYear : null,
      motorEfficiencySource: model.motor?.efficiency !== undefined ? 'catalogue' : 'ie3',
      curves: pumpCurves(model, input, series),
    };
  });
}
