// Builds the Fastify instance (used by main.ts and by tests): external plugins, then app plugins,
// then module routes — in that order, in this one place.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/database';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './http/error-handler';
import { registerSecurityHeaders } from './plugins/security';
import { registerRateLimit } from './plugins/rate-limit';
import { registerOpenApi } from './plugins/openapi';
import { registerSpa } from './plugins/spa';
import { registerConnectionDrain } from './plugins/drain';
import { registerAuth } from './plugins/auth';
import { authRoutes } from './modules/auth/routes';
import { loadServerSecret } from './secrets';
import { CalcAccessService } from './modules/calc-access/service';
import { calcAccessRoutes } from './modules/calc-access/routes';
import { registerSelection, type SelectionOptions } from './modules/selection/plugin';
import { selectionRoutes } from './modules/selection/routes';
import { searchSchemas, type SearchSchemas } from './modules/selection/categories';
import { registerCabinet } from './modules/cabinet/plugin';
import { cabinetRoutes } from './modules/cabinet/routes';
import { pumpRoutes } from './modules/pumps/routes';

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

export interface BuildOptions {
  /** false silences the log; an object (e.g. with a `stream`) is merged over the defaults. */
  logger?: FastifyServerOptions['logger'];
  /** Selection engines and queue (server tests pass a fixture engine registry here). */
  selection?: SelectionOptions & { searchSchemas?: SearchSchemas };
  /** Runs after the app plugins, before the routes: tests add test-only hooks here. */
  extend?: (app: App) => void | Promise<void>;
}

/** Never log secrets: session and calculator tokens, cookies, password fields. */
export const logRedact = {
  paths: [
    'req.headers.jwt',
    'req.headers["calc-access"]',
    'req.headers.authorization',
    'req.headers.cookie',
    'headers.jwt',
    'headers["calc-access"]',
    'headers.authorization',
    'headers.cookie',
    'password',
    '*.password',
    '*.newPassword',
    '*.oldPassword',
    '*.grant',
  ],
  censor: '[redacted]',
};

function loggerOptions(
  config: Config,
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = { level: config.LOG_LEVEL, redact: logRedact };
  return typeof logger === 'object' && logger !== null ? { ...base, ...logger } : base;
}

export async function buildApp(deps: AppDeps, opts: BuildOptions = {}) {
  const app = Fastify({
    logger: loggerOptions(deps.config, opts.logger),
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors,
    clientErrorHandler,
    // A stored file name may be 255 characters (file-store.ts); the default 100 turned the download
    // of a longer one into «no such API address». The URL itself is capped at 8 KB (error-handler.ts).
    routerOptions: { maxParamLength: 1024 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('database', deps.database);
  app.decorateRequest('user', null);

  // 1. external plugins
  await registerSecurityHeaders(app);
  await registerRateLimit(app);
  await registerOpenApi(app);
  const spaFallback = await registerSpa(app, deps.config.WEB_DIST_DIR);

  // 2. app plugins
  registerErrorHandling(app, { pageFallback: spaFallback });
  registerConnectionDrain(app);
  registerAuth(app);
  app.decorate('calcAccess', new CalcAccessService(deps.config, loadServerSecret(deps.config)));
  registerSelection(app, opts.selection);
  registerCabinet(app);
  await opts.extend?.(app);

  // 3. routes
  await app.register(authRoutes, { prefix: '/api/v1/user' });
  await app.register(calcAccessRoutes);
  await app.register(selectionRoutes, { schemas: opts.selection?.searchSchemas ?? searchSchemas });
  await app.register(cabinetRoutes, { prefix: '/api/v1/user' });
  await app.register(pumpRoutes);
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
