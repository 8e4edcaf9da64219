// Chat with a manager: topics, messages with a file, unread counts, and the event stream that
// delivers them live (portal spec §2 Chats / Chat list screen, §3 Chat item and message; issue 18;
// decision 0036 has the route list, the rules and the limits).
//
// Customer calls (session; another customer's topic answers 404 as a missing one), /api/v1/user:
//   POST   /chat/list                   chatTopicListRequest → chatTopicListResponse
//   PUT    /chat/create                 chatTopicCreateRequest → chatTopic
//   GET    /chat/unread                 → chatUnread
//   GET    /chat/{id}                   → chatTopic
//   DELETE /chat/{id}                   → {success} (gone for the customer; the managers keep it closed)
//   GET    /chat/{id}/messages          ?before&limit → chatMessageListResponse
//   POST   /chat/{id}/messages          multipart: text, file → chatMessage
//   POST   /chat/{id}/read              chatReadRequest → chatUnread
// Manager calls (role manager; a customer 403), /api/v1/manager:
//   POST   /chat/list                   chatInboxRequest → chatTopicListResponse (unread first)
//   GET    /chat/unread                 → chatUnread
//   GET    /chat/{id}                   → chatTopic (with customer)
//   GET    /chat/{id}/messages          ?before&limit → chatMessageListResponse
//   POST   /chat/{id}/messages          multipart: text, file → chatMessage
//   POST   /chat/{id}/read              chatReadRequest → chatUnread
//   POST   /chat/{id}/close             → chatTopic
//   GET    /chat/{id}/customer          → chatCustomerContext (the customer's objects and КП, read-only)
// Events (Server-Sent Events), /api/v1/events:
//   POST   /events/session              (session header) → {success}; sets the stream cookie
//   GET    /events                      (the cookie; Last-Event-ID or ?after=<message id>) → text/event-stream
import { z } from 'zod';
import { commentFile, commentFileTypes, dateTime, offsetSchema, searchSchema } from './cabinet';
import { idSchema, queryIdSchema } from './ids';
import { kpStatus } from './kp';

export const chatLimits = {
  /** A topic's title, after trimming (the list cuts it to `titleShown` for display, spec §9). */
  titleMax: 100,
  titleShown: 32,
  /** A message's text, after trimming. */
  textMax: 4000,
  /** An attached file: the cabinet comments' types and size (cabinetLimits.fileMaxBytes). */
  fileMaxBytes: 10 * 1024 * 1024,
  /** Flood: at most this many messages per user in any `floodWindowMs` (manager or customer). */
  floodMessages: 20,
  floodWindowMs: 60_000,
  /** New topics per customer per hour. */
  topicsPerHour: 20,
  /** Topic list page: default and largest (the overview card asks for `overviewTopics`). */
  topicPageDefault: 20,
  topicPageMax: 100,
  overviewTopics: 3,
  /** Message page: newest first page, older pages by `before`. */
  messagePageDefault: 30,
  messagePageMax: 100,
  /** Open event streams per user (all their tabs, on all instances of one server process). */
  streamsPerUser: 10,
  /** A comment line on every open stream this often, so proxies keep it open. */
  heartbeatMs: 25_000,
  /** Most missed messages a resumed stream replays; beyond it the stream sends `reset`. */
  resumeMax: 500,
  /** Preview of the last message in a topic row. */
  previewMax: 100,
} as const;

/** Files a message may carry: those of the cabinet's comments (extension → type). */
export const chatFileTypes = commentFileTypes;

export const chatMessages = {
  titleRequired: 'Введите тему чата',
  titleMax: `Тема чата — не более ${chatLimits.titleMax} символов`,
  textMax: `Сообщение — не более ${chatLimits.textMax} символов`,
  messageEmpty: 'Напишите сообщение или приложите файл',
  badCharacters: 'Текст содержит недопустимые символы',
  topicNotFound: 'Чат не найден',
  topicClosed: 'Чат закрыт. Начните новый чат',
  refNotFound: 'Объект, проект, расчёт или запрос КП для чата не найден',
  flood: `Слишком много сообщений: не более ${chatLimits.floodMessages} в минуту. Подождите немного`,
  tooManyTopics: `Не более ${chatLimits.topicsPerHour} новых чатов в час. Попробуйте позже`,
  tooManyStreams: `Открыто слишком много вкладок с чатом (не более ${chatLimits.streamsPerUser}). Закройте лишние`,
  multipartRequired: 'Сообщение отправляется как multipart/form-data (поля text и file)',
  fileTooLarge: 'Файл больше 10 МБ. Приложите файл поменьше',
  alreadyClosed: 'Чат уже закрыт',
} as const;

// eslint-disable-next-line no-control-regex
const noControl = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex
const noControlButLines = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

