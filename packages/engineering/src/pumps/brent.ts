// Brent's bracketing root finder, used for every working point and speed ratio in the pump engine.
// Bracketing (not Newton) because the functions are fitted curves defined only inside their range.
import { PumpRefusal } from './refusal';

export interface BrentOptions {
  /** Absolute tolerance on x [same unit as x]; default 1e-12 × max(|a|, |b|). */
  xTol?: number;
  /** Iteration cap; Brent converges in well under 60 for the smooth curves used here. */
  maxIter?: number;
}

/**
 * Finds x in [a, b] with f(x) = 0 by Brent's method: inverse quadratic interpolation and secant
 * steps, falling back to bisection whenever they would leave the bracket or converge slowly, so it
 * is never slower than bisection and never evaluates f outside [a, b].
 *
 * @param f - a continuous function on [a, b]
 * @param a - one end of the bracket
 * @param b - the other end; f(a) and f(b) must not have the same sign
 * @returns the root, within `xTol`
 * @throws PumpRefusal('invalidInput') when f(a)·f(b) > 0 or a value is not finite
 * @example brentRoot((x) => x * x - 2, 0, 2) ≈ 1.4142135623730951
 *
 * References:
 * 1. Brent, R. P. (1973). Algorithms for Minimization without Derivatives, ch. 4. Prentice-Hall.
 * 2. Press, W. H. et al. (2007). Numerical Recipes, 3rd ed., §9.3. Cambridge University Press.
 */
export function brentRoot(
  f: (x: number) => number,
  a: number,
  b: number,
  options: BrentOptions = {},
): number {
  const xTol = options.xTol ?? 1e-12 * Math.max(Math.abs(a), Math.abs(b), Number.MIN_VALUE);
  const maxIter = options.maxIter ?? 100;
  let fa = f(a);
  let fb = f(b);
  if (!Number.isFinite(fa) || !Number.isFinite(fb)) {
    throw new PumpRefusal('invalidInput', 'brentRoot: f is not finite at the bracket ends');
  }
  if (fa === 0) return a;
  if (fb === 0) return b;
  if (fa * fb > 0) throw new PumpRefusal('invalidInput', 'brentRoot: root is not bracketed');

  // b is the best estimate, a the previous one, c the point that keeps the bracket [b, c].
  let c = b;
  let fc = fb;
  let d = b - a;
  let e = d;
  for (let i = 0; i < maxIter; i++) {
    if ((fb > 0 && fc > 0) || (fb < 0 && fc < 0)) {
      c = a;
      fc = fa;
      d = b - a;
      e = d;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b;
      b = c;
      c = a;
      fa = fb;
      fb = fc;
      fc = fa;
    }
    const tol = 2 * Number.EPSILON * Math.abs(b) + 0.5 * xTol;
    const m = 0.5 * (c - b);
    if (Math.abs(m) <= tol || fb === 0) return b;
    if (Math.abs(e) >= tol && Math.abs(fa) > Math.abs(fb)) {
      const s = fb / fa;
      let p: number;
      let q: number;
      if (a === c) {
        // Only two distinct points: secant step.
        p = 2 * m * s;
        q = 1 - s;
      } else {
        // Three points: inverse quadratic interpolation.
        const qq = fa / fc;
        const r = fb / fc;
        p = s * (2 * m * qq * (qq - r) - (b - a) * (r - 1));
        q = (qq - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      else p = -p;
      if (2 * p < Math.min(3 * m * q - Math.abs(tol * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = m;
        e = m;
      }
    } else {
      d = m;
      e = m;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > tol ? d : m > 0 ? tol : -tol;
    fb = f(b);
  }
  return b;
}
