// The limits of accounts (issue 3, spec §9) and what every part of the auth service shares: the
// clock tests move by hand, time helpers, the 400/429 errors, and the pruning of day-old rows.
import { authMessages } from '@podbor/contracts';
import { AppError } from '../../http/errors';
import type { AuthRepository } from './repository';

export const SEC = 1000;
export const MIN = 60 * SEC;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

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
  /**
   * Failed logins of one account from one address (decision 0035): the lock a guesser meets. It is
   * per pair, so nobody can lock a victim out by failing on purpose from their own address.
   */
  loginFailuresPerPair: 10,
  /**
   * Failed logins of one account from all unknown devices: the slower global backoff (distributed
   * guessing). It locks out unknown devices only; a known device has its own allowance (decision 0041).
   */
  loginFailuresPerAccount: 100,
  /** Failed logins from one known device (a device cookie of the account): its own allowance. */
  loginFailuresPerDevice: 10,
  loginFailuresPerIp: 30,
  passwordChangeFailures: 10,
  /**
   * Calls that tell whether a phone has an account (update/phone) per account in an hour (decision
   * 0035: enumeration); per address it is PHONE_CHECKS_PER_HOUR (default 20).
   */
  phoneChecksPerUserPerHour: 10,
  /** Recovery codes per phone in 24 h, and wrong recovery codes per phone in 24 h (hole 11). */
  recoveryCodesPerDay: 6,
  recoveryTriesPerDay: 10,
  /** How long a login waits for parallel checks of the same account or address before 503. */
  busyWaitMs: 10 * SEC,
  /** A waiting login asks again at least this often (1–2×), for checks on other instances. */
  busyRecheckMs: 250,
} as const;

export interface Clock {
  now(): number;
}

export const iso = (ms: number) => new Date(ms).toISOString();
export const ms = (isoString: string) => Date.parse(isoString);
export const bad = (message: string) => new AppError(400, message);
export const tooMany = (message: string, retryAfterMs: number) =>
  new AppError(429, message, { retryAfterSec: Math.max(1, Math.ceil(retryAfterMs / SEC)) });

/** Drops day-old failure records and codes, at most once a minute (one per service). */
export class Pruner {
  private lastPrune = 0;
  constructor(
    private readonly repo: AuthRepository,
    private readonly clock: Clock,
  ) {}
  async maybePrune() {
    const now = this.clock.now();
    if (now - this.lastPrune < MIN) return;
    this.lastPrune = now;
    await this.repo.prune(iso(now - 24 * HOUR));
  }
}

/** Limits of calls counted in the auth_attempt table or over codes (decision 0035). */
export class CallLimits {
  constructor(
    private readonly repo: AuthRepository,
    private readonly clock: Clock,
    private readonly phoneChecksPerIpPerHour: number,
  ) {}

  /**
   * One call that reveals whether a phone has an account: at most PHONE_CHECKS_PER_HOUR an hour per address and,
   * for a signed-in user, 10 an hour per account; 429 with Retry-After beyond.
   */
  async takePhoneCheck(ip: string, userId?: number): Promise<void> {
    const now = this.clock.now();
    const limits: { key: string; max: number }[] = [
      { key: `phone-check:ip:${ip}`, max: this.phoneChecksPerIpPerHour },
    ];
    if (userId !== undefined) {
      limits.push({ key: `phone-check:user:${userId}`, max: authLimits.phoneChecksPerUserPerHour });
    }
    const oldest = await this.repo.takeSlots(limits, iso(now), iso(now - HOUR));
    if (oldest !== null) {
      const wait = ms(oldest) + HOUR - now;
      throw tooMany(authMessages.tooManyPhoneChecks(Math.max(1, Math.ceil(wait / MIN))), wait);
    }
  }

  /**
   * Refuses a recovery check once the phone's recovery codes have had `recoveryTriesPerDay` wrong
   * tries in 24 h; `counted` — tries of this request already counted in that sum.
   */
  async checkRecoveryTries(target: string, counted = 0): Promise<void> {
    const now = this.clock.now();
    const { tries, oldest } = await this.repo.recoveryTriesSince(target, iso(now - DAY));
    if (tries - counted >= authLimits.recoveryTriesPerDay) {
      const wait = ms(oldest ?? iso(now)) + DAY - now;
      throw tooMany(authMessages.tooManyRecoveryTries(Math.max(1, Math.ceil(wait / HOUR))), wait);
    }
  }
}
