// One-time codes by SMS and e-mail: their limits (resend timer, per-target and global hourly caps),
// issuing and delivery, and checking a code (counted tries, HMAC compared in constant time).
import { createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { authMessages } from '@podbor/contracts';
import { AppError } from '../../http/errors';
import type { MailProvider } from '../../messaging/mail';
import { SmsRejectedError, type SmsProvider } from '../../messaging/sms';
import type { AuthRepository, Code } from './repository';
import { authLimits, bad, iso, ms, tooMany, DAY, HOUR, MIN, SEC, type Clock, type Pruner } from './limits';

export type CodePurpose = 'register' | 'email' | 'phone' | 'reset';

export const codeTexts = {
  sms: (code: string) => `Код подтверждения podbor: ${code}. Никому не сообщайте его.`,
  /** The recovery SMS says what it is for: the owner learns that recovery was asked for. */
  resetSms: (code: string) =>
    `Восстановление пароля podbor, код: ${code}. Если вы его не запрашивали, никому не сообщайте код — пароль не изменится.`,
  resetMailSubject: 'Запрошено восстановление пароля podbor',
  resetMail: (phone: string) =>
    `Здравствуйте!\n\nДля вашего аккаунта podbor (телефон ${phone}) запрошено восстановление пароля: ` +
    'код отправлен в СМС.\nЕсли это были не вы, ничего не делайте: без кода пароль не изменится. ' +
    'Не сообщайте код никому, в том числе сотрудникам podbor.',
  mailSubject: 'Код подтверждения podbor',
  mail: (code: string) =>
    `Здравствуйте!\n\nВаш код подтверждения почты в podbor: ${code}.\n` +
    'Код действует 10 минут. Если вы не запрашивали код, просто проигнорируйте это письмо.',
};

export interface CodesDeps {
  repo: AuthRepository;
  clock: Clock;
  pruner: Pruner;
  secret: Uint8Array;
  sms: SmsProvider;
  mail: MailProvider;
  smsHourlyCap: number;
  log: FastifyBaseLogger;
}

export class Codes {
  /**
   * A key of its own, derived from the server secret: a token signed for another purpose with the
   * same secret can never feed the code hashes.
   */
  private readonly codeKey: Uint8Array;

  constructor(private readonly deps: CodesDeps) {
    this.codeKey = new Uint8Array(
      hkdfSync('sha256', deps.secret, new Uint8Array(0), 'podbor one-time code', 32),
    );
  }

  /**
   * Takes a send slot and issues a fresh 4-digit code from the CSPRNG, stored only as an HMAC bound
   * to purpose and target — or refuses: within 30 s of the last code for the same purpose and
   * target (the resend timer), beyond 5 per target per hour whatever the purpose, and any SMS beyond
   * the global hourly cap (toll fraud). The code's row is written FIRST and the limits are counted
   * with it (decision 0035, as decision 0006 does for logins): parallel requests can never get more
   * codes out than the limits allow — at worst two truly simultaneous ones both see each other and
   * both are refused. A refused row is withdrawn. Counted in the database, so the limits hold across
   * restarts and instances. `payload` may follow with setPayload (the registration's password hash,
   * computed only once the slot is held).
   */
  async issue(o: {
    purpose: CodePurpose;
    target: string;
    channel: 'sms' | 'email';
    userId?: number;
  }): Promise<{ id: number; token: string; code: string }> {
    const { repo, clock } = this.deps;
    const now = clock.now();
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    const token = randomBytes(24).toString('base64url');
    const id = await repo.insertCode({
      token,
      purpose: o.purpose,
      target: o.target,
      user_id: o.userId ?? null,
      code_hash: this.codeHash(o.purpose, o.target, code),
      payload: null,
      channel: o.channel,
      created: iso(now),
      expires: iso(now + authLimits.codeTtlMs),
    });
    try {
      await this.checkLimits(id, o.purpose, o.target, o.channel, now);
    } catch (e) {
      await repo.deleteCode(id);
      throw e;
    }
    await repo.supersedeCodes(o.purpose, o.target, iso(now), id);
    await this.deps.pruner.maybePrune();
    return { id, token, code };
  }

  /** The limits, counted with the code `ownId` just written. */
  private async checkLimits(
    ownId: number,
    purpose: CodePurpose,
    target: string,
    channel: 'sms' | 'email',
    now: number,
  ): Promise<void> {
    const { repo } = this.deps;
    const since = iso(now - HOUR);
    const sent = await repo.codesSince(target, since);
    const last = sent.filter((c) => c.purpose === purpose && c.id !== ownId).at(-1);
    if (last) {
      const wait = Math.max(SEC, ms(last.created) + authLimits.resendSpacingMs - now);
      if (ms(last.created) + authLimits.resendSpacingMs > now) {
        throw tooMany(authMessages.resendTooSoon(Math.ceil(wait / SEC)), wait);
      }
    }
    if (sent.length > authLimits.codesPerTargetPerHour) {
      const wait = ms(sent[sent.length - 1 - authLimits.codesPerTargetPerHour]!.created) + HOUR - now;
      throw tooMany(authMessages.tooManyCodes(Math.max(1, Math.ceil(wait / MIN))), wait);
    }
    if (purpose === 'reset') {
      const day = await repo.recoveryCodesSince(target, iso(now - DAY));
      if (day.count > authLimits.recoveryCodesPerDay) {
        const wait = ms(day.oldest!) + DAY - now;
        throw tooMany(authMessages.tooManyRecoveryCodes(Math.max(1, Math.ceil(wait / HOUR))), wait);
      }
    }
    if (channel === 'sms') {
      const usage = await repo.channelUsageSince('sms', since);
      if (usage.count > this.deps.smsHourlyCap) {
        this.deps.log.warn({ count: usage.count }, 'hourly SMS cap reached');
        throw tooMany(authMessages.smsCapReached, ms(usage.oldest!) + HOUR - now);
      }
    }
  }

  /** Stores what a code unlocks (a registration's password hash) once its slot is held. */
  async setPayload(id: number, payload: string): Promise<void> {
    await this.deps.repo.setCodePayload(id, payload);
  }

  /** Gives a held slot back: the work after issue() failed before anything was sent. */
  async withdraw(id: number): Promise<void> {
    await this.deps.repo.deleteCode(id);
  }

  /** Sends the code SMS; a number the gateway refuses answers `rejectedMessage`. */
  async deliverSms(issued: { id: number; code: string }, phone: string, rejectedMessage: string) {
    try {
      await this.deps.sms.send(phone, codeTexts.sms(issued.code), issued.code);
    } catch (err) {
      // The code was never delivered: retire it (it still counts against the limits).
      await this.deps.repo.consumeCode(issued.id, iso(this.deps.clock.now()));
      if (err instanceof SmsRejectedError) {
        this.deps.log.info({ err }, 'SMS gateway refused the number');
        throw bad(rejectedMessage);
      }
      this.deps.log.error({ err }, 'SMS gateway failed');
      throw new AppError(502, authMessages.smsFailed);
    }
  }

  /**
   * Sends the recovery SMS without waiting for it: a slow gateway must not make known phones
   * answer slower than unknown ones.
   */
  sendInBackground(phone: string, code: string, email: string | null) {
    void this.deps.sms.send(phone, codeTexts.resetSms(code), code).catch((err: unknown) => {
      this.deps.log.error({ err }, 'recovery SMS failed');
    });
    // The account's e-mail hears of it too (issue 20 hole 11): a second channel an attacker
    // holding only the SIM does not control.
    if (email) {
      void this.deps.mail
        .send({ to: email, subject: codeTexts.resetMailSubject, text: codeTexts.resetMail(phone) })
        .catch((err: unknown) => this.deps.log.error({ err }, 'recovery e-mail failed'));
    }
  }

  /** Sends the code e-mail; a failure retires the code and answers 502. */
  async deliverMail(issued: { id: number; code: string }, to: string) {
    try {
      await this.deps.mail.send({
        to,
        subject: codeTexts.mailSubject,
        text: codeTexts.mail(issued.code),
        code: issued.code,
      });
    } catch (err) {
      this.deps.log.error({ err }, 'code e-mail failed');
      await this.deps.repo.consumeCode(issued.id, iso(this.deps.clock.now()));
      throw new AppError(502, authMessages.mailFailed);
    }
  }

  /**
   * Checks `code` against a stored code: each try is counted (atomically) before comparing, the
   * 5th wrong one retires the code, and a used, expired or missing code says what to do.
   */
  async check(
    row: Code | undefined,
    purpose: CodePurpose,
    code: string,
    /** Runs once the try is counted, before the comparison; a throw refuses the check. */
    afterTry?: () => Promise<void>,
  ): Promise<Code> {
    const now = this.deps.clock.now();
    if (!row) throw bad(authMessages.codeNotRequested);
    if (row.consumed_at) throw bad(authMessages.codeUsed);
    if (now >= ms(row.expires)) throw bad(authMessages.codeExpired);
    const tries = await this.deps.repo.takeAttempt(row.id, authLimits.codeMaxAttempts);
    if (tries === null) throw bad(authMessages.codeExhausted);
    await afterTry?.();
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(this.codeHash(purpose, row.target, code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw bad(tries >= authLimits.codeMaxAttempts ? authMessages.codeExhausted : authMessages.wrongCode);
    }
    return row;
  }

  /** Marks a checked code used; a code used meanwhile by a parallel request answers 400. */
  async consume(id: number): Promise<void> {
    if (!(await this.deps.repo.consumeCode(id, iso(this.deps.clock.now())))) throw bad(authMessages.codeUsed);
  }

  private codeHash(purpose: CodePurpose, target: string, code: string): string {
    return createHmac('sha256', this.codeKey).update(`${purpose}|${target}|${code}`).digest('hex');
  }
}