export const chatTitleSchema = z
  .string({ error: chatMessages.titleRequired })
  .trim()
  .min(1, chatMessages.titleRequired)
  .max(chatLimits.titleMax, chatMessages.titleMax)
  .regex(noControl, chatMessages.badCharacters);

/** A message text: trimmed, line breaks allowed; empty only with a file (the service checks). */
export const chatTextSchema = z
  .string()
  .trim()
  .max(chatLimits.textMax, chatMessages.textMax)
  .regex(noControlButLines, chatMessages.badCharacters);

// ---- topics ----

/** What a topic may refer to: one of the customer's own objects, projects, calculations or КП requests. */
export const chatRefKind = z.enum(['object', 'project', 'calculation', 'kp']);
export type ChatRefKind = z.infer<typeof chatRefKind>;

export const chatRefRequest = z.strictObject({ kind: chatRefKind, id: idSchema });
export type ChatRefRequest = z.infer<typeof chatRefRequest>;

/** The reference as kept: its name when the topic was started ('Объект «Котельная»', 'Расчёт №12', 'Запрос КП №3'). */
export const chatRef = z.object({ kind: chatRefKind, id: z.number().int(), name: z.string() });
export type ChatRef = z.infer<typeof chatRef>;

/** PUT /api/v1/user/chat/create ('Начать чат', add modal mode 0). */
export const chatTopicCreateRequest = z.strictObject({
  title: chatTitleSchema,
  ref: chatRefRequest.nullish(),
});
export type ChatTopicCreateRequest = z.infer<typeof chatTopicCreateRequest>;

export const chatCustomer = z.object({
  id: z.number().int(),
  /** 'Имя Фамилия' or the phone grouped. */
  name: z.string(),
  phone: z.string(),
});
export type ChatCustomer = z.infer<typeof chatCustomer>;

/** open; closed — by a manager, or (the manager's view only) deleted by the customer. */
export const chatTopicStatus = z.enum(['open', 'closed']);
export type ChatTopicStatus = z.infer<typeof chatTopicStatus>;

/** A topic (spec §3 Chat item: title, date) as its reader sees it. */
export const chatTopic = z.object({
  id: z.number().int(),
  title: z.string(),
  created: dateTime,
  /** The newest message's time; null while the topic has none. */
  last_message: dateTime.nullable(),
  /** The newest message's text cut to `previewMax` ('' for a file alone); null while none. */
  preview: z.string().nullable(),
  messages: z.number().int(),
  /** Messages of the other side this reader has not read. */
  unread: z.number().int(),
  status: chatTopicStatus,
  /** Who closed it: 'manager', or 'customer' (deleted by the customer; managers' answers only). */
  closed_by: z.enum(['manager', 'customer']).nullable(),
  ref: chatRef.nullable(),
  /** Set in the manager's answers only. */
  customer: chatCustomer.nullable(),
});
export type ChatTopic = z.infer<typeof chatTopic>;

/** new / old — by the start date; active — by the newest message (a topic without one by its start). */
export const chatSort = z.enum(['new', 'old', 'active']);
export type ChatSort = z.infer<typeof chatSort>;

/**
 * POST /api/v1/user/chat/list. `search`: words the title contains (case-insensitive, Cyrillic too).
 * Sort default 'active'; limit default 20 (the overview card sends `overviewTopics`).
 */
export const chatTopicListRequest = z.strictObject({
  search: searchSchema.nullish(),
  sort: chatSort.nullish(),
  offset: offsetSchema.nullish(),
  limit: z.number().int().min(1).max(chatLimits.topicPageMax).nullish(),
});
export type ChatTopicListRequest = z.infer<typeof chatTopicListRequest>;

/**
 * POST /api/v1/manager/chat/list: topics of every customer, those with unread customer messages
 * first, then by `sort` (default 'active'). `status` narrows (default: all); `customer_id` to one.
 */
export const chatInboxRequest = chatTopicListRequest.extend({
  status: chatTopicStatus.nullish(),
  customer_id: idSchema.nullish(),
});
export type ChatInboxRequest = z.infer<typeof chatInboxRequest>;

export const chatTopicListResponse = z.object({
  result: z.array(chatTopic),
  /** Topics matching the filters (all pages). */
  count: z.number().int(),
  /** Unread messages over all the reader's topics (the tab's badge). */
  unread: z.number().int(),
});
export type ChatTopicListResponse = z.infer<typeof chatTopicListResponse>;

// ---- messages ----

