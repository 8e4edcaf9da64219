// A station set's life-cycle cost (issue 29 item 5): its purchase — working pumps, the standby and
// the converters — and the energy of the running pumps over the load profile, as pumps are ranked.
import {
  DEFAULT_LCC_TERMS,
  DEFAULT_LOAD_PROFILE,
  driveInputPower,
  evaluateFit,
  lifeCycleCost,
  profileRows,
  setPerformance,
  setPurchase,
  type LccTerms,
  type LifeCycleCost,
  type LoadProfile,
  type PreparedPump,
  type PumpModelData,
  type PumpSet,
} from '../pumps';
import type { CubicMetresPerSecond, Fraction } from '../units';
import { rankByLifeCycleCost, type LccRanked } from '../pumps/ranking';
import type { StationTypeInfo } from './station-types';
import { STANDBY_PUMPS } from './station-types';
import type { StationLccRow, StationPumpPoint } from './types';

export type { StationLccRow } from './types';

export interface StationLcc extends LifeCycleCost {
  readonly rows: readonly StationLccRow[];
}

/**
 * Converters a set is bought with: one per pump, the standby's included, when each pump has its own
 * (WRP-A, WRP-A basic; WRP-A ECO's are built into the motors, priced alike); one for a cascade set
 * (WRP-B); none at fixed speed.
 */
export function stationConverters(info: StationTypeInfo, working: number): number {
  if (info.control === 'speedEach') return working + STANDBY_PUMPS;
  return info.control === 'speedOne' ? 1 : 0;
}

/** Electrical input of the pumps at a working point [W]: motor (decision 0030) + IE2 converter losses. */
export function pointsInputW(
  model: PumpModelData,
  info: StationTypeInfo,
  points: readonly StationPumpPoint[],
): number {
  return points.reduce((w, p) => {
    const d = driveInputPower({
      shaftW: p.power * 1000,
      ratedKw: model.power,
      speedRatio: p.speedPct / 100,
      converter: p.role === 'variable' || info.control === 'speedEach',
      ...(model.motor?.efficiency !== undefined ? { motorEfficiency: model.motor.efficiency / 100 } : {}),
    });
    return w + p.count * d.inputW;
  }, 0);
}

/**
 * The shaft power of one pump run below its catalogue range at a part load: charged at its lowest
 * catalogue point at the speed that holds the set head there (never an extrapolation).
 */
export function lowestPointPoint(
  pump: PreparedPump,
  head: number,
  speedControlled: boolean,
): StationPumpPoint {
  const hMin = evaluateFit(pump.head, pump.qMin)!;
  const s = speedControlled ? Math.min(1, Math.sqrt(head / hMin)) : 1;
  const set: PumpSet = { pump, count: 1, speedRatio: s as Fraction };
  // A hair inside the range, so rounding of q/s never falls below Q_min.
  const perf = setPerformance(set, (pump.qMin * s * (1 + 1e-12)) as CubicMetresPerSecond)!;
  return {
    role: s < 1 ? 'variable' : 'fixed',
    count: 1,
    flow: pump.qMin * s * 3600,
    head: perf.head,
    speedPct: s * 100,
    efficiency: perf.efficiency * 100,
    power: perf.power / 1000,
    npshr: perf.npshr,
  };
}

/**
 * A set's life-cycle cost over the load profile (decision 0042's rule, per set): the purchase lines
 * of its working pumps, standby and converters (price list, or the stated size proxy), and the energy
 * of each profile row — the set at that share of the design flow, as its control runs it, with the
 * fewest pumps that hold the set head (`partLoad` gives the points of a row, null when the set cannot
 * run it: then the lowest catalogue point of one pump). A fire set does not run in service: its rows
 * carry no hours and its cost is the purchase (decision 0043). The profile and terms are the form's
 * (stationProfileOf), the example profile, 8 ₽/kWh and 10 years by default (decision 0042).
 * @param partLoad - the working points at a flow [m³/s] with k pumps, or null when infeasible
 */
export function stationLifeCycleCost(
  model: PumpModelData,
  pump: PreparedPump,
  info: StationTypeInfo,
  working: number,
  qd: CubicMetresPerSecond,
  headForLowest: number,
  partLoad: (q: CubicMetresPerSecond, k: number) => readonly StationPumpPoint[] | null,
  profile: LoadProfile = DEFAULT_LOAD_PROFILE,
  terms: LccTerms = DEFAULT_LCC_TERMS,
): StationLcc {
  const fire = info.group === 'fire';
  const rows: StationLccRow[] = profileRows(profile).map(({ sharePct, hours }) => {
    if (fire) return { sharePct, hours: 0, running: 0, inputW: 0 };
    const q = ((qd * sharePct) / 100) as CubicMetresPerSecond;
    for (let k = 1; k <= working; k++) {
      const points = partLoad(q, k);
      if (points) return { sharePct, hours, running: k, inputW: pointsInputW(model, info, points) };
    }
    return {
      sharePct,
      hours,
      running: 1,
      inputW: pointsInputW(model, info, [lowestPointPoint(pump, headForLowest, info.control !== 'fixed')]),
    };
  });
  const purchase = setPurchase({
    working,
    standby: STANDBY_PUMPS,
    pump: { ratedKw: model.power, ...(model.stages !== undefined ? { stages: model.stages } : {}) },
    converters: stationConverters(info, working),
  });
  return { ...lifeCycleCost(purchase, rows, terms), rows };
}

/**
 * Orders offered sets best first by life-cycle cost: the pumps' rankByLifeCycleCost (decision 0042)
 * — every set offered meets the duty; lowest cost first; equal costs to the kopeck by closeness to
 * best efficiency, then by id. The ISO 9906 tolerance is no key.
 */
export function rankSetsByLcc<T>(
  items: readonly T[],
  figures: (item: T) => { lccKopecks: number; bepRatio: number; id: number },
): LccRanked<T>[] {
  return rankByLifeCycleCost(items, figures);
}

/**
 * The form's load profile and terms, each left out taking its default (decision 0042).
 * @throws RangeError for hours outside 0…8760 or above 8760 in all, a tariff ≤ 0, years not 1…50
 */
export function stationProfileOf(input: {
  readonly price?: number | undefined;
  readonly years?: number | undefined;
  readonly h100?: number | undefined;
  readonly h75?: number | undefined;
  readonly h50?: number | undefined;
  readonly h25?: number | undefined;
}): { profile: LoadProfile; terms: LccTerms } {
  const d = DEFAULT_LOAD_PROFILE.hours;
  const hours = [input.h100 ?? d[0], input.h75 ?? d[1], input.h50 ?? d[2], input.h25 ?? d[3]] as const;
  if (!hours.every((h) => h >= 0 && h <= 8760) || hours.reduce((a, b) => a + b, 0) > 8760)
    throw new RangeError('hours must be 0…8760, 8760 in all');
  const terms = {
    tariffRubPerKwh: input.price ?? DEFAULT_LCC_TERMS.tariffRubPerKwh,
    years: input.years ?? DEFAULT_LCC_TERMS.years,
  };
  if (!(terms.tariffRubPerKwh > 0) || !Number.isInteger(terms.years) || terms.years < 1 || terms.years > 50)
    throw new RangeError('tariff must be > 0, years 1…50');
  return { profile: { hours }, terms };
}
