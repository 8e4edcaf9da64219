// Who is calling: reads `jwt: jwt <token>`, checks the token and its session (AuthService), and
// sets request.user (null for guests and for any bad, expired or revoked token); route guards.
import type { FastifyRequest } from 'fastify';
import { apiMessages, JWT_HEADER } from '@podbor/contracts';
import type { App, AuthUser } from '../app';
import { AppError } from '../http/errors';
import { loadServerSecret } from '../secrets';
import { createSmsProvider, type SmsProvider } from '../messaging/sms';
import { createMailProvider, type MailProvider } from '../messaging/mail';
import { createAuthRepository } from '../modules/auth/repository';
import { AuthService, type Clock } from '../modules/auth/service';

declare module 'fastify' {
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

export function registerAuth(app: App, opts: AuthPluginOptions = {}): void {
  const service = new AuthService({
    repo: createAuthRepository(app.database.db),
    secret: loadServerSecret(app.config),
    sms: opts.sms ?? createSmsProvider(app.config),
    mail: opts.mail ?? createMailProvider(app.config),
    smsHourlyCap: app.config.SMS_HOURLY_CAP,
    log: app.log,
    clock: opts.clock,
  });
  app.decorate('auth', service);
  app.addHook('onRequest', async (req) => {
    const header = req.headers[JWT_HEADER];
    if (typeof header !== 'string' || header.length > 2048) return;
    const m = HEADER_RE.exec(header);
    if (m) req.user = await service.authenticate(m[1]!);
  });
}

/** The signed-in user, or 401 with the envelope's Russian message. */
export function requireUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw new AppError(401, apiMessages.unauthorized);
  return req.user;
}

/** Route hook for calls that need a session: `{ onRequest: authRequired }` (before body validation, so a guest gets 401, not 400). */
export async function authRequired(req: FastifyRequest): Promise<void> {
  requireUser(req);
}
