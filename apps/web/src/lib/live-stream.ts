// A tab's one live connection: Server-Sent Events on GET /api/v1/events (decisions 0036, 0034): the
// chat's messages and topic changes, and a nudge for each new in-app notification. The
// stream authenticates by a cookie that POST /api/v1/events/session sets from the session header
// (EventSource cannot send a header). The browser's own reconnect resumes with Last-Event-ID; when
// the server closed the stream for good (cookie gone, a restart refusing it, too many tabs), a new
// session call and a new EventSource resume from `?after=<last id>`. Message ids already seen are
// dropped, so a message replayed around a reconnect is delivered to the page once. Sending never
// goes through here: a send is a plain POST, so a dropped stream never blocks typing.
import {
  chatMessageEvent,
  chatNotificationEvent,
  chatReadyEvent,
  chatResetEvent,
  chatTopicEvent,
  type ChatMessage,
  type ChatReadyEvent,
  type ChatResetEvent,
  type ChatTopicEvent,
} from '@podbor/contracts';

export const EVENTS_PATH = '/api/v1/events';
export const EVENTS_SESSION_PATH = '/api/v1/events/session';

export type StreamState = 'connecting' | 'open' | 'reconnecting' | 'stopped';

export interface StreamHandlers {
  message: (m: ChatMessage) => void;
  topic: (e: ChatTopicEvent) => void;
  /** The missed messages have been replayed: lists may be refreshed. */
  ready: (e: ChatReadyEvent) => void;
  /** More were missed than the server replays: reload everything shown. */
  reset: (e: ChatResetEvent) => void;
  /** A new in-app notification (the header's bell asks its count again). */
  notification: () => void;
  state: (s: StreamState) => void;
}

/** The part of EventSource the stream uses (tests pass a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void): void;
  onerror: ((e: Event) => void) | null;
  close(): void;
}

export interface LiveStreamOptions {
  handlers: StreamHandlers;
  /** Sets the stream cookie (POST /api/v1/events/session); rejects when the session is gone or the call failed. */
  openSession: () => Promise<void>;
  createSource?: (url: string) => EventSourceLike;
  /** Waits before a new connection after the server closed one: 1 s, doubling to 30 s. */
  retryMs?: (attempt: number) => number;
  /** Whether to give up after a failed session call (a 401 ends the session). */
  isFatal?: (e: unknown) => boolean;
}

const CLOSED = 2;
/** Ids remembered for dedupe: far more than a page shows, bounded for a tab left open for days. */
const SEEN_MAX = 5000;

const defaultRetry = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));

export class LiveStream {
  private source: EventSourceLike | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private stopped = true;
  private readonly seen = new Set<number>();
  /** The newest message id delivered: where a new connection resumes. */
  lastId = 0;

  constructor(private readonly options: LiveStreamOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.options.handlers.state('connecting');
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.source?.close();
    this.source = null;
    this.options.handlers.state('stopped');
  }

  /** Delivers a message once (also used for our own sends' answers, so the stream's copy is dropped). */
  deliver(m: ChatMessage): boolean {
    if (this.seen.has(m.id)) return false;
    this.seen.add(m.id);
    if (this.seen.size > SEEN_MAX) {
      const oldest = this.seen.values().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    if (m.id > this.lastId) this.lastId = m.id;
    this.options.handlers.message(m);
    return true;
  }

  private async connect(): Promise<void> {
    // No EventSource (an old browser, a test's DOM): the page works on its polls, without a session call.
    if (!this.options.createSource && typeof EventSource === 'undefined') return this.stop();
    try {
      await this.options.openSession();
    } catch (e) {
      if (this.stopped) return;
      if (this.options.isFatal?.(e)) return this.stop();
      return this.retry();
    }
    if (this.stopped) return;
    const create = this.options.createSource ?? ((url: string) => new EventSource(url));
    const url = this.lastId > 0 ? `${EVENTS_PATH}?after=${this.lastId}` : EVENTS_PATH;
    const source = create(url);
    this.source = source;
    const { handlers } = this.options;
    const parse = <T>(schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }, raw: string) => {
      try {
        const r = schema.safeParse(JSON.parse(raw));
        return r.success ? (r.data as T) : null;
      } catch {
        return null;
      }
    };
    source.addEventListener('message', (e) => {
      const data = parse(chatMessageEvent, e.data);
      if (data) this.deliver(data.message);
    });
    source.addEventListener('topic', (e) => {
      const data = parse(chatTopicEvent, e.data);
      if (data) handlers.topic(data);
    });
    source.addEventListener('notification', (e) => {
      if (parse(chatNotificationEvent, e.data)) handlers.notification();
    });
    source.addEventListener('ready', (e) => {
      const data = parse(chatReadyEvent, e.data);
      this.attempt = 0;
      handlers.state('open');
      if (data) {
        if (data.last > this.lastId && this.lastId === 0) this.lastId = data.last;
        handlers.ready(data);
      }
    });
    source.addEventListener('reset', (e) => {
      const data = parse(chatResetEvent, e.data);
      if (data) {
        this.lastId = Math.max(this.lastId, data.last);
        handlers.reset(data);
      }
    });
    source.onerror = () => {
      if (this.stopped || this.source !== source) return;
      if (source.readyState === CLOSED) {
        // Refused or ended for good: a new session call, then a new stream from the last id.
        source.close();
        this.source = null;
        this.retry();
      } else {
        // The browser reconnects by itself, sending Last-Event-ID.
        handlers.state('reconnecting');
      }
    };
  }

  private retry(): void {
    this.options.handlers.state('reconnecting');
    const wait = (this.options.retryMs ?? defaultRetry)(this.attempt++);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.stopped) void this.connect();
    }, wait);
  }
}
