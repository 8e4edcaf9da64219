// The operator's `user:create`: a manager account is created (or an account promoted and demoted)
// and a session's role follows the account at once, on each database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromote } from '../src/modules/auth/accounts-admin';
import { databases, createTestApp, type TestApp } from './helpers/test-app';
import { authHeader, registerUser, uniquePhone } from './helpers/auth';

describe.each(databases)('user:create on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const login = async (phone: string, password: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: phone.slice(2), password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return authHeader(res.json().response.token);
  };
  const queue = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/manager/kp/list', headers, payload: {} });

  it('creates a manager who signs in and reaches the console', async () => {
    const phone = uniquePhone();
    expect(
      await createOrPromote(t.database.db, { phone, role: 'manager', password: 'manager-pass-1' }),
    ).toMatch(/^Создана учётная запись/);
    const headers = await login(phone, 'manager-pass-1');
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers });
    expect(info.json().response.role).toBe('manager');
    expect((await queue(headers)).statusCode).toBe(200);
  });

  it('promotes and demotes an existing account; the open session follows', async () => {
    const u = await registerUser(t);
    expect((await queue(u.headers)).statusCode).toBe(403);
    await createOrPromote(t.database.db, { phone: u.phone, role: 'manager', password: null });
    expect((await queue(u.headers)).statusCode).toBe(200);
    await createOrPromote(t.database.db, { phone: u.phone, role: 'user', password: null });
    expect((await queue(u.headers)).statusCode).toBe(403);
  });

  it('refuses a bad phone, a short password, and a new account without one', async () => {
    await expect(
      createOrPromote(t.database.db, { phone: '89990001122', role: 'manager', password: 'long-enough' }),
    ).rejects.toThrow(/Телефон/);
    await expect(
      createOrPromote(t.database.db, { phone: uniquePhone(), role: 'manager', password: 'short' }),
    ).rejects.toThrow(/Пароль/);
    await expect(
      createOrPromote(t.database.db, { phone: uniquePhone(), role: 'manager', password: null }),
    ).rejects.toThrow('Для новой учётной записи нужен пароль');
  });
});
