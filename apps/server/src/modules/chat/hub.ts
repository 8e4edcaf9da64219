// The event streams of one server process (GET /api/v1/events): who is connected, what each may
// see, the replay of missed messages on resume, heartbeats, and the end of every stream on close.
//
// Delivery rule (decision 0036): message ids commit in id order (repository.inMessageLock), so the
// hub reads «every message after the last one it delivered» on each signal — a lost, late or
// reordered signal only delays a message until the next one. A new stream joins the hub *before*
// it reads what it missed; what the hub delivers meanwhile waits, and afterwards only ids above the
// replay's last are sent. A client may still see an id twice around a reconnect and drops it.
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import {
  chatLimits,
  type ChatMessage,
  type ChatNotificationEvent,
  type ChatTopicEvent,
} from '@podbor/contracts';
import type { AuthService } from '../auth/service';
import type { ChatBus, ChatSignal } from './bus';
import type { DeliveryRow } from './repository';
import type { ChatService } from './service';

interface Stream {
  userId: number;
  manager: boolean;
  /** The session token the stream was opened with, checked again at each heartbeat. */
  token: string;
  raw: ServerResponse;
  /** Kept: the response lets go of it once closed. */
  socket: Socket | null;
  /** The newest message id sent on this stream. */
  last: number;
  /** false while the replay runs: what the hub delivers meanwhile waits in `pending`. */
  live: boolean;
  pending: { row: DeliveryRow; item: ChatMessage }[];
}

/** A stream whose unsent output passes this is too slow: it is closed (the client resumes). */
const MAX_BUFFERED = 1024 * 1024;
/** Messages read per query when the hub catches up. */
const BATCH = 200;

