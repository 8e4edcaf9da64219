// Abuse of the account calls, on each database, with the auth clock moved by hand (no sleeping):
// code guessing, resend spam, expired and reused codes, codes for another phone, account
// enumeration through recovery, revoked and expired sessions, forged tokens, login brute force.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { apiMessages, authMessages, validationMessages as vm } from '@podbor/contracts';
import { createTestApp, databases, type TestApp } from './helpers/test-app';
import {
  authHeader,
  fakeClock,
  lastSmsCode,
  mailOutbox,
  registerUser,
  smsOutbox,
  uniquePhone,
} from './helpers/auth';

const SEC = 1000;
const MIN = 60 * SEC;

/** The `name=value` of the device cookie a sign-in (or a recovery) set. */
function deviceCookie(res: { headers: Record<string, unknown> }): string {
  const set = String(res.headers['set-cookie'] ?? '');
  const m = /^(podbor_device_\d+=[^;]+);/.exec(set);
  if (!m) throw new Error(`no device cookie in ${set}`);
  return m[1]!;
}

/** A 4-digit code other than `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe.each(databases)('account abuse on %s', (kind) => {
  let t: TestApp;
  let clock: ReturnType<typeof fakeClock>;
  beforeAll(async () => {
    t = await createTestApp(kind, { SMS_HOURLY_CAP: '1000' });
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    // Each test starts a day after the last one, so limits of one test never reach the next.
    clock = fakeClock(t, (clock?.now() ?? Date.now()) + 24 * 60 * MIN);
  });
  afterEach(() => {
    t.app.auth.clock.now = () => Date.now();
  });

  const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, payload });
  const post = (url: string, payload: object, headers: Record<string, string> = {}, ip = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
  const info = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: authHeader(token) });
  const register = (phone: string, password = 'secret-pass') =>
    put('/api/v1/user/register', { phoneNumber: phone, password });
  const verify = (phone: string, code: string) =>
    post('/api/v1/user/register/verify', { phoneNumber: phone, code });
  const accountExists = async (phone: string) =>
    !!(await t.database.db.selectFrom('account').select('id').where('phone', '=', phone).executeTakeFirst());

  describe('one-time codes', () => {
    it('5 wrong tries retire the code: 4 × "wrong code", then "request a new code", even for the right one', async () => {
      const phone = uniquePhone();
      expect((await register(phone)).statusCode).toBe(200);
      const code = lastSmsCode(t.dataDir, phone);
      for (let i = 1; i <= 4; i++) {
        const res = await verify(phone, otherCode(code));
        expect(res.statusCode).toBe(400);
        expect(res.json().response.error).toBe('Неверный код. Попробуйте ещё раз');
      }
      const fifth = await verify(phone, otherCode(code));
      expect(fifth.statusCode).toBe(400);
      expect(fifth.json().response.error).toBe(authMessages.codeExhausted);
      const right = await verify(phone, code);
      expect(right.statusCode).toBe(400);
      expect(right.json().response.error).toBe(authMessages.codeExhausted);
      expect(await accountExists(phone)).toBe(false);

      // A new code (after the resend timer) works again.
      clock.advance(31 * SEC);
      expect((await register(phone)).statusCode).toBe(200);
      expect((await verify(phone, lastSmsCode(t.dataDir, phone))).statusCode).toBe(200);
    });

    it('parallel guesses cannot exceed 5 tries', async () => {
      const phone = uniquePhone();
      await register(phone);
      const code = lastSmsCode(t.dataDir, phone);
      const guesses = Array.from({ length: 12 }, (_, i) =>
        String((Number(code) + 1 + i) % 10_000).padStart(4, '0'),
      );
      const answers = await Promise.all(guesses.map((g) => verify(phone, g)));
      const wrong = answers.filter((a) => a.json().response.error === vm.wrongCode).length;
      expect(wrong).toBeLessThanOrEqual(4);
      const row = await t.database.db
        .selectFrom('auth_code')
        .select('attempts')
        .where('target', '=', phone)
        .executeTakeFirstOrThrow();
      expect(row.attempts).toBe(5);
    });

    it('a new code no sooner than 30 s after the last: 429, Retry-After and a Russian message', async () => {
      const phone = uniquePhone();
      expect((await register(phone)).statusCode).toBe(200);
      const sent = smsOutbox(t.dataDir).length;
      clock.advance(10 * SEC);
      const soon = await register(phone);
      expect(soon.statusCode).toBe(429);
      expect(soon.headers['retry-after']).toBe('20');
      expect(soon.json().response.error).toBe('Повторная отправка кода возможна через 20 с');
      expect(smsOutbox(t.dataDir).length).toBe(sent);

      clock.advance(20 * SEC);
      expect((await register(phone)).statusCode).toBe(200);
      // The newer code replaces the older one.
      const codes = smsOutbox(t.dataDir)
        .filter((l) => l.phone === phone)
        .map((l) => l.code!);
      if (codes[0] !== codes[1]) {
        const old = await verify(phone, codes[0]!);
        expect(old.statusCode).toBe(400);
      }
      expect((await verify(phone, codes[1]!)).statusCode).toBe(200);
    });

    it('10 simultaneous registrations of one new phone send at most one SMS (the slot is taken first)', async () => {
      const phone = uniquePhone();
      const before = smsOutbox(t.dataDir).length;
      const answers = await Promise.all(Array.from({ length: 10 }, () => register(phone)));
      const sent = smsOutbox(t.dataDir).slice(before);
      expect(sent.length).toBeLessThanOrEqual(1);
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(sent.length);
      for (const r of answers.filter((a) => a.statusCode !== 200)) {
        expect(r.statusCode).toBe(429);
        expect(r.json().response.error).toMatch(/^Повторная отправка кода возможна через \d+ с$/);
      }
      // A refused request leaves nothing behind: 30 s after the last code, one more goes out.
      clock.advance(31 * SEC);
      expect((await register(phone)).statusCode).toBe(200);
    });

    it('at most 5 codes per phone per hour', async () => {
      const phone = uniquePhone();
      for (let i = 0; i < 5; i++) {
        expect((await register(phone)).statusCode).toBe(200);
        clock.advance(31 * SEC);
      }
      const sixth = await register(phone);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().response.error).toMatch(/^Превышено число запросов кода. Повторите через \d+ мин$/);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      clock.advance(60 * MIN);
      expect((await register(phone)).statusCode).toBe(200);
    });

    it('an expired code (over 10 minutes) is refused and creates nothing', async () => {
      const phone = uniquePhone();
      await register(phone);
      const code = lastSmsCode(t.dataDir, phone);
      clock.advance(10 * MIN + SEC);
      const res = await verify(phone, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().response.error).toBe(authMessages.codeExpired);
      expect(await accountExists(phone)).toBe(false);
    });

    it('a code works once', async () => {
      const u = await registerUser(t);
      const code = lastSmsCode(t.dataDir, u.phone);
      const again = await verify(u.phone, code);
      expect(again.statusCode).toBe(400);
      expect(again.json().response.error).toBe(authMessages.codeUsed);

      const next = uniquePhone();
      const sent = await post(
        '/api/v1/user/update/phone',
        { phoneNumber: next.slice(2), code: null },
        u.headers,
      );
      expect(sent.statusCode).toBe(200);
      const phoneCode = lastSmsCode(t.dataDir, next);
      expect(
        (await post('/api/v1/user/update/phone', { phoneNumber: null, code: phoneCode }, u.headers))
          .statusCode,
      ).toBe(200);
      const reuse = await post(
        '/api/v1/user/update/phone',
        { phoneNumber: null, code: phoneCode },
        u.headers,
      );
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json().response.error).toBe(authMessages.codeUsed);
    });

    it("a code sent to one phone does not confirm another phone's registration", async () => {
      const a = uniquePhone();
      const b = uniquePhone();
      await register(b);
      const codeB = lastSmsCode(t.dataDir, b);
      await register(a);
      let codeA = lastSmsCode(t.dataDir, a);
      // Codes are random: make sure A's differs from B's, or the check proves nothing.
      while (codeA === codeB) {
        clock.advance(31 * SEC);
        await register(a);
        codeA = lastSmsCode(t.dataDir, a);
      }
      const res = await verify(b, codeA);
      expect(res.statusCode).toBe(400);
      expect(res.json().response.error).toBe(vm.wrongCode);
      expect(await accountExists(b)).toBe(false);
      // Nor a phone that asked for no code at all.
      const none = await verify(uniquePhone(), codeA);
      expect(none.json().response.error).toBe(authMessages.codeNotRequested);
      // A's registration token does not bind B's phone either.
      const tokenA = (await t.database.db
        .selectFrom('auth_code')
        .select('token')
        .where('target', '=', a)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow())!.token;
      const cross = await post('/api/v1/user/register/verify', {
        phoneNumber: b,
        code: codeB,
        token: tokenA,
      });
      expect(cross.json().response.error).toBe(authMessages.codeNotRequested);
      expect(await accountExists(b)).toBe(false);
    });

    it('a registration code does not unlock password recovery of the same phone', async () => {
      const u = await registerUser(t);
      const regCode = lastSmsCode(t.dataDir, u.phone);
      const resetToken = (await post('/api/v1/user/reset_password', { phoneNumber: u.phone })).json().response
        .resetToken as string;
      const resetCode = lastSmsCode(t.dataDir, u.phone);
      if (regCode === resetCode) return; // 1 in 10 000: nothing to prove
      const res = await post(`/api/v1/user/reset_password/${resetToken}/verify`, { code: regCode });
      expect(res.json().response.error).toBe(vm.wrongCode);
    });
  });

  describe('phone enumeration (decision 0035)', () => {
    it('PUT register from one address: 20 an hour, registered phone or not, then 429 with Retry-After; another address is not affected', async () => {
      const known = await registerUser(t);
      const ip = '192.0.2.150';
      const put = (phone: string) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/v1/user/register',
          payload: { phoneNumber: phone, password: 'secret-pass' },
          remoteAddress: ip,
        });
      for (let i = 0; i < 20; i++) {
        const r = await put(i % 2 === 0 ? known.phone : uniquePhone());
        expect(r.statusCode).toBe(i % 2 === 0 ? 409 : 200);
      }
      const refused = await put(known.phone);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().response.error).toBe(authMessages.tooManyPhoneChecks(60));
      expect(Number(refused.headers['retry-after'])).toBe(3600);
      // Nothing was sent for the refused call.
      const fresh = uniquePhone();
      const before = smsOutbox(t.dataDir).length;
      expect((await put(fresh)).statusCode).toBe(429);
      expect(smsOutbox(t.dataDir).length).toBe(before);
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: '/api/v1/user/register',
            payload: { phoneNumber: fresh, password: 'secret-pass' },
            remoteAddress: '192.0.2.151',
          })
        ).statusCode,
      ).toBe(200);
      clock.advance(61 * MIN);
      expect((await put(known.phone)).statusCode).toBe(409);
    });

    it('update/phone: 10 codes an hour per account, whichever the address; then 429', async () => {
      const u = await registerUser(t);
      const taken = await registerUser(t);
      for (let i = 0; i < 10; i++) {
        const r = await post(
          '/api/v1/user/update/phone',
          { phoneNumber: (i % 2 ? taken.phone : uniquePhone()).slice(2), code: null },
          u.headers,
          `198.18.0.${i}`,
        );
        expect(r.statusCode).toBe(i % 2 ? 409 : 200);
        clock.advance(31 * SEC);
      }
      const refused = await post(
        '/api/v1/user/update/phone',
        { phoneNumber: taken.phone.slice(2), code: null },
        u.headers,
        '198.18.1.1',
      );
      expect(refused.statusCode).toBe(429);
      expect(refused.json().response.error).toMatch(/^Слишком много запросов с номерами телефонов/);
    });
  });

  describe('password recovery', () => {
    it('answers a known and an unknown phone alike and texts only the known one', async () => {
      const u = await registerUser(t);
      const stranger = uniquePhone();
      const before = smsOutbox(t.dataDir).length;
      const known = await post('/api/v1/user/reset_password', { phoneNumber: u.phone });
      const unknown = await post('/api/v1/user/reset_password', { phoneNumber: stranger });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(Object.keys(unknown.json().response).sort()).toEqual(Object.keys(known.json().response).sort());
      expect(unknown.json().response.resetToken).toHaveLength(known.json().response.resetToken.length);
      expect(unknown.json().response.resendAfterSec).toBe(known.json().response.resendAfterSec);
      const sent = smsOutbox(t.dataDir).slice(before);
      expect(sent.map((l) => l.phone)).toEqual([u.phone]);

      // The code check and the limits behave the same too. (The unknown phone's code was never sent;
      // its stored hash is pinned here so that the guess below is certainly wrong.)
      await t.database.db
        .updateTable('auth_code')
        .set({ code_hash: 'f'.repeat(64) })
        .where('token', '=', unknown.json().response.resetToken)
        .execute();
      const guess = await post(`/api/v1/user/reset_password/${unknown.json().response.resetToken}/verify`, {
        code: '0000',
      });
      const knownCode = lastSmsCode(t.dataDir, u.phone);
      const knownGuess = await post(
        `/api/v1/user/reset_password/${known.json().response.resetToken}/verify`,
        {
          code: otherCode(knownCode),
        },
      );
      expect(guess.statusCode).toBe(knownGuess.statusCode);
      expect(guess.json()).toEqual(knownGuess.json());
      const soonKnown = await post('/api/v1/user/reset_password', { phoneNumber: u.phone });
      const soonUnknown = await post('/api/v1/user/reset_password', { phoneNumber: stranger });
      expect(soonKnown.statusCode).toBe(429);
      expect(soonUnknown.statusCode).toBe(429);
      expect(soonUnknown.json()).toEqual(soonKnown.json());
    });

    it('recovery: 6 codes a day per phone, then 429 for the rest of the day — alike for a known and an unknown phone', async () => {
      const u = await registerUser(t);
      const stranger = uniquePhone();
      clock.advance(61 * MIN); // the registration's code leaves the hourly window
      for (const phone of [u.phone, stranger]) {
        for (let i = 0; i < 6; i++) {
          const r = await post('/api/v1/user/reset_password', { phoneNumber: phone });
          expect(r.statusCode, `${phone} #${i}: ${r.body}`).toBe(200);
          clock.advance(i === 4 ? 61 * MIN : 31 * SEC);
        }
      }
      clock.advance(61 * MIN);
      const known = await post('/api/v1/user/reset_password', { phoneNumber: u.phone });
      const unknown = await post('/api/v1/user/reset_password', { phoneNumber: stranger });
      expect(known.statusCode).toBe(429);
      expect(known.json().response.error).toMatch(/^Превышено число запросов восстановления пароля за сутки/);
      expect(unknown.statusCode).toBe(429);
      expect(unknown.json().response.error).toMatch(
        /^Превышено число запросов восстановления пароля за сутки/,
      );
      clock.advance(24 * 60 * MIN);
      expect((await post('/api/v1/user/reset_password', { phoneNumber: u.phone })).statusCode).toBe(200);
    });

    it('recovery: 10 wrong codes a day per phone over all its codes; then even the right code is refused', async () => {
      const u = await registerUser(t);
      let token = '';
      for (let i = 0; i < 10; i++) {
        if (i % 4 === 0) {
          token = (await post('/api/v1/user/reset_password', { phoneNumber: u.phone })).json().response
            .resetToken;
          clock.advance(31 * SEC);
        }
        const code = lastSmsCode(t.dataDir, u.phone);
        const r = await post(`/api/v1/user/reset_password/${token}/verify`, { code: otherCode(code) });
        expect(r.statusCode).toBe(400);
      }
      token = (await post('/api/v1/user/reset_password', { phoneNumber: u.phone })).json().response
        .resetToken;
      const right = await post(`/api/v1/user/reset_password/${token}/verify`, {
        code: lastSmsCode(t.dataDir, u.phone),
      });
      expect(right.statusCode).toBe(429);
      expect(right.json().response.error).toMatch(/^Слишком много неверных кодов восстановления за сутки/);
    });

    it('the recovery SMS says what it is for, and the e-mail of the account hears of it', async () => {
      const u = await registerUser(t);
      await t.database.db
        .updateTable('account')
        .set({ email: 'owner@example.com' })
        .where('phone', '=', u.phone)
        .execute();
      await post('/api/v1/user/reset_password', { phoneNumber: u.phone });
      await new Promise((r) => setTimeout(r, 50));
      const sms = smsOutbox(t.dataDir)
        .filter((l) => l.phone === u.phone)
        .at(-1)!;
      expect(sms.text).toMatch(/^Восстановление пароля podbor, код: \d{4}\. Если вы его не запрашивали/);
      const mail = mailOutbox(t.dataDir)
        .filter((m) => m.to === 'owner@example.com')
        .at(-1)!;
      expect(mail.subject).toBe('Запрошено восстановление пароля podbor');
      expect(mail.text).toContain(u.phone);
      expect(mail.text).not.toMatch(/\d{4}\./);
    });

    it('the reset token is bound to its code: a wrong or expired check sets no password', async () => {
      const u = await registerUser(t);
      const token = (await post('/api/v1/user/reset_password', { phoneNumber: u.phone })).json().response
        .resetToken as string;
      const code = lastSmsCode(t.dataDir, u.phone);
      expect(
        (await post(`/api/v1/user/reset_password/${token}/verify`, { code: otherCode(code) })).statusCode,
      ).toBe(400);
      clock.advance(11 * MIN);
      const late = await post(`/api/v1/user/reset_password/${token}/verify`, { code });
      expect(late.json().response.error).toBe(authMessages.codeExpired);
      const set = await post(`/api/v1/user/reset_password/${token}`, { newPassword: 'another-pass-1' });
      expect(set.statusCode).toBe(400);
      expect(
        (await post('/api/v1/user/login', { username: u.username, password: u.password })).statusCode,
      ).toBe(200);
    });
  });

  describe('sessions', () => {
    it('idle for 30 minutes ends the session; use within 30 minutes renews it', async () => {
      const u = await registerUser(t);
      clock.advance(25 * MIN);
      expect((await info(u.token)).statusCode).toBe(200);
      clock.advance(25 * MIN);
      expect((await info(u.token)).statusCode).toBe(200);
      clock.advance(30 * MIN + SEC);
      const res = await info(u.token);
      expect(res.statusCode).toBe(401);
      expect(res.json().response.error).toBe(apiMessages.unauthorized);
    });

    it('a session ends after 12 hours however much it is used', async () => {
      const u = await registerUser(t);
      for (let i = 0; i < 35; i++) {
        clock.advance(20 * MIN);
        expect((await info(u.token)).statusCode).toBe(200);
      }
      clock.advance(20 * MIN); // 12 h since login
      expect((await info(u.token)).statusCode).toBe(401);
    });

    it('a revoked session stays refused', async () => {
      const u = await registerUser(t);
      await post('/api/v1/user/logout', {}, u.headers);
      const res = await info(u.token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, response: { error: apiMessages.unauthorized } });
    });

    it('refuses forged tokens: another key, the raw server secret, alg none, a changed subject', async () => {
      const u = await registerUser(t);
      // The real session of u, so only the signature or the claims can be what is refused.
      const { sid, sub } = JSON.parse(Buffer.from(u.token.split('.')[1]!, 'base64url').toString()) as {
        sid: string;
        sub: string;
      };
      const now = Math.floor(clock.now() / 1000);
      const signWith = (key: string) =>
        new SignJWT({ sid })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(sub)
          .setIssuedAt(now)
          .setExpirationTime(now + 3600)
          .sign(new TextEncoder().encode(key));
      const otherKey = await signWith('another-secret-another-secret-0123456789');
      // What another module signing with JWT_SECRET itself (e.g. a calculator grant) could produce.
      const rawSecret = await signWith(t.config.JWT_SECRET!);
      const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sid, sub, exp: now + 3600 })}.`;
      const tampered = u.token.replace(/\.([^.]+)\./, () => `.${b64({ sid, sub: '999', exp: now + 3600 })}.`);
      for (const token of [otherKey, rawSecret, none, tampered, 'a.b.c']) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/v1/user/info',
          headers: authHeader(token),
        });
        expect(res.statusCode).toBe(401);
      }
      expect((await info(u.token)).statusCode).toBe(200);
    });
  });

  describe('login brute force', () => {
    it('10 failures of an account from one address → 429 there with Retry-After, even with the right password; the owner elsewhere still logs in; 15 min later it works', async () => {
      const u = await registerUser(t);
      const attacker = '10.0.0.1';
      for (let i = 0; i < 10; i++) {
        const res = await post(
          '/api/v1/user/login',
          { username: u.username, password: 'wrong-pass' },
          {},
          attacker,
        );
        expect(res.statusCode).toBe(400);
      }
      const locked = await post(
        '/api/v1/user/login',
        { username: u.username, password: u.password },
        {},
        attacker,
      );
      expect(locked.statusCode).toBe(429);
      expect(locked.json().response.error).toBe('Слишком много попыток входа. Повторите через 15 мин');
      expect(locked.headers['retry-after']).toBe('900');
      // The lock is the attacker's, not the victim's (decision 0035).
      expect(
        (await post('/api/v1/user/login', { username: u.username, password: u.password }, {}, '10.0.1.1'))
          .statusCode,
      ).toBe(200);
      clock.advance(15 * MIN + SEC);
      expect(
        (await post('/api/v1/user/login', { username: u.username, password: u.password }, {}, attacker))
          .statusCode,
      ).toBe(200);
    });

    it('100 failures from unknown devices on many addresses lock out unknown devices only; the owner’s known device signs in, and recovery still works (decision 0041)', async () => {
      const u = await registerUser(t);
      // The owner signed in on this browser before: it holds the account's device cookie.
      const earlier = await post('/api/v1/user/login', { username: u.username, password: u.password });
      const device = deviceCookie(earlier);
      expect(String(earlier.headers['set-cookie'])).toMatch(
        /Path=\/api\/v1\/user; Max-Age=\d+; HttpOnly; SameSite=Strict/,
      );
      for (let a = 0; a < 10; a++) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, () =>
            post('/api/v1/user/login', { username: u.username, password: 'wrong-pass' }, {}, `10.1.${a}.1`),
          ),
        );
        expect(answers.every((r) => r.statusCode === 400)).toBe(true);
      }
      const right = { username: u.username, password: u.password };
      // Every unknown device is locked out: a new address, a forged cookie (devices.test.ts: others).
      for (const cookie of [undefined, device.replace(/\.[^.]+$/, `.${'A'.repeat(43)}`)]) {
        const locked = await post('/api/v1/user/login', right, cookie ? { cookie } : {}, '10.2.0.1');
        expect(locked.statusCode, cookie).toBe(429);
        expect(locked.json().response.error).toMatch(/^Слишком много попыток входа/);
      }
      // The owner's device is not, even from an address whose own allowances the attacker spent.
      const owner = await post('/api/v1/user/login', right, { cookie: device }, '10.1.0.1');
      expect(owner.statusCode).toBe(200);
      expect(deviceCookie(owner)).not.toBe(device);

      // Password recovery by SMS goes on, and the device that proved the phone becomes a known one.
      const start = await post('/api/v1/user/reset_password', { phoneNumber: u.phone }, {}, '10.2.0.1');
      const token = start.json().response.resetToken as string;
      const code = lastSmsCode(t.dataDir, u.phone);
      expect((await post(`/api/v1/user/reset_password/${token}/verify`, { code })).statusCode).toBe(200);
      const reset = await post(`/api/v1/user/reset_password/${token}`, { newPassword: 'brand-new-pass' });
      expect(reset.statusCode).toBe(200);
      const recovered = deviceCookie(reset);
      const signedIn = await post(
        '/api/v1/user/login',
        { username: u.username, password: 'brand-new-pass' },
        { cookie: recovered },
        '10.2.0.1',
      );
      expect(signedIn.statusCode).toBe(200);
    });

    it('a known device has its own allowance: its failures are not the unknown devices’, and once spent it is one of them', async () => {
      const u = await registerUser(t);
      const device = deviceCookie(
        await post('/api/v1/user/login', { username: u.username, password: u.password }),
      );
      for (let i = 0; i < 10; i++) {
        const res = await post(
          '/api/v1/user/login',
          { username: u.username, password: 'wrong' },
          { cookie: device },
        );
        expect(res.statusCode).toBe(400);
      }
      const counted = await t.database.db
        .selectFrom('auth_attempt')
        .select('key')
        .where('key', 'in', [
          `login:acct:${u.phone}`,
          `login:pair:${u.phone}|127.0.0.1`,
          'login:ip:127.0.0.1',
        ])
        .execute();
      expect(counted).toEqual([]);
      // Spent: the device is tried as an unknown one (the pair's 10 from here are still free).
      const asUnknown = await post(
        '/api/v1/user/login',
        { username: u.username, password: 'wrong' },
        { cookie: device },
      );
      expect(asUnknown.statusCode).toBe(400);
      expect(
        (
          await t.database.db
            .selectFrom('auth_attempt')
            .select('key')
            .where('key', '=', `login:acct:${u.phone}`)
            .execute()
        ).length,
      ).toBe(1);
    });

    it('a successful login resets the account counter', async () => {
      const u = await registerUser(t);
      for (let i = 0; i < 9; i++)
        await post('/api/v1/user/login', { username: u.username, password: 'wrong-pass' });
      expect(
        (await post('/api/v1/user/login', { username: u.username, password: u.password })).statusCode,
      ).toBe(200);
      for (let i = 0; i < 9; i++) {
        expect(
          (await post('/api/v1/user/login', { username: u.username, password: 'wrong-pass' })).statusCode,
        ).toBe(400);
      }
      expect(
        (await post('/api/v1/user/login', { username: u.username, password: u.password })).statusCode,
      ).toBe(200);
    });

    it('30 failures from one address → 429 for any account from it, others unaffected', async () => {
      const u = await registerUser(t);
      const ip = '192.0.2.77';
      for (let i = 0; i < 30; i++) {
        const res = await post(
          '/api/v1/user/login',
          { username: uniquePhone().slice(2), password: 'wrong-pass' },
          {},
          ip,
        );
        expect(res.statusCode).toBe(400);
      }
      const blocked = await post(
        '/api/v1/user/login',
        { username: u.username, password: u.password },
        {},
        ip,
      );
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().response.error).toMatch(/^Слишком много попыток входа/);
      const elsewhere = await post(
        '/api/v1/user/login',
        { username: u.username, password: u.password },
        {},
        '192.0.2.78',
      );
      expect(elsewhere.statusCode).toBe(200);
    });

    it('20 parallel wrong guesses for one account from one address: at most 10 are checked, the rest 429', async () => {
      const u = await registerUser(t);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post('/api/v1/user/login', { username: u.username, password: `wrong-${i}` }),
        ),
      );
      const checked = answers.filter((r) => r.statusCode === 400);
      const refused = answers.filter((r) => r.statusCode === 429);
      expect(checked.length).toBeLessThanOrEqual(10);
      expect(checked.length + refused.length).toBe(20);
      for (const r of refused) {
        expect(r.json().response.error).toMatch(/^Слишком много попыток входа/);
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Tries refused in the crowd are not counted: one by one, the rest of the 10 are allowed,
      // then even the right password waits.
      let total = checked.length;
      for (;;) {
        const r = await post('/api/v1/user/login', { username: u.username, password: 'wrong-pass' });
        if (r.statusCode !== 400) break;
        total++;
      }
      expect(total).toBe(10);
      const right = await post('/api/v1/user/login', { username: u.username, password: u.password });
      expect(right.statusCode).toBe(429);
    });

    it('20 parallel logins with the right password all succeed: checks in flight wait, not fail', async () => {
      const u = await registerUser(t);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          post('/api/v1/user/login', { username: u.username, password: u.password }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
      // Nothing was counted against the account or the address.
      for (let i = 0; i < 10; i++) {
        expect(
          (await post('/api/v1/user/login', { username: u.username, password: 'wrong-pass' })).statusCode,
        ).toBe(400);
      }
    });

    it('40 parallel wrong guesses from one address: at most 30 are checked', async () => {
      const ip = '198.51.100.9';
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          post('/api/v1/user/login', { username: uniquePhone().slice(2), password: 'wrong-pass' }, {}, ip),
        ),
      );
      expect(answers.filter((r) => r.statusCode === 400).length).toBeLessThanOrEqual(30);
      expect(answers.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(10);
    });

    it('20 parallel guesses of the current password in the cabinet: at most 10 are checked', async () => {
      const u = await registerUser(t);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(
            '/api/v1/user/update/password',
            { oldPassword: `wrong-${i}`, newPassword: 'next-pass-1' },
            u.headers,
          ),
        ),
      );
      let total = answers.filter((r) => r.statusCode === 400).length;
      expect(total).toBeLessThanOrEqual(10);
      expect(answers.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(10);
      for (;;) {
        const r = await post(
          '/api/v1/user/update/password',
          { oldPassword: 'wrong-pass', newPassword: 'next-pass-1' },
          u.headers,
        );
        if (r.statusCode !== 400) break;
        total++;
      }
      expect(total).toBe(10);
      const right = await post(
        '/api/v1/user/update/password',
        { oldPassword: u.password, newPassword: 'next-pass-1' },
        u.headers,
      );
      expect(right.statusCode).toBe(429);
    });

    it('guessing the current password in the cabinet is limited too', async () => {
      const u = await registerUser(t);
      for (let i = 0; i < 10; i++) {
        const res = await post(
          '/api/v1/user/update/password',
          { oldPassword: 'wrong-pass', newPassword: 'next-pass-1' },
          u.headers,
        );
        expect(res.statusCode).toBe(400);
      }
      const res = await post(
        '/api/v1/user/update/password',
        { oldPassword: u.password, newPassword: 'next-pass-1' },
        u.headers,
      );
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    });
  });
});

// Its own app with a tiny cap. A separate block so that two PostgreSQL test apps never live at once
// (Kysely's migrator looks for its tables in every schema of the database).
describe.each(databases)('hourly SMS cap on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SMS_HOURLY_CAP: '3' });
  });
  afterAll(async () => t?.close());

  const register = () =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/register',
      payload: { phoneNumber: uniquePhone(), password: 'secret-pass' },
    });

  it('stops toll fraud across many phones: 429 with Retry-After once the cap is reached', async () => {
    const clock = fakeClock(t);
    for (let i = 0; i < 3; i++) expect((await register()).statusCode).toBe(200);
    const fourth = await register();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().response.error).toBe(authMessages.smsCapReached);
    expect(Number(fourth.headers['retry-after'])).toBe(3600);
    expect(smsOutbox(t.dataDir)).toHaveLength(3);
    clock.advance(61 * MIN);
    expect((await register()).statusCode).toBe(200);
  });

  it('30 parallel registrations of new phones send no more SMS than the cap', async () => {
    fakeClock(t, Date.now() + 3 * 3600_000);
    const before = smsOutbox(t.dataDir).length;
    const answers = await Promise.all(Array.from({ length: 30 }, () => register()));
    const sent = smsOutbox(t.dataDir).length - before;
    expect(sent).toBeLessThanOrEqual(3);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(sent);
    expect(answers.filter((r) => r.statusCode === 429).length).toBe(30 - sent);
  });
});
