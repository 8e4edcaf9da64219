// Root finding and least-squares fitting: the numerical tools every working point rests on.
import { describe, expect, it } from 'vitest';
import {
  brentRoot,
  evaluateFit,
  evaluateFitOrThrow,
  fitPolynomialLeastSquares,
  isPumpRefusal,
  PumpRefusal,
} from '../../src/pumps';

describe('brentRoot', () => {
  it('finds √2 as the root of x² − 2 on [0, 2]', () => {
    expect(brentRoot((x) => x * x - 2, 0, 2)).toBeCloseTo(Math.SQRT2, 12);
  });

  it('finds the real root of x³ − 2x − 5 (Wallis’s example, 2.0945514815)', () => {
    expect(brentRoot((x) => x ** 3 - 2 * x - 5, 2, 3)).toBeCloseTo(2.0945514815423265, 12);
  });

  it('never evaluates outside the bracket', () => {
    const seen: number[] = [];
    brentRoot(
      (x) => {
        seen.push(x);
        return Math.exp(x) - 5;
      },
      1,
      2,
    );
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...seen)).toBeLessThanOrEqual(2);
  });

  it('refuses a bracket without a sign change', () => {
    expect(() => brentRoot((x) => x * x + 1, -1, 1)).toThrow(PumpRefusal);
  });
});

describe('fitPolynomialLeastSquares', () => {
  it('recovers an exact quadratic y = 1 + x + x²', () => {
    const p = fitPolynomialLeastSquares([0, 1, 2, 3], [1, 3, 7, 13], 2);
    for (const x of [0, 0.5, 1.7, 3]) expect(evaluateFit(p, x)).toBeCloseTo(1 + x + x * x, 10);
    expect(p.maxResidual).toBeLessThan(1e-12);
  });

  it('recovers a cubic in m³/s, whose raw powers would be ill-conditioned', () => {
    const xs = [0.001, 0.002, 0.003, 0.004, 0.005, 0.006];
    const f = (x: number) => 40 - 2e5 * x * x + 1e7 * x ** 3;
    const p = fitPolynomialLeastSquares(xs, xs.map(f), 3);
    for (const x of [0.001, 0.0033, 0.006]) expect(evaluateFit(p, x)).toBeCloseTo(f(x), 9);
  });

  it('is a least-squares fit: a line through symmetric noise passes through the mean', () => {
    const p = fitPolynomialLeastSquares([0, 1, 2, 3], [1, -1, 1, -1], 1);
    expect(evaluateFit(p, 1.5)).toBeCloseTo(0, 12);
  });

  it('never extrapolates: outside the points it answers null or throws a typed refusal', () => {
    const p = fitPolynomialLeastSquares([1, 2, 3, 4, 5], [10, 9, 7, 4, 0], 2);
    expect(evaluateFit(p, 0.99)).toBeNull();
    expect(evaluateFit(p, 5.01)).toBeNull();
    expect(evaluateFit(p, 5)).not.toBeNull();
    try {
      evaluateFitOrThrow(p, 6);
      expect.unreachable();
    } catch (e) {
      expect(isPumpRefusal(e) && e.code).toBe('outsideCurveRange');
    }
  });

  it('refuses too few points and unordered flows', () => {
    expect(() => fitPolynomialLeastSquares([1, 2, 3], [3, 2, 1], 2)).toThrow(/at least 4 points/);
    expect(() => fitPolynomialLeastSquares([1, 3, 2, 4], [4, 3, 2, 1], 2)).toThrow(/increase strictly/);
  });
});
