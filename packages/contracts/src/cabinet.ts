// The personal cabinet: objects, their projects, the history of selections (calculations) and
// comments — the /api/v1/user calls of portal spec §7 plus podbor's own calls where it is silent.
//
// Every call needs a session (guest → 401). Another user's object, project, calculation, comment
// or file answers 404 exactly as a missing one. Paths under /api/v1/user:
//   POST   /history                         historyRequest → historyResponse
//   DELETE /history/{request_id}            removes the calculation and its files → {success}
//   POST   /object                          objectListRequest → objectListResponse ([{result, count}];
//                                           with mini: objectMiniListResponse)
//   PUT    /object/create                   objectCreateRequest → {id}
//   GET    /object/{id}                     → [objectItem]
//   POST   /object/{id}                     itemUpdateRequest → [objectItem]
//   DELETE /object/{id}                     with its projects and comments → {success}
//   PUT    /object/{id}/project/create      projectCreateRequest → projectItem
//   POST   /object/{id}/project             projectListRequest → projectListResponse
//   GET    /project/{id}                    → [projectItem]
//   POST   /project/{id}                    itemUpdateRequest → [projectItem]
//   DELETE /project/{id}                    with its comments → {success}
//   PUT    /project/{id}/calc               calcAttachRequest → {success} (attaching twice is fine)
//   DELETE /project/{id}/calc/{request_id}  detach → {success}
//   GET    /object/{id}/comment, /project/{id}/comment   ?offset&limit → commentListResponse
//   POST   /object/{id}/comment, /project/{id}/comment   multipart: comment, file → commentItem
//   DELETE /comment/{id}                    the caller's own comment and its file → {success}
// A calculation's files: GET /api/v1/request/{request_id} (the status record); downloads of
// calculation and comment files: GET /api/v1/files/{id}/{name}.
import { z } from 'zod';
import { validationMessages as vm } from './messages';
import { reopenInputsSchema } from './calculator-contracts';
import { requestState, requestType } from './selection';
import { idSchema } from './ids';

/** Limits of the cabinet calls (spec §9 and podbor's own), in one place for forms and server. */
export const cabinetLimits = {
  /** Object and project names, after trimming. */
  nameMax: 100,
  /** The comment (description) of an object or a project, and the text of a comment. */
  commentMax: 2000,
  /** The largest page of any list. */
  pageMax: 100,
  /** The object list's page when `limit` is absent or null. */
  objectPageDefault: 20,
  /**
   * `limit: null` on the history answers every item up to this many (the spec's "no limit" for a
   * project's calculations); `count` is always exact, so a client can tell when it was capped.
   */
  historyAllMax: 1000,
  /** Search strings (object, project and history search). */
  searchMax: 100,
  /** A comment's attached file. */
  fileMaxBytes: 10 * 1024 * 1024,
  /** All of a user's comment files together. */
  filesQuotaBytes: 1024 * 1024 * 1024,
} as const;

/** Refusals of the cabinet calls, in the envelope's `response.error` (or a field's message). */
export const cabinetMessages = {
  nameRequired: 'Введите название',
  nameMax: `Название — не более ${cabinetLimits.nameMax} символов`,
  badCharacters: 'Текст содержит недопустимые символы',
  commentMax: `Комментарий — не более ${cabinetLimits.commentMax} символов`,
  searchMax: `Строка поиска — не более ${cabinetLimits.searchMax} символов`,
  dateFormat: vm.dateFormat,
  objectNotFound: 'Объект не найден',
  projectNotFound: 'Проект не найден',
  calcNotFound: 'Расчёт не найден',
  calcNotAttached: 'Расчёт не прикреплён к этому проекту',
  commentNotFound: 'Комментарий не найден',
  commentEmpty: 'Напишите комментарий или приложите файл',
  multipartRequired: 'Комментарий отправляется как multipart/form-data (поля comment и file)',
  unknownPart: 'Неизвестное поле формы',
  oneFile: 'Можно приложить только один файл',
  fileTooLarge: 'Файл больше 10 МБ. Приложите файл поменьше',
  fileEmpty: 'Файл пустой',
  fileType: 'Такой тип файла приложить нельзя. Можно: PDF, PNG, JPEG, DOC, DOCX, XLS, XLSX, DWG, DXF, TXT',
  fileContent: 'Содержимое файла не соответствует его расширению',
  filesQuota: 'Превышен объём приложенных файлов (1 ГБ). Удалите ненужные комментарии с файлами',
} as const;

