// The life-cycle cost of one pump selection candidate (issue 29 items 3, 4, 9; decision 0042): the
// functions of life-cycle-cost.ts applied to n identical pumps over the one load profile.
import type { CubicMetresPerSecond, Fraction, Kilowatts } from '../units';
import { evaluateFit } from './least-squares';
import { LOAD_PROFILE_SHARES } from './energy';
import {
  driveInputPower,
  lifeCycleCost,
  setPurchase,
  type LccTerms,
  type LifeCycleCost,
  type LoadProfile,
} from './life-cycle-cost';
import { ie3Efficiency, motorEfficiency } from './motor';
import { speedRatioForDuty } from './operating-point';
import { setPerformance, type PreparedPump } from './pump-model';
import { systemCurveQuadratic, systemHead, type SystemCurve } from './system-curve';
import type { AppliedPumpMode, PumpModelData } from './types';
import type { PumpWater } from './water';

/** One row of the load profile as the pumps run it. */
export interface PumpLccRow {
  /** Share of the duty flow [%]. */
  readonly sharePct: number;
  /** Hours a year [h]. */
  readonly hours: number;
  /** Flow of the set in this row [m³/s]. */
  readonly flow: number;
  /** Speed, % of rated (100 at fixed speed). */
  readonly speedPct: number;
  /** Electrical input of all working pumps, motors and converters included [W]. */
  readonly inputW: number;
  /** Of it, the converters' losses (IE2, IEC 61800-9-2) [W]; 0 at fixed speed. */
  readonly converterLossW: number;
  /**
   * The pumps cannot run this row on their curve (flow left of the catalogue range, or a speed
   * below the minimum): charged at their lowest catalogue point, the rest of the flow returned
   * through a minimum-flow bypass — never an extrapolation.
   */
  readonly atLowestPoint: boolean;
}

export interface PumpLcc extends LifeCycleCost {
  readonly rows: readonly PumpLccRow[];
}

/**
 * The life-cycle cost of n identical pumps for a duty (decision 0042): purchase — n pumps and, with
 * frequency control, n converters (the stated size proxy while the catalogue has no price list) —
 * plus the energy of each load-profile row over the years at the tariff.
 *
 * Each row runs the set at share·Qd:
 * - with frequency control at the speed that puts it on the system curve at that flow, motor losses
 *   (decision 0030) and IE2 converter losses (life-cycle-cost.ts) included;
 * - at fixed speed the 100 % row runs where the pump curve crosses the system curve (`workingFlow`:
 *   an oversized pump delivers — and is paid for — more than the duty; a pump short of it less); the
 *   part-load rows are throttled by a valve to share·Qd (never above the crossing), the pump on its
 *   own curve there.
 * A row the pumps cannot run on their curve is charged at their lowest catalogue point (see PumpLccRow).
 *
 * @param pump - fitted pump; `model` its catalogue record (rated kW, stages, motor efficiency)
 * @param mode - pump count and control as applied
 * @param system - system curve through the duty point
 * @param water - the water (P2 scales with its density)
 * @param workingFlow - the set's flow at the working point [m³/s]
 * @param workingSpeed - its speed ratio there [-] (the 100 % row with control runs at it)
 * @param minSpeedPct - lowest speed with control [%]
 * @param profile - hours a year at 100/75/50/25 % of the duty flow
 * @param terms - tariff [₽/kWh] and years
 */
