// SMS and e-mail providers: the outbox formats tests and browser tests read, the SMS.ru adapter
// against a fake gateway on 127.0.0.1, SMTP through nodemailer against a fake SMTP server, and
// what registration and recovery answer when the gateway refuses a number or is down.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authMessages, registrationServerErrors } from '@podbor/contracts';
import {
  OutboxSms,
  SmsRejectedError,
  SmsRuSms,
  SmsUnavailableError,
  createSmsProvider,
} from '../src/messaging/sms';
import { OutboxMail, SmtpMail, createMailProvider } from '../src/messaging/mail';
import { loadConfig } from '../src/config';
import { createTestApp, databases, type TestApp } from './helpers/test-app';
import { smsOutbox, uniquePhone } from './helpers/auth';

/** A fake SMS.ru: records each request; `reply` decides the answer (or holds it). */
function fakeSmsRu() {
  const requests: { path: string; form: URLSearchParams }[] = [];
  let reply: (to: string) => { status: number; body: unknown } | 'hold' = (to) => ({
    status: 200,
    body: {
      status: 'OK',
      status_code: 100,
      sms: { [to]: { status: 'OK', status_code: 100, sms_id: '000000-1' } },
    },
  });
  const held: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      requests.push({ path: req.url ?? '', form });
      const answer = reply(form.get('to') ?? '');
      const send = (a: { status: number; body: unknown }) => {
        res.writeHead(a.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(a.body));
      };
      if (answer === 'hold') held.push(() => send({ status: 200, body: { status: 'OK', sms: {} } }));
      else send(answer);
    });
  });
  return {
    requests,
    held,
    setReply(fn: typeof reply) {
      reply = fn;
    },
    async start() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop() {
      held.splice(0).forEach((f) => f());
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** A minimal SMTP server: enough of RFC 5321 for nodemailer to hand over one message. */
function fakeSmtp() {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((sock) => {
    let buf = '';
    let inData = false;
    let cur = { from: '', to: [] as string[], data: '' };
    sock.write('220 fake ESMTP\r\n');
    sock.on('data', (chunk) => {
      buf += chunk.toString('utf8');
      let idx: number;
      while ((idx = buf.indexOf('\r\n')) >= 0) {
        const line = buf.slice(0, idx);
        buf = buf.slice(idx + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(cur);
            cur = { from: '', to: [], data: '' };
            sock.write('250 OK queued\r\n');
          } else cur.data += line + '\n';
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') sock.write('250-fake\r\n250 8BITMIME\r\n');
        else if (cmd === 'MAIL') {
          cur.from = line;
          sock.write('250 OK\r\n');
        } else if (cmd === 'RCPT') {
          cur.to.push(line);
          sock.write('250 OK\r\n');
        } else if (cmd === 'DATA') {
          inData = true;
          sock.write('354 go ahead\r\n');
        } else if (cmd === 'QUIT') {
          sock.write('221 bye\r\n');
          sock.end();
        } else sock.write('250 OK\r\n');
      }
    });
  });
  return {
    messages,
    async start() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return (server.address() as AddressInfo).port;
    },
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('outbox providers', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbor-outbox-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('SMS: one JSON line per message with phone, code, text, at in DATA_DIR/outbox/sms.jsonl', async () => {
    const sms = new OutboxSms(dir);
    await sms.send('+79001112233', 'Код подтверждения podbor: 1234. Никому не сообщайте его.', '1234');
    await sms.send('+79001112234', 'второе', '5678');
    const lines = fs
      .readFileSync(path.join(dir, 'outbox', 'sms.jsonl'), 'utf8')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0]!);
    expect(Object.keys(first).sort()).toEqual(['at', 'code', 'phone', 'text']);
    expect(first).toMatchObject({
      phone: '+79001112233',
      code: '1234',
      text: 'Код подтверждения podbor: 1234. Никому не сообщайте его.',
    });
    expect(new Date(first.at).toISOString()).toBe(first.at);
  });

  it('e-mail: one JSON file per message, DATA_DIR/outbox/mail/<timestamp>-<to>.json', async () => {
    const mail = new OutboxMail(dir);
    await mail.send({ to: 'a@example.ru', subject: 'Тема', text: 'Текст 4321', code: '4321' });
    await mail.send({ to: 'a@example.ru', subject: 'Тема', text: 'Текст 8765', code: '8765' });
    const files = fs.readdirSync(path.join(dir, 'outbox', 'mail')).sort();
    expect(files).toHaveLength(2);
    for (const f of files) expect(f).toMatch(/^\d{13}-a@example\.ru\.json$/);
    const m = JSON.parse(fs.readFileSync(path.join(dir, 'outbox', 'mail', files[0]!), 'utf8'));
    expect(Object.keys(m).sort()).toEqual(['at', 'code', 'subject', 'text', 'to']);
    expect(m).toMatchObject({ to: 'a@example.ru', subject: 'Тема', text: 'Текст 4321', code: '4321' });
  });

  it('chooses the outbox unless configured otherwise, and names a missing SMS.ru key', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(createSmsProvider(config).name).toBe('outbox');
    expect(createMailProvider(config).name).toBe('outbox');
    expect(createMailProvider({ ...config, SMTP_URL: 'smtp://127.0.0.1:2525' }).name).toBe('smtp');
    expect(() => createSmsProvider({ ...config, SMS_PROVIDER: 'smsru' })).toThrow(/SMSRU_API_ID/);
    expect(() => loadConfig({ DATA_DIR: dir, SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
  });

  it('refuses to start with an SMTP_URL nodemailer cannot use, or SMS.ru without its key, naming the variable', () => {
    for (const bad of ['not a url', 'http://mail.example.ru', 'smtp://', 'mail.example.ru:25']) {
      expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: bad })).toThrow(
        /SMTP_URL: должен быть адресом smtp:\/\/… или smtps:\/\/…/,
      );
    }
    for (const good of ['smtp://127.0.0.1:2525', 'smtps://user:pass@smtp.example.ru:465', '  ']) {
      expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: good })).not.toThrow();
    }
    expect(() => loadConfig({ DATA_DIR: dir, SMS_PROVIDER: 'smsru' })).toThrow(/SMSRU_API_ID: не задан ключ/);
    expect(loadConfig({ DATA_DIR: dir, SMS_PROVIDER: 'smsru', SMSRU_API_ID: 'KEY' }).SMS_PROVIDER).toBe(
      'smsru',
    );
  });
});

