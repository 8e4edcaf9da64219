// GET /api/v1/user/object/{id} and /api/v1/user/project/{id}: the item as the first list element.
import {
  objectReadResponse,
  projectReadResponse,
  type ObjectItem,
  type ProjectItem,
} from '@podbor/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { itemKey, itemPath } from './cabinet-item';

export const getObject = async (id: number, signal?: AbortSignal): Promise<ObjectItem> => {
  const [item] = await api.get<ObjectItem[]>(itemPath('object', id), { schema: objectReadResponse, signal });
  return item!;
};

export const getProject = async (id: number, signal?: AbortSignal): Promise<ProjectItem> => {
  const [item] = await api.get<ProjectItem[]>(itemPath('project', id), {
    schema: projectReadResponse,
    signal,
  });
  return item!;
};

export const useObject = (id: number) =>
  useQuery({ queryKey: itemKey('object', id), queryFn: ({ signal }) => getObject(id, signal) });

export const useProject = (id: number | null) =>
  useQuery({
    queryKey: itemKey('project', id ?? 0),
    queryFn: ({ signal }) => getProject(id!, signal),
    enabled: id !== null,
  });
