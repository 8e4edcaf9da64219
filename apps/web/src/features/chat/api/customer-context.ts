// GET /api/v1/manager/chat/{id}/customer: the customer's objects and КП requests beside a topic.
import { chatCustomerContext, type ChatCustomerContext } from '@podbor/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatBase, chatKeys } from './chat-keys';

export const useCustomerContext = (topicId: number | null) =>
  useQuery({
    queryKey: chatKeys.customer(topicId ?? 0),
    queryFn: ({ signal }) =>
      api.get<ChatCustomerContext>(`${chatBase('manager')}/${topicId}/customer`, {
        schema: chatCustomerContext,
        signal,
      }),
    enabled: topicId !== null,
  });
