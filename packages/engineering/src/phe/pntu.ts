// Mean temperature difference of a plate pack: counterflow LMTD, and the P-NTU relations of
// Kandlikar & Shah for multi-pass groupings, with the LMTD correction F they imply.

/** Largest passes per side the engine searches and the P-NTU formulas here cover. */
export const MAX_PASSES = 3;

/** Pp(x, y): effectiveness of one parallel-flow pass (Kandlikar & Shah 1989). */
function pp(x: number, y: number): number {
  return (1 - Math.exp(-x * (1 + y))) / (1 + y);
}

/** Pc(x, y): effectiveness of one counterflow pass; the y → 1 limit is x/(1 + x). */
function pc(x: number, y: number): number {
  if (Math.abs(1 - y) < 1e-9) return x / (1 + x);
  const e = Math.exp(-x * (1 - y));
  return (1 - e) / (1 - y * e);
}

/**
 * Temperature effectiveness P1 of side 1 of a plate exchanger with Np1 passes on side 1 and Np2 on
 * side 2, overall counterflow, each pass counterflow where the arrangement allows (the best
 * orientation, Kandlikar & Shah's recommendation). Covered: 1-1, 2-2, 3-3 (series counterflow,
 * P = Pc), 1-2, 1-3 (end passes in counterflow), 1-4, 2-3, 2-4 and their mirrors (2-1, 3-1, 4-1,
 * 3-2, 4-2) through P1 = P2·R2 with the sides swapped. Each pass is taken to hold many plates
 * (the asymptotic formulas); the engine offers multi-pass groupings only from 20 plates.
 *
 * @param r1 - heat capacity ratio C1/C2 [-]
 * @param ntu1 - number of transfer units U·A/C1 [-]
 * @param np1 - passes of side 1
 * @param np2 - passes of side 2
 * @returns P1 = ΔT1/(T1,in − T2,in) [-]
 * @throws RangeError for a grouping without a formula here
 * @example temperatureEffectivenessPlate(1/3, 1, 3, 1) ≈ 0.57435 (CalebBell ht.hx docstring)
 * @see S. G. Kandlikar, R. K. Shah, "Asymptotic effectiveness-NTU formulas for multipass plate heat
 *   exchangers", J. Heat Transfer 111 (1989) 314–321, doi:10.1115/1.3250679; R. K. Shah,
 *   D. P. Sekulić, Fundamentals of Heat Exchanger Design, Wiley 2003, table 3.6.
 */
export function temperatureEffectivenessPlate(
  r1: number,
  ntu1: number,
  np1: number,
  np2: number,
  swapped = false,
): number {
  if (np1 === np2 && np1 <= MAX_PASSES) return pc(ntu1, r1);
  if (np1 === 1 && np2 === 2) {
    const a = pp(ntu1, r1 / 2);
    const b = pc(ntu1, r1 / 2);
    return 0.5 * (a + b - 0.5 * a * b * r1);
  }
  if (np1 === 1 && np2 === 3) {
    const a = pp(ntu1, r1 / 3);
    const b = pc(ntu1, r1 / 3);
    return (a + b * (1 - (r1 * a) / 3) * (2 - (r1 * b) / 3)) / 3;
  }
  if (np1 === 1 && np2 === 4) {
    const a = pp(ntu1, r1 / 4);
    const b = pc(ntu1, r1 / 4);
    const t = (1 - (a * r1) / 4) * (1 - (b * r1) / 4);
    return (1 - t * t) / r1;
  }
  if (np1 === 2 && np2 === 3) {
    const h = pp(ntu1 / 2, (2 * r1) / 3);
    const g = pc(ntu1 / 2, (2 * r1) / 3);
    const e = 1 / ((2 / 3) * r1 * g);
    const f = 1 / ((2 / 3) * r1 * h);
    const a =
      (2 * r1 * e * f * f - 2 * e * f + f - f * f) /
      (2 * r1 * e * e * f * f - e * e - f * f - 2 * e * f + e + f);
    const c = (1 - a) / e;
    const d = r1 * e * e * c - r1 * e + r1 - 0.5 * c;
    const b = (a * (e - 1)) / f;
    return (a + 0.5 * b + 0.5 * c + d) / r1;
  }
  if (np1 === 2 && np2 === 4) {
    const a = pp(ntu1 / 2, r1 / 2);
    const b = pc(ntu1 / 2, r1 / 2);
    const d = 0.5 * (a + b - 0.5 * a * b * r1);
    return (2 * d - (1 + r1) * d * d) / (1 - d * d * r1);
  }
  if (!swapped) {
    // The mirror grouping: side 2's effectiveness with the roles swapped, P1 = P2·R2.
    const r2 = 1 / r1;
    return temperatureEffectivenessPlate(r2, ntu1 * r1, np2, np1, true) * r2;
  }
  throw new RangeError(`no P-NTU formula for ${np1}-${np2} passes`);
}

