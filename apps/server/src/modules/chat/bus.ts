// How chat events reach every server instance: one interface, two implementations. SQLite (one
// process): an in-process emitter. PostgreSQL: NOTIFY on publish, LISTEN on a dedicated client;
// the payload carries ids only, the listener reads the rows (decision 0036).
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Side } from './repository';

/**
 * A new message (its id), a topic's change with its customer and the side it concerns, or a new
 * in-app notification of a user (decision 0034: the header's count follows the stream).
 */
export type ChatSignal =
  | { t: 'm'; id: number }
  | { t: 'n'; user: number }
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

/** One process: signals go to this process's subscribers only. */
export class LocalBus implements ChatBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(signal: ChatSignal): Promise<void> {
    this.emitter.emit('signal', signal);
  }

  subscribe(onSignal: (s: ChatSignal) => void): () => void {
    this.emitter.on('signal', onSignal);
    return () => this.emitter.off('signal', onSignal);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
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
