// The cabinet's lists of calculations are never shown stale: each asks again whenever it appears
// (a selection run meanwhile in a calculator must be there), and follows the ones still queued or
// running: while a list shows one, it is asked again every HISTORY_POLL_MS, until all have ended.
import type { HistoryResponse } from '@podbor/contracts';
import type { Query } from '@tanstack/react-query';

/** How often a list with an unfinished calculation is refreshed. */
export const HISTORY_POLL_MS = 2000;

/** Whether a history answer holds a calculation that has not ended yet (pending or running). */
export const hasUnfinished = (data: HistoryResponse | undefined): boolean =>
  !!data?.result.some((item) => item.state === 'pending' || item.state === 'running');

/** `refetchInterval` of a history query: every 2 s while something in it is unfinished. */
export const pollWhileUnfinished = <K extends readonly unknown[]>(
  query: Query<HistoryResponse, Error, HistoryResponse, K>,
): number | false => (hasUnfinished(query.state.data) ? HISTORY_POLL_MS : false);

/** Query options of every list of calculations: fresh on every visit, polled while unfinished. */
export const historyFreshness = {
  staleTime: 0,
  refetchOnMount: 'always',
  refetchInterval: pollWhileUnfinished,
} as const;
