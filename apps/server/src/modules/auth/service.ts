// The rules of accounts: registration by SMS code, login with brute-force limits, recovery,
// profile changes, and sessions (JWT bound to a revocable session row with idle and absolute limits).
import { createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import { hash as argonHash, verify as argonVerify, type Algorithm, type Options } from '@node-rs/argon2';
import { SignJWT, jwtVerify } from 'jose';
import type { FastifyBaseLogger } from 'fastify';
import {
  apiMessages,
  authMessages,
  registrationServerErrors,
  type ContactChangeResponse,
  type NotificationSettings,
  type ResetPasswordResponse,
  type RegisterResponse,
  type SessionResponse,
  type SuccessResponse,
  type UpdateInfoRequest,
  type UserInfo,
} from '@podbor/contracts';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../../app';
import type { MailProvider } from '../../messaging/mail';
import { SmsRejectedError, type SmsProvider } from '../../messaging/sms';
import type { AuthRepository, Code } from './repository';

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;

/** Limits of the issue and spec §9, in one place. */
export const authLimits = {
  codeTtlMs: 10 * MIN,
  codeMaxAttempts: 5,
  resendSpacingMs: 30 * SEC,
  codesPerTargetPerHour: 5,
  sessionIdleMs: 30 * MIN,
  sessionAbsoluteMs: 12 * HOUR,
  /** last_seen is written at most this often (spares a write on every request). */
  sessionTouchMs: 30 * SEC,
  loginWindowMs: 15 * MIN,
  loginFailuresPerAccount: 10,
  loginFailuresPerIp: 30,
  passwordChangeFailures: 10,
  /** How long a login waits for parallel checks of the same account or address before 503. */
  busyWaitMs: 10 * SEC,
  /** A waiting login asks again at least this often (1–2×), for checks on other instances. */
  busyRecheckMs: 250,
} as const;

/** OWASP argon2id: 19 MiB, 2 passes, 1 lane. Runs on libuv's thread pool, off the event loop. */
const argonOptions: Options = {
  algorithm: 2 as Algorithm, // Argon2id (the enum is a const enum, unusable with isolatedModules)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * At most this many argon2 runs at once. Each run keeps a core busy for tens of milliseconds on
 * libuv's pool; leaving one core free keeps the event loop (every other request) responsive
 * during a login storm, and logins queue instead.
 */
const argonConcurrency = Math.max(1, Math.min(4, os.availableParallelism() - 1));
/** Beyond this many waiting, a login answers 503 with Retry-After instead of queueing for long. */
const argonQueueMax = 500;

/** A counting semaphore for the argon2 runs. */
class Slots {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(
    private readonly size: number,
    private readonly queueMax: number,
  ) {}
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.busy >= this.size) {
      if (this.waiting.length >= this.queueMax) {
        throw new AppError(503, apiMessages.overloaded, { retryAfterSec: 5 });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.busy++;
    }
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next)
        next(); // the slot passes straight to the next waiter
      else this.busy--;
    }
  }
}

/** Tries taken before a password check: their rows and the limit keys they count under. */
interface Tries {
  ids: number[];
  keys: readonly string[];
}

/**
 * Logins waiting for a check of the same limit key to end, woken one per ended check. A check
 * that ends while a login is still counting (before it waits) is not lost: the login compares the
 * key's count of ended checks with the one it read before counting.
 */
