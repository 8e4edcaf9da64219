// The cost of a shared rate limit (decision 0039): p50/p95 of one store call — what a limited
// request waits for before its handler — with @fastify/rate-limit's memory store (one instance)
// and with the database store on SQLite and on PostgreSQL (when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names a database; a throwaway schema is made and dropped). Over 200 keys,
// one call at a time (the round trip a lone request pays) and 16 in flight (a busy instance; the
// pool has 10 connections), after a warm-up. Target: one call at a time, the PostgreSQL store's
// p95 adds < 2 ms to a limited request.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { openDatabase, type Db } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { DatabaseRateCounter } from '../../apps/server/src/modules/limits/counter';
import { databaseStore } from '../../apps/server/src/modules/limits/store';
import { pgSchema } from '../lib/pg-schema';
import type { BenchContext, Figure } from '../lib/types';

const CALLS = 10_000;
const IN_FLIGHT = [1, 16] as const;
const KEYS = 200;
const WINDOW_MS = 60_000;

type LocalStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean) => FastifyRateLimitStore;

function incr(store: FastifyRateLimitStore, key: string): Promise<void> {
  return new Promise((resolve, reject) =>
    store.incr(key, (err) => (err ? reject(err) : resolve()), WINDOW_MS, 60),
  );
}

/** Latencies (ms) of `calls` store calls, `IN_FLIGHT` at a time. */
async function drive(store: FastifyRateLimitStore, calls: number, inFlight: number): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < calls) {
      const i = next++;
      const started = performance.now();
      await incr(store, `user:${i % KEYS}`);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return latencies;
}

async function measure(ctx: BenchContext, name: string, store: FastifyRateLimitStore): Promise<Figure[]> {
  await drive(store, 2_000, 16); // warm-up: statements prepared, pool connections open
  const figures: Figure[] = [];
  for (const inFlight of IN_FLIGHT) {
    const started = performance.now();
    const latencies = await drive(store, CALLS, inFlight);
    const seconds = (performance.now() - started) / 1000;
    ctx.log(`${name}, ${inFlight} in flight: ${CALLS} calls in ${seconds.toFixed(2)} s`);
    const label = `rate-limit store ${name} ×${inFlight}`;
    figures.push(
      { name: `${label} p50`, value: ctx.percentile(latencies, 50), unit: 'ms', target: null },
      { name: `${label} p95`, value: ctx.percentile(latencies, 95), unit: 'ms', target: null },
      { name: `${label} calls/s`, value: CALLS / seconds, unit: 'calls/s', target: null },
    );
  }
  return figures;
}

const routeChild = (root: FastifyRateLimitStore) =>
  root.child({ routeInfo: { method: 'PUT', url: '/api/v1/user/object/create' } } as never);

async function onDatabase(ctx: BenchContext, name: string, database: Db): Promise<Figure[]> {
  await migrateToLatest(database);
  const Store = databaseStore(new DatabaseRateCounter(database));
  return measure(ctx, name, routeChild(new Store({} as never)));
}

export default async function run(ctx: BenchContext): Promise<Figure[]> {
  const figures: Figure[] = [];
  const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore') as LocalStoreCtor;
  const memory = await measure(ctx, 'memory', routeChild(new LocalStore(false, false)));
  figures.push(...memory);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbor-bench-limits-'));
  const sqlite = openDatabase({ dataDir });
  try {
    figures.push(...(await onDatabase(ctx, 'sqlite', sqlite)));
  } finally {
    await sqlite.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!base) {
    ctx.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a database to measure it');
    return figures;
  }
  const schema = await pgSchema(base);
  const postgres = openDatabase({ databaseUrl: schema.url, dataDir: os.tmpdir() });
  try {
    const pgFigures = await onDatabase(ctx, 'postgres', postgres);
    figures.push(...pgFigures);
    const p95 = (list: Figure[], inFlight: number) =>
      list.find((f) => f.name.endsWith(` ×${inFlight} p95`))!.value;
    for (const inFlight of IN_FLIGHT) {
      figures.push({
        name: `rate-limit store postgres ×${inFlight} p95 over memory`,
        value: p95(pgFigures, inFlight) - p95(memory, inFlight),
        unit: 'ms',
        target: inFlight === 1 ? '< 2' : null,
      });
    }
  } finally {
    await postgres.close();
    await schema.drop();
  }
  return figures;
}
