// PUT /api/v1/user/object/create → {id}, and PUT /api/v1/user/object/{id}/project/create → the
// project: the two creations of the add modal (modes 1 and 2).
import { objectCreateResponse, projectItem, type ObjectCreateRequest } from '@podbor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cabinetKeys } from '../../../lib/cabinet-keys';

export type CreateInput =
  | { kind: 'object'; body: ObjectCreateRequest }
  | { kind: 'project'; objectId: number; body: ObjectCreateRequest };

/** The new item's id (and its object's, for a project). */
export interface Created {
  id: number;
  objectId: number;
}

export const createItem = async (input: CreateInput): Promise<Created> => {
  if (input.kind === 'object') {
    const { id } = await api.put<{ id: number }>('/api/v1/user/object/create', input.body, {
      schema: objectCreateResponse,
    });
    return { id, objectId: id };
  }
  const project = await api.put<{ id: number; object_id: number }>(
    `/api/v1/user/object/${input.objectId}/project/create`,
    input.body,
    { schema: projectItem },
  );
  return { id: project.id, objectId: project.object_id };
};

export const useCreateItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cabinetKeys.all }),
  });
};