export class ChatHub {
  private readonly streams = new Set<Stream>();
  private readonly perUser = new Map<number, number>();
  /** The newest message id the hub has delivered. */
  private cursor = 0;
  private pumping = false;
  private again = false;
  private closed = false;
  private unsubscribe: () => void = () => {};
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: {
      service: ChatService;
      bus: ChatBus;
      auth: AuthService;
      log: FastifyBaseLogger;
      heartbeatMs?: number;
    },
  ) {}

  async start(): Promise<void> {
    this.cursor = await this.deps.service.repo.newestMessageId();
    this.unsubscribe = this.deps.bus.subscribe(
      (s) => this.onSignal(s),
      () => this.wake(),
    );
    this.heartbeat = setInterval(() => void this.beat(), this.deps.heartbeatMs ?? chatLimits.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Open streams of a user (the per-user cap). */
  count(userId: number): number {
    return this.perUser.get(userId) ?? 0;
  }

  get size(): number {
    return this.streams.size;
  }

  /**
   * Serves a stream on a hijacked reply: headers, then the replay of what was missed after
   * `after` (null: nothing to replay, live from now), then live events until either side closes.
   */
  async open(
    raw: ServerResponse,
    user: { id: number; manager: boolean; token: string },
    after: number | null,
  ): Promise<void> {
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // nginx and similar proxies: do not buffer the stream.
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 3000\n\n');
    const stream: Stream = {
      userId: user.id,
      manager: user.manager,
      token: user.token,
      raw,
      socket: raw.socket,
      last: after ?? this.cursor,
      live: after === null,
      pending: [],
    };
    this.streams.add(stream);
    this.perUser.set(user.id, this.count(user.id) + 1);
    raw.on('close', () => this.drop(stream));
    if (after === null) {
      this.send(stream, 'ready', { last: stream.last });
      return;
    }
    try {
      const rows = await this.deps.service.repo.messagesAfter(
        after,
        user.manager ? null : user.id,
        chatLimits.resumeMax + 1,
      );
      if (rows.length > chatLimits.resumeMax) {
        stream.last = Math.max(this.cursor, rows.at(-1)!.id);
        this.send(stream, 'reset', { last: stream.last }, stream.last);
      } else {
        const items = await this.deps.service.messageItems(rows, user.id);
        for (const item of items) this.sendMessage(stream, item);
      }
      for (const p of stream.pending) if (this.visible(stream, p.row)) this.sendMessage(stream, p.item);
      stream.pending = [];
      stream.live = true;
      this.send(stream, 'ready', { last: stream.last });
    } catch (err) {
      this.deps.log.error({ err }, 'chat stream replay failed');
      raw.destroy();
    }
  }

  /** Ends every stream (the server is closing) and stops listening. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const s of [...this.streams]) s.raw.end();
    this.streams.clear();
    this.perUser.clear();
    await this.deps.bus.close();
  }

  private drop(stream: Stream) {
    // The client went away: the socket goes too (a half-closed one would hold the server's close).
    if (!stream.raw.writableEnded) stream.raw.end();
    stream.socket?.destroy();
    if (!this.streams.delete(stream)) return;
    const n = this.count(stream.userId) - 1;
    if (n > 0) this.perUser.set(stream.userId, n);
    else this.perUser.delete(stream.userId);
  }

  private onSignal(s: ChatSignal) {
    if (this.closed) return;
    if (s.t === 'm') {
      if (s.id > this.cursor) this.wake();
      return;
    }
    if (s.t === 'n') {
      for (const stream of this.streams)
        if (stream.userId === s.user) this.send(stream, 'notification', {} satisfies ChatNotificationEvent);
      return;
    }
    for (const stream of this.streams) {
      if (stream.manager) {
        if (s.side === 'customer') continue;
        this.send(stream, 'topic', {
          topic_id: s.topic,
          change: s.change === 'deleted' ? 'closed' : s.change,
        } satisfies ChatTopicEvent);
      } else if (stream.userId === s.customer && s.side !== 'manager') {
        this.send(stream, 'topic', { topic_id: s.topic, change: s.change } satisfies ChatTopicEvent);
      }
    }
  }

  /** Reads and delivers everything after the cursor; one run at a time, re-run if woken meanwhile. */
  private wake() {
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    void this.pump().finally(() => {
      this.pumping = false;
      if (this.again && !this.closed) {
        this.again = false;
        this.wake();
      }
    });
  }

  private async pump() {
    try {
      for (;;) {
        this.again = false;
        const rows = await this.deps.service.repo.messagesAfter(this.cursor, null, BATCH);
        if (rows.length === 0 || this.closed) return;
        const items = await this.deps.service.messageItems(rows, 0);
        this.cursor = rows.at(-1)!.id;
        for (const stream of this.streams) {
          for (let i = 0; i < rows.length; i++) {
            const row = rows[i]!;
            if (!this.visible(stream, row)) continue;
            const item = { ...items[i]!, own: row.author_id === stream.userId };
            if (stream.live) this.sendMessage(stream, item);
            else stream.pending.push({ row, item });
          }
        }
        if (rows.length < BATCH) return;
      }
    } catch (err) {
      this.deps.log.error({ err }, 'chat delivery failed');
    }
  }

  private visible(stream: Stream, row: DeliveryRow): boolean {
    return stream.manager || (row.customer_id === stream.userId && row.customer_deleted === 0);
  }

  private sendMessage(stream: Stream, item: ChatMessage) {
    if (item.id <= stream.last) return;
    stream.last = item.id;
    this.send(stream, 'message', { message: item }, item.id);
  }

  private send(stream: Stream, event: string, data: unknown, id?: number) {
    const raw = stream.raw;
    if (raw.destroyed || raw.writableEnded) return;
    raw.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    if (raw.writableLength > MAX_BUFFERED) raw.destroy();
  }

  /** A comment line on every stream; a stream whose session has ended is closed. */
  private async beat() {
    for (const stream of [...this.streams]) {
      if (stream.raw.destroyed) continue;
      stream.raw.write(': ping\n\n');
      try {
        if (!(await this.deps.auth.authenticate(stream.token, false))) stream.raw.end();
      } catch (err) {
        this.deps.log.warn({ err }, 'chat stream session check failed');
      }
    }
  }
}
