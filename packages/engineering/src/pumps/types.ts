// Shapes the pump engine reads (catalogue data, the pump form) and returns (candidates, curves).
// Catalogue and form fields keep their published units; the engine converts them to SI on entry.

import type { PurchaseLine } from './life-cycle-cost';
import type { NpshCheck } from './npsh';
import type { PumpMotorData } from './motor';

/** One catalogue point at rated speed, in the catalogue's units. */
export interface PumpCurvePoint {
  /** Flow [m³/h]. */
  readonly Q: number;
  /** Head [m]. */
  readonly H: number;
  /** Shaft power P2 [kW]. */
  readonly P2: number;
  /** Pump efficiency η [%]. */
  readonly eta: number;
  /** Required NPSH [m]. */
  readonly NPSHr: number;
}

/** What the engine needs from a catalogue pump model (the catalogue has more fields). */
export interface PumpModelData {
  readonly id: number;
  readonly name: string;
  readonly article: string;
  /** Supply voltage [V]. */
  readonly voltage: number;
  /** Rated motor power [kW]. */
  readonly power: number;
  /** Speed the curve was measured at [rpm]. */
  readonly ratedSpeed: number;
  /** Impeller stages (multistage pumps); the purchase size proxy counts them (life-cycle-cost.ts). */
  readonly stages?: number;
  /** Curve points at rated speed, Q strictly increasing, over the allowed flow range. */
  readonly curve: readonly PumpCurvePoint[];
  /** The motor's nameplate data, where the catalogue has it (decision 0032). */
  readonly motor?: PumpMotorData;
}

export type { MotorEfficiencyClass, PumpMotorData } from './motor';

/** What the engine needs from a catalogue series (calculators §3 Series record + models). */
export interface PumpSeriesData {
  readonly id: number;
  readonly name: string;
  /** The series offers the frequency-control choice (BoxType). */
  readonly has_control: boolean;
  /** The series offers the pump-count choice (pcnt). */
  readonly has_count: boolean;
  readonly models: readonly PumpModelData[];
}

/** The pump form's flow unit: 'm' = m³/h, 'l' = l/s (calculators §3). */
export type PumpFlowUnits = 'm' | 'l';
/** 0 = with frequency control, 2 = without (calculators §3). */
export type BoxType = 0 | 2;

/** The pump form's head units: bar (the spec's, default) or metres of head (of the water at its temperature T). */
export type PumpHeadUnits = 'bar' | 'm';

/** The pump form (calculators §3): Q in the form's unit, H and H0 in bar or m вод. ст. (hunits). */
export interface PumpSelectionInput {
  readonly units: PumpFlowUnits;
  /** Duty flow, total for all working pumps [m³/h or l/s]. */
  readonly Q: number;
  /** Head units of H and H0; absent = 'bar'. */
  readonly hunits?: PumpHeadUnits;
  /** Duty head [bar or m вод. ст.]. */
  readonly H: number;
  /** Static head [bar or m вод. ст.]. */
  readonly H0: number;
  /** Identical pumps working in parallel, 1…5; default 1. */
  readonly pcnt?: number;
  /** 0 frequency control, 2 fixed speed. */
  readonly BoxType?: BoxType;
  /** Water temperature [°C], 1…90; absent = 20 (decision 0031). */
  readonly T?: number;
  /** NPSH available [m]; or give `pin` instead (not both). */
  readonly NPSHa?: number;
  /** Absolute pressure at the pump inlet [bar abs.], from which NPSHa follows (water.ts). */
  readonly pin?: number;
  /** Electricity price [₽/kWh]: when given, the energy figures are computed (energy.ts). */
  readonly price?: number;
  /** Years the energy cost is summed over; default 10. */
  readonly years?: number;
  /** Hours a year at 100 % of the duty flow; the four default to EXAMPLE_LOAD_PROFILE_HOURS. */
  readonly h100?: number;
  /** Hours a year at 75 % of the duty flow. */
  readonly h75?: number;
  /** Hours a year at 50 % of the duty flow. */
  readonly h50?: number;
  /** Hours a year at 25 % of the duty flow. */
  readonly h25?: number;
}

/** The water the selection ran with and the bar ↔ m conversion it used (decision 0031). */
export interface PumpWaterUsed {
  /** [°C]. */
  readonly temperatureC: number;
  /** IAPWS-IF97 at 1.01325 bar [kg/m³]. */
  readonly density: number;
  /** [m/s²]. */
  readonly gravity: number;
  /** 1 bar in metres of head of this water [m]. */
  readonly metresPerBar: number;
  /** Vapour pressure, IF97 region 4 [kPa]. */
  readonly vapourPressureKpa: number;
}

