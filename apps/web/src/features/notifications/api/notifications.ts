// The header's notifications under /api/v1/user/notifications (contracts notifications.ts): the
// unread count — asked again on the tab's event stream's `notification` (and after a resume), and
// polled every 30 s only while that stream is down, and on focus (decision 0034) — the list, marking read.
import {
  notificationLimits,
  notificationListResponse,
  notificationUnread,
  type NotificationListResponse,
  type NotificationUnread,
} from '@podbor/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLiveEvents } from '../../../lib/live-events';

export const NOTIFICATIONS_PATH = '/api/v1/user/notifications';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
};

export const getUnread = (signal?: AbortSignal) =>
  api.get<NotificationUnread>(`${NOTIFICATIONS_PATH}/unread`, { schema: notificationUnread, signal });

export const listNotifications = (before: number | undefined, signal?: AbortSignal) =>
  api.get<NotificationListResponse>(NOTIFICATIONS_PATH, {
    query: { before, limit: notificationLimits.pageDefault },
    schema: notificationListResponse,
    signal,
  });

/** «Opening marks all read»: every item up to `upTo`, the newest the panel shows. */
export const markAllRead = (upTo: number) =>
  api.post<NotificationUnread>(`${NOTIFICATIONS_PATH}/read`, { up_to: upTo }, { schema: notificationUnread });

/**
 * The unread count and newest id: asked on each `notification` of the tab's one stream and after it
 * (re)connects, so at once; and every 30 s in any case (also in a background tab, for push), so an
 * item whose signal was lost still shows within 30 s (decision 0034); on focus.
 */
export const useUnread = () => {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: notificationKeys.unread });
  useLiveEvents({ notification: refresh, ready: refresh, reset: refresh });
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => getUnread(signal),
    staleTime: 0,
    refetchInterval: notificationLimits.pollMs,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
  });
};
