// Builds the Fastify instance (used by main.ts and by tests): external plugins, then app plugins,
// then module routes — in that order, in this one place.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/database';
import { registerErrorHandling } from './plugins/error-handler';

export interface AppDeps {
  config: Config;
  database: Db;
}

/** The signed-in user of a request, set by the auth plugin; null for a guest. */
export interface AuthUser {
  id: number;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Db;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export type App = FastifyInstance;

export async function buildApp(deps: AppDeps, opts: { logger?: FastifyServerOptions['logger'] } = {}) {
  const app = Fastify({
    logger: opts.logger ?? { level: deps.config.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('database', deps.database);
  app.decorateRequest('user', null);

  // 1. external plugins
  // 2. app plugins
  registerErrorHandling(app);

  // 3. routes
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await deps.database.db.selectFrom('request').select('id').limit(1).execute();
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'not ready' });
    }
  });

  await app.ready();
  return app;
}