/**
 * Files a comment may carry: extension → the type it is stored and served with. Anything else is
 * refused with `cabinetMessages.fileType`; binary formats must also start with their signature.
 */
export const commentFileTypes = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  dwg: 'image/vnd.dwg',
  dxf: 'image/vnd.dxf',
  txt: 'text/plain',
} as const satisfies Record<string, string>;
export type CommentFileExtension = keyof typeof commentFileTypes;

// ---- field rules ----

// eslint-disable-next-line no-control-regex
const noControl = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex
const noControlButLines = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/** An object or project name: trimmed, 1–100 characters, one line. */
export const cabinetNameSchema = z
  .string({ error: cabinetMessages.nameRequired })
  .trim()
  .min(1, cabinetMessages.nameRequired)
  .max(cabinetLimits.nameMax, cabinetMessages.nameMax)
  .regex(noControl, cabinetMessages.badCharacters);

/** A description or comment text: trimmed, at most 2000 characters, line breaks allowed. */
export const cabinetTextSchema = z
  .string()
  .trim()
  .max(cabinetLimits.commentMax, cabinetMessages.commentMax)
  .regex(noControlButLines, cabinetMessages.badCharacters);

/** A search string; empty means no search. */
export const searchSchema = z
  .string()
  .trim()
  .max(cabinetLimits.searchMax, cabinetMessages.searchMax)
  .regex(noControl, cabinetMessages.badCharacters);

export const offsetSchema = z.number().int().min(0).max(1_000_000_000);
const pageLimit = z.number().int().min(1).max(cabinetLimits.pageMax);

/** 'гггг-мм-дд', a real calendar date (spec §5's message for anything else). */
export const isoDateSchema = z
  .string({ error: vm.dateFormat })
  .regex(/^\d{4}-\d{2}-\d{2}$/, vm.dateFormat)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, vm.dateFormat);

/**
 * A moment as the spec's `created.date` / `updated.date`: `{date: 'YYYY-MM-DD HH:MM:SS.ffffff'}`
 * in UTC (the spec reads the first 10 characters; a page showing local time converts from UTC).
 */
export const dateTime = z.object({ date: z.string(), timezone: z.literal('UTC') });
export type DateTime = z.infer<typeof dateTime>;

// ---- objects ----

export const listSort = z.enum(['new', 'old']);
export type ListSort = z.infer<typeof listSort>;

/** Filters of the object and project lists: name search; 'new' = id descending (default), 'old' = ascending. */
export const listFilters = z.strictObject({
  name: searchSchema.nullish(),
  sort: listSort.nullish(),
});
export type ListFilters = z.infer<typeof listFilters>;

/** POST /api/v1/user/object — the object list. `mini` answers slim items (the overview card). */
export const objectListRequest = z.strictObject({
  filters: listFilters.nullish(),
  offset: offsetSchema.nullish(),
  /** 1–100; absent or null → 20. */
  limit: pageLimit.nullish(),
  mini: z.boolean().nullish(),
});
export type ObjectListRequest = z.infer<typeof objectListRequest>;

/** An object (spec §3): counts of its projects and of the distinct calculations attached to them. */
export const objectItem = z.object({
  id: z.number().int(),
  name: z.string(),
  comment: z.string().nullable(),
  created: dateTime,
  updated: dateTime,
  /** Number of projects. */
  projects: z.number().int(),
  /** Number of distinct calculations attached to its projects. */
  calcs: z.number().int(),
  /** Not tracked yet: null, which the page shows as 'неизвестно' with a gray dot. */
  status: z.string().nullable(),
  color: z.string().nullable(),
});
export type ObjectItem = z.infer<typeof objectItem>;

