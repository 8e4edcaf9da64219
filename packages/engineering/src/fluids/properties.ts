// fluidProperties(): one entry point for the media of the heat-exchanger forms. It checks the state
// against each method's validity range first and throws FluidRangeError instead of extrapolating.
import { FluidRangeError, formatRu } from './errors';
import {
  MEG_FIT,
  MOLAR_MASS,
  MPG_FIT,
  melinderFreezingPoint,
  melinderProperties,
  waterMoleFraction,
  type MelinderFit,
} from './glycol';
import {
  PG_TABLE_T_MAX,
  PG_TABLE_T_MIN,
  propyleneGlycolAshrae,
  propyleneGlycolVolumeFraction,
} from './propylene-glycol-ashrae';
import {
  SEAWATER_FREEZING_C,
  seawaterConductivity,
  seawaterDensity,
  seawaterSpecificHeat,
  seawaterVapourPressureRatio,
  seawaterViscosity,
} from './seawater';
import type { FluidProperties, FluidSpec, FluidState } from './types';
import { saturationPressureIf97, waterIndustrial } from './water';

/** Standard atmosphere [bar], the default pressure (absolute). */
export const STANDARD_PRESSURE_BAR = 1.01325;
const KELVIN = 273.15;
const PA_PER_BAR = 1e5;

/** Water: 0 °C (freezing) < t ≤ 200 °C (the forms' top), 0 < p ≤ 1000 bar (IF97 region 1 to 100 MPa). */
const WATER_T_MAX = 200;
const WATER_P_MAX_BAR = 1000;
/** Sea water: Sharqawy's correlations 0–180 °C. */
const SEAWATER_T_MIN = 0;
const SEAWATER_T_MAX = 180;
/** Melinder's fits: up to the files' Tmax, 373.15 K = 100 °C; mass fraction 0–0.6. */
const MELINDER_X_MAX = 0.6;
/** The ASHRAE table serves propylene glycol 70–80 % by mass (the LT line's two options and between). */
const PG_TABLE_X_MIN = 0.7;
const PG_TABLE_X_MAX = 0.8;
/**
 * Sea water and glycols: correlations at atmospheric pressure, so pressure only decides boiling.
 * Up to 30 bar the liquid's compression changes the density by under 0.15 % (isothermal
 * compressibility of water ≈ 4.6e-10 1/Pa), inside the methods' own uncertainty; above, refused.
 */
const LIQUID_P_MAX_BAR = 30;

/** Russian names in the genitive for the refusal texts («свойств воды», «раствора …»). */
function mediumGenitive(spec: FluidSpec, fraction: number): string {
  switch (spec.medium) {
    case 'water':
      return 'воды';
    case 'seawater':
      return 'морской воды';
    case 'ethylene-glycol':
      return `раствора этиленгликоля ${formatRu(fraction * 100, 1)} %`;
    case 'propylene-glycol':
      return `раствора пропиленгликоля ${formatRu(fraction * 100, 1)} %`;
  }
}

/** Russian names in the nominative for the boiling text («Вода при 120 °C кипит …»). */
function mediumNominative(spec: FluidSpec, fraction: number): string {
  switch (spec.medium) {
    case 'water':
      return 'Вода';
    case 'seawater':
      return 'Морская вода';
    case 'ethylene-glycol':
      return `Раствор этиленгликоля ${formatRu(fraction * 100, 1)} %`;
    case 'propylene-glycol':
      return `Раствор пропиленгликоля ${formatRu(fraction * 100, 1)} %`;
  }
}

const tRu = (t: number): string => `${formatRu(t, 1)} °C`;
const pRu = (p: number): string => `${formatRu(p, 2)} бар (абс.)`;

function refuseFreezing(t: number, tFreeze: number, who: string): never {
  const verb = t < tFreeze ? 'ниже температуры' : 'равна температуре';
  throw new FluidRangeError('freezing', `Температура ${tRu(t)} ${verb} замерзания ${who} (${tRu(tFreeze)})`);
}

