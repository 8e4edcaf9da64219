// Selection requests of every calculator: create a request with an unguessable hash, run its job in
// the worker pool, store response / error / files, answer the status record, re-run after a crash.
// With SQLite one instance queues in memory; with PostgreSQL the request rows are a queue all
// instances share, and a dead instance's jobs are taken over (queue.ts, decision 0038).
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import {
  apiMessages,
  calcFileDownloadName,
  requestHash,
  type HistorySummary,
  type KpSolutionOffer,
  type RequestType,
  type SearchAccepted,
} from '@podbor/contracts';
import type { AuthUser } from '../../app-types';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { isDatabaseUnavailable } from '../../db/health';
import { AppError } from '../../http/errors';
import type { CalculatorModules } from './calculator-module';
import type { EngineFile, JobPriceList, JobRequest } from './engine';
import { cleanFileName, filesRecord, type FileRow, type FileStore } from './file-store';
import type { Admission, JobOutcome, SelectionPool } from './pool';
import { SharedJobQueue, type QueueClient } from './queue';
import { createRequestRepository, type RequestRepository, type RequestRow } from './repository';

/** A job interrupted this many times (crash or shutdown while running) is given up at start. */
export const MAX_ATTEMPTS = 3;

/**
 * Pauses between tries of a finished job's bookkeeping while the database is out of reach, ms (the
 * last one repeats): its result is kept in memory and stored once the database is back (decision
 * 0040), or, if the server stops first, the job runs again later.
 */
export const BOOKKEEPING_RETRY_MS = [250, 500, 1000, 2000, 5000];

/** 144 random bits, base64url: 24 characters that match the contracts' requestHash. */
export const newRequestHash = () => randomBytes(18).toString('base64url');

class StaleFinish extends Error {}

/** Summary keys are cut to the column's width. */
const SUMMARY_KEY_MAX = 100;

/**
 * How the history search compares a summary title: lower case, ё as е (the cabinet's searchKey),
 * cut to the column. '' for no summary.
 */
export const summaryKey = (summary: HistorySummary | null): string =>
  summary ? summary.title.toLowerCase().replaceAll('ё', 'е').slice(0, SUMMARY_KEY_MAX) : '';

/**
 * A search term folded as summary keys are (lower case, ё as е, cut to the column) and with single
 * spaces, as the history search folds what is typed.
 */
export const foldTerm = (text: string): string =>
  text.trim().toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' ').slice(0, SUMMARY_KEY_MAX);

/** The distinct folded terms of a title and a calculator's searchTerms, without empty ones. */
export const foldTerms = (summary: HistorySummary | null, terms: readonly string[]): string[] =>
  [...new Set([...(summary ? [summary.title] : []), ...terms].map(foldTerm))].filter((t) => t !== '');

const parseJson = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

export interface SelectionDeps {
  database: Db;
  pool: SelectionPool;
  files: FileStore;
  log: FastifyBaseLogger;
  /** The calculator modules, for their `describe` (the history's summaries); none: no summaries. */
  calculators?: CalculatorModules;
  /**
   * PostgreSQL mode: jobs go through the queue all instances share, leased for this long, ms
   * (JOB_LEASE_MS); unset: this instance's in-memory queue (SQLite, one instance).
   */
  sharedQueue?: { leaseMs: number };
  /**
   * The price list in force (the kp module's, composed in app.ts), read when a job of a `priced`
   * calculator starts; unset: such jobs run without one (their engines' proxies price everything).
   */
  priceList?: () => Promise<JobPriceList>;
}

export class SelectionService {
  private readonly repo: RequestRepository;
  /** Jobs and re-runs still writing; close() waits for them before the database closes. */
  private readonly pending = new Set<Promise<void>>();
  /** The shared queue (PostgreSQL mode), else undefined. */
  readonly queue: SharedJobQueue | undefined;
  /** Aborted by close(): bookkeeping waiting for the database gives up. */
  private readonly closing = new AbortController();

