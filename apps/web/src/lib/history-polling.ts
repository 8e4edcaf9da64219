// The cabinet's lists of calculations follow the ones still queued or running: while a list shows
// one, it is asked again every HISTORY_POLL_MS, and stops once every calculation in it has ended.
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
