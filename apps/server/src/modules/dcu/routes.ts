// The DCU's own call: GET /api/v1/dcu/article/{articul} → the options (behind the DCU grant).
// Thin: contracts' schemas in and out, the rule in DcuService.
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calcOfRequestType, dcuArticleDecoded, envelope, errorEnvelope } from '@podbor/contracts';
import type { App } from '../../app-types';
import { ok } from '../../http/envelope';
import { calcGrantRequired } from '../../http/openapi';
import { requireCalcGrant } from '../calc-access/guard';

export async function dcuRoutes(app: App) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/dcu/article/:articul',
    {
      onRequest: requireCalcGrant(calcOfRequestType.dcu),
      schema: {
        tags: ['Коллекторные узлы'],
        operationId: 'decodeDcuArticle',
        security: calcGrantRequired,
        summary: 'Параметры узла по артикулу: артикул, прочитанный обратно в параметры формы',
        params: z.object({ articul: z.string().max(80) }),
        response: { 200: envelope(dcuArticleDecoded), 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    async (req) => ok(app.dcu.decodeArticle(req.params.articul)),
  );
}
