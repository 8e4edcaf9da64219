// Rate limiting (@fastify/rate-limit), off by default and switched on per route through
// `config.rateLimit`; a refusal is 429 in the envelope with a Russian message and Retry-After.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { App } from '../app';

async function rateLimits(app: App) {
  await app.register(rateLimit, {
    global: false,
    // The error handler turns this into the envelope with apiMessages.tooManyRequests.
    errorResponseBuilder: (_req, ctx) =>
      Object.assign(new Error('rate limited'), { statusCode: ctx.statusCode }),
  });
}

export default fp(rateLimits, { name: 'rate-limit' });
