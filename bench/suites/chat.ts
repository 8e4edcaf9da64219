// Chat delivery over the event stream, on SQLite and on PostgreSQL (BENCH_DATABASE_URL or
// TEST_DATABASE_URL; a throwaway schema): customer → manager delivery latency (from the send call to
// the event on the manager's open stream) p95 — target < 200 ms on loopback — with one stream and
// again with 1,000 open streams (100 customers × 10 tabs) held by the one server process, whose
// resident memory must stay < 300 MB.
import fs from 'node:fs';
import http from 'node:http';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { login } from '../lib/api-pages';
import { pgSchema } from '../lib/pg-schema';
import type { BenchContext, Figure, ServerHandle } from '../lib/types';
import { seedKpDatabase } from '../seed/kp';

const CUSTOMERS = 100;
const TABS = 10;
/** Messages per latency run: 10 customers × 20 (the per-user flood limit per minute). */
const SENDERS = 10;
const PER_SENDER = 20;

async function call(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { jwt: `jwt ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { response: Record<string, unknown> };
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.response;
}

async function send(baseUrl: string, token: string, topicId: number, text: string): Promise<number> {
  const boundary = `----bench${randomBytes(6).toString('hex')}`;
  const res = await fetch(`${baseUrl}/api/v1/user/chat/${topicId}/messages`, {
    method: 'POST',
    headers: { jwt: `jwt ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: `--${boundary}\r\nContent-Disposition: form-data; name="text"\r\n\r\n${text}\r\n--${boundary}--\r\n`,
  });
  const json = (await res.json()) as { response: { id: number } };
  if (res.status !== 200) throw new Error(`send: ${res.status} ${JSON.stringify(json)}`);
  return json.response.id;
}

/** An event stream whose message ids call `onMessage`; resolves once the stream is ready. */
async function openStream(baseUrl: string, cookie: string, onMessage?: (id: number) => void) {
  const req = http.get(`${baseUrl}/api/v1/events`, { agent: false, headers: { cookie } });
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    req.on('response', resolve);
    req.on('error', reject);
  });
  if (res.statusCode !== 200) throw new Error(`stream: ${res.statusCode}`);
  res.setEncoding('utf8');
  let buf = '';
  await new Promise<void>((ready) => {
    res.on('data', (chunk: string) => {
      buf += chunk;
      let end: number;
      while ((end = buf.indexOf('\n\n')) >= 0) {
        const block = buf.slice(0, end);
        buf = buf.slice(end + 2);
        if (block.includes('event: ready')) ready();
        const id = /^id: (\d+)$/m.exec(block);
        if (id && block.includes('event: message')) onMessage?.(Number(id[1]));
      }
    });
  });
  return () => res.destroy();
}

async function streamCookie(baseUrl: string, token: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/events/session`, {
    method: 'POST',
    headers: { jwt: `jwt ${token}` },
  });
  if (res.status !== 200) throw new Error(`events session: ${res.status}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** Resident memory of the process listening on the server's port, MB. */
function serverRssMb(baseUrl: string): number {
  const port = new URL(baseUrl).port;
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process on port ${port}: ${out}`);
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

async function measure(ctx: BenchContext, server: ServerHandle, db: string): Promise<Figure[]> {
  const base = server.baseUrl;
  const password = 'bench-manager-1';
  const manager = await login(base, { username: '9990004455', password });
  const customers: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++)
    customers.push(await login(base, { username: `981${String(i).padStart(7, '0')}`, password }));

  const arrived = new Map<number, number>();
  const waiting = new Map<number, () => void>();
  const closeManager = await openStream(base, await streamCookie(base, manager), (id) => {
    arrived.set(id, performance.now());
    waiting.get(id)?.();
  });

  const latencyRun = async (label: string) => {
    const topics = await Promise.all(
      customers
        .slice(0, SENDERS)
        .map((tk, i) => call(base, tk, 'PUT', '/api/v1/user/chat/create', { title: `${label} ${i}` })),
    );
    const samples: number[] = [];
    for (let k = 0; k < PER_SENDER; k++) {
      for (let s = 0; s < SENDERS; s++) {
        const started = performance.now();
        const id = await send(base, customers[s]!, topics[s]!.id as number, `Сообщение ${k}`);
        if (!arrived.has(id))
          await new Promise<void>((resolve, reject) => {
            waiting.set(id, resolve);
            setTimeout(() => reject(new Error(`${db}: message ${id} not delivered in 5 s`)), 5000).unref();
          });
        samples.push(arrived.get(id)! - started);
      }
    }
    return samples;
  };

  const figures: Figure[] = [];
  const one = await latencyRun('Один поток');
  const p95One = ctx.percentile(one, 95);
  ctx.log(
    `${db} delivery, 1 stream: p50 ${ctx.percentile(one, 50).toFixed(1)} ms, p95 ${p95One.toFixed(1)} ms`,
  );
  figures.push({
    name: `${db}: chat delivery customer → manager p95 (1 stream)`,
    value: Math.round(p95One * 10) / 10,
    unit: 'ms',
    target: '< 200',
  });

  // 1,000 open streams: 10 tabs of each of 100 customers (the per-user cap).
  const rssBefore = serverRssMb(base);
  const closers: Array<() => void> = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const cookie = await streamCookie(base, customers[i]!);
    closers.push(...(await Promise.all(Array.from({ length: TABS }, () => openStream(base, cookie)))));
  }
  // The timers' first rounds have passed and the garbage collector has had a moment.
  await new Promise((r) => setTimeout(r, 3000));
  const rss = serverRssMb(base);
  ctx.log(
    `${db}: ${closers.length} streams open, server RSS ${rss.toFixed(0)} MB (before ${rssBefore.toFixed(0)} MB)`,
  );
  figures.push({
    name: `${db}: server RSS with ${closers.length} open event streams`,
    value: Math.round(rss),
    unit: 'MB',
    target: '< 300',
  });

  // Past the flood window of the first run's senders.
  await new Promise((r) => setTimeout(r, 61_000));
  const many = await latencyRun('Тысяча потоков');
  const p95Many = ctx.percentile(many, 95);
  ctx.log(
    `${db} delivery, 1,001 streams: p50 ${ctx.percentile(many, 50).toFixed(1)} ms, p95 ${p95Many.toFixed(1)} ms`,
  );
  figures.push({
    name: `${db}: chat delivery customer → manager p95 (1,001 streams open)`,
    value: Math.round(p95Many * 10) / 10,
    unit: 'ms',
    target: '< 200',
  });

  for (const c of closers) c();
  closeManager();
  return figures;
}

/** Every stream is a loopback connection from one address: the per-address cap is lifted. */
const env = { MAX_CONNECTIONS_PER_ADDRESS: '0' };

export default async function run(ctx: BenchContext): Promise<Figure[]> {
  const figures: Figure[] = [];
  const seed = (dataDir: string, databaseUrl?: string) =>
    seedKpDatabase({ dataDir, databaseUrl }, { customers: CUSTOMERS, perCustomer: 1 });
  const sqlite = await ctx.startServer({ env, prepare: async (dataDir) => void (await seed(dataDir)) });
  try {
    figures.push(...(await measure(ctx, sqlite, 'SQLite')));
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
      env: { ...env, DATABASE_URL: schema.url },
      prepare: async (dataDir) => void (await seed(dataDir, schema.url)),
      timeoutMs: 60_000,
    });
    try {
      figures.push(...(await measure(ctx, server, 'PostgreSQL')));
    } finally {
      await server.stop();
    }
  } finally {
    await schema.drop();
  }
  return figures;
}
