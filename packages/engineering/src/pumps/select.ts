// Pump selection for one series and one duty: every model's working point, rejections, ranking.
// This is the calculators' §4 "Pump selection" engine; the API turns candidates into pump records.
import {
  barToHead,
  formFlowToM3s,
  formHeadToBar,
  headToBar,
  m3sToFormFlow,
  wToKw,
  type CubicMetresPerSecond,
  type Fraction,
  type Kilowatts,
  type Watts,
} from '../units';
import { estimatedInputPower, motorEfficiency } from './motor';
import { operatingPointFixedSpeed, speedRatioForDuty, type OperatingPoint } from './operating-point';
import {
  preparePump,
  setHead,
  setPerformance,
  type PreparedPump,
  type PumpSet,
  type SetPerformance,
} from './pump-model';
import { rankByEnergy } from './ranking';
import { PumpRefusal } from './refusal';
import { systemCurveQuadratic, type SystemCurve } from './system-curve';
import type {
  AppliedPumpMode,
  BoxType,
  PumpCandidate,
  PumpFlowUnits,
  PumpHeadUnits,
  PumpModelData,
  PumpRejection,
  PumpSelectionInput,
  PumpSelectionResult,
  PumpSeriesData,
  PumpWorkingPoint,
} from './types';

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

/** The form's duty point in SI, with its system curve and the form's units for display. */
export interface Duty {
  readonly units: PumpFlowUnits;
  readonly hunits: PumpHeadUnits;
  readonly system: SystemCurve;
}

/**
 * Converts the pump form to SI (flow in the form's unit → m³/s; H, H0 in bar → m of water at
 * 20 °C, or already in those metres) and builds the system curve through the duty point.
 * @throws PumpRefusal('headNotAboveStatic') when H ≤ H0 (the spec's message);
 *   PumpRefusal('invalidInput') for Q ≤ 0, H0 < 0 or non-numbers
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
  const flow = formFlowToM3s(Q, input.units);
  const head = (h: number) => barToHead(formHeadToBar(h, hunits));
  return { units: input.units, hunits, system: systemCurveQuadratic(head(H0), head(H), flow) };
}

/** The working point in the spec's `delta.x_work` shape and display units. */
export function toWorkingPoint(
  units: PumpFlowUnits,
  flow: CubicMetresPerSecond,
  perf: SetPerformance,
  speedRatio: Fraction,
  ratedSpeed: number,
): PumpWorkingPoint {
  return {
    Q: m3sToFormFlow(flow, units),
    p: headToBar(perf.head),
    H: perf.head,
    eff: perf.efficiency * 100,
    NPSH: perf.npshr,
    power: wToKw(perf.power),
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
 * not below MIN_SPEED_PCT), rejected with its true cause otherwise. The rest are ranked by what the
 * pump costs to run (decision 0030): first those within the acceptance tolerance (at fixed speed an
 * oversized pump is outside it), then by energy band — the electrical input at the working point
 * (estimatedInputPower: shaft power plus the losses of an IE3 motor of the rated size, so an
 * oversized motor costs what it wastes), in bands of ENERGY_BAND over the leanest — then by
 * closeness to best efficiency, then by input power and id.
 *
 * @param series - the series with its models (catalogue units)
 * @param input - the pump form: Q [m³/h or l/s], H and H0 [bar], pcnt 1…5, BoxType 0|2
 * @returns ranked candidates with `delta.x_work` and `why`, and the rejected models with reasons
 * @throws PumpRefusal('headNotAboveStatic' | 'invalidInput')
 */
export function selectPumps(series: PumpSeriesData, input: PumpSelectionInput): PumpSelectionResult {
  const mode = resolvePumpMode(series, input);
  const { units, system } = dutyFromForm(input);
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
    const shortOfDuty = op.shortOfDuty === true;
    ok.push({
      model,
      point: toWorkingPoint(units, op.flow, perf, op.speedRatio, model.ratedSpeed),
      bepRatio: perf.bepRatio,
      powerW: perf.power,
      motorLoading: perf.power / mode.pcnt / (model.power * 1000),
      inputW:
        mode.pcnt *
        estimatedInputPower(
          (perf.power / mode.pcnt) as Watts,
          model.power as Kilowatts,
          motorEfficiency(model),
        ),
      system,
      // With frequency control the set runs through the duty point itself.
      withinTolerance: mode.BoxType === 0 || shortOfDuty || dutyWithinIso9906(set, system),
      shortOfDuty,
    });
  }
  const scored = rankByEnergy(ok, (e) => ({
    bepRatio: e.bepRatio,
    inputW: e.inputW,
    withinTolerance: e.withinTolerance,
    id: e.model.id,
  }));
  const candidates: PumpCandidate[] = scored.map(({ item: e, bepFlowPct, inPreferredRegion, score }, i) => ({
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
      score,
    },
  }));
  return { seriesId: series.id, applied: mode, candidates, rejected };
}

function flowDeviation(e: Evaluated, units: PumpFlowUnits): number {
  const qd = m3sToFormFlow(e.system.dutyFlow, units);
  return roundOff(((e.point.Q - qd) / qd) * 100);
}

/** Root-finder residue (1e-13 %) reads as a deviation; anything under 1e-6 % is zero. */
const roundOff = (pct: number): number => (Math.abs(pct) < 1e-6 ? 0 : pct);
