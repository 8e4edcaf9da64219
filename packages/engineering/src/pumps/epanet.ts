// EPANET's generic pump curve built from a single design point: a documented, testable shape
// for the engine's tests and for a pump whose catalogue gives only its duty point.
import type { CubicMetresPerSecond, Metres } from '../units';
import { PumpRefusal } from './refusal';

/** H(Q) = shutoffHead − shutoffHead·(Q / maxFlow)². */
export interface SinglePointPumpCurve {
  /** Head at zero flow [m]: 4/3 of the design head. */
  readonly shutoffHead: Metres;
  /** Flow where the head falls to zero [m³/s]: twice the design flow. */
  readonly maxFlow: CubicMetresPerSecond;
}

/**
 * EPANET's single-point pump curve: shutoff head 133 % of the design head, maximum flow twice the
 * design flow, and the power function h = A − B·q^C through (0, 4/3·Hd), (Qd, Hd), (2Qd, 0), which
 * gives C = 2 exactly. EPANET stores the factor as 1.33334; 4/3 is used here so the curve passes
 * exactly through the design point.
 *
 * @param designFlow - Qd [m³/s], > 0
 * @param designHead - Hd [m], > 0
 * @returns the curve
 * @example epanetSinglePointCurve(0.01, 30): shutoff 40 m, max flow 0.02 m³/s, head at 0.01 = 30 m
 *
 * References:
 * 1. Rossman, L. A. et al. (2020). EPANET 2.2 User Manual, §3.1 "Pumps" (single-point curve).
 *    EPA/600/R-20/133. U.S. EPA.
 * 2. EPANET 2.2 source, src/input1.c, updatepumpparams(): h0 = 1.33334·h1, q2 = 2·q1, h2 = 0.
 */
export function epanetSinglePointCurve(
  designFlow: CubicMetresPerSecond,
  designHead: Metres,
): SinglePointPumpCurve {
  if (!(designFlow > 0) || !(designHead > 0) || !Number.isFinite(designFlow + designHead)) {
    throw new PumpRefusal('invalidInput', 'single-point curve needs Qd > 0 and Hd > 0');
  }
  return { shutoffHead: ((4 / 3) * designHead) as Metres, maxFlow: (2 * designFlow) as CubicMetresPerSecond };
}

/**
 * Head of a single-point curve at flow Q (0 ≤ Q ≤ maxFlow).
 * @param curve - the curve
 * @param q - flow [m³/s]
 * @returns head [m], or null outside [0, maxFlow]
 */
export function singlePointCurveHead(curve: SinglePointPumpCurve, q: CubicMetresPerSecond): Metres | null {
  if (!(q >= 0 && q <= curve.maxFlow)) return null;
  return (curve.shutoffHead * (1 - (q / curve.maxFlow) ** 2)) as Metres;
}
