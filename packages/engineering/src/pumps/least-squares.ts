// Least-squares polynomial fits of catalogue curve points, usable only inside the flow range
// the points cover: the engine never extrapolates a pump curve (DOMAIN.md "Pumps").
import { PumpRefusal } from './refusal';

/**
 * A polynomial fitted over [xMin, xMax], stored in the centred, scaled variable
 * t = (x − centre) / halfWidth ∈ [−1, 1] so the normal matrix stays well conditioned whatever the
 * unit of x (m³/s values are ~1e-3, and raw powers of them would lose precision).
 * Plain data, so it can cross a worker-thread boundary.
 */
export interface RangedPolynomial {
  /** Coefficients c0…cd of Σ c_k t^k. */
  readonly coefficients: readonly number[];
  readonly xMin: number;
  readonly xMax: number;
  readonly centre: number;
  readonly halfWidth: number;
  /** Largest |fit − point| over the points, in the unit of y. */
  readonly maxResidual: number;
}

/** Relative slack at the range ends, so a root finder landing on xMax ± rounding is not refused. */
const RANGE_SLACK = 1e-9;

/**
 * Least-squares polynomial of degree `degree` through the points (x_i, y_i), solved by Householder
 * QR on the scaled Vandermonde matrix (no normal equations, which square the condition number).
 *
 * @param xs - abscissae, strictly increasing [any unit]
 * @param ys - ordinates [any unit]
 * @param degree - polynomial degree, 1…3 (the engine uses 2 or 3)
 * @returns the fitted polynomial with its range [xs[0], xs[n−1]]
 * @throws PumpRefusal('invalidCurve') with fewer than degree + 2 points (a fit needs redundancy to
 *   be a fit), non-finite values, or x not strictly increasing
 * @example fitPolynomialLeastSquares([0, 1, 2, 3], [1, 3, 7, 13], 2) → y = 1 + x + x² exactly
 *
 * References:
 * 1. Golub, G. H.; Van Loan, C. F. (2013). Matrix Computations, 4th ed., §5.3 (least squares by QR).
 *    Johns Hopkins University Press.
 */
export function fitPolynomialLeastSquares(
  xs: readonly number[],
  ys: readonly number[],
  degree: number,
): RangedPolynomial {
  const n = xs.length;
  const k = degree + 1;
  if (!Number.isInteger(degree) || degree < 1 || degree > 3) {
    throw new PumpRefusal('invalidCurve', `degree must be 1…3, got ${degree}`);
  }
  if (ys.length !== n) throw new PumpRefusal('invalidCurve', 'xs and ys differ in length');
  if (n < k + 1)
    throw new PumpRefusal('invalidCurve', `a degree-${degree} fit needs at least ${k + 1} points`);
  for (let i = 0; i < n; i++) {
    if (!Number.isFinite(xs[i]!) || !Number.isFinite(ys[i]!)) {
      throw new PumpRefusal('invalidCurve', `point ${i + 1} is not finite`);
    }
    if (i > 0 && !(xs[i]! > xs[i - 1]!)) {
      throw new PumpRefusal('invalidCurve', `x must increase strictly (point ${i + 1})`);
    }
  }
  const xMin = xs[0]!;
  const xMax = xs[n - 1]!;
  const centre = (xMin + xMax) / 2;
  const halfWidth = (xMax - xMin) / 2;

  // A: n×k Vandermonde in t, stored by columns; b: right-hand side.
  const a: number[][] = [];
  for (let j = 0; j < k; j++) a.push(xs.map((x) => ((x - centre) / halfWidth) ** j));
  const b = ys.slice();

  // Householder QR: reduce A to upper-triangular R in place, applying the reflections to b.
  for (let j = 0; j < k; j++) {
    const col = a[j]!;
    let norm = 0;
    for (let i = j; i < n; i++) norm += col[i]! ** 2;
    norm = Math.sqrt(norm);
    if (norm === 0) throw new PumpRefusal('invalidCurve', 'rank-deficient fit');
    const alpha = col[j]! > 0 ? -norm : norm;
    const v = new Array<number>(n).fill(0);
    v[j] = col[j]! - alpha;
    for (let i = j + 1; i < n; i++) v[i] = col[i]!;
    let vv = 0;
    for (let i = j; i < n; i++) vv += v[i]! ** 2;
    if (vv === 0) continue;
    const reflect = (w: number[]) => {
      let dot = 0;
      for (let i = j; i < n; i++) dot += v[i]! * w[i]!;
      const f = (2 * dot) / vv;
      for (let i = j; i < n; i++) w[i] = w[i]! - f * v[i]!;
    };
    for (let jj = j; jj < k; jj++) reflect(a[jj]!);
    reflect(b);
  }
  // Back substitution R c = (Qᵀb)[0..k).
  const c = new Array<number>(k).fill(0);
  for (let j = k - 1; j >= 0; j--) {
    let s = b[j]!;
    for (let jj = j + 1; jj < k; jj++) s -= a[jj]![j]! * c[jj]!;
    c[j] = s / a[j]![j]!;
  }
  const poly: RangedPolynomial = { coefficients: c, xMin, xMax, centre, halfWidth, maxResidual: 0 };
  let maxResidual = 0;
  for (let i = 0; i < n; i++)
    maxResidual = Math.max(maxResidual, Math.abs(evalUnchecked(poly, xs[i]!) - ys[i]!));
  return { ...poly, maxResidual };
}

function evalUnchecked(p: RangedPolynomial, x: number): number {
  const t = (x - p.centre) / p.halfWidth;
  const c = p.coefficients;
  let y = 0;
  for (let j = c.length - 1; j >= 0; j--) y = y * t + c[j]!;
  return y;
}

/** True when x lies in the fitted range (with a rounding-size slack at the ends). */
export function inFittedRange(p: RangedPolynomial, x: number): boolean {
  const slack = RANGE_SLACK * (p.xMax - p.xMin);
  return x >= p.xMin - slack && x <= p.xMax + slack;
}

/**
 * The fitted value at x, or null when x lies outside the fitted range — never an extrapolation.
 * @param p - a fitted polynomial
 * @param x - abscissa [unit of the fit's x]
 * @returns y [unit of the fit's y] or null
 */
export function evaluateFit(p: RangedPolynomial, x: number): number | null {
  return Number.isFinite(x) && inFittedRange(p, x) ? evalUnchecked(p, x) : null;
}

/**
 * The fitted value at x even outside the fitted range: an extrapolation. Only for a figure the
 * catalogue cannot hold and whose caller states and bounds the extrapolation (the closed-valve head
 * of a station set, decision 0029); working points use `evaluateFit`.
 * @param p - a fitted polynomial
 * @param x - abscissa [unit of the fit's x]
 * @returns y [unit of the fit's y]
 */
export const extrapolateFit = (p: RangedPolynomial, x: number): number => evalUnchecked(p, x);

/**
 * The fitted value at x; throws instead of extrapolating.
 * @throws PumpRefusal('outsideCurveRange') when x is outside [xMin, xMax]
 */
export function evaluateFitOrThrow(p: RangedPolynomial, x: number): number {
  const y = evaluateFit(p, x);
  if (y === null) {
    throw new PumpRefusal('outsideCurveRange', `x = ${x} is outside the curve range [${p.xMin}, ${p.xMax}]`);
  }
  return y;
}
