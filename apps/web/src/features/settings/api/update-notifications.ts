// POST /api/v1/user/update/notifications {sms, push, email}: the settings page's three toggles.
import { notificationSettings, type NotificationSettings } from '@podbor/contracts';
import { api } from '../../../lib/api-client';

export const UPDATE_NOTIFICATIONS_PATH = '/api/v1/user/update/notifications';

export const updateNotifications = (body: NotificationSettings): Promise<NotificationSettings> =>
  api.post<NotificationSettings>(UPDATE_NOTIFICATIONS_PATH, body, { schema: notificationSettings });
