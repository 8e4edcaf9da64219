// POST /api/v1/user/{object|project}/{id}/comment — multipart: the text and an optional file.
import { commentItem, type CommentItem } from '@podbor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cabinetKeys } from '../../../lib/cabinet-keys';
import { itemPath, type ItemKind } from './cabinet-item';

export interface AddCommentInput {
  kind: ItemKind;
  id: number;
  comment: string;
  file: File | null;
}

export const addComment = ({ kind, id, comment, file }: AddCommentInput) => {
  const form = new FormData();
  form.append('comment', comment);
  if (file) form.append('file', file, file.name);
  // An upload of up to 10 MB may take longer than a JSON call on a slow link.
  return api.post<CommentItem>(`${itemPath(kind, id)}/comment`, form, {
    schema: commentItem,
    timeoutMs: 120_000,
  });
};

export const useAddComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cabinetKeys.comments }),
  });
};