export function pumpLifeCycleCost(
  pump: PreparedPump,
  model: PumpModelData,
  mode: AppliedPumpMode,
  system: SystemCurve,
  water: PumpWater,
  workingFlow: CubicMetresPerSecond,
  workingSpeed: number,
  minSpeedPct: number,
  profile: LoadProfile,
  terms: LccTerms,
): PumpLcc {
  // A plain loop without closures: it runs for every candidate of every selection (bench: pump-engine).
  const n = mode.pcnt;
  const control = mode.BoxType === 0;
  // The motor's efficiency once per candidate: the catalogue's, else the IE3 figure (decision 0030).
  const eta = motorEfficiency(model) ?? ie3Efficiency(model.power as Kilowatts);
  const minSpeed = minSpeedPct / 100;
  const rows: PumpLccRow[] = [];
  let prevSpeed = workingSpeed;
  for (let i = 0; i < LOAD_PROFILE_SHARES.length; i++) {
    const sharePct = LOAD_PROFILE_SHARES[i]!;
    const hours = profile.hours[i]!;
    const wanted = (sharePct / 100) * system.dutyFlow;
    const q = (
      control ? wanted : sharePct === 100 ? workingFlow : Math.min(wanted, workingFlow)
    ) as CubicMetresPerSecond;
    let s = 1;
    let ok = true;
    if (control && sharePct === 100) s = workingSpeed;
    else if (control) {
      // Newton from the row above (the speed falls with the flow); the bracketing solver of the
      // selection where Newton does not settle inside the curve's range.
      const hq = systemHead(system, q);
      const fast = partLoadSpeed(pump, n, q, hq, prevSpeed);
      if (fast !== null) s = fast;
      else {
        const op = speedRatioForDuty(pump, n, systemCurveQuadratic(system.staticHead, hq, q));
        ok = op.ok;
        if (op.ok) s = op.speedRatio;
      }
      ok = ok && s >= minSpeed * (1 - 1e-12);
    }
    if (control) prevSpeed = s;
    let perf = ok ? setPerformance({ pump, count: n, speedRatio: s as Fraction }, q) : null;
    const atLowestPoint = perf === null;
    if (perf === null) {
      // The lowest catalogue point, at the speed that holds the system head there (control), within
      // the admissible speeds; at fixed speed at rated speed.
      const hMin = evaluateFit(pump.head, pump.qMin)!;
      s = control ? Math.min(1, Math.max(minSpeed, Math.sqrt(Math.max(0, systemHead(system, q)) / hMin))) : 1;
      const qLow = (n * pump.qMin * s * (1 + 1e-12)) as CubicMetresPerSecond;
      perf = setPerformance({ pump, count: n, speedRatio: s as Fraction }, qLow)!;
    }
    const d = driveInputPower({
      shaftW: (perf.power * water.powerFactor) / n,
      ratedKw: model.power,
      speedRatio: s,
      converter: control,
      motorEfficiency: eta,
    });
    rows.push({
      sharePct,
      hours,
      flow: q,
      speedPct: s * 100,
      inputW: n * d.inputW,
      converterLossW: n * d.converterLossW,
      atLowestPoint,
    });
  }
  const purchase = setPurchase({
    working: n,
    standby: 0,
    pump: { ratedKw: model.power, ...(model.stages !== undefined ? { stages: model.stages } : {}) },
    converters: control ? n : 0,
  });
  // lifeCycleCost returns a fresh object: the rows join it rather than a copy of it.
  return Object.assign(lifeCycleCost(purchase, rows, terms), { rows });
}

/**
 * The speed ratio s at which n pumps give head `head` at total flow `q`: s²·H₁(q/(n·s)) = head, by
 * Newton's method from `start` (g'(s) = s·(2·H₁(x) − x·H₁'(x)), x = q/(n·s)). Null when it does not
 * settle within 12 steps, leaves the curve's flow range or rated speed — the caller then solves by
 * bracketing (speedRatioForDuty), so this only saves time, never changes what is admissible.
 */
function partLoadSpeed(pump: PreparedPump, n: number, q: number, head: number, start: number): number | null {
  const p = pump.head;
  const c = p.coefficients;
  let s = start;
  for (let k = 0; k < 12; k++) {
    const x = q / (n * s);
    if (!(x >= pump.qMin && x <= pump.qMax)) return null;
    const t = (x - p.centre) / p.halfWidth;
    let h = 0;
    let dh = 0;
    for (let j = c.length - 1; j >= 0; j--) {
      dh = dh * t + h;
      h = h * t + c[j]!;
    }
    dh /= p.halfWidth;
    const g = s * s * h - head;
    const dg = s * (2 * h - x * dh);
    if (!(dg > 0)) return null;
    const next = s - g / dg;
    if (!(next > 0) || next > 1) return null;
    if (Math.abs(next - s) <= 1e-13 * s) return next;
    s = next;
  }
  return null;
}