/** An object in a `mini` list. */
export const objectMiniItem = objectItem.pick({ id: true, name: true, created: true });
export type ObjectMiniItem = z.infer<typeof objectMiniItem>;

/** The spec's shape: a list whose first element holds result and count. */
export const objectListResponse = z.array(z.object({ result: z.array(objectItem), count: z.number().int() }));
export type ObjectListResponse = z.infer<typeof objectListResponse>;
export const objectMiniListResponse = z.array(
  z.object({ result: z.array(objectMiniItem), count: z.number().int() }),
);
export type ObjectMiniListResponse = z.infer<typeof objectMiniListResponse>;

/** PUT /api/v1/user/object/create. */
export const objectCreateRequest = z.strictObject({
  name: cabinetNameSchema,
  comment: cabinetTextSchema.nullish(),
});
export type ObjectCreateRequest = z.infer<typeof objectCreateRequest>;
export const objectCreateResponse = z.object({ id: z.number().int() });
export type ObjectCreateResponse = z.infer<typeof objectCreateResponse>;

/**
 * POST /api/v1/user/object/{id} and /api/v1/user/project/{id}: rename sends `{name, comment: null}`.
 * An absent or null field is left as it is; `comment: ''` clears the comment.
 */
export const itemUpdateRequest = z.strictObject({
  name: cabinetNameSchema.nullish(),
  comment: cabinetTextSchema.nullish(),
});
export type ItemUpdateRequest = z.infer<typeof itemUpdateRequest>;

/** GET / POST /api/v1/user/object/{id}: the item as the first list element. */
export const objectReadResponse = z.array(objectItem);
export type ObjectReadResponse = z.infer<typeof objectReadResponse>;

// ---- projects ----

/** A project (spec §3): `count` is the number of calculations attached to it. */
export const projectItem = z.object({
  id: z.number().int(),
  object_id: z.number().int(),
  name: z.string(),
  comment: z.string().nullable(),
  created: dateTime,
  updated: dateTime,
  count: z.number().int(),
});
export type ProjectItem = z.infer<typeof projectItem>;

/** PUT /api/v1/user/object/{id}/project/create — answers the project. */
export const projectCreateRequest = objectCreateRequest;
export type ProjectCreateRequest = ObjectCreateRequest;

/** POST /api/v1/user/object/{id}/project — the spec sends offset 0 and no limit (null → all). */
export const projectListRequest = z.strictObject({
  offset: offsetSchema.nullish(),
  limit: pageLimit.nullish(),
  filters: listFilters.nullish(),
});
export type ProjectListRequest = z.infer<typeof projectListRequest>;
export const projectListResponse = z.object({ result: z.array(projectItem), count: z.number().int() });
export type ProjectListResponse = z.infer<typeof projectListResponse>;

export const projectReadResponse = z.array(projectItem);
export type ProjectReadResponse = z.infer<typeof projectReadResponse>;

/** PUT /api/v1/user/project/{id}/calc — attach a history item ('Прикрепить к объекту', 'Add calculation'). */
export const calcAttachRequest = z.strictObject({ request_id: idSchema });
export type CalcAttachRequest = z.infer<typeof calcAttachRequest>;

// ---- history ----

/**
 * The history date filter (spec §5): either end may be null (the page turns a start-only range
 * into start..today and an end-only one into epoch..end); a reversed range is swapped. Dates are
 * the user's calendar days: `utc_offset` is the page's offset from UTC in minutes
 * (`-new Date().getTimezoneOffset()`, Moscow 180); absent → 0.
 */
export const historyDateRange = z.strictObject({
  from: isoDateSchema.nullish(),
  to: isoDateSchema.nullish(),
  utc_offset: z.number().int().min(-720).max(840).nullish(),
});
export type HistoryDateRange = z.infer<typeof historyDateRange>;