/** One row of the load profile for one candidate (energy.ts), flow in the form's unit. */
export interface PumpEnergyRowFigures {
  readonly sharePct: number;
  readonly hours: number;
  /** Flow of the set [m³/h or l/s, the form's unit]. */
  readonly Q: number;
  readonly speedPct: number;
  readonly inputKw: number;
  readonly kwh: number;
}

/** Energy a year and its cost, or the share of the profile the pump cannot run at. */
export type PumpEnergyFigures =
  | {
      readonly ok: true;
      readonly rows: PumpEnergyRowFigures[];
      readonly kwhPerYear: number;
      readonly costPerYear: number;
      readonly costTotal: number;
      readonly price: number;
      readonly years: number;
    }
  | { readonly ok: false; readonly sharePct: number; readonly reason: PumpRejectionReason };

/** The mode a selection actually ran with, after the series' options were applied. */
export interface AppliedPumpMode {
  readonly pcnt: number;
  readonly BoxType: BoxType;
}

/**
 * The working point as the spec's `delta.x_work` (calculators §3), in display units.
 * Q, p, eff, NPSH, power are the spec's keys; H, speed and speedPct are added for clarity.
 */
export interface PumpWorkingPoint {
  /** Total flow of all working pumps [m³/h when units = 'm', l/s when 'l']. */
  readonly Q: number;
  /** Pump (set) head [bar]. */
  readonly p: number;
  /** Pump (set) head [m]. */
  readonly H: number;
  /** Pump efficiency at the working point [%]. */
  readonly eff: number;
  /** Required NPSH of one pump at the working point [m]. */
  readonly NPSH: number;
  /** Shaft power P2 of all working pumps together [kW]. */
  readonly power: number;
  /** Rotational speed [rpm]. */
  readonly speed: number;
  /** Speed as a share of rated speed [%]. */
  readonly speedPct: number;
}

/** Why a candidate fits, in numbers a design engineer checks. */
export interface PumpFitReason {
  /** (H_work − Hd)/Hd [%]; 0 with frequency control; at fixed speed ≥ 0, or down to −5 % when shortOfDuty. */
  readonly headDeviationPct: number;
  /** (Q_work − Qd)/Qd [%]; 0 with frequency control; at fixed speed ≥ 0, or below 0 when shortOfDuty. */
  readonly flowDeviationPct: number;
  /** Flow per pump as a share of the best-efficiency flow at the working speed [%]. */
  readonly bepFlowPct: number;
  /** 70 % ≤ bepFlowPct ≤ 120 % (DOMAIN.md preferred region). */
  readonly inPreferredRegion: boolean;
  /**
   * The pump curve passes through the ISO 9906 grade 2B tolerance cross around the duty point
   * (Q ±8 %, H ±5 %). Always true with frequency control; at fixed speed false means oversized.
   */
  readonly withinTolerance: boolean;
  /**
   * Fixed speed: the pump falls short of the duty, but within ISO 9906 grade 2B (it would pass its
   * acceptance test guaranteed at the duty); the working point is its real crossing. False otherwise.
   */
  readonly shortOfDuty: boolean;
  /** Speed of the working point, % of rated (100 at fixed speed). */
  readonly speedPct: number;
  /** Shaft power of one pump at the working point as a share of its rated motor power [%]. */
  readonly motorLoadingPct: number;
  /** Shaft power P2 of the set at the working point [kW]. */
  readonly powerKw: number;
  /**
   * Electrical input P1 of the set at the working point [kW], estimated for IE3 motors of the rated
   * size (the catalogue gives no motor efficiency; pumps/motor.ts) — what the ranking compares.
   */
  readonly inputPowerKw: number;
  /**
   * What the ranking orders by (decision 0042): the life-cycle cost [₽] = lcc.totalKopecks / 100,
   * after the group (those meeting the duty before those short of it).
   */
  readonly score: number;
  /** NPSHa against NPSHr with its margin; null when no NPSHa (or inlet pressure) was given. */
  readonly npsh: NpshCheck | null;
  /** Energy a year and its cost with the selection's one load profile (the rows with hours). */
  readonly energy: PumpEnergyFigures | null;
  /** The life-cycle cost the ranking orders by, every figure of it (decision 0042). */
  readonly lcc: PumpLccFigures;
}

