// Routes of the chat: the customer's under /api/v1/user/chat, the managers' under /api/v1/manager/chat
// (role checked first: a customer gets 403), and the event stream under /api/v1/events. Thin: one
// service call each; the stream is handed to the hub.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_EVENTS_COOKIE,
  apiMessages,
  chatCustomerContext,
  chatEventsHeaders,
  chatEventsQuery,
  chatInboxRequest,
  chatLimits,
  chatMessage,
  chatMessageListQuery,
  chatMessageListResponse,
  chatMessages,
  chatReadRequest,
  chatTopic,
  chatTopicCreateRequest,
  chatTopicListRequest,
  chatTopicListResponse,
  chatUnread,
  envelope,
  errorEnvelope,
  successResponse,
} from '@podbor/contracts';
import type { App } from '../../app-types';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { requestCookies, setCookieValue } from '../../http/cookies';
import { binaryFile, idParams, sessionRequired } from '../../http/openapi';
import { commentFormLimits, readUploadForm } from '../../http/upload-form';
import { authRequired, managerRequired, requireUser } from '../auth/guard';
import type { Side } from './repository';

const security = sessionRequired;
const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };
const managerErrors = { ...errors, 403: errorEnvelope };
const tags: Record<Side, string[]> = { customer: ['Чат: клиент'], manager: ['Чат: кабинет менеджера'] };

/** A message form: the text (4000 characters, 4 bytes each at worst) and one file of the comments' rules. */
const sendFormLimits = {
  ...commentFormLimits,
  fileSize: chatLimits.fileMaxBytes,
  fields: 2,
  parts: 3,
  fieldSize: chatLimits.textMax * 4,
};

/** The session token of the stream cookie, if any. */
function cookieToken(req: FastifyRequest): string | null {
  const v = requestCookies(req).get(CHAT_EVENTS_COOKIE);
  return v !== undefined && /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(v) ? v : null;
}

