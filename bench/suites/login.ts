// Login under load: argon2id (19 MiB, t=2) dominates, so the figures are logins/s at 20 concurrent
// clients with their p99, and the p99 of /healthz during that storm (hashing must stay off the event loop).
import fs from 'node:fs';
import path from 'node:path';
import type { BenchContext, Figure } from '../lib/types';

async function call(url: string, method: string, body: object) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { response?: Record<string, unknown> } };
}

/** Registers one user through the API, reading the SMS code from the outbox as the browser tests do. */
async function seedUser(baseUrl: string, dataDir: string) {
  const phone = '+79990001122';
  const password = 'bench-password-1';
  const reg = await call(`${baseUrl}/api/v1/user/register`, 'PUT', { phoneNumber: phone, password });
  if (reg.status !== 200) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.json)}`);
  const lines = fs
    .readFileSync(path.join(dataDir, 'outbox', 'sms.jsonl'), 'utf8')
    .trim()
    .split('\n');
  const code = (JSON.parse(lines.at(-1)!) as { code: string }).code;
  const ver = await call(`${baseUrl}/api/v1/user/register/verify`, 'POST', { phoneNumber: phone, code });
  if (ver.status !== 200) throw new Error(`verify: ${ver.status} ${JSON.stringify(ver.json)}`);
  return { username: phone.slice(2), password };
}

export default async function run(ctx: BenchContext): Promise<Figure[]> {
  const server = await ctx.startServer();
  const user = await seedUser(server.baseUrl, server.dataDir);
  const login = { url: `${server.baseUrl}/api/v1/user/login`, method: 'POST' as const, body: user };
  const healthz = `${server.baseUrl}/healthz`;

  const probe = await call(login.url, 'POST', user);
  if (probe.status !== 200 || typeof probe.json.response?.['token'] !== 'string') {
    throw new Error(`login does not answer a token: ${probe.status} ${JSON.stringify(probe.json)}`);
  }

  await ctx.load({ ...login, connections: 20, durationSec: 1 }); // warm-up
  ctx.log('20 concurrent logins for 5 s, /healthz probed alongside');
  const [storm, health] = await Promise.all([
    ctx.load({ ...login, connections: 20, durationSec: 5 }),
    ctx.load({ url: healthz, connections: 5, durationSec: 5 }),
  ]);
  await server.stop();
  for (const [name, r] of [
    ['login', storm],
    ['healthz', health],
  ] as const) {
    if (r.non2xx > 0 || r.errors > 0) {
      throw new Error(
        `${name}: ${r.non2xx} non-2xx and ${r.errors} errors of ${r.requests}: not a valid run`,
      );
    }
  }
  return [
    { name: 'POST /api/v1/user/login, 20 conn', value: storm.rps, unit: 'login/s', target: null },
    { name: 'POST /api/v1/user/login p99 latency', value: storm.p99, unit: 'ms', target: null },
    { name: 'GET /healthz p99 during login storm', value: health.p99, unit: 'ms', target: '< 50' },
  ];
}
