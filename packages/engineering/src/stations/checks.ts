// The checks a station set must pass, each with its figures: the closed-valve pressure limit, and
// for fire-fighting sets the pump characteristic rules of EN 12845 (decision 0029).
import { evaluateFit, extrapolateFit, type PreparedPump } from '../pumps';
import type { CubicMetresPerSecond, Metres } from '../units';
import type { StationCheck, StationCheckCode, StationCheckUnit } from './types';

/**
 * The catalogue curve must start at most this share of best-efficiency flow for the closed-valve
 * head to be estimated from it (the fit is extrapolated over [0, Q_min] only) [-].
 */
export const SHUTOFF_EXTRAPOLATION_LIMIT = 0.4;

/** EN 12845 pump characteristic limits, % of nominal (DOMAIN.md "Booster and fire-fighting sets"). */
export const EN12845 = {
  /** Largest closed-valve (churn) head [% of nominal head]. */
  churnMaxPct: 130,
  /** Flow of the overload point [% of nominal flow]. */
  overloadFlowPct: 140,
  /** Smallest head at the overload point [% of nominal head]. */
  overloadMinHeadPct: 70,
} as const;

/** Samples of H(Q) on [0, Q_max] for the stable-curve test. */
const STABILITY_SAMPLES = 64;

/** Builds a check from its figures; missPct is relative to the limit (percentage points when the limit is 0). */
export function check(
  code: StationCheckCode,
  actual: number,
  limit: number,
  bound: 'min' | 'max',
  unit: StationCheckUnit,
): StationCheck {
  const passed = bound === 'min' ? actual >= limit : actual <= limit;
  const gap = Math.abs(actual - limit);
  const missPct = passed ? 0 : limit === 0 ? gap : (gap / Math.abs(limit)) * 100;
  return { code, passed, actual, limit, bound, unit, missPct };
}

/** Closed-valve head of one pump at full speed, or null when the curve starts too far from zero flow. */
export interface ShutoffEstimate {
  /** Q_min / Q_bep [%]: how far the catalogue curve starts from zero flow. */
  readonly startPct: number;
  /** Closed-valve head [m], or null when startPct is above the limit. */
  readonly head: Metres | null;
}

/**
 * The closed-valve head H(0) of one pump at rated speed. Catalogues list points from about 30 % of
 * best-efficiency flow; H(0) is the head fit extrapolated over [0, Q_min], which is allowed only when
 * Q_min ≤ 40 % of Q_bep, and never taken below H(Q_min) (a stable curve has its maximum at zero flow).
 * @param pump - fitted pump
 * @returns the estimate with how far it reaches
 */
export function shutoffHead(pump: PreparedPump): ShutoffEstimate {
  const startPct = (pump.qMin / pump.bepFlow) * 100;
  if (startPct > SHUTOFF_EXTRAPOLATION_LIMIT * 100) return { startPct, head: null };
  const atStart = evaluateFit(pump.head, pump.qMin)!;
  return { startPct, head: Math.max(extrapolateFit(pump.head, 0), atStart) as Metres };
}

/**
 * Stable characteristic (EN 12845): H(Q) falls everywhere on [0, Q_max] at rated speed, so the
 * closed-valve head is the highest. Sampled at 64 points; the figure is the largest rise between
 * neighbouring samples as % of the closed-valve head (0 passes).
 */
export function stableCurveCheck(pump: PreparedPump, shutoff: Metres): StationCheck {
  let prev = shutoff as number;
  let rise = -Infinity;
  for (let i = 1; i <= STABILITY_SAMPLES; i++) {
    const q = (pump.qMax * i) / STABILITY_SAMPLES;
    const h = q < pump.qMin ? extrapolateFit(pump.head, q) : evaluateFit(pump.head, q)!;
    rise = Math.max(rise, h - prev);
    prev = h;
  }
  // A falling curve has a negative largest "rise"; the figure shown is 0 then.
  return check('stableCurve', Math.max(0, (rise / shutoff) * 100), 0, 'max', '%');
}

/**
 * The EN 12845 characteristic of one pump at its nominal point (Q_n, H_n) = the whole duty flow and
 * the pump head that carries it: churn ≤ 130 % of H_n; at 140 % of Q_n at least 70 % of H_n — when
 * 140 % of Q_n lies beyond the catalogue range, 'overloadPressure' fails with the flow figures
 * (how far the catalogue reaches, % of Q_n), never an extrapolation.
 * @param pump - fitted pump
 * @param nominalFlow - Q_n [m³/s]
 * @param nominalHead - H_n [m]
 * @param shutoff - closed-valve head [m]
 *
 * References:
 * 1. EN 12845:2015+A1:2019 Fixed firefighting systems — Automatic sprinkler systems — Design,
 *    installation and maintenance, clause 10 (pumps: characteristic curves).
 */
export function en12845Checks(
  pump: PreparedPump,
  nominalFlow: CubicMetresPerSecond,
  nominalHead: Metres,
  shutoff: Metres,
): StationCheck[] {
  const out = [stableCurveCheck(pump, shutoff)];
  out.push(check('churnPressure', (shutoff / nominalHead) * 100, EN12845.churnMaxPct, 'max', '%'));
  const qOver = (nominalFlow * EN12845.overloadFlowPct) / 100;
  const hOver = evaluateFit(pump.head, qOver);
  if (hOver !== null) {
    out.push(check('overloadPressure', (hOver / nominalHead) * 100, EN12845.overloadMinHeadPct, 'min', '%'));
  } else if (qOver > pump.qMax) {
    // The catalogue stops short of 140 % of Q_n: the figure is where it stops [% of Q_n].
    out.push(check('overloadPressure', (pump.qMax / nominalFlow) * 100, EN12845.overloadFlowPct, 'min', '%'));
  } else {
    // 140 % of Q_n is still left of the catalogue range: the pump is far too big for the duty.
    out.push(check('overloadPressure', (pump.qMin / nominalFlow) * 100, EN12845.overloadFlowPct, 'max', '%'));
  }
  return out;
}
