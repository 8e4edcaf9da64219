// The event streams of one server process (GET /api/v1/events): who is connected, what each may
// see, the replay of missed messages on resume, heartbeats, the end of a stream whose right to it
// ended (decision 0041), and the end of every stream on close.
//
// Delivery rule (decision 0036): message ids commit in id order (repository.inMessageLock), so the
// hub reads «every message after the last one it delivered» on each signal — a lost, late or
// reordered signal only delays a message until the next one. A new stream joins the hub *before*
// it reads what it missed; what the hub delivers meanwhile waits, and afterwards only ids above the
// replay's last are sent. A client may still see an id twice around a reconnect and drops it.
//
// Rights rule (decision 0041): before anything is written to streams, their sessions are read again
// (one query for all of them) — a stream whose session ended, or whose user's role is no longer the
// one it was opened with, is closed instead. Sign-out, a password change and an operator's role
// change reach every instance through the bus (`u` signals) and close their streams at once; a
// session's end by time is noticed within a second.
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import {
  chatLimits,
  type ChatMessage,
  type ChatNotificationEvent,
  type ChatTopicEvent,
} from '@podbor/contracts';
import type { AuthService, SessionState } from '../auth/service';
import type { ChatBus, ChatSignal } from './bus';
import type { DeliveryRow } from './repository';
import type { ChatService } from './service';

interface Stream {
  userId: number;
  manager: boolean;
  /** The session the stream was opened with, checked again before anything is written. */
  sessionId: string;
  /** When the session ends unless used meanwhile (ms by the auth clock); checked again then. */
  until: number;
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
/** How often streams whose session may have ended by time are checked (a session's end: ≤ 1 s late). */
const EXPIRY_TICK_MS = 1000;

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
  private expiry: NodeJS.Timeout | undefined;

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
      () => {
        // Signals may have been lost: messages and session ends alike.
        this.wake();
        void this.admit([...this.streams]);
      },
    );
    this.heartbeat = setInterval(() => void this.beat(), this.deps.heartbeatMs ?? chatLimits.heartbeatMs);
    this.heartbeat.unref();
    this.expiry = setInterval(() => {
      const now = this.deps.auth.clock.now();
      const due = [...this.streams].filter((s) => s.until <= now);
      if (due.length > 0) void this.admit(due);
    }, EXPIRY_TICK_MS);
    this.expiry.unref();
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
    user: { id: number; manager: boolean; sessionId: string },
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
      sessionId: user.sessionId,
      until: 0,
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
      // The session is read here (its end by time is learnt; every write checks it from then on).
      if ((await this.admit([stream], true)).length > 0) this.send(stream, 'ready', { last: stream.last });
      return;
    }
    try {
      const rows = await this.deps.service.repo.messagesAfter(
        after,
        user.manager ? null : user.id,
        chatLimits.resumeMax + 1,
      );
      const items =
        rows.length > chatLimits.resumeMax ? null : await this.deps.service.messageItems(rows, user.id);
      // The replay and what the hub held meanwhile are written once the session is read again.
      if ((await this.admit([stream], true)).length === 0) return;
      if (items === null) {
        stream.last = Math.max(this.cursor, rows.at(-1)!.id);
        this.send(stream, 'reset', { last: stream.last }, stream.last);
      } else {
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
    clearInterval(this.expiry);
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
    if (s.t === 'u') {
      void this.admit([...this.streams].filter((stream) => stream.userId === s.user));
      return;
    }
    if (s.t === 'n') {
      const targets = [...this.streams].filter((stream) => stream.userId === s.user);
      void this.sendChecked(targets, (stream) =>
        this.send(stream, 'notification', {} satisfies ChatNotificationEvent),
      );
      return;
    }
    const targets = [...this.streams].filter((stream) =>
      stream.manager ? s.side !== 'customer' : stream.userId === s.customer && s.side !== 'manager',
    );
    void this.sendChecked(targets, (stream) =>
      this.send(
        stream,
        'topic',
        (stream.manager
          ? { topic_id: s.topic, change: s.change === 'deleted' ? 'closed' : s.change }
          : { topic_id: s.topic, change: s.change }) satisfies ChatTopicEvent,
      ),
    );
  }

  /** Writes to the streams among `targets` whose right to them holds (the rights rule). */
  private async sendChecked(targets: Stream[], write: (stream: Stream) => void) {
    if (targets.length === 0) return;
    for (const stream of await this.admit(targets)) write(stream);
  }

  /**
   * Reads the sessions of `streams` again (one query) and closes each whose session ended or whose
   * user's role changed since it opened; answers the others, their session ends updated. A failed
   * read answers none (nothing is written unchecked); with `closeOnFailure` it also closes them, for
   * callers that would otherwise lose messages for them (the client resumes by Last-Event-ID).
   */
  private async admit(streams: readonly Stream[], closeOnFailure = false): Promise<Stream[]> {
    let states: Map<string, SessionState>;
    try {
      states = await this.deps.auth.sessionStates([...new Set(streams.map((s) => s.sessionId))]);
    } catch (err) {
      this.deps.log.warn({ err }, 'chat stream session check failed');
      if (closeOnFailure) for (const stream of streams) stream.raw.destroy();
      return [];
    }
    const kept: Stream[] = [];
    for (const stream of streams) {
      if (stream.raw.destroyed || stream.raw.writableEnded) continue;
      const state = states.get(stream.sessionId);
      if (!state || state.userId !== stream.userId || (state.role === 'manager') !== stream.manager) {
        stream.raw.end();
        continue;
      }
      stream.until = state.until;
      kept.push(stream);
    }
    return kept;
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
        // Only streams that may see one of these messages, and only once their sessions are read
        // again (the rights rule); a failed read closes them and their clients resume.
        const targets = [...this.streams].filter((stream) => rows.some((row) => this.visible(stream, row)));
        for (const stream of targets.length > 0 ? await this.admit(targets, true) : []) {
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

  /** A comment line on every stream whose right to it holds (the others are closed). */
  private async beat() {
    if (this.streams.size === 0) return;
    for (const stream of await this.admit([...this.streams])) stream.raw.write(': ping\n\n');
  }
}
