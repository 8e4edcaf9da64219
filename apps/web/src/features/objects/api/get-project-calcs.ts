// POST /api/v1/user/history with project_id — a project's calculations (portal §7: type null,
// object_id null, project_id set, offset 0, limit null).
import { historyResponse, type HistoryResponse } from '@podbor/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cabinetKeys } from '../../../lib/cabinet-keys';
import { historyFreshness } from '../../../lib/history-polling';

export const getProjectCalcs = (projectId: number, signal?: AbortSignal) =>
  api.post<HistoryResponse>(
    '/api/v1/user/history',
    { type: null, object_id: null, project_id: projectId, offset: 0, limit: null },
    { schema: historyResponse, signal },
  );

export const useProjectCalcs = (projectId: number) =>
  useQuery({
    queryKey: [...cabinetKeys.history, 'of-project', projectId],
    queryFn: ({ signal }) => getProjectCalcs(projectId, signal),
    // Fresh on every visit; queued and running calculations are followed until they end.
    ...historyFreshness,
  });
