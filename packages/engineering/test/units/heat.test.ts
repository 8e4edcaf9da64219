// The heat-exchanger forms' units, both ways, against their exact definitions; and the unit tables
// against the ids and Russian labels the contracts give the web.
import { describe, expect, it } from 'vitest';
import {
  foulingUnitIds,
  heatPowerUnitIds,
  heatPowerUnitLabels,
  massFlowUnitIds,
  massFlowUnitLabels,
  pressureUnitIds,
  pressureUnitLabels,
} from '@podbor/contracts/heat-units';
import {
  FOULING_UNITS,
  HEAT_POWER_UNITS,
  MASS_FLOW_UNITS,
  PRESSURE_UNITS,
  atmToPa,
  gcalPerHourToW,
  kcalPerHourToW,
  kgPerHourToKgPerS,
  kgPerSToKgPerHour,
  kgPerSToLitresPerHour,
  kgPerSToM3PerHour,
  kgPerSToTPerHour,
  kgfPerCm2ToPa,
  kPaToPa,
  litresPerHourToKgPerS,
  m3PerHourToKgPerS,
  mWToW,
  mwcToPa,
  paToAtm,
  paToKgfPerCm2,
  paToKPa,
  paToMwc,
  tPerHourToKgPerS,
  wToGcalPerHour,
  wToKcalPerHour,
  wToMW,
  type Atmospheres,
  type CubicMetresPerHour,
  type GigacaloriesPerHour,
  type KilocaloriesPerHour,
  type KilogramForcePerSquareCentimetre,
  type KilogramsPerCubicMetre,
  type KilogramsPerHour,
  type KilogramsPerSecond,
  type Kilopascals,
  type LitresPerHour,
  type Megawatts,
  type MetresOfWaterColumn,
  type Pascals,
  type TonnesPerHour,
  type Watts,
} from '../../src/units';

describe('duty', () => {
  it('1 Gcal/h = 1.163 MW and 1000 kcal/h = 1.163 kW (IT calorie, 4.1868 J), both ways', () => {
    expect(gcalPerHourToW(1 as GigacaloriesPerHour)).toBeCloseTo(1.163e6, 6);
    expect(kcalPerHourToW(1000 as KilocaloriesPerHour)).toBeCloseTo(1163, 9);
    expect(wToGcalPerHour(1.163e6 as Watts)).toBeCloseTo(1, 12);
    expect(wToKcalPerHour(1163 as Watts)).toBeCloseTo(1000, 9);
    expect(mWToW(2.5 as Megawatts)).toBe(2.5e6);
    expect(wToMW(2.5e6 as Watts)).toBe(2.5);
  });
});

describe('pressure', () => {
  it('kPa, m w.c. (9806.65 Pa), kgf/cm² (98 066.5 Pa), atm (101 325 Pa), both ways', () => {
    expect(kPaToPa(35 as Kilopascals)).toBe(35000);
    expect(paToKPa(35000 as Pascals)).toBe(35);
    expect(mwcToPa(1 as MetresOfWaterColumn)).toBeCloseTo(9806.65, 9);
    expect(paToMwc(9806.65 as Pascals)).toBeCloseTo(1, 12);
    expect(kgfPerCm2ToPa(1 as KilogramForcePerSquareCentimetre)).toBeCloseTo(98066.5, 9);
    expect(paToKgfPerCm2(98066.5 as Pascals)).toBeCloseTo(1, 12);
    expect(atmToPa(1 as Atmospheres)).toBe(101325);
    expect(paToAtm(101325 as Pascals)).toBe(1);
  });

  it('10 m w.c. is 1 kgf/cm² and 0.980665 bar', () => {
    expect(PRESSURE_UNITS.mwc.toSI(10)).toBeCloseTo(PRESSURE_UNITS['kgf/cm2'].toSI(1), 9);
    expect(PRESSURE_UNITS.bar.fromSI(PRESSURE_UNITS.mwc.toSI(10))).toBeCloseTo(0.980665, 12);
  });
});

describe('mass flow', () => {
  const rho = 998.2 as KilogramsPerCubicMetre;
  it('3.6 t/h and 3600 kg/h are 1 kg/s, both ways', () => {
    expect(tPerHourToKgPerS(3.6 as TonnesPerHour)).toBeCloseTo(1, 15);
    expect(kgPerSToTPerHour(1 as KilogramsPerSecond)).toBeCloseTo(3.6, 15);
    expect(kgPerHourToKgPerS(3600 as KilogramsPerHour)).toBe(1);
    expect(kgPerSToKgPerHour(1 as KilogramsPerSecond)).toBe(3600);
  });

  it('m³/h and l/h of a liquid go through its density, both ways', () => {
    expect(m3PerHourToKgPerS(36 as CubicMetresPerHour, rho)).toBeCloseTo(9.982, 12);
    expect(kgPerSToM3PerHour(9.982 as KilogramsPerSecond, rho)).toBeCloseTo(36, 12);
    expect(litresPerHourToKgPerS(36000 as LitresPerHour, rho)).toBeCloseTo(9.982, 12);
    expect(kgPerSToLitresPerHour(9.982 as KilogramsPerSecond, rho)).toBeCloseTo(36000, 9);
    // A denser glycol solution: the same m³/h is more kg/s.
    expect(MASS_FLOW_UNITS['m3/h'].toSI(36, 1052)).toBeGreaterThan(MASS_FLOW_UNITS['m3/h'].toSI(36, 998.2));
  });
});

describe('unit tables for the forms', () => {
  const roundTrip = (
    t: Record<string, { toSI(v: number, r: number): number; fromSI(v: number, r: number): number }>,
  ) => {
    for (const [id, u] of Object.entries(t))
      expect(u.fromSI(u.toSI(123.456, 1040), 1040), id).toBeCloseTo(123.456, 9);
  };

  it('every unit converts to SI and back to the same number', () => {
    roundTrip(HEAT_POWER_UNITS);
    roundTrip(PRESSURE_UNITS);
    roundTrip(MASS_FLOW_UNITS);
    roundTrip(FOULING_UNITS);
  });

  it('list exactly the unit ids the contracts label for the web, each with a Russian label', () => {
    expect(Object.keys(HEAT_POWER_UNITS)).toEqual([...heatPowerUnitIds]);
    expect(Object.keys(PRESSURE_UNITS)).toEqual([...pressureUnitIds]);
    expect(Object.keys(MASS_FLOW_UNITS)).toEqual([...massFlowUnitIds]);
    expect(Object.keys(FOULING_UNITS)).toEqual([...foulingUnitIds]);
    expect(Object.values(heatPowerUnitLabels)).toEqual(['кВт', 'МВт', 'ккал/ч', 'Гкал/ч']);
    expect(Object.values(pressureUnitLabels)).toEqual(['кПа', 'м вод. ст.', 'бар', 'кгс/см²', 'атм']);
    expect(Object.values(massFlowUnitLabels)).toEqual(['кг/с', 'т/ч', 'м³/ч', 'кг/ч', 'л/ч']);
  });
});
