// Public surface of @podbor/engineering/phe: the plate heat-exchanger engine (design and rating by
// Martin/VDI and P-NTU) built with a plate catalogue and a fluid-property function.
import { designPhe, type DesignDeps } from './design';
import { ratePhe } from './rating';
import type { PheEngine } from './types';

export * from './types';
export * from './plate';
export { closePheBalance, ATMOSPHERE_BAR, type PropertiesFn, type BalanceResult } from './balance';
export {
  frictionMartinVdi,
  frictionMartin1999,
  nusseltMartin,
  channelAngleDeg,
  enlargementFactor,
  MARTIN_VDI,
  MARTIN_RE_MIN,
  MARTIN_RE_MAX,
  MARTIN_ANGLE_MIN_DEG,
  MARTIN_ANGLE_MAX_DEG,
  MARTIN_TRANSITION_RE,
  MARTIN_VISCOSITY_EXPONENT,
  type MartinFrictionConstants,
} from './martin';
export {
  temperatureEffectivenessPlate,
  ntuCounterflow,
  ntuForEffectiveness,
  lmtdCounterflow,
  correctionFactor,
  MAX_PASSES,
} from './pntu';
export {
  PORT_LOSS_COEFFICIENT,
  PORT_VELOCITY_MAX,
  CHANNEL_VELOCITY_MIN,
  MIN_PLATES,
  MIN_PLATES_MULTIPASS,
  thermalPlates,
} from './pack';
export {
  materialMismatch,
  PLATE_MATERIAL_TEXT,
  PLATE_MATERIAL_FROM,
  SEAWATER_CHLORIDES_MG_KG,
  STAINLESS_CHLORIDES_MAX_MG_L,
} from './materials';
export { designPhe, GROUPINGS, CHANNEL_MIXES, type DesignDeps } from './design';
export {
  pheUnitCost,
  pheUnitMassKg,
  pheFrameArticle,
  phePlateArticle,
  frameProxyKopecks,
  plateProxyKopecks,
  compareByCost,
  PHE_PRICE_PROXY_RUB,
  PLATE_MATERIAL_PRICE_FACTOR,
  PLATE_DENSITY,
  type PheCost,
  type PheCostLine,
  type PheCostSource,
  type PhePriceList,
} from './cost';
export {
  ratePhe,
  ratingWarnings,
  chevronAngleRefusal,
  userPlateModel,
  userPlateRefusal,
  USER_PLATE_MAX,
} from './rating';

/**
 * The engine the server holds: design and rating over one catalogue with one property function.
 * Pure and synchronous; a property function's RangeError becomes a refusal with its message.
 */
export function createPheEngine(deps: DesignDeps): PheEngine {
  return {
    design: (input) => designPhe(input, deps),
    rate: (input) => ratePhe(input, deps),
  };
}
