// The page's one chat stream (chat-stream.ts) while a chat page is open, wired to the query cache:
// a message is merged into its topic's list, topic changes and a finished resume refresh the lists
// (unread counts), a reset reloads everything shown. The composer hands its sent messages to the
// same stream (`deliver`), so the stream's copy of them is dropped.
import type { ChatMessage } from '@podbor/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, isApiError } from '../../../lib/api-client';
import { chatKeys, type ChatSide } from '../api/chat-keys';
import { mergeIntoTopic } from '../api/messages';
import { ChatStream, EVENTS_SESSION_PATH, type StreamState } from '../chat-stream';

export interface ChatLive {
  state: StreamState;
  /** Shows a message at once and marks it seen (our own send's answer). */
  deliver: (m: ChatMessage) => void;
}

const ChatLiveContext = createContext<ChatLive | null>(null);

/** The stream of the page, for the pane and composer below it; null outside a chat page. */
export const useChatLive = (): ChatLive | null => use(ChatLiveContext);

export function ChatLiveProvider({ side, children }: { side: ChatSide; children: ReactNode }) {
  const client = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  const [stream] = useState(
    () =>
      new ChatStream({
        openSession: () => api.post(EVENTS_SESSION_PATH, {}).then(() => undefined),
        // A refused session (401) ends the session through the API client; nothing to retry.
        isFatal: (e) => isApiError(e) && (e.statusCode === 401 || e.statusCode === 403),
        handlers: {
          message: (m) => {
            mergeIntoTopic(client, side, m.topic_id, [m]);
            void client.invalidateQueries({ queryKey: chatKeys.lists(side) });
          },
          topic: (e) => {
            void client.invalidateQueries({ queryKey: chatKeys.lists(side) });
            void client.invalidateQueries({ queryKey: chatKeys.topic(side, e.topic_id) });
          },
          ready: () => void client.invalidateQueries({ queryKey: chatKeys.side(side) }),
          reset: () => void client.resetQueries({ queryKey: chatKeys.side(side) }),
          state: setState,
        },
      }),
  );

  useEffect(() => {
    stream.start();
    return () => stream.stop();
  }, [stream]);

  const value = useMemo<ChatLive>(() => ({ state, deliver: (m) => void stream.deliver(m) }), [state, stream]);
  return <ChatLiveContext value={value}>{children}</ChatLiveContext>;
}
