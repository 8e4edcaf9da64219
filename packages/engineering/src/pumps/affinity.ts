// Affinity (similarity) laws for a change of rotational speed of one centrifugal pump.
// One function per law, so a test can pin each against the Hydraulic Institute's example.
import type { Fraction } from '../units';

/**
 * Speed ratio s = n / n_rated.
 * @param speed - actual speed [rpm]
 * @param ratedSpeed - speed the catalogue curve was measured at [rpm]
 * @returns s [-]
 * @example speedRatio(1566, 1740) === 0.9
 */
export const speedRatio = (speed: number, ratedSpeed: number): Fraction => (speed / ratedSpeed) as Fraction;

/**
 * Flow at another speed, Q₂ = s·Q₁ (first affinity law).
 * @param flow - flow at rated speed [any flow unit]
 * @param s - speed ratio [-]
 * @returns flow at speed s [same unit]
 * @example affinityFlow(200, 0.9) === 180 (HI: 200 gpm at 1740 rpm → 180 gpm at 1566 rpm)
 *
 * References:
 * 1. Hydraulic Institute. Pump Fundamentals / ANSI/HI 1.3 Rotodynamic Centrifugal Pumps for Design
 *    and Application — affinity rules (Q ∝ n, H ∝ n², P ∝ n³).
 * 2. Gülich, J. F. (2020). Centrifugal Pumps, 4th ed., §3.4 (similarity laws). Springer.
 */
export const affinityFlow = <T extends number>(flow: T, s: Fraction): T => (flow * s) as T;

/**
 * Head at another speed, H₂ = s²·H₁ (second affinity law).
 * @param head - head at rated speed [any head unit]
 * @param s - speed ratio [-]
 * @returns head at speed s [same unit]
 * @example affinityHead(100, 0.9) ≈ 81
 */
export const affinityHead = <T extends number>(head: T, s: Fraction): T => (head * s * s) as T;

/**
 * Shaft power at another speed, P₂ = s³·P₁ (third affinity law; efficiency assumed unchanged,
 * which holds for moderate speed changes of the same pump).
 * @param power - power at rated speed [any power unit]
 * @param s - speed ratio [-]
 * @returns power at speed s [same unit]
 * @example affinityPower(10, 0.9) ≈ 7.29
 */
export const affinityPower = <T extends number>(power: T, s: Fraction): T => (power * s * s * s) as T;

/**
 * Required NPSH at another speed, NPSHr₂ = s²·NPSHr₁ (suction specific speed constant).
 * @param npshr - NPSHr at rated speed [m]
 * @param s - speed ratio [-]
 * @returns NPSHr at speed s [m]
 * @example affinityNpshr(4, 0.5) === 1
 *
 * References:
 * 1. Gülich, J. F. (2020). Centrifugal Pumps, 4th ed., §6.2 (NPSH scaling with speed). Springer.
 */
export const affinityNpshr = <T extends number>(npshr: T, s: Fraction): T => (npshr * s * s) as T;
