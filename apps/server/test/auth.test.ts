// Account flows of portal spec §7 end to end through the API, on each database: registration by
// SMS code, login, recovery, profile, contacts, notifications, logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  authMessages,
  registrationServerErrors,
  validationMessages as vm,
} from '@podbor/contracts';
import { createTestApp, databases, type TestApp } from './helpers/test-app';
import {
  authHeader,
  lastMailCode,
  lastSmsCode,
  mailOutbox,
  registerUser,
  smsOutbox,
  uniquePhone,
} from './helpers/auth';

describe.each(databases)('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const put = (url: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url, payload: payload as object });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const info = (token: string) => get('/api/v1/user/info', authHeader(token));

  describe('registration', () => {
    it('sends a 4-digit code by SMS, and the code creates the account and logs in', async () => {
      const phone = uniquePhone();
      const reg = await put('/api/v1/user/register', { phoneNumber: phone, password: 'secret-pass' });
      expect(reg.statusCode).toBe(200);
      expect(reg.json()).toMatchObject({ statusCode: 200, response: { resendAfterSec: 30 } });
      const sms = smsOutbox(t.dataDir).at(-1)!;
      expect(sms.phone).toBe(phone);
      expect(sms.code).toMatch(/^\d{4}$/);
      expect(sms.text).toBe(`Код подтверждения podbor: ${sms.code}. Никому не сообщайте его.`);
      expect(Date.parse(sms.at)).not.toBeNaN();

      const ver = await post('/api/v1/user/register/verify', {
        phoneNumber: phone,
        code: sms.code,
        token: reg.json().response.token,
      });
      expect(ver.statusCode).toBe(200);
      expect(ver.json().response.expiresIn).toBe(1800);
      const me = await info(ver.json().response.token);
      expect(me.statusCode).toBe(200);
      expect(me.json().response).toEqual({
        firstname: null,
        lastname: null,
        patronymic: null,
        email: null,
        phone_number: phone,
        notifications: { sms: true, push: true, email: true },
        role: 'user',
      });
    });

    it('stores the password as argon2id with the OWASP parameters, and the code only hashed', async () => {
      const u = await registerUser(t);
      const acc = await t.database.db
        .selectFrom('account')
        .select('password_hash')
        .where('phone', '=', u.phone)
        .executeTakeFirstOrThrow();
      expect(acc.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const code = lastSmsCode(t.dataDir, u.phone);
      const rows = await t.database.db
        .selectFrom('auth_code')
        .selectAll()
        .where('target', '=', u.phone)
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        expect(JSON.stringify(r)).not.toContain(`"${code}"`);
        expect(r.code_hash).toMatch(/^[0-9a-f]{64}$/);
      }
    });

    it('refuses a phone that already has an account with the text the client maps (§8)', async () => {
      const u = await registerUser(t);
      const before = smsOutbox(t.dataDir).length;
      const res = await put('/api/v1/user/register', { phoneNumber: u.phone, password: 'another-pass' });
      expect(res.statusCode).toBe(409);
      expect(res.json().response.error).toBe(registrationServerErrors.duplicate);
      expect(res.json().response.error).toBe('There is already an account with this phone');
      expect(smsOutbox(t.dataDir).length).toBe(before);
    });

    it('refuses a malformed phone and a short or over-long password with the spec messages', async () => {
      const res = await put('/api/v1/user/register', { phoneNumber: '89001234567', password: 'short' });
      expect(res.statusCode).toBe(400);
      expect(res.json().response.fields).toMatchObject({ phoneNumber: vm.phone, password: vm.passwordMin });
      const long = await put('/api/v1/user/register', {
        phoneNumber: uniquePhone(),
        password: 'x'.repeat(129),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().response.fields.password).toBe(authMessages.passwordMax);
      const spaced = await put('/api/v1/user/register', {
        phoneNumber: uniquePhone(),
        password: 'has space 1',
      });
      expect(spaced.statusCode).toBe(400);
    });
  });

  describe('login', () => {
    it('answers a session token for the phone without +7 and the password', async () => {
      const u = await registerUser(t);
      const res = await post('/api/v1/user/login', { username: u.username, password: u.password });
      expect(res.statusCode).toBe(200);
      const token = res.json().response.token as string;
      expect((await info(token)).json().response.phone_number).toBe(u.phone);
    });

    it('answers the same Russian error for a wrong password and an unknown phone, never 401', async () => {
      const u = await registerUser(t);
      const wrong = await post('/api/v1/user/login', { username: u.username, password: 'wrong-pass' });
      const unknown = await post('/api/v1/user/login', {
        username: uniquePhone().slice(2),
        password: 'wrong-pass',
      });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          statusCode: 400,
          response: { error: 'Неверный номер телефона или пароль' },
        });
      }
    });

    it('refuses a username that is not 10 digits', async () => {
      const res = await post('/api/v1/user/login', { username: '+79001234567', password: 'whatever1' });
      expect(res.statusCode).toBe(400);
      expect(res.json().response.fields.username).toBe(vm.phone);
    });
  });

  describe('sessions', () => {
    it('accepts only the spec header format `jwt: jwt <token>`', async () => {
      const u = await registerUser(t);
      expect((await get('/api/v1/user/info', { jwt: `jwt ${u.token}` })).statusCode).toBe(200);
      const refused: Record<string, string>[] = [
        {},
        { jwt: u.token },
        { jwt: `Bearer ${u.token}` },
        { jwt: `jwt  ${u.token}` },
        { authorization: `Bearer ${u.token}` },
      ];
      for (const headers of refused) {
        const res = await get('/api/v1/user/info', headers);
        expect(res.statusCode).toBe(401);
        expect(res.json().response.error).toBe(apiMessages.unauthorized);
      }
    });

    it('logout revokes the token; logging out again is harmless', async () => {
      const u = await registerUser(t);
      const out = await post('/api/v1/user/logout', {}, u.headers);
      expect(out.statusCode).toBe(200);
      expect((await info(u.token)).statusCode).toBe(401);
      expect((await post('/api/v1/user/logout', {}, u.headers)).statusCode).toBe(200);
    });

    it('keeps other sessions of the same user when one logs out', async () => {
      const u = await registerUser(t);
      const second = (await post('/api/v1/user/login', { username: u.username, password: u.password })).json()
        .response.token as string;
      await post('/api/v1/user/logout', {}, u.headers);
      expect((await info(second)).statusCode).toBe(200);
    });
  });

  describe('password recovery', () => {
    it('phone → SMS code → code check → new password; every session ends, the new password works', async () => {
      const u = await registerUser(t);
      const start = await post('/api/v1/user/reset_password', { phoneNumber: u.phone });
      expect(start.statusCode).toBe(200);
      const resetToken = start.json().response.resetToken as string;
      const code = lastSmsCode(t.dataDir, u.phone);

      const early = await post(`/api/v1/user/reset_password/${resetToken}`, { newPassword: 'brand-new-1' });
      expect(early.statusCode).toBe(400);
      expect(early.json().response.error).toBe(authMessages.resetNotVerified);

      const check = await post(`/api/v1/user/reset_password/${resetToken}/verify`, { code });
      expect(check.statusCode).toBe(200);
      const set = await post(`/api/v1/user/reset_password/${resetToken}`, { newPassword: 'brand-new-1' });
      expect(set.statusCode).toBe(200);

      expect((await info(u.token)).statusCode).toBe(401);
      const oldLogin = await post('/api/v1/user/login', { username: u.username, password: u.password });
      expect(oldLogin.statusCode).toBe(400);
      const newLogin = await post('/api/v1/user/login', { username: u.username, password: 'brand-new-1' });
      expect(newLogin.statusCode).toBe(200);

      const again = await post(`/api/v1/user/reset_password/${resetToken}`, { newPassword: 'brand-new-2' });
      expect(again.statusCode).toBe(400);
      expect(again.json().response.error).toBe(authMessages.codeUsed);
      expect(
        (await post('/api/v1/user/login', { username: u.username, password: 'brand-new-2' })).statusCode,
      ).toBe(400);
    });

    it('checks the new password with the recovery message and refuses an unknown token', async () => {
      const u = await registerUser(t);
      const resetToken = (await post('/api/v1/user/reset_password', { phoneNumber: u.phone })).json().response
        .resetToken as string;
      const short = await post(`/api/v1/user/reset_password/${resetToken}`, { newPassword: 'short' });
      expect(short.statusCode).toBe(400);
      expect(short.json().response.fields.newPassword).toBe(vm.passwordFormat);
      const unknown = await post(`/api/v1/user/reset_password/${'A'.repeat(32)}/verify`, { code: '1234' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().response.error).toBe(authMessages.resetTokenInvalid);
    });
  });

  describe('profile', () => {
    it('saves the names; null clears the patronymic', async () => {
      const u = await registerUser(t);
      const res = await post(
        '/api/v1/user/update/info',
        { lastname: 'Иванов', firstname: 'Пётр', patronymic: null },
        u.headers,
      );
      expect(res.statusCode).toBe(200);
      expect((await info(u.token)).json().response).toMatchObject({
        lastname: 'Иванов',
        firstname: 'Пётр',
        patronymic: null,
      });
    });

    it('refuses names over 30 characters or of the wrong shape, and changes nothing', async () => {
      const u = await registerUser(t);
      await post(
        '/api/v1/user/update/info',
        { lastname: 'Иванов', firstname: 'Пётр', patronymic: null },
        u.headers,
      );
      const res = await post(
        '/api/v1/user/update/info',
        { lastname: 'Я'.repeat(31), firstname: '123', patronymic: null },
        u.headers,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().response.fields).toMatchObject({
        lastname: vm.nameMax,
        firstname: vm.firstnameFormat,
      });
      expect((await info(u.token)).json().response.lastname).toBe('Иванов');
    });

    it('needs a session for every profile call', async () => {
      for (const [method, url] of [
        ['GET', '/api/v1/user/info'],
        ['POST', '/api/v1/user/update/info'],
        ['POST', '/api/v1/user/update/password'],
        ['POST', '/api/v1/user/update/email'],
        ['POST', '/api/v1/user/update/phone'],
        ['POST', '/api/v1/user/update/notifications'],
      ] as const) {
        const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
        expect(res.statusCode, url).toBe(401);
      }
    });

    it('changes the password: the old one fails, other sessions end, this one stays', async () => {
      const u = await registerUser(t);
      const other = (await post('/api/v1/user/login', { username: u.username, password: u.password })).json()
        .response.token as string;
      const wrong = await post(
        '/api/v1/user/update/password',
        { oldPassword: 'not-the-one', newPassword: 'fresh-pass-1' },
        u.headers,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().response.error).toBe(authMessages.wrongOldPassword);
      expect((await info(other)).statusCode).toBe(200);

      const ok = await post(
        '/api/v1/user/update/password',
        { oldPassword: u.password, newPassword: 'fresh-pass-1' },
        u.headers,
      );
      expect(ok.statusCode).toBe(200);
      expect((await info(u.token)).statusCode).toBe(200);
      expect((await info(other)).statusCode).toBe(401);
      expect(
        (await post('/api/v1/user/login', { username: u.username, password: u.password })).statusCode,
      ).toBe(400);
      expect(
        (await post('/api/v1/user/login', { username: u.username, password: 'fresh-pass-1' })).statusCode,
      ).toBe(200);
    });

    it('changes the e-mail with a code sent to the new address', async () => {
      const u = await registerUser(t);
      const email = `User.${u.username}@Example.ru`;
      const send = await post('/api/v1/user/update/email', { email }, u.headers);
      expect(send.statusCode).toBe(200);
      expect(send.json().response).toEqual({ status: 'code_sent', resendAfterSec: 30 });
      const to = email.toLowerCase();
      const mail = mailOutbox(t.dataDir)
        .filter((m) => m.to === to)
        .at(-1)!;
      expect(mail.subject).toBe('Код подтверждения podbor');
      expect(mail.text).toContain(mail.code!);
      expect((await info(u.token)).json().response.email).toBeNull();

      const wrongCode = mail.code === '0000' ? '1111' : '0000';
      const bad = await post('/api/v1/user/update/email', { email, code: wrongCode }, u.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().response.error).toBe(vm.wrongCode);

      const apply = await post(
        '/api/v1/user/update/email',
        { email, code: lastMailCode(t.dataDir, to) },
        u.headers,
      );
      expect(apply.statusCode).toBe(200);
      expect(apply.json().response.status).toBe('changed');
      expect((await info(u.token)).json().response.email).toBe(to);
    });

    it('refuses a malformed e-mail with the spec message', async () => {
      const u = await registerUser(t);
      const res = await post('/api/v1/user/update/email', { email: 'a@b.c' }, u.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().response.fields.email).toBe(vm.email);
    });

    it('changes the phone with a code sent by SMS to the new phone; login then uses it', async () => {
      const u = await registerUser(t);
      const next = uniquePhone();
      const send = await post(
        '/api/v1/user/update/phone',
        { phoneNumber: next.slice(2), code: null },
        u.headers,
      );
      expect(send.statusCode).toBe(200);
      expect(send.json().response.status).toBe('code_sent');
      const code = lastSmsCode(t.dataDir, next);
      expect((await info(u.token)).json().response.phone_number).toBe(u.phone);

      const apply = await post('/api/v1/user/update/phone', { phoneNumber: null, code }, u.headers);
      expect(apply.statusCode).toBe(200);
      expect((await info(u.token)).json().response.phone_number).toBe(next);
      expect(
        (await post('/api/v1/user/login', { username: next.slice(2), password: u.password })).statusCode,
      ).toBe(200);
      expect(
        (await post('/api/v1/user/login', { username: u.username, password: u.password })).statusCode,
      ).toBe(400);
    });

    it('refuses a phone another account holds, and sends no SMS', async () => {
      const a = await registerUser(t);
      const b = await registerUser(t);
      const before = smsOutbox(t.dataDir).length;
      const res = await post('/api/v1/user/update/phone', { phoneNumber: b.username, code: null }, a.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json().response.error).toBe('Данный номер телефона уже зарегистрирован');
      expect(smsOutbox(t.dataDir).length).toBe(before);
    });

    it('saves the notification toggles', async () => {
      const u = await registerUser(t);
      const res = await post(
        '/api/v1/user/update/notifications',
        { sms: false, push: true, email: false },
        u.headers,
      );
      expect(res.statusCode).toBe(200);
      expect((await info(u.token)).json().response.notifications).toEqual({
        sms: false,
        push: true,
        email: false,
      });
    });
  });

  it('documents every account call in OpenAPI, the recovery code check included', async () => {
    const res = await get('/api/openapi.json');
    if (res.statusCode === 404) return; // OpenAPI is registered by the HTTP plugins, not this module
    const paths = Object.keys(res.json().paths as Record<string, unknown>);
    for (const p of [
      '/api/v1/user/register',
      '/api/v1/user/register/verify',
      '/api/v1/user/login',
      '/api/v1/user/reset_password',
      '/api/v1/user/reset_password/{resetToken}/verify',
      '/api/v1/user/reset_password/{resetToken}',
      '/api/v1/user/info',
      '/api/v1/user/update/info',
      '/api/v1/user/update/password',
      '/api/v1/user/update/email',
      '/api/v1/user/update/phone',
      '/api/v1/user/update/notifications',
      '/api/v1/user/logout',
    ]) {
      expect(paths).toContain(p);
    }
  });

  describe('bad input', () => {
    const token = 'a'.repeat(32);
    /** Every user call with a body: [method, url, a valid-looking body]. */
    const calls: [string, string, Record<string, unknown>][] = [
      ['PUT', '/api/v1/user/register', { phoneNumber: '+79990000000', password: 'secret-pass' }],
      ['POST', '/api/v1/user/register/verify', { phoneNumber: '+79990000000', code: '1234' }],
      ['POST', '/api/v1/user/login', { username: '9990000000', password: 'secret-pass' }],
      ['POST', '/api/v1/user/reset_password', { phoneNumber: '+79990000000' }],
      ['POST', `/api/v1/user/reset_password/${token}/verify`, { code: '1234' }],
      ['POST', `/api/v1/user/reset_password/${token}`, { newPassword: 'secret-pass' }],
      ['POST', '/api/v1/user/update/info', { lastname: 'Иванов', firstname: 'Иван', patronymic: null }],
      ['POST', '/api/v1/user/update/password', { oldPassword: 'secret-pass', newPassword: 'next-pass' }],
      ['POST', '/api/v1/user/update/email', { email: 'a@example.ru' }],
      ['POST', '/api/v1/user/update/phone', { phoneNumber: '9990000000', code: null }],
      ['POST', '/api/v1/user/update/notifications', { sms: true, push: false, email: true }],
    ];
    let headers: Record<string, string>;
    beforeAll(async () => {
      headers = (await registerUser(t)).headers;
    });
    const send = (method: string, url: string, payload: unknown) =>
      t.app.inject({
        method: method as 'POST',
        url,
        payload: JSON.stringify(payload),
        headers: { ...headers, 'content-type': 'application/json' },
      });

    it.each(calls)(
      '%s %s: a wrong type, a missing or an unknown field is a 400 naming each field',
      async (method, url, good) => {
        const [first, ...rest] = Object.keys(good);
        // Each field of the wrong JSON type: a (nullable) string field gets a number, a flag a string.
        const wrong = Object.fromEntries(
          Object.entries(good).map(([k, v]) => [k, typeof v === 'boolean' ? 'да' : 12345678]),
        );
        const r1 = await send(method, url, wrong);
        expect(r1.statusCode).toBe(400);
        expect(r1.json().response.error).toBe(apiMessages.validation);
        for (const [k, v] of Object.entries(good)) {
          expect(r1.json().response.fields[k]).toBe(
            apiMessages.wrongType(typeof v === 'boolean' ? 'true или false' : 'строка'),
          );
        }
        // The first field missing.
        const r2 = await send(method, url, Object.fromEntries(rest.map((k) => [k, good[k]])));
        expect(r2.statusCode).toBe(400);
        expect(r2.json().response.fields).toEqual({ [first!]: vm.required });
        // An unknown field.
        const r3 = await send(method, url, { ...good, admin: true });
        expect(r3.statusCode).toBe(400);
        expect(r3.json().response.fields).toEqual({ admin: apiMessages.unknownField });
        // Not an object at all.
        for (const body of ['строка', 42, null, [good]]) {
          const r4 = await send(method, url, body);
          expect(r4.statusCode).toBe(400);
          expect(r4.json().response.fields).toEqual({ _: apiMessages.bodyNotObject });
        }
      },
    );
  });
});