/** A message (spec §3 Chat message: who, time, message, person flag). */
export const chatMessage = z.object({
  id: z.number().int(),
  topic_id: z.number().int(),
  /** The author's first name and last name, or the phone grouped. */
  author: z.string(),
  /** The author is a manager (the spec's person flag is its opposite). */
  manager: z.boolean(),
  /** The reader wrote it. */
  own: z.boolean(),
  text: z.string(),
  file: commentFile.nullable(),
  created: dateTime,
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** GET …/chat/{id}/messages: the newest page; `before` = the oldest id shown → the page before it. */
export const chatMessageListQuery = z.strictObject({
  before: queryIdSchema().optional(),
  limit: z.coerce.number().int().min(1).max(chatLimits.messagePageMax).optional(),
});
export type ChatMessageListQuery = z.infer<typeof chatMessageListQuery>;

export const chatMessageListResponse = z.object({
  /** Oldest first within the page (as the pane shows them). */
  result: z.array(chatMessage),
  /** Older messages exist (ask with `before` = result[0].id). */
  more: z.boolean(),
});
export type ChatMessageListResponse = z.infer<typeof chatMessageListResponse>;

/** The text fields of POST …/chat/{id}/messages (multipart/form-data: `text` and an optional `file`). */
export const chatSendFields = z.strictObject({ text: chatTextSchema.optional() });
export type ChatSendFields = z.infer<typeof chatSendFields>;

/** POST …/chat/{id}/read — up to this message id (the newest shown); none → all. */
export const chatReadRequest = z.strictObject({
  up_to: idSchema.optional(),
});
export type ChatReadRequest = z.infer<typeof chatReadRequest>;

/** Unread messages: the total and each topic that has any. */
export const chatUnread = z.object({
  total: z.number().int(),
  topics: z.array(z.object({ id: z.number().int(), unread: z.number().int() })),
});
export type ChatUnread = z.infer<typeof chatUnread>;

/** GET /api/v1/manager/chat/{id}/customer: who the customer is and what they have, read-only. */
export const chatCustomerContext = z.object({
  customer: chatCustomer,
  objects: z.array(
    z.object({ id: z.number().int(), name: z.string(), created: dateTime, projects: z.number().int() }),
  ),
  kp: z.array(
    z.object({
      id: z.number().int(),
      status: kpStatus,
      object: z.string(),
      created: dateTime,
    }),
  ),
});
export type ChatCustomerContext = z.infer<typeof chatCustomerContext>;

// ---- the event stream ----

/** Query of GET /api/v1/events: `after` — the last message id seen (when Last-Event-ID is absent). */
export const chatEventsQuery = z.strictObject({
  after: queryIdSchema(0).optional(),
});
export type ChatEventsQuery = z.infer<typeof chatEventsQuery>;

/**
 * The stream's headers that podbor reads: the browser's Last-Event-ID on a reconnect (a message id,
 * checked against the id range: 400 outside it). Other headers pass through untouched.
 */
export const chatEventsHeaders = z.looseObject({
  'last-event-id': queryIdSchema(0).optional(),
});

/** SSE event names. */
export const chatEventNames = ['message', 'topic', 'ready', 'reset'] as const;

/**
 * `event: message`, `id: <message id>` — a new message the reader may see (their topic, or any for
 * a manager), own ones included (the other tabs). A client keeps the ids it shows and drops a
 * repeat: a message may come twice around a reconnect, never not at all.
 */
export const chatMessageEvent = z.object({ message: chatMessage });
export type ChatMessageEvent = z.infer<typeof chatMessageEvent>;

/**
 * `event: topic` — a topic changed: created (another tab, or a new topic for the managers), closed
 * (by a manager), deleted (by its customer; managers see it as closed), read (unread counts changed).
 * No id: a client refreshes its lists on it and after `ready`.
 */
export const chatTopicEvent = z.object({
  topic_id: z.number().int(),
  change: z.enum(['created', 'closed', 'deleted', 'read']),
});
export type ChatTopicEvent = z.infer<typeof chatTopicEvent>;

/** `event: ready` — the missed messages have been sent; live ones follow. `last`: the newest id so far. */
export const chatReadyEvent = z.object({ last: z.number().int() });
export type ChatReadyEvent = z.infer<typeof chatReadyEvent>;

/** `event: reset` — more were missed than `resumeMax`: reload the lists and the open topic. */
export const chatResetEvent = z.object({ last: z.number().int() });
export type ChatResetEvent = z.infer<typeof chatResetEvent>;

/**
 * `event: notification` — a new in-app notification for this user (decision 0034): ask the
 * header's unread count again. No id, not replayed: a client asks the count after `ready` too.
 */
export const chatNotificationEvent = z.object({});
export type ChatNotificationEvent = z.infer<typeof chatNotificationEvent>;

/** The stream cookie's name (HttpOnly, SameSite=Strict, Path=/api/v1/events). */
export const CHAT_EVENTS_COOKIE = 'podbor_events';
