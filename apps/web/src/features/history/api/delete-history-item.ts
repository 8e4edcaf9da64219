// DELETE /api/v1/user/history/{request_id} — removes a calculation from the history for good: its
// files and its places in projects.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cabinetKeys } from '../../../lib/cabinet-keys';

export const deleteHistoryItem = (requestId: number) =>
  api.delete<{ success: boolean }>(`/api/v1/user/history/${requestId}`);

export const useDeleteHistoryItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHistoryItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cabinetKeys.all }),
  });
};
