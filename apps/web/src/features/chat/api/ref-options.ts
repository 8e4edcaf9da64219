// What a new topic may refer to (add modal mode 0): the customer's latest objects and КП requests,
// read with the cabinet's own list calls (contracts cabinet.ts and kp.ts).
import {
  objectListResponse,
  projectReadResponse,
  type ObjectListResponse,
  type ProjectItem,
} from '@podbor/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cabinetKeys } from '../../../lib/cabinet-keys';
import { useKpList } from '../../../domain/kp/kp-requests';

/** Enough for a choice in a select; older ones are reached from their own page. */
const REF_OPTIONS = 50;

export const useRefObjects = () =>
  useQuery({
    queryKey: [...cabinetKeys.objects, 'chat-ref'],
    queryFn: async ({ signal }) => {
      const [first] = await api.post<ObjectListResponse>(
        '/api/v1/user/object',
        { filters: { name: null, sort: 'new' }, offset: 0, limit: REF_OPTIONS },
        { schema: objectListResponse, signal },
      );
      return first?.result ?? [];
    },
  });

export const useRefKp = () => useKpList({ offset: 0, limit: REF_OPTIONS });

/** A project reference's object (the project's page lives under it): GET /api/v1/user/project/{id}. */
export const useProjectObjectId = (projectId: number | null) =>
  useQuery({
    queryKey: [...cabinetKeys.projects, 'chat-ref', projectId],
    queryFn: async ({ signal }) => {
      const [item] = await api.get<ProjectItem[]>(`/api/v1/user/project/${projectId}`, {
        schema: projectReadResponse,
        signal,
      });
      return item?.object_id ?? null;
    },
    enabled: projectId !== null,
    retry: false,
    staleTime: Infinity,
  });
