// Routes of selection requests: POST /api/v1/search/{category}, GET /api/v1/request/{hash} and the
// downloads GET /api/v1/files/{id}/{name}. Thin: schemas from contracts, rules in the service.
import { create as contentDisposition } from 'content-disposition';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiMessages,
  calcOfRequestType,
  calculators,
  envelope,
  errorEnvelope,
  pathIdSchema,
  requestHash,
  requestStatus,
  searchAccepted,
} from '@podbor/contracts';
import type { App } from '../../app-types';
import { ok } from '../../http/envelope';
import {
  calcGrantSessionOptional,
  fileAnswer,
  publicCall,
  sessionOptional,
  sessionRequired,
} from '../../http/openapi';
import { AppError } from '../../http/errors';
import { nullMeansEmpty } from '../../http/null-means-empty';
import { requireCalcGrant } from '../calc-access/guard';
import { calculatorModuleList, type CalculatorModules } from './calculator-module';

const safeMime = /^[\w.+-]+\/[\w.+-]+$/;

export async function selectionRoutes(app: App, opts: { calculators: CalculatorModules }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // A search category per calculator module whose registry entry has one, behind its grant.
  for (const calc of calculatorModuleList(opts.calculators)) {
    const { category } = calculators[calc.type];
    if (!category) continue;
    r.post(
      `/api/v1/search/${category}`,
      {
        onRequest: requireCalcGrant(calcOfRequestType[calc.type]),
        preValidation: nullMeansEmpty,
        schema: {
          tags: ['Подбор'],
          operationId: `search${category.charAt(0).toUpperCase()}${category.slice(1)}`,
          security: calcGrantSessionOptional,
          summary: `Запустить подбор «${category}»; ответ — hash для опроса /api/v1/request/{hash}`,
          description: 'Пустое поле можно передать как null: оно читается как не заданное.',
          body: calc.formSchema,
          response: {
            200: envelope(searchAccepted),
            400: errorEnvelope,
            401: errorEnvelope,
            503: errorEnvelope,
          },
        },
      },
      async (req) =>
        ok(
          await app.selection.submit({
            type: calc.type,
            input: req.body,
            userId: req.user?.id ?? null,
            ip: req.ip,
            // The same input again: the user's done or running request, not a second history entry.
            reuse: true,
          }),
        ),
    );
  }

  // Any other category — not (yet) available — is refused the same way whatever the body.
  r.post(
    '/api/v1/search/:category',
    {
      schema: {
        tags: ['Подбор'],
        operationId: 'searchUnavailableCategory',
        security: publicCall,
        summary: 'Неизвестная или недоступная категория подбора',
        params: z.object({ category: z.string() }),
        response: { 404: errorEnvelope },
      },
    },
    async () => {
      throw new AppError(404, apiMessages.unknownCategory);
    },
  );

  r.get(
    '/api/v1/request/:hash',
    {
      schema: {
        tags: ['Подбор'],
        operationId: 'getRequestStatus',
        security: sessionOptional,
        summary: 'Состояние запроса подбора: files, error, response, id, hash',
        // The hash, or for its signed-in owner the request's id (contracts' id rule: 404 outside it).
        params: z.object({ hash: z.union([requestHash, pathIdSchema]) }),
        response: { 200: envelope(requestStatus), 404: errorEnvelope },
      },
    },
    async (req, reply) => {
      const json = await app.selection.status(req.params.hash, req.user);
      // Already the 200 envelope's JSON text (service.ts `status`), sent as it is; the type
      // provider knows the answer only as the object it describes.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  // Untyped reply: the 200 answer is a byte stream, not an envelope.
  app.get<{ Params: { id: number; name: string } }>(
    '/api/v1/files/:id/:name',
    {
      schema: {
        tags: ['Файлы'],
        operationId: 'downloadFile',
        security: sessionRequired,
        summary: 'Скачать файл расчёта или комментария (владелец или менеджер, после входа)',
        params: z.object({ id: pathIdSchema, name: z.string() }),
        response: { 200: fileAnswer('Файл расчёта'), 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req, reply) => {
      if (!req.user) throw new AppError(401, apiMessages.downloadNeedsLogin);
      const owned = await app.files.openOwned(req.params.id, req.user.id, req.user.role === 'manager');
      if (!owned) throw new AppError(404, apiMessages.fileNotFound);
      const { file, stream } = owned;
      const { name, ascii } = await app.selection.downloadName(file);
      return (
        reply
          .header('content-type', safeMime.test(file.mime) ? file.mime : 'application/octet-stream')
          .header('content-length', String(file.size))
          // RFC 6266 / 5987: an ASCII fallback plus the exact UTF-8 name (Cyrillic survives); a
          // calculation's file is saved as 'EVR 10-4 — H-Q.png' while its URL keeps the key.
          .header('content-disposition', contentDisposition(name, { fallback: ascii ?? true }))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(stream)
      );
    },
  );
}
