// Where a pump set runs on a system curve: the fixed-speed intersection, and the speed ratio a
// frequency converter must set so the set passes through the duty point.
import type { CubicMetresPerSecond, Fraction, Metres } from '../units';
import { brentRoot } from './brent';
import { evaluateFit } from './least-squares';
import { setFlowRange, setHead, type PreparedPump, type PumpSet } from './pump-model';
import { systemHead, type SystemCurve } from './system-curve';
import type { PumpRejectionReason } from './types';

export type OperatingPoint =
  | {
      readonly ok: true;
      /** Total flow [m³/s]. */
      readonly flow: CubicMetresPerSecond;
      /** Head [m]. */
      readonly head: Metres;
      /** Speed ratio [-]. */
      readonly speedRatio: Fraction;
      /** Fixed speed: the crossing lies short of the duty, inside the acceptance tolerance asked for. */
      readonly shortOfDuty?: boolean;
    }
  | { readonly ok: false; readonly reason: PumpRejectionReason };

/** Relative tolerance for "the working point reaches the duty"; rounding only, not a grade. */
const DUTY_TOLERANCE = 1e-9;

/** An acceptance tolerance around the duty point, as fractions (ISO 9906: t_Q, t_H). */
export interface DutyTolerance {
  readonly flow: number;
  readonly head: number;
}

/**
 * Fixed speed (BoxType 2): the intersection of the set's curve H_set(Q) = H₁(Q/n) and the system
 * curve, by Brent's method on H_set(Q) − H_sys(Q) inside the set's catalogue flow range.
 *
 * The pump is rejected, never extrapolated, when the intersection lies outside n·[qMin, qMax] —
 * as 'excessHead' when the duty flow itself is within the range (the pump is too big: its head
 * stays above the system curve to its largest flow), as 'aboveMaxFlow' when the duty flow is not.
 * An intersection left of the duty flow means less head and flow than asked for: rejected as
 * 'speedAboveRated', unless `shortTolerance` is given and the set's curve passes through the short
 * side of that tolerance cross around the duty (H_set(Qd) ≥ Hd·(1 − t_H), or H_set(Qd·(1 − t_Q)) ≥ Hd):
 * then it is offered, marked `shortOfDuty`, at its real crossing.
 *
 * @param pump - fitted pump
 * @param count - working pumps n, 1…5
 * @param system - system curve through the duty point
 * @param shortTolerance - acceptance tolerance below the duty (pump selection: ISO 9906 grade 2B); none: strict
 * @returns the working point at s = 1, or the reason there is none
 */
export function operatingPointFixedSpeed(
  pump: PreparedPump,
  count: number,
  system: SystemCurve,
  shortTolerance?: DutyTolerance,
): OperatingPoint {
  const set: PumpSet = { pump, count, speedRatio: 1 as Fraction };
  const { min, max } = setFlowRange(set);
  const fMin = headGap(set, system, min);
  const fMax = headGap(set, system, max);
  const tol = DUTY_TOLERANCE * system.dutyHead;
  if (fMax > tol) return { ok: false, reason: system.dutyFlow <= max ? 'excessHead' : 'aboveMaxFlow' };
  if (fMin < -tol) {
    // The set's head is below the system curve already at its smallest flow. If the duty flow is
    // inside the range, the pump cannot reach it; otherwise the crossing is left of the range.
    return { ok: false, reason: system.dutyFlow >= min ? 'speedAboveRated' : 'belowMinFlow' };
  }
  // A crossing within rounding of a range end is that end.
  const flow = (
    fMax >= 0 ? max : fMin <= 0 ? min : brentRoot((q) => headGap(set, system, q), min, max)
  ) as CubicMetresPerSecond;
  const head = systemHead(system, flow);
  if (flow < system.dutyFlow * (1 - DUTY_TOLERANCE)) {
    return shortTolerance && withinShortSide(set, system, shortTolerance)
      ? { ok: true, flow, head, speedRatio: 1 as Fraction, shortOfDuty: true }
      : { ok: false, reason: 'speedAboveRated' };
  }
  return { ok: true, flow, head, speedRatio: 1 as Fraction };
}

