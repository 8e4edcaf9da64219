// The manager's changes of a request: POST …/status {status, comment}, POST …/comment {comment},
// POST …/offer (multipart PDF), and POST /api/v1/manager/object/{id}/comment (multipart).
import { commentItem, kpDetail, type CommentItem, type KpDetail, type KpStatus } from '@podbor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managerKeys } from './manager-keys';

const useManagerMutation = <I, O>(fn: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerKeys.all }),
  });
};

export const useSetStatus = () =>
  useManagerMutation(({ id, status, comment }: { id: number; status: KpStatus; comment: string }) =>
    api.post<KpDetail>(
      `/api/v1/manager/kp/${id}/status`,
      { status, comment: comment || null },
      { schema: kpDetail },
    ),
  );

export const useAddKpComment = () =>
  useManagerMutation(({ id, comment }: { id: number; comment: string }) =>
    api.post<KpDetail>(`/api/v1/manager/kp/${id}/comment`, { comment }, { schema: kpDetail }),
  );

export const useUploadOffer = () =>
  useManagerMutation(({ id, file }: { id: number; file: File }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.post<KpDetail>(`/api/v1/manager/kp/${id}/offer`, form, {
      schema: kpDetail,
      timeoutMs: 180_000,
    });
  });

export const useCommentObject = () =>
  useManagerMutation(({ objectId, comment }: { objectId: number; comment: string }) => {
    const form = new FormData();
    form.append('comment', comment);
    return api.post<CommentItem>(`/api/v1/manager/object/${objectId}/comment`, form, {
      schema: commentItem,
    });
  });
