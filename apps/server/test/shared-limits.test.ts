// Limits shared across instances (issue 20 item 3, decision 0039): two apps built with buildApp on
// one PostgreSQL database (different DATA_DIRs) hold every limit as one — 60 creations across A+B,
// not 60 + 60; 10 calculator passwords across both — and the limits already counted in the
// database (logins, phone checks, the SMS cap) hold across them too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, authMessages } from '@podbor/contracts';
import { USER_WRITE_RATE } from '../src/plugins/rate-limit';
import { CALC_ACCESS_FAILURES } from '../src/modules/calc-access/service';
import { authLimits } from '../src/modules/auth/limits';
import { createInstances, type Instances } from './helpers/instances';
import { cabinetUser, client } from './helpers/cabinet';
import { registerUser, smsOutbox, uniquePhone } from './helpers/auth';
import type { TestApp } from './helpers/test-app';

const onPostgres = !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)('limits shared by two instances on one PostgreSQL database', () => {
  let two: Instances;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    two = await createInstances(2);
    [a, b] = two.apps as [TestApp, TestApp];
  });
  afterAll(async () => two?.close());

  it('the creation limit (60 a minute per user) holds as 60 across A and B, not 60 + 60', async () => {
    const user = await cabinetUser(a);
    const onA = client(a, user);
    const onB = client(b, user);
    const half = USER_WRITE_RATE.max / 2;
    for (let i = 0; i < half; i++) {
      expect((await onA.put('/api/v1/user/object/create', { name: `A${i}` })).status).toBe(200);
      expect((await onB.put('/api/v1/user/object/create', { name: `B${i}` })).status).toBe(200);
    }
    for (const c of [onA, onB]) {
      const refused = await c.put('/api/v1/user/object/create', { name: 'Лишний' });
      expect(refused.status).toBe(429);
      expect(refused.body.response.error).toBe(apiMessages.tooManyRequests);
    }
    expect((await onB.post('/api/v1/user/object', { limit: 1 })).body.response[0].count).toBe(60);
  });

  it('parallel creations through both instances: exactly 60 of 80 pass', async () => {
    const user = await cabinetUser(b);
    const both = [client(a, user), client(b, user)];
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) => both[i % 2]!.put('/api/v1/user/object/create', { name: `P${i}` })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(USER_WRITE_RATE.max);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(80 - USER_WRITE_RATE.max);
  });

  it('the КП write limit (60 a minute) holds across A and B', async () => {
    const user = await cabinetUser(a);
    const onA = client(a, user);
    const onB = client(b, user);
    const objectId = String(
      (await onA.put('/api/v1/user/object/create', { name: 'Для КП' })).body.response.id,
    );
    for (let i = 0; i < 60; i++) {
      const res = await (i % 2 ? onB : onA).form('/api/v1/user/kp', { object_id: objectId });
      expect(res.status, `request ${i}`).toBe(200);
    }
    expect((await onA.form('/api/v1/user/kp', { object_id: objectId })).status).toBe(429);
    expect((await onB.form('/api/v1/user/kp', { object_id: objectId })).status).toBe(429);
  });

  const openCalc = (t: TestApp, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/calc/access',
      payload: { calc: 'DCU', password },
      remoteAddress: ip,
    });

  it('the calculator-password limit (10 wrong a minute) holds as 10 across A and B', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < CALC_ACCESS_FAILURES.max / 2; i++) {
      expect((await openCalc(a, `guess-a-${i}`, ip)).statusCode).toBe(401);
      expect((await openCalc(b, `guess-b-${i}`, ip)).statusCode).toBe(401);
    }
    for (const t of [a, b]) {
      const refused = await openCalc(t, 'dcu-dev', ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another address is not affected, and right passwords are not counted.
    for (let i = 0; i < 15; i++)
      expect((await openCalc(i % 2 ? a : b, 'dcu-dev', '198.51.100.8')).statusCode).toBe(200);
  });

  it('30 parallel wrong calculator passwords through both: at most 10 are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => openCalc(i % 2 ? a : b, `parallel-${i}`, '198.51.100.9')),
    );
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(CALC_ACCESS_FAILURES.max);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(30 - CALC_ACCESS_FAILURES.max);
  });

  it('login failures (already in the database): 10 of a pair across A and B lock the pair on both', async () => {
    const user = await registerUser(a);
    const ip = '198.51.100.20';
    const login = (t: TestApp, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { username: user.username, password },
        remoteAddress: ip,
      });
    for (let i = 0; i < authLimits.loginFailuresPerPair; i++) {
      expect((await login(i % 2 ? a : b, `wrong-${i}`)).statusCode).toBe(400);
    }
    expect((await login(a, user.password)).statusCode).toBe(429);
    expect((await login(b, user.password)).statusCode).toBe(429);
  });
});

describe.skipIf(!onPostgres)('database-counted auth limits across two instances', () => {
  let two: Instances;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    two = await createInstances(2, { SMS_HOURLY_CAP: '3', PHONE_CHECKS_PER_HOUR: '4' });
    [a, b] = two.apps as [TestApp, TestApp];
  });
  afterAll(async () => two?.close());

  const register = (t: TestApp, ip: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/register',
      payload: { phoneNumber: uniquePhone(), password: 'secret-pass' },
      remoteAddress: ip,
    });

  it('the hourly SMS cap (3 here) counts the SMS of both instances', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await register(i % 2 ? a : b, `203.0.113.${i + 1}`));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[3]!.json().response.error).toBe(authMessages.smsCapReached);
    expect(smsOutbox(a.dataDir).length + smsOutbox(b.dataDir).length).toBe(3);
  });

  it('PHONE_CHECKS_PER_HOUR (4 here) per address counts the calls of both instances', async () => {
    const ip = '203.0.113.50';
    // Each call is counted before the SMS cap refuses it; the 5th, on either instance, is over.
    for (let i = 0; i < 4; i++) expect((await register(i % 2 ? a : b, ip)).statusCode).not.toBe(200);
    const refused = await register(a, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().response.error).toBe(authMessages.tooManyPhoneChecks(60));
  });
});
