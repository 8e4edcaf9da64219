// Tables owned by the notifications module: a user's in-app items and the e-mail / SMS throttle.
import type { Generated } from 'kysely';

export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  /** kp-status | kp-comment | object-comment | chat-message */
  kind: string;
  text: string;
  /** A path of this site. */
  link: string;
  created: string;
  /** Null while unread. */
  read_at: string | null;
}

/** The last e-mail or SMS sent per (user, channel, throttle key): at most one per window. */
export interface NotificationSendTable {
  user_id: number;
  channel: string;
  throttle_key: string;
  sent: string;
}

export interface NotificationTables {
  notification: NotificationTable;
  notification_send: NotificationSendTable;
}
