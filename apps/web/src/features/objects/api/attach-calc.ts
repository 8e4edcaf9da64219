// PUT /api/v1/user/project/{id}/calc {request_id} — attach a calculation of the history to a
// project ('Прикрепить к объекту', 'Добавить расчёт'); attaching twice changes nothing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cabinetKeys } from '../../../lib/cabinet-keys';

export interface AttachInput {
  projectId: number;
  requestId: number;
}

export const attachCalc = ({ projectId, requestId }: AttachInput) =>
  api.put<{ success: boolean }>(`/api/v1/user/project/${projectId}/calc`, { request_id: requestId });

export const useAttachCalc = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachCalc,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cabinetKeys.all }),
  });
};