  constructor(private readonly deps: SelectionDeps) {
    this.repo = createRequestRepository(deps.database.db);
    if (deps.sharedQueue) {
      this.queue = new SharedJobQueue({
        database: deps.database,
        pool: deps.pool,
        leaseMs: deps.sharedQueue.leaseMs,
        log: deps.log,
        maxAttempts: MAX_ATTEMPTS,
        run: (row) => {
          const p = this.runClaimed(row);
          this.track(p);
          return p;
        },
        abandon: (row) => this.abandon(row),
      });
    }
  }

  /** A request's `files` as its calculator lists them (filesRecord with the module's listedFiles). */
  filesOf(type: RequestType, rows: readonly FileRow[]): Record<string, string> | null {
    return filesRecord(rows, this.deps.calculators?.[type]?.listedFiles);
  }

  /**
   * A status record's stored `files` (JSON) as its calculator lists them now: kept as it is unless
   * the calculator lists a file under another name, when a result stored under the old name
   * (the DCU's '3d.png' before 'Images/3d.png') is keyed by the new one.
   */
  private listedFilesJson(type: string, files: string): string {
    const listed = this.deps.calculators?.[type as RequestType]?.listedFiles;
    if (!listed) return files;
    const record = parseJson(files) as Record<string, string> | null;
    if (!record) return files;
    return JSON.stringify(Object.fromEntries(Object.entries(record).map(([k, v]) => [listed[k] ?? k, v])));
  }

  /**
   * What a request was, by its calculator's `describe` (stored input and response as JSON text);
   * null when the calculator gives none or its describe fails.
   */
  describe(type: RequestType, input: string, response: string | null): HistorySummary | null {
    const describe = this.deps.calculators?.[type]?.describe;
    if (!describe) return null;
    try {
      const parsedInput = parseJson(input);
      return describe(parsedInput, parseJson(response));
    } catch (err) {
      this.deps.log.warn({ err, type }, 'describing a request failed');
      return null;
    }
  }

  /**
   * What the history search finds a request by (request_term): its summary title and its
   * calculator's searchTerms, folded; [] when it has neither or they fail.
   */
  searchTerms(
    type: RequestType,
    input: string,
    response: string | null,
    summary = this.describe(type, input, response),
  ): string[] {
    const terms = this.deps.calculators?.[type]?.searchTerms;
    try {
      return foldTerms(summary, terms ? terms(parseJson(input), parseJson(response)) : []);
    } catch (err) {
      this.deps.log.warn({ err, type }, 'search terms of a request failed');
      return foldTerms(summary, []);
    }
  }

  /**
   * The name a stored file is saved under, with its ASCII fallback: a calculation's file carries
   * what the calculation was and what the file is ('EVR 10-4 — H-Q.png'); an upload keeps its own.
   */
  async downloadName(
    file: Pick<FileRow, 'file_name' | 'request_id'>,
  ): Promise<{ name: string; ascii: string | null }> {
    const row = file.request_id === null ? undefined : await this.repo.byId(file.request_id);
    if (!row) return { name: file.file_name, ascii: null };
    const type = row.type as RequestType;
    const subject = this.describe(type, row.input, row.response)?.title ?? null;
    return calcFileDownloadName(type, subject, file.file_name);
  }

