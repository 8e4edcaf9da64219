// Rate limiting (@fastify/rate-limit), off by default and switched on per route through
// `config.rateLimit`; a refusal is 429 in the envelope with a Russian message and Retry-After.
import rateLimit from '@fastify/rate-limit';
import type { App } from '../app';

export async function registerRateLimit(app: App): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // The error handler turns this into the envelope with apiMessages.tooManyRequests.
    errorResponseBuilder: (_req, ctx) =>
      Object.assign(new Error('rate limited'), { statusCode: ctx.statusCode }),
  });
}
