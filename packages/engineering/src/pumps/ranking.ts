// The energy-first ranking every selection over a series uses (pumps and station sets): what a
// candidate costs to run, then how close it runs to best efficiency. One rule, one place.
import { PREFERRED_REGION_PCT } from './preferred-region';

/** What the ranking reads from a candidate. */
export interface RankingFigures {
  /** Flow per pump over its best-efficiency flow at the working speed [-]. */
  readonly bepRatio: number;
  /** Shaft power of all working pumps at the working point [W]. */
  readonly powerW: number;
  /** Tie-breaker: the catalogue model id. */
  readonly id: number;
}

export interface Ranked<T> {
  readonly item: T;
  /** bepRatio as a percentage [%]. */
  readonly bepFlowPct: number;
  /** 70 % ≤ bepFlowPct ≤ 120 % (DOMAIN.md preferred region). */
  readonly inPreferredRegion: boolean;
  /** |Q/Q_bep − 1| + (P/P_min − 1), lower is better [-]. */
  readonly score: number;
}

/**
 * Orders candidates best first: those in the preferred region (70–120 % of best-efficiency flow)
 * first, then by score = |Q/Q_bep − 1| + (P/P_min − 1) — closeness to best efficiency plus the
 * extra shaft power over the most frugal candidate, both dimensionless and equally weighted — then
 * by power, then by id. P_min is the smallest power among the candidates given.
 *
 * @param items - the candidates
 * @param figures - each candidate's bep ratio [-], power [W] and id
 * @returns the candidates with their figures, best first
 */
export function rankByEnergy<T>(items: readonly T[], figures: (item: T) => RankingFigures): Ranked<T>[] {
  const withFigures = items.map((item) => ({ item, f: figures(item) }));
  let minPower = Infinity;
  for (const { f } of withFigures) minPower = Math.min(minPower, f.powerW);
  const scored = withFigures.map(({ item, f }) => {
    const bepFlowPct = f.bepRatio * 100;
    const inPreferredRegion =
      bepFlowPct >= PREFERRED_REGION_PCT.min && bepFlowPct <= PREFERRED_REGION_PCT.max;
    const score = Math.abs(f.bepRatio - 1) + (f.powerW / minPower - 1);
    return { item, f, bepFlowPct, inPreferredRegion, score };
  });
  scored.sort(
    (a, b) =>
      Number(b.inPreferredRegion) - Number(a.inPreferredRegion) ||
      a.score - b.score ||
      a.f.powerW - b.f.powerW ||
      a.f.id - b.f.id,
  );
  return scored.map(({ item, bepFlowPct, inPreferredRegion, score }) => ({
    item,
    bepFlowPct,
    inPreferredRegion,
    score,
  }));
}