  /**
   * Creates a request and queues its job; answers the hash to poll at once. The caller has
   * validated `input` with the category's schema and checked the calculator grant. A full pool
   * refuses with 503 + Retry-After before anything is stored.
   *
   * `reuse`: a signed-in user's identical request (same type and input) that is done or still under
   * way is answered instead of a new one (a done one moves to the top of the history); a failed
   * one is run again as a new request. For calculators whose answer depends on the input alone.
   */
  async submit(args: {
    type: RequestType;
    input: unknown;
    userId: number | null;
    /** The client's address: a guest's share of the queue is counted by it. */
    ip: string;
    reuse?: boolean;
  }): Promise<SearchAccepted> {
    const input = JSON.stringify(args.input);
    const summary = this.describe(args.type, input, null);
    const key = summaryKey(summary);
    if (args.reuse && args.userId !== null) {
      const same = await this.repo.reusable(args.userId, args.type, input, key);
      if (same) {
        if (same.state === 'done') await this.repo.touchDone(same.id);
        return { hash: same.hash, id: same.id };
      }
    }
    const client: QueueClient =
      args.userId !== null
        ? { key: `user:${args.userId}`, guest: false }
        : { key: `ip:${args.ip}`, guest: true };
    const values = {
      hash: newRequestHash(),
      type: args.type,
      userId: args.userId,
      input,
      summaryKey: key,
      client: client.key,
    };
    // A signed-in user's request is found by its title's terms while it runs (replaced once done).
    const userId = args.userId;
    const insert = async (trx: Transaction<Database>) => {
      const row = await this.repo.insert(values, trx);
      if (userId !== null)
        await this.repo.setTerms(trx, row.id, userId, this.searchTerms(args.type, input, null, summary));
      return row;
    };
    if (this.queue) {
      // Admitted and stored in one step; whichever instance has a free thread runs it.
      const row = await this.queue.submit(client, insert);
      return { hash: row.hash, id: row.id };
    }
    const admission = this.deps.pool.admit({ client });
    let row: RequestRow;
    try {
      row = await this.deps.database.db.transaction().execute(insert);
    } catch (e) {
      admission.release();
      throw e;
    }
    this.track(this.runJob(admission, row));
    return { hash: row.hash, id: row.id };
  }

  /**
   * Runs an engine once for its documents alone, nothing stored (a rated heat exchanger's datasheet:
   * the rating keeps no request, decision 0044): in the worker pool like every job, under the same
   * admission (a client's share, 503 when full) and time limit. A refusal is 422 in the engine's
   * words; a failure or a timeout is the selection's own error.
   */
  async documentsOnce(type: RequestType, input: unknown, userId: number): Promise<EngineFile[]> {
    const admission = this.deps.pool.admit({ client: { key: `user:${userId}`, guest: false } });
    const outcome = await admission.run({
      type,
      input,
      request: { id: 0, created: new Date().toISOString(), documents: true },
    });
    switch (outcome.kind) {
      case 'done':
        return outcome.files;
      case 'refused':
        throw new AppError(422, [outcome.error].flat().join('. '));
      case 'timeout':
        throw new AppError(503, apiMessages.selectionTimeout, { retryAfterSec: 5 });
      case 'shutdown':
        throw new AppError(503, apiMessages.overloaded, { retryAfterSec: 5 });
      default:
        this.deps.log.error({ type, detail: outcome.detail }, 'a one-off document job failed');
        throw new AppError(500, apiMessages.selectionFailed);
    }
  }

  /**
   * The status record by hash as the envelope's JSON text; a signed-in owner may also use the
   * numeric request id (the cabinet's history lists ids, already checked against the id range by
   * the route's schema). Anything else — unknown, malformed, another's id — is 404.
   *
   * The polled call (issue 28 item 8): one indexed read, and the row's JSON columns (response,
   * error, files — each written by JSON.stringify) are set into the answer as they are, not parsed
   * and written again, which was most of the call's time. status-poll.test.ts checks the text
   * against the `requestStatus` schema.
   */
  async status(key: string | number, user: AuthUser | null): Promise<RequestStatusJson> {
    let row: Awaited<ReturnType<RequestRepository['statusOf']>>;
    if (typeof key === 'string') {
      if (requestHash.safeParse(key).success) row = await this.repo.statusOf({ hash: key });
    } else if (user && key > 0) {
      row = await this.repo.statusOf({ id: key });
      if (row && row.user_id !== user.id) row = undefined;
    }
    if (!row) throw new AppError(404, apiMessages.requestNotFound);
    let files = 'null';
    if (row.state === 'done') {
      // Kept on the row since migration 0011. Older rows list their file rows.
      files = row.files
        ? this.listedFilesJson(row.type, row.files)
        : JSON.stringify(this.filesOf(row.type as RequestType, await this.deps.files.ofRequest(row.id)));
    }
    const text = (v: string) => JSON.stringify(v);
    return (`{"statusCode":200,"response":{"id":${row.id},"hash":${text(row.hash)},"type":${text(row.type)},` +
      `"state":${text(row.state)},"files":${files},"error":${row.error ?? 'null'},"refused":${row.refused === 1},` +
      `"response":${row.response ?? 'null'},"created":${text(row.created)},"updated":${text(row.updated)}}}`) as RequestStatusJson;
  }

