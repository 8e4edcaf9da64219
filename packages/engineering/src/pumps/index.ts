// Public surface of @podbor/engineering/pumps: curve fits, system curve, affinity laws, working
// points, selection over a series and chart data. Pure functions; SI inside, form units at the edges.
export * from './types';
export * from './refusal';
export { brentRoot, type BrentOptions } from './brent';
export {
  fitPolynomialLeastSquares,
  evaluateFit,
  evaluateFitOrThrow,
  extrapolateFit,
  inFittedRange,
  type RangedPolynomial,
} from './least-squares';
export { systemCurveQuadratic, systemHead, type SystemCurve } from './system-curve';
export { speedRatio, affinityFlow, affinityHead, affinityPower, affinityNpshr } from './affinity';
export { epanetSinglePointCurve, singlePointCurveHead, type SinglePointPumpCurve } from './epanet';
export {
  preparePump,
  fitDegreeFor,
  equivalentRatedFlow,
  setFlowRange,
  setHead,
  setPerformance,
  type PreparedPump,
  type PumpSet,
  type SetPerformance,
} from './pump-model';
export {
  operatingPointFixedSpeed,
  speedRatioForDuty,
  type DutyTolerance,
  type OperatingPoint,
} from './operating-point';
export {
  estimatedInputPower,
  ie3Efficiency,
  motorEfficiency,
  IE3_2POLE_50HZ,
  MOTOR_CONSTANT_LOSS_SHARE,
} from './motor';
export { PUMP_WATER_TEMPERATURE, pumpWater, npshAvailableFromInlet, type PumpWater } from './water';
export { NPSH_MARGIN, npshCheck, type NpshCheck } from './npsh';
export {
  LOAD_PROFILE_SHARES,
  EXAMPLE_LOAD_PROFILE_HOURS,
  HOURS_PER_YEAR,
  DEFAULT_ENERGY_YEARS,
  type EnergyProfile,
} from './energy';
export {
  CDM_IE2_LOSSES_90_100,
  CDM_PART_LOAD_SHARES,
  DEFAULT_LCC_TERMS,
  DEFAULT_LCC_YEARS,
  DEFAULT_LOAD_PROFILE,
  DEFAULT_TARIFF_RUB_PER_KWH,
  LCC_LIMITS,
  PRICE_PROXY_RUB,
  converterLossAt90100W,
  converterLossW,
  converterPriceProxyKopecks,
  driveInputPower,
  lifeCycleCost,
  profileRows,
  pumpPriceProxyKopecks,
  setPurchase,
  type DriveInput,
  type DrivePower,
  type LccEnergyRow,
  type LccTerms,
  type LifeCycleCost,
  type LoadProfile,
  type LoadProfileHours,
  type PriceSource,
  type PurchaseLine,
  type SetComposition,
} from './life-cycle-cost';
export {
  selectPumps,
  npshAvailableFromForm,
  energyProfileFromForm,
  waterUsed,
  resolvePumpMode,
  dutyFromForm,
  operatingPointFor,
  toWorkingPoint,
  dutyWithinIso9906,
  PREFERRED_REGION_PCT,
  ISO_9906_GRADE_2B,
  MAX_PUMP_COUNT,
  MIN_SPEED_PCT,
  type Duty,
} from './select';
export { pumpCurves } from './charts';
export { rankByLifeCycleCost, type LccRanked, type LccRankingFigures } from './ranking';
export { pumpLifeCycleCost, type PumpLcc, type PumpLccRow } from './pump-lcc';
export {
  nearestMiss,
  parallelAdvice,
  otherSeriesAdvice,
  noSolutionAdvice,
  type PumpMissKind,
  type PumpNearestMiss,
  type PumpParallelAdvice,
  type PumpSeriesAdvice,
  type PumpNoSolutionAdvice,
} from './advice';
export {
  selectAcrossSeries,
  type AcrossSeriesResult,
  type SeriesPumpCandidate,
  type SeriesSelectionSummary,
} from './across-series';
export { comparePumps, COMPARE_MAX_PUMPS, COMPARE_MIN_PUMPS, type ComparedPump } from './compare';
