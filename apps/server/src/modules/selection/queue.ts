// The shared job queue of PostgreSQL mode (decision 0038): pending request rows are the queue, an
// instance with a free worker thread claims the oldest (SKIP LOCKED) under a lease that its
// heartbeat keeps alive; any instance hands a silent instance's running jobs back to the queue.
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { apiMessages } from '@podbor/contracts';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { isDatabaseUnavailable } from '../../db/health';
import { AppError } from '../../http/errors';
import { clientShare, guestsShare, type SelectionPool } from './pool';
import { createRequestRepository, type RequestRepository, type RequestRow } from './repository';

/** How often an idle instance looks for jobs submitted elsewhere, ms. */
export const CLAIM_POLL_MS = 1000;

/** A worker row unseen this many leases is deleted (it is long dead; its jobs went back long ago). */
const FORGET_AFTER_LEASES = 20;

/** pg_advisory_xact_lock key of admission: counting and inserting are one step across instances. */
const ADMISSION_LOCK = 0x706f_6462_6f72; // 'podbor'

/** Now by the database's clock, ms since the epoch: instances' clocks may disagree, its does not. */
const nowMs = sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

export interface QueueClient {
  /** 'user:<id>' or 'ip:<address>'. */
  key: string;
  guest: boolean;
}

export interface SharedQueueDeps {
  database: Db;
  pool: SelectionPool;
  /** JOB_LEASE_MS. */
  leaseMs: number;
  log: FastifyBaseLogger;
  /** Runs a claimed row (already running, its attempt counted); never rejects. */
  run: (row: RequestRow) => Promise<void>;
  /** Fails a dead instance's row that has been interrupted too often; never rejects. */
  abandon: (row: Pick<RequestRow, 'id' | 'attempts'>) => Promise<void>;
  /** Interruptions after which a row is abandoned rather than run again. */
  maxAttempts: number;
}

/**
 * The log of a loop that reaches the database every second or so: while the database is out of
 * reach, its first failure and its recovery, not a line a second (decision 0040). Other errors are
 * logged each time.
 */
class LoopLog {
  private downSince: number | null = null;
  private failures = 0;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly what: string,
  ) {}

  failed(err: unknown): void {
    if (!isDatabaseUnavailable(err)) {
      this.log.error({ err }, `${this.what} failed`);
      return;
    }
    this.failures++;
    if (this.downSince !== null) return;
    this.downSince = Date.now();
    this.log.error({ err }, `${this.what} failed: the database is out of reach; trying again quietly`);
  }

  succeeded(): void {
    if (this.downSince === null) return;
    this.log.info(
      { downMs: Date.now() - this.downSince, failures: this.failures },
      `${this.what} works again: the database is back`,
    );
    this.downSince = null;
    this.failures = 0;
  }
}

export class SharedJobQueue {
  /** This instance's id in job_worker and request.lease_owner. */
  readonly workerId = `${os.hostname().slice(0, 24)}-${randomBytes(6).toString('hex')}`;
  private readonly repo: RequestRepository;
  private readonly db: Kysely<Database>;
  /** Claimed jobs of this instance still running. */
  private running = 0;
  private claiming: Promise<void> | null = null;
  private claimAgain = false;
  private timers: NodeJS.Timeout[] = [];
  private closed = false;
  private readonly claimLog: LoopLog;
  private readonly tickLog: LoopLog;

  constructor(private readonly deps: SharedQueueDeps) {
    this.db = deps.database.db;
    this.repo = createRequestRepository(this.db);
    this.claimLog = new LoopLog(deps.log, 'claiming selection jobs');
    this.tickLog = new LoopLog(deps.log, 'job queue heartbeat or sweep');
  }

  /** The time within which a dead instance's running jobs are claimed again, ms (decision 0038). */
  get takeoverMs(): number {
    return this.deps.leaseMs + this.tickMs + CLAIM_POLL_MS;
  }

  private get tickMs(): number {
    return Math.floor(this.deps.leaseMs / 3);
  }

  /** Joins the queue: heartbeat, a first sweep, and the timers; then claims what waits. */
  async start(): Promise<void> {
    await this.heartbeat();
    this.deps.log.info(
      { workerId: this.workerId, places: this.deps.pool.places, leaseMs: this.deps.leaseMs },
      'joined the shared job queue',
    );
    await this.sweep();
    if (this.closed) return;
    const tick = () =>
      this.heartbeat()
        .then(() => this.sweep())
        .then(
          () => this.tickLog.succeeded(),
          (err: unknown) => this.tickLog.failed(err),
        );
    this.timers.push(setInterval(() => void tick(), this.tickMs).unref());
    this.timers.push(setInterval(() => this.wake(), CLAIM_POLL_MS).unref());
    this.wake();
  }

