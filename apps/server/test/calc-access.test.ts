// Calculator access: the password check, the signed grant and its guard on calculator calls,
// the rate limit — each refusal in the envelope, with nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { apiMessages, calcNames } from '@podbor/contracts';
import { loadConfig } from '../src/config';
import { CalcAccessService } from '../src/modules/calc-access/service';
import type { RateCounter } from '../src/modules/limits/counter';
import { databases, type TestApp } from './helpers/test-app';
import { countRows, createSelectionApp } from './helpers/selection-app';

const secret = new TextEncoder().encode('test-secret-test-secret-test-secret-0123');

describe('calculator passwords', () => {
  it('have documented development defaults and come from CALC_PASSWORD_<CALC>', () => {
    const dev = loadConfig({});
    expect([
      dev.CALC_PASSWORD_AQUASTRONG,
      dev.CALC_PASSWORD_STATION,
      dev.CALC_PASSWORD_DCU,
      dev.CALC_PASSWORD_RTO,
      dev.CALC_PASSWORD_CLEVER,
    ]).toEqual(['aquastrong-dev', 'station-dev', 'dcu-dev', 'rto-dev', 'clever-dev']);
    expect(loadConfig({ CALC_PASSWORD_DCU: 'секрет' }).CALC_PASSWORD_DCU).toBe('секрет');
  });
});

