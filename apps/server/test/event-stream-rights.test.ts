// Event streams end with the right to them (issue 28 item 2, decision 0041): a sign-out, a password
// change, a demotion by the operator and a session's expiry close that user's streams within 2 s —
// on each database, and (PostgreSQL) on the other instance through the bus — and nothing is written
// to a stream whose user lost the right to it, even when no signal came.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { createOrPromote } from '../src/modules/auth/accounts-admin';
import { authLimits } from '../src/modules/auth/limits';
import { announceAccountChange } from '../src/modules/chat/bus';
import { createInstances, type Instances } from './helpers/instances';
import { databases, createTestApp, type TestApp } from './helpers/test-app';
import { messageIds, openSse, streamCookie, type Sse } from './helpers/sse';
import { authHeader } from './helpers/auth';
import { cabinetUser, client, managerUser, type CabinetUser } from './helpers/cabinet';

/** How soon a stream must end once the right to it ends. */
const CLOSE_WITHIN_MS = 2000;
/**
 * The operator's command is another process: on SQLite an instance hears of it by polling the
 * database's data_version every FOREIGN_WRITE_POLL_MS (500 ms) — within the 2 s by design, as a
 * quiet run shows — but a test must not fail because a loaded CI machine stalls that poll, so this
 * path is held to a looser bound.
 */
const FOREIGN_CLOSE_WITHIN_MS = 10_000;

/** Opens a stream of `user` on `t` and waits for its `ready`. */
async function liveStream(t: TestApp, base: string, user: { headers: { jwt: string } }): Promise<Sse> {
  const { sse } = await openSse(base, await streamCookie(t.app, user));
  expect(sse.status).toBe(200);
  await sse.until((ev) => ev.some((e) => e.event === 'ready'));
  return sse;
}

/** Resolves with the ms it took `sse` to end, or throws after `ms`. */
async function endsWithin(sse: Sse, ms = CLOSE_WITHIN_MS): Promise<number> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    sse.ended,
    new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`open after ${ms} ms`)), ms))),
  ]);
  clearTimeout(timer);
  return Date.now() - started;
}

/** A second session of `user` (another device). */
async function secondSession(t: TestApp, user: CabinetUser) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { username: user.username, password: user.password },
  });
  expect(res.statusCode).toBe(200);
  return { ...user, headers: authHeader(res.json().response.token as string) };
}

/** The operator's command, run in a process of its own: its own connection to the database. */
async function operatorSetsRole(t: TestApp, phone: string, role: 'user' | 'manager') {
  const own = openDatabase({ databaseUrl: t.config.DATABASE_URL, dataDir: t.dataDir });
  try {
    await createOrPromote(own.db, { phone, role, password: null }, (id) => announceAccountChange(own, id));
  } finally {
    await own.close();
  }
}

