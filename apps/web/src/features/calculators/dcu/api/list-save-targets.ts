// Where a calculation can be saved: POST /api/v1/user/object (the user's objects, slim list) and
// POST /api/v1/user/object/{id}/project (an object's projects), for the «Сохранить расчёт» dialog.
import {
  objectMiniListResponse,
  projectListResponse,
  type ObjectMiniListResponse,
  type ProjectListResponse,
} from '@podbor/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { cabinetKeys } from '../../../../lib/cabinet-keys';

export const useSaveObjects = (enabled: boolean) =>
  useQuery({
    queryKey: [...cabinetKeys.objects, 'dcu-save'],
    queryFn: async ({ signal }) => {
      const [first] = await api.post<ObjectMiniListResponse>(
        '/api/v1/user/object',
        { mini: true, offset: 0, limit: 100, filters: { sort: 'new' } },
        { schema: objectMiniListResponse, signal },
      );
      return first?.result ?? [];
    },
    enabled,
  });

export const useSaveProjects = (objectId: number | null) =>
  useQuery({
    queryKey: [...cabinetKeys.projects, 'dcu-save', objectId],
    queryFn: ({ signal }) =>
      api
        .post<ProjectListResponse>(
          `/api/v1/user/object/${objectId}/project`,
          { offset: 0, limit: null, filters: { sort: 'new' } },
          { schema: projectListResponse, signal },
        )
        .then((r) => r.result),
    enabled: objectId !== null,
  });
