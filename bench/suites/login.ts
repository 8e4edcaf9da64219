// Login under load: argon2id (19 MiB, t=2) dominates, so the figures are logins/s at 20 concurrent
// clients with their p99, and the p99 of /healthz during that storm (hashing must stay off the event loop).
import type { BenchContext, Figure } from '../lib/types';
import { registerUser } from '../lib/users';

async function call(url: string, method: string, body: object) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { response?: Record<string, unknown> } };
}

export default async function run(ctx: BenchContext): Promise<Figure[]> {
  const server = await ctx.startServer();
  const { username, password } = await registerUser(server.baseUrl, server.dataDir);
  const user = { username, password };
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
