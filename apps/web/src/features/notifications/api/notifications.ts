// The header's notifications under /api/v1/user/notifications (contracts notifications.ts): the
// unread count the page polls every 30 s and on focus (decision 0034), the list, marking read.
import {
  notificationLimits,
  notificationListResponse,
  notificationUnread,
  type NotificationListResponse,
  type NotificationUnread,
} from '@podbor/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

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

/** The unread count and newest id: asked every 30 s (also in a background tab, for push) and on focus. */
export const useUnread = () =>
  useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => getUnread(signal),
    staleTime: 0,
    refetchInterval: notificationLimits.pollMs,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
  });
