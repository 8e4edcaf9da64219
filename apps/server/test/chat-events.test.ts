// The chat's event stream on a real listening server, on each database: the cookie handshake,
// live delivery both ways and only to whom may see it, topic events, heartbeats, the per-user cap,
// a resume after a dropped stream in mid-conversation with nothing lost or doubled, the end of
// every stream when the server closes, and (PostgreSQL) two instances on one database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatLimits, chatMessages, CHAT_EVENTS_COOKIE } from '@podbor/contracts';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { databases, createTestApp, type TestApp } from './helpers/test-app';
import { messageIds, openSse, streamCookie, type Sse } from './helpers/sse';
import { cabinetUser, managerUser, client, type CabinetUser, type Client } from './helpers/cabinet';

describe.each(databases)('chat events on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let alice: CabinetUser;
  let bob: CabinetUser;
  let boss: CabinetUser;
  let a: Client;
  let b: Client;
  let m: Client;
  let cookies: { a: string; b: string; m: string };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, (deps, o = {}) => buildApp(deps, { ...o, chat: { heartbeatMs: 300 } }));
    alice = await cabinetUser(t);
    bob = await cabinetUser(t);
    boss = await managerUser(t);
    a = client(t, alice);
    b = client(t, bob);
    m = client(t, boss);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    cookies = {
      a: await streamCookie(t.app, alice),
      b: await streamCookie(t.app, bob),
      m: await streamCookie(t.app, boss),
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs the session: no cookie or a bad one 401; the session call needs the header', async () => {
    const none = await openSse(base, '');
    expect(none.sse.status).toBe(401);
    const bad = await openSse(base, `${CHAT_EVENTS_COOKIE}=a.b.c`);
    expect(bad.sse.status).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/events/session' })).statusCode).toBe(401);
  });

  it('delivers live both ways, only to whom may see it, with heartbeats', async () => {
    const topic = (await a.put('/api/v1/user/chat/create', { title: 'Живой чат' })).body.response;
    const sa = (await openSse(base, cookies.a)).sse;
    const sb = (await openSse(base, cookies.b)).sse;
    const sm = (await openSse(base, cookies.m)).sse;
    for (const s of [sa, sb, sm]) await s.until((ev) => ev.some((e) => e.event === 'ready'));

    const sent = (await a.form(`/api/v1/user/chat/${topic.id}/messages`, { text: 'Есть кто?' })).body
      .response;
    await sm.until((ev) => messageIds(ev).includes(sent.id));
    const got = sm.events.find((e) => e.event === 'message')!;
    expect(got.id).toBe(String(sent.id));
    expect(got.data).toMatchObject({
      message: { id: sent.id, text: 'Есть кто?', own: false, manager: false },
    });
    // The customer's other tabs see their own message as own.
    await sa.until((ev) => messageIds(ev).includes(sent.id));
    expect(sa.events.find((e) => e.event === 'message')!.data).toMatchObject({ message: { own: true } });

    const answer = (await m.form(`/api/v1/manager/chat/${topic.id}/messages`, { text: 'Да!' })).body.response;
    await sa.until((ev) => messageIds(ev).includes(answer.id));

    // Bob's own topic: his stream gets that message and none of Alice's.
    const bobTopic = (await b.put('/api/v1/user/chat/create', { title: 'Боб' })).body.response;
    const bobMsg = (await b.form(`/api/v1/user/chat/${bobTopic.id}/messages`, { text: 'мой' })).body.response;
    await sb.until((ev) => messageIds(ev).includes(bobMsg.id));
    expect(messageIds(sb.events)).toEqual([bobMsg.id]);
    await sa.until((ev) => ev.some((e) => e.event === 'topic'), 100).catch(() => {});
    expect(
      sa.events.some((e) => e.event === 'topic' && (e.data as { topic_id: number }).topic_id === bobTopic.id),
    ).toBe(false);

    // Topic events: reads, and a delete the managers see as closed.
    await a.post(`/api/v1/user/chat/${topic.id}/read`, {});
    await sa.until((ev) =>
      ev.some((e) => e.event === 'topic' && (e.data as { change: string }).change === 'read'),
    );
    await a.del(`/api/v1/user/chat/${topic.id}`);
    await sa.until((ev) =>
      ev.some((e) => e.event === 'topic' && (e.data as { change: string }).change === 'deleted'),
    );
    await sm.until((ev) =>
      ev.some(
        (e) =>
          e.event === 'topic' &&
          (e.data as { topic_id: number; change: string }).topic_id === topic.id &&
          (e.data as { change: string }).change === 'closed',
      ),
    );
    await new Promise((r) => setTimeout(r, 400));
    expect(sm.comments).toContain(': ping');
    for (const s of [sa, sb, sm]) s.close();
  });

  it("a stored in-app notification reaches only its user's streams as a notification event", async () => {
    const topic = (await a.put('/api/v1/user/chat/create', { title: 'Уведомления' })).body.response;
    const sa = (await openSse(base, cookies.a)).sse;
    const sb = (await openSse(base, cookies.b)).sse;
    for (const s of [sa, sb]) await s.until((ev) => ev.some((e) => e.event === 'ready'));
    // The manager's answer notifies the customer (decision 0036 item 10).
    await m.form(`/api/v1/manager/chat/${topic.id}/messages`, { text: 'Ответ' });
    await sa.until((ev) => ev.some((e) => e.event === 'notification'));
    expect(sa.events.find((e) => e.event === 'notification')!).toEqual({
      event: 'notification',
      id: null,
      data: {},
    });
    // Any module's notice takes the same way (here a direct notify, as the КП work calls it).
    await t.app.notifications.notify({
      userId: bob.id,
      kind: 'kp-status',
      text: 'Статус',
      link: '/person/kp',
    });
    await sb.until((ev) => ev.some((e) => e.event === 'notification'));
    expect(sa.events.filter((e) => e.event === 'notification')).toHaveLength(1);
    for (const s of [sa, sb]) s.close();
  });

  it('caps open streams per user with a Russian 429', async () => {
    const open: Sse[] = [];
    for (let i = 0; i < chatLimits.streamsPerUser; i++) {
      const { sse } = await openSse(base, cookies.b);
      expect(sse.status).toBe(200);
      open.push(sse);
    }
    const over = await openSse(base, cookies.b);
    expect(over.sse.status).toBe(429);
    expect(over.body.response.error).toBe(chatMessages.tooManyStreams);
    for (const s of open) s.close();
    // Closed streams free their places.
    await new Promise((r) => setTimeout(r, 100));
    const again = await openSse(base, cookies.b);
    expect(again.sse.status).toBe(200);
    again.sse.close();
  });

  it('a stream dropped mid-conversation resumes by Last-Event-ID (and ?after=): nothing lost or doubled', async () => {
    const topic = (await a.put('/api/v1/user/chat/create', { title: 'Обрыв' })).body.response;
    const url = `/api/v1/user/chat/${topic.id}/messages`;
    const sent: number[] = [];
    const send = async (i: number) => {
      const r = await a.form(url, { text: `№ ${i}` });
      expect(r.status).toBe(200);
      sent.push(r.body.response.id);
    };
    const first = (await openSse(base, cookies.m)).sse;
    await first.until((ev) => ev.some((e) => e.event === 'ready'));
    for (let i = 0; i < 5; i++) await send(i);
    await first.until((ev) => messageIds(ev).includes(sent[4]!));
    // Drop while more are being written, some in parallel.
    const writing = Promise.all([send(5), send(6), send(7)]);
    first.close();
    const seenFirst = messageIds(first.events);
    const lastSeen = Number(first.events.filter((e) => e.id !== null).at(-1)!.id);
    await writing;
    const more = Promise.all([send(8), send(9)]);
    const second = (await openSse(base, cookies.m, { lastEventId: lastSeen })).sse;
    await more;
    await send(10);
    await second.until((ev) => messageIds(ev).includes(sent.at(-1)!));
    const seenSecond = messageIds(second.events);
    // The server never repeats within a stream, and the two streams together hold every message.
    expect(new Set(seenSecond).size).toBe(seenSecond.length);
    const union = new Set([...seenFirst, ...seenSecond]);
    for (const id of sent) expect(union.has(id)).toBe(true);
    expect(seenSecond.every((id) => id > lastSeen)).toBe(true);
    expect(seenSecond).toEqual([...seenSecond].sort((x, y) => x - y));
    second.close();

    // ?after= on a first open replays the same way (the customer's view: only their topics).
    const third = (await openSse(base, cookies.a, { after: sent[2]! })).sse;
    await third.until((ev) => ev.some((e) => e.event === 'ready'));
    expect(messageIds(third.events)).toEqual(sent.slice(3).sort((x, y) => x - y));
    third.close();
  });

  it('more missed than the replay limit answers reset', async () => {
    const { sse } = await openSse(base, cookies.m, { after: 0 });
    await sse.until((ev) => ev.some((e) => e.event === 'ready'));
    // This suite sent fewer than resumeMax messages: a full replay, no reset.
    expect(sse.events.some((e) => e.event === 'reset')).toBe(false);
    expect(messageIds(sse.events).length).toBeLessThanOrEqual(chatLimits.resumeMax);
    sse.close();
  });

  it('closing the server ends open streams at once', async () => {
    const extra = await createTestApp(kind);
    try {
      const carol = await cabinetUser(extra);
      const url = await extra.app.listen({ port: 0, host: '127.0.0.1' });
      const cookie = await streamCookie(extra.app, carol);
      const streams = await Promise.all([1, 2, 3].map(() => openSse(url, cookie)));
      for (const s of streams) await s.sse.until((ev) => ev.some((e) => e.event === 'ready'));
      const started = Date.now();
      await extra.app.close();
      expect(Date.now() - started).toBeLessThan(2000);
      await Promise.all(streams.map((s) => s.sse.ended));
    } finally {
      await extra.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('chat events across two instances (PostgreSQL)', () => {
  let t: TestApp;
  let second: { app: App; close(): Promise<void> };

  beforeAll(async () => {
    t = await createTestApp('postgres');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbor-test-b-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATABASE_URL: t.config.DATABASE_URL!,
    });
    const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
    const app = await buildApp({ config, database }, { logger: false });
    second = {
      app,
      async close() {
        await app.close();
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('a message sent on instance A arrives on a stream opened on instance B, and back', async () => {
    const alice = await cabinetUser(t);
    const boss = await managerUser(t);
    const baseB = await second.app.listen({ port: 0, host: '127.0.0.1' });
    const baseA = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const onB = (await openSse(baseB, await streamCookie(second.app, boss))).sse;
    const onA = (await openSse(baseA, await streamCookie(t.app, alice))).sse;
    await onB.until((ev) => ev.some((e) => e.event === 'ready'));
    await onA.until((ev) => ev.some((e) => e.event === 'ready'));

    const a = client(t, alice);
    const topic = (await a.put('/api/v1/user/chat/create', { title: 'Через два сервера' })).body.response;
    await onB.until((ev) =>
      ev.some((e) => e.event === 'topic' && (e.data as { change: string }).change === 'created'),
    );
    const sent = (await a.form(`/api/v1/user/chat/${topic.id}/messages`, { text: 'с A' })).body.response;
    await onB.until((ev) => messageIds(ev).includes(sent.id));

    const mB = client({ ...t, app: second.app }, boss);
    const answer = (await mB.form(`/api/v1/manager/chat/${topic.id}/messages`, { text: 'с B' })).body
      .response;
    await onA.until((ev) => messageIds(ev).includes(answer.id));
    expect(messageIds(onA.events)).toEqual([sent.id, answer.id]);
    // The answer's notification, stored on B, reaches the customer's stream on A.
    await onA.until((ev) => ev.some((e) => e.event === 'notification'));
    onA.close();
    onB.close();
  });
});
