// Paged API calls measured one after another under load: each call is probed once for the shape
// its page must have (a wrong seed or a refusal stops the suite), warmed for 1 s, then measured
// for 5 s at a few connections; the figure is its p95.
import type { BenchContext, Figure } from './types';

/** One call of a page: a POST with a JSON body, and what its `response` must look like. */
export interface ApiPage {
  name: string;
  path: string;
  body: object;
  check: (response: unknown) => boolean;
  /** The p95 goal, ms as text ('< 30'); null for an informational figure; default: the suite's. */
  target?: string | null;
}

/** A session token for a seeded user (POST /api/v1/user/login). */
export async function login(baseUrl: string, user: { username: string; password: string }): Promise<string> {
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

export async function measureApiPages(
  ctx: BenchContext,
  opts: {
    baseUrl: string;
    token: string;
    /** Prefix of each figure's name, e.g. 'SQLite'. */
    db: string;
    pages: readonly ApiPage[];
    connections: number;
    target: string;
  },
): Promise<Figure[]> {
  const headers = { jwt: `jwt ${opts.token}` };
  const figures: Figure[] = [];
  for (const page of opts.pages) {
    const url = `${opts.baseUrl}${page.path}`;
    const probe = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(page.body),
    });
    const answer = (await probe.json()) as { response?: unknown };
    if (probe.status !== 200 || answer.response === undefined || !page.check(answer.response))
      throw new Error(
        `${opts.db} ${page.name}: unexpected answer ${probe.status} ${JSON.stringify(answer).slice(0, 300)}`,
      );
    const load = { url, method: 'POST' as const, body: page.body, headers, connections: opts.connections };
    await ctx.load({ ...load, durationSec: 1 });
    const r = await ctx.load({ ...load, durationSec: 5 });
    if (r.non2xx > 0 || r.errors > 0)
      throw new Error(`${opts.db} ${page.name}: ${r.non2xx} non-2xx and ${r.errors} errors of ${r.requests}`);
    ctx.log(`${opts.db} ${page.name}: p50 ${r.p50} ms, p95 ${r.p95} ms, ${r.rps.toFixed(0)} req/s`);
    figures.push({
      name: `${opts.db}: ${page.name} p95`,
      value: r.p95,
      unit: 'ms',
      target: page.target === undefined ? opts.target : page.target,
    });
  }
  return figures;
}
