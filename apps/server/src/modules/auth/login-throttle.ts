// Password-guess limits (decision 0006): a try is taken before the argon2 check, failures count in
// a 15-minute window, and logins crowding one account or address wait first come, first served.
import { randomInt } from 'node:crypto';
import { apiMessages } from '@podbor/contracts';
import { AppError } from '../../http/errors';
import type { AuthRepository } from './repository';
import { authLimits, iso, ms, tooMany, MIN, type Clock } from './limits';
import type { Passwords } from './passwords';

/** Tries taken before a password check: their rows and the limit keys they count under. */
export interface Tries {
  ids: number[];
  keys: readonly string[];
}

/**
 * Logins waiting for a check of the same limit key to end, woken one per ended check. A check
 * that ends while a login is still counting (before it waits) is not lost: the login compares the
 * key's count of ended checks with the one it read before counting.
 *
 * Not a semaphore (so not p-limit): nothing here bounds how many run; the database decides who
 * may check, and this only orders who asks it next (see decision 0006).
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

export class LoginThrottle {
  private readonly tryWaiters = new Waiters();

  constructor(
    private readonly repo: AuthRepository,
    private readonly clock: Clock,
    private readonly passwords: Passwords,
  ) {}

  /**
   * Takes one try under each limit (15-minute window) before a password check, or refuses with
   * 429, Retry-After and `message(minutes)` once the failures reach a limit. While checks in flight
   * fill a limit (parallel logins, which may well succeed), waits for them and asks again.
   */
  async takeTries(
    limits: readonly { key: string; max: number }[],
    message: (minutes: number) => string,
  ): Promise<Tries> {
    const taken = await this.take(limits);
    if ('ids' in taken) return taken;
    throw tooMany(message(Math.max(1, Math.ceil(taken.waitMs / MIN))), taken.waitMs);
  }

  /**
   * As takeTries, but answers null instead of refusing once the failures reach a limit (a known
   * device whose own allowance is spent is then tried as an unknown one, decision 0041).
   */
  async takeTriesIfAllowed(limits: readonly { key: string; max: number }[]): Promise<Tries | null> {
    const taken = await this.take(limits);
    return 'ids' in taken ? taken : null;
  }

  private async take(limits: readonly { key: string; max: number }[]): Promise<Tries | { waitMs: number }> {
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
      if (taken.refused === 'limit') return { waitMs: ms(taken.oldest) + authLimits.loginWindowMs - now };
      if (Date.now() >= giveUp) throw new AppError(503, apiMessages.overloaded, { retryAfterSec: 5 });
      // Woken when a check of this process for the same key ends; checks of other instances
      // are noticed by asking again after a while.
      await this.tryWaiters.wait(keys, mark, recheck);
    }
  }

  /**
   * Verifies a password for taken tries (no hash: against a dummy one): a failed check keeps them
   * as failures, a check that never ran (overload) gives them back.
   */
  async checkPassword(hash: string | undefined, password: string, tries: Tries): Promise<boolean> {
    let valid: boolean;
    try {
      valid = await this.passwords.verify(hash ?? (await this.passwords.dummy()), password);
    } catch (e) {
      await this.releaseTries(tries);
      throw e;
    }
    if (!valid || !hash) {
      await this.repo.failAttempts(tries.ids);
      this.tryWaiters.wake(tries.keys);
    }
    return valid && !!hash;
  }

  /** Gives taken tries back (a success, or a check that never ran) and wakes a waiting login. */
  async releaseTries(tries: Tries) {
    await this.repo.releaseAttempts(tries.ids);
    this.tryWaiters.wake(tries.keys);
  }
}
