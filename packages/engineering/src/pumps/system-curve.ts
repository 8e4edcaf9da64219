// The system (installation) curve through the duty point, and its head at a flow.
// Quadratic friction on top of the static head H0, as DOMAIN.md "Pumps" prescribes.
import type { CubicMetresPerSecond, Metres } from '../units';
import { PumpRefusal, HEAD_NOT_ABOVE_STATIC_MESSAGE } from './refusal';

/** H(Q) = H0 + k·Q², through (Qd, Hd). */
export interface SystemCurve {
  /** Static head H0 [m]. */
  readonly staticHead: Metres;
  /** Friction coefficient k = (Hd − H0)/Qd² [m/(m³/s)²]. */
  readonly k: number;
  /** Duty flow Qd [m³/s]. */
  readonly dutyFlow: CubicMetresPerSecond;
  /** Duty head Hd [m]. */
  readonly dutyHead: Metres;
}

/**
 * System curve through the duty point: H(Q) = H0 + (Hd − H0)·(Q/Qd)².
 *
 * Static head H0 (geodetic lift plus any required pressure at the outlet) does not scale with
 * flow; only the friction part does, and it does so with Q² for fully turbulent pipe flow.
 *
 * @param staticHead - H0 [m], ≥ 0
 * @param dutyHead - Hd [m], > H0
 * @param dutyFlow - Qd [m³/s], > 0
 * @returns the curve
 * @throws PumpRefusal('headNotAboveStatic') when Hd ≤ H0 (calculators §5, the spec's message);
 *   PumpRefusal('invalidInput') for non-finite, negative H0 or non-positive Qd
 * @example systemCurveQuadratic(10, 30, 0.01): head at 0.02 m³/s is 10 + 20·4 = 90 m
 *
 * References:
 * 1. Gülich, J. F. (2020). Centrifugal Pumps, 4th ed., §11.1 (system characteristic). Springer.
 *    https://doi.org/10.1007/978-3-030-14788-4
 */
export function systemCurveQuadratic(
  staticHead: Metres,
  dutyHead: Metres,
  dutyFlow: CubicMetresPerSecond,
): SystemCurve {
  if (![staticHead, dutyHead, dutyFlow].every(Number.isFinite) || staticHead < 0 || dutyFlow <= 0) {
    throw new PumpRefusal('invalidInput', 'system curve needs finite H0 ≥ 0, Hd and Qd > 0');
  }
  if (!(dutyHead > staticHead)) throw new PumpRefusal('headNotAboveStatic', HEAD_NOT_ABOVE_STATIC_MESSAGE);
  return { staticHead, dutyHead, dutyFlow, k: (dutyHead - staticHead) / (dutyFlow * dutyFlow) };
}

/**
 * Head the installation needs at flow Q.
 * @param curve - the system curve
 * @param q - flow [m³/s], ≥ 0
 * @returns head [m]
 */
export const systemHead = (curve: SystemCurve, q: CubicMetresPerSecond): Metres =>
  (curve.staticHead + curve.k * q * q) as Metres;
