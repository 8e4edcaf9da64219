// The session guards of routes that need a signed-in user: `{ onRequest: authRequired }`, or
// `requireUser(req)` inside a handler. request.user is set by the auth module's hook (plugin.ts).
import type { FastifyRequest } from 'fastify';
import { apiMessages } from '@podbor/contracts';
import type { AuthUser } from '../../app-types';
import { AppError } from '../../http/errors';

/** The signed-in user, or 401 with the envelope's Russian message. */
export function requireUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw new AppError(401, apiMessages.unauthorized);
  return req.user;
}

/** Route hook for calls that need a session: `{ onRequest: authRequired }` (before body validation, so a guest gets 401, not 400). */
export async function authRequired(req: FastifyRequest): Promise<void> {
  requireUser(req);
}

/** The signed-in manager: a guest gets 401, a customer 403 (the console is not theirs to reach). */
export function requireManager(req: FastifyRequest): AuthUser {
  const user = requireUser(req);
  if (user.role !== 'manager') throw new AppError(403, apiMessages.managerOnly);
  return user;
}

/** Route hook of the manager's console calls (before body validation, so a customer gets 403, not 400). */
export async function managerRequired(req: FastifyRequest): Promise<void> {
  requireManager(req);
}
