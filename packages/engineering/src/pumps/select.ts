// Pump selection for one series and one duty: every model's working point, rejections, ranking.
// This is the calculators' §4 "Pump selection" engine; the API turns candidates into pump records.
import {
  barToHead,
  formFlowToM3s,
  headToBar,
  m3sToFormFlow,
  wToKw,
  type CubicMetresPerSecond,
  type Fraction,
  type Bar,
  type Kilowatts,
  type Metres,
  type Watts,
} from '../units';
import {
  DEFAULT_ENERGY_YEARS,
  EXAMPLE_LOAD_PROFILE_HOURS,
  HOURS_PER_YEAR,
  type EnergyProfile,
} from './energy';
import { DEFAULT_TARIFF_RUB_PER_KWH } from './life-cycle-cost';
import { estimatedInputPower, motorEfficiency } from './motor';
import { npshCheck } from './npsh';
import { operatingPointFixedSpeed, speedRatioForDuty, type OperatingPoint } from './operating-point';
import {
  preparePump,
  setHead,
  setPerformance,
  type PreparedPump,
  type PumpSet,
  type SetPerformance,
} from './pump-model';
import { pumpLifeCycleCost, type PumpLcc } from './pump-lcc';
import { rankByLifeCycleCost } from './ranking';
import { PumpRefusal } from './refusal';
import { systemCurveQuadratic, type SystemCurve } from './system-curve';
import type {
  AppliedPumpMode,
  BoxType,
  PumpCandidate,
  PumpEnergyFigures,
  PumpEnergyRowFigures,
  PumpFlowUnits,
  PumpHeadUnits,
  PumpLccFigures,
  PumpModelData,
  PumpRejection,
  PumpSelectionInput,
  PumpSelectionResult,
  PumpSeriesData,
  PumpWaterUsed,
  PumpWorkingPoint,
} from './types';
import { npshAvailableFromInlet, pumpWater, type PumpWater } from './water';

export { PREFERRED_REGION_PCT } from './preferred-region';
/**
 * Lowest speed a frequency-controlled pump is offered at, % of rated (decision 0030): below it a
 * standard motor's cooling fan and the pump's efficiency fall away, and a smaller pump serves better.
 */
export const MIN_SPEED_PCT = 30;
/** Largest number of identical pumps in parallel (calculators §9). */
export const MAX_PUMP_COUNT = 5;

/**
 * The mode a selection runs with. A series without the control option (has_control false) is a
 * fixed-speed series whatever BoxType says; without the count option (has_count false) it is one
 * pump. Where the series offers frequency control and the form leaves BoxType out, control is
 * assumed, since that is what the option is for. Without a series the input is taken literally.
 *
 * @throws PumpRefusal('invalidInput') for pcnt outside 1…5 or a BoxType other than 0 or 2
 */
export function resolvePumpMode(
  series: Pick<PumpSeriesData, 'has_control' | 'has_count'> | undefined,
  input: Pick<PumpSelectionInput, 'pcnt' | 'BoxType'>,
): AppliedPumpMode {
  const pcnt = input.pcnt ?? 1;
  if (!Number.isInteger(pcnt) || pcnt < 1 || pcnt > MAX_PUMP_COUNT) {
    throw new PumpRefusal('invalidInput', `pcnt must be an integer 1…${MAX_PUMP_COUNT}`);
  }
  if (input.BoxType !== undefined && input.BoxType !== 0 && input.BoxType !== 2) {
    throw new PumpRefusal('invalidInput', 'BoxType must be 0 or 2');
  }
  if (!series) return { pcnt, BoxType: input.BoxType ?? 2 };
  const BoxType: BoxType = series.has_control ? (input.BoxType ?? 0) : 2;
  return { pcnt: series.has_count ? pcnt : 1, BoxType };
}

