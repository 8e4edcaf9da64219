// A database out of reach never takes an instance down (issue 28 item 1, decision 0040): SQLite
// busy past its timeout, every PostgreSQL connection terminated under a running app, and a whole
// PostgreSQL cluster of the test's own stopped and started again. Calls that need the database
// answer 503 with Retry-After in Russian, the others go on, /readyz follows, jobs resume.
import http from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, CALC_ACCESS_HEADER, type RequestStatus } from '@podbor/contracts';
import { sqliteFile } from '../src/db/database';
import { isDatabaseUnavailable } from '../src/db/health';
import { createSelectionApp, grantFor, waitForEnd } from './helpers/selection-app';
import { cabinetUser, client, managerUser, type CabinetUser } from './helpers/cabinet';
import { findPostgresBin, startTestCluster, type TestCluster } from './helpers/pg-cluster';
import type { TestApp } from './helpers/test-app';

const stationCall = (grant: string, body: object) => ({
  method: 'POST' as const,
  url: '/api/v1/search/station',
  headers: { [CALC_ACCESS_HEADER]: grant },
  payload: body,
});

/** The answer a call that needs the database gets while it is out of reach. */
function expectUnavailable(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toEqual({ statusCode: 503, response: { error: apiMessages.databaseUnavailable } });
}

async function until(what: string, check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('which errors mean "the database is out of reach for now"', () => {
  it('connection losses, refusals, shutdowns and SQLite busy; not constraint or syntax errors', () => {
    const e = (code?: string, message = 'x') => Object.assign(new Error(message), code ? { code } : {});
    for (const yes of [
      e('ECONNREFUSED'),
      e('57P01'),
      e('57P03'),
      e('08006'),
      e('08P01'),
      e('SQLITE_BUSY'),
      e('SQLITE_BUSY_SNAPSHOT'),
      e(undefined, 'Connection terminated unexpectedly'),
      e(undefined, 'timeout exceeded when trying to connect'),
      Object.assign(new AggregateError([e('ECONNREFUSED'), e('ECONNREFUSED')]), { code: undefined }),
    ])
      expect(isDatabaseUnavailable(yes), String(yes.message)).toBe(true);
    for (const no of [e('23505'), e('42P01'), e('SQLITE_CONSTRAINT'), e('SQLITE_CORRUPT'), e(), null])
      expect(isDatabaseUnavailable(no)).toBe(false);
  });
});

describe('SQLite busy past its timeout', () => {
  let t: TestApp;
  let lock: SQLite.Database;
  afterEach(async () => {
    if (lock?.inTransaction) lock.exec('ROLLBACK');
    lock?.close();
    await t?.close();
  });

  it('answers 503 with Retry-After, keeps /readyz and the pump calls, and a job stores its result once free', async () => {
    t = await createSelectionApp('sqlite', { WORKER_THREADS: '1' });
    const grant = await grantFor(t.app);
    const pumpGrant = await grantFor(t.app, 'Aquastrong');
    await sql`PRAGMA busy_timeout = 50`.execute(t.database.db);
    // A job that finishes while another process holds the write lock.
    const job = (await t.app.inject(stationCall(grant, { mode: 'sleep', ms: 300 }))).json().response;
    lock = new SQLite(sqliteFile(t.dataDir));
    lock.exec('BEGIN IMMEDIATE');

    expectUnavailable(await t.app.inject(stationCall(grant, { mode: 'ok' })));
    const pumps = await t.app.inject({
      method: 'GET',
      url: '/api/v1/search/pump/series',
      headers: { [CALC_ACCESS_HEADER]: pumpGrant },
    });
    expect(pumps.statusCode).toBe(200);
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    expect((await t.app.inject('/readyz')).statusCode).toBe(200); // busy is not broken
    await new Promise((r) => setTimeout(r, 800)); // the job ended and is retrying its bookkeeping

    lock.exec('ROLLBACK');
    const done = await waitForEnd(t.app, job.hash, 10_000);
    expect(done.state).toBe('done');
    expect((await t.app.inject(stationCall(grant, { mode: 'ok' }))).statusCode).toBe(200);
  });
});

/** A server-sent event stream read as text: enough to see which events arrived. */
function openStream(base: string, cookie: string) {
  let text = '';
  const ready = new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(`${base}/api/v1/events`, { agent: false, headers: { cookie } }, resolve);
    req.on('error', reject);
  });
  const opened = ready.then((res) => {
    res.setEncoding('utf8');
    res.on('data', (c: string) => (text += c));
    return res;
  });
  return {
    opened,
    has: (s: string) => text.includes(s),
    close: () => void opened.then((r) => r.destroy()),
  };
}

