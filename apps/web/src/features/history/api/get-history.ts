// POST /api/v1/user/history — the selection history: a page with search and a date range
// (portal §5, §7), and the overview's latest items (offset 0, limit 4).
import { historyResponse, type HistoryResponse } from '@podbor/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cabinetKeys } from '../../../lib/cabinet-keys';
import { historyFreshness } from '../../../lib/history-polling';

export const HISTORY_PATH = '/api/v1/user/history';

export interface HistoryQuery {
  search: string;
  /** Inclusive calendar days гггг-мм-дд (already resolved by the date-range rules), or null. */
  from: string | null;
  to: string | null;
  offset: number;
  limit: number;
}

export const getHistory = (q: HistoryQuery, signal?: AbortSignal) =>
  api.post<HistoryResponse>(
    HISTORY_PATH,
    {
      type: null,
      object_id: null,
      project_id: null,
      offset: q.offset,
      limit: q.limit,
      search: q.search || null,
      // The days are the user's own: the server is told the page's offset from UTC.
      date: q.from || q.to ? { from: q.from, to: q.to, utc_offset: -new Date().getTimezoneOffset() } : null,
    },
    { schema: historyResponse, signal },
  );

export const useHistory = (q: HistoryQuery) =>
  useQuery({
    queryKey: [...cabinetKeys.history, 'list', q],
    queryFn: ({ signal }) => getHistory(q, signal),
    placeholderData: keepPreviousData,
    // Fresh on every visit; queued and running calculations are followed until they end.
    ...historyFreshness,
  });
