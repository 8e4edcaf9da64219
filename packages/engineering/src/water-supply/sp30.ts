// The design flow and required head of a building's water supply by СП 30.13330.2020: the
// probability of action of fixtures, α from appendix Б, q = 5·q0·α, and Htr of formula (14).
import type { LitresPerHour, LitresPerSecond, Metres } from '../units';
import { SP30_B2_FLOOR, SP30_TABLE_B1, SP30_TABLE_B2 } from './alpha-tables';

/** A figure outside what СП 30's tables cover: the caller says so instead of extrapolating. */
export class WaterSupplyRangeError extends RangeError {
  override readonly name = 'WaterSupplyRangeError';
  constructor(
    readonly reason: 'probabilityAboveOne' | 'npBeyondTable' | 'notPositive',
    message: string,
  ) {
    super(message);
  }
}

/** Linear interpolation in ascending `xs` (x inside [xs[0], xs[last]]). */
function interpolate(xs: readonly number[], ys: readonly number[], x: number): number {
  let i = 1;
  while (i < xs.length - 1 && xs[i]! < x) i++;
  const x0 = xs[i - 1]!;
  const x1 = xs[i]!;
  return ys[i - 1]! + ((ys[i]! - ys[i - 1]!) * (x - x0)) / (x1 - x0);
}

/**
 * α by table Б.2 of СП 30.13330.2020 (P ≤ 0.1 at any N; P > 0.1 at N > 200), linear between the
 * table's points; α = 0.2 below NP = 0.015.
 * @param np - N·P, the number of fixtures times their probability of action [-]
 * @returns α [-]
 * @throws WaterSupplyRangeError beyond NP = 200 (the table podbor carries)
 * @example alphaTableB2(1) = 0.969; alphaTableB2(4.35) = 2.3345
 *
 * References:
 * 1. СП 30.13330.2020 «Внутренний водопровод и канализация зданий», приложение Б, таблица Б.2.
 */
export function alphaTableB2(np: number): number {
  if (!(np >= 0)) throw new WaterSupplyRangeError('notPositive', `NP = ${np} must be ≥ 0`);
  if (np < SP30_B2_FLOOR.np) return SP30_B2_FLOOR.alpha;
  const last = SP30_TABLE_B2[SP30_TABLE_B2.length - 1]!;
  if (np > last[0]) {
    throw new WaterSupplyRangeError('npBeyondTable', `NP = ${np} is beyond table Б.2 (up to ${last[0]})`);
  }
  return interpolate(
    SP30_TABLE_B2.map((r) => r[0]),
    SP30_TABLE_B2.map((r) => r[1]),
    np,
  );
}

/**
 * α by table Б.1 of СП 30.13330.2020 (P > 0.1 and N ≤ 200): linear in P within each row, then
 * linear in N between rows; a row without a value at that P (the left-out cell) is skipped.
 * @param n - number of fixtures N [-], 2…200
 * @param p - probability of action P [-], 0.1…0.8
 * @returns α [-]
 * @example alphaTableB1(10, 0.2) = 1.25
 *
 * References:
 * 1. СП 30.13330.2020, приложение Б, таблица Б.1.
 */
export function alphaTableB1(n: number, p: number): number {
  const ps = SP30_TABLE_B1.p;
  const pc = Math.min(Math.max(p, ps[0]), ps[ps.length - 1]!);
  const rows: { n: number; alpha: number }[] = [];
  for (const row of SP30_TABLE_B1.rows) {
    // interpolate() reads the cells i − 1 and i with ps[i] the first point ≥ pc (i ≥ 1).
    const i = Math.max(
      1,
      ps.findIndex((x) => x >= pc),
    );
    const cells = [row.alpha[i - 1], row.alpha[i]];
    if (cells.some((c) => c === null)) continue;
    rows.push({ n: row.n, alpha: interpolate(ps, row.alpha as readonly number[], pc) });
  }
  const nc = Math.min(Math.max(n, rows[0]!.n), rows[rows.length - 1]!.n);
  return interpolate(
    rows.map((r) => r.n),
    rows.map((r) => r.alpha),
    nc,
  );
}

