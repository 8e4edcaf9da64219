// Routes of composed offers: the manager's price list, composing and sending revisions, the 1С export;
// the customer's revisions, PDF, acceptance by SMS code and refusal. Thin: one service call each.
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiMessages,
  envelope,
  errorEnvelope,
  kpOffers,
  offerAcceptRequest,
  offerCodeSent,
  offerCompose,
  offerChangesRequest,
  offerDeclineRequest,
  offerDraft,
  pathIdSchema,
  priceImportRequest,
  priceImportResult,
  priceList,
} from '@podbor/contracts';
import type { App } from '../../app-types';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { fileAnswer, idParams } from '../../http/openapi';
import { authRequired, managerRequired, requireUser } from '../auth/guard';
import { offerCommerceMl, offerCsv } from './export-1c';
import { customerTags, errors, managerErrors, managerTags, security, writeLimit } from './route-options';
import type { FileRow } from '../selection/file-store';

const revParams = z.object({ id: pathIdSchema, rev: pathIdSchema });
const offerList = envelope(kpOffers);

export async function offerRoutes(app: App) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const offers = app.kpOffers;
  const user = (req: FastifyRequest) => requireUser(req).id;
  const customer = { onRequest: authRequired };
  const manager = { onRequest: managerRequired };

  const sendPdf = async (reply: FastifyReply, file: FileRow) => {
    const stream = await app.files.open(file);
    if (!stream) throw new AppError(404, apiMessages.fileNotFound);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(file.size))
      .header('content-disposition', contentDisposition(file.file_name, { fallback: true }))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stream);
  };

  // ---------------------------------------------------------------- manager

  r.get(
    '/api/v1/manager/prices',
    {
      ...manager,
      schema: {
        tags: managerTags,
        operationId: 'getPriceList',
        security,
        summary: 'Прайс-лист: цены по артикулам в копейках с датой; illustrative — поставляемый пример',
        response: { 200: envelope(priceList), ...managerErrors },
      },
    },
    async () => ok(await offers.prices()),
  );

  r.post(
    '/api/v1/manager/prices/import',
    {
      ...manager,
      config: writeLimit,
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags: managerTags,
        operationId: 'importPriceList',
        security,
        summary: 'Загрузить прайс-лист из CSV (article;name;price_rub;date): весь файл или ничего',
        description:
          'Ошибки — 400 с полями «строка N (столбец)» и причиной по-русски; при любой ошибке прайс-лист не меняется.',
        body: priceImportRequest,
        response: { 200: envelope(priceImportResult), 429: errorEnvelope, ...managerErrors },
      },
    },
    async (req) => ok(await offers.importPrices(req.body)),
  );

  r.get(
    '/api/v1/manager/kp/:id/offer/draft',
    {
      ...manager,
      schema: {
        tags: managerTags,
        operationId: 'getKpOfferDraft',
        security,
        summary:
          'Черновик КП: строки из запроса с ценами прайс-листа (или из последней редакции), срок действия',
        params: idParams,
        response: { 200: envelope(offerDraft), ...managerErrors },
      },
    },
    async (req) => ok(await offers.draft(req.params.id)),
  );

  r.post(
    '/api/v1/manager/kp/:id/offer/send',
    {
      ...manager,
      config: writeLimit,
      schema: {
        tags: managerTags,
        operationId: 'sendKpOffer',
        security,
        summary: 'Отправить клиенту: новая редакция КП (PDF), прежняя заменяется, запрос — «Готово»',
        description:
          'Цены в копейках без НДС, скидка в процентах; суммы считает сервер. Принятое КП не меняется (409).',
        params: idParams,
        body: offerCompose,
        response: { 200: offerList, 409: errorEnvelope, 429: errorEnvelope, ...managerErrors },
      },
    },
    async (req) => ok({ result: await offers.send(user(req), req.params.id, req.body) }),
  );

  r.get(
    '/api/v1/manager/kp/:id/offers',
    {
      ...manager,
      schema: {
        tags: managerTags,
        operationId: 'listKpOffersForManager',
        security,
        summary: 'Редакции КП по запросу, со статусами и суммами',
        params: idParams,
        response: { 200: offerList, ...managerErrors },
      },
    },
    async (req) => ok({ result: await offers.list(req.params.id) }),
  );

  app.get<{ Params: { id: number; rev: number } }>(
    '/api/v1/manager/kp/:id/offers/:rev/pdf',
    {
      ...manager,
      schema: {
        tags: managerTags,
        operationId: 'downloadKpOfferRevisionForManager',
        security,
        summary: 'PDF редакции КП',
        params: revParams,
        response: { 200: fileAnswer('КП, PDF', 'application/pdf'), ...managerErrors },
      },
    },
    async (req, reply) => sendPdf(reply, await offers.pdf(req.params.id, req.params.rev)),
  );

  app.get<{ Params: { id: number; rev: number } }>(
    '/api/v1/manager/kp/:id/offers/:rev/commerceml',
    {
      ...manager,
      schema: {
        tags: managerTags,
        operationId: 'exportKpOfferCommerceMl',
        security,
        summary: 'Принятое КП для 1С: CommerceML 2.10 (Документ: контрагенты, товары, НДС)',
        params: revParams,
        response: {
          200: fileAnswer('CommerceML 2.10', 'application/xml'),
          409: errorEnvelope,
          ...managerErrors,
        },
      },
    },
    async (req, reply) => {
      const { doc, offer } = await offers.acceptedDoc(req.params.id, req.params.rev);
      const xml = offerCommerceMl({ doc, offerId: offer.id, at: new Date().toISOString() });
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header(
          'content-disposition',
          contentDisposition(`${doc.number}-${doc.revision}.xml`, { fallback: true }),
        )
        .header('cache-control', 'private, no-store')
        .send(xml);
    },
  );

  app.get<{ Params: { id: number; rev: number } }>(
    '/api/v1/manager/kp/:id/offers/:rev/csv',
    {
      ...manager,
      schema: {
        tags: managerTags,
        operationId: 'exportKpOfferCsv',
        security,
        summary: 'Принятое КП строками CSV (;, десятичная запятая, UTF-8)',
        params: revParams,
        response: { 200: fileAnswer('CSV', 'text/csv'), 409: errorEnvelope, ...managerErrors },
      },
    },
    async (req, reply) => {
      const { doc } = await offers.acceptedDoc(req.params.id, req.params.rev);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          contentDisposition(`${doc.number}-${doc.revision}.csv`, { fallback: true }),
        )
        .header('cache-control', 'private, no-store')
        .send(offerCsv(doc));
    },
  );

  for (const side of ['manager', 'user'] as const) {
    app.get<{ Params: { id: number; rev: number } }>(
      `/api/v1/${side}/kp/:id/offers/:rev/acceptance`,
      {
        ...(side === 'manager' ? manager : customer),
        schema: {
          tags: side === 'manager' ? managerTags : customerTags,
          operationId: side === 'manager' ? 'downloadKpAcceptanceForManager' : 'downloadKpAcceptance',
          security,
          summary: 'Лист принятия КП (PDF): кто, когда, с какого адреса, SHA-256 принятого документа',
          params: revParams,
          response: {
            200: fileAnswer('Лист принятия, PDF', 'application/pdf'),
            409: errorEnvelope,
            ...(side === 'manager' ? managerErrors : errors),
          },
        },
      },
      async (req, reply) => {
        const sheet = await offers.acceptanceSheet(
          req.params.id,
          req.params.rev,
          side === 'manager' ? undefined : user(req),
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', contentDisposition(sheet.name, { fallback: true }))
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(sheet.pdf));
      },
    );
  }

  // ---------------------------------------------------------------- customer

  r.get(
    '/api/v1/user/kp/:id/offers',
    {
      ...customer,
      schema: {
        tags: customerTags,
        operationId: 'listKpOffers',
        security,
        summary: 'Редакции КП по моему запросу: отправлено, заменено, принято, отклонено, истёк срок',
        params: idParams,
        response: { 200: offerList, ...errors },
      },
    },
    async (req) => ok({ result: await offers.list(req.params.id, user(req)) }),
  );

  app.get<{ Params: { id: number; rev: number } }>(
    '/api/v1/user/kp/:id/offers/:rev/pdf',
    {
      ...customer,
      schema: {
        tags: customerTags,
        operationId: 'downloadKpOfferRevision',
        security,
        summary: 'PDF редакции КП (и заменённой — для справки)',
        params: revParams,
        response: { 200: fileAnswer('КП, PDF', 'application/pdf'), ...errors },
      },
    },
    async (req, reply) => sendPdf(reply, await offers.pdf(req.params.id, req.params.rev, user(req))),
  );

  r.post(
    '/api/v1/user/kp/:id/offers/:rev/code',
    {
      ...customer,
      config: writeLimit,
      schema: {
        tags: customerTags,
        operationId: 'requestKpOfferCode',
        security,
        summary: 'Код подтверждения принятия КП: 4 цифры в СМС на телефон аккаунта, действует 10 минут',
        params: revParams,
        response: { 200: envelope(offerCodeSent), 409: errorEnvelope, 429: errorEnvelope, ...errors },
      },
    },
    async (req) => ok(await offers.requestCode(user(req), req.params.id, req.params.rev)),
  );

  r.post(
    '/api/v1/user/kp/:id/offers/:rev/accept',
    {
      ...customer,
      config: writeLimit,
      schema: {
        tags: customerTags,
        operationId: 'acceptKpOffer',
        security,
        summary:
          'Принять КП кодом из СМС (простая электронная подпись: кто, когда, с какого адреса, SHA-256)',
        description:
          'Заменённое, истёкшее, принятое или отклонённое КП — 409; неверный код — 400; пять ошибок — 429.',
        params: revParams,
        body: offerAcceptRequest,
        response: { 200: offerList, 409: errorEnvelope, 429: errorEnvelope, ...errors },
      },
    },
    async (req) =>
      ok({ result: await offers.accept(user(req), req.params.id, req.params.rev, req.body.code, req.ip) }),
  );

  r.post(
    '/api/v1/user/kp/:id/offers/:rev/changes',
    {
      ...customer,
      config: writeLimit,
      schema: {
        tags: customerTags,
        operationId: 'askKpOfferChanges',
        security,
        summary: 'Запросить изменения КП: запрос переходит в «Уточнение» с комментарием клиента',
        params: revParams,
        body: offerChangesRequest,
        response: { 200: offerList, 409: errorEnvelope, 429: errorEnvelope, ...errors },
      },
    },
    async (req) =>
      ok({ result: await offers.askChanges(user(req), req.params.id, req.params.rev, req.body.comment) }),
  );

  r.post(
    '/api/v1/user/kp/:id/offers/:rev/decline',
    {
      ...customer,
      config: writeLimit,
      schema: {
        tags: customerTags,
        operationId: 'declineKpOffer',
        security,
        summary: 'Отклонить КП с причиной',
        params: revParams,
        body: offerDeclineRequest,
        response: { 200: offerList, 409: errorEnvelope, 429: errorEnvelope, ...errors },
      },
    },
    async (req) =>
      ok({ result: await offers.decline(user(req), req.params.id, req.params.rev, req.body.reason) }),
  );
}