function refuseTemperature(t: number, who: string, tMin: number, tMax: number): never {
  throw new FluidRangeError(
    'temperature',
    `Температура ${tRu(t)} вне диапазона расчёта свойств ${who} (${formatRu(tMin, 1)}…${tRu(tMax)})`,
  );
}

/**
 * The two pressures of a boiling refusal, rounded so that they read differently (issue 30 item 9:
 * at 100 °C and one atmosphere both were «1,01»): two decimals, more while they print the same.
 */
function pressurePair(pBoilBar: number, pBar: number): [string, string] {
  for (let digits = 2; digits < 6; digits++) {
    const a = formatRu(pBoilBar, digits);
    const b = formatRu(pBar, digits);
    if (a !== b) return [`${a} бар (абс.)`, `${b} бар (абс.)`];
  }
  return [pRu(pBoilBar), pRu(pBar)];
}

function checkBoiling(spec: FluidSpec, fraction: number, t: number, p: number, pBoil: number): void {
  if (p < pBoil) {
    const [boil, given] = pressurePair(pBoil / PA_PER_BAR, p / PA_PER_BAR);
    throw new FluidRangeError(
      'boiling',
      `${mediumNominative(spec, fraction)} при ${tRu(t)} кипит при давлении ниже ${boil}; задано ${given}`,
    );
  }
}

// The Russian names are built only when a refusal is thrown: formatting them on every call cost
// more than the properties themselves (bench suite fluid-properties).
function checkPressure(spec: FluidSpec, fraction: number, pBar: number, max: number): void {
  if (!(pBar > 0) || pBar > max) {
    throw new FluidRangeError(
      'pressure',
      `Давление ${pRu(pBar)} вне диапазона расчёта свойств ${mediumGenitive(spec, fraction)} (выше 0 и до ${formatRu(max, 0)} бар (абс.))`,
    );
  }
}

function melinder(
  spec: FluidSpec,
  fit: MelinderFit,
  x: number,
  t: number,
  p: number,
  M: number,
): FluidProperties {
  const tFreeze = melinderFreezingPoint(fit, x) - KELVIN;
  if (t <= tFreeze) refuseFreezing(t, tFreeze, 'раствора');
  const tMax = fit.Tmax - KELVIN;
  if (t > tMax) refuseTemperature(t, mediumGenitive(spec, x), tFreeze, tMax);
  checkBoiling(spec, x, t, p, waterMoleFraction(x, M) * saturationPressureIf97(t + KELVIN));
  return melinderProperties(fit, t + KELVIN, x);
}

/**
 * Density, specific heat, viscosity and thermal conductivity of a heat-transfer liquid, SI.
 *
 * Methods (DOMAIN.md "Fluid properties", decision 0025):
 * - water: IAPWS-IF97 region 1 (ρ, c_p), IAPWS R12-08 viscosity (μ̄₂ = 1), IAPWS R15-11
 *   conductivity with its critical term; 0 < t ≤ 200 °C, p ≥ the IF97 saturation pressure;
 * - sea water (35 g/kg; `fraction` ignored): Sharqawy et al. (2010) eq. 8, 9, 13, 22–23;
 *   0…180 °C, above −1.9 °C (freezing), p ≥ 0.981 × the water saturation pressure;
 * - ethylene / propylene glycol, mass fraction 0…0.6: Melinder (2010) fits (CoolProp MEG, MPG),
 *   above the fit's freezing point, up to 100 °C;
 * - propylene glycol, mass fraction 0.7…0.8: ASHRAE tables (EnergyPlus), −20…120 °C;
 * - glycols: p ≥ x_water · p_s,water(t) (Raoult, errs towards refusing).
 * A state outside these ranges throws FluidRangeError with a Russian reason.
 *
 * @param spec - the medium and, for glycols, the glycol mass fraction 0..1
 * @param state - temperature [°C] and pressure [bar absolute], default 1.01325
 * @returns density [kg/m³], specificHeat [J/(kg·K)], viscosity [Pa·s], conductivity [W/(m·K)]
 * @throws FluidRangeError when the state is outside the method's range
 * @example fluidProperties({ medium: 'water' }, { temperature: 20 }).density ≈ 998.21 kg/m³
 */
