// DELETE /api/v1/user/{object|project}/{id}: the item with its projects and comments; the
// calculations stay in the history.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cabinetKeys } from '../../../lib/cabinet-keys';
import { itemPath, type ItemKind } from './cabinet-item';

export interface DeleteInput {
  kind: ItemKind;
  id: number;
}

export const deleteItem = ({ kind, id }: DeleteInput) => api.delete<{ success: boolean }>(itemPath(kind, id));

export const useDeleteItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    // Marked stale, not refetched: the page of the deleted item is still on screen until the
    // caller navigates away, and refetching it would answer 404 under the closing modal. The
    // parent page refetches what it shows when it mounts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cabinetKeys.all, refetchType: 'none' }),
  });
};