/** The form's duty point in SI, with its system curve, the water and the form's units for display. */
export interface Duty {
  readonly units: PumpFlowUnits;
  readonly hunits: PumpHeadUnits;
  readonly system: SystemCurve;
  /** The water at the form's temperature: every bar ↔ m conversion uses its density. */
  readonly water: PumpWater;
}

/**
 * Converts the pump form to SI (flow in the form's unit → m³/s; H, H0 in bar → m of head of the
 * water at T, ρ(T) from IAPWS-IF97, or already in those metres) and builds the system curve through
 * the duty point.
 * @throws PumpRefusal('headNotAboveStatic') when H ≤ H0 (the spec's message);
 *   PumpRefusal('invalidInput') for Q ≤ 0, H0 < 0, non-numbers or T outside 1…90 °C
 */
export function dutyFromForm(input: PumpSelectionInput): Duty {
  const { Q, H, H0 } = input;
  if (![Q, H, H0].every((v) => typeof v === 'number' && Number.isFinite(v)) || Q <= 0 || H0 < 0) {
    throw new PumpRefusal('invalidInput', 'Q must be > 0, H0 ≥ 0, all finite numbers');
  }
  if (input.units !== 'm' && input.units !== 'l')
    throw new PumpRefusal('invalidInput', "units must be 'm' or 'l'");
  const hunits = input.hunits ?? 'bar';
  if (hunits !== 'bar' && hunits !== 'm')
    throw new PumpRefusal('invalidInput', "hunits must be 'bar' or 'm'");
  const water = pumpWater(input.T);
  const flow = formFlowToM3s(Q, input.units);
  const head = (h: number) => (hunits === 'm' ? (h as Metres) : barToHead(h as Bar, water.density));
  return { units: input.units, hunits, water, system: systemCurveQuadratic(head(H0), head(H), flow) };
}

/** The water as the answer reports it. */
export const waterUsed = (water: PumpWater): PumpWaterUsed => ({
  temperatureC: water.temperatureC,
  density: water.density,
  gravity: water.gravity,
  metresPerBar: water.metresPerBar,
  vapourPressureKpa: water.vapourPressure / 1000,
});

/**
 * NPSH available from the form: NPSHa [m] as typed, or from the inlet pressure `pin` [bar abs.];
 * null when neither is given.
 * @throws PumpRefusal('invalidInput') for both given, a negative NPSHa, pin ≤ 0 bar (abs.) or a non-number
 */
export function npshAvailableFromForm(input: PumpSelectionInput, water: PumpWater): number | null {
  const { NPSHa, pin } = input;
  if (NPSHa !== undefined && pin !== undefined)
    throw new PumpRefusal('invalidInput', 'give NPSHa or pin, not both');
  if (NPSHa !== undefined) {
    if (typeof NPSHa !== 'number' || !Number.isFinite(NPSHa) || NPSHa < 0)
      throw new PumpRefusal('invalidInput', 'NPSHa must be a number ≥ 0');
    return NPSHa;
  }
  if (pin !== undefined) {
    if (typeof pin !== 'number' || !Number.isFinite(pin) || pin <= 0)
      throw new PumpRefusal('invalidInput', 'pin must be an absolute pressure above 0 bar');
    // Below the vapour pressure NPSHa is negative: the water boils at the inlet and every pump is
    // refused for NPSH, which is what the user needs to read (not a refusal of the input).
    return npshAvailableFromInlet(pin, water);
  }
  return null;
}

/**
 * The one load profile, tariff and years of a selection (issue 29 item 9): the form's, each left out
 * taking its default — the example profile 360/900/2100/2640 h (decision 0031), 8 ₽/kWh and 10 years
 * (decision 0042). Every energy and cost figure and the ranking use it.
 * @throws PumpRefusal('invalidInput') for hours outside 0…8760 or more than 8760 in all, a price ≤ 0
 *   or years not an integer 1…50
 */
