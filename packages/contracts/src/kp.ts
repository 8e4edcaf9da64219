// КП (commercial offer) requests: a customer asks, a manager works the request through its statuses,
// comments and uploads the offer (portal spec §2 KP requests, §3 KP request/row, §4 KP status, §9).
//
// Customer calls (session; another customer's request answers 404 as a missing one):
//   POST /api/v1/user/kp                    multipart: kpCreateFields + optional file → kpDetail
//   POST /api/v1/user/kp/list               kpListRequest → kpListResponse (summary tiles too)
//   GET  /api/v1/user/kp/{id}               → kpDetail
//   GET  /api/v1/user/kp/{id}/offer         the offer PDF (once a manager uploaded it)
//   POST /api/v1/user/kp/solutions          kpSolutionsRequest → kpSolutionsResponse (what to choose)
//   PUT  /api/v1/user/kp/{id}               kpEditRequest → kpDetail (only while «Новый»)
//   DELETE /api/v1/user/kp/{id}             withdraws it (only while «Новый»)
// Manager calls (role manager; a customer gets 403):
//   POST /api/v1/manager/kp/list            kpQueueRequest → kpQueueResponse
//   GET  /api/v1/manager/customers          → kpCustomer[] (customers with requests, the filter)
//   GET  /api/v1/manager/kp/{id}            → kpDetail (with customer)
//   GET  /api/v1/manager/kp/{id}/live       → kpLive (the customer's objects, projects, calculations now)
//   POST /api/v1/manager/kp/{id}/status     kpStatusRequest → kpDetail
//   POST /api/v1/manager/kp/{id}/comment    kpCommentRequest → kpDetail
//   POST /api/v1/manager/kp/{id}/offer      multipart: file (PDF) → kpDetail
//   POST /api/v1/manager/object/{id}/comment  multipart as the cabinet's comment → commentItem
import { z } from 'zod';
import {
  cabinetTextSchema,
  commentFile,
  commentItem,
  dateTime,
  historyDateRange,
  historyItem,
  historySummary,
  objectItem,
  offsetSchema,
  projectItem,
  searchSchema,
} from './cabinet';
import { reopenInputsSchema } from './calculator-contracts';
import { idSchema } from './ids';
import { requestType } from './selection';

/** Statuses in workflow order (spec §4). */
export const kpStatus = z.enum(['new', 'clarifying', 'in_work', 'ready']);
export type KpStatus = z.infer<typeof kpStatus>;
export const kpStatuses = kpStatus.options;

/** The spec's names and colours of the statuses. */
export const kpStatusLabels: Record<KpStatus, string> = {
  new: 'Новый',
  clarifying: 'Уточнение',
  in_work: 'В работе',
  ready: 'Готово',
};
export const kpStatusColors: Record<KpStatus, string> = {
  new: '#FFC266',
  clarifying: '#9FC5F4',
  in_work: '#BBBBBB',
  ready: '#94D19E',
};

/**
 * The workflow (decision 0033): forward from Новый, back and forth between Уточнение and В работе,
 * Готово only with an offer uploaded, and a ready request may be reopened (В работе) for a new offer.
 * Nothing returns to Новый.
 */
export const kpTransitions: Record<KpStatus, readonly KpStatus[]> = {
  new: ['clarifying', 'in_work'],
  clarifying: ['in_work', 'ready'],
  in_work: ['clarifying', 'ready'],
  ready: ['in_work'],
};

export const kpLimits = {
  /** The customer's page (spec §9: KP page size 2). */
  customerPage: 2,
  /** The manager's queue page. */
  queuePage: 20,
  pageMax: 100,
  /** The offer PDF. */
  offerMaxBytes: 20 * 1024 * 1024,
  /** Calculations and projects one request may name. */
  itemsMax: 200,
  /** Units of one solution in a request. */
  quantityMax: 1_000_000,
  articleMax: 64,
  nameMax: 300,
} as const;

