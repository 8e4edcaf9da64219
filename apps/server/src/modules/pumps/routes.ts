// The pump calls of calculators §7 under /api/v1/search/pump, all behind the Aquastrong calculator
// grant. Thin: contracts' schemas in and out, rules in PumpService, documents in the selection pool.
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calcOfRequestType,
  envelope,
  errorEnvelope,
  pumpDetails,
  pumpFilterResult,
  pumpForm,
  pumpSeriesData,
  pumpSeriesFilter,
  pumpSeriesItem,
  searchAccepted,
} from '@podbor/contracts';
import type { App } from '../../app-types';
import { ok } from '../../http/envelope';
import { nullMeansEmpty } from '../../http/null-means-empty';
import { calcGrantAndSession, calcGrantRequired, fileAnswer, publicCall } from '../../http/openapi';
import { authRequired, requireUser } from '../auth/guard';
import { requireCalcGrant } from '../calc-access/guard';
import { pumpSearchRoutes } from './search-routes';

const tags = ['Насосы'];
const refusals = { 401: errorEnvelope, 404: errorEnvelope };
const withBody = { 400: errorEnvelope, ...refusals };

/** Registered by the pump module's plugin (plugin.ts), which decorates `pumps`. */
export async function pumpRoutes(app: App) {
  await app.register(seriesImageRoute);
  await app.register(calculatorRoutes);
  await app.register(pumpSearchRoutes);
}

/**
 * The series drawing is open to anyone: an <img> sends no calc-access header, and a schematic
 * drawing tells nothing the calculator protects.
 */
async function seriesImageRoute(app: App) {
  // Untyped reply: the 200 answer is a JPEG, not an envelope.
  app.get<{ Params: { id: string } }>(
    '/api/v1/search/pump/series/:id/image',
    {
      schema: {
        tags,
        operationId: 'getPumpSeriesImage',
        security: publicCall,
        summary: 'Рисунок серии (JPEG, схема) для карточки серии; без разрешения калькулятора',
        params: z.object({ id: z.string() }),
        response: { 200: fileAnswer('Рисунок серии', 'image/jpeg'), 404: errorEnvelope },
      },
    },
    async (req, reply) => {
      const image = app.pumps.getSeriesImage(req.params.id);
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'public, max-age=86400')
        .send(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
    },
  );
}

/** Every calculator call needs the Aquastrong grant. */
async function calculatorRoutes(app: App) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireCalcGrant(calcOfRequestType.pump));

  r.get(
    '/api/v1/search/pump/series',
    {
      schema: {
        tags,
        operationId: 'listPumpSeries',
        security: calcGrantRequired,
        summary: 'Серии насосов (id, name, описание, опции, рисунок)',
        response: { 200: envelope(z.array(pumpSeriesItem)), 401: errorEnvelope },
      },
    },
    async () => ok(app.pumps.listSeries()),
  );

  r.get(
    '/api/v1/search/pump/series/:id',
    {
      schema: {
        tags,
        operationId: 'getPumpSeries',
        security: calcGrantRequired,
        summary: 'Серия насосов с полным модельным рядом и ключевыми параметрами моделей',
        params: z.object({ id: z.string() }),
        response: { 200: envelope(pumpSeriesData), ...refusals },
      },
    },
    async (req) => ok(app.pumps.getSeries(req.params.id)),
  );

  r.get(
    '/api/v1/search/pump/filter/:seriesId',
    {
      schema: {
        tags,
        operationId: 'getPumpFilter',
        security: calcGrantRequired,
        summary: 'Поля формы подбора, которые предлагает серия, с диапазонами и вариантами',
        params: z.object({ seriesId: z.string() }),
        response: { 200: envelope(pumpSeriesFilter), ...refusals },
      },
    },
    async (req) => ok(app.pumps.getFilter(req.params.seriesId)),
  );

  r.post(
    '/api/v1/search/pump/filter/:seriesId',
    {
      preValidation: nullMeansEmpty,
      schema: {
        tags,
        operationId: 'selectPumps',
        security: calcGrantRequired,
        summary:
          'Подбор насосов серии по рабочей точке: кандидаты с delta.x_work и why, отклонённые с причиной',
        params: z.object({ seriesId: z.string() }),
        body: pumpForm,
        response: { 200: envelope(pumpFilterResult), ...withBody },
      },
    },
    async (req) => ok(app.pumps.select(req.params.seriesId, req.body)),
  );

  r.post(
    '/api/v1/search/pump/files/:pumpId',
    {
      // A guest could never download the files: 401 before anything is rendered (decision 0035).
      onRequest: authRequired,
      preValidation: nullMeansEmpty,
      schema: {
        tags,
        operationId: 'requestPumpFiles',
        security: calcGrantAndSession,
        summary:
          'Файлы расчёта насоса (HQc.png, Powerc.png, Image.jpg, PDF): ответ — hash для опроса /api/v1/request/{hash}',
        params: z.object({ pumpId: z.string() }),
        body: pumpForm,
        response: { 200: envelope(searchAccepted), ...withBody, 503: errorEnvelope },
      },
    },
    async (req) =>
      ok(
        await app.selection.submit({
          type: 'pump',
          input: app.pumps.filesJob(req.params.pumpId, req.body),
          userId: requireUser(req).id,
          ip: req.ip,
          // The same pump and duty again: the user's finished (or running) files, not a second row.
          reuse: true,
        }),
      ),
  );

  r.post(
    '/api/v1/search/pump/:pumpId',
    {
      preValidation: nullMeansEmpty,
      schema: {
        tags,
        operationId: 'getPumpDetails',
        security: calcGrantRequired,
        summary: 'Насос для рабочей точки: параметры, характеристики, кривая сети, рабочая точка',
        params: z.object({ pumpId: z.string() }),
        body: pumpForm,
        response: { 200: envelope(pumpDetails), ...withBody },
      },
    },
    async (req) => ok(app.pumps.pump(req.params.pumpId, req.body)),
  );
}