describe.each(databases)('calculator access on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSelectionApp(kind, { CALC_PASSWORD_STATION: 'Станция-2026' });
  });
  afterAll(async () => t?.close());

  const open = (calc: string, password: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/v1/calc/access', payload: { calc, password } });
  const search = (grant: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/search/station',
      headers: { 'calc-access': grant },
      payload: { mode: 'sleep', ms: 0 },
    });

  it('answers the right password with a 12-hour HS256 grant for that calculator', async () => {
    const res = await open('Station', 'Станция-2026');
    expect(res.statusCode).toBe(200);
    const { calc, grant, expiresAt } = res.json().response;
    expect(calc).toBe('Station');
    expect(decodeProtectedHeader(grant).alg).toBe('HS256');
    expect(decodeJwt(grant)).toMatchObject({ calc: 'Station', typ: 'calc' });
    expect(expiresAt - Date.now()).toBeGreaterThan(11.9 * 3600_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(12 * 3600_000);
    // …and the grant opens the calculator's calls.
    expect((await search(grant)).statusCode).toBe(200);
  });

  it('answers a wrong password with 401 and the Russian message, storing nothing', async () => {
    const before = await countRows(t);
    for (const password of ['station-dev', 'Станция-2026 ', '', 'станция-2026']) {
      const res = await open('Station', password);
      expect(res.statusCode, password).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, response: { error: apiMessages.calcWrongPassword } });
    }
    expect(await countRows(t)).toEqual(before);
  });

  it('refuses an unknown calculator name as a validation error', async () => {
    const res = await open('Pumps', 'x');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().response.fields)).toEqual(['calc']);
  });

  it('refuses forged, unsigned, expired and non-calculator tokens', async () => {
    const before = await countRows(t);
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ calc: 'Station', typ: 'calc' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const unsigned = new UnsecuredJWT({ calc: 'Station', typ: 'calc' })
      .setExpirationTime(now + 3600)
      .encode();
    const expired = await new SignJWT({ calc: 'Station', typ: 'calc' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now - 10)
      .sign(secret);
    const session = await new SignJWT({ calc: 'Station', typ: 'session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now + 3600)
      .sign(secret);
    const hs512 = await new SignJWT({ calc: 'Station', typ: 'calc' })
      .setProtectedHeader({ alg: 'HS512' })
      .setExpirationTime(now + 3600)
      .sign(secret);
    for (const [name, token] of Object.entries({
      forged,
      unsigned,
      expired,
      session,
      hs512,
      junk: 'abc.def',
    })) {
      const res = await search(token);
      expect(res.statusCode, name).toBe(401);
      expect(res.json().response.error, name).toBe(apiMessages.calcNoAccess);
    }
    expect(await countRows(t)).toEqual(before);
  });

  it('limits wrong passwords per calculator: after 10 in a minute any try is 429 with Retry-After', async () => {
    // A fresh calculator key for this test (the earlier tests used Station and Pumps).
    for (let i = 0; i < 10; i++) {
      expect((await open('Clever', `guess-${i}`)).statusCode).toBe(401);
    }
    const limited = await open('Clever', 'clever-dev');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ statusCode: 429, response: { error: apiMessages.tooManyRequests } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another calculator is counted apart.
    expect((await open('RTO', 'rto-dev')).statusCode).toBe(200);
    // A minute later the address may try again.
    const now = Date.now();
    t.app.calcAccess.clock = { now: () => now + 61_000 };
    expect((await open('Clever', 'clever-dev')).statusCode).toBe(200);
  });

  it('does not count right passwords: an office opens a calculator as often as it needs', async () => {
    for (let i = 0; i < 15; i++) {
      expect((await open('DCU', 'dcu-dev')).statusCode).toBe(200);
    }
  });

  it('knows every calculator of the home page', async () => {
    for (const calc of calcNames.filter((c) => c !== 'Clever' && c !== 'Station')) {
      const password = loadConfig({})[`CALC_PASSWORD_${calc.toUpperCase() as 'DCU'}`];
      expect((await open(calc, password)).statusCode, calc).toBe(200);
    }
  });
});

/** A counter that never refuses: these tests are about grants, not the limit. */
const noLimit: RateCounter = {
  hit: async () => ({ count: 1, resetAt: Date.now() + 60_000 }),
  peek: async () => null,
  giveBack: async () => {},
};

describe('verified grants', () => {
  const service = () =>
    new CalcAccessService(
      loadConfig({}),
      new TextEncoder().encode('grant-cache-secret-grant-cache-secret'),
      noLimit,
    );

  it('are remembered, yet refused once expired and never let into another calculator', async () => {
    const s = service();
    const { grant, expiresAt } = await s.open('DCU', 'dcu-dev');
    await expect(s.verify(grant, 'DCU')).resolves.toBeUndefined();
    await expect(s.verify(grant, 'DCU')).resolves.toBeUndefined();
    await expect(s.verify(grant, 'RTO')).rejects.toMatchObject({ statusCode: 401 });
    s.clock.now = () => expiresAt + 1;
    await expect(s.verify(grant, 'DCU')).rejects.toMatchObject({
      statusCode: 401,
      message: apiMessages.calcNoAccess,
    });
  });

  it('are bound to the password they were issued for: a change refuses them at once (decision 0041)', async () => {
    const key = new TextEncoder().encode('grant-cache-secret-grant-cache-secret');
    const before = new CalcAccessService(loadConfig({}), key, noLimit);
    const station = await before.open('Station', 'station-dev');
    const dcu = await before.open('DCU', 'dcu-dev');
    // The grant carries no password, only a keyed fingerprint of it.
    expect(JSON.stringify(decodeJwt(station.grant))).not.toContain('station-dev');
    await expect(before.verify(station.grant, 'Station')).resolves.toBeUndefined();

    // The instance restarted with a new CALC_PASSWORD_STATION: the old Station grant is refused with
    // its own message (the page asks for the new password), the DCU grant still works.
    const after = new CalcAccessService(loadConfig({ CALC_PASSWORD_STATION: 'новый-пароль' }), key, noLimit);
    for (let i = 0; i < 2; i++)
      await expect(after.verify(station.grant, 'Station')).rejects.toMatchObject({
        statusCode: 401,
        message: apiMessages.calcPasswordChanged,
      });
    await expect(after.verify(station.grant, 'DCU')).rejects.toMatchObject({
      message: apiMessages.calcNoAccess,
    });
    await expect(after.verify(dcu.grant, 'DCU')).resolves.toBeUndefined();
    const fresh = await after.open('Station', 'новый-пароль');
    await expect(after.verify(fresh.grant, 'Station')).resolves.toBeUndefined();
    await expect(before.verify(fresh.grant, 'Station')).rejects.toMatchObject({
      message: apiMessages.calcPasswordChanged,
    });

    // A grant of the version before the binding (no fingerprint) asks for the password again too.
    const now = Math.floor(Date.now() / 1000);
    const unbound = await new SignJWT({ calc: 'Station', typ: 'calc' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now + 3600)
      .sign(key);
    await expect(after.verify(unbound, 'Station')).rejects.toMatchObject({
      message: apiMessages.calcPasswordChanged,
    });
  });

  it('does not remember what failed: a token signed with another key stays refused', async () => {
    const other = await service().open('DCU', 'dcu-dev');
    const s = new CalcAccessService(loadConfig({}), new TextEncoder().encode('x'.repeat(40)), noLimit);
    for (let i = 0; i < 2; i++)
      await expect(s.verify(other.grant, 'DCU')).rejects.toMatchObject({ statusCode: 401 });
  });
});
