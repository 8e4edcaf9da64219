// The auth module as one Fastify plugin: AuthService as the root decorator `auth`, the root hook
// that reads `jwt: jwt <token>` and sets request.user (null for guests and for any bad, expired or
// revoked token), and the account calls under /api/v1/user. Route guards: guard.ts.
import fp from 'fastify-plugin';
import { JWT_HEADER } from '@podbor/contracts';
import type { App } from '../../app-types';
import { isDatabaseUnavailable } from '../../db/health';
import { loadServerSecret } from '../../secrets';
import { createSmsProvider, type SmsProvider } from '../../messaging/sms';
import { createMailProvider, type MailProvider } from '../../messaging/mail';
import { createAuthRepository } from './repository';
import { authRoutes } from './routes';
import { AuthService, type Clock } from './service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: a call the page makes by itself (a background poll) checks the session without
     * renewing its 30-minute idle time, so an open tab does not keep an unattended session alive.
     */
    touchSession?: boolean;
  }
  interface FastifyInstance {
    /** Accounts and sessions; other modules read profiles through it. */
    auth: AuthService;
  }
}

export interface AuthPluginOptions {
  sms?: SmsProvider;
  mail?: MailProvider;
  clock?: Clock;
}

/** The spec's header format exactly: the word jwt, one space, the token. */
const HEADER_RE = /^jwt ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

async function authModule(app: App, opts: AuthPluginOptions) {
  const service = new AuthService({
    repo: createAuthRepository(app.database.db),
    secret: loadServerSecret(app.config),
    sms: opts.sms ?? createSmsProvider(app.config),
    mail: opts.mail ?? createMailProvider(app.config),
    smsHourlyCap: app.config.SMS_HOURLY_CAP,
    phoneChecksPerHour: app.config.PHONE_CHECKS_PER_HOUR,
    log: app.log,
    clock: opts.clock,
  });
  app.decorate('auth', service);
  app.addHook('onRequest', async (req) => {
    const header = req.headers[JWT_HEADER];
    if (typeof header !== 'string' || header.length > 2048) return;
    const m = HEADER_RE.exec(header);
    if (!m) return;
    try {
      req.user = await service.authenticate(m[1]!, req.routeOptions.config?.touchSession !== false);
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      // The database is out of reach: a call that asks for the user answers 503 (app.ts), one
      // that does not (a pump selection) is served as it would be to anyone (decision 0040).
      req.sessionUnchecked(err);
    }
  });
  await app.register(authRoutes, { prefix: '/api/v1/user' });
}

/** Decorates the root (`auth`; the cabinet reads profiles through it) and hooks every request. */
export default fp(authModule, { name: 'auth', decorators: { fastify: ['config', 'database'] } });
