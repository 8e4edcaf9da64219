// The shared fixed-window counters (decision 0039) on each database: one atomic upsert per hit,
// a window that starts again once it has ended, a try given back, ended rows swept; and the
// @fastify/rate-limit store over them, one counter per route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseRateCounter } from '../src/modules/limits/counter';
import { databaseStore } from '../src/modules/limits/store';
import { createTestApp, databases, type TestApp } from './helpers/test-app';

describe.each(databases)('rate-limit counters on %s', (kind) => {
  let t: TestApp;
  let counter: DatabaseRateCounter;
  beforeAll(async () => {
    t = await createTestApp(kind);
    counter = new DatabaseRateCounter(t.database);
  });
  afterAll(async () => t?.close());

  const rows = () => t.database.db.selectFrom('rate_limit').selectAll().execute();

  it('counts hits in a window from the first one, then starts a new window', async () => {
    const now = Date.parse('2030-01-01T00:00:00.000Z');
    expect(await counter.hit('k1', 60_000, now)).toEqual({ count: 1, resetAt: now + 60_000 });
    expect(await counter.hit('k1', 60_000, now + 1_000)).toEqual({ count: 2, resetAt: now + 60_000 });
    expect(await counter.peek('k1', now + 2_000)).toEqual({ count: 2, resetAt: now + 60_000 });
    // The window ends at resetAt exactly.
    expect(await counter.hit('k1', 60_000, now + 60_000)).toEqual({ count: 1, resetAt: now + 120_000 });
    expect(await counter.peek('k1', now + 120_000)).toBeNull();
  });

  it('parallel hits each get their own count: the upsert is atomic', async () => {
    const now = Date.now();
    const hits = await Promise.all(Array.from({ length: 40 }, () => counter.hit('k2', 60_000, now)));
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('gives a hit back only within the same window', async () => {
    const now = Date.now();
    const first = await counter.hit('k3', 60_000, now);
    const second = await counter.hit('k3', 60_000, now);
    await counter.giveBack('k3', second);
    expect((await counter.peek('k3', now))?.count).toBe(1);
    // A hit of an ended window gives nothing back from the new one.
    const later = await counter.hit('k3', 60_000, now + 61_000);
    await counter.giveBack('k3', first);
    expect((await counter.peek('k3', now + 61_000))?.count).toBe(later.count);
  });

  it('stores a long key as its hash', async () => {
    const key = `user:${'x'.repeat(500)}`;
    expect((await counter.hit(key, 60_000)).count).toBe(1);
    expect((await counter.hit(key, 60_000)).count).toBe(2);
    expect((await rows()).every((r) => r.key.length <= 200)).toBe(true);
  });

  it('sweeps the rows whose window has ended, and only those', async () => {
    const now = Date.now();
    await counter.hit('old', 1_000, now - 5_000);
    await counter.hit('live', 60_000, now);
    expect(await counter.sweep(now)).toBeGreaterThanOrEqual(1);
    const keys = (await rows()).map((r) => r.key);
    expect(keys).not.toContain('old');
    expect(keys).toContain('live');
  });

  it('the store counts per route, answers the time left, and reads without counting', async () => {
    const Store = databaseStore(counter);
    const root = new Store({} as never);
    const route = (url: string) => root.child({ routeInfo: { method: 'PUT', url } } as never);
    const objects = route('/api/v1/user/object/create');
    const projects = route('/api/v1/user/object/:id/project/create');
    const incr = (s: typeof objects, key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        s.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), 60_000, 60),
      );
    expect((await incr(objects, 'user:1')).current).toBe(1);
    const second = await incr(objects, 'user:1');
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(59_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    expect((await incr(projects, 'user:1')).current).toBe(1);
    const read = await new Promise<{ current: number }>((resolve, reject) =>
      (
        objects as unknown as {
          read: (k: string, cb: (e: Error | null, r?: { current: number }) => void) => void;
        }
      ).read('user:1', (err, res) => (err ? reject(err) : resolve(res!))),
    );
    expect(read.current).toBe(2);
  });

  it('refuses the options it does not implement at start', () => {
    const root = new (databaseStore(counter))({} as never);
    expect(() => root.child({ exponentialBackoff: true, routeInfo: {} } as never)).toThrow(/decision 0039/);
  });
});
