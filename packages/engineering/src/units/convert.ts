// Conversions between the units forms and catalogues use and the engine's SI units.
// Every conversion is a named function so the unit is visible at the call site.
import { STANDARD_GRAVITY, WATER_DENSITY_20C } from './constants';
import type {
  Bar,
  CubicMetresPerHour,
  CubicMetresPerSecond,
  Fraction,
  KilogramsPerCubicMetre,
  Kilowatts,
  LitresPerSecond,
  Metres,
  MetresPerSecondSquared,
  Pascals,
  Percent,
  UsGallonsPerMinute,
  Watts,
} from './types';

const SECONDS_PER_HOUR = 3600;
const PASCALS_PER_BAR = 1e5;
/** 1 US gallon = 231 in³ = 3.785411784 L exactly (NIST SP 811, B.8). */
const CUBIC_METRES_PER_US_GALLON = 3.785411784e-3;

/**
 * m³/h → m³/s.
 * @param q - flow [m³/h]
 * @returns flow [m³/s]
 * @example m3hToM3s(36) === 0.01
 */
export const m3hToM3s = (q: CubicMetresPerHour): CubicMetresPerSecond =>
  (q / SECONDS_PER_HOUR) as CubicMetresPerSecond;

/**
 * m³/s → m³/h.
 * @param q - flow [m³/s]
 * @returns flow [m³/h]
 * @example m3sToM3h(0.01) === 36
 */
export const m3sToM3h = (q: CubicMetresPerSecond): CubicMetresPerHour =>
  (q * SECONDS_PER_HOUR) as CubicMetresPerHour;

/**
 * l/s → m³/s.
 * @param q - flow [l/s]
 * @returns flow [m³/s]
 * @example lpsToM3s(10) === 0.01
 */
export const lpsToM3s = (q: LitresPerSecond): CubicMetresPerSecond => (q / 1000) as CubicMetresPerSecond;

/**
 * m³/s → l/s.
 * @param q - flow [m³/s]
 * @returns flow [l/s]
 * @example m3sToLps(0.01) === 10
 */
export const m3sToLps = (q: CubicMetresPerSecond): LitresPerSecond => (q * 1000) as LitresPerSecond;

/**
 * US gpm → m³/s (1 US gal = 3.785411784 L exactly).
 * @param q - flow [US gpm]
 * @returns flow [m³/s]
 * @example usGpmToM3s(100) ≈ 6.30901964e-3
 */
export const usGpmToM3s = (q: UsGallonsPerMinute): CubicMetresPerSecond =>
  ((q * CUBIC_METRES_PER_US_GALLON) / 60) as CubicMetresPerSecond;

/**
 * m³/s → US gpm.
 * @param q - flow [m³/s]
 * @returns flow [US gpm]
 */
export const m3sToUsGpm = (q: CubicMetresPerSecond): UsGallonsPerMinute =>
  ((q * 60) / CUBIC_METRES_PER_US_GALLON) as UsGallonsPerMinute;

/**
 * bar → Pa.
 * @param p - pressure [bar]
 * @returns pressure [Pa]
 * @example barToPa(1.5) === 150000
 */
export const barToPa = (p: Bar): Pascals => (p * PASCALS_PER_BAR) as Pascals;

/**
 * Pa → bar.
 * @param p - pressure [Pa]
 * @returns pressure [bar]
 * @example paToBar(150000) === 1.5
 */
export const paToBar = (p: Pascals): Bar => (p / PASCALS_PER_BAR) as Bar;

/**
 * Hydrostatic pressure of a liquid column, p = ρ·g·h.
 * @param h - head [m]
 * @param rho - liquid density [kg/m³]; default water at 20 °C, 998.2
 * @param g - gravity [m/s²]; default standard gravity 9.80665
 * @returns pressure [Pa]
 * @example headToPascals(10) ≈ 97890.0 (10 m of water at 20 °C)
 */
export const headToPascals = (
  h: Metres,
  rho: KilogramsPerCubicMetre = WATER_DENSITY_20C,
  g: MetresPerSecondSquared = STANDARD_GRAVITY,
): Pascals => (rho * g * h) as Pascals;

/**
 * Head of a liquid column for a pressure, h = p / (ρ·g).
 * @param p - pressure [Pa]
 * @param rho - liquid density [kg/m³]; default water at 20 °C, 998.2
 * @param g - gravity [m/s²]; default standard gravity 9.80665
 * @returns head [m]
 * @example pascalsToHead(97890.0) ≈ 10
 */
export const pascalsToHead = (
  p: Pascals,
  rho: KilogramsPerCubicMetre = WATER_DENSITY_20C,
  g: MetresPerSecondSquared = STANDARD_GRAVITY,
): Metres => (p / (rho * g)) as Metres;

