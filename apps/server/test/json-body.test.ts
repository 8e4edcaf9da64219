// `Content-Type: application/json` with an empty body, as many clients send it on every call (once,
// on SQLite: the database is not the subject): DELETE, GET and a POST that needs no body go through;
// bad JSON is still refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@podbor/contracts';
import { createTestApp, onceOnSqlite, type TestApp } from './helpers/test-app';
import { registerUser, type TestUser } from './helpers/auth';

describe.each(onceOnSqlite)('JSON bodies on %s', (kind) => {
  let t: TestApp;
  let u: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    u = await registerUser(t);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: string) =>
    t.app.inject({
      method,
      url,
      headers: { ...u.headers, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload }),
    });
  const createObject = async () => {
    const res = await call('PUT', '/api/v1/user/object/create', JSON.stringify({ name: 'Котельная' }));
    expect(res.statusCode).toBe(200);
    return res.json().response.id as number;
  };

  it.each([undefined, ''])('DELETE with an empty body (payload %j) deletes', async (payload) => {
    const id = await createObject();
    const res = await call('DELETE', `/api/v1/user/object/${id}`, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, response: { success: true } });
    expect((await call('GET', `/api/v1/user/object/${id}`)).statusCode).toBe(404);
  });

  it('GET with an empty body answers', async () => {
    const res = await call('GET', '/api/v1/user/info', '');
    expect(res.statusCode).toBe(200);
    expect(res.json().response.phone_number).toBe(u.phone);
  });

  it('a POST that needs no body goes through; one that needs a body says which', async () => {
    const other = await registerUser(t);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/logout',
      headers: { ...other.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ statusCode: 200, response: { success: true } });
    const create = await call('PUT', '/api/v1/user/object/create', '');
    expect(create.statusCode).toBe(400);
    expect(create.json().response.error).toBe(apiMessages.validation);
  });

  it.each([
    ['a cut-off object', 'PUT', '/api/v1/user/object/create', '{"name": '],
    ['spaces only', 'PUT', '/api/v1/user/object/create', '   '],
    ['garbage on a DELETE', 'DELETE', '/api/v1/user/object/1', 'not json'],
  ] as const)('malformed JSON (%s) is still 400 in Russian', async (_what, method, url, payload) => {
    const res = await call(method, url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, response: { error: apiMessages.badJson } });
  });

  it('keeps Fastify’s guard against prototype poisoning', async () => {
    const res = await call('PUT', '/api/v1/user/object/create', '{"name": "x", "__proto__": {"a": 1}}');
    expect(res.statusCode).toBe(400);
    expect(res.json().response.error).toBe(apiMessages.badJson);
  });
});
