// DELETE /api/v1/user/comment/{id} — the caller's own comment with its file.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cabinetKeys } from '../../../lib/cabinet-keys';

export const deleteComment = (id: number) => api.delete<{ success: boolean }>(`/api/v1/user/comment/${id}`);

export const useDeleteComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cabinetKeys.comments }),
  });
};
