// Server-Sent Events in server tests: a stream opened on a listening app with node:http (no pooling
// agent), its events parsed as they arrive, and the cookie of POST /api/v1/events/session.
import http from 'node:http';
import { expect } from 'vitest';
import type { App } from '../../src/app';

export interface SseEvent {
  event: string;
  id: string | null;
  data: unknown;
}

/** An open stream: every event and comment so far, and a wait for a condition on them. */
export interface Sse {
  status: number;
  events: SseEvent[];
  comments: string[];
  ended: Promise<void>;
  until(pred: (events: SseEvent[]) => boolean, ms?: number): Promise<void>;
  close(): void;
}

export async function openSse(
  base: string,
  cookie: string,
  opts: { after?: number; lastEventId?: number } = {},
) {
  const url = `${base}/api/v1/events${opts.after === undefined ? '' : `?after=${opts.after}`}`;
  // node:http without a pooling agent: a closed stream leaves no socket behind.
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(
      url,
      {
        agent: false,
        headers: {
          cookie,
          ...(opts.lastEventId === undefined ? {} : { 'last-event-id': String(opts.lastEventId) }),
        },
      },
      resolve,
    );
    req.on('error', reject);
  });
  let ended: () => void = () => {};
  const sse: Sse = {
    status: res.statusCode ?? 0,
    events: [],
    comments: [],
    ended: new Promise<void>((r) => (ended = r)),
    async until(pred, ms = 5000) {
      const start = Date.now();
      while (!pred(sse.events)) {
        if (Date.now() - start > ms) throw new Error(`timed out; got ${JSON.stringify(sse.events)}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    close: () => res.destroy(),
  };
  res.setEncoding('utf8');
  if (sse.status !== 200) {
    let text = '';
    for await (const chunk of res) text += chunk;
    return { sse, body: JSON.parse(text) };
  }
  let buf = '';
  res.on('data', (chunk: string) => {
    buf += chunk;
    let end: number;
    while ((end = buf.indexOf('\n\n')) >= 0) {
      const block = buf.slice(0, end);
      buf = buf.slice(end + 2);
      let event = 'message';
      let id: string | null = null;
      let data = '';
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) sse.comments.push(line);
        else if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('data: ')) data += line.slice(6);
      }
      if (data) sse.events.push({ event, id, data: JSON.parse(data) });
    }
  });
  res.on('close', () => ended());
  return { sse, body: null };
}

export const messageIds = (events: SseEvent[]) =>
  events.filter((e) => e.event === 'message').map((e) => (e.data as { message: { id: number } }).message.id);

export async function streamCookie(app: App, user: { headers: { jwt: string } }): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/events/session', headers: user.headers });
  expect(res.statusCode).toBe(200);
  const set = String(res.headers['set-cookie']);
  expect(set).toContain('HttpOnly');
  expect(set).toContain('Path=/api/v1/events');
  expect(set).toContain('SameSite=Strict');
  return set.split(';')[0]!;
}