  /**
   * The stored response of a user's finished request (parsed JSON); undefined when there is no such
   * request of theirs or it has none. The КП request checks a chosen solution against it.
   */
  async responseOf(userId: number, id: number): Promise<unknown> {
    const row = await this.repo.statusOf({ id });
    if (!row || row.user_id !== userId || row.response === null) return undefined;
    return parseJson(row.response);
  }

  /**
   * The solutions a user's request offers, by its calculator's `solutions`; null when the calculator
   * names none (then only `responseOf` tells), [] for no such request of theirs or one not done.
   */
  async solutionsOf(userId: number, id: number): Promise<KpSolutionOffer[] | null> {
    const row = await this.repo.statusOf({ id });
    const solutions = row && this.deps.calculators?.[row.type as RequestType]?.solutions;
    if (!row || !solutions) return row ? null : [];
    if (row.user_id !== userId || row.state !== 'done' || row.response === null) return [];
    try {
      return solutions(parseJson(row.response));
    } catch (err) {
      this.deps.log.warn({ err, id }, 'reading the solutions of a request failed');
      return [];
    }
  }

  /**
   * Deletes a signed-in user's request with its files (the cabinet's history delete); false when
   * there is no such request of theirs. A job still running finds its row gone and drops its result.
   */
  async removeForUser(userId: number, id: number): Promise<boolean> {
    const { database, files } = this.deps;
    const blobs = await database.db.transaction().execute(async (trx) => {
      // The row lock first: a job finishing right now has either committed its files (deleted
      // here) or will find the row gone and store nothing.
      if (!(await this.repo.lockOwned(trx, id, userId))) return null;
      const names = await files.deleteRows(trx, { requestId: id });
      await this.repo.remove(trx, id);
      return names;
    });
    if (blobs === null) return false;
    const left = await files.removeBlobs(blobs);
    if (left.length > 0)
      this.deps.log.warn({ requestId: id, left }, 'blobs of a deleted request not removed');
    return true;
  }

  /**
   * Re-queues what a crash (or a shutdown) left pending or running; a row already tried
   * MAX_ATTEMPTS times fails with a clear message instead. Answers how many were re-queued.
   */
  async resumeUnfinished(): Promise<number> {
    const rows = await this.repo.unfinished();
    let queued = 0;
    for (const row of rows) {
      if (row.attempts >= MAX_ATTEMPTS) {
        await this.abandon(row);
        continue;
      }
      if (this.deps.pool.isClosed) break;
      if (!(await this.repo.claim(row))) continue;
      const admission = this.deps.pool.admit({ force: true });
      this.track(this.runJob(admission, row));
      queued++;
    }
    if (queued > 0) this.deps.log.info({ queued }, 'selection requests re-queued after restart');
    return queued;
  }

  /** Fails a request interrupted MAX_ATTEMPTS times with a clear message (guarded by the attempt). */
  private async abandon(row: Pick<RequestRow, 'id' | 'attempts'>): Promise<void> {
    try {
      await this.repo.finish(this.deps.database.db, row.id, row.attempts, {
        state: 'failed',
        error: JSON.stringify(apiMessages.selectionAbandoned),
      });
      this.deps.log.warn(
        { requestId: row.id, attempts: row.attempts },
        'selection abandoned after repeated interruptions',
      );
    } catch (err) {
      this.deps.log.error({ err, requestId: row.id }, 'abandoning a selection request failed');
    }
  }

