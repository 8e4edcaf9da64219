// The heat-exchanger forms' values in the engine's units (decision 0027), through the one set of
// conversions in @podbor/engineering/units (heat.ts: 1 kcal/h = 1.163 W, 1 m w.c. = 9.80665 kPa,
// 1 kgf/cm² = 98.0665 kPa, 1 atm = 101.325 kPa, m³/h and l/h with the medium's density).
import type { HeatFlowUnit, HeatPowerUnit, HeatPressureDropUnit } from '@podbor/contracts';
import { HEAT_POWER_UNITS, MASS_FLOW_UNITS, PRESSURE_UNITS } from '@podbor/engineering/units';

/** A duty [the form's unit] → kW. */
export const toKW = (value: number, unit: HeatPowerUnit): number => HEAT_POWER_UNITS[unit].toSI(value) / 1000;
/** A pressure drop [the form's unit] → kPa. */
export const toKPa = (value: number, unit: HeatPressureDropUnit): number =>
  PRESSURE_UNITS[unit].toSI(value) / 1000;
/** The Clever form's P [atm, gauge] → bar gauge. */
export const atmToBar = (atm: number): number => PRESSURE_UNITS.atm.toSI(atm) / 1e5;

/**
 * A flow → kg/s. Mass flows convert directly; m³/h and l/h need the medium's density [kg/m³]
 * (decision 0027: at the side's inlet temperature, else its outlet), asked only for them.
 */
export function toKgS(value: number, unit: HeatFlowUnit, density: () => number): number {
  const volumetric = unit === 'm3/h' || unit === 'l/h';
  return MASS_FLOW_UNITS[unit].toSI(value, volumetric ? density() : Number.NaN);
}
