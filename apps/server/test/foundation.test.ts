import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@podbor/contracts';
import { createTestApp, databases, type TestApp } from './helpers/test-app';

describe.each(databases)('foundation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('answers readiness once migrations ran', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, response: { error: apiMessages.routeNotFound } });
  });

  it('answers malformed JSON with 400 and a Russian message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/nope',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().response.error).toBe(apiMessages.badJson);
  });
});

describe.each(databases)('readiness on %s', (kind) => {
  it('is 503 once the database is unreachable, while /healthz (the process) stays 200', async () => {
    const t = await createTestApp(kind);
    try {
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await t.database.close();
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not ready' });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.database.close = async () => {}; // closed above; the rest of the clean-up still runs
      await t.close();
    }
  });
});
