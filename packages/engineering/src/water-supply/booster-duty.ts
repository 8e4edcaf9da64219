// A booster set's duty from the building it serves (issue 29 item 8): the design flow by the
// probability method and the required head of СП 30.13330.2020, every step kept for the page.
import type { LitresPerHour, LitresPerSecond, Metres } from '../units';
import {
  SP30_FREE_HEAD,
  SP30_HEATER_LOSS,
  WaterSupplyRangeError,
  alphaSp30,
  designFlow,
  probabilityOfAction,
  requiredHead,
} from './sp30';

/**
 * Which water the set carries: 'total' — cold water and the water heated in the building (the set
 * feeds the heater too, q_tot); 'cold' — cold water only (q_c).
 */
export type BuildingWater = 'total' | 'cold';

/**
 * Consumer and fixture figures when the project gives none: q0 of п. 5.2 note 2 of СП 30.13330.2020
 * (0.3 l/s total, 0.2 l/s cold or hot) and q_hr,u of table А.2 for flats with baths 1500–1700 mm and
 * showers (15.6 l/h total, 5.6 l/h cold: 15.6 less 10 hot). The user may type others.
 */
export const SP30_DEFAULTS: Readonly<Record<BuildingWater, { q0: number; qHrU: number }>> = {
  total: { q0: 0.3, qHrU: 15.6 },
  cold: { q0: 0.2, qHrU: 5.6 },
};

/** A residential building of like flats, as the station page asks for it. */
export interface BuildingInput {
  /** Floors above the ground, the top one holding the dictating fixture [-]. */
  readonly floors: number;
  /** Floor-to-floor height [m]. */
  readonly floorHeight: Metres;
  /** Height of the first floor's level above the set [m] (a set in the basement: about one floor). */
  readonly baseHeight: Metres;
  /** Height of the dictating fixture's outlet above its floor [m]. */
  readonly fixtureHeight: Metres;
  readonly apartments: number;
  /** Consumers (residents) per flat [-]. */
  readonly residentsPerApartment: number;
  /** Fixtures per flat [-]. */
  readonly fixturesPerApartment: number;
  readonly water: BuildingWater;
  /** Flow of one fixture q0 [l/s]. */
  readonly q0: LitresPerSecond;
  /** Flow of one consumer in the hour of highest use q_hr,u [l/h]. */
  readonly qHrU: LitresPerHour;
  /** Losses on the dictating path after the set, the meters' included [m] (by the network's calculation). */
  readonly losses: Metres;
}

/** Every step from the building to the duty, each a figure the page and the datasheet show. */
export interface BuildingDuty {
  /** Consumers U = flats × residents [-]. */
  readonly consumers: number;
  /** Fixtures N = flats × fixtures per flat [-]. */
  readonly fixtures: number;
  /** Probability of action P (п. 5.4, formula (3)) [-]. */
  readonly probability: number;
  /** N·P [-]. */
  readonly np: number;
  /** α and its table (п. 5.3, appendix Б) [-]. */
  readonly alpha: number;
  readonly alphaTable: 'Б.1' | 'Б.2';
  /** Design flow q = 5·q0·α [l/s] (п. 5.3, formula (2)). */
  readonly flowLs: number;
  /** The same in m³/h. */
  readonly flowM3h: number;
  /** Hgeom = base + (floors − 1)·floor height + fixture height [m]. */
  readonly geometric: number;
  /** Hpr, the free head at the dictating fixture [m] (п. 8.21). */
  readonly freeHead: number;
  /** Htepl, the heater loss [m]: 3 m when the set carries the heated water too, else 0 (п. 8.27). */
  readonly heaterLoss: number;
  /** ΣHl, as given [m]. */
  readonly losses: number;
  /** Htr, the required head at the set's outlet [m] (п. 8.27, formula (14)). */
  readonly requiredHead: number;
}

/** Decimals the duty is rounded to before it becomes the station form's numbers (its fields take 3). */
const DUTY_DECIMALS = 3;
const round = (v: number) => Number(v.toFixed(DUTY_DECIMALS));

/**
 * The booster duty of a residential building by СП 30.13330.2020: U and N from the flats, P by
 * formula (3), α by appendix Б, q = 5·q0·α; Htr = Hgeom + ΣH + Hpr + Htepl by formula (14). The set
 * then lifts Htr less the guaranteed inlet pressure.
 * @param b - the building
 * @returns every step; flowM3h and requiredHead rounded to 0.001 as the form takes them
 * @throws WaterSupplyRangeError when P > 1 or NP is beyond the table
 * @example 100 flats × 3 residents × 4 fixtures, total water (q0 0.3 l/s, q_hr,u 15.6 l/h):
 *   U 300, N 400, P 0.010833, NP 4.3333, α 2.3287 (Б.2), q 3.4930 l/s = 12.575 m³/h.
 *
 * References:
 * 1. СП 30.13330.2020 «Внутренний водопровод и канализация зданий», пп. 5.2–5.4, 8.21, 8.27,
 *    приложения А и Б.
 */
export function boosterDutyFromBuilding(b: BuildingInput): BuildingDuty {
  const consumers = b.apartments * b.residentsPerApartment;
  const fixtures = b.apartments * b.fixturesPerApartment;
  if (!(consumers > 0) || !(fixtures > 0) || !(b.q0 > 0) || !(b.qHrU > 0)) {
    throw new WaterSupplyRangeError('notPositive', 'flats, residents, fixtures, q0 and q_hr,u must be > 0');
  }
  const probability = probabilityOfAction(b.qHrU, consumers, b.q0, fixtures);
  const { alpha, table, np } = alphaSp30(fixtures, probability);
  const flowLs = designFlow(b.q0, alpha);
  const geometric = b.baseHeight + (b.floors - 1) * b.floorHeight + b.fixtureHeight;
  const heaterLoss = b.water === 'total' ? SP30_HEATER_LOSS : 0;
  const head = requiredHead(geometric as Metres, b.losses, SP30_FREE_HEAD, heaterLoss as Metres);
  return {
    consumers,
    fixtures,
    probability,
    np,
    alpha,
    alphaTable: table,
    flowLs,
    flowM3h: round(flowLs * 3.6),
    geometric,
    freeHead: SP30_FREE_HEAD,
    heaterLoss,
    losses: b.losses,
    requiredHead: round(head),
  };
}