export const kpMessages = {
  notFound: 'Запрос КП не найден',
  nothingToSend: 'Выберите объект, проект или расчёт для запроса КП',
  badIds: 'Неверный список номеров',
  tooMany: `Не более ${kpLimits.itemsMax} расчётов или проектов в одном запросе`,
  projectNotInObject: 'Проект не относится к этому объекту',
  calcNotInProjects: 'Расчёт не прикреплён к выбранным проектам',
  calcNotDone: 'Расчёт ещё не завершён или завершился ошибкой',
  /** With the statuses' names (kpStatusLabels). */
  transition: (from: string, to: string) => `Нельзя перевести запрос из статуса «${from}» в «${to}»`,
  sameStatus: 'Запрос уже в этом статусе',
  offerRequired: 'Сначала загрузите готовое КП (PDF)',
  offerType: 'Готовое КП загружается в формате PDF',
  offerTooLarge: `Файл КП больше ${kpLimits.offerMaxBytes / 1024 / 1024} МБ`,
  offerMissing: 'Готовое КП ещё не загружено',
  commentRequired: 'Напишите комментарий',
  fileRequired: 'Приложите файл',
  multipartRequired: 'Запрос КП отправляется как multipart/form-data',
  quantity: 'Количество — целое число от 1 до 1\u00a0000\u00a0000',
  solutionsInvalid: 'Неверный список решений',
  solutionNotSent: 'Решение относится к расчёту, которого нет в запросе',
  solutionNotFound: 'Такого решения нет в расчёте',
  /** Editing or withdrawing once a manager took the request up (decision 0046, «Запрос клиента»). */
  notNew: (status: string) =>
    `Запрос уже в статусе «${status}»: изменить или отозвать можно только новый запрос`,
  noSolution: (id: number) => `У расчёта №\u00a0${id} нет выбранного решения — количество не задаётся`,
  calcNotInRequest: (id: number) => `Расчёта №\u00a0${id} нет в этом запросе`,
  nothingToEdit: 'Нечего изменять',
} as const;

// ---- creating ----

/** '1,2,3' → [1, 2, 3]; absent or 'all' → all. */
const idList = z
  .string()
  .trim()
  .regex(/^(all|\d{1,10}(,\d{1,10})*)?$/, kpMessages.badIds)
  .transform((s, ctx) => {
    if (s === '' || s === 'all') return null;
    const ids = [...new Set(s.split(',').map(Number))];
    if (ids.some((n) => !idSchema.safeParse(n).success)) {
      ctx.addIssue({ code: 'custom', message: kpMessages.badIds });
      return z.NEVER;
    }
    if (ids.length > kpLimits.itemsMax) {
      ctx.addIssue({ code: 'custom', message: kpMessages.tooMany });
      return z.NEVER;
    }
    return ids;
  });
const quantitySchema = z
  .number({ error: kpMessages.quantity })
  .int(kpMessages.quantity)
  .min(1, kpMessages.quantity)
  .max(kpLimits.quantityMax, kpMessages.quantity);

/**
 * The solution of a calculation the customer asks about: the one viewed on the result page (a
 * heat-exchanger unit of the ten, the station set, the pump, the DCU article), by its article and
 * name, with a quantity. The server checks the article is one the calculation produced.
 */
export const kpSolution = z.strictObject({
  article: z.string().trim().min(1, kpMessages.solutionsInvalid).max(kpLimits.articleMax),
  name: z.string().trim().min(1, kpMessages.solutionsInvalid).max(kpLimits.nameMax),
  quantity: quantitySchema,
});
export type KpSolution = z.infer<typeof kpSolution>;

/**
 * What one unit of a solution is made of, by price-list articles, when the solution's own article is
 * no row of the list: a heat exchanger is its frame and its plates (decision 0026 «Cost»). The offer
 * draft prices the unit as the sum of its parts.
 */
export const kpSolutionPart = z.object({ article: z.string(), count: z.number().int().positive() });
export type KpSolutionPart = z.infer<typeof kpSolutionPart>;

/** A solution as a request keeps it: what the customer sent, and the parts its calculator names. */
export const kpChosenSolution = kpSolution.extend({ parts: z.array(kpSolutionPart).optional() });
export type KpChosenSolution = z.infer<typeof kpChosenSolution>;

/** A calculation's chosen solution in a request (the `solutions` field). */
export const kpSolutionChoice = kpSolution.extend({ request_id: idSchema });
export type KpSolutionChoice = z.infer<typeof kpSolutionChoice>;

/** The multipart `solutions` field: JSON text of kpSolutionChoice[], one per calculation at most. */
const solutionsField = z
  .string()
  .max(kpLimits.itemsMax * 600)
  .transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: kpMessages.solutionsInvalid });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(kpSolutionChoice, { error: kpMessages.solutionsInvalid })
      .max(kpLimits.itemsMax, kpMessages.tooMany)
      .refine((a) => new Set(a.map((c) => c.request_id)).size === a.length, kpMessages.solutionsInvalid),
  );