export function fluidProperties(spec: FluidSpec, state: FluidState): FluidProperties {
  const t = state.temperature;
  const pBar = state.pressure ?? STANDARD_PRESSURE_BAR;
  if (!Number.isFinite(t)) throw new FluidRangeError('input', 'Температура не задана');
  if (!Number.isFinite(pBar)) throw new FluidRangeError('input', 'Давление не задано');
  const p = pBar * PA_PER_BAR;

  switch (spec.medium) {
    case 'water': {
      if (t <= 0) refuseFreezing(t, 0, 'воды');
      if (t > WATER_T_MAX) refuseTemperature(t, 'воды', 0, WATER_T_MAX);
      checkPressure(spec, 0, pBar, WATER_P_MAX_BAR);
      const T = t + KELVIN;
      checkBoiling(spec, 0, t, p, saturationPressureIf97(T));
      const w = waterIndustrial(T, p);
      return { density: w.rho, specificHeat: w.cp, viscosity: w.mu, conductivity: w.lambda };
    }
    case 'seawater': {
      if (t <= SEAWATER_FREEZING_C) refuseFreezing(t, SEAWATER_FREEZING_C, 'морской воды');
      if (t < SEAWATER_T_MIN || t > SEAWATER_T_MAX)
        refuseTemperature(t, 'морской воды', SEAWATER_T_MIN, SEAWATER_T_MAX);
      checkPressure(spec, 0, pBar, LIQUID_P_MAX_BAR);
      checkBoiling(spec, 0, t, p, seawaterVapourPressureRatio() * saturationPressureIf97(t + KELVIN));
      return {
        density: seawaterDensity(t),
        specificHeat: seawaterSpecificHeat(t),
        viscosity: seawaterViscosity(t),
        conductivity: seawaterConductivity(t),
      };
    }
    case 'ethylene-glycol':
    case 'propylene-glycol': {
      const x = spec.fraction;
      const glycol = spec.medium === 'ethylene-glycol' ? 'этиленгликоля' : 'пропиленгликоля';
      if (x === undefined || !Number.isFinite(x))
        throw new FluidRangeError('input', `Не задана массовая доля ${glycol}`);
      const pgTable = spec.medium === 'propylene-glycol' && x >= PG_TABLE_X_MIN && x <= PG_TABLE_X_MAX;
      if (!pgTable && (x < 0 || x > MELINDER_X_MAX)) {
        const offered = spec.medium === 'propylene-glycol' ? '0…60 % или 70…80 %' : '0…60 %';
        throw new FluidRangeError(
          'fraction',
          `Массовая доля ${glycol} ${formatRu(x * 100, 1)} % вне диапазона расчёта свойств (${offered})`,
        );
      }
      checkPressure(spec, x, pBar, LIQUID_P_MAX_BAR);
      if (spec.medium === 'ethylene-glycol')
        return melinder(spec, MEG_FIT, x, t, p, MOLAR_MASS.ethyleneGlycol);
      if (!pgTable) return melinder(spec, MPG_FIT, x, t, p, MOLAR_MASS.propyleneGlycol);
      if (t < PG_TABLE_T_MIN || t > PG_TABLE_T_MAX)
        refuseTemperature(t, mediumGenitive(spec, x), PG_TABLE_T_MIN, PG_TABLE_T_MAX);
      const pBoil = waterMoleFraction(x, MOLAR_MASS.propyleneGlycol) * saturationPressureIf97(t + KELVIN);
      checkBoiling(spec, x, t, p, pBoil);
      return propyleneGlycolAshrae(t, propyleneGlycolVolumeFraction(x));
    }
  }
}