async function eventsCookie(t: TestApp, user: CabinetUser): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/events/session', headers: user.headers });
  return String(res.headers['set-cookie']).split(';')[0]!;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: every connection terminated', () => {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `podbor_outage_${randomBytes(5).toString('hex')}`;
  let admin: pg.Client;
  let t: TestApp;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    t = await createSelectionApp('postgres', { DATABASE_URL: url.toString(), WORKER_THREADS: '1' });
  });
  afterAll(async () => {
    await t?.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  });

  it('the process stays up, the next calls succeed and the event stream hears new messages', async () => {
    const customer = await cabinetUser(t);
    const manager = await managerUser(t);
    const c = client(t, customer);
    const topic = (await c.put('/api/v1/user/chat/create', { title: 'Обрыв связи' })).body.response;
    const listening = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = openStream(listening, await eventsCookie(t, manager));
    await stream.opened;
    await until('the stream to be ready', async () => stream.has('event: ready'));
    const backends = async () =>
      (
        await admin.query<{ pid: number; query: string }>(
          'select pid, query from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        )
      ).rows;
    // A transaction that holds its connection while it awaits other work when the cut comes.
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const held = t.database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('account').select('id').execute();
      await gate;
      await trx.selectFrom('account').select('id').execute();
    });
    held.catch(() => undefined);
    const before = await backends();
    expect(before.length).toBeGreaterThan(2); // the pool (one busy), the chat's LISTEN client

    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    // The old backends are gone; the chat's listener is back with a new one (it retries after 1 s).
    const old = new Set(before.map((b) => b.pid));
    await until('the listener to reconnect', async () =>
      (await backends()).some((b) => !old.has(b.pid) && /LISTEN/i.test(b.query)),
    );
    release();
    await expect(held).rejects.toSatisfy(isDatabaseUnavailable);

    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
    const info = await c.get('/api/v1/user/info');
    expect(info.status).toBe(200);
    const sent = (await c.form(`/api/v1/user/chat/${topic.id}/messages`, { text: 'Вы меня слышите?' })).body
      .response;
    await until('the message on the manager’s stream', async () => stream.has(`id: ${sent.id}\n`), 5_000);
    const job = (await t.app.inject(stationCall(await grantFor(t.app), { mode: 'ok' }))).json().response;
    expect((await waitForEnd(t.app, job.hash)).state).toBe('done');
    stream.close();
  });
});

const postgres = findPostgresBin();
if (postgres.bin === null)
  console.warn(`db-outage: the PostgreSQL cluster restart test is skipped: ${postgres.reason}`);

describe.skipIf(!postgres.bin)('PostgreSQL: a cluster of our own stopped and started again', () => {
  let cluster: TestCluster;
  let t: TestApp;
  beforeAll(async () => {
    cluster = await startTestCluster(postgres.bin!);
    t = await createSelectionApp('postgres', { DATABASE_URL: cluster.url, WORKER_THREADS: '1' });
  });
  afterAll(async () => {
    await t?.close();
    await cluster?.destroy();
  });

  it('keeps serving what needs no database, answers 503 for the rest, and resumes the jobs', async () => {
    const user = await cabinetUser(t);
    const grant = await grantFor(t.app);
    const pumpGrant = await grantFor(t.app, 'Aquastrong');
    const submit = async (body: object) => {
      const call = stationCall(grant, body);
      const res = await t.app.inject({ ...call, headers: { ...call.headers, ...user.headers } });
      return res.json().response as { hash: string };
    };
    // One thread: the first job runs through the outage, the second waits in the queue.
    const running = await submit({ mode: 'sleep', ms: 1500 });
    const queued = await submit({ mode: 'ok', note: 'в очереди' });
    await until('the first job to run', async () => {
      const r = await t.app.inject(`/api/v1/request/${running.hash}`);
      return (r.json().response as RequestStatus).state === 'running';
    });

    await cluster.stop();
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready' });
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    expectUnavailable(await t.app.inject(`/api/v1/request/${queued.hash}`));
    expectUnavailable(await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: user.headers }));
    // The pump selection needs no database, for a guest and for a signed-in user alike.
    for (const headers of [{}, user.headers]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/search/pump/series',
        headers: { [CALC_ACCESS_HEADER]: pumpGrant, ...headers },
      });
      expect(res.statusCode).toBe(200);
    }
    await new Promise((r) => setTimeout(r, 1500)); // the running job ends meanwhile

    await cluster.start();
    await until('/readyz to turn green', async () => (await t.app.inject('/readyz')).statusCode === 200);
    expect((await waitForEnd(t.app, running.hash, 15_000)).state).toBe('done');
    expect((await waitForEnd(t.app, queued.hash, 15_000)).state).toBe('done');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: user.headers })).statusCode,
    ).toBe(200);
  });
});