const idField = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, kpMessages.badIds)
  .transform(Number)
  .pipe(idSchema);

/**
 * The text fields of POST /api/v1/user/kp (multipart/form-data, with an optional `file` of the
 * cabinet's comment types). From an object: object_id, and `projects` / `calculations` — 'all' (or
 * absent) or a comma list of ids. From a project: project_id (and `calculations`). From a calculator
 * result: `calculations` alone (the user's own finished calculation).
 */
export const kpCreateFields = z.strictObject({
  object_id: idField.optional(),
  project_id: idField.optional(),
  projects: idList.optional(),
  calculations: idList.optional(),
  /** JSON kpSolutionChoice[]: the chosen solution and quantity of some of the calculations sent. */
  solutions: solutionsField.optional(),
  comment: cabinetTextSchema.optional(),
});
export type KpCreateFields = z.infer<typeof kpCreateFields>;

// ---- what a request keeps ----

/** A calculation as it was when the request was sent: what it was, what it was given, its files. */
export const kpCalcSnapshot = z.object({
  request_id: z.number().int(),
  type: requestType,
  created: dateTime,
  summary: historySummary.nullable(),
  inputs: reopenInputsSchema.nullable(),
  /** File name → download path then (the files go when the calculation is deleted). */
  files: z.record(z.string(), z.string()).nullable(),
  /** The solution asked about and its quantity; absent in requests sent before it (issue 31). */
  solution: kpChosenSolution.nullish(),
});
export type KpCalcSnapshot = z.infer<typeof kpCalcSnapshot>;

/** The copy a request keeps of what it refers to, so deleting the originals does not empty it. */
export const kpSnapshot = z.object({
  object: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  projects: z.array(z.object({ id: z.number().int(), name: z.string() })),
  calculations: z.array(kpCalcSnapshot),
});
export type KpSnapshot = z.infer<typeof kpSnapshot>;

export const kpCustomer = z.object({
  id: z.number().int(),
  /** 'Имя Фамилия' or the phone grouped. */
  name: z.string(),
  phone: z.string(),
});
export type KpCustomer = z.infer<typeof kpCustomer>;

/** A row of the КП table (spec §3 KP request). */
export const kpItem = z.object({
  id: z.number().int(),
  /** dd.mm.yyyy in UTC; `created` for a page that shows local time. */
  date_send: z.string(),
  created: dateTime,
  updated: dateTime,
  status: kpStatus,
  /** The status colour (spec §4). */
  color: z.string(),
  /** The linked object's name (as sent), '' when none. */
  object: z.string(),
  /** The object's id while it exists; null once deleted or when none. */
  object_id: z.number().int().nullable(),
  project_id: z.number().int().nullable(),
  comment: z.string(),
  /** IDs of the calculations sent. */
  calculations: z.array(z.number().int()),
  /** The manager's latest comment. */
  manager_comment: z.string().nullable(),
  /** The offer PDF, once uploaded. */
  offer: commentFile.nullable(),
  /** Set in the manager's answers only. */
  customer: kpCustomer.nullable(),
});
export type KpItem = z.infer<typeof kpItem>;

/** A status change or a comment in a request's timeline, oldest first. */
export const kpEvent = z.object({
  id: z.number().int(),
  /** answer: the customer accepted or declined a composed offer (decision 0046). */
  /** edited: the customer changed the comment or quantities while the request was «Новый». */
  kind: z.enum(['created', 'status', 'comment', 'offer', 'answer', 'edited']),
  at: dateTime,
  /** Who: the author's display name. */
  by: z.string(),
  /** The author is a manager. */
  manager: z.boolean(),
  from: kpStatus.nullable(),
  to: kpStatus.nullable(),
  text: z.string().nullable(),
});
export type KpEvent = z.infer<typeof kpEvent>;

export const kpDetail = kpItem.extend({
  snapshot: kpSnapshot,
  /** The customer's attached file. */
  attachment: commentFile.nullable(),
  events: z.array(kpEvent),
  /** Statuses the workflow allows next (for the manager's buttons). */
  next: z.array(kpStatus),
  /** The customer may still edit or withdraw it: the status is «Новый» (decision 0046). */
  editable: z.boolean(),
});
export type KpDetail = z.infer<typeof kpDetail>;

// ---- the solutions to choose from (an object's or project's specification) ----

