// The ranking every selection uses (pumps over a series or the catalogue, station sets): what a
// candidate costs over its life — purchase plus the energy of the load profile — then how close it
// runs to best efficiency. One rule, one place (decision 0042, superseding decision 0030).
import { PREFERRED_REGION_PCT } from './preferred-region';

/** What the life-cycle-cost ranking reads from a candidate (decision 0042). */
export interface LccRankingFigures {
  /** Life-cycle cost over the load profile [kopecks] (pump-lcc.ts, stations' life-cycle.ts). */
  readonly lccKopecks: number;
  /** Flow per pump over its best-efficiency flow at the working speed [-]. */
  readonly bepRatio: number;
  /**
   * Fixed speed: the crossing lies short of the duty (offered within ISO 9906 grade 2B, decision
   * 0030). Such a candidate ranks after every one that meets the duty: it does not give what was asked.
   */
  readonly shortOfDuty?: boolean;
  /** Tie-breaker: the catalogue model id. */
  readonly id: number;
}

export interface LccRanked<T> {
  readonly item: T;
  /** bepRatio as a percentage [%]. */
  readonly bepFlowPct: number;
  /** 70 % ≤ bepFlowPct ≤ 120 % (DOMAIN.md preferred region): reported, not ranked by. */
  readonly inPreferredRegion: boolean;
}

/**
 * Orders candidates best first by life-cycle cost (decision 0042, superseding 0030's energy bands):
 * 1. those that meet the duty before those short of it (fixed speed, within ISO 9906 2B);
 * 2. lowest life-cycle cost — purchase plus the energy of the load profile over the years;
 * 3. equal to the kopeck: closer to best efficiency, then the lower id.
 * The ISO 9906 tolerance is no key: it is reported as a fact. So within each group no candidate is
 * beaten on life-cycle cost by one ranked below it.
 *
 * @param items - the candidates
 * @param figures - each candidate's life-cycle cost [kopecks], bep ratio [-], shortfall and id
 */
export function rankByLifeCycleCost<T>(
  items: readonly T[],
  figures: (item: T) => LccRankingFigures,
): LccRanked<T>[] {
  return items
    .map((item) => ({ item, f: figures(item) }))
    .sort(
      (a, b) =>
        Number(a.f.shortOfDuty === true) - Number(b.f.shortOfDuty === true) ||
        a.f.lccKopecks - b.f.lccKopecks ||
        Math.abs(a.f.bepRatio - 1) - Math.abs(b.f.bepRatio - 1) ||
        a.f.id - b.f.id,
    )
    .map(({ item, f }) => {
      const bepFlowPct = f.bepRatio * 100;
      return {
        item,
        bepFlowPct,
        inPreferredRegion: bepFlowPct >= PREFERRED_REGION_PCT.min && bepFlowPct <= PREFERRED_REGION_PCT.max,
      };
    });
}
