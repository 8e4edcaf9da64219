// The checks a station set must pass, each with its figures and the rule it comes from: the
// closed-valve pressure limit, and for fire-fighting sets the pump characteristic (decision 0043).
import { evaluateFit, extrapolateFit, type PreparedPump } from '../pumps';
import type { CubicMetresPerSecond, Metres } from '../units';
import { NFPA20, type StationRule } from './fire-rules';
import type { StationCheck, StationCheckCode, StationCheckScope, StationCheckUnit } from './types';

/**
 * The catalogue curve must start at most this share of best-efficiency flow for the closed-valve
 * head to be estimated from it (the fit is extrapolated over [0, Q_min] only) [-].
 */
export const SHUTOFF_EXTRAPOLATION_LIMIT = 0.4;

/** Samples of H(Q) on [0, Q_max] for the stable-curve test. */
const STABILITY_SAMPLES = 64;

/** What each check is about unless its caller says otherwise. */
const SCOPE: Record<StationCheckCode, StationCheckScope> = {
  flowRange: 'pump',
  head: 'set',
  speedRange: 'pump',
  cascade: 'set',
  shutoffPressure: 'set',
  stableCurve: 'pump',
  churnPressure: 'pump',
  overloadPressure: 'pump',
  setOverloadPressure: 'set',
  pumpShare: 'pump',
  standbyPump: 'set',
};

/**
 * Builds a check from its figures; missPct is relative to the limit (percentage points when the
 * limit is 0). The rule defaults to podbor's own, the scope to the code's.
 */
export function check(
  code: StationCheckCode,
  actual: number,
  limit: number,
  bound: 'min' | 'max',
  unit: StationCheckUnit,
  rule: StationRule = 'podbor',
): StationCheck {
  const passed = bound === 'min' ? actual >= limit : actual <= limit;
  const gap = Math.abs(actual - limit);
  const missPct = passed ? 0 : limit === 0 ? gap : (gap / Math.abs(limit)) * 100;
  return { code, passed, actual, limit, bound, unit, missPct, rule, scope: SCOPE[code] };
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
 * Stable characteristic: H(Q) falls everywhere on [0, Q_max] at rated speed, so the closed-valve head
 * is the highest and pumps in parallel share every flow (EN 12845 §10.2: compatible curves running in
 * parallel at all possible flows). Sampled at 64 points; the figure is the largest rise between
 * neighbouring samples as % of the closed-valve head (0 passes).
 */
export function stableCurveCheck(pump: PreparedPump, shutoff: Metres, rule: StationRule): StationCheck {
  let prev = shutoff as number;
  let rise = -Infinity;
  for (let i = 1; i <= STABILITY_SAMPLES; i++) {
    const q = (pump.qMax * i) / STABILITY_SAMPLES;
    const h = q < pump.qMin ? extrapolateFit(pump.head, q) : evaluateFit(pump.head, q)!;
    rise = Math.max(rise, h - prev);
    prev = h;
  }
  // A falling curve has a negative largest "rise"; the figure shown is 0 then.
  return check('stableCurve', Math.max(0, (rise / shutoff) * 100), 0, 'max', '%', rule);
}

/**
 * The fire pump characteristic of one pump at its rated point (Q_n, H_n) — its share of the design
 * flow and the pump head that carries it — by NFPA 20 §6.2 (decision 0043): shutoff head ≤ 140 % of
 * H_n; at 150 % of Q_n at least 65 % of H_n. When 150 % of Q_n lies beyond the catalogue range,
 * 'overloadPressure' fails with the flow figures (how far the catalogue reaches, % of Q_n), never an
 * extrapolation.
 * @param pump - fitted pump
 * @param nominalFlow - Q_n [m³/s]
 * @param nominalHead - H_n [m]
 * @param shutoff - closed-valve head [m]
 *
 * References:
 * 1. NFPA 20 (2022), Standard for the Installation of Stationary Pumps for Fire Protection, §6.2.1,
 *    §6.2.2.
 */
export function pumpCharacteristicChecks(
  pump: PreparedPump,
  nominalFlow: CubicMetresPerSecond,
  nominalHead: Metres,
  shutoff: Metres,
): StationCheck[] {
  const out = [
    check('churnPressure', (shutoff / nominalHead) * 100, NFPA20.churnMaxPct, 'max', '%', 'nfpa20_6_2_2'),
  ];
  const qOver = (nominalFlow * NFPA20.overloadFlowPct) / 100;
  const hOver = evaluateFit(pump.head, qOver);
  const over = (actual: number, limit: number, bound: 'min' | 'max') =>
    check('overloadPressure', actual, limit, bound, '%', 'nfpa20_6_2_1');
  if (hOver !== null) {
    out.push(over((hOver / nominalHead) * 100, NFPA20.overloadMinHeadPct, 'min'));
  } else if (qOver > pump.qMax) {
    // The catalogue stops short of 150 % of Q_n: the figure is where it stops [% of Q_n].
    out.push(over((pump.qMax / nominalFlow) * 100, NFPA20.overloadFlowPct, 'min'));
  } else {
    // 150 % of Q_n is still left of the catalogue range: the pump is far too big for the duty.
    out.push(over((pump.qMin / nominalFlow) * 100, NFPA20.overloadFlowPct, 'max'));
  }
  return out;
}
