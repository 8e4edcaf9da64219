// The topic calls: the list (customer's own, or the manager's inbox), one topic, 'Начать чат',
// delete (customer) and close (manager).
import {
  chatTopic,
  chatTopicListResponse,
  type ChatInboxRequest,
  type ChatTopic,
  type ChatTopicCreateRequest,
  type ChatTopicListRequest,
  type ChatTopicListResponse,
} from '@podbor/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatBase, chatKeys, type ChatSide } from './chat-keys';

export const listTopics = (
  side: ChatSide,
  req: ChatTopicListRequest | ChatInboxRequest,
  signal?: AbortSignal,
) =>
  api.post<ChatTopicListResponse>(`${chatBase(side)}/list`, req, { schema: chatTopicListResponse, signal });

export const useTopics = (side: ChatSide, req: ChatTopicListRequest | ChatInboxRequest) =>
  useQuery({
    queryKey: [...chatKeys.lists(side), req],
    queryFn: ({ signal }) => listTopics(side, req, signal),
    placeholderData: keepPreviousData,
  });

export const useTopic = (side: ChatSide, id: number | null) =>
  useQuery({
    queryKey: chatKeys.topic(side, id ?? 0),
    queryFn: ({ signal }) => api.get<ChatTopic>(`${chatBase(side)}/${id}`, { schema: chatTopic, signal }),
    enabled: id !== null,
    retry: false,
  });

export const createTopic = (req: ChatTopicCreateRequest) =>
  api.put<ChatTopic>(`${chatBase('user')}/create`, req, { schema: chatTopic });

export const useCreateTopic = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTopic,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.lists('user') }),
  });
};

export const useDeleteTopic = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ success: boolean }>(`${chatBase('user')}/${id}`),
    onSuccess: (_r, id) => {
      queryClient.removeQueries({ queryKey: chatKeys.topic('user', id) });
      queryClient.removeQueries({ queryKey: chatKeys.messages('user', id) });
      return queryClient.invalidateQueries({ queryKey: chatKeys.lists('user') });
    },
  });
};

export const useCloseTopic = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<ChatTopic>(`${chatBase('manager')}/${id}/close`, {}, { schema: chatTopic }),
    onSuccess: (topic) => {
      queryClient.setQueryData(chatKeys.topic('manager', topic.id), topic);
      return queryClient.invalidateQueries({ queryKey: chatKeys.lists('manager') });
    },
  });
};