/** A candidate's life-cycle cost (pump-lcc.ts) as the answer carries it; money in kopecks. */
export interface PumpLccFigures {
  readonly purchase: PurchaseLine[];
  readonly purchaseKopecks: number;
  /** [kWh/year]. */
  readonly kwhPerYear: number;
  readonly energyKopecksPerYear: number;
  /** Over `years`, no discounting. */
  readonly energyKopecks: number;
  /** purchase + energy: what the ranking orders by. */
  readonly totalKopecks: number;
  readonly tariffRubPerKwh: number;
  readonly years: number;
  /** The four rows of the load profile (100/75/50/25 %), hours 0 included. */
  readonly rows: {
    readonly sharePct: number;
    readonly hours: number;
    /** Flow of the set [form unit]. */
    readonly Q: number;
    readonly speedPct: number;
    /** Electrical input of the set, motors and converters [kW]. */
    readonly inputKw: number;
    /** Of it, the converters' losses [kW]. */
    readonly converterLossKw: number;
    /** Charged at the lowest catalogue point (the row is left of the pumps' range). */
    readonly atLowestPoint: boolean;
  }[];
  /** Fixed speed: the 100 % row runs at the crossing with the system curve ('crossing'); null with control. */
  readonly fixedSpeedAt: 'crossing' | null;
}

export interface PumpCandidate {
  readonly id: number;
  readonly name: string;
  readonly article: string;
  readonly voltage: number;
  /** Rated motor power of one pump [kW]. */
  readonly power: number;
  /** 1-based position in the ranking. */
  readonly rank: number;
  readonly delta: { readonly x_work: PumpWorkingPoint };
  readonly why: PumpFitReason;
}

/** Why a model was not offered. */
export type PumpRejectionReason =
  /** The working point lies left of the catalogue flow range. */
  | 'belowMinFlow'
  /** The working point lies right of the catalogue flow range. */
  | 'aboveMaxFlow'
  /** The duty point needs more than rated speed (the pump is too small). */
  | 'speedAboveRated'
  /**
   * The pump gives more head than the system needs across its whole flow range (too big): at fixed
   * speed the crossing lies beyond its largest flow though the duty flow is within it; with control,
   * no admissible speed brings it down to the duty.
   */
  | 'excessHead'
  /** Frequency control would run the pump below the lowest speed offered (MIN_SPEED_PCT). */
  | 'belowMinSpeed'
  /** NPSH available is below the pump's NPSHr at the working point: it would cavitate (npsh.ts). */
  | 'npsh';

export interface PumpRejection {
  readonly id: number;
  readonly name: string;
  readonly reason: PumpRejectionReason;
}

export interface PumpSelectionResult {
  readonly seriesId: number;
  readonly applied: AppliedPumpMode;
  /** The water and its bar ↔ m conversion. */
  readonly water: PumpWaterUsed;
  /** Ranked, best first. */
  readonly candidates: readonly PumpCandidate[];
  readonly rejected: readonly PumpRejection[];
}

/** A sampled curve point for charts: q in the form's flow unit, value in the series' unit. */
export interface ChartPoint {
  readonly q: number;
  readonly value: number;
}

/** Everything a pump's charts show (HQc.png, Powerc.png), in display units. */
export interface PumpCurvesData {
  readonly pumpId: number;
  readonly applied: AppliedPumpMode;
  readonly units: {
    readonly q: 'm3/h' | 'l/s';
    /** The form's head unit: 'bar' or 'm' (m вод. ст.). */
    readonly head: 'bar' | 'm';
    readonly power: 'kW';
    readonly efficiency: '%';
    readonly npshr: 'm';
  };
  /** Metres of water column per bar at the density the heads were converted with [m/bar]. */
  readonly headMetresPerBar: number;
  /** Bar per unit of the heads (units.head): 1 for bar, 1/headMetresPerBar for metres of head [bar/unit]. */
  readonly barPerHeadUnit: number;
  /** Head of the pump set at rated speed [bar or m вод. ст., units.head]. */
  readonly headRated: readonly ChartPoint[];
  /** Head of the pump set at the working speed [units.head]; equals headRated at fixed speed. */
  readonly headWorking: readonly ChartPoint[];
  /** System curve H0 + (Hd − H0)(Q/Qd)² [units.head], from zero flow. */
  readonly system: readonly ChartPoint[];
  /** Shaft power of the set at the working speed [kW]. */
  readonly power: readonly ChartPoint[];
  /** Efficiency at the working speed [%]. */
  readonly efficiency: readonly ChartPoint[];
  /** NPSHr of one pump at the working speed [m]. */
  readonly npshr: readonly ChartPoint[];
  /** The duty point the user asked for: q [form unit], value [form head unit]. */
  readonly duty: ChartPoint;
  /** The working point, or null when the pump cannot serve this duty. */
  readonly workingPoint: PumpWorkingPoint | null;
  readonly rejection: PumpRejectionReason | null;
  /** NPSH available the curves were checked against [m]; null when the form gave none. */
  readonly npsha: number | null;
  /**
   * Where the set's curve meets the system curve when the pump is refused there for NPSH (rejection
   * 'npsh'): the point it cannot run at, drawn as a refusal; null otherwise.
   */
  readonly refusedPoint: PumpWorkingPoint | null;
}
