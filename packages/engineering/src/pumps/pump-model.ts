// A catalogue pump turned into fitted SI curves, and the performance of n such pumps in parallel
// at speed ratio s. Everything outside the catalogue flow range is null, never extrapolated.
import {
  m3hToM3s,
  kwToW,
  percentToFraction,
  type CubicMetresPerHour,
  type CubicMetresPerSecond,
  type Fraction,
  type Kilowatts,
  type Metres,
  type Percent,
  type Watts,
} from '../units';
import { evaluateFit, fitPolynomialLeastSquares, type RangedPolynomial } from './least-squares';
import { PumpRefusal } from './refusal';
import type { PumpModelData } from './types';

/** One pump's fitted curves at rated speed, x in m³/s. Plain data (worker-transferable). */
export interface PreparedPump {
  readonly id: number;
  readonly ratedSpeed: number;
  /** Catalogue flow range of one pump at rated speed [m³/s]. */
  readonly qMin: CubicMetresPerSecond;
  readonly qMax: CubicMetresPerSecond;
  /** H(q) [m]. */
  readonly head: RangedPolynomial;
  /** P2(q) [W]. */
  readonly power: RangedPolynomial;
  /** η(q) [-]. */
  readonly efficiency: RangedPolynomial;
  /** NPSHr(q) [m]. */
  readonly npshr: RangedPolynomial;
  /** Best-efficiency flow at rated speed [m³/s] and the efficiency there [-]. */
  readonly bepFlow: CubicMetresPerSecond;
  readonly bepEfficiency: Fraction;
}

/**
 * Degree of the least-squares fit for a curve with n points: cubic from 6 points (the S-shape of
 * η and the flattening of H near shutoff need it), quadratic for 4–5 points.
 */
export const fitDegreeFor = (points: number): 2 | 3 => (points >= 6 ? 3 : 2);

const prepared = new WeakMap<PumpModelData, PreparedPump>();

/**
 * Fits the catalogue points of one model (least squares, within their flow range) and converts
 * them to SI. Memoised per model object, because fitting is the expensive part and catalogue
 * objects are immutable once loaded.
 *
 * @param model - catalogue model: Q [m³/h], H [m], P2 [kW], η [%], NPSHr [m] at rated speed
 * @returns the fitted pump
 * @throws PumpRefusal('invalidCurve') for fewer than 4 points, unordered or non-finite points
 */
export function preparePump(model: PumpModelData): PreparedPump {
  const cached = prepared.get(model);
  if (cached) return cached;
  const pts = model.curve;
  if (pts.length < 4) throw new PumpRefusal('invalidCurve', `${model.name}: a curve needs at least 4 points`);
  if (!(model.ratedSpeed > 0))
    throw new PumpRefusal('invalidCurve', `${model.name}: rated speed must be > 0`);
  const degree = fitDegreeFor(pts.length);
  const q = pts.map((p) => m3hToM3s(p.Q as CubicMetresPerHour));
  const head = fitPolynomialLeastSquares(
    q,
    pts.map((p) => p.H),
    degree,
  );
  const power = fitPolynomialLeastSquares(
    q,
    pts.map((p) => kwToW(p.P2 as Kilowatts)),
    degree,
  );
  const efficiency = fitPolynomialLeastSquares(
    q,
    pts.map((p) => percentToFraction(p.eta as Percent)),
    degree,
  );
  const npshr = fitPolynomialLeastSquares(
    q,
    pts.map((p) => p.NPSHr),
    degree,
  );
  const bep = maximumOnRange(efficiency);
  const result: PreparedPump = {
    id: model.id,
    ratedSpeed: model.ratedSpeed,
    qMin: head.xMin as CubicMetresPerSecond,
    qMax: head.xMax as CubicMetresPerSecond,
    head,
    power,
    efficiency,
    npshr,
    bepFlow: bep.x as CubicMetresPerSecond,
    bepEfficiency: bep.y as Fraction,
  };
  prepared.set(model, result);
  return result;
}

