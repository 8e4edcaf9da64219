// The app's own types — what a module and a plugin need to know of the app: the Fastify instance
// (`App`) with the deps every module reads, and the signed-in user of a request. Imports no module,
// so taking these types makes no import cycle through app.ts (which imports every module; issue 32
// item 3). app.ts builds the instance and re-exports them.
import type { FastifyInstance } from 'fastify';
import type { UserRole } from '@podbor/contracts';
import type { Config } from './config';
import type { Db } from './db/database';

export interface AppDeps {
  config: Config;
  database: Db;
}

/** The signed-in user of a request, set by the auth plugin; null for a guest. */
export interface AuthUser {
  id: number;
  sessionId: string;
  /** From the account on every call: promoting or demoting takes effect at once. */
  role: UserRole;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Db;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The session could not be checked (`err`: the database is out of reach); see decorateSessionUser. */
    sessionUnchecked(err: unknown): void;
  }
}

export type App = FastifyInstance;
