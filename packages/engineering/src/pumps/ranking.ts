// The energy-first ranking every selection over a series uses (pumps and station sets): what a
// candidate costs to run, then how close it runs to best efficiency. One rule, one place
// (decision 0030).
import { PREFERRED_REGION_PCT } from './preferred-region';

/** Input powers within this share of each other count as equal on energy (decision 0030). */
export const ENERGY_BAND = 0.05;
/** Score added to a candidate outside the acceptance tolerance, so it ranks after every one inside. */
const OUTSIDE_TOLERANCE_SCORE = 1000;

/** What the ranking reads from a candidate. */
export interface RankingFigures {
  /** Flow per pump over its best-efficiency flow at the working speed [-]. */
  readonly bepRatio: number;
  /**
   * Electrical input of all working pumps at the working point [W]: measured P1, or the IE3
   * estimate of motor.ts while the catalogue gives no motor efficiency.
   */
  readonly inputW: number;
  /** Meets the duty within the acceptance tolerance (ISO 9906 grade 2B at fixed speed). */
  readonly withinTolerance: boolean;
  /** Tie-breaker: the catalogue model id. */
  readonly id: number;
}

export interface Ranked<T> {
  readonly item: T;
  /** bepRatio as a percentage [%]. */
  readonly bepFlowPct: number;
  /** 70 % ≤ bepFlowPct ≤ 120 % (DOMAIN.md preferred region): reported, no longer ranked by. */
  readonly inPreferredRegion: boolean;
  /**
   * Lower is better: 1000 outside the tolerance, plus the energy band ⌊log(P1/P1_min)/log 1.05⌋,
   * plus |Q/Q_bep − 1| squeezed into [0, 1) as x/(1 + x).
   */
  readonly score: number;
}

/**
 * Orders candidates best first (decision 0030): within the acceptance tolerance before outside it;
 * then by energy band — input power in steps of ENERGY_BAND over the leanest candidate given, as
 * the estimate is not finer than that; then by closeness to best efficiency; then by input power,
 * then by id.
 *
 * @param items - the candidates
 * @param figures - each candidate's bep ratio [-], input power [W], tolerance and id
 * @returns the candidates with their figures, best first
 */
export function rankByEnergy<T>(items: readonly T[], figures: (item: T) => RankingFigures): Ranked<T>[] {
  const withFigures = items.map((item) => ({ item, f: figures(item) }));
  let leanest = Infinity;
  for (const { f } of withFigures) leanest = Math.min(leanest, f.inputW);
  const scored = withFigures.map(({ item, f }) => {
    const bepFlowPct = f.bepRatio * 100;
    const inPreferredRegion =
      bepFlowPct >= PREFERRED_REGION_PCT.min && bepFlowPct <= PREFERRED_REGION_PCT.max;
    // The 1e-9 keeps a power that equals a band's edge in rounding inside the lower band.
    const band = Math.max(0, Math.floor(Math.log(f.inputW / leanest) / Math.log(1 + ENERGY_BAND) + 1e-9));
    const offBest = Math.abs(f.bepRatio - 1);
    const score = (f.withinTolerance ? 0 : OUTSIDE_TOLERANCE_SCORE) + band + offBest / (1 + offBest);
    return { item, f, bepFlowPct, inPreferredRegion, score };
  });
  scored.sort((a, b) => a.score - b.score || a.f.inputW - b.f.inputW || a.f.id - b.f.id);
  return scored.map(({ item, bepFlowPct, inPreferredRegion, score }) => ({
    item,
    bepFlowPct,
    inPreferredRegion,
    score,
  }));
}
