// DELETE /api/v1/user/project/{id}/calc/{request_id} — take a calculation out of a project; it
// stays in the history.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cabinetKeys } from '../../../lib/cabinet-keys';
import type { AttachInput } from './attach-calc';

export const detachCalc = ({ projectId, requestId }: AttachInput) =>
  api.delete<{ success: boolean }>(`/api/v1/user/project/${projectId}/calc/${requestId}`);

export const useDetachCalc = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: detachCalc,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cabinetKeys.all }),
  });
};