  /**
   * Starts the re-run (SQLite: what a crash left; PostgreSQL: joining the shared queue, whose sweep
   * takes back only dead instances' jobs), the summary keys' fill and the guest files' removal,
   * without delaying start-up; errors are logged.
   */
  startResume(): void {
    const resume = this.queue ? this.queue.start() : this.resumeUnfinished();
    this.track(
      resume.then(
        () => undefined,
        (err: unknown) => this.deps.log.error({ err }, 're-run of unfinished selection requests failed'),
      ),
    );
    this.track(
      this.fillSummaryKeys().then(
        () => undefined,
        (err: unknown) => this.deps.log.error({ err }, 'filling summary keys failed'),
      ),
    );
    this.track(
      this.fillSearchTerms().then(
        () => undefined,
        (err: unknown) => this.deps.log.error({ err }, 'filling search terms failed'),
      ),
    );
    this.track(
      this.removeGuestFiles().then(
        () => undefined,
        (err: unknown) => this.deps.log.error({ err }, 'removing guest files failed'),
      ),
    );
  }

  /**
   * Removes the files of guests' requests that earlier versions stored (no owner: nobody could ever
   * download them); none are stored any more (decision 0035). Answers how many were removed.
   */
  async removeGuestFiles(batch = 500): Promise<number> {
    const { files, database } = this.deps;
    let removed = 0;
    for (;;) {
      const ids = await database.db
        .selectFrom('file')
        .select('id')
        .where('owner_user_id', 'is', null)
        .limit(batch)
        .execute();
      if (ids.length === 0) break;
      const blobs = await database.db
        .transaction()
        .execute((trx) => files.deleteRows(trx, { ids: ids.map((r) => r.id) }));
      const left = await files.removeBlobs(blobs);
      if (left.length > 0) this.deps.log.warn({ left: left.length }, 'guest file blobs not removed');
      removed += ids.length;
    }
    if (removed > 0) this.deps.log.info({ removed }, 'guest files removed');
    return removed;
  }

  /**
   * Gives rows made before migration 0004 their summary key (the history search), a batch at a
   * time; answers how many were filled. A no-op once every row has one.
   */
  async fillSummaryKeys(batch = 500): Promise<number> {
    let filled = 0;
    let after = 0;
    for (;;) {
      if (this.deps.pool.isClosed) break;
      const rows = await this.repo.unkeyed(after, batch);
      if (rows.length === 0) break;
      await this.deps.database.db.transaction().execute(async (trx) => {
        for (const r of rows) {
          const key = summaryKey(this.describe(r.type as RequestType, r.input, r.response));
          await this.repo.setSummaryKey(trx, r.id, key);
        }
      });
      filled += rows.length;
      after = rows[rows.length - 1]!.id;
    }
    if (filled > 0) this.deps.log.info({ filled }, 'summary keys filled');
    return filled;
  }

  /**
   * Gives signed-in users' rows made before migration 0014 their search terms, a batch at a time;
   * answers how many were filled. A no-op once every row has them; a job finishing meanwhile keeps
   * the terms it wrote.
   */
  async fillSearchTerms(batch = 500): Promise<number> {
    let filled = 0;
    let after = 0;
    for (;;) {
      if (this.deps.pool.isClosed) break;
      const rows = await this.repo.untermed(after, batch);
      if (rows.length === 0) break;
      await this.deps.database.db.transaction().execute(async (trx) => {
        for (const r of rows) {
          const terms = this.searchTerms(r.type as RequestType, r.input, r.response);
          if (await this.repo.setTerms(trx, r.id, r.user_id!, terms, true)) filled++;
        }
      });
      after = rows[rows.length - 1]!.id;
    }
    if (filled > 0) this.deps.log.info({ filled }, 'search terms filled');
    return filled;
  }

  /**
   * Stops: no more claims, running jobs cut off (SQLite: left for the next start; PostgreSQL: handed
   * back to the shared queue at once), nothing writing once this resolves.
   */
  async close(): Promise<void> {
    this.closing.abort();
    await this.queue?.stop();
    await this.deps.pool.close();
    await this.settled();
    // With the database gone (a lost connection at shutdown) the lease simply runs out instead.
    await this.queue
      ?.leave()
      .catch((err: unknown) =>
        this.deps.log.warn({ err }, 'could not leave the job queue; its lease will run out'),
      );
  }

