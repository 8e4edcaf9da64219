// Known-device cookies (decision 0041), without a server: a cookie names one account and a device,
// and nothing else passes as one — another account's, another key's, an expired, a session token.
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE_PREFIX, DEVICE_COOKIE_TTL_MS, DeviceCookies } from '../src/modules/auth/devices';

const secret = new TextEncoder().encode('device-cookie-secret-device-cookie-secret');

describe('device cookies', () => {
  it('name one account and a fresh device at every sign-in', async () => {
    let now = Date.now();
    const devices = new DeviceCookies(secret, { now: () => now });
    const a = await devices.issue(7);
    const b = await devices.issue(7);
    expect(a.name).toBe(`${DEVICE_COOKIE_PREFIX}7`);
    expect(a.maxAgeSec).toBe(DEVICE_COOKIE_TTL_MS / 1000);
    const idA = await devices.recognise(new Map([[a.name, a.value]]), 7);
    const idB = await devices.recognise(new Map([[b.name, b.value]]), 7);
    expect(idA).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(idB).not.toBe(idA);
    // Another account's cookie, even under this account's name, is no device of this account.
    expect(await devices.recognise(new Map([[`${DEVICE_COOKIE_PREFIX}8`, a.value]]), 8)).toBeNull();
    expect(await devices.recognise(new Map([[a.name, a.value]]), 8)).toBeNull();
    // Another server key, a session-like token of the same key, a year and a day later: unknown.
    const other = await new DeviceCookies(new TextEncoder().encode('x'.repeat(40)), { now: () => now }).issue(
      7,
    );
    const session = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .sign(secret);
    for (const value of [other.value, session, 'a.b.c', ''])
      expect(await devices.recognise(new Map([[a.name, value]]), 7), value).toBeNull();
    now += DEVICE_COOKIE_TTL_MS + 86_400_000;
    expect(await devices.recognise(new Map([[a.name, a.value]]), 7)).toBeNull();
  });
});