/** Whether a set short of the duty still crosses the tolerance cross's short arms (see above). */
function withinShortSide(set: PumpSet, system: SystemCurve, t: DutyTolerance): boolean {
  const qd = system.dutyFlow;
  const hd = system.dutyHead;
  const atDuty = setHead(set, qd);
  if (atDuty !== null && atDuty >= hd * (1 - t.head)) return true;
  const before = setHead(set, (qd * (1 - t.flow)) as CubicMetresPerSecond);
  return before !== null && before >= hd;
}

/**
 * Variable speed (BoxType 0): the speed ratio s at which the set passes through the duty point,
 * from s²·H₁(Qd/(n·s)) = Hd by Brent's method.
 *
 * Trap avoided: taking the fixed-speed working point (Qw, Hw) and scaling it along the parabola
 * through the origin, s = Qd/Qw, treats the system curve as H ∝ Q², i.e. assumes H0 = 0. With a
 * static head that parabola misses the duty point and the speed comes out too low (the set then
 * falls short of the required head). Solving the equation above uses the duty point itself.
 *
 * g(s) = s²·H₁(Qd/(n·s)) − Hd rises with s for a falling H₁, so the root is unique. s is bounded
 * by the catalogue range (Qd/(n·s) must stay within [qMin, qMax]) and by rated speed (s ≤ 1).
 *
 * @param pump - fitted pump
 * @param count - working pumps n, 1…5
 * @param system - system curve (its duty point is what the set must pass through)
 * @returns the duty point with its speed ratio, or the reason there is none
 */
export function speedRatioForDuty(pump: PreparedPump, count: number, system: SystemCurve): OperatingPoint {
  const qd = system.dutyFlow;
  const hd = system.dutyHead;
  const sLow = qd / (count * pump.qMax);
  if (sLow > 1 + DUTY_TOLERANCE) return { ok: false, reason: 'aboveMaxFlow' };
  const sHigh = Math.min(1, qd / (count * pump.qMin));
  const tol = DUTY_TOLERANCE * hd;
  const gHigh = dutyGap(pump, count, qd, hd, sHigh);
  if (gHigh < -tol) {
    // Not enough head at the highest admissible speed: rated speed is too slow, or any faster
    // speed would push the per-pump flow below the catalogue's minimum flow.
    return { ok: false, reason: sHigh >= 1 ? 'speedAboveRated' : 'belowMinFlow' };
  }
  const lo = Math.min(sLow, sHigh);
  const gLow = dutyGap(pump, count, qd, hd, lo);
  // Even at the slowest speed that keeps the flow within the curve the head is above the duty.
  if (gLow > tol) return { ok: false, reason: 'excessHead' };
  // A root within rounding of a bound is that bound (e.g. a duty exactly on the rated curve).
  const s = (
    gHigh <= 0 ? sHigh : gLow >= 0 ? lo : brentRoot((x) => dutyGap(pump, count, qd, hd, x), lo, sHigh)
  ) as Fraction;
  return { ok: true, flow: qd, head: hd, speedRatio: s };
}

// The two functions the root finder works on, at module level rather than as named closures:
// they run ~20 times per pump per selection, and a closure per call showed in the bench profile.

/** H_set(Q) − H_sys(Q) [m]. */
function headGap(set: PumpSet, system: SystemCurve, q: number): number {
  return setHead(set, q as CubicMetresPerSecond)! - systemHead(system, q as CubicMetresPerSecond);
}

/** s²·H₁(Qd/(n·s)) − Hd [m]. */
function dutyGap(pump: PreparedPump, count: number, qd: number, hd: number, s: number): number {
  return s * s * evaluateFit(pump.head, qd / (count * s))! - hd;
}
