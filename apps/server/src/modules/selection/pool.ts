// The worker-thread pool for selection jobs: at most `threads` jobs run at once, at most `maxQueue`
// wait, each has a time limit, and a full pool refuses at once (503 + Retry-After), never hangs.
import os from 'node:os';
import { Piscina } from 'piscina';
import { apiMessages } from '@podbor/contracts';
import { AppError } from '../../http/errors';
import type { EngineFile, JobTask, WorkerOutcome } from './engine';

export type JobOutcome =
  | { kind: 'done'; response: unknown; files: EngineFile[] }
  | { kind: 'refused'; error: string | string[] }
  /** An unexpected engine error or a crashed worker; `detail` is for the log only. */
  | { kind: 'failed'; detail: string }
  | { kind: 'timeout' }
  /** The pool closed before the job finished; the request stays pending for the next start. */
  | { kind: 'shutdown' };

export interface PoolOptions {
  /** Worker threads; default: cores − 1, at least 1. */
  threads?: number;
  /** Jobs allowed to wait for a thread before submissions are refused. */
  maxQueue: number;
  /** Time limit of one job once it has a thread, ms. */
  timeoutMs: number;
  /** Absolute file URL of the engine registry module the threads load (exports `engines`). */
  enginesModule: string;
  /** Test only (JOB_TEST_DELAY_MS): each job waits this long in its thread before the engine, ms. */
  testDelayMs?: number;
}

/** A place in the pool, taken synchronously before any I/O so saturation is decided at once. */
export interface Admission {
  /** Runs the job when a thread is free; `onStart` fires just before it is handed to a thread. */
  run(task: JobTask, onStart?: () => void): Promise<JobOutcome>;
  /** Gives the place back when the job will not be run after all. */
  release(): void;
}

/**
 * Where the worker file is: from source (tsx, vitest) worker-source.mjs next to this file, which
 * registers tsx in the thread and loads worker.ts; from the bundle (dist/main.js) the sibling
 * dist/selection-worker.js that the build emits from worker.ts.
 */
export function workerLocation(moduleUrl: string = import.meta.url): string {
  return moduleUrl.endsWith('.ts')
    ? new URL('./worker-source.mjs', moduleUrl).href
    : new URL('./selection-worker.js', moduleUrl).href;
}