export async function chatRoutes(app: App) {
  await app.register(multipart, { limits: sendFormLimits });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const chat = app.chat;
  const user = (req: FastifyRequest) => requireUser(req).id;

  // ---------------------------------------------------------------- both sides

  for (const side of ['customer', 'manager'] as const) {
    const base = side === 'customer' ? '/api/v1/user/chat' : '/api/v1/manager/chat';
    const guard = side === 'customer' ? { onRequest: authRequired } : { onRequest: managerRequired };
    const errs = side === 'customer' ? errors : managerErrors;
    const op = (name: string) =>
      side === 'customer' ? name : `manager${name[0]!.toUpperCase()}${name.slice(1)}`;
    const viewer = (req: FastifyRequest) => ({ id: user(req), side });

    r.get(
      `${base}/unread`,
      {
        ...guard,
        schema: {
          tags: tags[side],
          operationId: op('getChatUnread'),
          security,
          summary: 'Непрочитанные сообщения чатов: всего и по каждому чату',
          response: { 200: envelope(chatUnread), ...errs },
        },
      },
      async (req) => ok(await chat.unread(viewer(req))),
    );

    r.get(
      `${base}/:id`,
      {
        ...guard,
        schema: {
          tags: tags[side],
          operationId: op('getChatTopic'),
          security,
          summary: 'Чат: тема, дата, последнее сообщение, непрочитанные',
          params: idParams,
          response: { 200: envelope(chatTopic), ...errs },
        },
      },
      async (req) => ok(await chat.read(viewer(req), req.params.id)),
    );

    r.get(
      `${base}/:id/messages`,
      {
        ...guard,
        schema: {
          tags: tags[side],
          operationId: op('listChatMessages'),
          security,
          summary: 'Сообщения чата: последняя страница, более ранние — по before=<id самого раннего>',
          params: idParams,
          querystring: chatMessageListQuery,
          response: { 200: envelope(chatMessageListResponse), ...errs },
        },
      },
      async (req) => ok(await chat.messages(viewer(req), req.params.id, req.query)),
    );

    r.post(
      `${base}/:id/messages`,
      {
        ...guard,
        schema: {
          tags: tags[side],
          operationId: op('sendChatMessage'),
          security,
          summary: 'Отправить сообщение: текст и/или файл',
          description:
            `multipart/form-data: text (до ${chatLimits.textMax} символов) и необязательный file (до 10 МБ, ` +
            `типы как у комментариев). Не более ${chatLimits.floodMessages} сообщений в минуту (429).`,
          params: idParams,
          consumes: ['multipart/form-data'],
          documentedBody: z.object({ text: z.string().optional(), file: binaryFile.optional() }),
          response: {
            200: envelope(chatMessage),
            409: errorEnvelope,
            413: errorEnvelope,
            415: errorEnvelope,
            429: errorEnvelope,
            ...errs,
          },
        },
      },
      async (req) => {
        const form = await readUploadForm(req, {
          limits: sendFormLimits,
          multipartRequired: chatMessages.multipartRequired,
          fileTooLarge: chatMessages.fileTooLarge,
        });
        return ok(await chat.send(viewer(req), req.params.id, form));
      },
    );

    r.post(
      `${base}/:id/read`,
      {
        ...guard,
        schema: {
          tags: tags[side],
          operationId: op('readChatTopic'),
          security,
          summary: 'Отметить сообщения чата прочитанными (до up_to или все)',
          params: idParams,
          body: chatReadRequest,
          response: { 200: envelope(chatUnread), ...errs },
        },
      },
      async (req) => ok(await chat.markRead(viewer(req), req.params.id, req.body)),
    );
  }

  // ---------------------------------------------------------------- customer

  const customer = { onRequest: authRequired };
  r.post(
    '/api/v1/user/chat/list',
    {
      ...customer,
      schema: {
        tags: tags.customer,
        operationId: 'listChatTopics',
        security,
        summary: 'Мои чаты: поиск по теме, сортировка new | old | active, страница (по умолчанию 20)',
        body: chatTopicListRequest,
        response: { 200: envelope(chatTopicListResponse), ...errors },
      },
    },
    async (req) => ok(await chat.list(user(req), req.body)),
  );

  r.put(
    '/api/v1/user/chat/create',
    {
      ...customer,
      schema: {
        tags: tags.customer,
        operationId: 'createChatTopic',
        security,
        summary:
          'Начать чат с менеджером: тема и необязательная ссылка на свой объект, проект, расчёт или запрос КП',
        body: chatTopicCreateRequest,
        response: { 200: envelope(chatTopic), 429: errorEnvelope, ...errors },
      },
    },
    async (req) => ok(await chat.createTopic(user(req), req.body)),
  );

  r.delete(
    '/api/v1/user/chat/:id',
    {
      ...customer,
      schema: {
        tags: tags.customer,
        operationId: 'deleteChatTopic',
        security,
        summary: 'Удалить чат (у менеджеров он остаётся закрытым клиентом)',
        params: idParams,
        response: { 200: envelope(successResponse), ...errors },
      },
    },
    async (req) => ok(await chat.remove(user(req), req.params.id)),
  );

  // ---------------------------------------------------------------- manager

  const manager = { onRequest: managerRequired };
  r.post(
    '/api/v1/manager/chat/list',
    {
      ...manager,
      schema: {
        tags: tags.manager,
        operationId: 'listChatInbox',
        security,
        summary: 'Чаты всех клиентов: сначала непрочитанные; фильтры status, customer_id, search',
        body: chatInboxRequest,
        response: { 200: envelope(chatTopicListResponse), ...managerErrors },
      },
    },
    async (req) => ok(await chat.inbox(user(req), req.body)),
  );

  r.post(
    '/api/v1/manager/chat/:id/close',
    {
      ...manager,
      schema: {
        tags: tags.manager,
        operationId: 'closeChatTopic',
        security,
        summary: 'Закрыть чат (новые сообщения в него не принимаются)',
        params: idParams,
        response: { 200: envelope(chatTopic), 409: errorEnvelope, ...managerErrors },
      },
    },
    async (req) => ok(await chat.close(user(req), req.params.id)),
  );

  r.get(
    '/api/v1/manager/chat/:id/customer',
    {
      ...manager,
      schema: {
        tags: tags.manager,
        operationId: 'getChatCustomer',
        security,
        summary: 'Клиент чата: его объекты и запросы КП (только чтение)',
        params: idParams,
        response: { 200: envelope(chatCustomerContext), ...managerErrors },
      },
    },
    async (req) => ok(await chat.customerContext(user(req), req.params.id)),
  );

  // ---------------------------------------------------------------- events

  r.post(
    '/api/v1/events/session',
    {
      onRequest: authRequired,
      schema: {
        tags: ['События'],
        operationId: 'openEventsSession',
        security,
        summary:
          'Разрешить поток событий: ставит cookie сессии только для /api/v1/events (EventSource не шлёт заголовки)',
        response: { 200: envelope(successResponse), 401: errorEnvelope },
      },
    },
    async (req, reply) => {
      const token = /^jwt (.+)$/.exec(String(req.headers.jwt))![1]!;
      reply.header('set-cookie', setCookieValue(req, CHAT_EVENTS_COOKIE, token, { path: '/api/v1/events' }));
      return ok({ success: true as const });
    },
  );

  // Untyped reply: the 200 answer is an event stream, written by the hub on the raw response.
  r.get(
    '/api/v1/events',
    {
      config: { touchSession: false },
      schema: {
        tags: ['События'],
        operationId: 'streamEvents',
        security: [{}],
        summary: 'Поток событий (Server-Sent Events): новые сообщения чатов и изменения чатов',
        description:
          'Cookie из POST /api/v1/events/session (или заголовок jwt). Возобновление: Last-Event-ID или ' +
          '?after=<id сообщения> — сначала все пропущенные сообщения, затем событие ready и новые. События: ' +
          'message (id = id сообщения), topic, ready, reset; комментарий «: ping» каждые 25 с.',
        querystring: chatEventsQuery,
        headers: chatEventsHeaders,
        response: {
          200: { description: 'text/event-stream', content: { 'text/event-stream': { schema: z.string() } } },
          400: errorEnvelope,
          401: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const token = cookieToken(req);
      const viewer = req.user ?? (token ? await app.auth.authenticate(token, false) : null);
      if (!viewer) throw new AppError(401, apiMessages.unauthorized);
      if (app.chatHub.count(viewer.id) >= chatLimits.streamsPerUser)
        throw new AppError(429, chatMessages.tooManyStreams);
      const after = req.headers['last-event-id'] ?? req.query.after ?? null;
      reply.hijack();
      await app.chatHub.open(
        reply.raw,
        { id: viewer.id, manager: viewer.role === 'manager', sessionId: viewer.sessionId },
        after,
      );
    },
  );
}
