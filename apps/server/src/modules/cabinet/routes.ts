// Routes of the personal cabinet under /api/v1/user (portal spec §7 and podbor's own calls, listed
// in @podbor/contracts cabinet.ts). Thin: schemas from contracts, one service call each.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cabinetLimits,
  cabinetMessages,
  calcAttachRequest,
  commentFields,
  commentItem,
  commentListQuery,
  commentListResponse,
  envelope,
  errorEnvelope,
  historyRequest,
  historyResponse,
  itemUpdateRequest,
  objectCreateRequest,
  objectCreateResponse,
  objectListRequest,
  objectListResponse,
  objectMiniListResponse,
  objectReadResponse,
  pathIdSchema,
  projectCreateRequest,
  projectItem,
  projectListRequest,
  projectListResponse,
  projectReadResponse,
  successResponse,
} from '@podbor/contracts';
import type { App } from '../../app-types';
import { perUserLimit, USER_WRITE_RATE } from '../../plugins/rate-limit';
import { ok } from '../../http/envelope';
import { binaryFile, idParams, userCallErrors, sessionRequired } from '../../http/openapi';
import { authRequired, requireUser } from '../auth/guard';
import { commentFormLimits, readUploadForm } from '../../http/upload-form';
import type { CommentForm, CommentTarget } from './comments';

const security = sessionRequired;
const errors = userCallErrors;
const objects = ['Кабинет: объекты'];
const projects = ['Кабинет: проекты'];
const history = ['Кабинет: история подборов'];
const comments = ['Кабинет: комментарии'];

const formLimits = commentFormLimits;

/** Reads a multipart comment form; the plugin's limit errors become the cabinet's refusals. */
const readCommentForm = (req: FastifyRequest): Promise<CommentForm> =>
  readUploadForm(req, {
    limits: formLimits,
    multipartRequired: cabinetMessages.multipartRequired,
    fileTooLarge: cabinetMessages.fileTooLarge,
  });

/** Writes per user and minute. */
const writeLimit = perUserLimit('cabinet-write', USER_WRITE_RATE);

