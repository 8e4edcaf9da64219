// Conversions for the heat-exchanger forms (Clever and LT): duty, pressure drop, flow and fouling,
// each a named function to and from SI, and per quantity a table keyed by the form's unit ids.
import type {
  Atmospheres,
  Bar,
  CubicMetresPerHour,
  GigacaloriesPerHour,
  KilocaloriesPerHour,
  KilogramForcePerSquareCentimetre,
  KilogramsPerCubicMetre,
  KilogramsPerHour,
  KilogramsPerSecond,
  Kilopascals,
  Kilowatts,
  LitresPerHour,
  Megawatts,
  MetresOfWaterColumn,
  Pascals,
  SquareMetreKelvinPerWatt,
  TonnesPerHour,
  Watts,
} from './types';
import { STANDARD_GRAVITY } from './constants';
import { barToPa, kwToW, paToBar, wToKw } from './convert';

const SECONDS_PER_HOUR = 3600;
/** International Table calorie, 4.1868 J exactly (5th International Conference on the Properties of Steam, 1956; GOST 8.417-2002 annex). */
const JOULES_PER_KCAL = 4186.8;
/** Standard atmosphere, 101 325 Pa exactly (10th CGPM, 1954). */
const PASCALS_PER_ATM = 101325;
/** Technical atmosphere, 1 kgf/cm² = 9.806 65 N / 1e-4 m² = 98 066.5 Pa exactly. */
const PASCALS_PER_KGF_CM2 = STANDARD_GRAVITY * 1e4;
/** Conventional metre of water column: 1000 kg/m³ · g_n · 1 m = 9806.65 Pa (GOST 8.417-2002, annex). */
const PASCALS_PER_MWC = STANDARD_GRAVITY * 1000;

// ---- Power -------------------------------------------------------------------------------

// kW ↔ W: kwToW and wToKw in convert.ts.
/** MW → W. @example mWToW(2) === 2e6 */
export const mWToW = (p: Megawatts): Watts => (p * 1e6) as Watts;
/** W → MW. */
export const wToMW = (p: Watts): Megawatts => (p / 1e6) as Megawatts;
/**
 * kcal/h → W: 1 kcal/h = 4186.8 J / 3600 s = 1.163 W exactly.
 * @example kcalPerHourToW(1000) ≈ 1163
 */
export const kcalPerHourToW = (q: KilocaloriesPerHour): Watts =>
  ((q * JOULES_PER_KCAL) / SECONDS_PER_HOUR) as Watts;
/** W → kcal/h. */
export const wToKcalPerHour = (p: Watts): KilocaloriesPerHour =>
  ((p * SECONDS_PER_HOUR) / JOULES_PER_KCAL) as KilocaloriesPerHour;
/**
 * Gcal/h → W: 1 Gcal/h = 1.163 MW exactly.
 * @example gcalPerHourToW(1) ≈ 1.163e6
 */
export const gcalPerHourToW = (q: GigacaloriesPerHour): Watts =>
  ((q * 1e6 * JOULES_PER_KCAL) / SECONDS_PER_HOUR) as Watts;
/** W → Gcal/h. */
export const wToGcalPerHour = (p: Watts): GigacaloriesPerHour =>
  ((p * SECONDS_PER_HOUR) / (1e6 * JOULES_PER_KCAL)) as GigacaloriesPerHour;

// ---- Pressure ----------------------------------------------------------------------------

/** kPa → Pa. */
export const kPaToPa = (p: Kilopascals): Pascals => (p * 1e3) as Pascals;
/** Pa → kPa. */
export const paToKPa = (p: Pascals): Kilopascals => (p / 1e3) as Kilopascals;
/**
 * Metres of water column → Pa, the conventional unit (ρ 1000 kg/m³, g_n), not the pump form's
 * head of water at 20 °C (headToPascals, ρ 998.2): a pressure-drop limit in «м вод. ст.» is a
 * pressure unit, as GOST 8.417 defines it.
 * @example mwcToPa(1) === 9806.65
 */
