// Fixed-window counters in the database, shared by every instance (decision 0039): one atomic upsert
// per hit answers the count with it and the window's end; expired rows are swept now and then.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';

/** A key's count (this hit included) in its window, and when the window ends (ms). */
export interface Hit {
  count: number;
  resetAt: number;
}

/** What a limit needs of a counter; calc-access and the @fastify/rate-limit store use it. */
export interface RateCounter {
  /** Counts one hit of `key` in a window of `windowMs` starting at its first hit. */
  hit(key: string, windowMs: number, now?: number): Promise<Hit>;
  /** The key's state without counting; null when it has no live window. */
  peek(key: string, now?: number): Promise<Hit | null>;
  /** Takes back one hit (a try that turned out not to count), if its window is still the same. */
  giveBack(key: string, hit: Hit): Promise<void>;
}

/** Longer keys (an address or a user id make short ones) are stored as their SHA-256. */
const KEY_MAX = 200;
const storedKey = (key: string) =>
  key.length <= KEY_MAX ? key : `sha256:${createHash('sha256').update(key, 'utf8').digest('hex')}`;

const iso = (ms: number) => new Date(ms).toISOString();

/** How often each instance deletes rows whose window has ended. */
export const RATE_LIMIT_SWEEP_MS = 60_000;

export class DatabaseRateCounter implements RateCounter {
  private sweeper: NodeJS.Timeout | undefined;

  constructor(private readonly database: Db) {}

  async hit(key: string, windowMs: number, now = Date.now()): Promise<Hit> {
    const at = iso(now);
    const ends = iso(now + windowMs);
    // One statement, atomic on either database: the first hit of a key, or of a window that has
    // ended, starts a window at 1; any other adds one. The SET sees the row as it was.
    const row = await this.database.db
      .insertInto('rate_limit')
      .values({ key: storedKey(key), count: 1, expires: ends })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => {
          const ended = eb('rate_limit.expires', '<=', at);
          return {
            count: eb
              .case()
              .when(ended)
              .then(1)
              .else(eb('rate_limit.count', '+', 1))
              .end(),
            expires: eb.case().when(ended).then(ends).else(eb.ref('rate_limit.expires')).end(),
          };
        }),
      )
      .returning(['count', 'expires'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), resetAt: Date.parse(row.expires) };
  }

  async peek(key: string, now = Date.now()): Promise<Hit | null> {
    const row = await this.database.db
      .selectFrom('rate_limit')
      .select(['count', 'expires'])
      .where('key', '=', storedKey(key))
      .where('expires', '>', iso(now))
      .executeTakeFirst();
    return row ? { count: Number(row.count), resetAt: Date.parse(row.expires) } : null;
  }

  async giveBack(key: string, hit: Hit): Promise<void> {
    await this.database.db
      .updateTable('rate_limit')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('key', '=', storedKey(key))
      .where('expires', '=', iso(hit.resetAt))
      .where('count', '>', 0)
      .execute();
  }

  /** Deletes the rows whose window ended before `now`; answers how many. */
  async sweep(now = Date.now()): Promise<number> {
    const r = await this.database.db
      .deleteFrom('rate_limit')
      .where('expires', '<=', iso(now))
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /** Sweeps every RATE_LIMIT_SWEEP_MS until stop(); a failed sweep waits for the next. */
  start(onError: (err: unknown) => void): void {
    this.sweeper ??= setInterval(() => this.sweep().catch(onError), RATE_LIMIT_SWEEP_MS).unref();
  }

  stop(): void {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
  }
}