class Waiters {
  private readonly byKey = new Map<string, (() => void)[]>();
  private readonly ended = new Map<string, number>();
  /** The ended checks of these keys so far: read before counting, passed to wait(). */
  mark(keys: readonly string[]): number {
    return keys.reduce((sum, key) => sum + (this.ended.get(key) ?? 0), 0);
  }
  wait(keys: readonly string[], mark: number, timeoutMs: number): Promise<void> {
    if (this.mark(keys) !== mark) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        for (const key of keys) {
          const list = this.byKey.get(key);
          const i = list?.indexOf(done) ?? -1;
          if (list && i >= 0) list.splice(i, 1);
          if (list?.length === 0) this.byKey.delete(key);
        }
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      for (const key of keys) {
        const list = this.byKey.get(key) ?? [];
        list.push(done);
        this.byKey.set(key, list);
      }
    });
  }
  /** Whether logins already wait for one of these keys (a newcomer queues behind them). */
  queued(keys: readonly string[]): boolean {
    return keys.some((key) => (this.byKey.get(key)?.length ?? 0) > 0);
  }
  wake(keys: readonly string[]) {
    for (const key of keys) {
      // Bounded: the count only has to differ from a mark read moments ago.
      this.ended.set(key, ((this.ended.get(key) ?? 0) + 1) % 1_000_000_007);
      this.byKey.get(key)?.[0]?.();
    }
    if (this.ended.size > 10_000) this.ended.clear();
  }
}

export type CodePurpose = 'register' | 'email' | 'phone' | 'reset';

export const codeTexts = {
  sms: (code: string) => `Код подтверждения podbor: ${code}. Никому не сообщайте его.`,
  mailSubject: 'Код подтверждения podbor',
  mail: (code: string) =>
    `Здравствуйте!\n\nВаш код подтверждения почты в podbor: ${code}.\n` +
    'Код действует 10 минут. Если вы не запрашивали код, просто проигнорируйте это письмо.',
};

export interface Clock {
  now(): number;
}

export interface AuthServiceDeps {
  repo: AuthRepository;
  secret: Uint8Array;
  sms: SmsProvider;
  mail: MailProvider;
  smsHourlyCap: number;
  log: FastifyBaseLogger;
  clock?: Clock;
}

const iso = (ms: number) => new Date(ms).toISOString();
const ms = (isoString: string) => Date.parse(isoString);
const bad = (message: string) => new AppError(400, message);
const tooMany = (message: string, retryAfterMs: number) =>
  new AppError(429, message, { retryAfterSec: Math.max(1, Math.ceil(retryAfterMs / SEC)) });

export class AuthService {
  /** Tests replace `clock.now` to move time; everything time-based reads it. */
  readonly clock: Clock;
  private readonly repo: AuthRepository;
  /**
   * Keys of their own, derived from the server secret: a token signed for another purpose with the
   * same secret (a calculator grant) can never pass as a session, nor feed the code hashes.
   */
  private readonly jwtKey: Uint8Array;
  private readonly codeKey: Uint8Array;
  private dummyHash: Promise<string> | null = null;
  private readonly argonSlots = new Slots(argonConcurrency, argonQueueMax);
  private readonly tryWaiters = new Waiters();
  private lastPrune = 0;

  constructor(private readonly deps: AuthServiceDeps) {
    this.repo = deps.repo;
    this.clock = deps.clock ?? { now: () => Date.now() };
    this.jwtKey = new Uint8Array(
      hkdfSync('sha256', deps.secret, new Uint8Array(0), 'podbor session jwt', 32),
    );
    this.codeKey = new Uint8Array(
      hkdfSync('sha256', deps.secret, new Uint8Array(0), 'podbor one-time code', 32),
    );
  }

  // ---------------------------------------------------------------- registration

  /** PUT register: remembers the chosen password (hashed) and sends the code by SMS. */
  async register(phone: string, password: string): Promise<RegisterResponse> {
    if (await this.repo.findAccountByPhone(phone)) {
      throw new AppError(409, registrationServerErrors.duplicate);
    }
    await this.checkCodeLimits('register', phone, 'sms');
    const passwordHash = await this.hashPassword(password);
    const issued = await this.issueCode({
      purpose: 'register',
      target: phone,
      channel: 'sms',
      payload: passwordHash,
    });
    await this.deliverSms(issued, phone, registrationServerErrors.noSuchPhone);
    return { token: issued.token, resendAfterSec: authLimits.resendSpacingMs / SEC };
  }

