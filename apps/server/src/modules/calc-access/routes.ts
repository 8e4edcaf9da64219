// POST /api/v1/calc/access: a calculator password in, a signed grant out; rate-limited per IP
// and calculator so passwords cannot be guessed at speed.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calcAccessRequest, calcAccessResponse, envelope, errorEnvelope } from '@podbor/contracts';
import type { App } from '../../app';
import { ok } from '../../plugins/envelope';

/** Attempts per IP and calculator per minute. */
export const CALC_ACCESS_RATE = { max: 10, timeWindow: 60_000 };

export async function calcAccessRoutes(app: App) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/calc/access',
    {
      schema: {
        tags: ['Калькуляторы'],
        summary: 'Пароль калькулятора → разрешение (grant) для заголовка calc-access',
        body: calcAccessRequest,
        response: {
          200: envelope(calcAccessResponse),
          400: errorEnvelope,
          401: errorEnvelope,
          429: errorEnvelope,
        },
      },
      config: {
        rateLimit: {
          ...CALC_ACCESS_RATE,
          // After validation, so the key can name the calculator.
          hook: 'preHandler',
          keyGenerator: (req) => `${req.ip}|${(req.body as { calc?: string } | undefined)?.calc ?? ''}`,
        },
      },
    },
    async (req) => ok(await app.calcAccess.open(req.body.calc, req.body.password)),
  );
}
