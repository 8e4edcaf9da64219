// PUT /api/v1/user/project/{id}/calc {request_id} — put a calculation of the history into a project
// (attaching twice changes nothing).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { cabinetKeys } from '../../../../lib/cabinet-keys';

export const useAttachToProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, requestId }: { projectId: number; requestId: number }) =>
      api.put<{ success: boolean }>(`/api/v1/user/project/${projectId}/calc`, { request_id: requestId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cabinetKeys.all }),
  });
};
