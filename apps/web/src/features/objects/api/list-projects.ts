// POST /api/v1/user/object/{id}/project — an object's projects with their calculation counts; the
// spec asks with offset 0 and no limit (portal §9).
import { projectListResponse, type ProjectItem } from '@podbor/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cabinetKeys } from '../../../lib/cabinet-keys';

export const listProjects = (objectId: number, signal?: AbortSignal) =>
  api.post<{ result: ProjectItem[]; count: number }>(
    `/api/v1/user/object/${objectId}/project`,
    { offset: 0, limit: null, filters: { sort: 'new' } },
    { schema: projectListResponse, signal },
  );

export const useProjects = (objectId: number | null) =>
  useQuery({
    queryKey: [...cabinetKeys.projects, 'of-object', objectId],
    queryFn: ({ signal }) => listProjects(objectId!, signal),
    enabled: objectId !== null,
  });
