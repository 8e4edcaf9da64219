// The life-cycle cost of one pump selection candidate (issue 29 items 3, 4, 9; decision 0042): the
// functions of life-cycle-cost.ts applied to n identical pumps over the one load profile.
import type { CubicMetresPerSecond, Fraction } from '../units';
import { evaluateFit } from './least-squares';
import {
  driveInputPower,
  lifeCycleCost,
  profileRows,
  setPurchase,
  type LccTerms,
  type LifeCycleCost,
  type LoadProfile,
} from './life-cycle-cost';
import { motorEfficiency } from './motor';
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
  minSpeedPct: number,
  profile: LoadProfile,
  terms: LccTerms,
): PumpLcc {
  const n = mode.pcnt;
  const control = mode.BoxType === 0;
  const eta = motorEfficiency(model);
  const minSpeed = minSpeedPct / 100;
  const drive = (shaftSetW: number, s: number) => {
    const d = driveInputPower({
      shaftW: shaftSetW / n,
      ratedKw: model.power,
      speedRatio: s,
      converter: control,
      ...(eta !== undefined ? { motorEfficiency: eta } : {}),
    });
    return { inputW: n * d.inputW, converterLossW: n * d.converterLossW };
  };
  const rows: PumpLccRow[] = profileRows(profile).map(({ sharePct, hours }) => {
    const wanted = (sharePct / 100) * system.dutyFlow;
    const q = (
      control ? wanted : sharePct === 100 ? workingFlow : Math.min(wanted, workingFlow)
    ) as CubicMetresPerSecond;
    let s = 1;
    let ok = true;
    if (control) {
      const op =
        sharePct === 100
          ? speedRatioForDuty(pump, n, system)
          : speedRatioForDuty(pump, n, systemCurveQuadratic(system.staticHead, systemHead(system, q), q));
      ok = op.ok && op.speedRatio >= minSpeed * (1 - 1e-12);
      if (op.ok) s = op.speedRatio;
    }
    const perf = ok ? setPerformance({ pump, count: n, speedRatio: s as Fraction }, q) : null;
    if (perf) {
      const d = drive(perf.power * water.powerFactor, s);
      return { sharePct, hours, flow: q, speedPct: s * 100, ...d, atLowestPoint: false };
    }
    // The lowest catalogue point, at the speed that holds the system head there (control), within
    // the admissible speeds; at fixed speed at rated speed.
    const hMin = evaluateFit(pump.head, pump.qMin)!;
    const sLow = control
      ? Math.min(1, Math.max(minSpeed, Math.sqrt(Math.max(0, systemHead(system, q)) / hMin)))
      : 1;
    const qLow = (n * pump.qMin * sLow * (1 + 1e-12)) as CubicMetresPerSecond;
    const low = setPerformance({ pump, count: n, speedRatio: sLow as Fraction }, qLow)!;
    const d = drive(low.power * water.powerFactor, sLow);
    return { sharePct, hours, flow: q, speedPct: sLow * 100, ...d, atLowestPoint: true };
  });
  const purchase = setPurchase({
    working: n,
    standby: 0,
    pump: { ratedKw: model.power, ...(model.stages !== undefined ? { stages: model.stages } : {}) },
    converters: control ? n : 0,
  });
  return { ...lifeCycleCost(purchase, rows, terms), rows };
}