  /**
   * Admits and stores a submission in one transaction: under a lock every instance takes, the
   * active rows are counted against the live instances' places (503 when full or when guests
   * hold their half, 429 beyond the client's eighth), and `insert` runs only when admitted.
   */
  async submit(
    client: QueueClient,
    insert: (trx: Transaction<Database>) => Promise<RequestRow>,
  ): Promise<RequestRow> {
    const { pool } = this.deps;
    if (this.closed) throw new AppError(503, apiMessages.overloaded, { retryAfterSec: 5 });
    const row = await this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${ADMISSION_LOCK})`.execute(trx);
      const places = Math.max(pool.places, await this.livePlaces(trx));
      const n = await this.repo.activeCounts(trx, client.key);
      const retryAfterSec = pool.retryAfterSec();
      if (n.active >= places) throw new AppError(503, apiMessages.overloaded, { retryAfterSec });
      if (n.mine >= clientShare(places)) throw new AppError(429, apiMessages.tooManyJobs, { retryAfterSec });
      if (client.guest && n.guests >= guestsShare(places))
        throw new AppError(503, apiMessages.overloaded, { retryAfterSec });
      return insert(trx);
    });
    this.wake();
    return row;
  }

  /** Claims pending rows while this instance has a free thread (one claimer at a time). */
  wake(): void {
    if (this.closed) return;
    if (this.claiming) {
      this.claimAgain = true;
      return;
    }
    this.claiming = this.claimFree()
      .then(
        () => this.claimLog.succeeded(),
        (err: unknown) => this.claimLog.failed(err),
      )
      .finally(() => {
        this.claiming = null;
        if (this.claimAgain) {
          this.claimAgain = false;
          this.wake();
        }
      });
  }

  /** Stops claiming; running jobs go on until the pool closes (their rows are then requeued). */
  async stop(): Promise<void> {
    this.closed = true;
    for (const t of this.timers.splice(0)) clearInterval(t);
    await this.claiming;
  }

  /** Leaves the queue: this instance's places no longer count. After stop() and the pool's close. */
  async leave(): Promise<void> {
    await this.db.deleteFrom('job_worker').where('id', '=', this.workerId).execute();
  }

  /** Places of the live instances (heard from within a lease). */
  private async livePlaces(conn: Kysely<Database>): Promise<number> {
    const row = await conn
      .selectFrom('job_worker')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('places'), eb.lit(0)).as('places'))
      .where('seen', '>', sql<number>`${nowMs} - ${this.deps.leaseMs}`)
      .executeTakeFirst();
    return Number(row?.places ?? 0);
  }

  private async claimFree(): Promise<void> {
    while (!this.closed && this.running < this.deps.pool.threads) {
      const row = await this.repo.claimNext(this.workerId);
      if (!row) return;
      this.running++;
      void this.deps.run(row).finally(() => {
        this.running--;
        this.wake();
      });
    }
  }

  /** Renews this instance's lease (re-joins if a sweep forgot it after a long stall). */
  async heartbeat(): Promise<void> {
    const res = await this.db
      .updateTable('job_worker')
      .set({ seen: nowMs, places: this.deps.pool.places })
      .where('id', '=', this.workerId)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) return;
    await this.db
      .insertInto('job_worker')
      .values({ id: this.workerId, places: this.deps.pool.places, seen: nowMs })
      .execute();
  }

  /**
   * Hands the running rows of instances not heard from within a lease (and rows from before the
   * queue, which name none) back to the queue; a row interrupted `maxAttempts` times is failed.
   * Answers how many went back. Every instance sweeps; the guards make a row move once.
   */
  async sweep(): Promise<number> {
    const live = await this.db
      .selectFrom('job_worker')
      .select('id')
      .where('seen', '>', sql<number>`${nowMs} - ${this.deps.leaseMs}`)
      .execute();
    let requeued = 0;
    for (const row of await this.repo.orphans(live.map((w) => w.id))) {
      if (row.attempts >= this.deps.maxAttempts) {
        await this.deps.abandon(row);
        continue;
      }
      if (await this.repo.requeue(row.id, row.attempts, row.lease_owner)) {
        requeued++;
        this.deps.log.warn(
          { requestId: row.id, owner: row.lease_owner, attempts: row.attempts },
          'selection job of a silent instance taken back into the queue',
        );
      }
    }
    await this.db
      .deleteFrom('job_worker')
      .where('seen', '<', sql<number>`${nowMs} - ${this.deps.leaseMs * FORGET_AFTER_LEASES}`)
      .execute();
    if (requeued > 0) this.wake();
    return requeued;
  }
}