/**
 * bar → metres of head of water at 20 °C (the pump form's H and H0, calculators §3).
 * @param p - pressure [bar]
 * @param rho - liquid density [kg/m³]; default 998.2
 * @returns head [m]
 * @example barToHead(1) ≈ 10.2155 m
 */
export const barToHead = (p: Bar, rho: KilogramsPerCubicMetre = WATER_DENSITY_20C): Metres =>
  pascalsToHead(barToPa(p), rho);

/**
 * Metres of head → bar for water at 20 °C.
 * @param h - head [m]
 * @param rho - liquid density [kg/m³]; default 998.2
 * @returns pressure [bar]
 * @example headToBar(10) ≈ 0.978900 bar
 */
export const headToBar = (h: Metres, rho: KilogramsPerCubicMetre = WATER_DENSITY_20C): Bar =>
  paToBar(headToPascals(h, rho));

/**
 * kW → W.
 * @param p - power [kW]
 * @returns power [W]
 */
export const kwToW = (p: Kilowatts): Watts => (p * 1000) as Watts;

/**
 * W → kW.
 * @param p - power [W]
 * @returns power [kW]
 */
export const wToKw = (p: Watts): Kilowatts => (p / 1000) as Kilowatts;

/**
 * % → fraction.
 * @param x - value [%]
 * @returns value [-]
 * @example percentToFraction(72) === 0.72
 */
export const percentToFraction = (x: Percent): Fraction => (x / 100) as Fraction;

/**
 * fraction → %.
 * @param x - value [-]
 * @returns value [%]
 */
export const fractionToPercent = (x: Fraction): Percent => (x * 100) as Percent;

/** The pump form's flow units (calculators §3): 'm' = m³/h, 'l' = l/s. */
export type FlowUnitCode = 'm' | 'l';

/**
 * A flow in the pump form's unit → m³/s.
 * @param q - flow [m³/h] when units = 'm', [l/s] when units = 'l'
 * @param units - 'm' or 'l'
 * @returns flow [m³/s]
 * @example formFlowToM3s(36, 'm') === 0.01; formFlowToM3s(10, 'l') === 0.01
 */
export const formFlowToM3s = (q: number, units: FlowUnitCode): CubicMetresPerSecond =>
  units === 'l' ? lpsToM3s(q as LitresPerSecond) : m3hToM3s(q as CubicMetresPerHour);

/**
 * m³/s → a flow in the pump form's unit.
 * @param q - flow [m³/s]
 * @param units - 'm' (m³/h) or 'l' (l/s)
 * @returns flow in the form's unit
 */
export const m3sToFormFlow = (q: CubicMetresPerSecond, units: FlowUnitCode): number =>
  units === 'l' ? m3sToLps(q) : m3sToM3h(q);

/** The pump form's head units (hunits): 'bar' (the spec's, default) or 'm' (metres of head). */
export type HeadUnitCode = 'bar' | 'm';

/**
 * A head in the pump form's unit → bar. Metres are the pump's head, the same metres the engine
 * selects in and a bar duty is converted to: metres of the water pumped, at its density (decision
 * 0031; 20 °C, 998.2 kg/m³ by default), so a duty typed as 5 bar or as its 51,08 m at 20 °C is the
 * same duty (decision 0020).
 * @param h - head [bar] when hunits = 'bar', [m] when hunits = 'm'
 * @param hunits - 'bar' or 'm'
 * @param rho - density of the water [kg/m³]; default 998.2 (20 °C)
 * @returns pressure [bar]
 * @example formHeadToBar(50, 'm') ≈ 4.8945; formHeadToBar(5, 'bar') === 5
 */
export const formHeadToBar = (
  h: number,
  hunits: HeadUnitCode,
  rho: KilogramsPerCubicMetre = WATER_DENSITY_20C,
): Bar => (hunits === 'm' ? headToBar(h as Metres, rho) : (h as Bar));

/**
 * bar → a head in the pump form's unit.
 * @param p - pressure [bar]
 * @param hunits - 'bar' or 'm' (metres of head of the water)
 * @param rho - density of the water [kg/m³]; default 998.2 (20 °C)
 * @returns head in the form's unit
 * @example barToFormHead(5, 'm') ≈ 51.0775; barToFormHead(6, 'm', 971.83) ≈ 62.96
 */
export const barToFormHead = (
  p: Bar,
  hunits: HeadUnitCode,
  rho: KilogramsPerCubicMetre = WATER_DENSITY_20C,
): number => (hunits === 'm' ? barToHead(p, rho) : p);