export function energyProfileFromForm(input: PumpSelectionInput): EnergyProfile {
  const given = [input.h100, input.h75, input.h50, input.h25];
  const hours = given.map((h, i) => h ?? EXAMPLE_LOAD_PROFILE_HOURS[i]!) as [number, number, number, number];
  const years = input.years ?? DEFAULT_ENERGY_YEARS;
  const price = input.price ?? DEFAULT_TARIFF_RUB_PER_KWH;
  const finite = (v: number) => typeof v === 'number' && Number.isFinite(v);
  if (!hours.every((h) => finite(h) && h >= 0 && h <= HOURS_PER_YEAR))
    throw new PumpRefusal('invalidInput', 'hours must be 0…8760');
  if (hours.reduce((a, b) => a + b, 0) > HOURS_PER_YEAR)
    throw new PumpRefusal('invalidInput', 'the profile exceeds 8760 h a year');
  if (!finite(price) || price <= 0) throw new PumpRefusal('invalidInput', 'price must be > 0');
  if (!Number.isInteger(years) || years < 1 || years > 50)
    throw new PumpRefusal('invalidInput', 'years must be an integer 1…50');
  return { hours, price, years };
}

/** The working point in the spec's `delta.x_work` shape and display units. */
export function toWorkingPoint(
  units: PumpFlowUnits,
  flow: CubicMetresPerSecond,
  perf: SetPerformance,
  speedRatio: Fraction,
  ratedSpeed: number,
  water: PumpWater,
): PumpWorkingPoint {
  return {
    Q: m3sToFormFlow(flow, units),
    p: headToBar(perf.head, water.density),
    H: perf.head,
    eff: perf.efficiency * 100,
    NPSH: perf.npshr,
    // Catalogue P2 is for water at 20 °C; at the same flow and head it scales with ρ.
    power: wToKw((perf.power * water.powerFactor) as Watts),
    speed: speedRatio * ratedSpeed,
    speedPct: speedRatio * 100,
  };
}

/** Working point of one prepared pump in a mode: fixed-speed intersection or required speed. */
export function operatingPointFor(
  pump: PreparedPump,
  mode: AppliedPumpMode,
  system: SystemCurve,
): OperatingPoint {
  if (mode.BoxType === 2) return operatingPointFixedSpeed(pump, mode.pcnt, system, ISO_9906_GRADE_2B);
  const op = speedRatioForDuty(pump, mode.pcnt, system);
  return op.ok && op.speedRatio * 100 < MIN_SPEED_PCT ? { ok: false, reason: 'belowMinSpeed' } : op;
}

interface Evaluated {
  readonly model: PumpModelData;
  readonly point: PumpWorkingPoint;
  readonly bepRatio: number;
  readonly powerW: number;
  /** Shaft power of one pump over its rated motor power [-]. */
  readonly motorLoading: number;
  /** Estimated electrical input of the set [W] (motor.ts). */
  readonly inputW: number;
  readonly system: SystemCurve;
  readonly withinTolerance: boolean;
  readonly shortOfDuty: boolean;
  readonly npsh: ReturnType<typeof npshCheck> | null;
  /** Life-cycle cost over the load profile (pump-lcc.ts): what the ranking orders by. */
  readonly lcc: PumpLcc;
}

/** ISO 9906:2012 acceptance grade 2B: flow ±8 %, head ±5 % around the guarantee point. */
export const ISO_9906_GRADE_2B = { flow: 0.08, head: 0.05 } as const;

/**
 * Whether a set's curve passes through the ISO 9906 grade 2B tolerance cross around the duty
 * point — i.e. a pump guaranteed at the duty would pass its acceptance test. The curve is known to
 * reach the duty (H_set(Qd) ≥ Hd), so it passes when it is not more than 5 % above Hd at Qd, or
 * falls to Hd before 1.08·Qd. Outside the catalogue range the test is not made (false).
 *
 * References:
 * 1. ISO 9906:2012 Rotodynamic pumps — Hydraulic performance acceptance tests — Grades 1, 2
 *    and 3, §4.4 and table 8 (grade 2B: t_Q = ±8 %, t_H = ±5 %).
 */