export const mwcToPa = (p: MetresOfWaterColumn): Pascals => (p * PASCALS_PER_MWC) as Pascals;
/** Pa → metres of water column (conventional, 9806.65 Pa). */
export const paToMwc = (p: Pascals): MetresOfWaterColumn => (p / PASCALS_PER_MWC) as MetresOfWaterColumn;
/** kgf/cm² → Pa (98 066.5 Pa). @example kgfPerCm2ToPa(1) === 98066.5 */
export const kgfPerCm2ToPa = (p: KilogramForcePerSquareCentimetre): Pascals =>
  (p * PASCALS_PER_KGF_CM2) as Pascals;
/** Pa → kgf/cm². */
export const paToKgfPerCm2 = (p: Pascals): KilogramForcePerSquareCentimetre =>
  (p / PASCALS_PER_KGF_CM2) as KilogramForcePerSquareCentimetre;
/** atm → Pa (101 325 Pa). @example atmToPa(1) === 101325 */
export const atmToPa = (p: Atmospheres): Pascals => (p * PASCALS_PER_ATM) as Pascals;
/** Pa → atm. */
export const paToAtm = (p: Pascals): Atmospheres => (p / PASCALS_PER_ATM) as Atmospheres;

// ---- Mass flow ---------------------------------------------------------------------------

/** t/h → kg/s. @example tPerHourToKgPerS(3.6) === 1 */
export const tPerHourToKgPerS = (m: TonnesPerHour): KilogramsPerSecond =>
  ((m * 1000) / SECONDS_PER_HOUR) as KilogramsPerSecond;
/** kg/s → t/h. */
export const kgPerSToTPerHour = (m: KilogramsPerSecond): TonnesPerHour =>
  ((m * SECONDS_PER_HOUR) / 1000) as TonnesPerHour;
/** kg/h → kg/s. @example kgPerHourToKgPerS(3600) === 1 */
export const kgPerHourToKgPerS = (m: KilogramsPerHour): KilogramsPerSecond =>
  (m / SECONDS_PER_HOUR) as KilogramsPerSecond;
/** kg/s → kg/h. */
export const kgPerSToKgPerHour = (m: KilogramsPerSecond): KilogramsPerHour =>
  (m * SECONDS_PER_HOUR) as KilogramsPerHour;
/**
 * m³/h of a liquid → kg/s: ṁ = ρ q / 3600.
 * @param q - volumetric flow [m³/h]
 * @param rho - the liquid's density [kg/m³] at the state the flow is given for
 * @example m3PerHourToKgPerS(36, 1000) === 10
 */
export const m3PerHourToKgPerS = (q: CubicMetresPerHour, rho: KilogramsPerCubicMetre): KilogramsPerSecond =>
  ((q * rho) / SECONDS_PER_HOUR) as KilogramsPerSecond;
/** kg/s → m³/h of a liquid of density rho [kg/m³]. */
export const kgPerSToM3PerHour = (m: KilogramsPerSecond, rho: KilogramsPerCubicMetre): CubicMetresPerHour =>
  ((m * SECONDS_PER_HOUR) / rho) as CubicMetresPerHour;
/**
 * l/h of a liquid → kg/s: ṁ = ρ q / 3.6e6.
 * @param q - volumetric flow [l/h]
 * @param rho - density [kg/m³]
 * @example litresPerHourToKgPerS(36000, 1000) === 10
 */
export const litresPerHourToKgPerS = (q: LitresPerHour, rho: KilogramsPerCubicMetre): KilogramsPerSecond =>
  ((q * rho) / (SECONDS_PER_HOUR * 1000)) as KilogramsPerSecond;
/** kg/s → l/h of a liquid of density rho [kg/m³]. */
export const kgPerSToLitresPerHour = (m: KilogramsPerSecond, rho: KilogramsPerCubicMetre): LitresPerHour =>
  ((m * SECONDS_PER_HOUR * 1000) / rho) as LitresPerHour;

// ---- Unit tables for the forms' selectors --------------------------------------------------
// Ids match packages/contracts/src/heat-units.ts, which holds the Russian labels (engineering
// imports nothing, so the two are joined by id; a test pins that both list the same ids).

