// The polling call every calculator hammers: GET /api/v1/request/{hash} of finished requests with
// a result and two files each (each call one of 200 at random), 50 connections for 5 s on loopback — on SQLite and, when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a database, on PostgreSQL in the same run, side by
// side (a throwaway schema). Targets: ≥ 3000 requests/s on SQLite, PostgreSQL ≥ 70 % of that; p99
// and the server's CPU time per call shown (a busy shared machine moves throughput far more than
// CPU per call). Also once accepting compression as a browser does (the answer, ~3 KB, is over the
// server's 1 KB threshold, so that run pays for gzip on every answer; a real page polls the
// finished answer once, the running one — a few hundred bytes, never compressed — many times).
import type { BenchContext, Figure, LoadResult, ServerHandle } from '../lib/types';
import { pgSchema } from '../lib/pg-schema';
import { openDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { createRequestRepository } from '../../apps/server/src/modules/selection/repository';
import { createFileStore, filesRecord } from '../../apps/server/src/modules/selection/file-store';
import { newRequestHash } from '../../apps/server/src/modules/selection/service';

/** A result about the size of a pump selection: ten candidates with their working points. */
function sampleResponse() {
  return {
    items: Array.from({ length: 10 }, (_, i) => ({
      model: `CDM ${10 + i}-${i + 2}`,
      flow: 12.5 + i,
      head: 38.2 - i,
      efficiency: 0.71 - i * 0.01,
      power: 2.2 + i * 0.3,
      npshr: 2.1 + i * 0.05,
      curve: Array.from({ length: 12 }, (_, k) => [k * 2, 45 - k * 1.5]),
    })),
  };
}

/** Finished requests polled: each poll asks one of them at random, as many pages polling at once do. */
const SEEDED = 200;

/**
 * Puts SEEDED finished requests into the database through the selection module's own repository
 * and file store, as completed jobs leave them (their files listed on the row, migration 0011);
 * answers their hashes. SQLite: the fresh DATA_DIR; PostgreSQL: the schema of `databaseUrl`.
 */
async function seedFinishedRequests(dataDir: string, databaseUrl?: string): Promise<string[]> {
  const database = openDatabase({ dataDir, databaseUrl });
  try {
    await migrateToLatest(database);
    // A signed-in user's requests and files: a guest's files are removed at start (decision 0035).
    const at = new Date().toISOString();
    const { id: userId } = await database.db
      .insertInto('account')
      .values({
        phone: '+79990003344',
        password_hash: '-',
        firstname: 'Инженер',
        lastname: 'Опросов',
        created: at,
        updated: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const repo = createRequestRepository(database.db);
    const files = createFileStore(database, dataDir);
    const hashes: string[] = [];
    for (let i = 0; i < SEEDED; i++) {
      const row = await repo.insert({
        hash: newRequestHash(),
        type: 'pump',
        userId,
        input: JSON.stringify({ flow: 14 + i }),
        summaryKey: '',
      });
      if (!(await repo.markRunning(row.id, row.attempts)))
        throw new Error('could not mark the seeded request running');
      const done = await repo.finish(database.db, row.id, row.attempts + 1, {
        state: 'done',
        response: JSON.stringify(sampleResponse()),
      });
      if (!done) throw new Error('could not finish the seeded request');
      const rows = [
        await files.save({
          name: 'Подбор насоса.pdf',
          mime: 'application/pdf',
          data: Buffer.alloc(2048),
          requestId: row.id,
          ownerUserId: userId,
        }),
        await files.save({
          name: 'Кривая.png',
          mime: 'image/png',
          data: Buffer.alloc(1024),
          requestId: row.id,
          ownerUserId: userId,
        }),
      ];
      await repo.setFiles(database.db, row.id, JSON.stringify(filesRecord(rows)));
      hashes.push(row.hash);
    }
    return hashes;
  } finally {
    await database.close();
  }
}

interface Polled {
  plain: LoadResult;
  /** Server CPU per call during the plain run, µs (null where /proc is not there). */
  cpuUs: number | null;
  browser: LoadResult;
  encoding: string;
}

/** The plain and the browser-like poll of the seeded request on a started server. */
async function poll(ctx: BenchContext, server: ServerHandle, hashes: string[]): Promise<Polled> {
  const url = `${server.baseUrl}/api/v1/request/${hashes[0]}`;
  const paths = hashes.map((h) => `/api/v1/request/${h}`);
  const probe = await fetch(url);
  const body = (await probe.json()) as { statusCode?: number; response?: { state?: string; files?: object } };
  if (probe.status !== 200 || body.response?.state !== 'done' || !body.response.files) {
    throw new Error(`the seeded request does not answer as done: ${probe.status} ${JSON.stringify(body)}`);
  }
  await ctx.load({ url, paths, connections: 50, durationSec: 1 }); // warm-up: JIT, connection pools
  const cpu0 = server.cpuMs();
  const plain = await ctx.load({ url, paths, connections: 50, durationSec: 5 });
  const cpu1 = server.cpuMs();
  // As a browser asks: it accepts brotli and gzip, and the server compresses answers over 1 KB.
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  const compressed = await fetch(url, { headers });
  const encoding = compressed.headers.get('content-encoding') ?? 'none';
  await compressed.arrayBuffer();
  const browser = await ctx.load({ url, paths, connections: 50, durationSec: 5, headers });
  for (const run of [plain, browser]) {
    if (run.non2xx > 0 || run.errors > 0) {
      throw new Error(
        `${run.non2xx} non-2xx answers and ${run.errors} errors out of ${run.requests}: not a valid run`,
      );
    }
  }
  const cpuUs = cpu0 === null || cpu1 === null ? null : ((cpu1 - cpu0) * 1000) / plain.requests;
  return { plain, cpuUs, browser, encoding };
}

function figures(db: string, p: Polled, target: string | null): Figure[] {
  return [
    { name: `${db}: GET /api/v1/request/{hash}, 50 conn`, value: p.plain.rps, unit: 'req/s', target },
    { name: `${db}: GET /api/v1/request/{hash} p99 latency`, value: p.plain.p99, unit: 'ms', target: null },
    ...(p.cpuUs === null
      ? []
      : [{ name: `${db}: server CPU per call`, value: p.cpuUs, unit: 'µs', target: null }]),
    {
      name: `${db}: GET /api/v1/request/{hash} as a browser (${p.encoding})`,
      value: p.browser.rps,
      unit: 'req/s',
      target,
    },
  ];
}

export default async function run(ctx: BenchContext): Promise<Figure[]> {
  let hashes: string[] = [];
  const sqliteServer = await ctx.startServer({
    prepare: async (dataDir) => {
      hashes = await seedFinishedRequests(dataDir);
    },
  });
  let sqlite: Polled;
  try {
    sqlite = await poll(ctx, sqliteServer, hashes);
  } finally {
    await sqliteServer.stop();
  }
  const out = figures('SQLite', sqlite, '≥ 3000');

  const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!base) {
    ctx.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a database to measure it');
    return out;
  }
  const schema = await pgSchema(base);
  try {
    const pgServer = await ctx.startServer({
      env: { DATABASE_URL: schema.url },
      prepare: async (dataDir) => {
        hashes = await seedFinishedRequests(dataDir, schema.url);
      },
      timeoutMs: 60_000,
    });
    let postgres: Polled;
    try {
      postgres = await poll(ctx, pgServer, hashes);
    } finally {
      await pgServer.stop();
    }
    const share = (100 * postgres.plain.rps) / sqlite.plain.rps;
    ctx.log(
      `status poll, this run: SQLite ${sqlite.plain.rps.toFixed(0)} req/s | ` +
        `PostgreSQL ${postgres.plain.rps.toFixed(0)} req/s (${share.toFixed(0)} % of SQLite)`,
    );
    out.push(...figures('PostgreSQL', postgres, null), {
      name: 'PostgreSQL / SQLite, status poll (same run)',
      value: share,
      unit: '%',
      target: '≥ 70',
    });
    return out;
  } finally {
    await schema.drop();
  }
}