export function dutyWithinIso9906(set: PumpSet, system: SystemCurve): boolean {
  const qd = system.dutyFlow;
  const hd = system.dutyHead;
  const atDuty = setHead(set, qd);
  if (atDuty !== null && atDuty <= hd * (1 + ISO_9906_GRADE_2B.head)) return true;
  const beyond = setHead(set, (qd * (1 + ISO_9906_GRADE_2B.flow)) as CubicMetresPerSecond);
  return beyond !== null && beyond <= hd;
}

/**
 * Selects pumps of one series for a duty point (calculators §4 Pump selection).
 *
 * For each model: the working point (fixed speed: pump/system intersection, offered also when short
 * of the duty within ISO 9906 grade 2B; frequency control: the speed ratio through the duty point,
 * not below MIN_SPEED_PCT), rejected with its true cause otherwise. The rest are ranked by life-cycle
 * cost (decision 0042, rankByLifeCycleCost): those that meet the duty before those short of it, then
 * the lowest purchase + energy over the load profile (pump-lcc.ts: at fixed speed the pump runs at its
 * crossing with the system curve; motor and IE2 converter losses), then closeness to best efficiency
 * and id. The ISO 9906 grade 2B check is reported (`withinTolerance`), not ranked by.
 *
 * @param series - the series with its models (catalogue units)
 * @param input - the pump form: Q [m³/h or l/s], H and H0 [bar], pcnt 1…5, BoxType 0|2
 * @returns ranked candidates with `delta.x_work` and `why`, and the rejected models with reasons
 * @throws PumpRefusal('headNotAboveStatic' | 'invalidInput')
 */
export function selectPumps(series: PumpSeriesData, input: PumpSelectionInput): PumpSelectionResult {
  const mode = resolvePumpMode(series, input);
  const { units, system, water } = dutyFromForm(input);
  const npsha = npshAvailableFromForm(input, water);
  const profile = energyProfileFromForm(input);
  const terms = { tariffRubPerKwh: profile.price, years: profile.years };
  const loadProfile = { hours: profile.hours };
  const ok: Evaluated[] = [];
  const rejected: PumpRejection[] = [];
  for (const model of series.models) {
    const pump = preparePump(model);
    const op = operatingPointFor(pump, mode, system);
    if (!op.ok) {
      rejected.push({ id: model.id, name: model.name, reason: op.reason });
      continue;
    }
    const set: PumpSet = { pump, count: mode.pcnt, speedRatio: op.speedRatio };
    const perf = setPerformance(set, op.flow)!;
    const npsh = npsha === null ? null : npshCheck(npsha, perf.npshr);
    if (npsh?.status === 'short') {
      rejected.push({ id: model.id, name: model.name, reason: 'npsh' });
      continue;
    }
    const shortOfDuty = op.shortOfDuty === true;
    const powerW = perf.power * water.powerFactor;
    const lcc = pumpLifeCycleCost(
      pump,
      model,
      mode,
      system,
      water,
      op.flow,
      op.speedRatio,
      MIN_SPEED_PCT,
      loadProfile,
      terms,
    );
    ok.push({
      model,
      point: toWorkingPoint(units, op.flow, perf, op.speedRatio, model.ratedSpeed, water),
      bepRatio: perf.bepRatio,
      powerW,
      motorLoading: powerW / mode.pcnt / (model.power * 1000),
      inputW:
        mode.pcnt *
        estimatedInputPower((powerW / mode.pcnt) as Watts, model.power as Kilowatts, motorEfficiency(model)),
      system,
      // With frequency control the set runs through the duty point itself.
      withinTolerance: mode.BoxType === 0 || shortOfDuty || dutyWithinIso9906(set, system),
      shortOfDuty,
      npsh,
      lcc,
    });
  }
  const scored = rankByLifeCycleCost(ok, (e) => ({
    lccKopecks: e.lcc.totalKopecks,
    bepRatio: e.bepRatio,
    shortOfDuty: e.shortOfDuty,
    id: e.model.id,
  }));
  const candidates: PumpCandidate[] = scored.map(({ item: e, bepFlowPct, inPreferredRegion }, i) => ({
    id: e.model.id,
    name: e.model.name,
    article: e.model.article,
    voltage: e.model.voltage,
    power: e.model.power,
    rank: i + 1,
    delta: { x_work: e.point },
    why: {
      headDeviationPct: roundOff(((e.point.H - e.system.dutyHead) / e.system.dutyHead) * 100),
      flowDeviationPct: flowDeviation(e, units),
      bepFlowPct,
      inPreferredRegion,
      withinTolerance: e.withinTolerance,
      shortOfDuty: e.shortOfDuty,
      speedPct: e.point.speedPct,
      motorLoadingPct: e.motorLoading * 100,
      powerKw: wToKw(e.powerW as Watts),
      inputPowerKw: wToKw(e.inputW as Watts),
      score: e.lcc.totalKopecks / 100,
      npsh: e.npsh,
      energy: energyFigures(e.lcc, units),
      lcc: lccFigures(e.lcc, units, mode),
    },
  }));
  return { seriesId: series.id, applied: mode, water: waterUsed(water), candidates, rejected };
}

