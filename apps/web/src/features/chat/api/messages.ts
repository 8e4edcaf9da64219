// One topic's messages in the query cache as `{messages, more}`: the newest page first, older pages
// merged in as the pane scrolls up, the stream's messages and our own sends merged as they come —
// all through mergeMessages, so a message shows once. A refetch (after the stream reconnects) merges
// the newest page into what is there instead of replacing it, so the pages scrolled up stay.
import {
  chatLimits,
  chatMessage,
  chatMessageListResponse,
  chatUnread,
  type ChatMessage,
  type ChatMessageListResponse,
  type ChatUnread,
} from '@podbor/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mergeMessages } from '../message-merge';
import { chatBase, chatKeys, type ChatSide } from './chat-keys';

export interface TopicMessages {
  messages: ChatMessage[];
  /** Older messages exist on the server. */
  more: boolean;
}

export const listMessages = (side: ChatSide, topicId: number, before?: number, signal?: AbortSignal) =>
  api.get<ChatMessageListResponse>(`${chatBase(side)}/${topicId}/messages`, {
    query: { before, limit: chatLimits.messagePageDefault },
    schema: chatMessageListResponse,
    signal,
  });

/** Merges messages into a topic's cached list (a topic not loaded yet is left alone: its first load brings them). */
export const mergeIntoTopic = (
  client: QueryClient,
  side: ChatSide,
  topicId: number,
  incoming: readonly ChatMessage[],
  more?: boolean,
): void => {
  client.setQueryData<TopicMessages>(chatKeys.messages(side, topicId), (old) =>
    old ? { messages: mergeMessages(old.messages, incoming), more: more ?? old.more } : old,
  );
};

export const useTopicMessages = (side: ChatSide, topicId: number | null) => {
  const client = useQueryClient();
  return useQuery({
    queryKey: chatKeys.messages(side, topicId ?? 0),
    queryFn: async ({ signal }): Promise<TopicMessages> => {
      const page = await listMessages(side, topicId!, undefined, signal);
      const old = client.getQueryData<TopicMessages>(chatKeys.messages(side, topicId!));
      if (!old) return { messages: page.result, more: page.more };
      // Scrolled-up pages stay; the newest page joins them.
      return { messages: mergeMessages(old.messages, page.result), more: old.more };
    },
    enabled: topicId !== null,
    // Fresh until the stream says otherwise: new messages arrive by it, not by refetching.
    staleTime: Infinity,
    retry: false,
  });
};

/** Loads the page before the oldest shown and merges it in; answers whether older ones remain. */
export const loadOlder = async (
  client: QueryClient,
  side: ChatSide,
  topicId: number,
  oldestId: number,
): Promise<boolean> => {
  const page = await listMessages(side, topicId, oldestId);
  mergeIntoTopic(client, side, topicId, page.result, page.more);
  return page.more;
};

export interface SendInput {
  side: ChatSide;
  topicId: number;
  text: string;
  file: File | null;
}

/** POST …/chat/{id}/messages as multipart (fields `text` and `file`). */
export const sendMessage = ({ side, topicId, text, file }: SendInput): Promise<ChatMessage> => {
  const form = new FormData();
  if (text) form.append('text', text);
  if (file) form.append('file', file, file.name);
  return api.post<ChatMessage>(`${chatBase(side)}/${topicId}/messages`, form, {
    schema: chatMessage,
    timeoutMs: 120_000,
  });
};

/** POST …/chat/{id}/read up to the newest message shown. */
export const markRead = (side: ChatSide, topicId: number, upTo: number) =>
  api.post<ChatUnread>(`${chatBase(side)}/${topicId}/read`, { up_to: upTo }, { schema: chatUnread });
