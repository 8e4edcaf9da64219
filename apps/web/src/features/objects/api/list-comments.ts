// GET /api/v1/user/{object|project}/{id}/comment — the comments of an item, newest first.
import { commentListResponse, type CommentListResponse } from '@podbor/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cabinetKeys } from '../../../lib/cabinet-keys';
import { itemPath, type ItemKind } from './cabinet-item';

export const listComments = (kind: ItemKind, id: number, limit: number, signal?: AbortSignal) =>
  api.get<CommentListResponse>(`${itemPath(kind, id)}/comment`, {
    query: { offset: 0, limit },
    schema: commentListResponse,
    signal,
  });

/** The newest `limit` comments (the list grows by «Показать ещё»). */
export const useComments = (kind: ItemKind, id: number, limit: number) =>
  useQuery({
    queryKey: [...cabinetKeys.comments, kind, id, limit],
    queryFn: ({ signal }) => listComments(kind, id, limit, signal),
    placeholderData: keepPreviousData,
  });
