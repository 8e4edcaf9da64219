// POST /api/v1/user/{object|project}/{id}: rename sends the name with comment null (portal §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cabinetKeys } from '../../../lib/cabinet-keys';
import { itemPath, type ItemKind } from './cabinet-item';

export interface RenameInput {
  kind: ItemKind;
  id: number;
  name: string;
}

export const renameItem = ({ kind, id, name }: RenameInput) =>
  api.post<unknown[]>(itemPath(kind, id), { name, comment: null });

export const useRenameItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cabinetKeys.all }),
  });
};
