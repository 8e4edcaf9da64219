// Selection jobs on several instances (issue 20 item 2, decision 0038), on PostgreSQL
// (BENCH_DATABASE_URL or TEST_DATABASE_URL; a throwaway schema): the take-over after kill -9 of the
// instance running a job (kill → claimed again by the other, and kill → done there), and the p95 of
// a submission through the shared queue beside SQLite's in-memory queue (the single-instance path).
import pg from 'pg';
import { defaultDcuOptions } from '@podbor/engineering/dcu';
import { pgSchema } from '../lib/pg-schema';
import type { BenchContext, Figure, ServerHandle } from '../lib/types';

const dcu = { ...defaultDcuOptions(0), DesignFlow: 1.2 };

async function grant(server: ServerHandle): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/v1/calc/access`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ calc: 'DCU', password: 'dcu-dev' }),
  });
  return ((await res.json()) as { response: { grant: string } }).response.grant;
}

async function submit(server: ServerHandle, g: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/v1/search/dcu`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'calc-access': g },
    body: JSON.stringify(dcu),
  });
  if (res.status !== 200) throw new Error(`submission answered ${res.status}`);
  return ((await res.json()) as { response: { hash: string } }).response.hash;
}

/** POST /api/v1/search/dcu under load; every job parks in the one thread, so only admission counts. */
async function submissionP95(ctx: BenchContext, env: Record<string, string>, label: string) {
  const server = await ctx.startServer({
    env: { ...env, WORKER_THREADS: '1', JOB_QUEUE_LIMIT: '10000', JOB_TEST_DELAY_MS: '600000' },
    timeoutMs: 60_000,
  });
  try {
    const g = await grant(server);
    const opts = {
      url: `${server.baseUrl}/api/v1/search/dcu`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', 'calc-access': g },
      body: JSON.stringify(dcu),
      connections: 4,
    };
    await ctx.load({ ...opts, durationSec: 1 }); // warm-up
    const r = await ctx.load({ ...opts, durationSec: 2 });
    ctx.log(`${label}: ${r.requests} submissions, ${r.non2xx} refused, ${r.rps.toFixed(0)}/s`);
    return r.p95;
  } finally {
    await server.stop();
  }
}

export default async function run(ctx: BenchContext): Promise<Figure[]> {
  const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const figures: Figure[] = [
    {
      name: 'job submission p95, SQLite in-memory queue',
      value: await submissionP95(ctx, {}, 'SQLite'),
      unit: 'ms',
      target: null,
    },
  ];
  if (!base) {
    ctx.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a database to measure it');
    return figures;
  }

  let schema = await pgSchema(base);
  try {
    figures.push({
      name: 'job submission p95, PostgreSQL shared queue',
      value: await submissionP95(ctx, { DATABASE_URL: schema.url }, 'PostgreSQL'),
      unit: 'ms',
      target: null,
    });
  } finally {
    await schema.drop();
  }

  // Take-over: A and B up, A runs a job (it waits 6 s in its thread), kill -9 of A. B starts first:
  // on a busy machine its start outlasted the job. A's submission claims at once in A (B only
  // polls the queue each second), so A runs it.
  schema = await pgSchema(base);
  const env = { DATABASE_URL: schema.url, WORKER_THREADS: '1', JOB_TEST_DELAY_MS: '6000' };
  const db = new pg.Client({ connectionString: schema.url });
  let a: ServerHandle | undefined;
  let b: ServerHandle | undefined;
  try {
    a = await ctx.startServer({ env, timeoutMs: 60_000 });
    b = await ctx.startServer({ env, timeoutMs: 60_000 });
    const hash = await submit(a, await grant(a));
    await db.connect();
    const row = async () =>
      (await db.query('select state, attempts from request where hash = $1', [hash])).rows[0] as {
        state: string;
        attempts: number;
      };
    while ((await row()).state !== 'running') await new Promise((r) => setTimeout(r, 20));
    const killed = performance.now();
    await a.kill();
    let claimedMs = NaN;
    for (;;) {
      const r = await row();
      if (Number.isNaN(claimedMs) && r.attempts === 2) claimedMs = performance.now() - killed;
      if (r.state === 'done' || r.state === 'failed') {
        if (r.state !== 'done') throw new Error('the job taken over failed');
        break;
      }
      if (performance.now() - killed > 60_000) throw new Error('the job was not taken over within 60 s');
      await new Promise((res) => setTimeout(res, 20));
    }
    const doneMs = performance.now() - killed;
    figures.push(
      {
        name: 'job take-over after kill -9 (claimed again)',
        value: claimedMs / 1000,
        unit: 's',
        target: '≤ 30',
      },
      { name: 'job take-over after kill -9 (done, 6 s job)', value: doneMs / 1000, unit: 's', target: null },
    );
  } finally {
    await db.end().catch(() => {});
    await a?.stop();
    await b?.stop();
    await schema.drop();
  }
  return figures;
}
