// The manager's КП queue with 10,000 requests from 1,000 customers, on SQLite and on PostgreSQL
// (BENCH_DATABASE_URL or TEST_DATABASE_URL; a throwaway schema): p95 of the queue page (plain, by
// status, by customer, by date, searched) at 4 connections for 5 s each. Target: p95 < 30 ms.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { BenchContext, Figure, ServerHandle } from '../lib/types';
import { seedKpDatabase, type SeededQueue } from '../seed/kp';

const TARGET = '< 30';
const CONNECTIONS = 4;

async function login(baseUrl: string, q: SeededQueue): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: q.username, password: q.password }),
  });
  const body = (await res.json()) as { response?: { token?: string } };
  if (res.status !== 200 || !body.response?.token)
    throw new Error(`login: ${res.status} ${JSON.stringify(body)}`);
  return body.response.token;
}

type Page = { result: unknown[]; count: number };

function pages(q: SeededQueue) {
  const day = q.newest.slice(0, 10);
  const monthStart = new Date(Date.parse(q.newest) - 30 * 86_400_000).toISOString().slice(0, 10);
  return [
    {
      name: 'queue page (limit 20)',
      body: { offset: 0, limit: 20 },
      check: (r: Page) => r.result.length === 20 && r.count === q.requests,
    },
    {
      name: 'queue page, status «Новый»',
      body: { offset: 0, limit: 20, status: 'new' },
      check: (r: Page) => r.result.length === 20 && r.count === q.requests / 4,
    },
    {
      name: 'queue page, one customer',
      body: { offset: 0, limit: 20, customer_id: q.someCustomer },
      check: (r: Page) => r.count === q.requests / q.customers,
    },
    {
      name: 'queue page, last month',
      body: { offset: 0, limit: 20, date: { from: monthStart, to: day, utc_offset: 180 } },
      check: (r: Page) => r.result.length === 20 && r.count > 500 && r.count < 1500,
    },
    {
      name: 'queue page, search text',
      body: { offset: 0, limit: 20, search: 'котельная' },
      check: (r: Page) => r.result.length === 20 && r.count === q.requests / 10,
    },
    {
      name: 'queue page, search ID',
      body: { offset: 0, limit: 20, search: '777' },
      check: (r: Page) => r.count > 0,
    },
    {
      name: 'queue page 200 (offset 4,000)',
      body: { offset: 4000, limit: 20 },
      check: (r: Page) => r.result.length === 20,
    },
  ];
}

async function measure(
  ctx: BenchContext,
  server: ServerHandle,
  q: SeededQueue,
  db: string,
): Promise<Figure[]> {
  const token = await login(server.baseUrl, q);
  const headers = { jwt: `jwt ${token}` };
  const url = `${server.baseUrl}/api/v1/manager/kp/list`;
  const figures: Figure[] = [];
  for (const page of pages(q)) {
    const probe = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(page.body),
    });
    const answer = (await probe.json()) as { response?: Page };
    if (probe.status !== 200 || !answer.response || !page.check(answer.response))
      throw new Error(
        `${db} ${page.name}: unexpected answer ${probe.status} ${JSON.stringify(answer).slice(0, 300)}`,
      );
    const load = { url, method: 'POST' as const, body: page.body, headers, connections: CONNECTIONS };
    await ctx.load({ ...load, durationSec: 1 });
    const r = await ctx.load({ ...load, durationSec: 5 });
    if (r.non2xx > 0 || r.errors > 0)
      throw new Error(`${db} ${page.name}: ${r.non2xx} non-2xx and ${r.errors} errors of ${r.requests}`);
    ctx.log(`${db} ${page.name}: p50 ${r.p50} ms, p95 ${r.p95} ms, ${r.rps.toFixed(0)} req/s`);
    figures.push({ name: `${db}: ${page.name} p95`, value: r.p95, unit: 'ms', target: TARGET });
  }
  return figures;
}

/** A throwaway schema in the PostgreSQL database at `base`; answers its URL and the cleanup. */
async function pgSchema(base: string) {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

export default async function run(ctx: BenchContext): Promise<Figure[]> {
  const figures: Figure[] = [];
  let seeded: (SeededQueue & { seedMs: number }) | undefined;
  const sqlite = await ctx.startServer({
    prepare: async (dataDir) => {
      seeded = await seedKpDatabase({ dataDir });
      ctx.log(`SQLite seeded in ${(seeded.seedMs / 1000).toFixed(1)} s`);
    },
  });
  try {
    figures.push(...(await measure(ctx, sqlite, seeded!, 'SQLite')));
  } finally {
    await sqlite.stop();
  }

  const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!base) {
    ctx.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a database to measure it');
    return figures;
  }
  const schema = await pgSchema(base);
  try {
    const server = await ctx.startServer({
      env: { DATABASE_URL: schema.url },
      prepare: async (dataDir) => {
        seeded = await seedKpDatabase({ dataDir, databaseUrl: schema.url });
        ctx.log(`PostgreSQL seeded in ${(seeded.seedMs / 1000).toFixed(1)} s`);
      },
      timeoutMs: 60_000,
    });
    try {
      figures.push(...(await measure(ctx, server, seeded!, 'PostgreSQL')));
    } finally {
      await server.stop();
    }
  } finally {
    await schema.drop();
  }
  return figures;
}
