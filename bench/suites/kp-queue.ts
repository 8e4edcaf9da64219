// The manager's КП queue with 10,000 requests from 1,000 customers, on SQLite and on PostgreSQL
// (BENCH_DATABASE_URL or TEST_DATABASE_URL; a throwaway schema): p95 of the queue page (plain, by
// status, by customer, by date, searched) at 4 connections for 5 s each. Target: p95 < 30 ms.
import { login, measureApiPages, type ApiPage } from '../lib/api-pages';
import { pgSchema } from '../lib/pg-schema';
import type { BenchContext, Figure, ServerHandle } from '../lib/types';
import { seedKpDatabase, type SeededQueue } from '../seed/kp';

const TARGET = '< 30';
const CONNECTIONS = 4;

type Page = { result: unknown[]; count: number };

function pages(q: SeededQueue): ApiPage[] {
  const day = q.newest.slice(0, 10);
  const monthStart = new Date(Date.parse(q.newest) - 30 * 86_400_000).toISOString().slice(0, 10);
  const queue = [
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
  return queue.map((p) => ({ ...p, path: '/api/v1/manager/kp/list', check: (r) => p.check(r as Page) }));
}

async function measure(
  ctx: BenchContext,
  server: ServerHandle,
  q: SeededQueue,
  db: string,
): Promise<Figure[]> {
  const token = await login(server.baseUrl, q);
  return measureApiPages(ctx, {
    baseUrl: server.baseUrl,
    token,
    db,
    pages: pages(q),
    connections: CONNECTIONS,
    target: TARGET,
  });
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
