// The pump search across all series and the comparison (decision 0032), behind the Aquastrong
// calculator grant like every pump call. Thin: contracts' schemas in and out, rules in
// PumpSearchService.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calcOfRequestType,
  envelope,
  errorEnvelope,
  pumpCatalogFilter,
  pumpCompareRequest,
  pumpCompareResult,
  pumpForm,
  pumpSearchResult,
} from '@podbor/contracts';
import type { App } from '../../app-types';
import { ok } from '../../http/envelope';
import { nullMeansEmpty } from '../../http/null-means-empty';
import { calcGrantRequired } from '../../http/openapi';
import { requireCalcGrant } from '../calc-access/guard';

const tags = ['Насосы'];

export async function pumpSearchRoutes(app: App) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireCalcGrant(calcOfRequestType.pump));

  r.get(
    '/api/v1/search/pump/all',
    {
      schema: {
        tags,
        operationId: 'getPumpSearchFilter',
        security: calcGrantRequired,
        summary: 'Поля формы подбора по всем сериям, охват каталога и список серий',
        response: { 200: envelope(pumpCatalogFilter), 401: errorEnvelope },
      },
    },
    async () => ok(app.pumpSearch.getFilter()),
  );

  r.post(
    '/api/v1/search/pump/all',
    {
      preValidation: nullMeansEmpty,
      schema: {
        tags,
        operationId: 'searchPumpsAllSeries',
        security: calcGrantRequired,
        summary:
          'Подбор по всем сериям: один список, упорядоченный по правилу решения 0030, с серией каждого насоса',
        body: pumpForm,
        response: { 200: envelope(pumpSearchResult), 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    async (req) => ok(app.pumpSearch.search(req.body)),
  );

  r.post(
    '/api/v1/search/pump/compare',
    {
      schema: {
        tags,
        operationId: 'comparePumps',
        security: calcGrantRequired,
        summary:
          'Сравнение 2–4 насосов для рабочей точки: характеристики, рабочие точки, P2, P1, энергия за год',
        body: pumpCompareRequest,
        response: {
          200: envelope(pumpCompareResult),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (req) => ok(app.pumpSearch.compare(req.body)),
  );
}
