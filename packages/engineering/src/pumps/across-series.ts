// Selection over every series of a catalogue for one duty: each series selected as the pump form
// selects it (its own control and count options applied), then one list ranked by the same rule
// (decision 0030) across all of them — the leanest pump first whatever its series (decision 0032).
import { rankByLifeCycleCost } from './ranking';
import { dutyFromForm, selectPumps } from './select';
import type {
  AppliedPumpMode,
  PumpCandidate,
  PumpRejection,
  PumpSelectionInput,
  PumpSeriesData,
} from './types';

/** A candidate of the cross-series list: the series' own candidate, with its series and mode. */
export interface SeriesPumpCandidate extends PumpCandidate {
  readonly seriesId: number;
  readonly seriesName: string;
  /** The mode its series ran with (a series without control runs at fixed speed). */
  readonly applied: AppliedPumpMode;
  /** Its place among the candidates of its own series (the series page's rank). */
  readonly seriesRank: number;
}

/** What each series gave: its mode, how many candidates, and who it refused. */
export interface SeriesSelectionSummary {
  readonly seriesId: number;
  readonly seriesName: string;
  readonly applied: AppliedPumpMode;
  readonly candidates: number;
  readonly rejected: readonly PumpRejection[];
}

export interface AcrossSeriesResult {
  /** Ranked over all series, best first; `rank` is the place in this list. */
  readonly candidates: readonly SeriesPumpCandidate[];
  readonly series: readonly SeriesSelectionSummary[];
}

/**
 * Selects pumps of every series for one duty (issue 13 item 7, decision 0032). Each series runs
 * selectPumps with the form as given — its own mode (resolvePumpMode), working points, tolerance,
 * minimum speed, life-cycle cost and rejections — and the candidates of all series are then ranked
 * together by rankByLifeCycleCost (decision 0042): those meeting the duty first, then the lowest
 * life-cycle cost over the one load profile, then closeness to best efficiency and id. The series'
 * own place is kept as `seriesRank`.
 *
 * @param series - every series of the catalogue, with their models
 * @param input - the pump form (the same as a series selection's)
 * @returns one ranked list with the series named, and what each series gave
 * @throws PumpRefusal('headNotAboveStatic' | 'invalidInput') for a form no series can take
 */
export function selectAcrossSeries(
  series: readonly PumpSeriesData[],
  input: PumpSelectionInput,
): AcrossSeriesResult {
  // A bad duty is refused once, before any series runs.
  dutyFromForm(input);
  const all: SeriesPumpCandidate[] = [];
  const summaries: SeriesSelectionSummary[] = [];
  for (const s of series) {
    const r = selectPumps(s, input);
    summaries.push({
      seriesId: s.id,
      seriesName: s.name,
      applied: r.applied,
      candidates: r.candidates.length,
      rejected: r.rejected,
    });
    for (const c of r.candidates) {
      all.push({ ...c, seriesId: s.id, seriesName: s.name, applied: r.applied, seriesRank: c.rank });
    }
  }
  const ranked = rankByLifeCycleCost(all, (c) => ({
    lccKopecks: c.why.lcc.totalKopecks,
    bepRatio: c.why.bepFlowPct / 100,
    shortOfDuty: c.why.shortOfDuty,
    id: c.id,
  }));
  return {
    candidates: ranked.map(({ item }, i) => ({ ...item, rank: i + 1 })),
    series: summaries,
  };
}