/** One unit of a quantity: to the engine's SI unit and back. */
export interface UnitConversion {
  toSI(value: number): number;
  fromSI(value: number): number;
}

/** One unit of a mass flow: volumetric units need the liquid's density [kg/m³]. */
export interface FlowUnitConversion {
  toSI(value: number, density: number): number;
  fromSI(value: number, density: number): number;
}

/** Duty units of the Clever form (kW, MW, kcal/h, Gcal/h); SI: W. */
export const HEAT_POWER_UNITS = {
  kW: { toSI: (v) => kwToW(v as Kilowatts), fromSI: (v) => wToKw(v as Watts) },
  MW: { toSI: (v) => mWToW(v as Megawatts), fromSI: (v) => wToMW(v as Watts) },
  'kcal/h': {
    toSI: (v) => kcalPerHourToW(v as KilocaloriesPerHour),
    fromSI: (v) => wToKcalPerHour(v as Watts),
  },
  'Gcal/h': {
    toSI: (v) => gcalPerHourToW(v as GigacaloriesPerHour),
    fromSI: (v) => wToGcalPerHour(v as Watts),
  },
} as const satisfies Record<string, UnitConversion>;

/** Pressure(-drop) units of the Clever form (kPa, m w.c., bar, kgf/cm², atm); SI: Pa. */
export const PRESSURE_UNITS = {
  kPa: { toSI: (v) => kPaToPa(v as Kilopascals), fromSI: (v) => paToKPa(v as Pascals) },
  mwc: { toSI: (v) => mwcToPa(v as MetresOfWaterColumn), fromSI: (v) => paToMwc(v as Pascals) },
  bar: { toSI: (v) => barToPa(v as Bar), fromSI: (v) => paToBar(v as Pascals) },
  'kgf/cm2': {
    toSI: (v) => kgfPerCm2ToPa(v as KilogramForcePerSquareCentimetre),
    fromSI: (v) => paToKgfPerCm2(v as Pascals),
  },
  atm: { toSI: (v) => atmToPa(v as Atmospheres), fromSI: (v) => paToAtm(v as Pascals) },
} as const satisfies Record<string, UnitConversion>;

/** Flow units of the Clever form (kg/s, t/h, m³/h, kg/h, l/h); SI: kg/s. */
export const MASS_FLOW_UNITS = {
  'kg/s': { toSI: (v) => v, fromSI: (v) => v },
  't/h': {
    toSI: (v) => tPerHourToKgPerS(v as TonnesPerHour),
    fromSI: (v) => kgPerSToTPerHour(v as KilogramsPerSecond),
  },
  'm3/h': {
    toSI: (v, rho) => m3PerHourToKgPerS(v as CubicMetresPerHour, rho as KilogramsPerCubicMetre),
    fromSI: (v, rho) => kgPerSToM3PerHour(v as KilogramsPerSecond, rho as KilogramsPerCubicMetre),
  },
  'kg/h': {
    toSI: (v) => kgPerHourToKgPerS(v as KilogramsPerHour),
    fromSI: (v) => kgPerSToKgPerHour(v as KilogramsPerSecond),
  },
  'l/h': {
    toSI: (v, rho) => litresPerHourToKgPerS(v as LitresPerHour, rho as KilogramsPerCubicMetre),
    fromSI: (v, rho) => kgPerSToLitresPerHour(v as KilogramsPerSecond, rho as KilogramsPerCubicMetre),
  },
} as const satisfies Record<string, FlowUnitConversion>;

/** Fouling-resistance unit of the LT form (m²·K/W), already SI. */
export const FOULING_UNITS = {
  'm2K/W': { toSI: (v) => v as SquareMetreKelvinPerWatt, fromSI: (v) => v },
} as const satisfies Record<string, UnitConversion>;

export type HeatPowerUnitId = keyof typeof HEAT_POWER_UNITS;
export type PressureUnitId = keyof typeof PRESSURE_UNITS;
export type MassFlowUnitId = keyof typeof MASS_FLOW_UNITS;
export type FoulingUnitId = keyof typeof FOULING_UNITS;
