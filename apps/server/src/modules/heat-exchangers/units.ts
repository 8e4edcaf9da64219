// The unit conversions of the heat-exchanger forms (decision 0027): duty to kW, pressure drop to
// kPa, flow to kg/s, the Clever form's pressure in atm to bar gauge.
// WIRE: the fluids helper adds these to packages/engineering/src/units; switch to them at merge.
import type { HeatFlowUnit, HeatPowerUnit, HeatPressureDropUnit } from '@podbor/contracts';

/** 1 kcal/h = 1.163 W (international table calorie, 4.1868 J / 3600 s); 1 Gcal/h = 1.163 MW. */
export const KW_PER_UNIT: Record<HeatPowerUnit, number> = {
  kW: 1,
  MW: 1000,
  'kcal/h': 1.163e-3,
  'Gcal/h': 1163,
};

/** 1 m w.c. = 9.80665 kPa, 1 kgf/cm² = 98.0665 kPa, 1 bar = 100 kPa. */
export const KPA_PER_UNIT: Record<HeatPressureDropUnit, number> = {
  kPa: 1,
  mwc: 9.80665,
  bar: 100,
  'kgf/cm2': 98.0665,
};

/** 1 atm = 101.325 kPa = 1.01325 bar. */
export const BAR_PER_ATM = 1.01325;

export const toKW = (value: number, unit: HeatPowerUnit): number => value * KW_PER_UNIT[unit];
export const toKPa = (value: number, unit: HeatPressureDropUnit): number => value * KPA_PER_UNIT[unit];
export const atmToBar = (atm: number): number => atm * BAR_PER_ATM;

/**
 * A flow to kg/s. Mass flows convert directly (t/h = 1000 kg / 3600 s); m³/h and l/h need the
 * medium's density [kg/m³] (decision 0027: at the side's inlet temperature, else its outlet).
 */
export function toKgS(value: number, unit: HeatFlowUnit, density: () => number): number {
  switch (unit) {
    case 'kg/s':
      return value;
    case 't/h':
      return value / 3.6;
    case 'kg/h':
      return value / 3600;
    case 'm3/h':
      return (value * density()) / 3600;
    case 'l/h':
      return (value * density()) / 3.6e6;
  }
}
