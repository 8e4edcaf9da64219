// Routes of КП requests: the customer's under /api/v1/user/kp, the manager's console under
// /api/v1/manager (role checked before anything else: a customer gets 403). Thin: one service call each.
import multipart from '@fastify/multipart';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiMessages,
  cabinetMessages,
  commentFields,
  commentItem,
  envelope,
  errorEnvelope,
  kpCommentRequest,
  kpCustomerList,
  kpDetail,
  kpEditRequest,
  kpLimits,
  kpListRequest,
  kpListResponse,
  kpLive,
  kpMessages,
  kpQueueRequest,
  kpQueueResponse,
  kpSolutionsRequest,
  kpSolutionsResponse,
  kpStatusRequest,
  successResponse,
} from '@podbor/contracts';
import type { App } from '../../app-types';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { binaryFile, idParams, fileAnswer } from '../../http/openapi';
import { commentFormLimits, readUploadForm } from '../../http/upload-form';
import { authRequired, managerRequired, requireUser } from '../auth/guard';
import { customerTags, errors, managerErrors, managerTags, security, writeLimit } from './route-options';

/**
 * Text fields of a КП request: the comment, up to four id fields and the solutions (JSON: up to
 * 200 calculations' article, name and quantity).
 */
const requestFormLimits = { ...commentFormLimits, fields: 7, parts: 8, fieldSize: 256 * 1024 };
const offerFormLimits = { ...commentFormLimits, fileSize: kpLimits.offerMaxBytes, fields: 0, parts: 1 };