/** Which table α was read from, and what it was read with. */
export interface AlphaReading {
  readonly alpha: number;
  readonly table: 'Б.1' | 'Б.2';
  /** N·P [-]. */
  readonly np: number;
}

/**
 * α for N fixtures of probability P by СП 30.13330.2020 п. 5.3: table Б.1 when P > 0.1 and N ≤ 200,
 * otherwise table Б.2 by NP.
 * @param n - number of fixtures [-]
 * @param p - probability of action [-]
 */
export function alphaSp30(n: number, p: number): AlphaReading {
  if (!(p > 0) || !(n > 0)) throw new WaterSupplyRangeError('notPositive', 'N and P must be > 0');
  if (p > 1) throw new WaterSupplyRangeError('probabilityAboveOne', `P = ${p} is above 1`);
  const np = n * p;
  if (p > 0.1 && n <= 200) return { alpha: alphaTableB1(n, p), table: 'Б.1', np };
  return { alpha: alphaTableB2(np), table: 'Б.2', np };
}

/**
 * Probability of action of fixtures in a building of like consumers, СП 30.13330.2020 п. 5.4,
 * formula (3): P = q_hr,u·U / (3600·q0·N).
 * @param qHrU - flow of one consumer in the hour of highest use, q_hr,u [l/h] (table А.2)
 * @param consumers - number of consumers U [-]
 * @param q0 - flow of one fixture, q0 [l/s] (table А.1, or п. 5.2 note 2)
 * @param fixtures - number of fixtures N [-]
 * @returns P [-]
 * @example probabilityOfAction(15.6, 300, 0.3, 400) = 0.010833
 */
export function probabilityOfAction(
  qHrU: LitresPerHour,
  consumers: number,
  q0: LitresPerSecond,
  fixtures: number,
): number {
  return (qHrU * consumers) / (3600 * q0 * fixtures);
}

/**
 * The design (maximum second) flow of a section, СП 30.13330.2020 п. 5.3, formula (2): q = 5·q0·α.
 * @param q0 - flow of one fixture [l/s]
 * @param alpha - α of appendix Б [-]
 * @returns q [l/s]
 * @example designFlow(0.3, 2.3287) = 3.4930 l/s
 */
export const designFlow = (q0: LitresPerSecond, alpha: number): LitresPerSecond =>
  (5 * q0 * alpha) as LitresPerSecond;

/**
 * The smallest free head at the highest fixture, СП 30.13330.2020 п. 8.21: 0.2 MPa, i.e. 20 m.
 */
export const SP30_FREE_HEAD: Metres = 20 as Metres;

/**
 * The head lost in a water heater (heat exchanger) of the building, taken as 0.03 MPa, i.e. 3 m
 * (СП 30.13330.2020 п. 8.27, the term Htepl of formula (14)).
 */
export const SP30_HEATER_LOSS: Metres = 3 as Metres;

/**
 * The required head at the connection point, СП 30.13330.2020 п. 8.27, formula (14):
 * Htr = Hgeom + ΣHl + Hpr + ΣHvod + Htepl + Hvvod, with the network, meter and inlet losses summed
 * in `losses`.
 * @param geometric - height of the dictating fixture above the connection point, Hgeom [m]
 * @param losses - losses on the dictating path, meters and inlet included, ΣHl + ΣHvod + Hvvod [m]
 * @param freeHead - head before the dictating fixture, Hpr [m] (п. 8.21)
 * @param heater - loss in the water heater, Htepl [m] (0 when the water is not heated on the way)
 * @returns Htr [m]
 */
export const requiredHead = (geometric: Metres, losses: Metres, freeHead: Metres, heater: Metres): Metres =>
  (geometric + losses + freeHead + heater) as Metres;
