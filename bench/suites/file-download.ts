// Files any instance serves (issue 20 item 1, decision 0037): the download throughput of a 5 MB
// file uploaded through the API — on SQLite (bytes on disk, one instance), on PostgreSQL through
// the instance that stored it, and through a second instance on the same database that did not
// (BENCH_DATABASE_URL or TEST_DATABASE_URL; a throwaway schema). One download at a time, median of
// 3 runs of 4 s taken in turn (on 2 cores, parallel downloads measured the scheduler: 4 at once
// gave a fifth of one's throughput on disk and on PostgreSQL alike).
// Target: the other instance within 80 % of each single-instance figure.
import { randomBytes } from 'node:crypto';
import type { BenchContext, Figure, ServerHandle } from '../lib/types';
import { downloadThroughput } from '../lib/download';
import { pgSchema } from '../lib/pg-schema';
import { median } from '../lib/stats';
import { seedCabinetDatabase, type SeededUser } from '../seed/cabinet';

const FILE_BYTES = 5 * 1024 * 1024;
const CONNECTIONS = 1;
/** Timed runs per target, taken in turn; each figure is the median. */
const ROUNDS = 3;
const RUN_SEC = 4;
/** One secret for both instances: a session opened on one is valid on the other. */
const JWT_SECRET = 'bench-files-secret-bench-files-secret-01';

/** A user with one object, straight into the database the server will use. */
const seedUser = (dataDir: string, databaseUrl?: string) =>
  seedCabinetDatabase(
    { dataDir, databaseUrl },
    { objects: 1, projectsPerObject: 1, history: 1, calcsPerProject: 1 },
  );

/** An API call that must answer 200; answers the envelope's `response` as the caller says. */
async function call<T>(baseUrl: string, path: string, init: RequestInit): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, init);
  const body = (await res.json()) as { response: T };
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body.response;
}

/** Logs in and uploads the file as a comment's attachment; answers the session and its path. */
async function upload(
  server: ServerHandle,
  user: SeededUser,
): Promise<{ headers: Record<string, string>; path: string }> {
  const json = { 'content-type': 'application/json' };
  const { token } = await call<{ token: string }>(server.baseUrl, '/api/v1/user/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  const headers = { jwt: `jwt ${token}` };
  const [list] = await call<Array<{ result: Array<{ id: number }> }>>(server.baseUrl, '/api/v1/user/object', {
    method: 'POST',
    headers: { ...headers, ...json },
    body: JSON.stringify({ filters: { name: null, sort: 'new' }, offset: 0, limit: 1, mini: false }),
  });
  const form = new FormData();
  form.set('comment', 'Файл для замера');
  const data = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(FILE_BYTES - 9)]);
  form.set('file', new Blob([data], { type: 'application/pdf' }), 'Паспорт.pdf');
  const comment = await call<{ file: { path: string; size: number } }>(
    server.baseUrl,
    `/api/v1/user/object/${list!.result[0]!.id}/comment`,
    {
      method: 'POST',
      headers,
      body: form,
    },
  );
  if (comment.file.size !== FILE_BYTES) throw new Error(`stored ${comment.file.size} bytes of ${FILE_BYTES}`);
  return { headers, path: comment.file.path };
}

interface Target {
  label: string;
  server: ServerHandle;
  file: { headers: Record<string, string>; path: string };
  runs: number[];
}

/** One timed run of downloads from a target (after a 1 s warm-up the first time). */
async function measure(ctx: BenchContext, t: Target): Promise<void> {
  const load = { url: `${t.server.baseUrl}${t.file.path}`, headers: t.file.headers, expectBytes: FILE_BYTES };
  if (t.runs.length === 0) await downloadThroughput({ ...load, connections: CONNECTIONS, durationSec: 1 });
  const r = await downloadThroughput({ ...load, connections: CONNECTIONS, durationSec: RUN_SEC });
  t.runs.push(r.mbps);
  ctx.log(`${t.label}: ${r.mbps.toFixed(0)} MB/s (${r.downloads} downloads)`);
}

export default async function run(ctx: BenchContext): Promise<Figure[]> {
  let user: SeededUser | undefined;
  const sqlite = await ctx.startServer({
    env: { JWT_SECRET },
    prepare: async (dataDir) => {
      user = await seedUser(dataDir);
    },
  });
  const targets: Target[] = [
    { label: 'SQLite: 5 MB download, disk', server: sqlite, file: await upload(sqlite, user!), runs: [] },
  ];

  const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const schema = base ? await pgSchema(base) : undefined;
  try {
    if (schema) {
      const env = { DATABASE_URL: schema.url, JWT_SECRET };
      const a = await ctx.startServer({
        env,
        prepare: async (dataDir) => {
          user = await seedUser(dataDir, schema.url);
        },
        timeoutMs: 60_000,
      });
      const b = await ctx.startServer({ env, timeoutMs: 60_000 });
      const file = await upload(a, user!);
      targets.push(
        { label: 'PostgreSQL: 5 MB download, same instance', server: a, file, runs: [] },
        { label: 'PostgreSQL: 5 MB download, other instance', server: b, file, runs: [] },
      );
    } else {
      ctx.log(
        'PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a database to measure it',
      );
    }
    // Rounds in turn rather than one target after another: the machine's load drifts, and the
    // figures that matter are ratios.
    for (let round = 0; round < ROUNDS; round++) for (const t of targets) await measure(ctx, t);
  } finally {
    await Promise.all(targets.slice(1).map((t) => t.server.stop()));
    await sqlite.stop();
    await schema?.drop();
  }

  const [disk, same, other] = targets.map((t) => median(t.runs));
  const figures: Figure[] = targets.map((t) => ({
    name: t.label,
    value: median(t.runs),
    unit: 'MB/s',
    target: null,
  }));
  if (same !== undefined && other !== undefined)
    figures.push(
      {
        name: 'other instance vs PostgreSQL same instance',
        value: (100 * other) / same,
        unit: '%',
        target: '≥ 80',
      },
      { name: 'other instance vs SQLite disk', value: (100 * other) / disk!, unit: '%', target: '≥ 80' },
    );
  return figures;
}
