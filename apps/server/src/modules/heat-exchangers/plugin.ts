// The heat-exchanger calculators' own calls: rating a given unit (DOMAIN.md «Rating mode»), one per
// line behind that line's grant, and the rated unit's datasheet. Thin: contracts' schemas in and
// out, the rule in HeatRatingService, the PDF made by the engine in the worker pool.
import { create as contentDisposition } from 'content-disposition';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiMessages,
  calcOfRequestType,
  envelope,
  errorEnvelope,
  heatRatingRequest,
  heatRatingResult,
  type CalcType,
} from '@podbor/contracts';
import type { App } from '../../app-types';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { calcGrantAndSession, calcGrantRequired, fileAnswer } from '../../http/openapi';
import { nullMeansEmpty } from '../../http/null-means-empty';
import { requireCalcGrant } from '../calc-access/guard';
import { HeatRatingService } from './service';

const lineOf = { clever: 'clever', rto: 'lt' } as const;

function ratingRoute(type: Extract<CalcType, 'clever' | 'rto'>) {
  return async function heatRating(app: App) {
    const service = new HeatRatingService();
    app.withTypeProvider<ZodTypeProvider>().post(
      `/api/v1/search/${type}/rate`,
      {
        onRequest: requireCalcGrant(calcOfRequestType[type]),
        preValidation: nullMeansEmpty,
        schema: {
          tags: ['Теплообменники'],
          operationId: type === 'clever' ? 'rateCleverUnit' : 'rateLtUnit',
          security: calcGrantRequired,
          summary:
            'Поверочный расчёт теплообменника: модель, пластины, ходы, входные температуры и расходы → мощность, выходные температуры, потери давления, запас',
          body: heatRatingRequest,
          response: {
            200: envelope(heatRatingResult),
            400: errorEnvelope,
            401: errorEnvelope,
            422: errorEnvelope,
          },
        },
      },
      async (req) => ok(service.rate(lineOf[type], req.body)),
    );

    // The rated unit's datasheet (issue 30 item 2): rendered in the worker pool, sent, not kept.
    app.withTypeProvider<ZodTypeProvider>().post(
      `/api/v1/search/${type}/rate/datasheet`,
      {
        onRequest: requireCalcGrant(calcOfRequestType[type]),
        preValidation: nullMeansEmpty,
        schema: {
          tags: ['Теплообменники'],
          operationId: type === 'clever' ? 'rateCleverUnitDatasheet' : 'rateLtUnitDatasheet',
          security: calcGrantAndSession,
          summary:
            'PDF поверочного расчёта: исходные данные, нарушенные ограничения подбора, все величины для проверки вручную (после входа)',
          body: heatRatingRequest,
          response: {
            200: fileAnswer('Поверочный расчёт, PDF', 'application/pdf'),
            400: errorEnvelope,
            401: errorEnvelope,
            422: errorEnvelope,
            429: errorEnvelope,
            503: errorEnvelope,
          },
        },
      },
      async (req, reply) => {
        if (!req.user) throw new AppError(401, apiMessages.downloadNeedsLogin);
        const [sheet] = await app.selection.documentsOnce(type, { ratingSheet: req.body }, req.user.id);
        if (!sheet) throw new AppError(500, apiMessages.selectionFailed);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', contentDisposition(sheet.name, { fallback: true }))
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(sheet.data) as never); // bytes: the schema knows the answer as a binary string
      },
    );
  };
}

export const cleverPlugin = ratingRoute('clever');
export const rtoPlugin = ratingRoute('rto');