/** Registered with no prefix: it serves /api/v1/user/kp… and /api/v1/manager/…. */
export async function kpRoutes(app: App) {
  await app.register(multipart, { limits: requestFormLimits });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const kp = app.kp;
  const user = (req: FastifyRequest) => requireUser(req).id;
  const customer = { onRequest: authRequired };
  const manager = { onRequest: managerRequired };

  // ---------------------------------------------------------------- customer

  r.post(
    '/api/v1/user/kp',
    {
      ...customer,
      config: writeLimit,
      schema: {
        tags: customerTags,
        operationId: 'createKpRequest',
        security,
        summary: 'Запросить КП: по объекту, проекту или расчёту; запрос хранит копию того, на что ссылается',
        description:
          'multipart/form-data: object_id | project_id | только calculations; projects и calculations — ' +
          "'all' (или нет поля) либо номера через запятую; solutions — JSON [{request_id, article, name, " +
          'quantity}]: выбранное решение расчёта (артикул должен быть в его результате) и количество; ' +
          'comment (до 2000 символов); необязательный file (до 10 МБ, типы как у комментариев). ' +
          'Чужой объект, проект или расчёт — 404.',
        consumes: ['multipart/form-data'],
        documentedBody: z.object({
          object_id: z.string().optional(),
          project_id: z.string().optional(),
          projects: z.string().optional(),
          calculations: z.string().optional(),
          solutions: z.string().optional(),
          comment: z.string().optional(),
          file: binaryFile.optional(),
        }),
        response: {
          200: envelope(kpDetail),
          413: errorEnvelope,
          415: errorEnvelope,
          429: errorEnvelope,
          ...errors,
        },
      },
    },
    async (req) => {
      const form = await readUploadForm(req, {
        limits: requestFormLimits,
        multipartRequired: kpMessages.multipartRequired,
        fileTooLarge: cabinetMessages.fileTooLarge,
      });
      return ok(await kp.create(user(req), form));
    },
  );

  r.post(
    '/api/v1/user/kp/list',
    {
      ...customer,
      schema: {
        tags: customerTags,
        operationId: 'listKpRequests',
        security,
        summary: 'Мои запросы КП: страница (по умолчанию 2), число и плитки по статусам',
        description:
          'search: цифры — начало номера запроса, слова — объект, проекты, расчёты, комментарий. ' +
          'date {from, to, utc_offset} — дни отправки. object_id / project_id — история КП объекта или проекта.',
        body: kpListRequest,
        response: { 200: envelope(kpListResponse), ...errors },
      },
    },
    async (req) => ok(await kp.list(user(req), req.body)),
  );

  r.post(
    '/api/v1/user/kp/solutions',
    {
      ...customer,
      schema: {
        tags: customerTags,
        operationId: 'listKpSolutions',
        security,
        summary: 'Решения своих расчётов, из которых выбирают для запроса КП (артикул и наименование)',
        description: 'По каждому расчёту в порядке запроса; незавершённый — пустой список; чужой — 404.',
        body: kpSolutionsRequest,
        response: { 200: envelope(kpSolutionsResponse), ...errors },
      },
    },
    async (req) => ok(await kp.solutions(user(req), req.body.calculations)),
  );

  r.get(
    '/api/v1/user/kp/:id',
    {
      ...customer,
      schema: {
        tags: customerTags,
        operationId: 'getKpRequest',
        security,
        summary: 'Запрос КП: копия объекта, проектов и расчётов, история статусов и комментарии менеджера',
        params: idParams,
        response: { 200: envelope(kpDetail), ...errors },
      },
    },
    async (req) => ok(await kp.read(user(req), req.params.id)),
  );

  r.put(
    '/api/v1/user/kp/:id',
    {
      ...customer,
      config: writeLimit,
      schema: {
        tags: customerTags,
        operationId: 'editKpRequest',
        security,
        summary: 'Изменить свой запрос КП, пока он «Новый»: комментарий и количества выбранных решений',
        description: 'Запрос в другом статусе — 409 и ничего не меняется; чужой — 404.',
        params: idParams,
        body: kpEditRequest,
        response: { 200: envelope(kpDetail), 409: errorEnvelope, 429: errorEnvelope, ...errors },
      },
    },
    async (req) => ok(await kp.edit(user(req), req.params.id, req.body)),
  );

  r.delete(
    '/api/v1/user/kp/:id',
    {
      ...customer,
      config: writeLimit,
      schema: {
        tags: customerTags,
        operationId: 'withdrawKpRequest',
        security,
        summary: 'Отозвать свой запрос КП, пока он «Новый» (запрос удаляется вместе с приложенным файлом)',
        description: 'Запрос в другом статусе — 409 и ничего не меняется; чужой — 404.',
        params: idParams,
        response: { 200: envelope(successResponse), 409: errorEnvelope, 429: errorEnvelope, ...errors },
      },
    },
    async (req) => {
      await kp.withdraw(user(req), req.params.id);
      return ok({ success: true as const });
    },
  );

  // Untyped reply: the 200 answer is the PDF.
  app.get<{ Params: { id: number } }>(
    '/api/v1/user/kp/:id/offer',
    {
      ...customer,
      schema: {
        tags: customerTags,
        operationId: 'downloadKpOffer',
        security,
        summary: 'Скачать готовое КП (PDF, загруженный менеджером)',
        params: idParams,
        response: { 200: fileAnswer('Готовое КП', 'application/pdf'), ...errors },
      },
    },
    async (req, reply) => {
      const file = await kp.offerFile(user(req), req.params.id);
      const stream = await app.files.open(file);
      if (!stream) throw new AppError(404, apiMessages.fileNotFound);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(file.file_name, { fallback: true }))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  // ---------------------------------------------------------------- manager

  r.post(
    '/api/v1/manager/kp/list',
    {
      ...manager,
      schema: {
        tags: managerTags,
        operationId: 'listKpQueue',
        security,
        summary: 'Очередь запросов КП всех клиентов: фильтры status, date, customer_id, search; страница 20',
        body: kpQueueRequest,
        response: { 200: envelope(kpQueueResponse), ...managerErrors },
      },
    },
    async (req) => ok(await kp.queue(req.body)),
  );

  r.get(
    '/api/v1/manager/customers',
    {
      ...manager,
      schema: {
        tags: managerTags,
        operationId: 'listKpCustomers',
        security,
        summary: 'Клиенты, приславшие запросы КП (фильтр очереди)',
        response: { 200: envelope(kpCustomerList), ...managerErrors },
      },
    },
    async () => ok(await kp.customers()),
  );

  r.get(
    '/api/v1/manager/kp/:id',
    {
      ...manager,
      schema: {
        tags: managerTags,
        operationId: 'getKpForManager',
        security,
        summary: 'Запрос КП с клиентом, историей и допустимыми следующими статусами',
        params: idParams,
        response: { 200: envelope(kpDetail), ...managerErrors },
      },
    },
    async (req) => ok(await kp.managerRead(req.params.id)),
  );

  r.get(
    '/api/v1/manager/kp/:id/live',
    {
      ...manager,
      schema: {
        tags: managerTags,
        operationId: 'getKpLive',
        security,
        summary: 'Объект, проекты, расчёты и комментарии клиента, на которые ссылается запрос, — как сейчас',
        params: idParams,
        response: { 200: envelope(kpLive), ...managerErrors },
      },
    },
    async (req) => ok(await kp.live(req.params.id)),
  );

  r.post(
    '/api/v1/manager/kp/:id/status',
    {
      ...manager,
      config: writeLimit,
      schema: {
        tags: managerTags,
        operationId: 'setKpStatus',
        security,
        summary: 'Сменить статус (только разрешённые переходы; «Готово» — после загрузки КП), с комментарием',
        description:
          'Новый → Уточнение | В работе; Уточнение → В работе | Готово; В работе → Уточнение | Готово; ' +
          'Готово → В работе. Недопустимый переход — 409.',
        params: idParams,
        body: kpStatusRequest,
        response: { 200: envelope(kpDetail), 409: errorEnvelope, 429: errorEnvelope, ...managerErrors },
      },
    },
    async (req) => ok(await kp.setStatus(user(req), req.params.id, req.body)),
  );

  r.post(
    '/api/v1/manager/kp/:id/comment',
    {
      ...manager,
      config: writeLimit,
      schema: {
        tags: managerTags,
        operationId: 'addKpComment',
        security,
        summary: 'Комментарий менеджера к запросу (виден клиенту)',
        params: idParams,
        body: kpCommentRequest,
        response: { 200: envelope(kpDetail), 429: errorEnvelope, ...managerErrors },
      },
    },
    async (req) => ok(await kp.comment(user(req), req.params.id, req.body)),
  );

  r.post(
    '/api/v1/manager/kp/:id/offer',
    {
      ...manager,
      config: writeLimit,
      schema: {
        tags: managerTags,
        operationId: 'uploadKpOffer',
        security,
        summary: 'Загрузить готовое КП (PDF до 20 МБ; заменяет прежнее)',
        consumes: ['multipart/form-data'],
        documentedBody: z.object({ file: binaryFile }),
        params: idParams,
        response: {
          200: envelope(kpDetail),
          413: errorEnvelope,
          415: errorEnvelope,
          429: errorEnvelope,
          ...managerErrors,
        },
      },
    },
    async (req) => {
      const form = await readUploadForm(req, {
        limits: offerFormLimits,
        multipartRequired: kpMessages.multipartRequired,
        fileTooLarge: kpMessages.offerTooLarge,
      });
      return ok(await kp.uploadOffer(user(req), req.params.id, form));
    },
  );

  r.post(
    '/api/v1/manager/object/:id/comment',
    {
      ...manager,
      config: writeLimit,
      schema: {
        tags: managerTags,
        operationId: 'addManagerObjectComment',
        security,
        summary: 'Комментарий менеджера в объекте клиента (клиент получает уведомление)',
        consumes: ['multipart/form-data'],
        documentedBody: commentFields.extend({ file: binaryFile.optional() }),
        params: idParams,
        response: {
          200: envelope(commentItem),
          413: errorEnvelope,
          415: errorEnvelope,
          429: errorEnvelope,
          ...managerErrors,
        },
      },
    },
    async (req) => {
      const form = await readUploadForm(req, {
        limits: commentFormLimits,
        multipartRequired: kpMessages.multipartRequired,
        fileTooLarge: cabinetMessages.fileTooLarge,
      });
      return ok(await kp.commentObject(user(req), req.params.id, form));
    },
  );
}