/** Registered with prefix /api/v1/user. */
export async function cabinetRoutes(app: App) {
  await app.register(multipart, { limits: formLimits });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { cabinet, comments: commentService } = app;
  const user = (req: FastifyRequest) => requireUser(req).id;
  const base = { onRequest: authRequired };

  // ---------------------------------------------------------------- history

  r.post(
    '/history',
    {
      ...base,
      schema: {
        tags: history,
        operationId: 'listHistory',
        security,
        summary: 'История подборов: фильтры type, object_id, project_id, поиск, диапазон дат; offset/limit',
        description:
          'Новые (по updated) сверху. limit null — все (не более ' +
          `${cabinetLimits.historyAllMax}), 0 — только count. search: цифры — начало ID расчёта, слова — ` +
          'в названии типа оборудования. date {from, to, utc_offset}: дни пользователя, включительно.',
        body: historyRequest,
        response: { 200: envelope(historyResponse), ...errors },
      },
    },
    async (req) => ok(await cabinet.history(user(req), req.body)),
  );

  r.delete(
    '/history/:id',
    {
      ...base,
      schema: {
        tags: history,
        operationId: 'deleteHistoryItem',
        security,
        summary: 'Удалить расчёт из истории (вместе с его файлами и прикреплениями к проектам)',
        params: idParams,
        response: { 200: envelope(successResponse), ...errors },
      },
    },
    async (req) => ok(await cabinet.deleteHistoryItem(user(req), req.params.id)),
  );

  // ---------------------------------------------------------------- objects

  r.post(
    '/object',
    {
      ...base,
      schema: {
        tags: objects,
        operationId: 'listObjects',
        security,
        summary: 'Мои объекты: [{result, count}] с числом проектов и расчётов каждого',
        description:
          "filters {name, sort: 'new'|'old'}; limit 1–100 (нет — 20); mini — только id, name, created.",
        body: objectListRequest,
        response: { 200: envelope(z.union([objectListResponse, objectMiniListResponse])), ...errors },
      },
    },
    async (req) => ok(await cabinet.listObjects(user(req), req.body)),
  );

  r.put(
    '/object/create',
    {
      ...base,
      config: writeLimit,
      schema: {
        tags: objects,
        operationId: 'createObject',
        security,
        summary: 'Создать объект',
        body: objectCreateRequest,
        response: { 200: envelope(objectCreateResponse), 429: errorEnvelope, ...errors },
      },
    },
    async (req) => ok(await cabinet.createObject(user(req), req.body)),
  );

  r.get(
    '/object/:id',
    {
      ...base,
      schema: {
        tags: objects,
        operationId: 'getObject',
        security,
        summary: 'Объект (первый элемент списка)',
        params: idParams,
        response: { 200: envelope(objectReadResponse), ...errors },
      },
    },
    async (req) => ok(await cabinet.readObject(user(req), req.params.id)),
  );

  r.post(
    '/object/:id',
    {
      ...base,
      schema: {
        tags: objects,
        operationId: 'updateObject',
        security,
        summary: 'Переименовать объект или изменить описание (null — без изменений, "" — очистить)',
        params: idParams,
        body: itemUpdateRequest,
        response: { 200: envelope(objectReadResponse), ...errors },
      },
    },
    async (req) => ok(await cabinet.updateObject(user(req), req.params.id, req.body)),
  );

  r.delete(
    '/object/:id',
    {
      ...base,
      schema: {
        tags: objects,
        operationId: 'deleteObject',
        security,
        summary: 'Удалить объект с его проектами и комментариями (расчёты остаются в истории)',
        params: idParams,
        response: { 200: envelope(successResponse), ...errors },
      },
    },
    async (req) => ok(await cabinet.deleteObject(user(req), req.params.id)),
  );

  // ---------------------------------------------------------------- projects

  r.put(
    '/object/:id/project/create',
    {
      ...base,
      config: writeLimit,
      schema: {
        tags: projects,
        operationId: 'createProject',
        security,
        summary: 'Создать проект в объекте; ответ — проект',
        params: idParams,
        body: projectCreateRequest,
        response: { 200: envelope(projectItem), 429: errorEnvelope, ...errors },
      },
    },
    async (req) => ok(await cabinet.createProject(user(req), req.params.id, req.body)),
  );

  r.post(
    '/object/:id/project',
    {
      ...base,
      schema: {
        tags: projects,
        operationId: 'listProjects',
        security,
        summary: 'Проекты объекта с числом расчётов; limit null — все',
        params: idParams,
        body: projectListRequest,
        response: { 200: envelope(projectListResponse), ...errors },
      },
    },
    async (req) => ok(await cabinet.listProjects(user(req), req.params.id, req.body)),
  );

  r.get(
    '/project/:id',
    {
      ...base,
      schema: {
        tags: projects,
        operationId: 'getProject',
        security,
        summary: 'Проект (первый элемент списка)',
        params: idParams,
        response: { 200: envelope(projectReadResponse), ...errors },
      },
    },
    async (req) => ok(await cabinet.readProject(user(req), req.params.id)),
  );

  r.post(
    '/project/:id',
    {
      ...base,
      schema: {
        tags: projects,
        operationId: 'updateProject',
        security,
        summary: 'Переименовать проект или изменить описание (null — без изменений, "" — очистить)',
        params: idParams,
        body: itemUpdateRequest,
        response: { 200: envelope(projectReadResponse), ...errors },
      },
    },
    async (req) => ok(await cabinet.updateProject(user(req), req.params.id, req.body)),
  );

  r.delete(
    '/project/:id',
    {
      ...base,
      schema: {
        tags: projects,
        operationId: 'deleteProject',
        security,
        summary: 'Удалить проект с его комментариями (расчёты остаются в истории)',
        params: idParams,
        response: { 200: envelope(successResponse), ...errors },
      },
    },
    async (req) => ok(await cabinet.deleteProject(user(req), req.params.id)),
  );

  r.put(
    '/project/:id/calc',
    {
      ...base,
      schema: {
        tags: projects,
        operationId: 'attachCalcToProject',
        security,
        summary: 'Прикрепить расчёт из истории к проекту (повторно — без изменений)',
        params: idParams,
        body: calcAttachRequest,
        response: { 200: envelope(successResponse), ...errors },
      },
    },
    async (req) => ok(await cabinet.attachCalc(user(req), req.params.id, req.body.request_id)),
  );

  r.delete(
    '/project/:id/calc/:requestId',
    {
      ...base,
      schema: {
        tags: projects,
        operationId: 'detachCalcFromProject',
        security,
        summary: 'Открепить расчёт от проекта (в истории он остаётся)',
        params: z.object({ id: pathIdSchema, requestId: pathIdSchema }),
        response: { 200: envelope(successResponse), ...errors },
      },
    },
    async (req) => ok(await cabinet.detachCalc(user(req), req.params.id, req.params.requestId)),
  );

  // ---------------------------------------------------------------- comments

  for (const kind of ['object', 'project'] as const) {
    const target = (id: number): CommentTarget => ({ kind, id });
    r.get(
      `/${kind}/:id/comment`,
      {
        ...base,
        schema: {
          tags: comments,
          operationId: `list${kind === 'object' ? 'Object' : 'Project'}Comments`,
          security,
          summary: `Комментарии ${kind === 'object' ? 'объекта' : 'проекта'}, новые сверху`,
          params: idParams,
          querystring: commentListQuery,
          response: { 200: envelope(commentListResponse), ...errors },
        },
      },
      async (req) => ok(await commentService.list(user(req), target(req.params.id), req.query)),
    );

    r.post(
      `/${kind}/:id/comment`,
      {
        ...base,
        config: writeLimit,
        schema: {
          tags: comments,
          operationId: `add${kind === 'object' ? 'Object' : 'Project'}Comment`,
          security,
          summary: `Добавить комментарий к ${kind === 'object' ? 'объекту' : 'проекту'}`,
          description:
            'multipart/form-data: comment (текст до 2000 символов) и необязательный file ' +
            '(до 10 МБ: pdf, png, jpg, jpeg, doc, docx, xls, xlsx, dwg, dxf, txt).',
          consumes: ['multipart/form-data'],
          documentedBody: commentFields.extend({ file: binaryFile.optional() }),
          params: idParams,
          response: {
            200: envelope(commentItem),
            413: errorEnvelope,
            415: errorEnvelope,
            429: errorEnvelope,
            ...errors,
          },
        },
      },
      async (req) =>
        ok(await commentService.create(user(req), target(req.params.id), await readCommentForm(req))),
    );
  }

  r.delete(
    '/comment/:id',
    {
      ...base,
      schema: {
        tags: comments,
        operationId: 'deleteComment',
        security,
        summary: 'Удалить свой комментарий (и приложенный файл)',
        params: idParams,
        response: { 200: envelope(successResponse), ...errors },
      },
    },
    async (req) => ok(await commentService.remove(user(req), req.params.id)),
  );
}
