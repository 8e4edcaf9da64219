// Rate limiting (@fastify/rate-limit), off by default and switched on per route through
// `config.rateLimit`; a refusal is 429 in the envelope with a Russian message and Retry-After.
// The counts live in the database (decision 0039), so every instance on it holds one limit; the
// same counters are `app.rateCounter` for limits counted by a service (calculator passwords).
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { App } from '../app-types';
import { DatabaseRateCounter, type RateCounter } from '../modules/limits/counter';
import { databaseStore } from '../modules/limits/store';

declare module 'fastify' {
  interface FastifyInstance {
    rateCounter: RateCounter;
  }
}

async function rateLimits(app: App) {
  const counter = new DatabaseRateCounter(app.database);
  counter.start((err) => app.log.warn({ err }, 'rate-limit sweep failed'));
  app.addHook('onClose', async () => counter.stop());
  app.decorate('rateCounter', counter);
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(counter),
    // The error handler turns this into the envelope with apiMessages.tooManyRequests.
    errorResponseBuilder: (_req, ctx) =>
      Object.assign(new Error('rate limited'), { statusCode: ctx.statusCode }),
  });
}

export default fp(rateLimits, { name: 'rate-limit', decorators: { fastify: ['database'] } });

/**
 * Writes per user and minute (creating objects, projects, comments, КП requests): far above what a
 * person does, low enough that a script cannot fill the disk or the database in a hurry.
 */
export const USER_WRITE_RATE = { max: 60, timeWindow: 60_000 };

/**
 * A route's `config` for a limit per signed-in user (a guest, refused by the session check first,
 * would count per address): checked after the session hook, so the key is the user.
 */
export function perUserLimit(name: string, rate: { max: number; timeWindow: number }) {
  return {
    rateLimit: {
      ...rate,
      hook: 'preHandler' as const,
      keyGenerator: (req: FastifyRequest) => `${name}:${req.user?.id ?? req.ip}`,
    },
  };
}
