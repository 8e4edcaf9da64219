// The electrical power a pump's motor draws: from the catalogue's nominal motor efficiency where a
// model has one (decision 0032), otherwise estimated (decision 0030): an IE3 motor of the rated power, its losses split into a constant
// part and a part growing with the square of the load. It is what makes an oversized motor cost
// energy in the ranking: a 2.2 kW motor turning a 0.05 kW duty draws about 0.18 kW, a 0.37 kW one
// about 0.10 kW.
import type { Kilowatts, Watts } from '../units';

/** IEC 60034-30-1 efficiency classes. */
export type MotorEfficiencyClass = 'IE1' | 'IE2' | 'IE3' | 'IE4';

/** A motor's nameplate data (IEC 60034-1 rating plate); every field optional. */
export interface PumpMotorData {
  /** Efficiency class (IEC 60034-30-1). */
  readonly efficiencyClass?: MotorEfficiencyClass;
  /** Nominal (full-load) efficiency [%]; when given, P1 is computed with it instead of IE3. */
  readonly efficiency?: number;
  /** Rated current at the rated voltage [A]. */
  readonly ratedCurrent?: number;
  /** Power factor cos φ at rated load [-]. */
  readonly cosPhi?: number;
}

/**
 * IE3 (premium) nominal efficiency of 2-pole 50 Hz motors by rated power, IEC 60034-30-1:2014
 * table 3 — [rated power kW, efficiency %]. Between rows the efficiency is interpolated in log(P).
 */
export const IE3_2POLE_50HZ: readonly (readonly [number, number])[] = [
  [0.12, 60.8],
  [0.18, 65.9],
  [0.2, 67.2],
  [0.25, 69.7],
  [0.37, 73.8],
  [0.4, 74.6],
  [0.55, 77.8],
  [0.75, 80.7],
  [1.1, 82.7],
  [1.5, 84.2],
  [2.2, 85.9],
  [3, 87.1],
  [4, 88.1],
  [5.5, 89.2],
  [7.5, 90.1],
  [11, 91.2],
  [15, 91.9],
  [18.5, 92.4],
  [22, 92.7],
  [30, 93.3],
  [37, 93.7],
  [45, 94.0],
  [55, 94.3],
  [75, 94.7],
  [90, 95.0],
  [110, 95.2],
  [132, 95.4],
  [160, 95.6],
  [200, 95.8],
];

/**
 * Share of an induction motor's full-load losses that do not depend on the load (iron, friction
 * and windage): about a third for small and mid-size motors (decision 0030 gives the reading).
 */
export const MOTOR_CONSTANT_LOSS_SHARE = 0.35;

/**
 * IE3 nominal efficiency of a motor of `rated` kW (IEC 60034-30-1), held at the table's ends.
 * @example ie3Efficiency(2.2 as Kilowatts) === 0.859
 */
export function ie3Efficiency(rated: Kilowatts): number {
  const t = IE3_2POLE_50HZ;
  if (rated <= t[0]![0]) return t[0]![1] / 100;
  for (let i = 1; i < t.length; i++) {
    const [p1, e1] = t[i]!;
    if (rated <= p1) {
      const [p0, e0] = t[i - 1]!;
      const f = Math.log(rated / p0) / Math.log(p1 / p0);
      return (e0 + f * (e1 - e0)) / 100;
    }
  }
  return t[t.length - 1]![1] / 100;
}

/**
 * Electrical input P1 of one motor delivering shaft power `shaft` with rated power `rated`:
 * P1 = P2 + L·(c + (1 − c)·(P2/Pr)²), where L = Pr·(1/η − 1) are the full-load losses and
 * c = MOTOR_CONSTANT_LOSS_SHARE. η is the motor's nominal efficiency from the catalogue when it
 * has one (decision 0032), otherwise that of an IE3 motor of the rated power (decision 0030).
 * @param shaft - shaft power P2 of the motor [W]
 * @param rated - rated motor power [kW]
 * @param nominalEfficiency - the catalogue's nominal (full-load) motor efficiency [-], 0 < η < 1
 * @returns estimated electrical input P1 [W]
 */
export function estimatedInputPower(shaft: Watts, rated: Kilowatts, nominalEfficiency?: number): Watts {
  const ratedW = rated * 1000;
  const eta =
    nominalEfficiency !== undefined && nominalEfficiency > 0 && nominalEfficiency < 1
      ? nominalEfficiency
      : ie3Efficiency(rated);
  const losses = ratedW * (1 / eta - 1);
  const load = shaft / ratedW;
  const c = MOTOR_CONSTANT_LOSS_SHARE;
  return (shaft + losses * (c + (1 - c) * load * load)) as Watts;
}

/**
 * The nominal motor efficiency the catalogue gives for a model [-], or undefined (then P1 is
 * estimated for an IE3 motor).
 * @example motorEfficiency({ motor: { efficiency: 82.5 } }) === 0.825
 */
export function motorEfficiency(model: { readonly motor?: PumpMotorData }): number | undefined {
  const pct = model.motor?.efficiency;
  return pct !== undefined && pct > 0 && pct < 100 ? pct / 100 : undefined;
}
