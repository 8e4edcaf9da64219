// The @fastify/rate-limit store over the shared counters (decision 0039): every route limit set with
// `config.rateLimit` counts in the database, so N instances hold it as one. One upsert per request.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateCounter } from './counter';

/** What the plugin hands a store's child: the route's merged limit options. */
interface ChildOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  ban?: number;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store class bound to `counter`. Each route's child counts under its own prefix (method and
 * URL), as the plugin's memory store keeps one map per route: a limit is per route and key.
 */
export function databaseStore(counter: RateCounter): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    /** The plugin makes the root store with its options; children get their route's prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'route:';
    }

    incr(
      key: string,
      cb: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now();
      counter.hit(this.prefix + key, timeWindow, now).then(
        (hit) => cb(null, { current: hit.count, ttl: Math.max(0, hit.resetAt - now) }),
        (err: Error) => cb(err),
      );
    }

    /** The plugin's `{ increment: false }` look: the state without counting. */
    read(key: string, cb: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
      const now = Date.now();
      counter.peek(this.prefix + key, now).then(
        (hit) =>
          cb(
            null,
            hit ? { current: hit.count, ttl: Math.max(0, hit.resetAt - now) } : { current: 0, ttl: 0 },
          ),
        (err: Error) => cb(err),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const o = options as ChildOptions;
      // Not implemented on the shared counters; refused at start rather than silently ignored.
      if (o.continueExceeding || o.exponentialBackoff || (o.ban !== undefined && o.ban >= 0)) {
        throw new Error(
          'rate limit: continueExceeding, exponentialBackoff and ban are not supported (decision 0039)',
        );
      }
      const method = [o.routeInfo?.method ?? ''].flat().join(',');
      return new DatabaseStore(`route:${method}${o.routeInfo?.url ?? ''}|`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