/** A solution a finished calculation produced: what a request may name (its article and name). */
export const kpSolutionOption = z.object({ article: z.string(), name: z.string() });
export type KpSolutionOption = z.infer<typeof kpSolutionOption>;
/** As a calculator names it to the server: with the parts it is priced by, when it has them. */
export type KpSolutionOffer = KpSolutionOption & { parts?: KpSolutionPart[] };

/** POST /api/v1/user/kp/solutions: the customer's own calculations (another's or a missing one: 404). */
export const kpSolutionsRequest = z.strictObject({
  calculations: z.array(idSchema).min(1).max(kpLimits.itemsMax, kpMessages.tooMany),
});
export type KpSolutionsRequest = z.infer<typeof kpSolutionsRequest>;

/** Per calculation, in the order asked: its solutions (empty: not finished, or none to name). */
export const kpSolutionsResponse = z.object({
  result: z.array(z.object({ request_id: z.number().int(), solutions: z.array(kpSolutionOption) })),
});
export type KpSolutionsResponse = z.infer<typeof kpSolutionsResponse>;

// ---- the customer's edit ----

/**
 * PUT /api/v1/user/kp/{id}: while «Новый», the comment and the quantities of the chosen solutions.
 * Absent fields stay; a quantity for a calculation without a chosen solution is refused.
 */
export const kpEditRequest = z.strictObject({
  comment: cabinetTextSchema.nullish(),
  quantities: z
    .array(z.strictObject({ request_id: idSchema, quantity: quantitySchema }))
    .max(kpLimits.itemsMax, kpMessages.tooMany)
    .nullish(),
});
export type KpEditRequest = z.infer<typeof kpEditRequest>;

// ---- lists ----

const listBase = {
  search: searchSchema.nullish(),
  /** The send date: calendar days of the user (as the history's date filter). */
  date: historyDateRange.nullish(),
  status: kpStatus.nullish(),
  offset: offsetSchema.nullish(),
  limit: z.number().int().min(1).max(kpLimits.pageMax).nullish(),
};

/**
 * POST /api/v1/user/kp/list. `search`: digits (or '№ 12') find request IDs starting with them; words
 * find requests whose object, projects, calculations or comment contain them. `object_id` /
 * `project_id`: the КП history of an object or project. Newest first; limit default 2.
 */
export const kpListRequest = z.strictObject({
  ...listBase,
  object_id: idSchema.nullish(),
  project_id: idSchema.nullish(),
});
export type KpListRequest = z.infer<typeof kpListRequest>;

/** The summary tiles: counts by status over all of the list's requests (filters aside). */
export const kpSummary = z.object({
  all: z.number().int(),
  new: z.number().int(),
  clarifying: z.number().int(),
  in_work: z.number().int(),
  ready: z.number().int(),
});
export type KpSummary = z.infer<typeof kpSummary>;

export const kpListResponse = z.object({
  result: z.array(kpItem),
  count: z.number().int(),
  summary: kpSummary,
});
export type KpListResponse = z.infer<typeof kpListResponse>;

/** POST /api/v1/manager/kp/list: every customer's requests; `customer_id` narrows to one. Limit default 20. */
export const kpQueueRequest = z.strictObject({ ...listBase, customer_id: idSchema.nullish() });
export type KpQueueRequest = z.infer<typeof kpQueueRequest>;
export const kpQueueResponse = kpListResponse;
export type KpQueueResponse = KpListResponse;

export const kpCustomerList = z.array(kpCustomer);

// ---- manager actions ----

export const kpCommentText = z
  .string({ error: kpMessages.commentRequired })
  .pipe(cabinetTextSchema)
  .refine((s) => s !== '', kpMessages.commentRequired);

/** POST /api/v1/manager/kp/{id}/status — with an optional comment (one event each). */
export const kpStatusRequest = z.strictObject({
  status: kpStatus,
  comment: cabinetTextSchema.nullish(),
});
export type KpStatusRequest = z.infer<typeof kpStatusRequest>;

export const kpCommentRequest = z.strictObject({ comment: kpCommentText });
export type KpCommentRequest = z.infer<typeof kpCommentRequest>;

/** GET /api/v1/manager/kp/{id}/live: what the request refers to as it is now, read-only. */
export const kpLive = z.object({
  object: objectItem.nullable(),
  projects: z.array(projectItem),
  calculations: z.array(historyItem),
  comments: z.array(commentItem),
});
export type KpLive = z.infer<typeof kpLive>;
