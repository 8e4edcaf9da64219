// The chat pages' view of the tab's one event stream (lib/live-events.ts, shared with the header's
// bell and the unread badges), wired to the query cache: a message is merged into its topic's list,
// topic changes and a finished resume refresh the lists (unread counts), a reset reloads everything
// shown. The composer hands its sent messages to the same stream (`deliver`), so the stream's copy
// of them is dropped.
import type { ChatMessage } from '@podbor/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useMemo, type ReactNode } from 'react';
import { liveEvents, useLiveEvents, useLiveState } from '../../../lib/live-events';
import type { StreamState } from '../../../lib/live-stream';
import { chatKeys, type ChatSide } from '../api/chat-keys';
import { mergeIntoTopic } from '../api/messages';

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
  const state = useLiveState();
  useLiveEvents({
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
  });

  const value = useMemo<ChatLive>(() => ({ state, deliver: (m) => liveEvents().deliver(m) }), [state]);
  return <ChatLiveContext value={value}>{children}</ChatLiveContext>;
}
