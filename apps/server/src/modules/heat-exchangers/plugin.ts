// The heat-exchanger calculators' own call: rating a given unit (DOMAIN.md «Rating mode»), one per
// line behind that line's grant. Thin: contracts' schemas in and out, the rule in HeatRatingService.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calcOfRequestType,
  envelope,
  errorEnvelope,
  heatRatingRequest,
  heatRatingResult,
  type CalcType,
} from '@podbor/contracts';
import type { App } from '../../app';
import { ok } from '../../http/envelope';
import { calcGrantRequired } from '../../http/openapi';
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
  };
}

export const cleverPlugin = ratingRoute('clever');
export const rtoPlugin = ratingRoute('rto');
