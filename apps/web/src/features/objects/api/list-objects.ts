// POST /api/v1/user/object — «Мои объекты»: a page of objects with their project and calculation
// counts (the spec's `[{result, count}]`), and the overview's slim list of the latest ones (mini).
import {
  objectListResponse,
  objectMiniListResponse,
  type ListSort,
  type ObjectItem,
  type ObjectMiniItem,
} from '@podbor/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cabinetKeys } from '../../../lib/cabinet-keys';

export const OBJECT_LIST_PATH = '/api/v1/user/object';

export interface ObjectsQuery {
  /** Name search; '' — all. */
  name: string;
  sort: ListSort;
  offset: number;
  limit: number;
}

export interface Page<T> {
  result: T[];
  count: number;
}

export const listObjects = async (q: ObjectsQuery, signal?: AbortSignal): Promise<Page<ObjectItem>> => {
  const [first] = await api.post<Page<ObjectItem>[]>(
    OBJECT_LIST_PATH,
    { filters: { name: q.name || null, sort: q.sort }, offset: q.offset, limit: q.limit },
    { schema: objectListResponse, signal },
  );
  return first ?? { result: [], count: 0 };
};

/** A page of the object list; the previous page stays on screen while the next one loads. */
export const useObjects = (q: ObjectsQuery) =>
  useQuery({
    queryKey: [...cabinetKeys.objects, 'list', q],
    queryFn: ({ signal }) => listObjects(q, signal),
    placeholderData: keepPreviousData,
  });

export const listLatestObjects = async (limit: number, signal?: AbortSignal) => {
  const [first] = await api.post<Page<ObjectMiniItem>[]>(
    OBJECT_LIST_PATH,
    { mini: true, offset: 0, limit, filters: { sort: 'new' } },
    { schema: objectMiniListResponse, signal },
  );
  return first ?? { result: [], count: 0 };
};

/** The overview card: the `limit` newest objects and the total. */
export const useLatestObjects = (limit: number) =>
  useQuery({
    queryKey: [...cabinetKeys.objects, 'latest', limit],
    queryFn: ({ signal }) => listLatestObjects(limit, signal),
  });
