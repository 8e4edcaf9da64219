// The pumped water at its temperature: density and vapour pressure from IAPWS-IF97 through the
// fluid-property module the heat exchangers use (decision 0025), and the bar ↔ metres of head
// conversion the whole pump selection uses (decision 0031).
import { fluidProperties, saturationPressureIf97, STANDARD_PRESSURE_BAR } from '../fluids';
import {
  STANDARD_GRAVITY,
  WATER_DENSITY_20C,
  barToHead,
  type Bar,
  type KilogramsPerCubicMetre,
  type Metres,
  type Pascals,
} from '../units';
import { PumpRefusal } from './refusal';

/**
 * Water temperatures the pump selection accepts [°C] (decision 0031). The catalogue carries no
 * per-series temperature range; 1–90 °C is the range stated for these centrifugal series (cold and
 * heating water, no freezing, below the boiling of an open tank); 20 °C is the default.
 */
export const PUMP_WATER_TEMPERATURE = { min: 1, max: 90, default: 20 } as const;

/** Kelvin at 0 °C. */
const KELVIN = 273.15;

/** The water a pump selection runs with: what every bar ↔ m conversion and NPSHa use. */
export interface PumpWater {
  /** Temperature [°C]. */
  readonly temperatureC: number;
  /** Density at the temperature and 1.01325 bar (IAPWS-IF97 region 1) [kg/m³]. */
  readonly density: KilogramsPerCubicMetre;
  /** Standard gravity used for ρ·g [m/s²]. */
  readonly gravity: number;
  /** Metres of head of this water per bar: 1e5 / (ρ·g) [m/bar]. */
  readonly metresPerBar: number;
  /** Saturation (vapour) pressure at the temperature, IF97 region 4 [Pa]. */
  readonly vapourPressure: Pascals;
  /**
   * Catalogue P2 is for water at 20 °C (ρ 998.2 kg/m³, packages/catalog validate.ts); shaft power at
   * the same flow and head scales with density: P2(T) = P2(20 °C)·ρ(T)/998.2 [-].
   */
  readonly powerFactor: number;
}

/**
 * Water at `temperatureC` for the pump selection.
 *
 * References:
 * 1. IAPWS R7-97(2012), IF97 region 1 (density) and region 4 eq. (30) (vapour pressure), through
 *    fluidProperties / saturationPressureIf97 (packages/engineering/src/fluids, decision 0025).
 * @param temperatureC - water temperature [°C]; default 20
 * @returns density 998.21 kg/m³ at 20 °C (10.2155 m/bar), 971.83 kg/m³ at 80 °C (10.4930 m/bar)
 * @throws PumpRefusal('invalidInput') outside PUMP_WATER_TEMPERATURE
 */
export function pumpWater(temperatureC: number = PUMP_WATER_TEMPERATURE.default): PumpWater {
  const { min, max } = PUMP_WATER_TEMPERATURE;
  if (
    typeof temperatureC !== 'number' ||
    !Number.isFinite(temperatureC) ||
    temperatureC < min ||
    temperatureC > max
  )
    throw new PumpRefusal('invalidInput', `T must be ${min}…${max} °C`);
  const density = fluidProperties(
    { medium: 'water' },
    { temperature: temperatureC, pressure: STANDARD_PRESSURE_BAR },
  ).density as KilogramsPerCubicMetre;
  return {
    temperatureC,
    density,
    gravity: STANDARD_GRAVITY,
    metresPerBar: barToHead(1 as Bar, density),
    vapourPressure: saturationPressureIf97(temperatureC + KELVIN) as Pascals,
    powerFactor: density / WATER_DENSITY_20C,
  };
}

/**
 * NPSH available from the absolute pressure at the pump inlet: NPSHa = (p_in,abs − p_v(T)) / (ρ·g).
 * Absolute, so a suction lift (below atmospheric) needs no minus sign and no assumed barometer. The
 * velocity head v²/2g at the inlet is left out (NPSHa comes out a little low: the safe side), and the
 * pressure is taken at the pump's datum.
 *
 * References:
 * 1. ISO 17769-1:2012 §3.2.3 / EN 12723:2000 (NPSH = (p_abs − p_v)/(ρ g) + v²/2g at the inlet).
 * @param inletAbsBar - absolute pressure at the pump inlet [bar abs.]
 * @param water - the pumped water (density, vapour pressure)
 * @returns NPSHa [m]; e.g. 1.01325 bar (abs.) at 20 °C: (101325 − 2339.2)/(998.206·9.80665) = 10.112 m;
 *   negative when the water boils at that pressure
 */
export function npshAvailableFromInlet(inletAbsBar: number, water: PumpWater): Metres {
  return ((inletAbsBar * 1e5 - water.vapourPressure) / (water.density * water.gravity)) as Metres;
}
