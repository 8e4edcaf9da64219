// Routes of the header's notifications under /api/v1/user (contracts notifications.ts). Thin: schemas
// from contracts, one service call each. None creates a notification: only the service does.
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  errorEnvelope,
  notificationLimits,
  notificationListQuery,
  notificationListResponse,
  notificationReadAllRequest,
  notificationUnread,
} from '@podbor/contracts';
import type { App } from '../../app-types';
import { ok } from '../../http/envelope';
import { idParams, sessionRequired as security } from '../../http/openapi';
import { authRequired, requireUser } from '../auth/guard';

const tags = ['Уведомления'];
const errors = { 400: errorEnvelope, 401: errorEnvelope };

/** Registered with prefix /api/v1/user. */
export async function notificationRoutes(app: App) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { notifications } = app;
  const user = (req: FastifyRequest) => requireUser(req).id;
  const base = { onRequest: authRequired };

  r.get(
    '/notifications',
    {
      ...base,
      schema: {
        tags,
        operationId: 'listNotifications',
        security,
        summary: 'Мои уведомления, новые сверху; before — id, ниже которого продолжить',
        description: `limit 1–${notificationLimits.pageMax} (нет — ${notificationLimits.pageDefault}).`,
        querystring: notificationListQuery,
        response: { 200: envelope(notificationListResponse), ...errors },
      },
    },
    async (req) => ok(await notifications.list(user(req), req.query)),
  );

  r.get(
    '/notifications/unread',
    {
      ...base,
      // Asked every 30 s by an open page: not a sign the user is there (decision 0034).
      config: { touchSession: false },
      schema: {
        tags,
        operationId: 'getNotificationsUnread',
        security,
        summary: 'Число непрочитанных уведомлений и id самого нового (страница спрашивает раз в 30 с)',
        response: { 200: envelope(notificationUnread), ...errors },
      },
    },
    async (req) => ok(await notifications.unread(user(req))),
  );

  r.post(
    '/notifications/read',
    {
      ...base,
      schema: {
        tags,
        operationId: 'readAllNotifications',
        security,
        summary: 'Отметить прочитанными все уведомления (up_to — только до этого id включительно)',
        body: notificationReadAllRequest,
        response: { 200: envelope(notificationUnread), ...errors },
      },
    },
    async (req) => ok(await notifications.readAll(user(req), req.body.up_to)),
  );

  r.post(
    '/notifications/:id/read',
    {
      ...base,
      schema: {
        tags,
        operationId: 'readNotification',
        security,
        summary: 'Отметить прочитанным одно уведомление',
        params: idParams,
        response: { 200: envelope(notificationUnread), 404: errorEnvelope, ...errors },
      },
    },
    async (req) => ok(await notifications.readOne(user(req), req.params.id)),
  );
}
