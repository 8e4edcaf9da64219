// Test helpers for anything that needs a signed-in user: read codes from the outbox as the browser
// tests do, register a user through the API, build the `jwt` header, and move the auth clock.
import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app';

export interface OutboxSmsLine {
  phone: string;
  code: string | null;
  text: string;
  at: string;
}

export interface OutboxMailFile {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  at: string;
}

/** Every SMS the outbox holds, oldest first. */
export function smsOutbox(dataDir: string): OutboxSmsLine[] {
  const file = path.join(dataDir, 'outbox', 'sms.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as OutboxSmsLine);
}

/** The code of the last SMS sent to `phone` ('+7XXXXXXXXXX'). */
export function lastSmsCode(dataDir: string, phone: string): string {
  const line = smsOutbox(dataDir)
    .filter((l) => l.phone === phone)
    .at(-1);
  if (!line?.code) throw new Error(`no SMS for ${phone} in the outbox`);
  return line.code;
}

/** Every e-mail the outbox holds, oldest first. */
export function mailOutbox(dataDir: string): OutboxMailFile[] {
  const dir = path.join(dataDir, 'outbox', 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxMailFile);
}

export function lastMailCode(dataDir: string, to: string): string {
  const mail = mailOutbox(dataDir)
    .filter((m) => m.to === to)
    .at(-1);
  if (!mail?.code) throw new Error(`no e-mail for ${to} in the outbox`);
  return mail.code;
}

/** The spec's header: `jwt: jwt <token>`. */
export const authHeader = (token: string) => ({ jwt: `jwt ${token}` });

let seq = 0;
/** A phone no other test in this process uses: '+79' and 9 digits. */
export function uniquePhone(): string {
  seq += 1;
  const base = (process.pid % 1000) * 1_000_000 + (Date.now() % 1000) * 1000 + seq;
  return `+79${String(base % 1_000_000_000).padStart(9, '0')}`;
}

export interface TestUser {
  phone: string;
  /** The phone without +7, as login's username. */
  username: string;
  password: string;
  token: string;
  headers: { jwt: string };
}

let clientCounter = 0;
/**
 * A fresh client address for each registration: PUT register is limited per address
 * (PHONE_CHECKS_PER_HOUR), and suites register far more users than one person would.
 */
const nextClientAddress = () => {
  clientCounter++;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
};

/** Registers a user through the API (PUT register → outbox code → register/verify). */
export async function registerUser(
  t: TestApp,
  opts: { phone?: string; password?: string } = {},
): Promise<TestUser> {
  const phone = opts.phone ?? uniquePhone();
  const password = opts.password ?? 'correct-horse-1';
  const reg = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/user/register',
    payload: { phoneNumber: phone, password },
    remoteAddress: nextClientAddress(),
  });
  if (reg.statusCode !== 200) throw new Error(`register ${phone}: ${reg.statusCode} ${reg.body}`);
  const code = lastSmsCode(t.dataDir, phone);
  const ver = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/register/verify',
    payload: { phoneNumber: phone, code },
  });
  if (ver.statusCode !== 200) throw new Error(`verify ${phone}: ${ver.statusCode} ${ver.body}`);
  const token = ver.json().response.token as string;
  return { phone, username: phone.slice(2), password, token, headers: authHeader(token) };
}

/** Takes over the auth clock of `t`: time stands still until advanced. */
export function fakeClock(t: TestApp, start = Date.now()) {
  let now = start;
  t.app.auth.clock.now = () => now;
  return {
    advance(ms: number) {
      now += ms;
    },
    now: () => now,
  };
}