describe('SMS.ru adapter', () => {
  const gw = fakeSmsRu();
  let base = '';
  beforeAll(async () => {
    base = await gw.start();
  });
  afterAll(() => gw.stop());
  afterEach(() => {
    gw.requests.splice(0);
  });

  it('POSTs api_id, to (digits), msg and json=1 to /sms/send and accepts an OK answer', async () => {
    const sms = new SmsRuSms({ apiId: 'KEY-1', baseUrl: base });
    await sms.send('+79001112233', 'Код подтверждения podbor: 1234. Никому не сообщайте его.', '1234');
    expect(gw.requests).toHaveLength(1);
    const r = gw.requests[0]!;
    expect(r.path).toBe('/sms/send');
    expect(Object.fromEntries(r.form)).toEqual({
      api_id: 'KEY-1',
      to: '79001112233',
      msg: 'Код подтверждения podbor: 1234. Никому не сообщайте его.',
      json: '1',
    });
  });

  it('a refused number is SmsRejectedError; a refused request or HTTP failure is SmsUnavailableError', async () => {
    const sms = new SmsRuSms({ apiId: 'KEY-1', baseUrl: base });
    gw.setReply((to) => ({
      status: 200,
      body: {
        status: 'OK',
        status_code: 100,
        sms: { [to]: { status: 'ERROR', status_code: 202, status_text: 'bad' } },
      },
    }));
    await expect(sms.send('+79001112233', 'x')).rejects.toBeInstanceOf(SmsRejectedError);
    gw.setReply(() => ({
      status: 200,
      body: { status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' },
    }));
    await expect(sms.send('+79001112233', 'x')).rejects.toBeInstanceOf(SmsUnavailableError);
    gw.setReply(() => ({ status: 500, body: {} }));
    await expect(sms.send('+79001112233', 'x')).rejects.toBeInstanceOf(SmsUnavailableError);
    const down = new SmsRuSms({ apiId: 'KEY-1', baseUrl: 'http://127.0.0.1:1' });
    await expect(down.send('+79001112233', 'x')).rejects.toBeInstanceOf(SmsUnavailableError);
  });
});

describe('SMTP provider', () => {
  it('hands the message to the SMTP server named by SMTP_URL', async () => {
    const smtp = fakeSmtp();
    const port = await smtp.start();
    try {
      const mail = new SmtpMail(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'podbor <no-reply@podbor.test>');
      await mail.send({
        to: 'user@example.ru',
        subject: 'Код подтверждения podbor',
        text: 'Ваш код: 1234',
        code: '1234',
      });
      expect(smtp.messages).toHaveLength(1);
      const m = smtp.messages[0]!;
      expect(m.from).toContain('no-reply@podbor.test');
      expect(m.to.join()).toContain('user@example.ru');
      expect(m.data).toMatch(/^Subject: /m);
    } finally {
      await smtp.stop();
    }
  });
});

describe.each(databases)('registration through SMS.ru on %s', (kind) => {
  const gw = fakeSmsRu();
  let t: TestApp;
  beforeAll(async () => {
    const base = await gw.start();
    t = await createTestApp(kind, { SMS_PROVIDER: 'smsru', SMSRU_API_ID: 'KEY-2', SMSRU_BASE_URL: base });
  });
  afterAll(async () => {
    await t?.close();
    await gw.stop();
  });
  afterEach(() =>
    gw.setReply((to) => ({
      status: 200,
      body: {
        status: 'OK',
        status_code: 100,
        sms: { [to]: { status: 'OK', status_code: 100, sms_id: '1' } },
      },
    })),
  );

  const register = (phone: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/register',
      payload: { phoneNumber: phone, password: 'secret-pass' },
    });

  it('sends the code text through the gateway, not the outbox', async () => {
    const phone = uniquePhone();
    expect((await register(phone)).statusCode).toBe(200);
    const last = gw.requests.at(-1)!;
    expect(last.form.get('to')).toBe(phone.slice(1));
    expect(last.form.get('msg')).toMatch(/^Код подтверждения podbor: \d{4}\. Никому не сообщайте его\.$/);
    expect(smsOutbox(t.dataDir)).toHaveLength(0);
  });

  it('a number the gateway refuses answers the text the client maps to "Такого номера телефона не существует"', async () => {
    gw.setReply((to) => ({
      status: 200,
      body: {
        status: 'OK',
        status_code: 100,
        sms: { [to]: { status: 'ERROR', status_code: 202, status_text: 'no route' } },
      },
    }));
    const res = await register(uniquePhone());
    expect(res.statusCode).toBe(400);
    expect(res.json().response.error).toBe(registrationServerErrors.noSuchPhone);
  });

  it('a gateway that is down answers 502 with a Russian message', async () => {
    gw.setReply(() => ({ status: 503, body: {} }));
    const res = await register(uniquePhone());
    expect(res.statusCode).toBe(502);
    expect(res.json().response.error).toBe(authMessages.smsFailed);
  });

  it('recovery answers without waiting for the gateway (a slow gateway cannot reveal accounts)', async () => {
    const phone = uniquePhone();
    expect((await register(phone)).statusCode).toBe(200);
    const code = gw.requests.at(-1)!.form.get('msg')!.match(/\d{4}/)![0];
    const ver = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register/verify',
      payload: { phoneNumber: phone, code },
    });
    expect(ver.statusCode).toBe(200);
    gw.setReply(() => 'hold');
    const before = gw.requests.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/reset_password',
      payload: { phoneNumber: phone },
    });
    // The answer came while the gateway still holds the SMS request; the SMS does go out.
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(gw.requests.length).toBe(before + 1));
    expect(gw.requests.at(-1)!.form.get('to')).toBe(phone.slice(1));
    gw.held.splice(0).forEach((f) => f());
  });
});
