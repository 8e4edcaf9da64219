// The polling call every calculator hammers: GET /api/v1/request/{hash} of a finished request with
// a result and two files, 50 connections for 5 s on loopback. Targets: ≥ 3000 requests/s; p99 shown.
// Once as a bare client, once accepting compression as a browser does (the answer, ~3 KB, is over
// the server's 1 KB threshold, so this run pays for gzip on every answer; a real page polls the
// finished answer once, the running one — a few hundred bytes, never compressed — many times).
import type { BenchContext, Figure } from '../lib/types';
import { openDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { createRequestRepository } from '../../apps/server/src/modules/selection/repository';
import { createFileStore } from '../../apps/server/src/modules/selection/file-store';
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

/**
 * Puts one finished request into the fresh DATA_DIR through the selection module's own repository
 * and file store, exactly as a completed job leaves it; answers its hash.
 */
async function seedFinishedRequest(dataDir: string): Promise<string> {
  const database = openDatabase({ dataDir });
  try {
    await migrateToLatest(database);
    // A signed-in user's request and files: a guest's files are removed at start (decision 0035).
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
    const row = await repo.insert({
      hash: newRequestHash(),
      type: 'pump',
      userId,
      input: JSON.stringify({ flow: 14 }),
      summaryKey: '',
    });
    if (!(await repo.markRunning(row.id, row.attempts)))
      throw new Error('could not mark the seeded request running');
    const done = await repo.finish(database.db, row.id, row.attempts + 1, {
      state: 'done',
      response: JSON.stringify(sampleResponse()),
    });
    if (!done) throw new Error('could not finish the seeded request');
    const files = createFileStore(database, dataDir);
    await files.save({
      name: 'Подбор насоса.pdf',
      mime: 'application/pdf',
      data: Buffer.alloc(2048),
      requestId: row.id,
      ownerUserId: userId,
    });
    await files.save({
      name: 'Кривая.png',
      mime: 'image/png',
      data: Buffer.alloc(1024),
      requestId: row.id,
      ownerUserId: userId,
    });
    return row.hash;
  } finally {
    await database.close();
  }
}

export default async function run(ctx: BenchContext): Promise<Figure[]> {
  let hash = '';
  const server = await ctx.startServer({
    prepare: async (dataDir) => {
      hash = await seedFinishedRequest(dataDir);
    },
  });
  const url = `${server.baseUrl}/api/v1/request/${hash}`;

  const probe = await fetch(url);
  const body = (await probe.json()) as { statusCode?: number; response?: { state?: string; files?: object } };
  if (probe.status !== 200 || body.response?.state !== 'done' || !body.response.files) {
    throw new Error(`the seeded request does not answer as done: ${probe.status} ${JSON.stringify(body)}`);
  }

  await ctx.load({ url, connections: 50, durationSec: 1 }); // warm-up: JIT, connection pools
  const r = await ctx.load({ url, connections: 50, durationSec: 5 });
  // As a browser asks: it accepts brotli and gzip, and the server compresses answers over 1 KB.
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  const compressed = await fetch(url, { headers });
  const encoding = compressed.headers.get('content-encoding') ?? 'none';
  await compressed.arrayBuffer();
  const b = await ctx.load({ url, connections: 50, durationSec: 5, headers });
  await server.stop();
  for (const run of [r, b]) {
    if (run.non2xx > 0 || run.errors > 0) {
      throw new Error(
        `${run.non2xx} non-2xx answers and ${run.errors} errors out of ${run.requests}: not a valid run`,
      );
    }
  }
  return [
    { name: 'GET /api/v1/request/{hash}, 50 conn', value: r.rps, unit: 'req/s', target: '≥ 3000' },
    { name: 'GET /api/v1/request/{hash} p99 latency', value: r.p99, unit: 'ms', target: null },
    {
      name: `GET /api/v1/request/{hash} as a browser (${encoding})`,
      value: b.rps,
      unit: 'req/s',
      target: '≥ 3000',
    },
  ];
}
