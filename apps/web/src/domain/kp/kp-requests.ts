// The customer's КП calls that several features make (@podbor/contracts kp.ts): sending a request
// (an object's or project's form, a calculator result's button), the list (the КП page, an object's
// history, the chat's references) and the solutions to choose. One request's own calls are the kp
// feature's (features/kp/api/kp-request.ts).
import {
  kpDetail,
  kpListResponse,
  kpSolutionsResponse,
  type KpDetail,
  type KpListRequest,
  type KpListResponse,
  type KpSolutionChoice,
  type KpSolutionsResponse,
} from '@podbor/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { cabinetKeys } from '../../lib/cabinet-keys';

export interface CreateKpInput {
  objectId?: number | null;
  projectId?: number | null;
  /** null: all. */
  projects?: readonly number[] | null;
  /** null: all (of the object or project). */
  calculations?: readonly number[] | null;
  /** The chosen solution and quantity of some of the calculations (issue 31 item 1). */
  solutions?: readonly KpSolutionChoice[] | null;
  comment: string;
  file: File | null;
}

/** POST /api/v1/user/kp — multipart, as the server reads it. */
export const createKp = (input: CreateKpInput) => {
  const form = new FormData();
  if (input.objectId) form.append('object_id', String(input.objectId));
  if (input.projectId) form.append('project_id', String(input.projectId));
  if (input.projects) form.append('projects', input.projects.join(','));
  if (input.calculations) form.append('calculations', input.calculations.join(','));
  if (input.solutions?.length) form.append('solutions', JSON.stringify(input.solutions));
  if (input.comment) form.append('comment', input.comment);
  if (input.file) form.append('file', input.file, input.file.name);
  return api.post<KpDetail>('/api/v1/user/kp', form, { schema: kpDetail, timeoutMs: 120_000 });
};

export const useCreateKp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cabinetKeys.kp }),
  });
};

export const listKp = (req: KpListRequest, signal?: AbortSignal) =>
  api.post<KpListResponse>('/api/v1/user/kp/list', req, { schema: kpListResponse, signal });

export const useKpList = (req: KpListRequest) =>
  useQuery({
    queryKey: [...cabinetKeys.kp, 'list', req],
    queryFn: ({ signal }) => listKp(req, signal),
    placeholderData: keepPreviousData,
  });

/** POST /api/v1/user/kp/solutions: what each of these calculations offers to choose for a request. */
export const useKpSolutions = (ids: readonly number[]) =>
  useQuery({
    queryKey: [...cabinetKeys.kp, 'solutions', ids],
    queryFn: ({ signal }) =>
      api.post<KpSolutionsResponse>(
        '/api/v1/user/kp/solutions',
        { calculations: ids },
        { schema: kpSolutionsResponse, signal },
      ),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
