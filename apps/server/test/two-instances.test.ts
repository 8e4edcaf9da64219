// Two server processes on one PostgreSQL database (issue 20 items 2 and 4, decision 0038): a job
// submitted on A is polled on B, and a user's job's documents download through the instance that did
// not make them; kill -9 of the instance running a job, the other finishes it within
// the stated time; one client's share of the queue holds across both. PostgreSQL only.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, type RequestStatus } from '@podbor/contracts';
import { defaultDcuOptions } from '@podbor/engineering/dcu';
import { openDatabase } from '../src/db/database';
import { createOrPromote } from '../src/modules/auth/accounts-admin';
import { pgTestSchema } from './helpers/test-app';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const mainTs = path.join(repoRoot, 'apps/server/src/main.ts');
const base = process.env.TEST_DATABASE_URL;

/** Every job sleeps this long in its thread first (JOB_TEST_DELAY_MS), so it can be cut off. */
const JOB_DELAY_MS = 3000;
/** The default lease (JOB_LEASE_MS): take-over within lease + lease/3 + 1 s poll = 21 s. */
const LEASE_MS = 15_000;

interface Instance {
  child: ChildProcess;
  url: string;
  workerId: string;
  exited: Promise<number | null>;
  output: () => string;
}

async function start(env: Record<string, string>): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbor-two-'));
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    cwd: repoRoot,
    env: {
      ...process.env,
      JWT_SECRET: 'two-instances-secret-two-instances-secret',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c) => (out += String(c)));
  child.stderr!.on('data', (c) => (out += String(c)));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    const url = /podbor: (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
    const workerId = /"workerId":"([^"]+)"[^\n]*joined the shared job queue/.exec(out)?.[1];
    if (url && workerId) return { child, url, workerId, exited, output: () => out };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`instance did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function call(
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as { response: Record<string, unknown> } };
}

describe.skipIf(!base)('two instances on one PostgreSQL database', { timeout: 90_000 }, () => {
  let schema: Awaited<ReturnType<typeof pgTestSchema>>;
  let env: Record<string, string>;
  const instances: Instance[] = [];

  beforeAll(async () => {
    schema = await pgTestSchema(base!);
    // 1 thread + 7 waiting places each: 16 places on two instances, a client's eighth is 2.
    env = {
      DATABASE_URL: schema.url,
      WORKER_THREADS: '1',
      JOB_QUEUE_LIMIT: '7',
      JOB_LEASE_MS: String(LEASE_MS),
      JOB_TEST_DELAY_MS: String(JOB_DELAY_MS),
    };
    // One after the other: the first runs the migrations.
    instances.push(await start(env));
    instances.push(await start(env));
  }, 70_000);

  afterAll(async () => {
    for (const i of instances)
      if (i.child.exitCode === null && i.child.signalCode === null) i.child.kill('SIGKILL');
    await Promise.all(instances.map((i) => i.exited));
    await schema.drop();
  });

  it('polls on B what A runs and downloads its files there, holds a client to its share across both, and B finishes what dies with A', async () => {
    const [a, b] = instances as [Instance, Instance];
    const grant = (
      await call(`${a.url}/api/v1/calc/access`, {
        method: 'POST',
        body: { calc: 'DCU', password: 'dcu-dev' },
      })
    ).body.response.grant as string;
    const submit = (on: Instance) =>
      call(`${on.url}/api/v1/search/dcu`, {
        method: 'POST',
        headers: { 'calc-access': grant },
        body: { ...defaultDcuOptions(0), DesignFlow: 1.2 },
      });
    const status = async (on: Instance, hash: string) =>
      (await call(`${on.url}/api/v1/request/${hash}`)).body.response as unknown as RequestStatus;

    // A signed-in user's job (its documents are rendered and stored), submitted on A: polled and
    // its files downloaded through the instance that did not run it.
    const phone = '+79990004455';
    const password = 'Dva-instansa-1';
    const admin = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: os.tmpdir() });
    try {
      await createOrPromote(admin.db, { phone, role: 'user', password });
    } finally {
      await admin.close();
    }
    const login = await call(`${a.url}/api/v1/user/login`, {
      method: 'POST',
      body: { username: phone.slice(2), password },
    });
    expect(login.status).toBe(200);
    const jwt = `jwt ${login.body.response.token as string}`;
    const mine = await call(`${a.url}/api/v1/search/dcu`, {
      method: 'POST',
      headers: { 'calc-access': grant, jwt },
      body: { ...defaultDcuOptions(0), DesignFlow: 1.2 },
    });
    expect(mine.status).toBe(200);
    const mineHash = mine.body.response.hash as string;
    let done = await status(b, mineHash);
    for (const until = Date.now() + 30_000; done.state !== 'done' && Date.now() < until;) {
      await new Promise((r) => setTimeout(r, 100));
      done = await status(b, mineHash);
    }
    expect(done.state).toBe('done');
    expect(Object.keys(done.files ?? {}).length).toBeGreaterThan(0);
    {
      const owner = new pg.Client({ connectionString: env.DATABASE_URL });
      await owner.connect();
      const ranOn = (await owner.query('select lease_owner from request where hash = $1', [mineHash])).rows[0]
        ?.lease_owner as string;
      await owner.end();
      const other = ranOn === a.workerId ? b : a;
      for (const link of Object.values(done.files!)) {
        const res = await fetch(`${other.url}${link}`, { headers: { jwt } });
        expect(res.status).toBe(200);
        expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
      }
    }

    const first = await submit(a);
    expect(first.status).toBe(200);
    const hash = first.body.response.hash as string;
    // Polled through B while A (or whichever instance claimed it) runs it.
    for (let s = await status(b, hash); s.state !== 'running'; s = await status(b, hash)) {
      expect(s.state).toBe('pending');
      await new Promise((r) => setTimeout(r, 50));
    }

    // The same guest (127.0.0.1) on the other instance: its second job is let in, the third is not.
    const second = await submit(b);
    expect(second.status).toBe(200);
    const third = await submit(a);
    expect(third.status).toBe(429);
    expect(third.body.response.error).toBe(apiMessages.tooManyJobs);

    // kill -9 of the instance holding the job, mid-job.
    const db = new pg.Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    try {
      const owner = (await db.query('select lease_owner from request where hash = $1', [hash])).rows[0]
        ?.lease_owner as string;
      const victim = owner === a.workerId ? a : b;
      const survivor = victim === a ? b : a;
      expect(owner).toBe(victim.workerId);
      const killed = Date.now();
      victim.child.kill('SIGKILL');
      await victim.exited;

      let s = await status(survivor, hash);
      while (s.state !== 'done' && s.state !== 'failed') {
        expect(Date.now() - killed).toBeLessThan(30_000);
        await new Promise((r) => setTimeout(r, 100));
        s = await status(survivor, hash);
      }
      const tookMs = Date.now() - killed;
      expect(s.state).toBe('done');
      expect(s.response).toMatchObject({ articul: expect.any(String) });
      // Run again from the start by the survivor: a second attempt, within lease + sweep + poll + the job.
      const row = (await db.query('select attempts, lease_owner, state from request where hash = $1', [hash]))
        .rows[0];
      expect(row).toMatchObject({ attempts: 2, lease_owner: survivor.workerId, state: 'done' });
      expect(tookMs).toBeLessThan(LEASE_MS + LEASE_MS / 3 + 1000 + JOB_DELAY_MS + 5000);
      expect(survivor.output()).toContain('taken back into the queue');

      // The survivor carries on; the dead instance's places no longer count once its lease ran out.
      const again = await submit(survivor);
      expect(again.status).toBe(200);

      // And stops promptly, leaving the queue.
      survivor.child.kill('SIGTERM');
      expect(await survivor.exited).toBe(0);
      const workers = (await db.query('select id from job_worker')).rows.map((r) => r.id as string);
      expect(workers).not.toContain(survivor.workerId);
    } finally {
      await db.end();
    }
  });
});