  /** Resolves when no job is writing any more (after the pool closed, or in tests). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private track(p: Promise<void>): void {
    this.pending.add(p);
    void p.finally(() => this.pending.delete(p));
  }

  /**
   * What the engine is told of its request; a `priced` calculator's job also gets the price list.
   * A list that cannot be read is logged and left out: the engine prices by its proxy and says so.
   */
  private async jobRequest(row: RequestRow, log: FastifyBaseLogger): Promise<JobRequest> {
    const request: JobRequest = { id: row.id, created: row.created, documents: row.user_id !== null };
    const module = this.deps.calculators?.[row.type as RequestType];
    if (!module?.priced || !this.deps.priceList) return request;
    try {
      return { ...request, priceList: await this.deps.priceList() };
    } catch (err) {
      log.warn({ err }, 'price list not read; the job prices by its proxy');
      return request;
    }
  }

  private async runJob(admission: Admission, row: RequestRow): Promise<void> {
    const log = this.deps.log.child({ requestId: row.id, type: row.type });
    const attempt = row.attempts + 1;
    let started: Promise<boolean> | undefined;
    try {
      const outcome = await admission.run(
        {
          type: row.type as RequestType,
          input: JSON.parse(row.input),
          request: await this.jobRequest(row, log),
        },
        () => {
          started = this.untilReachable(log, () => this.repo.markRunning(row.id, row.attempts));
          // Awaited once the job ends; until then a failure must not count as unhandled.
          started.catch(() => undefined);
        },
      );
      // The pool closed first: leave the row as it is; the next start re-runs it.
      if (outcome.kind === 'shutdown') {
        await started;
        return;
      }
      if (started && !(await started)) {
        log.warn('request taken over by another run; result dropped');
        return;
      }
      await this.untilReachable(log, () => this.store(row, attempt, outcome, log));
    } catch (err) {
      log.error({ err }, 'selection job bookkeeping failed');
    }
  }

  /**
   * Runs `step` (a job's bookkeeping) again while it fails because the database is out of reach,
   * until it succeeds, fails otherwise, or the service closes (then the last error is thrown).
   */
  private async untilReachable<T>(log: FastifyBaseLogger, step: () => Promise<T>): Promise<T> {
    for (let tries = 0; ; tries++) {
      try {
        const result = await step();
        if (tries > 0) log.info({ tries: tries + 1 }, 'selection job bookkeeping done: the database is back');
        return result;
      } catch (err) {
        if (!isDatabaseUnavailable(err) || this.closing.signal.aborted) throw err;
        if (tries === 0) log.warn({ err }, 'selection job bookkeeping waits for the database; retrying');
        const pause = BOOKKEEPING_RETRY_MS[Math.min(tries, BOOKKEEPING_RETRY_MS.length - 1)]!;
        await sleep(pause, undefined, { signal: this.closing.signal }).catch(() => undefined);
      }
    }
  }

  /**
   * Runs a row the shared queue claimed for this instance (already running, its attempt counted).
   * Cut off by a shutdown, the row goes back to the queue for another instance at once.
   */
  private async runClaimed(row: RequestRow): Promise<void> {
    const log = this.deps.log.child({ requestId: row.id, type: row.type });
    try {
      const outcome = await this.deps.pool.admit({ force: true }).run({
        type: row.type as RequestType,
        input: JSON.parse(row.input),
        request: await this.jobRequest(row, log),
      });
      if (outcome.kind === 'shutdown') {
        if (await this.repo.requeue(row.id, row.attempts, this.queue!.workerId))
          log.info('selection job handed back to the queue at shutdown');
        return;
      }
      await this.untilReachable(log, () => this.store(row, row.attempts, outcome, log));
    } catch (err) {
      log.error({ err }, 'selection job bookkeeping failed');
    }
  }