  /** POST register/verify: the code creates the account and opens a session. */
  async verifyRegistration(phone: string, code: string, token?: string): Promise<SessionResponse> {
    let row: Code | undefined;
    if (token) {
      row = await this.repo.findCodeByToken(token);
      if (row && (row.purpose !== 'register' || row.target !== phone)) row = undefined;
    } else {
      row = await this.repo.latestCode('register', { target: phone });
    }
    const checked = await this.checkCode(row, 'register', code);
    if (await this.repo.findAccountByPhone(phone)) {
      throw new AppError(409, registrationServerErrors.duplicate);
    }
    if (!(await this.repo.consumeCode(checked.id, iso(this.clock.now())))) throw bad(authMessages.codeUsed);
    const userId = await this.repo.insertAccount({
      phone,
      password_hash: checked.payload!,
      now: iso(this.clock.now()),
    });
    if (userId === null) throw new AppError(409, registrationServerErrors.duplicate);
    return this.openSession(userId);
  }

  // ---------------------------------------------------------------- login and sessions

  /** POST login: username is the phone without +7. */
  async login(username: string, password: string, ip: string): Promise<SessionResponse> {
    const phone = `+7${username}`;
    const accountKey = `login:acct:${phone}`;
    const ipKey = `login:ip:${ip}`;
    // The try is taken (atomically) before hashing: a throttled guess never costs an argon2 run,
    // and parallel guesses cannot get more checks than the limits allow.
    const tries = await this.takeTries(
      [
        { key: ipKey, max: authLimits.loginFailuresPerIp },
        { key: accountKey, max: authLimits.loginFailuresPerAccount },
      ],
      authMessages.tooManyLogins,
    );
    const account = await this.repo.findAccountByPhone(phone);
    // An unknown phone still costs one verify, so the answer time does not reveal accounts.
    const valid = await this.checkPassword(account?.password_hash, password, tries);
    if (!account || !valid) {
      await this.maybePrune();
      throw bad(authMessages.badCredentials);
    }
    await this.releaseTries(tries.ids, tries.keys);
    await this.repo.clearAttempts(accountKey);
    return this.openSession(account.id);
  }

  /**
   * The user of a `jwt` header value's token, or null when the token is malformed, forged,
   * expired, or its session is revoked, idle for 30 min or older than 12 h. Renews the idle timer.
   */
  async authenticate(token: string): Promise<AuthUser | null> {
    const now = this.clock.now();
    let sid: unknown;
    let sub: unknown;
    try {
      const { payload } = await jwtVerify(token, this.jwtKey, {
        algorithms: ['HS256'],
        currentDate: new Date(now),
      });
      sid = payload['sid'];
      sub = payload.sub;
    } catch {
      return null;
    }
    if (typeof sid !== 'string' || typeof sub !== 'string') return null;
    const session = await this.repo.findSession(sid);
    if (!session || String(session.user_id) !== sub || session.revoked_at) return null;
    if (now >= ms(session.expires_absolute)) return null;
    if (now - ms(session.last_seen) >= authLimits.sessionIdleMs) return null;
    if (now - ms(session.last_seen) >= authLimits.sessionTouchMs) {
      await this.repo.touchSession(sid, iso(now));
    }
    return { id: session.user_id, sessionId: sid };
  }

  /** POST logout. */
  async logout(sessionId: string): Promise<SuccessResponse> {
    await this.repo.revokeSession(sessionId, iso(this.clock.now()));
    return { success: true };
  }

