// Shapes the station engine reads (the station form, calculators §3) and returns (sets, checks,
// the nearest miss). Display units throughout: m³/h, m, bar, kW, %.
import type { PurchaseLine } from '../pumps';
import type { FireCode, StationRule } from './fire-rules';
import type { ControlScheme, StationGroup, StationSeriesName, StationTypeCode } from './station-types';

/** The load-profile row as the set runs it: pumps running, their electrical input. */
export interface StationLccRow {
  /** Share of the design flow [%]. */
  readonly sharePct: number;
  /** Hours a year [h]. */
  readonly hours: number;
  /** Pumps running [-] (0 for a fire set, which does not run in service). */
  readonly running: number;
  /** Electrical input of the running pumps with their motors and converters [W]. */
  readonly inputW: number;
}

/** The pumping station form (calculators §3 Pumping station form state), brand aside. */
export interface StationSelectionInput {
  /** Design flow of the set [m³/h]. */
  readonly consumption: number;
  /** Required outlet pressure [m]. */
  readonly pressure: number;
  /** Inlet pressure, the spec's static head («affluent»), taken as the maximum inlet pressure [m]. */
  readonly affluent: number;
  /** Largest pressure the installation admits at the set's outlet [bar]. */
  readonly maximum_pressure: number;
  readonly station_type: StationTypeCode;
  /** Working (duty) pumps: 1–2, 1–3 for WRP-A ECO. */
  readonly current_pumps: number;
  /** Standby pumps: only 1 (calculators §5). */
  readonly additional_pumps: number;
  readonly series: StationSeriesName;
  /** The code a fire set is checked by (WRP-F, WRP-F basic); default СП 10.13130 (decision 0043). */
  readonly fire_code?: FireCode;
  /** Electricity tariff [₽/kWh]; default 8 (decision 0042's one load profile, issue 29 item 9). */
  readonly price?: number;
  /** Years of the life-cycle cost; default 10. */
  readonly years?: number;
  /** Hours a year at 100 / 75 / 50 / 25 % of the design flow; default 360 / 900 / 2100 / 2640. */
  readonly h100?: number;
  readonly h75?: number;
  readonly h50?: number;
  readonly h25?: number;
}

/**
 * A check every offered set passes (decisions 0029, 0043):
 * - 'flowRange': each working pump's flow at full speed lies in its catalogue range;
 * - 'head': the set's outlet head at the duty flow at full speed reaches the required head;
 * - 'speedRange': a converter speed exists that keeps each pump in its catalogue range (speed control);
 * - 'cascade': with one converter, the full-speed pumps leave the converter pump a flow it can run at;
 * - 'shutoffPressure': closed-valve head at full speed plus the inlet pressure ≤ maximum pressure;
 * - 'stableCurve': H(Q) of one pump falls over the whole range from zero flow (fire sets);
 * - 'churnPressure': one pump's closed-valve head ≤ 140 % of its rated head (NFPA 20 §6.2.2);
 * - 'overloadPressure': one pump's head at 150 % of its rated flow ≥ 65 % of its rated head
 *   (NFPA 20 §6.2.1);
 * - 'setOverloadPressure': the set's head at 150 % of the design flow ≥ 65 % of the set head;
 * - 'pumpShare': each working pump alone gives its share of the flow (EN 12845 §10.2: 100 % with
 *   one working pump, 50 % with two) at the required pressure;
 * - 'standbyPump': a standby pump as the working ones (fire sets).
 */
export type StationCheckCode =
  | 'flowRange'
  | 'head'
  | 'speedRange'
  | 'cascade'
  | 'shutoffPressure'
  | 'stableCurve'
  | 'churnPressure'
  | 'overloadPressure'
  | 'setOverloadPressure'
  | 'pumpShare'
  | 'standbyPump';

export type StationCheckUnit = 'm3/h' | 'm' | 'bar' | '%' | 'pcs';

/** What a check is about: one pump of the set, or the set as a whole. */
export type StationCheckScope = 'pump' | 'set';

/** One check with its figures: passed when actual is on the right side of limit. */
export interface StationCheck {
  readonly code: StationCheckCode;
  readonly passed: boolean;
  readonly actual: number;
  readonly limit: number;
  /** 'min': actual ≥ limit passes; 'max': actual ≤ limit passes. */
  readonly bound: 'min' | 'max';
  readonly unit: StationCheckUnit;
  /** By how much it fails, |actual − limit| / |limit| [%]; 0 when passed. */
  readonly missPct: number;
  /** Where the rule comes from (a code's clause, or podbor's own check). */
  readonly rule: StationRule;
  readonly scope: StationCheckScope;
}

/** Working pumps of one kind at the duty point. */
export interface StationPumpPoint {
  /** 'variable': speed-controlled; 'fixed': at full speed. */
  readonly role: 'variable' | 'fixed';
  /** How many pumps run at this point. */
  readonly count: number;
  /** Flow of one pump [m³/h]. */
  readonly flow: number;
  /** Head of one pump [m] (the set's head plus its internal loss). */
  readonly head: number;
  /** Speed as a share of rated speed [%]. */
  readonly speedPct: number;
  /** Pump efficiency [%]. */
  readonly efficiency: number;
  /** Shaft power P2 of one pump [kW]. */
  readonly power: number;
  /** Required NPSH [m]. */
  readonly npshr: number;
}