/**
 * Counterflow NTU for a given effectiveness: NTU = ln[(1 − R·P)/(1 − P)]/(1 − R), R = 1: P/(1 − P).
 * @returns NTU [-], Infinity when P is out of reach (P ≥ min(1, 1/R))
 */
export function ntuCounterflow(p: number, r: number): number {
  if (p <= 0) return 0;
  if (Math.abs(1 - r) < 1e-9) return p < 1 ? p / (1 - p) : Infinity;
  const arg = (1 - r * p) / (1 - p);
  return arg > 0 && p < 1 && r * p < 1 ? Math.log(arg) / (1 - r) : Infinity;
}

/** NTU beyond which a grouping is taken not to reach an effectiveness (its asymptote). */
const NTU_CEILING = 40;

/**
 * NTU a grouping needs for side-1 effectiveness p1 at ratio r1, by bisection (P rises with NTU for
 * overall counterflow groupings).
 * @returns NTU1 [-], or Infinity when the grouping cannot reach p1 (a temperature cross for it)
 */
export function ntuForEffectiveness(p1: number, r1: number, np1: number, np2: number): number {
  if (np1 === np2) return ntuCounterflow(p1, r1);
  if (temperatureEffectivenessPlate(r1, NTU_CEILING, np1, np2) <= p1) return Infinity;
  let lo = 0;
  let hi = NTU_CEILING;
  for (let i = 0; i < 60 && hi - lo > 1e-10 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (temperatureEffectivenessPlate(r1, mid, np1, np2) < p1) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Counterflow logarithmic mean temperature difference.
 * @param dt1 - hot inlet − cold outlet [K]
 * @param dt2 - hot outlet − cold inlet [K]
 * @returns LMTD [K]; the arithmetic mean when the two are within 0.01 %
 */
export function lmtdCounterflow(dt1: number, dt2: number): number {
  if (!(dt1 > 0 && dt2 > 0)) return NaN;
  if (Math.abs(dt1 - dt2) <= 1e-4 * Math.max(dt1, dt2)) return (dt1 + dt2) / 2;
  return (dt1 - dt2) / Math.log(dt1 / dt2);
}

/**
 * LMTD correction factor of a grouping: F = NTU_counterflow(P, R)/NTU_grouping(P, R), so that
 * Q = U·A·F·LMTD holds for the grouping. 1 for equal passes on both sides.
 * @returns F in (0, 1], or 0 when the grouping cannot reach the effectiveness
 */
export function correctionFactor(p1: number, r1: number, np1: number, np2: number): number {
  if (np1 === np2) return 1;
  const ntu = ntuForEffectiveness(p1, r1, np1, np2);
  if (!Number.isFinite(ntu)) return 0;
  const ntuCf = ntuCounterflow(p1, r1);
  return ntu > 0 ? Math.min(1, ntuCf / ntu) : 1;
}
