// Builds the Fastify instance (used by main.ts and by tests): external plugins, then app plugins,
// then the modules — each one Fastify plugin — in that order, in this one place.
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { App, AppDeps, AuthUser } from './app-types';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import { DatabaseHealth } from './db/health';
import { calculatorModules, enginesModuleUrl } from './calculators';
import errorHandling, { clientErrorHandler, frameworkErrors } from './http/error-handler';
import securityHeaders from './plugins/security';
import rateLimits from './plugins/rate-limit';
import openApi from './plugins/openapi';
import { publicCall } from './http/openapi';
import compression from './plugins/compression';
import spa, { inlineScriptHashes } from './plugins/spa';
import connectionDrain from './plugins/drain';
import connectionCap from './plugins/connections';
import jsonBody from './plugins/json-body';
import { privateDir } from './private-files';
import authModule from './modules/auth/plugin';
import calcAccessModule from './modules/calc-access/plugin';
import selectionModule, { type SelectionOptions } from './modules/selection/plugin';
import cabinetModule from './modules/cabinet/plugin';
import notificationsModule from './modules/notifications/plugin';
import kpModule, { type KpPluginOptions } from './modules/kp/plugin';
import chatModule from './modules/chat/plugin';

// The app's types live in app-types.ts, which imports no module: modules and plugins take `App` and
// `AuthUser` from there, so no type import runs through this file, which imports every module.
export type { App, AppDeps, AuthUser } from './app-types';

export interface BuildOptions {
  /** false silences the log; an object (e.g. with a `stream`) is merged over the defaults. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Calculator modules, engine registry and queue of the selection module; default: the modules of
   * calculators.ts and their engines (server tests pass fixture calculators and engines here).
   */
  selection?: Partial<SelectionOptions>;
  /** The kp module's NotifyPort (tests pass a recorder; no-op by default). */
  kp?: KpPluginOptions;
  /** The chat's stream heartbeat (tests shorten it). */
  chat?: { heartbeatMs?: number };
  /** Runs after the app plugins, before the modules: tests add test-only hooks here. */
  extend?: (app: App) => void | Promise<void>;
}

/**
 * `request.user` with one guard (decision 0040): when the auth hook could not check the session
 * because the database is out of reach, it records that error instead of a user, and any code that
 * then asks who the user is gets the error (503) — a signed-in user is never served as a guest (a
 * logout that revokes nothing, a 401 that would end the session in the browser). Calls that never
 * ask (the pump selection, the calculators' pages) go on working.
 */
function decorateSessionUser(app: FastifyInstance) {
  const user = Symbol('user');
  const fault = Symbol('sessionFault');
  type Holder = { [user]?: AuthUser | null; [fault]?: unknown };
  const held = (req: FastifyRequest) => req as unknown as Holder;
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      const h = held(this);
      if (h[fault] !== undefined) throw h[fault];
      return h[user] ?? null;
    },
    setter(this: FastifyRequest, value: AuthUser | null) {
      held(this)[user] = value;
    },
  });
  app.decorateRequest('sessionUnchecked', function (this: FastifyRequest, err: unknown) {
    held(this)[fault] = err;
  });
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

/** A hop count as the function Fastify would make of it (its types take no number). */
function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(deps: AppDeps, opts: BuildOptions = {}) {
  const app = Fastify({
    logger: loggerOptions(deps.config, opts.logger),
    bodyLimit: 1024 * 1024,
    // TRUST_PROXY (decision 0035): whose X-Forwarded-For names the client; none by default.
    trustProxy: trustProxyOption(deps.config.trustProxy),
    // A body that stops arriving is cut off (slow-body attacks held sockets for ever); an idle
    // socket is closed after two minutes.
    requestTimeout: deps.config.REQUEST_TIMEOUT_MS,
    connectionTimeout: 120_000,
    // Node checks those timeouts every 30 s by default: a 60 s limit could hold a socket 90 s.
    http: {
      connectionsCheckingInterval: 2_000,
      headersTimeout: Math.min(30_000, deps.config.REQUEST_TIMEOUT_MS),
    },
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
  // DATA_DIR holds the outbox, the generated key and (SQLite) the database and files: owner-only.
  privateDir(deps.config.dataDir);
  deps.database.onConnectionLost = (err) =>
    app.log.warn({ err }, 'database connection lost; the pool opens a new one when next needed');
  decorateSessionUser(app);

  // 1. external plugins (compression first: it hooks every route registered after it)
  await app.register(compression);
  await app.register(securityHeaders, { scriptHashes: inlineScriptHashes(deps.config.WEB_DIST_DIR) });
  await app.register(rateLimits);
  await app.register(openApi);
  await app.register(spa, { distDir: deps.config.WEB_DIST_DIR });

  // 2. app plugins
  await app.register(errorHandling);
  await app.register(jsonBody);
  await app.register(connectionDrain);
  await app.register(connectionCap, { maxPerAddress: deps.config.maxConnectionsPerAddress });
  await opts.extend?.(app);

  // 3. modules
  await app.register(authModule);
  await app.register(calcAccessModule);
  await app.register(selectionModule, {
    calculators: opts.selection?.calculators ?? calculatorModules,
    enginesModule: opts.selection?.enginesModule ?? enginesModuleUrl(),
    maxQueue: opts.selection?.maxQueue,
    // The heat exchangers are offered cheapest first by the price list in force (decision 0026
    // «Cost»); the kp module owns the list and is registered below, before any job runs.
    priceList: async () => {
      const list = await app.kpOffers.prices();
      return {
        illustrative: list.illustrative,
        source: list.source,
        items: Object.fromEntries(list.items.map((i) => [i.article, i.price])),
      };
    },
  });
  await app.register(cabinetModule);
  await app.register(notificationsModule);
  // КП events reach the customer through the notifications module (a test may record them instead).
  await app.register(kpModule, { notify: app.notifications.notify, ...opts.kp });
  await app.register(chatModule, {
    notify: app.notifications.notify,
    watchNotices: (listener) => app.notifications.onStored(listener),
    ...opts.chat,
  });

  // Probes for the process manager / load balancer. Readiness also counts the storage errors that
  // requests meet (decision 0035).
  const health = new DatabaseHealth(deps.database, deps.config.dataDir);
  app.addHook('onError', (_req, _reply, err, done) => {
    health.noteError(err);
    done();
  });
  const probe = { tags: ['Служебные'], security: publicCall };
  app.get(
    '/healthz',
    {
      schema: {
        ...probe,
        operationId: 'getHealth',
        summary: 'Процесс жив (для менеджера процессов)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        ...probe,
        operationId: 'getReadiness',
        summary: 'Готов принимать запросы: база данных отвечает (для балансировщика)',
        response: {
          200: z.object({ status: z.literal('ready') }),
          // The database does not answer, its file is damaged, or requests met storage errors in
          // the last 30 s.
          503: z.object({ status: z.literal('not ready') }),
        },
      },
    },
    async (req, reply) => {
      const problem = await health.problem();
      if (problem === null) return { status: 'ready' as const };
      req.log.warn({ problem }, 'not ready');
      return reply.code(503).send({ status: 'not ready' as const });
    },
  );

  await app.ready();
  return app;
}
