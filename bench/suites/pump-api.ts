// The pump page's hot call under load: POST /api/v1/search/pump/filter/{seriesId} (selection over the
// largest series, in-process) at 50 connections for 5 s; and, for information, how long one files
// request (charts → PNG, PDF datasheet in the worker pool) takes from POST to done — made by a
// signed-in user, as the page makes it (a guest gets 401: only a user can download the files).
import type { BenchContext, Figure } from '../lib/types';
import { registerUser } from '../lib/users';

/** A duty the EVR range serves with frequency control: most models are evaluated and many offered. */
const DUTY = { units: 'm', Q: 4, H: 4, H0: 1.5, BoxType: 0 };
/**
 * A duty no EVR model serves with one pump: the answer adds what to try (decision 0011), i.e. the
 * selection again with 2…5 pumps and over every other series — the slowest filter call there is.
 */
const DEAD_END = { units: 'm', Q: 90, H: 9, H0: 1, BoxType: 0 };
const FILES_RUNS = 3;

interface Envelope<T> {
  statusCode: number;
  response: T;
}

async function call<T>(url: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const body = (await res.json()) as Envelope<T>;
  if (res.status !== 200)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** POST files → poll the status every 20 ms until done; answers the time from POST to done, ms. */
async function filesJob(baseUrl: string, headers: Record<string, string>, pumpId: number): Promise<number> {
  const started = performance.now();
  const { response } = await call<{ hash: string }>(`${baseUrl}/api/v1/search/pump/files/${pumpId}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(DUTY),
  });
  for (;;) {
    const status = await call<{ state: string; error: unknown; files: Record<string, string> | null }>(
      `${baseUrl}/api/v1/request/${response.hash}`,
    );
    if (status.response.state === 'done') {
      if (Object.keys(status.response.files ?? {}).length !== 4) throw new Error('files job: not four files');
      return performance.now() - started;
    }
    if (status.response.state === 'failed')
      throw new Error(`files job failed: ${JSON.stringify(status.response.error)}`);
    if (performance.now() - started > 60_000) throw new Error('files job: no answer in 60 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export default async function run(ctx: BenchContext): Promise<Figure[]> {
  const server = await ctx.startServer();
  try {
    const { response: access } = await call<{ grant: string }>(`${server.baseUrl}/api/v1/calc/access`, {
      method: 'POST',
      body: JSON.stringify({ calc: 'Aquastrong', password: 'aquastrong-dev' }),
    });
    const headers = { 'calc-access': access.grant, 'content-type': 'application/json' };
    const { response: series } = await call<Array<{ id: number; name: string }>>(
      `${server.baseUrl}/api/v1/search/pump/series`,
      { headers },
    );
    const evr = series.find((s) => s.name === 'EVR') ?? series[0]!;
    const url = `${server.baseUrl}/api/v1/search/pump/filter/${evr.id}`;
    const { response: probe } = await call<{ candidates: Array<{ id: number }>; rejected: unknown[] }>(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(DUTY),
    });
    if (probe.candidates.length === 0) throw new Error('the bench duty finds no pump: not a valid run');
    ctx.log(
      `series ${evr.name}: ${probe.candidates.length} candidates, ${probe.rejected.length} rejected per call`,
    );

    const load = { url, method: 'POST' as const, body: DUTY, headers, connections: 50 };
    await ctx.load({ ...load, durationSec: 1 }); // warm-up: JIT, fitted curves
    const r = await ctx.load({ ...load, durationSec: 5 });
    if (r.non2xx > 0 || r.errors > 0) {
      throw new Error(
        `${r.non2xx} non-2xx answers and ${r.errors} errors out of ${r.requests}: not a valid run`,
      );
    }

    const { response: dead } = await call<{ candidates: unknown[]; advice?: unknown }>(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(DEAD_END),
    });
    if (dead.candidates.length > 0 || !dead.advice)
      throw new Error('the dead-end duty finds a pump or no advice: not a valid run');
    const deadLoad = { ...load, body: DEAD_END };
    await ctx.load({ ...deadLoad, durationSec: 1 });
    const d = await ctx.load({ ...deadLoad, durationSec: 5 });
    if (d.non2xx > 0 || d.errors > 0) {
      throw new Error(
        `${d.non2xx} non-2xx answers and ${d.errors} errors out of ${d.requests}: not a valid run`,
      );
    }

    ctx.log(`files request for ${probe.candidates[0]!.id}: ${FILES_RUNS} runs, one at a time`);
    const user = await registerUser(server.baseUrl, server.dataDir);
    const signedIn = { ...headers, ...user.headers };
    const jobs: number[] = [];
    for (let i = 0; i < FILES_RUNS; i++)
      jobs.push(await filesJob(server.baseUrl, signedIn, probe.candidates[0]!.id));
    const warm = jobs.slice(1).sort((a, b) => a - b);

    return [
      { name: 'POST pump/filter/{seriesId}, 50 conn', value: r.rps, unit: 'req/s', target: '≥ 500' },
      { name: 'POST pump/filter/{seriesId} p99 latency', value: r.p99, unit: 'ms', target: '< 100' },
      {
        name: 'POST pump/filter/{seriesId}, nothing fits (with advice), 50 conn',
        value: d.rps,
        unit: 'req/s',
        target: null,
      },
      {
        name: 'POST pump/filter/{seriesId}, nothing fits, p99 latency',
        value: d.p99,
        unit: 'ms',
        target: '< 100',
      },
      { name: 'pump files job, first (worker start)', value: jobs[0]!, unit: 'ms', target: null },
      {
        name: 'pump files job, warm (median)',
        value: warm[Math.floor(warm.length / 2)]!,
        unit: 'ms',
        target: null,
      },
    ];
  } finally {
    await server.stop();
  }
}
