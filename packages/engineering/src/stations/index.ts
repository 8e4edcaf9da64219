// Public surface of @podbor/engineering/stations: booster and fire-fighting sets built on the pump
// engine — station types and control schemes, internal losses, checks, selection and ranking.
export * from './types';
export * from './station-types';
export * from './refusal';
export {
  BRANCH_DN_MM,
  BRANCH_LOSS_COEFFICIENTS,
  BRANCH_VELOCITY_LIMIT,
  BRANCH_ZETA,
  branchVelocity,
  internalLoss,
  pumpBranch,
  type PumpBranch,
} from './internal-losses';
export {
  SHUTOFF_EXTRAPOLATION_LIMIT,
  pumpCharacteristicChecks,
  shutoffHead,
  stableCurveCheck,
  type ShutoffEstimate,
} from './checks';
export * from './fire-rules';
export { STATION_RANGES, nearestMiss, selectStationSets, validateStationInput } from './select';
export {
  lowestPointPoint,
  pointsInputW,
  rankSetsByLcc,
  stationProfileOf,
  stationConverters,
  stationLifeCycleCost,
  type StationLcc,
  type StationLccRow,
} from './life-cycle';
