// How chat events reach every server instance: one interface, two implementations. SQLite (one
// process): an in-process emitter, which also notices another process's writes (the operator's
// command). PostgreSQL: NOTIFY on publish, LISTEN on a dedicated client; the payload carries ids
// only, the listener reads the rows (decisions 0036, 0041).
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Side } from './repository';

/**
 * A new message (its id), a topic's change with its customer and the side it concerns, a new
 * in-app notification of a user (decision 0034: the header's count follows the stream), or a user
 * whose sessions ended or whose role changed (decision 0041: their streams are checked at once).
 */
export type ChatSignal =
  | { t: 'm'; id: number }
  | { t: 'n'; user: number }
  | { t: 'u'; user: number }
  | {
      t: 't';
      topic: number;
      customer: number;
      change: 'created' | 'closed' | 'deleted' | 'read';
      side: Side | 'both';
    };

export interface ChatBus {
  publish(signal: ChatSignal): Promise<void>;
  /** `resync`: signals may have been missed (the listener reconnected): read everything new again. */
  subscribe(onSignal: (s: ChatSignal) => void, onResync: () => void): () => void;
  close(): Promise<void>;
}

/** How often the SQLite bus looks whether another process wrote to the database. */
export const FOREIGN_WRITE_POLL_MS = 500;

/**
 * One process: signals go to this process's subscribers only. With `dataVersion` (SQLite's `PRAGMA
 * data_version`, which changes when another connection commits) it asks for a resync when another
 * process wrote — the operator's `user:create` changing a role has no way onto this bus.
 */
export class LocalBus implements ChatBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private poll: NodeJS.Timeout | undefined;
  private version: number | null = null;

  constructor(
    private readonly dataVersion?: () => Promise<number>,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
    private readonly pollMs = FOREIGN_WRITE_POLL_MS,
  ) {}

  /**
   * Reads the baseline, then polls. Awaited before the app serves: a write by another process
   * before the first tick would otherwise become the baseline and never be noticed.
   */
  async start(): Promise<void> {
    const dataVersion = this.dataVersion;
    if (!dataVersion || this.poll) return;
    this.version = await dataVersion();
    let busy = false;
    this.poll = setInterval(() => {
      if (busy) return;
      busy = true;
      dataVersion()
        .then((v) => {
          if (v !== this.version) this.emitter.emit('resync');
          this.version = v;
        })
        .catch((err: unknown) => this.log?.warn({ err }, 'database version check failed'))
        .finally(() => (busy = false));
    }, this.pollMs);
    this.poll.unref();
  }

  async publish(signal: ChatSignal): Promise<void> {
    this.emitter.emit('signal', signal);
  }

  subscribe(onSignal: (s: ChatSignal) => void, onResync: () => void): () => void {
    this.emitter.on('signal', onSignal);
    this.emitter.on('resync', onResync);
    return () => {
      this.emitter.off('signal', onSignal);
      this.emitter.off('resync', onResync);
    };
  }

  async close(): Promise<void> {
    clearInterval(this.poll);
    this.emitter.removeAllListeners();
  }
}

/** SQLite's count of other connections' commits (LocalBus's `dataVersion`). */
export function sqliteDataVersion(database: Db): () => Promise<number> {
  return async () => {
    const r = await sql<{ data_version: number }>`pragma data_version`.execute(database.db);
    return Number(r.rows[0]?.data_version ?? 0);
  };
}

/**
 * For a process without the app (the operator's command): tells every instance that a user's role
 * or password changed, so their streams are checked at once. PostgreSQL: a NOTIFY on the bus's
 * channel; SQLite: nothing to send — the server's LocalBus sees the write itself.
 */
export async function announceAccountChange(database: Db, userId: number): Promise<void> {
  if (database.dialect !== 'postgres') return;
  const signal: ChatSignal = { t: 'u', user: userId };
  await sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(signal)})`.execute(database.db);
}

export const CHAT_CHANNEL = 'podbor_chat';

/**
 * PostgreSQL: `pg_notify` through the app's pool; every instance (this one too) hears it on its own
 * LISTEN client, which reconnects after a loss (1 s, then up to 30 s apart) and then asks for a resync.
 */
export class PgBus implements ChatBus {
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = 1000;
  private readonly subscribers = new Set<{ onSignal: (s: ChatSignal) => void; onResync: () => void }>();

  constructor(
    private readonly connectionString: string,
    private readonly notify: (channel: string, payload: string) => Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Opens the listening client; resolves once LISTEN is in place. */
  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (msg) => {
      if (msg.channel !== CHAT_CHANNEL || !msg.payload) return;
      let signal: ChatSignal;
      try {
        signal = JSON.parse(msg.payload) as ChatSignal;
      } catch {
        return;
      }
      for (const s of this.subscribers) s.onSignal(signal);
    });
    client.on('error', (err) => {
      this.log.warn({ err }, 'chat listener lost its connection');
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${CHAT_CHANNEL}`);
    this.client = client;
    this.retryMs = 1000;
  }

  private reconnect(old: pg.Client) {
    if (this.closed || this.client !== old) return;
    this.client = null;
    old.removeAllListeners('end');
    void old.end().catch(() => {});
    const retry = () => {
      if (this.closed) return;
      this.start().then(
        () => {
          for (const s of this.subscribers) s.onResync();
        },
        (err: unknown) => {
          this.log.warn({ err }, 'chat listener could not reconnect');
          this.retryMs = Math.min(this.retryMs * 2, 30_000);
          setTimeout(retry, this.retryMs).unref();
        },
      );
    };
    setTimeout(retry, this.retryMs).unref();
  }

  async publish(signal: ChatSignal): Promise<void> {
    await this.notify(CHAT_CHANNEL, JSON.stringify(signal));
  }

  subscribe(onSignal: (s: ChatSignal) => void, onResync: () => void): () => void {
    const entry = { onSignal, onResync };
    this.subscribers.add(entry);
    return () => this.subscribers.delete(entry);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
    const c = this.client;
    this.client = null;
    if (c) {
      c.removeAllListeners('end');
      await c.end().catch(() => {});
    }
  }
}
