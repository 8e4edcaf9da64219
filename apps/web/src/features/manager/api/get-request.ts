// GET /api/v1/manager/kp/{id} — a request with its customer, timeline and allowed next statuses;
// GET /api/v1/manager/kp/{id}/live — the customer's object, projects and calculations as they are now.
import { kpDetail, kpLive, type KpDetail, type KpLive } from '@podbor/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managerKeys } from './manager-keys';

export const useManagerRequest = (id: number | null) =>
  useQuery({
    queryKey: [...managerKeys.request, id],
    queryFn: ({ signal }) => api.get<KpDetail>(`/api/v1/manager/kp/${id}`, { schema: kpDetail, signal }),
    enabled: id !== null,
  });

export const useManagerLive = (id: number | null) =>
  useQuery({
    queryKey: [...managerKeys.live, id],
    queryFn: ({ signal }) => api.get<KpLive>(`/api/v1/manager/kp/${id}/live`, { schema: kpLive, signal }),
    enabled: id !== null,
  });
