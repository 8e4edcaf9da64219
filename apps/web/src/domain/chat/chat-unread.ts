// The chat's unread total where a user looks for it (issue 18): the cabinet's «Чат с менеджером»
// tab, the user menu's entry and the manager's «Чаты с клиентами» link. GET …/chat/unread, asked
// again on every event of the tab's stream that may change it (a message of the other side, a topic
// change, a finished resume); while the stream is down, every 30 s as the bell does (decision 0034).
import { chatUnread, notificationLimits, type ChatUnread } from '@podbor/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useLiveEvents, useLiveState } from '../../lib/live-events';

export type UnreadSide = 'user' | 'manager';

/** Under the chat feature's keys (`['chat', side]`), so its refreshes reach the badges too. */
export const chatUnreadKey = (side: UnreadSide) => ['chat', side, 'unread'] as const;

export const getChatUnread = (side: UnreadSide, signal?: AbortSignal) =>
  api.get<ChatUnread>(`/api/v1/${side}/chat/unread`, { schema: chatUnread, signal });

/** The unread total of a side (0 while unknown); `enabled` false asks nothing (not a manager). */
export function useChatUnreadTotal(side: UnreadSide, enabled = true): number {
  const client = useQueryClient();
  const live = useLiveState();
  const refresh = () => void client.invalidateQueries({ queryKey: chatUnreadKey(side) });
  useLiveEvents(
    {
      message: (m) => {
        if (!m.own) refresh();
      },
      topic: refresh,
      ready: refresh,
      reset: refresh,
    },
    enabled,
  );
  const query = useQuery({
    queryKey: chatUnreadKey(side),
    queryFn: ({ signal }) => getChatUnread(side, signal),
    enabled,
    staleTime: 5_000,
    refetchInterval: live === 'open' ? false : notificationLimits.pollMs,
    refetchOnWindowFocus: true,
  });
  return query.data?.total ?? 0;
}