/** Maximum of a fitted curve on its range: a dense scan, then golden-section refinement. */
function maximumOnRange(p: RangedPolynomial): { x: number; y: number } {
  const steps = 200;
  const dx = (p.xMax - p.xMin) / steps;
  let best = 0;
  let bestY = -Infinity;
  for (let i = 0; i <= steps; i++) {
    const y = evaluateFit(p, p.xMin + i * dx)!;
    if (y > bestY) {
      bestY = y;
      best = i;
    }
  }
  let a = p.xMin + Math.max(0, best - 1) * dx;
  let b = p.xMin + Math.min(steps, best + 1) * dx;
  const r = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 60 && b - a > 1e-12 * p.xMax; i++) {
    const x1 = b - r * (b - a);
    const x2 = a + r * (b - a);
    if (evaluateFit(p, x1)! < evaluateFit(p, x2)!) a = x1;
    else b = x2;
  }
  const x = (a + b) / 2;
  return { x, y: evaluateFit(p, x)! };
}

/** n identical pumps in parallel turning at s·rated speed. */
export interface PumpSet {
  readonly pump: PreparedPump;
  /** Number of working pumps, 1…5. */
  readonly count: number;
  /** Speed ratio s = n/n_rated [-], 0 < s ≤ 1. */
  readonly speedRatio: Fraction;
}

/**
 * The flow one pump would have at rated speed for the same point on its curve: Q / (n·s).
 * Parallel pumps share the flow equally (identical pumps, common header); the affinity law maps
 * the per-pump flow at speed s back to rated speed, where the catalogue curve lives.
 */
export const equivalentRatedFlow = (set: PumpSet, q: CubicMetresPerSecond): CubicMetresPerSecond =>
  (q / (set.count * set.speedRatio)) as CubicMetresPerSecond;

/** Flow range of the set [m³/s]: n·s·[qMin, qMax]. */
export function setFlowRange(set: PumpSet): { min: CubicMetresPerSecond; max: CubicMetresPerSecond } {
  const f = set.count * set.speedRatio;
  return {
    min: (f * set.pump.qMin) as CubicMetresPerSecond,
    max: (f * set.pump.qMax) as CubicMetresPerSecond,
  };
}

/**
 * Head of the set at total flow Q: H_set(Q) = s²·H₁(Q/(n·s)) — parallel pumps (H_n(Q) = H₁(Q/n))
 * combined with the affinity laws (Q ∝ s, H ∝ s²).
 * @param set - pumps, count and speed
 * @param q - total flow [m³/s]
 * @returns head [m], or null outside the set's flow range
 */
export function setHead(set: PumpSet, q: CubicMetresPerSecond): Metres | null {
  const h = evaluateFit(set.pump.head, equivalentRatedFlow(set, q));
  return h === null ? null : ((set.speedRatio * set.speedRatio * h) as Metres);
}

export interface SetPerformance {
  /** Head [m]. */
  readonly head: Metres;
  /** Shaft power of all pumps [W]: n·s³·P₁(q). */
  readonly power: Watts;
  /** Efficiency [-]: η₁(q), unchanged along an affinity parabola. */
  readonly efficiency: Fraction;
  /** NPSHr of one pump [m]: s²·NPSHr₁(q). */
  readonly npshr: Metres;
  /** Flow per pump at rated-speed equivalent over the best-efficiency flow [-]. */
  readonly bepRatio: number;
}

/**
 * Every curve of the set at total flow Q, or null outside the catalogue range.
 * @param set - pumps, count and speed
 * @param q - total flow [m³/s]
 */
export function setPerformance(set: PumpSet, q: CubicMetresPerSecond): SetPerformance | null {
  const { pump, count: n, speedRatio: s } = set;
  const qe = equivalentRatedFlow(set, q);
  const h = evaluateFit(pump.head, qe);
  if (h === null) return null;
  return {
    head: (s * s * h) as Metres,
    power: (n * s * s * s * evaluateFit(pump.power, qe)!) as Watts,
    efficiency: evaluateFit(pump.efficiency, qe)! as Fraction,
    npshr: (s * s * evaluateFit(pump.npshr, qe)!) as Metres,
    bepRatio: qe / pump.bepFlow,
  };
}