/** The energy a year and its cost, from the life-cycle cost's rows (the rows with hours). */
function energyFigures(l: PumpLcc, units: PumpFlowUnits): PumpEnergyFigures {
  const rows: PumpEnergyRowFigures[] = [];
  for (const r of l.rows) {
    if (!(r.hours > 0)) continue;
    const inputKw = r.inputW / 1000;
    rows.push({
      sharePct: r.sharePct,
      hours: r.hours,
      Q: m3sToFormFlow(r.flow as CubicMetresPerSecond, units),
      speedPct: r.speedPct,
      inputKw,
      kwh: inputKw * r.hours,
    });
  }
  return {
    ok: true,
    rows,
    kwhPerYear: l.kwhPerYear,
    costPerYear: l.energyKopecksPerYear / 100,
    costTotal: l.energyKopecks / 100,
    price: l.tariffRubPerKwh,
    years: l.years,
  };
}

/** The life-cycle cost as the answer carries it: every figure, flows in the form's unit. */
function lccFigures(l: PumpLcc, units: PumpFlowUnits, mode: AppliedPumpMode): PumpLccFigures {
  const rows: PumpLccFigures['rows'] = [];
  for (const r of l.rows)
    rows.push({
      sharePct: r.sharePct,
      hours: r.hours,
      Q: m3sToFormFlow(r.flow as CubicMetresPerSecond, units),
      speedPct: r.speedPct,
      inputKw: r.inputW / 1000,
      converterLossKw: r.converterLossW / 1000,
      atLowestPoint: r.atLowestPoint,
    });
  return {
    purchase: l.purchase as PumpLccFigures['purchase'],
    purchaseKopecks: l.purchaseKopecks,
    kwhPerYear: l.kwhPerYear,
    energyKopecksPerYear: l.energyKopecksPerYear,
    energyKopecks: l.energyKopecks,
    totalKopecks: l.totalKopecks,
    tariffRubPerKwh: l.tariffRubPerKwh,
    years: l.years,
    rows,
    fixedSpeedAt: mode.BoxType === 2 ? 'crossing' : null,
  };
}

function flowDeviation(e: Evaluated, units: PumpFlowUnits): number {
  const qd = m3sToFormFlow(e.system.dutyFlow, units);
  return roundOff(((e.point.Q - qd) / qd) * 100);
}

/** Root-finder residue (1e-13 %) reads as a deviation; anything under 1e-6 % is zero. */
const roundOff = (pct: number): number => (Math.abs(pct) < 1e-6 ? 0 : pct);
