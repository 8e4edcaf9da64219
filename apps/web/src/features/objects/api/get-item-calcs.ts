// POST /api/v1/user/history with object_id or project_id — every calculation of an object (through
// its projects) or of a project, for the request-KP form's choice.
import { historyResponse, type HistoryResponse } from '@podbor/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cabinetKeys } from '../../../lib/cabinet-keys';
import type { ItemKind } from './cabinet-item';

export const useItemCalcs = (kind: ItemKind, id: number) =>
  useQuery({
    queryKey: [...cabinetKeys.history, 'of-item', kind, id],
    queryFn: ({ signal }) =>
      api.post<HistoryResponse>(
        '/api/v1/user/history',
        { [kind === 'object' ? 'object_id' : 'project_id']: id, offset: 0, limit: null },
        { schema: historyResponse, signal },
      ),
  });
