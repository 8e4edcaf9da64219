// One КП request of the customer's, as the КП page shows it: read it, change its comment and
// quantities while it is «Новый», withdraw it. Every change refreshes the cabinet's КП queries.
import { kpDetail, successResponse, type KpDetail, type KpEditRequest } from '@podbor/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cabinetKeys } from '../../../lib/cabinet-keys';

export const useKpDetail = (id: number | null) =>
  useQuery({
    queryKey: [...cabinetKeys.kp, 'detail', id],
    queryFn: ({ signal }) => api.get<KpDetail>(`/api/v1/user/kp/${id}`, { schema: kpDetail, signal }),
    enabled: id !== null,
  });

/** PUT /api/v1/user/kp/{id}: the comment and quantities while the request is «Новый». */
export const useEditKp = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KpEditRequest) =>
      api.put<KpDetail>(`/api/v1/user/kp/${id}`, body, { schema: kpDetail }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cabinetKeys.kp }),
  });
};

/** DELETE /api/v1/user/kp/{id}: withdraws a «Новый» request. */
export const useWithdrawKp = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/api/v1/user/kp/${id}`, { schema: successResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cabinetKeys.kp }),
  });
};
