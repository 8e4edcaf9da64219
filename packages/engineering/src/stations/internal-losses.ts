// The set's own pressure loss between its suction and discharge connections: each pump's branch
// (isolation valves, non-return valve, manifold tees) at the branch velocity (decision 0029).
import { STANDARD_GRAVITY, type CubicMetresPerSecond, type Metres } from '../units';

/** Standard nominal diameters of a pump branch [mm], taken as the bore. */
export const BRANCH_DN_MM = [25, 32, 40, 50, 65, 80, 100, 125, 150] as const;

/** Largest branch velocity at one pump's best-efficiency flow [m/s]. */
export const BRANCH_VELOCITY_LIMIT = 3.0;

/**
 * Loss coefficients of one pump branch, referred to the branch velocity [-]: suction and discharge
 * isolation valves (fully open butterfly or ball valve, 0.3 each), a spring-loaded non-return valve
 * (2.4) and the two manifold tees, flow into and out of the branch (1.0 each). Values chosen within
 * the usual handbook ranges for such fittings (Idelchik [1], tees and valves); an allowance, not a
 * measurement, and not quoted from a specific diagram.
 */
export const BRANCH_LOSS_COEFFICIENTS = {
  suctionValve: 0.3,
  dischargeValve: 0.3,
  nonReturnValve: 2.4,
  suctionTee: 1.0,
  dischargeTee: 1.0,
} as const;

/** Sum of the branch loss coefficients ζ [-] (5.0). */
export const BRANCH_ZETA = Object.values(BRANCH_LOSS_COEFFICIENTS).reduce((a, b) => a + b, 0);

/** A pump branch: its diameter and loss coefficient. */
export interface PumpBranch {
  /** Nominal diameter [mm]. */
  readonly dn: number;
  /** Total loss coefficient ζ [-]. */
  readonly zeta: number;
}

/**
 * The branch of a pump: the smallest standard DN whose velocity at the pump's best-efficiency flow
 * does not exceed 3.0 m/s. On the sample series this gives DN 25 for sizes 1 and 3, DN 32 for 5,
 * DN 40 for 10 and DN 50 for 15 and 20 — the connections of vertical multistage pumps of these
 * sizes (2.5 m/s would give size 20 DN 65).
 * @param bepFlow - best-efficiency flow of one pump [m³/s]
 * @returns the branch; the largest DN when even it is too fast
 */
export function pumpBranch(bepFlow: CubicMetresPerSecond): PumpBranch {
  for (const dn of BRANCH_DN_MM) {
    if (branchVelocity(dn, bepFlow) <= BRANCH_VELOCITY_LIMIT) return { dn, zeta: BRANCH_ZETA };
  }
  return { dn: BRANCH_DN_MM[BRANCH_DN_MM.length - 1]!, zeta: BRANCH_ZETA };
}

/**
 * Mean velocity in a branch, v = 4q/(π·d²).
 * @param dn - bore [mm]
 * @param q - flow [m³/s]
 * @returns velocity [m/s]
 */
export function branchVelocity(dn: number, q: CubicMetresPerSecond): number {
  const d = dn / 1000;
  return (4 * q) / (Math.PI * d * d);
}

/**
 * Head lost in the set by the flow of one pump, Δh = ζ·v²/(2g).
 * @param branch - the pump's branch
 * @param q - flow of that pump [m³/s]
 * @returns loss [m]
 * @example internalLoss({ dn: 40, zeta: 5 }, 0.0029166) ≈ 1.37 m (10.5 m³/h, v = 2.32 m/s)
 *
 * References:
 * 1. Idelchik, I. E. (2008). Handbook of Hydraulic Resistance, 4th ed. Begell House.
 */
export function internalLoss(branch: PumpBranch, q: CubicMetresPerSecond): Metres {
  const v = branchVelocity(branch.dn, q);
  return ((branch.zeta * v * v) / (2 * STANDARD_GRAVITY)) as Metres;
}
