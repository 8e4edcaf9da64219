// The rules of accounts: registration by SMS code, login, and password recovery; the one service
// of the module, composing sessions, codes, login throttling and the profile (routes call it alone).
import type { FastifyBaseLogger } from 'fastify';
import {
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
import type { AuthUser } from '../../app-types';
import type { MailProvider } from '../../messaging/mail';
import type { SmsProvider } from '../../messaging/sms';
import type { AuthRepository, Code } from './repository';
import { authLimits, bad, CallLimits, iso, ms, Pruner, SEC, type Clock } from './limits';
import { Codes } from './codes';
import { DeviceCookies, type DeviceCookie } from './devices';
import { LoginThrottle } from './login-throttle';
import { Passwords } from './passwords';
import { Profile, type UserContacts } from './profile';
import { Sessions, type SessionState } from './sessions';

export { authLimits, type Clock } from './limits';
export type { UserContacts } from './profile';
export type { SessionState } from './sessions';
export { codeTexts, type CodePurpose } from './codes';
export { DEVICE_COOKIE_PATH, type DeviceCookie } from './devices';

export interface AuthServiceDeps {
  repo: AuthRepository;
  secret: Uint8Array;
  sms: SmsProvider;
  mail: MailProvider;
  smsHourlyCap: number;
  /** PHONE_CHECKS_PER_HOUR: calls revealing whether a phone has an account, per address. */
  phoneChecksPerHour: number;
  log: FastifyBaseLogger;
  clock?: Clock;
}

/** A sign-in's answer: the session, and the device cookie that makes the browser a known device. */
export interface SignedIn {
  session: SessionResponse;
  device: DeviceCookie;
}

/** Told the id of a user whose sessions ended or whose password changed (the event streams listen). */
export type AccountListener = (userId: number) => void;

export class AuthService {
  /** Tests replace `clock.now` to move time; every part reads this one object. */
  readonly clock: Clock;
  private readonly accountListeners = new Set<AccountListener>();
  private readonly repo: AuthRepository;
  private readonly pruner: Pruner;
  private readonly limits: CallLimits;
  private readonly passwords = new Passwords();
  private readonly sessions: Sessions;
  private readonly codes: Codes;
  private readonly throttle: LoginThrottle;
  private readonly profile: Profile;
  private readonly devices: DeviceCookies;

  constructor(deps: AuthServiceDeps) {
    const repo = (this.repo = deps.repo);
    const clock = (this.clock = deps.clock ?? { now: () => Date.now() });
    this.pruner = new Pruner(repo, clock);
    this.limits = new CallLimits(repo, clock, deps.phoneChecksPerHour);
    this.sessions = new Sessions(repo, clock, deps.secret);
    this.devices = new DeviceCookies(deps.secret, clock);
    this.codes = new Codes({ ...deps, repo, clock, pruner: this.pruner });
    this.throttle = new LoginThrottle(repo, clock, this.passwords);
    this.profile = new Profile({
      repo,
      clock,
      codes: this.codes,
      throttle: this.throttle,
      passwords: this.passwords,
    });
  }

  // ---------------------------------------------------------------- registration

  /**
   * PUT register: remembers the chosen password (hashed) and sends the code by SMS. Whether a phone
   * has an account shows here (409), so the call is limited per address before the lookup, and a
   * registered phone costs the same password hash as a new one (decision 0035).
   */
  async register(phone: string, password: string, ip: string): Promise<RegisterResponse> {
    await this.limits.takePhoneCheck(ip);
    if (await this.repo.findAccountByPhone(phone)) {
      await this.passwords.hash(password);
      throw new AppError(409, registrationServerErrors.duplicate);
    }
    const issued = await this.codes.issue({ purpose: 'register', target: phone, channel: 'sms' });
    try {
      await this.codes.setPayload(issued.id, await this.passwords.hash(password));
    } catch (e) {
      await this.codes.withdraw(issued.id);
      throw e;
    }
    await this.codes.deliverSms(issued, phone, registrationServerErrors.noSuchPhone);
    return { token: issued.token, resendAfterSec: authLimits.resendSpacingMs / SEC };
  }

  /** POST register/verify: the code creates the account and opens a session on a known device. */
  async verifyRegistration(phone: string, code: string, token?: string): Promise<SignedIn> {
    let row: Code | undefined;
    if (token) {
      row = await this.repo.findCodeByToken(token);
      if (row && (row.purpose !== 'register' || row.target !== phone)) row = undefined;
    } else {
      row = await this.repo.latestCode('register', { target: phone });
    }
    // A code whose password hash is not stored yet was not sent yet either.
    const checked = await this.codes.check(row?.payload ? row : undefined, 'register', code);
    if (await this.repo.findAccountByPhone(phone)) {
      throw new AppError(409, registrationServerErrors.duplicate);
    }
    await this.codes.consume(checked.id);
    const userId = await this.repo.insertAccount({
      phone,
      password_hash: checked.payload!,
      now: iso(this.clock.now()),
    });
    if (userId === null) throw new AppError(409, registrationServerErrors.duplicate);
    return this.signIn(userId);
  }

  // ---------------------------------------------------------------- login and sessions

  /**
   * POST login: username is the phone without +7; `cookies`, the request's (a device cookie of the
   * account makes it a known device). A known device spends an allowance of its own; an unknown one
   * the address's, the (account, address) pair's and the account's unknown devices' — so guesses
   * from unknown devices lock out unknown devices only (decision 0041). A success answers the
   * session and a new device cookie.
   */
  async login(
    username: string,
    password: string,
    ip: string,
    cookies: ReadonlyMap<string, string> = new Map(),
  ): Promise<SignedIn> {
    const phone = `+7${username}`;
    const pairKey = `login:pair:${phone}|${ip}`;
    const account = await this.repo.findAccountByPhone(phone);
    const device = account ? await this.devices.recognise(cookies, account.id) : null;
    // The try is taken (atomically) before hashing: a throttled guess never costs an argon2 run,
    // and parallel guesses cannot get more checks than the limits allow. A known device whose own
    // allowance is spent is tried as an unknown one.
    const tries =
      (device &&
        (await this.throttle.takeTriesIfAllowed([
          { key: `login:device:${device}`, max: authLimits.loginFailuresPerDevice },
        ]))) ||
      (await this.throttle.takeTries(
        [
          { key: `login:ip:${ip}`, max: authLimits.loginFailuresPerIp },
          { key: pairKey, max: authLimits.loginFailuresPerPair },
          { key: `login:acct:${phone}`, max: authLimits.loginFailuresPerAccount },
        ],
        authMessages.tooManyLogins,
      ));
    // An unknown phone still costs one verify, so the answer time does not reveal accounts.
    const valid = await this.throttle.checkPassword(account?.password_hash, password, tries);
    if (!account || !valid) {
      await this.pruner.maybePrune();
      throw bad(authMessages.badCredentials);
    }
    await this.throttle.releaseTries(tries);
    await this.repo.clearAttempts(pairKey);
    return this.signIn(account.id);
  }

  /** A session and a new device cookie (the device is known from now on). */
  private async signIn(userId: number): Promise<SignedIn> {
    return { session: await this.sessions.open(userId), device: await this.devices.issue(userId) };
  }

  /**
   * The user of a `jwt` header value's token, or null when the token is malformed, forged,
   * expired, or its session is revoked, idle for 30 min or older than 12 h. Renews the idle timer.
   */
  authenticate(token: string, touch = true): Promise<AuthUser | null> {
    return this.sessions.authenticate(token, touch);
  }

  /** POST logout: the session ends, and the user's open event streams are checked at once. */
  async logout(user: AuthUser): Promise<SuccessResponse> {
    const done = await this.sessions.revoke(user.sessionId);
    this.accountChanged(user.id);
    return done;
  }

  /** The live sessions among `ids`, with their users' current roles (the event streams' checks). */
  sessionStates(ids: readonly string[]): Promise<Map<string, SessionState>> {
    return this.sessions.states(ids);
  }

  /**
   * Calls `listener` with the user's id whenever sessions of that user end (sign-out, a password
   * change or reset). Answers the unsubscribe.
   */
  onAccountChange(listener: AccountListener): () => void {
    this.accountListeners.add(listener);
    return () => this.accountListeners.delete(listener);
  }

  /** Tells the listeners that a user's sessions or role changed. */
  accountChanged(userId: number): void {
    for (const l of this.accountListeners) l(userId);
  }

  // ---------------------------------------------------------------- password recovery

  /**
   * POST reset_password: the same answer, timing and limits whether or not the phone has an
   * account — an unknown phone gets a token for a code that is never sent.
   */
  async startReset(phone: string): Promise<ResetPasswordResponse> {
    const account = await this.repo.findAccountByPhone(phone);
    const issued = await this.codes.issue({
      purpose: 'reset',
      target: phone,
      channel: 'sms',
      userId: account?.id,
    });
    if (account) this.codes.sendInBackground(phone, issued.code, account.email);
    return { resetToken: issued.token, resendAfterSec: authLimits.resendSpacingMs / SEC };
  }

  /** POST reset_password/{resetToken}/verify: the code unlocks one password change for 10 min. */
  async verifyReset(resetToken: string, code: string): Promise<SuccessResponse> {
    const row = await this.findResetRow(resetToken);
    // A daily cap on wrong recovery codes per phone, over all its codes (decision 0035): checked
    // before the try and again once it is counted, so parallel guesses cannot pass it either.
    await this.limits.checkRecoveryTries(row.target);
    const checked = await this.codes.check(row, 'reset', code, () =>
      this.limits.checkRecoveryTries(row.target, 1),
    );
    const now = this.clock.now();
    await this.repo.markVerified(checked.id, iso(now), iso(now + authLimits.codeTtlMs));
    return { success: true };
  }

  /**
   * POST reset_password/{resetToken}: sets the password once and signs out every session. The
   * device that proved the phone becomes a known one (decision 0041): its owner signs in even while
   * unknown devices are locked out.
   */
  async finishReset(
    resetToken: string,
    newPassword: string,
  ): Promise<{ done: SuccessResponse; device: DeviceCookie }> {
    const row = await this.findResetRow(resetToken);
    const now = this.clock.now();
    if (row.consumed_at) throw bad(authMessages.codeUsed);
    if (!row.verified_at) throw bad(authMessages.resetNotVerified);
    if (now >= ms(row.expires)) throw bad(authMessages.codeExpired);
    if (row.user_id === null) throw bad(authMessages.resetTokenInvalid);
    const hash = await this.passwords.hash(newPassword);
    if (!(await this.repo.consumeCode(row.id, iso(now)))) throw bad(authMessages.codeUsed);
    await this.repo.setPassword(row.user_id, hash, iso(now), null);
    this.accountChanged(row.user_id);
    // The owner proved the phone: earlier failed guesses should not keep them out.
    await this.repo.clearAttempts(`login:acct:${row.target}`);
    await this.repo.clearAttemptsByPrefix(`login:pair:${row.target}|`);
    return { done: { success: true }, device: await this.devices.issue(row.user_id) };
  }

  private async findResetRow(resetToken: string): Promise<Code> {
    const row = await this.repo.findCodeByToken(resetToken);
    if (!row || row.purpose !== 'reset') throw bad(authMessages.resetTokenInvalid);
    return row;
  }

  // ---------------------------------------------------------------- profile (profile.ts)

  info(userId: number): Promise<UserInfo> {
    return this.profile.info(userId);
  }

  /** Where and how a user may be told of something (the notifications module); null: no account. */
  contacts(userId: number): Promise<UserContacts | null> {
    return this.profile.contacts(userId);
  }

  /** How other modules show a user: 'Имя Фамилия', or the phone when the profile has no name. */
  displayNames(userIds: readonly number[]): Promise<Map<number, string>> {
    return this.profile.displayNames(userIds);
  }

  /** Every manager's id: who is told of what customers do with their КП requests. */
  managerIds(): Promise<number[]> {
    return this.repo.managerIds();
  }

  /** Display names with phones ('+7XXXXXXXXXX'): how a manager sees customers. */
  namesAndPhones(userIds: readonly number[]): Promise<Map<number, { name: string; phone: string }>> {
    return this.profile.namesAndPhones(userIds);
  }

  updateInfo(userId: number, names: UpdateInfoRequest): Promise<SuccessResponse> {
    return this.profile.updateInfo(userId, names);
  }

  updateNotifications(userId: number, s: NotificationSettings): Promise<NotificationSettings> {
    return this.profile.updateNotifications(userId, s);
  }

  /** Every other session of the user ends: their event streams are checked at once. */
  async updatePassword(user: AuthUser, oldPassword: string, newPassword: string): Promise<SuccessResponse> {
    const done = await this.profile.updatePassword(user, oldPassword, newPassword);
    this.accountChanged(user.id);
    return done;
  }

  updateEmail(userId: number, email: string, code?: string | null): Promise<ContactChangeResponse> {
    return this.profile.updateEmail(userId, email, code);
  }

  async updatePhone(
    userId: number,
    digits: string | null,
    code: string | null | undefined,
    ip: string,
  ): Promise<ContactChangeResponse> {
    // Sending a code to a new phone tells whether it has an account (409): limited (decision 0035).
    if (!code) await this.limits.takePhoneCheck(ip, userId);
    return this.profile.updatePhone(userId, digits, code);
  }

  /** An argon2id hash, queued with every other password check. */
  hashPassword(password: string): Promise<string> {
    return this.passwords.hash(password);
  }
}
