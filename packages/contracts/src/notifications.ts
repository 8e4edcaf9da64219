// The header's notifications (portal spec §2 Header notifications, §9): what other modules tell a
// user (a КП status or comment, a manager's comment on an object, a chat message), kept in-app and
// sent by e-mail / SMS as the settings' toggles say (decision 0034).
//
// Every call needs a session (guest → 401) and sees only the caller's own items; another user's
// item answers 404 exactly as a missing one. Paths under /api/v1/user:
//   GET    /notifications?before&limit       → notificationListResponse (newest first)
//   GET    /notifications/unread             → notificationUnread (the polled call)
//   POST   /notifications/read               notificationReadAllRequest → notificationUnread
//   POST   /notifications/{id}/read          → notificationUnread
// There is no call that creates a notification: only the server's own modules do (the service).
import { z } from 'zod';
import { dateTime } from './cabinet';
import { idSchema, queryIdSchema } from './ids';

// 'kp-request': what a customer did with a request (sent, changed or withdrew it), told to the managers.
export const notificationKinds = [
  'kp-status',
  'kp-comment',
  'kp-request',
  'object-comment',
  'chat-message',
] as const;
export const notificationKind = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKind>;

export const notificationLimits = {
  /** Longest stored text; a longer one is cut with «…» (the caller's summary, not user input). */
  textMax: 500,
  linkMax: 500,
  /** Items per page of the list; the panel asks for the default. */
  pageDefault: 20,
  pageMax: 100,
  /** How often the open page asks for the unread count (and on window focus). */
  pollMs: 30_000,
} as const;

export const notificationMessages = {
  notFound: 'Уведомление не найдено',
} as const;

/** GET /api/v1/user/notifications — `before`: an item id, the page continues below it. */
export const notificationListQuery = z.strictObject({
  before: queryIdSchema().optional(),
  limit: z.coerce.number().int().min(1).max(notificationLimits.pageMax).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

export const notificationItem = z.object({
  id: z.number().int(),
  kind: notificationKind,
  text: z.string(),
  /** The place in the portal the item leads to: a path of this site ('/person/kp?id=12'). */
  link: z.string(),
  created: dateTime,
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationListResponse = z.object({
  result: z.array(notificationItem),
  /** Whether older items follow the page (ask again with `before` = the last id). */
  more: z.boolean(),
  unread: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

/** The polled answer: the unread count and the newest item's id (0 when none), for push. */
export const notificationUnread = z.object({
  unread: z.number().int(),
  latest: z.number().int(),
});
export type NotificationUnread = z.infer<typeof notificationUnread>;

/**
 * POST /api/v1/user/notifications/read — «opening marks all read». `up_to`: only items up to this
 * id (the newest the panel showed), so one that arrived meanwhile stays unread; none → all.
 */
export const notificationReadAllRequest = z.strictObject({
  up_to: idSchema.optional(),
});
export type NotificationReadAllRequest = z.infer<typeof notificationReadAllRequest>;