export interface StationCurvePoint {
  /** Set flow [m³/h]. */
  readonly q: number;
  /** Set head between suction and discharge connections [m]. */
  readonly h: number;
}

export interface StationSet {
  /** 1-based position in the ranking. */
  readonly rank: number;
  readonly modelId: number;
  /** The pump model, e.g. «EVR 10-4». */
  readonly pumpModel: string;
  readonly article: string;
  /** Rated motor power of one pump [kW]. */
  readonly motorPower: number;
  readonly series: StationSeriesName;
  readonly stationType: StationTypeCode;
  /** The spec's kind name, e.g. «WRP-A». */
  readonly typeName: string;
  readonly group: StationGroup;
  readonly control: ControlScheme;
  readonly pumps: { readonly working: number; readonly standby: number; readonly total: number };
  /** The duty asked for: flow [m³/h], required set head = outlet − inlet pressure [m]. */
  readonly duty: { readonly flow: number; readonly head: number };
  /** The set's head at the duty flow [m]: equal to the duty head under speed control, above it at fixed speed. */
  readonly headAtDuty: number;
  /** (headAtDuty − duty head)/duty head [%]. */
  readonly headExcessPct: number;
  /** Outlet pressure at the duty flow [bar] (inlet pressure + headAtDuty). */
  readonly outletPressure: number;
  /** The set's internal loss: branch DN [mm], ζ [-], velocity [m/s] and head [m] at the duty point. */
  readonly internalLoss: {
    readonly dn: number;
    readonly zeta: number;
    readonly velocity: number;
    readonly head: number;
  };
  readonly points: readonly StationPumpPoint[];
  /** Shaft power of all working pumps [kW]. */
  readonly power: number;
  /** Energy per cubic metre delivered at the duty point [kWh/m³]. */
  readonly specificEnergy: number;
  /** Water power at the set's head over shaft power, ρ·g·Q·H_set / ΣP2 [%]. */
  readonly setEfficiency: number;
  /** Closed-valve head of one pump at full speed [m] and the outlet pressure it gives with the inlet pressure [bar]. */
  readonly shutoff: { readonly head: number; readonly outletPressure: number; readonly limit: number };
  /** The set's curve at full speed with all working pumps, from zero flow [m³/h, m]. */
  readonly curve: readonly StationCurvePoint[];
  /** The curve at the working speed (all pumps speed-controlled), else null. */
  readonly curveAtWorkingSpeed: readonly StationCurvePoint[] | null;
  readonly checks: readonly StationCheck[];
  /**
   * A fire set's code and each pump's rated (nominal) point: its share of the design flow and the
   * pump head that carries it (set head + its branch loss); null for a booster set.
   */
  readonly fire: {
    readonly code: FireCode;
    /** Share of the design flow one working pump carries [%]. */
    readonly pumpSharePct: number;
    /** Rated flow of one pump [m³/h]. */
    readonly nominalFlow: number;
    /** Rated head of one pump [m]. */
    readonly nominalHead: number;
  } | null;
  /**
   * The set's life-cycle cost (decisions 0042, 0043): purchase lines (working pumps, standby,
   * converters), energy over the load profile row by row, tariff and years; the electrical input at
   * the duty point with motor and converter losses [W].
   */
  readonly lcc: {
    readonly purchase: readonly PurchaseLine[];
    readonly purchaseKopecks: number;
    readonly kwhPerYear: number;
    readonly energyKopecksPerYear: number;
    readonly energyKopecks: number;
    readonly totalKopecks: number;
    readonly tariffRubPerKwh: number;
    readonly years: number;
    readonly rows: readonly StationLccRow[];
    readonly inputAtDutyW: number;
  };
  /** The ranking's figures (rankByLifeCycleCost): closeness to best efficiency, the cost it orders by. */
  readonly why: {
    readonly bepFlowPct: number;
    readonly inPreferredRegion: boolean;
    readonly lccKopecks: number;
  };
}

/** A model that gave no set, with the checks it failed. */
export interface StationRejection {
  readonly modelId: number;
  readonly pumpModel: string;
  readonly failed: readonly StationCheck[];
}

/** When nothing fits: the model that came closest, and its worst failed check. */
export interface StationNearestMiss {
  readonly modelId: number;
  readonly pumpModel: string;
  readonly check: StationCheck;
  /** Every check that model failed. */
  readonly failed: readonly StationCheck[];
}

export interface StationSelectionResult {
  readonly input: StationSelectionInput;
  /** Ranked, best first. */
  readonly sets: readonly StationSet[];
  readonly rejected: readonly StationRejection[];
  /** Present when no set is offered (and a model was evaluated). */
  readonly nearest: StationNearestMiss | null;
}
