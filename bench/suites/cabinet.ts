// The cabinet of a heavy user — 1,000 objects, 10,000 projects, 100,000 history items — on SQLite
// and on PostgreSQL (when BENCH_DATABASE_URL or TEST_DATABASE_URL names a database; a throwaway
// schema is made in it and dropped): p95 of the object list page and the history page (plain,
// searched, date-filtered) at 4 connections for 5 s each. Target: every page p95 < 30 ms.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { BenchContext, Figure, ServerHandle } from '../lib/types';
import { seedCabinetDatabase, type SeededUser } from '../seed/cabinet';

const TARGET = '< 30';
const CONNECTIONS = 4;

async function login(baseUrl: string, user: SeededUser): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  const body = (await res.json()) as { response?: { token?: string } };
  if (res.status !== 200 || !body.response?.token)
    throw new Error(`login: ${res.status} ${JSON.stringify(body)}`);
  return body.response.token;
}

/** The pages measured: name → call. Each is probed once for the expected shape first. */
function pages(user: SeededUser) {
  const quarterEnd = user.newest.slice(0, 10);
  const quarterStart = new Date(Date.parse(user.newest) - 91 * 86_400_000).toISOString().slice(0, 10);
  const yearStart = new Date(Date.parse(user.newest) - 365 * 86_400_000).toISOString().slice(0, 10);
  const list: Array<{
    name: string;
    target?: string | null;
    path: string;
    body: object;
    check: (response: unknown) => boolean;
  }> = [
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
  const headers = { jwt: `jwt ${token}` };
  const figures: Figure[] = [];
  for (const page of pages(user)) {
    const url = `${server.baseUrl}${page.path}`;
    const probe = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(page.body),
    });
    const answer = (await probe.json()) as { response?: unknown };
    if (probe.status !== 200 || !page.check(answer.response)) {
      throw new Error(
        `${db} ${page.name}: unexpected answer ${probe.status} ${JSON.stringify(answer).slice(0, 300)}`,
      );
    }
    await ctx.load({
      url,
      method: 'POST',
      body: page.body,
      headers,
      connections: CONNECTIONS,
      durationSec: 1,
    });
    const r = await ctx.load({
      url,
      method: 'POST',
      body: page.body,
      headers,
      connections: CONNECTIONS,
      durationSec: 5,
    });
    if (r.non2xx > 0 || r.errors > 0) {
      throw new Error(`${db} ${page.name}: ${r.non2xx} non-2xx and ${r.errors} errors of ${r.requests}`);
    }
    ctx.log(`${db} ${page.name}: p50 ${r.p50} ms, p95 ${r.p95} ms, ${r.rps.toFixed(0)} req/s`);
    figures.push({
      name: `${db}: ${page.name} p95`,
      value: r.p95,
      unit: 'ms',
      target: page.target === undefined ? TARGET : page.target,
    });
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