/**
 * POST /api/v1/user/history. The spec's uses: a project's calculations (project_id, offset 0,
 * limit null), the overview (offset 0, limit 4), counts (limit null, or 0 for the count alone).
 * `search`: digits find calculation IDs starting with them ('№ 12' too); words find the equipment
 * types whose label contains them ('насос', 'DCU') and the calculations whose summary title starts
 * with them (a pump's series or model: 'EVR', 'evr 10-4').
 */
export const historyRequest = z.strictObject({
  type: requestType.nullish(),
  object_id: idSchema.nullish(),
  project_id: idSchema.nullish(),
  offset: offsetSchema.nullish(),
  /** 0–100; null → all (at most cabinetLimits.historyAllMax); 0 → only the count. */
  limit: z.number().int().min(0).max(cabinetLimits.pageMax).nullish(),
  search: searchSchema.nullish(),
  date: historyDateRange.nullish(),
});
export type HistoryRequest = z.infer<typeof historyRequest>;

/**
 * What a calculation was, in words, for the history's rows: `title` — the selected equipment
 * (a pump selection: the model, 'EVR 10-4'); `details` — its key figures with units (the duty:
 * 'Q 5 м³/ч, H 6 бар (H0 2 бар)', '1 насос', 'с ЧРП'). A row reads «title · details, …».
 * Each calculator describes its own (the server's calculator module `describe`).
 */
export const historySummary = z.object({ title: z.string(), details: z.array(z.string()) });
export type HistorySummary = z.infer<typeof historySummary>;

/** A history item (spec §3), newest `updated` first. */
export const historyItem = z.object({
  request_id: z.number().int(),
  type: requestType,
  /** pending | running | done | failed — only a done request has files. */
  state: requestState,
  created: dateTime,
  updated: dateTime,
  /** File name → download path, as the request status record has them; null when none. */
  files: z.record(z.string(), z.string()).nullable(),
  /** Projects this calculation is attached to. */
  project_ids: z.array(z.number().int()),
  /**
   * What the calculator was given, to reopen it with the same inputs (a project's 'edit' icon):
   * the registry's reopen inputs of its type (a pump selection's series, pump and duty). Null for a
   * calculator that takes no saved inputs yet and for an input that no longer reads.
   */
  inputs: reopenInputsSchema.nullable(),
  /**
   * What the calculation was (the model and the duty of a pump selection), from its input and,
   * once done, its response; a running or failed one shows its input. Null for a calculator that
   * does not describe its calculations yet, and for an input that no longer reads.
   */
  summary: historySummary.nullable(),
});
export type HistoryItem = z.infer<typeof historyItem>;

export const historyResponse = z.object({ result: z.array(historyItem), count: z.number().int() });
export type HistoryResponse = z.infer<typeof historyResponse>;

// ---- comments ----

/** GET /api/v1/user/{object|project}/{id}/comment — newest first. */
export const commentListQuery = z.strictObject({
  offset: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(cabinetLimits.pageMax).optional(),
});
export type CommentListQuery = z.infer<typeof commentListQuery>;

/**
 * The text fields of POST /api/v1/user/{object|project}/{id}/comment (multipart/form-data:
 * `comment` and an optional `file` part). The text may be empty only when a file is attached.
 */
export const commentFields = z.strictObject({ comment: cabinetTextSchema.optional() });
export type CommentFields = z.infer<typeof commentFields>;

export const commentFile = z.object({
  id: z.number().int(),
  /** The user's file name. */
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  /** Download path (`/api/v1/files/{id}/{name}`, the owner only). */
  path: z.string(),
});
export type CommentFile = z.infer<typeof commentFile>;

/** A comment (spec §3: author, date, comment) with its file; `own` — the caller may delete it. */
export const commentItem = z.object({
  id: z.number().int(),
  /** The author's first name and last name, or the phone when the profile has no name. */
  author: z.string(),
  date: dateTime,
  comment: z.string(),
  file: commentFile.nullable(),
  own: z.boolean(),
});
export type CommentItem = z.infer<typeof commentItem>;

export const commentListResponse = z.object({ result: z.array(commentItem), count: z.number().int() });
export type CommentListResponse = z.infer<typeof commentListResponse>;