  private async store(
    row: RequestRow,
    attempt: number,
    outcome: Exclude<JobOutcome, { kind: 'shutdown' }>,
    log: FastifyBaseLogger,
  ) {
    const fail = async (error: string | string[], refused = false) => {
      const end = { state: 'failed', error: JSON.stringify(error), refused } as const;
      // A refusal leaves the history (its user_id cleared), its search terms with it.
      const changed = refused
        ? await this.deps.database.db.transaction().execute(async (trx) => {
            const ok = await this.repo.finish(trx, row.id, attempt, end);
            if (ok) await this.repo.dropTerms(trx, row.id);
            return ok;
          })
        : await this.repo.finish(this.deps.database.db, row.id, attempt, end);
      if (!changed) log.warn('request taken over by another run; failure dropped');
    };
    switch (outcome.kind) {
      case 'refused':
        log.info({ error: outcome.error }, 'selection refused by the engine');
        return fail(outcome.error, true);
      case 'timeout':
        log.warn('selection job exceeded its time limit');
        return fail(apiMessages.selectionTimeout);
      case 'failed':
        log.error({ detail: outcome.detail }, 'selection job failed');
        return fail(apiMessages.selectionFailed);
      case 'done':
        break;
    }
    let response: string;
    try {
      response = JSON.stringify(outcome.response ?? null);
    } catch (err) {
      log.error({ err }, 'engine response is not JSON-serialisable');
      return fail(apiMessages.selectionFailed);
    }
    const { files } = this.deps;
    const blobs: Array<{ storageName: string; size: number }> = [];
    // Nobody could download a guest's files: none are stored, whatever an engine made.
    const made = row.user_id === null ? [] : outcome.files;
    try {
      for (const f of made) blobs.push(await files.writeBlob(f.data));
      const names = uniqueNames(made.map((f) => cleanFileName(f.name)));
      await this.deps.database.db.transaction().execute(async (trx) => {
        const summary = this.describe(row.type as RequestType, row.input, response);
        // First, guarded (and the row locked, so a delete of the request waits for this).
        const end = { state: 'done', response, summaryKey: summaryKey(summary) } as const;
        if (!(await this.repo.finish(trx, row.id, attempt, end))) throw new StaleFinish();
        // Every offered model and article, in the transaction that makes them the answer.
        if (row.user_id !== null)
          await this.repo.setTerms(
            trx,
            row.id,
            row.user_id,
            this.searchTerms(row.type as RequestType, row.input, response, summary),
          );
        const rows: FileRow[] = [];
        for (const [i, f] of made.entries()) {
          rows.push(
            await files.insertRow(trx, blobs[i]!, {
              name: names[i]!,
              mime: f.mime,
              requestId: row.id,
              ownerUserId: row.user_id,
            }),
          );
        }
        if (rows.length > 0)
          await this.repo.setFiles(trx, row.id, JSON.stringify(this.filesOf(row.type as RequestType, rows)));
      });
      log.info({ files: blobs.length }, 'selection done');
    } catch (err) {
      await Promise.all(blobs.map((b) => files.removeBlob(b.storageName).catch(() => undefined)));
      if (err instanceof StaleFinish) {
        log.warn('request taken over by another run; result dropped');
        return;
      }
      // Not the result's fault: the caller stores it again once the database is back.
      if (isDatabaseUnavailable(err)) throw err;
      log.error({ err }, 'storing the selection result failed');
      await fail(apiMessages.selectionFailed);
    }
  }
}

/** The JSON text of `{statusCode: 200, response: RequestStatus}`, as GET /api/v1/request/{hash} sends it. */
export type RequestStatusJson = string & { readonly __json: 'RequestStatus' };

/** File names are keys of the status record's `files`; make repeats distinct: 'a.pdf', 'a (2).pdf'. */
export function uniqueNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.map((n) => {
    let name = n;
    for (let k = 2; seen.has(name); k++) {
      const dot = n.lastIndexOf('.');
      name = dot > 0 ? `${n.slice(0, dot)} (${k})${n.slice(dot)}` : `${n} (${k})`;
    }
    seen.add(name);
    return name;
  });
}
