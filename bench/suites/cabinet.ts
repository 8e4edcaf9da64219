// The cabinet of a heavy user — 1,000 objects, 10,000 projects, 100,000 history items — on SQLite
// and on PostgreSQL (when BENCH_DATABASE_URL or TEST_DATABASE_URL names a database; a throwaway
// schema is made in it and dropped): p95 of the object list page and the history page (plain,
// searched, date-filtered) at 4 connections for 5 s each. Target: every page p95 < 30 ms.
import { login, measureApiPages, type ApiPage } from '../lib/api-pages';
import { pgSchema } from '../lib/pg-schema';
import type { BenchContext, Figure, ServerHandle } from '../lib/types';
import { seedCabinetDatabase, type SeededUser } from '../seed/cabinet';

const TARGET = '< 30';
const CONNECTIONS = 4;

/** The pages measured: name → call. Each is probed once for the expected shape first. */
function pages(user: SeededUser) {
  const quarterEnd = user.newest.slice(0, 10);
  const quarterStart = new Date(Date.parse(user.newest) - 91 * 86_400_000).toISOString().slice(0, 10);
  const yearStart = new Date(Date.parse(user.newest) - 365 * 86_400_000).toISOString().slice(0, 10);
  const list: ApiPage[] = [
    {
      name: 'object list page (limit 10)',
      path: '/api/v1/user/object',
      body: { filters: { name: null, sort: 'new' }, offset: 0, limit: 10, mini: false },
      check: (r: unknown) => {
        const [first] = r as Array<{ result: unknown[]; count: number }>;
        return first!.result.length === 10 && first!.count === user.counts.objects;
      },
    },
    {
      name: 'history page (limit 10)',
      path: '/api/v1/user/history',
      body: { type: null, object_id: null, project_id: null, offset: 0, limit: 10 },
      check: (r: unknown) => {
        const h = r as { result: unknown[]; count: number };
        return h.result.length === 10 && h.count === user.counts.history;
      },
    },
    {
      name: 'history page, last quarter',
      path: '/api/v1/user/history',
      body: { offset: 0, limit: 10, date: { from: quarterStart, to: quarterEnd, utc_offset: 180 } },
      check: (r: unknown) => {
        const h = r as { result: unknown[]; count: number };
        return h.result.length === 10 && h.count > 10_000 && h.count < user.counts.history;
      },
    },
    {
      // Informational: the count of a wide range reads every row in it (~50,000 here).
      name: 'history page, last year',
      target: null,
      path: '/api/v1/user/history',
      body: { offset: 0, limit: 10, date: { from: yearStart, to: null, utc_offset: 180 } },
      check: (r: unknown) => {
        const h = r as { result: unknown[]; count: number };
        return h.result.length === 10 && h.count > 40_000 && h.count < 60_000;
      },
    },
    {
      name: 'history page, search ID prefix',
      path: '/api/v1/user/history',
      body: { offset: 0, limit: 10, search: '777' },
      check: (r: unknown) => (r as { count: number }).count > 0,
    },
    {
      name: 'history page, search model',
      path: '/api/v1/user/history',
      body: { offset: 0, limit: 10, search: 'EVR 1' },
      check: (r: unknown) => (r as { result: unknown[] }).result.length === 10,
    },
    {
      // Any of the three units a Clever calculation offered (the seed's), by the start of its model.
      name: 'history page, search heat-exchanger model',
      path: '/api/v1/user/history',
      body: { offset: 0, limit: 10, search: 'CLH 100S' },
      check: (r: unknown) => {
        const h = r as { result: unknown[]; count: number };
        return h.result.length === 10 && h.count > 1000;
      },
    },
    {
      name: 'history page, search + quarter',
      path: '/api/v1/user/history',
      body: { offset: 0, limit: 10, search: 'насосы', date: { from: quarterStart, to: quarterEnd } },
      check: (r: unknown) => (r as { result: unknown[] }).result.length === 10,
    },
  ];
  return list;
}

async function measure(
  ctx: BenchContext,
  server: ServerHandle,
  user: SeededUser,
  db: string,
): Promise<Figure[]> {
  const token = await login(server.baseUrl, user);
  return measureApiPages(ctx, {
    baseUrl: server.baseUrl,
    token,
    db,
    pages: pages(user),
    connections: CONNECTIONS,
    target: TARGET,
  });
}

export default async function run(ctx: BenchContext): Promise<Figure[]> {
  const figures: Figure[] = [];

  let user: (SeededUser & { seedMs: number }) | undefined;
  const sqlite = await ctx.startServer({
    prepare: async (dataDir) => {
      user = await seedCabinetDatabase({ dataDir });
      ctx.log(`SQLite seeded in ${(user.seedMs / 1000).toFixed(1)} s`);
    },
  });
  try {
    figures.push({ name: 'SQLite: seed 1k/10k/100k', value: user!.seedMs / 1000, unit: 's', target: null });
    figures.push(...(await measure(ctx, sqlite, user!, 'SQLite')));
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
        user = await seedCabinetDatabase({ dataDir, databaseUrl: schema.url });
        ctx.log(`PostgreSQL seeded in ${(user.seedMs / 1000).toFixed(1)} s`);
      },
      timeoutMs: 60_000,
    });
    try {
      figures.push({
        name: 'PostgreSQL: seed 1k/10k/100k',
        value: user!.seedMs / 1000,
        unit: 's',
        target: null,
      });
      figures.push(...(await measure(ctx, server, user!, 'PostgreSQL')));
    } finally {
      await server.stop();
    }
  } finally {
    await schema.drop();
  }
  return figures;
}