describe.each(databases)('event streams end with the right to them (%s)', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('a sign-out ends that session’s stream; another session’s stream stays', async () => {
    const u = await cabinetUser(t);
    const other = await secondSession(t, u);
    const cookie = await streamCookie(t.app, u);
    const mine = (await openSse(base, cookie)).sse;
    await mine.until((ev) => ev.some((e) => e.event === 'ready'));
    const theirs = await liveStream(t, base, other);
    expect((await client(t, u).post('/api/v1/user/logout')).status).toBe(200);
    await endsWithin(mine);
    // The signed-out session cannot open one again; the other session's stream goes on.
    expect((await openSse(base, cookie)).sse.status).toBe(401);
    await new Promise((r) => setTimeout(r, 200));
    expect(theirs.events.map((e) => e.event)).toEqual(['ready']);
    theirs.close();
  });

  it('a password change ends the streams of every other session, not of the one that changed it', async () => {
    const u = await cabinetUser(t);
    const other = await secondSession(t, u);
    const changer = await liveStream(t, base, u);
    const elsewhere = await liveStream(t, base, other);
    const changed = await client(t, u).post('/api/v1/user/update/password', {
      oldPassword: u.password,
      newPassword: 'another-horse-2',
    });
    expect(changed.status).toBe(200);
    await endsWithin(elsewhere);
    // The changing session keeps its stream, and it still delivers.
    const topic = (await client(t, u).put('/api/v1/user/chat/create', { title: 'После смены пароля' })).body
      .response;
    await changer.until((ev) =>
      ev.some((e) => e.event === 'topic' && (e.data as { topic_id: number }).topic_id === topic.id),
    );
    changer.close();
  });

  // On SQLite the operator's demotion reaches the instance through the poll of the database's
  // data_version. Run first in a fresh app (as `-t demotion` does), a demotion before the poll's
  // first tick used to become its baseline and was never noticed: the baseline is read at start.
  it('a demotion by the operator ends the manager’s streams; the customers’ chats stop reaching them', async () => {
    const boss = await managerUser(t);
    const customer = await cabinetUser(t);
    const stream = await liveStream(t, base, boss);
    await operatorSetsRole(t, boss.phone, 'user');
    const took = await endsWithin(stream, FOREIGN_CLOSE_WITHIN_MS);
    const topic = (await client(t, customer).put('/api/v1/user/chat/create', { title: 'Тайна' })).body
      .response;
    await client(t, customer).form(`/api/v1/user/chat/${topic.id}/messages`, {
      text: 'не для бывшего менеджера',
    });
    expect(messageIds(stream.events)).toEqual([]);
    expect(took).toBeLessThan(FOREIGN_CLOSE_WITHIN_MS);
    // Reopened, the stream is a customer's: another customer's messages do not come.
    const again = await liveStream(t, base, boss);
    const next = await client(t, customer).form(`/api/v1/user/chat/${topic.id}/messages`, {
      text: 'и это',
    });
    expect(next.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(messageIds(again.events)).toEqual([]);
    again.close();
  });

  it('nothing is written to a demoted manager even when no signal came (each write checks the role)', async () => {
    const boss = await managerUser(t);
    const customer = await cabinetUser(t);
    const stream = await liveStream(t, base, boss);
    const topic = (await client(t, customer).put('/api/v1/user/chat/create', { title: 'Проверка' })).body
      .response;
    await stream.until((ev) => ev.some((e) => e.event === 'topic'));
    // The role changed by the app's own connection with no signal: nothing announces it.
    await t.database.db.updateTable('account').set({ role: 'user' }).where('id', '=', boss.id).execute();
    const sent = await client(t, customer).form(`/api/v1/user/chat/${topic.id}/messages`, { text: 'секрет' });
    expect(sent.status).toBe(200);
    await endsWithin(stream);
    expect(messageIds(stream.events)).toEqual([]);
  });

  it('a session that expires ends its stream within 2 s', async () => {
    const u = await cabinetUser(t);
    const stream = await liveStream(t, base, u);
    const real = t.app.auth.clock.now;
    // 30 minutes without use later (the stream itself is no use of the session).
    t.app.auth.clock.now = () => real() + authLimits.sessionIdleMs + 1000;
    try {
      await endsWithin(stream);
    } finally {
      t.app.auth.clock.now = real;
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'event streams end on the other instance (PostgreSQL)',
  () => {
    let two: Instances;
    let a: TestApp;
    let b: TestApp;
    let baseB: string;
    beforeAll(async () => {
      two = await createInstances(2);
      [a, b] = two.apps as [TestApp, TestApp];
      baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => two?.close());

    it('a sign-out on A ends the session’s stream on B', async () => {
      const u = await cabinetUser(a);
      const onB = await liveStream(b, baseB, u);
      expect((await client(a, u).post('/api/v1/user/logout')).status).toBe(200);
      await endsWithin(onB);
    });

    it('a password change on A ends another session’s stream on B', async () => {
      const u = await cabinetUser(a);
      const other = await secondSession(b, u);
      const onB = await liveStream(b, baseB, other);
      const changed = await client(a, u).post('/api/v1/user/update/password', {
        oldPassword: u.password,
        newPassword: 'another-horse-2',
      });
      expect(changed.status).toBe(200);
      await endsWithin(onB);
    });

    it('the operator’s demotion ends the manager’s stream on B', async () => {
      const boss = await managerUser(a);
      const onB = await liveStream(b, baseB, boss);
      await operatorSetsRole(a, boss.phone, 'user');
      await endsWithin(onB, FOREIGN_CLOSE_WITHIN_MS);
    });
  },
);
