// What to try when no model of a series fits the duty (decision 0011): the nearest model and how
// far it misses, pumps in parallel, and the other series that have a fitting pump.
import {
  barToFormHead,
  headToBar,
  m3sToFormFlow,
  type CubicMetresPerSecond,
  type Fraction,
  type Metres,
} from '../units';
import { preparePump, setFlowRange, setHead, type PumpSet } from './pump-model';
import { dutyFromForm, MAX_PUMP_COUNT, resolvePumpMode, selectPumps } from './select';
import type {
  AppliedPumpMode,
  BoxType,
  PumpSelectionInput,
  PumpSelectionResult,
  PumpSeriesData,
} from './types';

/**
 * How a model misses the duty at rated speed:
 * - 'headShort': the duty flow is in the set's range, its head there is below the duty head;
 * - 'headOver': the head there is above the duty head, yet a fixed-speed set runs off its range
 *   (the pump is too big);
 * - 'flowAbove' / 'flowBelow': the duty flow lies right / left of the set's flow range.
 */
export type PumpMissKind = 'headShort' | 'headOver' | 'flowAbove' | 'flowBelow';

export interface PumpNearestMiss {
  readonly id: number;
  readonly name: string;
  readonly kind: PumpMissKind;
  /** The duty flow [form unit]. */
  readonly Q: number;
  /** Head kinds: the duty head [form head unit]; flow kinds: the duty flow [form unit]. */
  readonly required: number;
  /**
   * Head kinds: the set's head at the duty flow at rated speed [form head unit]; flow kinds: the end of the
   * set's flow range the duty flow passes (n·Qmax or n·Qmin) [form unit].
   */
  readonly actual: number;
  /** |actual − required| / actual for flow kinds, / required for head kinds [%]. */
  readonly pct: number;
}

/**
 * The rejected model nearest the duty, and by how much it misses (decision 0011).
 *
 * Rule: each rejected model is measured at rated speed with the pump count applied. When the duty
 * flow lies within the set's catalogue flow range n·[Qmin, Qmax], the miss is the relative head
 * difference at the duty flow, |H_set(Qd) − Hd| / Hd; otherwise it is the relative distance of the
 * duty flow from the range end it passes, (Qd − n·Qmax)/(n·Qmax) or (n·Qmin − Qd)/(n·Qmin). Models
 * whose range holds the duty flow come before those whose range does not (a flow figure says
 * nothing about head); within each group the smallest miss wins, ties go to the lower id. Null when
 * no model was rejected.
 */
export function nearestMiss(
  series: PumpSeriesData,
  input: PumpSelectionInput,
  result: Pick<PumpSelectionResult, 'applied' | 'rejected'>,
): PumpNearestMiss | null {
  const { units, hunits, system, water } = dutyFromForm(input);
  const headIn = (h: number) => barToFormHead(headToBar(h as Metres, water.density), hunits, water.density);
  const qd = system.dutyFlow;
  const hd = system.dutyHead;
  const rejected = new Set(result.rejected.map((r) => r.id));
  const flow = (q: number) => m3sToFormFlow(q as CubicMetresPerSecond, units);
  let best: PumpNearestMiss | null = null;
  let bestMiss = Infinity;
  let bestGroup = 2;
  for (const model of series.models) {
    if (!rejected.has(model.id)) continue;
    const set: PumpSet = { pump: preparePump(model), count: result.applied.pcnt, speedRatio: 1 as Fraction };
    const range = setFlowRange(set);
    let miss: number;
    let figures: Pick<PumpNearestMiss, 'kind' | 'required' | 'actual'>;
    const head = qd >= range.min && qd <= range.max ? setHead(set, qd) : null;
    if (head !== null) {
      miss = Math.abs(head - hd) / hd;
      figures = {
        kind: head < hd ? 'headShort' : 'headOver',
        required: headIn(hd),
        actual: headIn(head),
      };
    } else if (qd > range.max) {
      miss = (qd - range.max) / range.max;
      figures = { kind: 'flowAbove', required: flow(qd), actual: flow(range.max) };
    } else {
      miss = (range.min - qd) / range.min;
      figures = { kind: 'flowBelow', required: flow(qd), actual: flow(range.min) };
    }
    // Models whose range holds the duty flow come first: their head figure is what to compare.
    const group = head === null ? 1 : 0;
    if (group < bestGroup || (group === bestGroup && miss < bestMiss)) {
      bestGroup = group;
      bestMiss = miss;
      best = { id: model.id, name: model.name, ...figures, Q: flow(qd), pct: miss * 100 };
    }
  }
  return best;
}

/** The smallest pump count that serves the duty, with its best model and how many fit. */
export interface PumpParallelAdvice {
  readonly pcnt: number;
  readonly best: { readonly id: number; readonly name: string };
  readonly count: number;
}

/**
 * Pumps in parallel: for a series offering the pump count (has_count), the same selection with
 * 2…5 pumps above the count applied; the first count with a candidate. Null when none serves or
 * the series has no count choice.
 */
export function parallelAdvice(
  series: PumpSeriesData,
  input: PumpSelectionInput,
  applied: AppliedPumpMode,
): PumpParallelAdvice | null {
  if (!series.has_count) return null;
  for (let pcnt = applied.pcnt + 1; pcnt <= MAX_PUMP_COUNT; pcnt++) {
    const r = selectPumps(series, { ...input, pcnt, BoxType: applied.BoxType });
    const first = r.candidates[0];
    if (first) return { pcnt, best: { id: first.id, name: first.name }, count: r.candidates.length };
  }
  return null;
}

/** Another series with a model for the duty. */
export interface PumpSeriesAdvice {
  readonly seriesId: number;
  readonly name: string;
  /** How many of its models fit. */
  readonly count: number;
  readonly best: { readonly id: number; readonly name: string };
  /** The control type it was run with; null when the series has no control choice. */
  readonly BoxType: BoxType | null;
}

/**
 * The other series with a fitting model for the same duty: one pump, and the control type asked
 * for where the series offers the choice (with frequency control if none was asked), fixed speed
 * where it does not. In catalogue order.
 */
export function otherSeriesAdvice(
  seriesId: number,
  catalogue: readonly PumpSeriesData[],
  input: PumpSelectionInput,
): PumpSeriesAdvice[] {
  const out: PumpSeriesAdvice[] = [];
  for (const s of catalogue) {
    if (s.id === seriesId) continue;
    const form = { units: input.units, hunits: input.hunits, Q: input.Q, H: input.H, H0: input.H0, pcnt: 1 };
    const r = selectPumps(s, input.BoxType === undefined ? form : { ...form, BoxType: input.BoxType });
    const first = r.candidates[0];
    if (!first) continue;
    out.push({
      seriesId: s.id,
      name: s.name,
      count: r.candidates.length,
      best: { id: first.id, name: first.name },
      BoxType: s.has_control ? resolvePumpMode(s, input).BoxType : null,
    });
  }
  return out;
}

export interface PumpNoSolutionAdvice {
  readonly nearest: PumpNearestMiss | null;
  readonly parallel: PumpParallelAdvice | null;
  readonly series: readonly PumpSeriesAdvice[];
}

/** Everything to try when `result` (the selection of `series` for `input`) has no candidate. */
export function noSolutionAdvice(
  series: PumpSeriesData,
  catalogue: readonly PumpSeriesData[],
  input: PumpSelectionInput,
  result: PumpSelectionResult,
): PumpNoSolutionAdvice {
  return {
    nearest: nearestMiss(series, input, result),
    parallel: parallelAdvice(series, input, result.applied),
    series: otherSeriesAdvice(series.id, catalogue, input),
  };
}