export function defaultThreads(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

/** Places one client (a user, or a guest's address) may hold: an eighth of all, at least 2. */
export const clientShare = (places: number) => Math.max(2, Math.ceil(places / 8));

/** Places all guests together may hold: half of all, at least 1 (signed-in users keep the rest). */
export const guestsShare = (places: number) => Math.max(1, Math.floor(places / 2));

export class SelectionPool {
  readonly threads: number;
  readonly maxQueue: number;
  private readonly timeoutMs: number;
  private readonly piscina: Piscina<JobTask, WorkerOutcome>;
  /** Admitted jobs not yet finished (waiting or running). */
  private inFlight = 0;
  /** Admitted jobs by client key, and of all guests. */
  private readonly byClient = new Map<string, number>();
  private guestsInFlight = 0;
  private running = 0;
  private readonly waiting: Array<(go: boolean) => void> = [];
  private readonly controllers = new Set<AbortController>();
  private closed = false;
  /** Moving average of job run time, ms, for the Retry-After estimate. */
  private avgRunMs = 0;

  constructor(opts: PoolOptions) {
    this.threads = opts.threads ?? defaultThreads();
    this.maxQueue = opts.maxQueue;
    this.timeoutMs = opts.timeoutMs;
    this.piscina = new Piscina<JobTask, WorkerOutcome>({
      filename: workerLocation(),
      // Not the parent's flags (vitest, tsx CLI): a worker needs none of them.
      execArgv: [],
      minThreads: 0,
      maxThreads: this.threads,
      idleTimeout: 60_000,
      // Engines are async (document rendering streams); let a thread's event loop run freely.
      atomics: 'disabled',
      workerData: { enginesModule: opts.enginesModule, testDelayMs: opts.testDelayMs ?? 0 },
    });
  }

  get isClosed(): boolean {
    return this.closed;
  }

  get stats() {
    return {
      threads: this.threads,
      running: this.running,
      waiting: this.waiting.length,
      inFlight: this.inFlight,
    };
  }

  /** Threads and waiting places together: what this pool brings to a shared queue. */
  get places(): number {
    return this.threads + this.maxQueue;
  }

  get perClientShare(): number {
    return clientShare(this.places);
  }

  get guestShare(): number {
    return guestsShare(this.places);
  }

  /**
   * Takes a place or throws: 503 with Retry-After when the pool is full or the guests' half is,
   * 429 when this client already holds its share (decision 0035: one address must not fill the
   * queue and starve signed-in users). `force` (re-run at start) ignores the bounds.
   */
  admit(opts: { force?: boolean; client?: { key: string; guest: boolean } } = {}): Admission {
    if (this.closed) throw new AppError(503, apiMessages.overloaded, { retryAfterSec: 5 });
    const client = opts.client;
    if (!opts.force) {
      if (this.inFlight >= this.places) {
        throw new AppError(503, apiMessages.overloaded, { retryAfterSec: this.retryAfterSec() });
      }
      if (client && (this.byClient.get(client.key) ?? 0) >= this.perClientShare) {
        throw new AppError(429, apiMessages.tooManyJobs, { retryAfterSec: this.retryAfterSec() });
      }
      if (client?.guest && this.guestsInFlight >= this.guestShare) {
        throw new AppError(503, apiMessages.overloaded, { retryAfterSec: this.retryAfterSec() });
      }
    }
    this.inFlight++;
    if (client) {
      this.byClient.set(client.key, (this.byClient.get(client.key) ?? 0) + 1);
      if (client.guest) this.guestsInFlight++;
    }
    const done = () => {
      this.inFlight--;
      if (!client) return;
      const left = (this.byClient.get(client.key) ?? 1) - 1;
      if (left <= 0) this.byClient.delete(client.key);
      else this.byClient.set(client.key, left);
      if (client.guest) this.guestsInFlight--;
    };
    let used = false;
    return {
      run: (task, onStart) => {
        if (used) throw new Error('admission already used');
        used = true;
        return this.execute(task, onStart).finally(done);
      },
      release: () => {
        if (used) return;
        used = true;
        done();
      },
    };
  }

  /** Stops taking jobs, aborts running ones (their requests stay for the next start), ends threads. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const wake of this.waiting.splice(0)) wake(false);
    for (const c of this.controllers) c.abort('shutdown');
    await this.piscina.destroy();
  }

  /** Seconds a refused client should wait: the average job time over the waiting jobs, 1–60. */
  retryAfterSec(): number {
    const perJob = this.avgRunMs > 0 ? this.avgRunMs : 5000;
    const waitMs = (perJob * (this.waiting.length + 1)) / this.threads;
    return Math.min(60, Math.max(1, Math.ceil(waitMs / 1000)));
  }

  private async execute(task: JobTask, onStart?: () => void): Promise<JobOutcome> {
    if (this.running < this.threads && this.waiting.length === 0) {
      this.running++;
    } else {
      // A finishing job hands its thread slot straight to the first waiter (see releaseSlot).
      const go = await new Promise<boolean>((resolve) => this.waiting.push(resolve));
      if (!go) return { kind: 'shutdown' };
    }
    if (this.closed) {
      this.releaseSlot();
      return { kind: 'shutdown' };
    }
    const controller = new AbortController();
    this.controllers.add(controller);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort('timeout');
    }, this.timeoutMs);
    const started = Date.now();
    try {
      onStart?.();
      const out = await this.piscina.run(task, { signal: controller.signal });
      const ms = Date.now() - started;
      this.avgRunMs = this.avgRunMs === 0 ? ms : 0.8 * this.avgRunMs + 0.2 * ms;
      if (out.kind === 'error') return { kind: 'failed', detail: out.message };
      return out;
    } catch (e) {
      if (timedOut) return { kind: 'timeout' };
      if (this.closed) return { kind: 'shutdown' };
      return { kind: 'failed', detail: e instanceof Error ? (e.stack ?? e.message) : String(e) };
    } finally {
      clearTimeout(timer);
      this.controllers.delete(controller);
      this.releaseSlot();
    }
  }

  private releaseSlot(): void {
    const next = this.closed ? undefined : this.waiting.shift();
    if (next) next(true);
    else this.running--;
  }
}
