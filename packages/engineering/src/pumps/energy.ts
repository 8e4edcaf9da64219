// Energy a pump set draws over a year with a load profile, and its cost over the years: the energy
// part of the life-cycle cost (decision 0031).
import type { CubicMetresPerSecond, Fraction, Kilowatts, Watts } from '../units';
import { estimatedInputPower } from './motor';
import { speedRatioForDuty } from './operating-point';
import { setPerformance, type PreparedPump } from './pump-model';
import { systemCurveQuadratic, systemHead, type SystemCurve } from './system-curve';
import type { AppliedPumpMode, PumpRejectionReason } from './types';
import type { PumpWater } from './water';

/** Shares of the duty flow the load profile has a row for [%]. */
export const LOAD_PROFILE_SHARES = [100, 75, 50, 25] as const;

/**
 * The example load profile [h/year] at 100/75/50/25 % of the duty flow: the time shares of the
 * reference profile of Commission Regulation (EC) No 641/2009, Annex II (circulators, EN 16297-1:
 * 6 / 15 / 35 / 44 %), spread over 6000 h a year. The 6000 h are an example, not from the
 * regulation: the user sets the hours.
 */
export const EXAMPLE_LOAD_PROFILE_HOURS = [360, 900, 2100, 2640] as const;
/** Hours in a year; the profile's total may not exceed it. */
export const HOURS_PER_YEAR = 8760;
/** Default years the energy cost is summed over. */
export const DEFAULT_ENERGY_YEARS = 10;

/** What the energy figures are asked for with. */
export interface EnergyProfile {
  /** Hours a year at 100, 75, 50, 25 % of the duty flow [h]. */
  readonly hours: readonly [number, number, number, number];
  /** Electricity price [₽/kWh]. */
  readonly price: number;
  /** Years the cost is summed over, no discounting and no price change [-]. */
  readonly years: number;
}

/** One row of the profile for one pump set. */
export interface EnergyRow {
  /** Share of the duty flow [%]. */
  readonly sharePct: number;
  readonly hours: number;
  /** Flow of the set in this row [m³/s]. */
  readonly flow: number;
  /** Speed, % of rated (100 at fixed speed). */
  readonly speedPct: number;
  /** Electrical input P1 of the set [kW]. */
  readonly inputKw: number;
  /** Energy a year in this row [kWh]. */
  readonly kwh: number;
}

export type PumpEnergy =
  | {
      readonly ok: true;
      readonly rows: readonly EnergyRow[];
      /** Σ hours·P1 [kWh/year]. */
      readonly kwhPerYear: number;
      /** kWh a year × price [₽/year]. */
      readonly costPerYear: number;
      /** costPerYear × years [₽]. */
      readonly costTotal: number;
    }
  | {
      readonly ok: false;
      /** The share whose point lies outside what the pump's curves cover (never extrapolated). */
      readonly sharePct: number;
      readonly reason: PumpRejectionReason;
    };

/**
 * Energy of one pump set over a year and its cost.
 *
 * Each row with hours > 0 runs the set at `share`·Qd:
 * - with frequency control (BoxType 0) at the speed that puts it on the system curve at that flow
 *   (speedRatioForDuty with the duty (q, H_sys(q)) of the same curve); below MIN_SPEED_PCT refused;
 * - at fixed speed (BoxType 2) throttled: a valve sets the flow, the pump runs on its own curve at
 *   that flow (its head above the system curve is lost in the valve). The 100 % row runs at the
 *   working point's flow when the set falls short of the duty (`fullFlow` < Qd).
 * P1 = n·estimatedInputPower(P2/n) with P2 from the catalogue curve scaled to the water's density
 * (the catalogue's motor efficiency where given, else the IE3 estimate — decision 0032).
 * A row outside the curve's flow range is refused with its share, never extrapolated.
 *
 * References:
 * 1. Hydraulic Institute, Europump, US DOE (2001), "Pump Life Cycle Costs: A Guide to LCC Analysis
 *    for Pumping Systems", §2 (energy cost Ce = Σ P1·t·price per year; here summed without discounting).
 * @param pump - fitted pump
 * @param mode - pump count and control as applied
 * @param system - system curve through the duty point
 * @param water - the water (powerFactor for P2)
 * @param fullFlow - the set's flow at the working point [m³/s]
 * @param profile - hours at 100/75/50/25 %, price [₽/kWh], years
 * @param ratedMotorKw - rated motor power of one pump [kW]
 * @param minSpeedPct - lowest speed with control [%]
 * @param nominalEfficiency - the motor's nominal efficiency from the catalogue, if any (else IE3)
 */
export function pumpEnergy(
  pump: PreparedPump,
  mode: AppliedPumpMode,
  system: SystemCurve,
  water: PumpWater,
  fullFlow: CubicMetresPerSecond,
  profile: EnergyProfile,
  ratedMotorKw: number,
  minSpeedPct: number,
  nominalEfficiency?: number,
): PumpEnergy {
  const rows: EnergyRow[] = [];
  const n = mode.pcnt;
  for (let i = 0; i < LOAD_PROFILE_SHARES.length; i++) {
    const sharePct = LOAD_PROFILE_SHARES[i]!;
    const hours = profile.hours[i]!;
    if (hours <= 0) continue;
    const q = Math.min((sharePct / 100) * system.dutyFlow, fullFlow) as CubicMetresPerSecond;
    let s = 1 as Fraction;
    if (mode.BoxType === 0) {
      const partial = systemCurveQuadratic(system.staticHead, systemHead(system, q), q);
      const op = speedRatioForDuty(pump, n, partial);
      if (!op.ok) return { ok: false, sharePct, reason: op.reason };
      if (op.speedRatio * 100 < minSpeedPct) return { ok: false, sharePct, reason: 'belowMinSpeed' };
      s = op.speedRatio;
    }
    const perf = setPerformance({ pump, count: n, speedRatio: s }, q);
    if (!perf)
      return { ok: false, sharePct, reason: q < pump.qMin * n * s ? 'belowMinFlow' : 'aboveMaxFlow' };
    const shaftPerPump = (perf.power * water.powerFactor) / n;
    const inputW =
      n * estimatedInputPower(shaftPerPump as Watts, ratedMotorKw as Kilowatts, nominalEfficiency);
    const inputKw = inputW / 1000;
    rows.push({ sharePct, hours, flow: q, speedPct: s * 100, inputKw, kwh: inputKw * hours });
  }
  const kwhPerYear = rows.reduce((sum, r) => sum + r.kwh, 0);
  const costPerYear = kwhPerYear * profile.price;
  return { ok: true, rows, kwhPerYear, costPerYear, costTotal: costPerYear * profile.years };
}
