// POST /api/v1/user/history {search: id} — whether a DCU calculation is in the signed-in user's
// history (a selection made signed in is; one made as a guest is not).
import { historyResponse, type HistoryResponse } from '@podbor/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { cabinetKeys } from '../../../../lib/cabinet-keys';

export const findOwnCalc = async (requestId: number, signal?: AbortSignal): Promise<boolean> => {
  const page = await api.post<HistoryResponse>(
    '/api/v1/user/history',
    { type: 'dcu', search: String(requestId), offset: 0, limit: 100 },
    { schema: historyResponse, signal },
  );
  return page.result.some((h) => h.request_id === requestId);
};

export const useOwnCalc = (requestId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: [...cabinetKeys.all, 'own-calc', requestId],
    queryFn: ({ signal }) => findOwnCalc(requestId!, signal),
    enabled: enabled && requestId !== null,
  });
