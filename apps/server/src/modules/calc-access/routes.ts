// POST /api/v1/calc/access: a calculator password in, a signed grant out; wrong passwords are
// limited per IP and calculator (the service's CALC_ACCESS_FAILURES) so they cannot be guessed at speed.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calcAccessRequest, calcAccessResponse, envelope, errorEnvelope } from '@podbor/contracts';
import type { App } from '../../app-types';
import { ok } from '../../http/envelope';
import { publicCall } from '../../http/openapi';

export async function calcAccessRoutes(app: App) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/calc/access',
    {
      schema: {
        tags: ['Калькуляторы'],
        operationId: 'openCalcAccess',
        security: publicCall,
        summary: 'Пароль калькулятора → разрешение (grant) для заголовка calc-access',
        body: calcAccessRequest,
        response: {
          200: envelope(calcAccessResponse),
          400: errorEnvelope,
          401: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (req) => ok(await app.calcAccess.open(req.body.calc, req.body.password, req.ip)),
  );
}
