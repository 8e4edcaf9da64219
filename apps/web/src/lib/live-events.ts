// The tab's one event stream (lib/live-stream.ts) shared by everything that listens: the header's
// bell (a new notification), the unread badges and the chat pages. The first listener opens the
// stream, the last one to leave closes it, so a signed-in tab holds one EventSource however many
// parts of the page listen (decisions 0034, 0036). Each part keeps its own fallback: while the
// state is not 'open' it polls as before.
import type { ChatMessage, ChatReadyEvent, ChatResetEvent, ChatTopicEvent } from '@podbor/contracts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { api, isApiError } from './api-client';
import { EVENTS_SESSION_PATH, LiveStream, type LiveStreamOptions, type StreamState } from './live-stream';

/** What a listener may hear; every handler is optional. */
export interface LiveListener {
  message?: (m: ChatMessage) => void;
  topic?: (e: ChatTopicEvent) => void;
  /** Missed messages replayed after a (re)connection: refresh what is shown. */
  ready?: (e: ChatReadyEvent) => void;
  reset?: (e: ChatResetEvent) => void;
  notification?: () => void;
}

type StreamFactory = (handlers: LiveStreamOptions['handlers']) => LiveStream;

const defaultFactory: StreamFactory = (handlers) =>
  new LiveStream({
    openSession: () => api.post(EVENTS_SESSION_PATH, {}).then(() => undefined),
    // A refused session (401) ends the session through the API client; nothing to retry.
    isFatal: (e) => isApiError(e) && (e.statusCode === 401 || e.statusCode === 403),
    handlers,
  });

/** The shared stream and its listeners (one per tab; tests make their own). */
export class LiveEvents {
  private readonly listeners = new Set<LiveListener>();
  private readonly stateListeners = new Set<() => void>();
  private stream: LiveStream | null = null;
  private stopTimer: ReturnType<typeof setTimeout> | null = null;
  state: StreamState = 'stopped';

  constructor(private readonly factory: StreamFactory = defaultFactory) {}

  /** Adds a listener (opening the stream if it is the first); answers its removal. */
  listen(listener: LiveListener): () => void {
    this.listeners.add(listener);
    if (this.stopTimer) clearTimeout(this.stopTimer);
    this.stopTimer = null;
    if (!this.stream) {
      const each = <K extends keyof LiveListener>(key: K) =>
        ((...args: unknown[]) => {
          for (const l of [...this.listeners]) (l[key] as ((...a: unknown[]) => void) | undefined)?.(...args);
        }) as NonNullable<LiveListener[K]>;
      this.stream = this.factory({
        message: each('message'),
        topic: each('topic'),
        ready: each('ready'),
        reset: each('reset'),
        notification: each('notification'),
        state: (s) => this.setState(s),
      });
      this.stream.start();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0 || this.stopTimer) return;
      // A page swap unmounts one listener before the next mounts: keep the stream a moment.
      this.stopTimer = setTimeout(() => {
        this.stopTimer = null;
        if (this.listeners.size > 0 || !this.stream) return;
        const stream = this.stream;
        this.stream = null;
        stream.stop();
      }, 1000);
    };
  }

  /** Shows a message to every listener once, and marks it seen (our own send's answer). */
  deliver(m: ChatMessage): void {
    this.stream?.deliver(m);
  }

  subscribeState = (l: () => void): (() => void) => {
    this.stateListeners.add(l);
    return () => this.stateListeners.delete(l);
  };

  getState = (): StreamState => this.state;

  private setState(s: StreamState) {
    if (s === this.state) return;
    this.state = s;
    for (const l of [...this.stateListeners]) l();
  }
}

let shared = new LiveEvents();

/** The tab's stream. */
export const liveEvents = (): LiveEvents => shared;

/** Tests: a fresh hub (a fake EventSource is stubbed globally by the test). */
export const resetLiveEvents = (next = new LiveEvents()): void => {
  shared = next;
};

/**
 * Listens to the tab's stream while mounted and `enabled`; the handlers may change between renders
 * (the latest ones are called).
 */
export function useLiveEvents(listener: LiveListener, enabled = true): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!enabled) return;
    const call =
      <K extends keyof LiveListener>(key: K) =>
      (...args: unknown[]) =>
        (latest.current[key] as ((...a: unknown[]) => void) | undefined)?.(...args);
    return liveEvents().listen({
      message: call('message'),
      topic: call('topic'),
      ready: call('ready'),
      reset: call('reset'),
      notification: call('notification'),
    });
  }, [enabled]);
}

/** The stream's state: 'open' while live; anything else means the caller's poll is the fallback. */
export const useLiveState = (): StreamState => {
  const hub = liveEvents();
  return useSyncExternalStore(hub.subscribeState, hub.getState, hub.getState);
};
