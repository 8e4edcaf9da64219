// Public surface of @podbor/engineering/fluids: fluidProperties() for the heat-transfer media, the
// refusal it throws, and the named methods behind it (IAPWS, Sharqawy, Melinder, ASHRAE) for checks.
export * from './types';
export { FluidRangeError, isFluidRangeError, type FluidRangeReason } from './errors';
export { fluidProperties, STANDARD_PRESSURE_BAR } from './properties';
export {
  if97Region1,
  saturationPressureIf97,
  waterViscosityR1208,
  waterConductivityR1511,
  waterIndustrial,
  type If97Region1State,
  type ConductivityParts,
  type CriticalInputs,
  type WaterState,
} from './water';
export {
  SEAWATER_SALINITY,
  SEAWATER_FREEZING_C,
  seawaterDensity,
  seawaterSpecificHeat,
  seawaterConductivity,
  seawaterViscosity,
  seawaterVapourPressureRatio,
} from './seawater';
export {
  MEG_FIT,
  MPG_FIT,
  melinderProperties,
  melinderFreezingPoint,
  waterMoleFraction,
  type MelinderFit,
} from './glycol';
export { propyleneGlycolAshrae, propyleneGlycolVolumeFraction } from './propylene-glycol-ashrae';
export {
  glycolMassFraction,
  glycolFractionByMass,
  GLYCOL_DENSITY_20C,
  type Glycol,
  type ConcentrationBasis,
} from './concentration';
