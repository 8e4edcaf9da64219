// Password hashing: argon2id with OWASP's parameters, run at most a few at a time on libuv's pool
// (p-limit), with a bounded queue that answers 503 beyond it; and the dummy hash for unknown phones.
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { hash as argonHash, verify as argonVerify, type Algorithm, type Options } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { apiMessages } from '@podbor/contracts';
import { AppError } from '../../http/errors';

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

export class Passwords {
  /** First in, first out; a freed slot goes to the longest-waiting run. */
  private readonly slots = pLimit(argonConcurrency);
  private dummyHash: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return this.run(() => argonHash(password, argonOptions));
  }

  verify(hash: string, password: string): Promise<boolean> {
    return this.run(() => argonVerify(hash, password).catch(() => false));
  }

  /** A hash of a random password, to verify against when the account does not exist. */
  dummy(): Promise<string> {
    this.dummyHash ??= this.hash(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }

  private async run<T>(fn: () => Promise<T>): Promise<T> {
    // Only runs that found every slot busy are pending: p-limit starts the others at once.
    if (this.slots.pendingCount >= argonQueueMax) {
      throw new AppError(503, apiMessages.overloaded, { retryAfterSec: 5 });
    }
    return this.slots(fn);
  }
}