  private async openSession(userId: number): Promise<SessionResponse> {
    const now = this.clock.now();
    const id = randomBytes(32).toString('base64url');
    const expires = now + authLimits.sessionAbsoluteMs;
    await this.repo.insertSession({
      id,
      user_id: userId,
      created: iso(now),
      last_seen: iso(now),
      expires_absolute: iso(expires),
      revoked_at: null,
    });
    const token = await new SignJWT({ sid: id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt(Math.floor(now / SEC))
      .setExpirationTime(Math.floor(expires / SEC))
      .sign(this.jwtKey);
    return { token, expiresIn: authLimits.sessionIdleMs / SEC };
  }

  // ---------------------------------------------------------------- password recovery

  /**
   * POST reset_password: the same answer, timing and limits whether or not the phone has an
   * account — an unknown phone gets a token for a code that is never sent.
   */
  async startReset(phone: string): Promise<ResetPasswordResponse> {
    const account = await this.repo.findAccountByPhone(phone);
    await this.checkCodeLimits('reset', phone, 'sms');
    const issued = await this.issueCode({
      purpose: 'reset',
      target: phone,
      channel: 'sms',
      userId: account?.id,
    });
    if (account) {
      // Not awaited: a slow gateway must not make known phones answer slower than unknown ones.
      void this.deps.sms.send(phone, codeTexts.sms(issued.code), issued.code).catch((err: unknown) => {
        this.deps.log.error({ err }, 'recovery SMS failed');
      });
    }
    return { resetToken: issued.token, resendAfterSec: authLimits.resendSpacingMs / SEC };
  }

  /** POST reset_password/{resetToken}/verify: the code unlocks one password change for 10 min. */
  async verifyReset(resetToken: string, code: string): Promise<SuccessResponse> {
    const row = await this.findResetRow(resetToken);
    const checked = await this.checkCode(row, 'reset', code);
    const now = this.clock.now();
    await this.repo.markVerified(checked.id, iso(now), iso(now + authLimits.codeTtlMs));
    return { success: true };
  }

  /** POST reset_password/{resetToken}: sets the password once and signs out every session. */
  async finishReset(resetToken: string, newPassword: string): Promise<SuccessResponse> {
    const row = await this.findResetRow(resetToken);
    const now = this.clock.now();
    if (row.consumed_at) throw bad(authMessages.codeUsed);
    if (!row.verified_at) throw bad(authMessages.resetNotVerified);
    if (now >= ms(row.expires)) throw bad(authMessages.codeExpired);
    if (row.user_id === null) throw bad(authMessages.resetTokenInvalid);
    const hash = await this.hashPassword(newPassword);
    if (!(await this.repo.consumeCode(row.id, iso(now)))) throw bad(authMessages.codeUsed);
    await this.repo.setPassword(row.user_id, hash, iso(now), null);
    // The owner proved the phone: earlier failed guesses should not keep them out.
    await this.repo.clearAttempts(`login:acct:${row.target}`);
    return { success: true };
  }

  private async findResetRow(resetToken: string): Promise<Code> {
    const row = await this.repo.findCodeByToken(resetToken);
    if (!row || row.purpose !== 'reset') throw bad(authMessages.resetTokenInvalid);
    return row;
  }

  // ---------------------------------------------------------------- profile

  async info(userId: number): Promise<UserInfo> {
    const a = await this.repo.findAccountById(userId);
    if (!a) throw new AppError(401, apiMessages.unauthorized);
    return {
      firstname: a.firstname,
      lastname: a.lastname,
      patronymic: a.patronymic,
      email: a.email,
      phone_number: a.phone,
      notifications: { sms: a.notify_sms === 1, push: a.notify_push === 1, email: a.notify_email === 1 },
    };
  }

  /**
   * How other modules show a user (e.g. a comment's author): 'Имя Фамилия', or the phone grouped
   * as the spec shows it ('+7 999 123 45 67') when the profile has no name.
   */
  async displayNames(userIds: readonly number[]): Promise<Map<number, string>> {
    const rows = await this.repo.findNames([...new Set(userIds)]);
    return new Map(
      rows.map((a) => {
        const name = [a.firstname, a.lastname].filter(Boolean).join(' ');
        return [a.id, name || a.phone.replace(/^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/, '+7 $1 $2 $3 $4')];
      }),
    );
  }

  async updateInfo(userId: number, names: UpdateInfoRequest): Promise<SuccessResponse> {
    await this.repo.updateAccount(userId, {
      lastname: names.lastname?.trim() || null,
      firstname: names.firstname?.trim() || null,
      patronymic: names.patronymic?.trim() || null,
      updated: iso(this.clock.now()),
    });
    return { success: true };
  }

  async updateNotifications(userId: number, s: NotificationSettings): Promise<NotificationSettings> {
    await this.repo.updateAccount(userId, {
      notify_sms: s.sms ? 1 : 0,
      notify_push: s.push ? 1 : 0,
      notify_email: s.email ? 1 : 0,
      updated: iso(this.clock.now()),
    });
    return s;
  }

  /** POST update/password: the current session stays, every other one is signed out. */
  async updatePassword(user: AuthUser, oldPassword: string, newPassword: string): Promise<SuccessResponse> {
    const key = `pwd:${user.id}`;
    const tries = await this.takeTries(
      [{ key, max: authLimits.passwordChangeFailures }],
      authMessages.tooManyPasswordTries,
    );
    const account = await this.repo.findAccountById(user.id);
    if (!account) {
      await this.releaseTries(tries.ids, tries.keys);
      throw new AppError(401, apiMessages.unauthorized);
    }
    if (!(await this.checkPassword(account.password_hash, oldPassword, tries))) {
      throw bad(authMessages.wrongOldPassword);
    }
    await this.releaseTries(tries.ids, tries.keys);
    const hash = await this.hashPassword(newPassword);
    await this.repo.setPassword(user.id, hash, iso(this.clock.now()), user.sessionId);
    await this.repo.clearAttempts(key);
    return { success: true };
  }

  /** POST update/email: without a code sends one to the new address; with it applies the address. */
  async updateEmail(userId: number, email: string, code?: string | null): Promise<ContactChangeResponse> {
    const target = email.trim().toLowerCase();
    const account = await this.repo.findAccountById(userId);
    if (!account) throw new AppError(401, apiMessages.unauthorized);
    if (!code) {
      if (account.email === target) throw bad(authMessages.sameEmail);
      await this.checkCodeLimits('email', target, 'email');
      const issued = await this.issueCode({ purpose: 'email', target, channel: 'email', userId });
      try {
        await this.deps.mail.send({
          to: target,
          subject: codeTexts.mailSubject,
          text: codeTexts.mail(issued.code),
          code: issued.code,
        });
      } catch (err) {
        this.deps.log.error({ err }, 'code e-mail failed');
        await this.repo.consumeCode(issued.id, iso(this.clock.now()));
        throw new AppError(502, authMessages.mailFailed);
      }
      return { status: 'code_sent', resendAfterSec: authLimits.resendSpacingMs / SEC };
    }
    const row = await this.repo.latestCode('email', { target, userId });
    const checked = await this.checkCode(row, 'email', code);
    if (!(await this.repo.consumeCode(checked.id, iso(this.clock.now())))) throw bad(authMessages.codeUsed);
    await this.repo.updateAccount(userId, { email: target, updated: iso(this.clock.now()) });
    return { status: 'changed' };
  }

  /**
   * POST update/phone: {phoneNumber, code: null} sends an SMS code to the new phone;
   * {phoneNumber | null, code} applies it.
   */
  async updatePhone(
    userId: number,
    digits: string | null,
    code?: string | null,
  ): Promise<ContactChangeResponse> {
    const account = await this.repo.findAccountById(userId);
    if (!account) throw new AppError(401, apiMessages.unauthorized);
    const phone = digits === null ? null : `+7${digits}`;
    if (!code) {
      if (!phone) throw bad(authMessages.phoneOrCodeRequired);
      if (account.phone === phone) throw bad(authMessages.samePhone);
      if (await this.repo.findAccountByPhone(phone)) throw new AppError(409, authMessages.phoneTaken);
      await this.checkCodeLimits('phone', phone, 'sms');
      const issued = await this.issueCode({ purpose: 'phone', target: phone, channel: 'sms', userId });
      await this.deliverSms(issued, phone, authMessages.noSuchPhone);
      return { status: 'code_sent', resendAfterSec: authLimits.resendSpacingMs / SEC };
    }
    const row = await this.repo.latestCode('phone', phone ? { target: phone, userId } : { userId });
    const checked = await this.checkCode(row, 'phone', code);
    if (await this.repo.findAccountByPhone(checked.target)) throw new AppError(409, authMessages.phoneTaken);
    if (!(await this.repo.consumeCode(checked.id, iso(this.clock.now())))) throw bad(authMessages.codeUsed);
    const applied = await this.repo.updateAccount(userId, {
      phone: checked.target,
      updated: iso(this.clock.now()),
    });
    if (!applied) throw new AppError(409, authMessages.phoneTaken);
    return { status: 'changed' };
  }

  // ---------------------------------------------------------------- codes

  /**
   * Refuses a new code within 30 s of the last one for the same purpose and target (the resend
   * timer), beyond 5 per target per hour whatever the purpose, and any SMS beyond the global
   * hourly cap (toll fraud). Counted in the database, so the limits hold across restarts and
   * instances.
   */
  private async checkCodeLimits(
    purpose: CodePurpose,
    target: string,
    channel: 'sms' | 'email',
  ): Promise<void> {
    const now = this.clock.now();
    const since = iso(now - HOUR);
    const sent = await this.repo.codesSince(target, since);
    const last = sent.filter((c) => c.purpose === purpose).at(-1);
    if (last) {
      const wait = ms(last.created) + authLimits.resendSpacingMs - now;
      if (wait > 0) throw tooMany(authMessages.resendTooSoon(Math.ceil(wait / SEC)), wait);
    }
    if (sent.length >= authLimits.codesPerTargetPerHour) {
      const wait = ms(sent[sent.length - authLimits.codesPerTargetPerHour]!.created) + HOUR - now;
      throw tooMany(authMessages.tooManyCodes(Math.max(1, Math.ceil(wait / MIN))), wait);
    }
    if (channel === 'sms') {
      const usage = await this.repo.channelUsageSince('sms', since);
      if (usage.count >= this.deps.smsHourlyCap) {
        this.deps.log.warn({ count: usage.count }, 'hourly SMS cap reached');
        throw tooMany(authMessages.smsCapReached, ms(usage.oldest!) + HOUR - now);
      }
    }
  }

  /** A fresh 4-digit code from the CSPRNG, stored only as an HMAC bound to purpose and target. */
  private async issueCode(o: {
    purpose: CodePurpose;
    target: string;
    channel: 'sms' | 'email';
    userId?: number;
    payload?: string;
  }): Promise<{ id: number; token: string; code: string }> {
    const now = this.clock.now();
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    const token = randomBytes(24).toString('base64url');
    const id = await this.repo.insertCode({
      token,
      purpose: o.purpose,
      target: o.target,
      user_id: o.userId ?? null,
      code_hash: this.codeHash(o.purpose, o.target, code),
      payload: o.payload ?? null,
      channel: o.channel,
      created: iso(now),
      expires: iso(now + authLimits.codeTtlMs),
    });
    await this.repo.supersedeCodes(o.purpose, o.target, iso(now), id);
    await this.maybePrune();
    return { id, token, code };
  }

  /** Sends the code SMS; a number the gateway refuses answers `rejectedMessage`. */
  private async deliverSms(issued: { id: number; code: string }, phone: string, rejectedMessage: string) {
    try {
      await this.deps.sms.send(phone, codeTexts.sms(issued.code), issued.code);
    } catch (err) {
      // The code was never delivered: retire it (it still counts against the limits).
      await this.repo.consumeCode(issued.id, iso(this.clock.now()));
      if (err instanceof SmsRejectedError) {
        this.deps.log.info({ err }, 'SMS gateway refused the number');
        throw bad(rejectedMessage);
      }
      this.deps.log.error({ err }, 'SMS gateway failed');
      throw new AppError(502, authMessages.smsFailed);
    }
  }

  /**
   * Checks `code` against a stored code: each try is counted (atomically) before comparing, the
   * 5th wrong one retires the code, and a used, expired or missing code says what to do.
   */
  private async checkCode(row: Code | undefined, purpose: CodePurpose, code: string): Promise<Code> {
    const now = this.clock.now();
    if (!row) throw bad(authMessages.codeNotRequested);
    if (row.consumed_at) throw bad(authMessages.codeUsed);
    if (now >= ms(row.expires)) throw bad(authMessages.codeExpired);
    const tries = await this.repo.takeAttempt(row.id, authLimits.codeMaxAttempts);
    if (tries === null) throw bad(authMessages.codeExhausted);
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(this.codeHash(purpose, row.target, code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw bad(tries >= authLimits.codeMaxAttempts ? authMessages.codeExhausted : authMessages.wrongCode);
    }
    return row;
  }

  private codeHash(purpose: CodePurpose, target: string, code: string): string {
    return createHmac('sha256', this.codeKey).update(`${purpose}|${target}|${code}`).digest('hex');
  }

  // ---------------------------------------------------------------- passwords

  hashPassword(password: string): Promise<string> {
    return this.argonSlots.run(() => argonHash(password, argonOptions));
  }

  private verifyPassword(hash: string, password: string): Promise<boolean> {
    return this.argonSlots.run(() => argonVerify(hash, password).catch(() => false));
  }

  /**
   * Takes one try under each limit (15-minute window) before a password check, or refuses with
   * 429, Retry-After and `message(minutes)` once the failures reach a limit. While checks in flight
   * fill a limit (parallel logins, which may well succeed), waits for them and asks again.
   */
  private async takeTries(
    limits: readonly { key: string; max: number }[],
    message: (minutes: number) => string,
  ): Promise<Tries> {
    const giveUp = Date.now() + authLimits.busyWaitMs;
    const keys = limits.map((l) => l.key);
    for (let asked = 0; ; asked++) {
      const mark = this.tryWaiters.mark(keys);
      const recheck = authLimits.busyRecheckMs + randomInt(0, authLimits.busyRecheckMs);
      // First come, first served: a login arriving while others wait for the same key queues
      // behind them, or a steady stream of newcomers would take every freed try from them.
      if (asked === 0 && this.tryWaiters.queued(keys)) {
        await this.tryWaiters.wait(keys, mark, recheck);
        continue;
      }
      const now = this.clock.now();
      const taken = await this.repo.reserveAttempts(limits, iso(now), iso(now - authLimits.loginWindowMs));
      if (!('refused' in taken)) return { ids: taken.ids, keys };
      if (taken.refused === 'limit') {
        const wait = ms(taken.oldest) + authLimits.loginWindowMs - now;
        throw tooMany(message(Math.max(1, Math.ceil(wait / MIN))), wait);
      }
      if (Date.now() >= giveUp) throw new AppError(503, apiMessages.overloaded, { retryAfterSec: 5 });
      // Woken when a check of this process for the same key ends; checks of other instances
      // are noticed by asking again after a while.
      await this.tryWaiters.wait(keys, mark, recheck);
    }
  }

  /**
   * verifyPassword for taken tries (no hash: against a dummy one): a failed check keeps them as
   * failures, a check that never ran (overload) gives them back.
   */
  private async checkPassword(hash: string | undefined, password: string, tries: Tries): Promise<boolean> {
    let valid: boolean;
    try {
      valid = await this.verifyPassword(hash ?? (await this.getDummyHash()), password);
    } catch (e) {
      await this.releaseTries(tries.ids, tries.keys);
      throw e;
    }
    if (!valid || !hash) {
      await this.repo.failAttempts(tries.ids);
      this.tryWaiters.wake(tries.keys);
    }
    return valid && !!hash;
  }

  /** Gives taken tries back (a success, or a check that never ran) and wakes a waiting login. */
  private async releaseTries(ids: number[], keys: readonly string[]) {
    await this.repo.releaseAttempts(ids);
    this.tryWaiters.wake(keys);
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= this.hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }

  /** At most once a minute, drop day-old failure records and codes. */
  private async maybePrune() {
    const now = this.clock.now();
    if (now - this.lastPrune < MIN) return;
    this.lastPrune = now;
    await this.repo.prune(iso(now - 24 * HOUR));
  }
}
