// Queries of the `request` table: create, read, and the guarded state changes of a job's life.
// Guards (expected state and attempt) make a stale finisher — e.g. after a re-run — change nothing.
import DataLoader from 'dataloader';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { RequestType } from '@podbor/contracts';
import type { Database } from '../../db/schema';
import type { RequestTable } from './tables';

export type RequestRow = Selectable<RequestTable>;

/** The columns of the status record (GET /api/v1/request/{hash}). */
const STATUS_COLUMNS = [
  'id',
  'hash',
  'type',
  'state',
  'user_id',
  'files',
  'error',
  'refused',
  'response',
  'created',
  'updated',
] as const;
type Conn = Kysely<Database> | Transaction<Database>;
type StatusRow = Pick<RequestRow, (typeof STATUS_COLUMNS)[number]>;

const toError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

/** At most this many keys in one batched status read (one statement text per list length). */
export const STATUS_BATCH_MAX = 32;

/**
 * Status reads asked for in one turn of the event loop are read together, in one query (decision
 * 0049). Every calculator page polls GET /api/v1/request/{hash}; on PostgreSQL each read is a round
 * trip whose fixed cost (the socket write and read, the backend's wake-up) was most of the call's
 * CPU. Under load, the polls that arrive together share one round trip; alone, a poll waits only
 * for the end of the current I/O phase (setImmediate). Nothing is cached: each read is fresh.
 */
function statusLoader<K extends 'hash' | 'id'>(db: Kysely<Database>, column: K) {
  type Key = K extends 'hash' ? string : number;
  return new DataLoader<Key, StatusRow | undefined>(
    async (keys) => {
      const read = (list: readonly Key[]) =>
        db
          .selectFrom('request')
          .select(STATUS_COLUMNS)
          .where(column, 'in', list as never)
          .execute();
      let rows: StatusRow[];
      try {
        rows = await read(keys);
      } catch (err) {
        if (keys.length === 1) throw err;
        // One poll's failure is its own, not its neighbours': each is read again alone.
        return Promise.all(
          keys.map((k) =>
            read([k]).then(
              ([row]) => row,
              (e: unknown) => toError(e),
            ),
          ),
        );
      }
      const by = new Map<unknown, StatusRow>(rows.map((r) => [r[column], r]));
      return keys.map((k) => by.get(k));
    },
    { cache: false, maxBatchSize: STATUS_BATCH_MAX, batchScheduleFn: (run) => setImmediate(run) },
  );
}

const now = () => new Date().toISOString();

export function createRequestRepository(db: Kysely<Database>) {
  const statusByHash = statusLoader(db, 'hash');
  const statusById = statusLoader(db, 'id');
  return {
    async insert(
      r: {
        hash: string;
        type: RequestType;
        userId: number | null;
        input: string;
        summaryKey: string;
        /** Whose share of the queue it counts against: 'user:<id>' or 'ip:<address>'. */
        client?: string;
      },
      conn: Conn = db,
    ): Promise<RequestRow> {
      const t = now();
      return conn
        .insertInto('request')
        .values({
          hash: r.hash,
          type: r.type,
          user_id: r.userId,
          state: 'pending',
          input: r.input,
          summary_key: r.summaryKey,
          response: null,
          error: null,
          attempts: 0,
          created: t,
          updated: t,
          client: r.client ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * What the polled status record needs of a request, by hash or id: a read by a unique index,
     * batched with the other status reads of the same moment (statusLoader). The columns are named
     * (not `*`), so PostgreSQL runs it as a prepared statement (database.ts).
     */
    statusOf: (by: { hash: string } | { id: number }): Promise<StatusRow | undefined> =>
      'hash' in by ? statusByHash.load(by.hash) : statusById.load(by.id),

    byId: (id: number) => db.selectFrom('request').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * The user's newest request of this type with exactly this input that is done or still under
     * way (a failed one is not reused: it is run again). `summaryKey` narrows it on an index.
     */
    reusable: (userId: number, type: RequestType, input: string, summaryKey: string) =>
      db
        .selectFrom('request')
        .selectAll()
        .where('user_id', '=', userId)
        .where('summary_key', '=', summaryKey)
        .where('type', '=', type)
        .where('input', '=', input)
        .where('state', 'in', ['pending', 'running', 'done'])
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /** A reused done request moves to the top of its owner's history. */
    async touchDone(id: number): Promise<void> {
      await db
        .updateTable('request')
        .set({ updated: now() })
        .where('id', '=', id)
        .where('state', '=', 'done')
        .execute();
    },

    /** Rows without a summary key yet (made before migration 0004), oldest first. */
    unkeyed: (afterId: number, limit: number) =>
      db
        .selectFrom('request')
        .select(['id', 'type', 'input', 'response'])
        .where('id', '>', afterId)
        .where('summary_key', 'is', null)
        .orderBy('id')
        .limit(limit)
        .execute(),

    async setSummaryKey(conn: Conn, id: number, summaryKey: string): Promise<void> {
      await conn.updateTable('request').set({ summary_key: summaryKey }).where('id', '=', id).execute();
    },

    /**
     * Replaces a signed-in user's request's search terms (folded, distinct) and marks them written,
     * in the caller's transaction (creating or finishing the request); false when nothing was done.
     */
    async setTerms(
      conn: Conn,
      id: number,
      userId: number,
      terms: readonly string[],
      /** Only if none are written yet (the start-up fill: a job finishing meanwhile wins). */
      onlyUnfilled = false,
    ): Promise<boolean> {
      const marked = await conn
        .updateTable('request')
        .set({ terms_filled: 1 })
        .where('id', '=', id)
        .$if(onlyUnfilled, (q) => q.where('terms_filled', '=', 0))
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return false;
      await conn.deleteFrom('request_term').where('request_id', '=', id).execute();
      if (terms.length > 0) {
        const { updated } = await conn
          .selectFrom('request')
          .select('updated')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        await conn
          .insertInto('request_term')
          .values(terms.map((term) => ({ request_id: id, term, user_id: userId, updated })))
          .execute();
      }
      return true;
    },

    /** A refused request leaves its owner's history: its terms go with its user_id. */
    async dropTerms(conn: Conn, id: number): Promise<void> {
      await conn.deleteFrom('request_term').where('request_id', '=', id).execute();
    },

    /** Signed-in users' rows whose search terms are not written yet (made before 0014), oldest first. */
    untermed: (afterId: number, limit: number) =>
      db
        .selectFrom('request')
        .select(['id', 'type', 'user_id', 'input', 'response'])
        .where('id', '>', afterId)
        .where('terms_filled', '=', 0)
        .where('user_id', 'is not', null)
        .orderBy('id')
        .limit(limit)
        .execute(),

    /** Locks a user's row for a change (a no-op write); false when it is not theirs. */
    async lockOwned(conn: Conn, id: number, userId: number): Promise<boolean> {
      const res = await conn
        .updateTable('request')
        .set((eb) => ({ user_id: eb.ref('user_id') }))
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** Deletes a row; its files' rows, project attachments and search terms go with it (foreign keys). */
    async remove(conn: Conn, id: number): Promise<void> {
      await conn.deleteFrom('request').where('id', '=', id).execute();
    },

    /** Rows a crash left behind: still pending or running. */
    unfinished: () =>
      db
        .selectFrom('request')
        .selectAll()
        .where('state', 'in', ['pending', 'running'])
        .orderBy('id')
        .execute(),

    /**
     * Takes a left-behind row for a re-run; false when another starting instance took it first.
     * It resets the row to pending so the status record is honest while the job waits again.
     */
    async claim(row: RequestRow): Promise<boolean> {
      const res = await db
        .updateTable('request')
        .set({ state: 'pending', updated: now() })
        .where('id', '=', row.id)
        .where('attempts', '=', row.attempts)
        .where('updated', '=', row.updated)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    // The shared queue of PostgreSQL mode (decision 0038; queue.ts). Pending rows are the queue;
    // a running row is leased to the instance in lease_owner while that instance's heartbeat lives.

    /**
     * What the active rows hold of the queue, for admission: all of them, this client's, guests'.
     */
    async activeCounts(conn: Conn, client: string) {
      const row = await conn
        .selectFrom('request')
        .select((eb) => [
          eb.fn.countAll<number>().as('active'),
          eb.fn.sum<number>(eb.case().when('client', '=', client).then(1).else(0).end()).as('mine'),
          eb.fn.sum<number>(eb.case().when('user_id', 'is', null).then(1).else(0).end()).as('guests'),
        ])
        .where('state', 'in', ['pending', 'running'])
        .executeTakeFirstOrThrow();
      return { active: Number(row.active), mine: Number(row.mine ?? 0), guests: Number(row.guests ?? 0) };
    },

    /**
     * Takes the oldest pending row for `owner` (PostgreSQL: rows another instance is taking are
     * skipped, not waited for): running, one more attempt. Undefined when the queue is empty.
     */
    async claimNext(owner: string): Promise<RequestRow | undefined> {
      return db
        .updateTable('request')
        .set((eb) => ({
          state: 'running',
          attempts: eb('attempts', '+', 1),
          lease_owner: owner,
          updated: now(),
        }))
        .where('id', '=', (eb) =>
          eb
            .selectFrom('request')
            .select('id')
            .where('state', '=', 'pending')
            .orderBy('id')
            .limit(1)
            .forUpdate()
            .skipLocked(),
        )
        .where('state', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Gives a running row back to the queue (its holder shut down, or died: `owner` is who held
     * it). Guarded by the attempt, so a row already taken over or finished is left alone.
     */
    async requeue(id: number, attempt: number, owner: string | null): Promise<boolean> {
      const res = await db
        .updateTable('request')
        .set({ state: 'pending', lease_owner: null, updated: now() })
        .where('id', '=', id)
        .where('attempts', '=', attempt)
        .where('state', '=', 'running')
        .where((eb) => (owner === null ? eb('lease_owner', 'is', null) : eb('lease_owner', '=', owner)))
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** Running rows whose holder is none of `live` (or unknown: rows from before the queue). */
    orphans: (live: string[]) =>
      db
        .selectFrom('request')
        .select(['id', 'attempts', 'lease_owner'])
        .where('state', '=', 'running')
        .where((eb) =>
          live.length === 0
            ? eb.lit(true)
            : eb.or([eb('lease_owner', 'is', null), eb('lease_owner', 'not in', live)]),
        )
        .orderBy('id')
        .execute(),

    /** The job got a thread: running, one more attempt. */
    async markRunning(id: number, prevAttempts: number): Promise<boolean> {
      const res = await db
        .updateTable('request')
        .set({ state: 'running', attempts: prevAttempts + 1, updated: now() })
        .where('id', '=', id)
        .where('attempts', '=', prevAttempts)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** The status record's files of a done row (JSON of `filesRecord`), in its finishing transaction. */
    async setFiles(conn: Conn, id: number, files: string): Promise<void> {
      await conn.updateTable('request').set({ files }).where('id', '=', id).execute();
    },

    /**
     * Ends a job: done with a response, or failed with an error (a message or a list). Only the
     * holder of `attempt` may end it; answers false (and changes nothing) otherwise.
     */
    async finish(
      conn: Conn,
      id: number,
      attempt: number,
      end:
        | { state: 'done'; response: string; summaryKey?: string }
        | { state: 'failed'; error: string; refused?: boolean },
    ): Promise<boolean> {
      const res = await conn
        .updateTable('request')
        .set({
          state: end.state,
          response: end.state === 'done' ? end.response : null,
          error: end.state === 'failed' ? end.error : null,
          refused: end.state === 'failed' && end.refused ? 1 : 0,
          // A refusal of the duty is an answer, not a calculation (issue 33 item 6): its hash still
          // answers the poll, but it leaves its owner's history (the history count follows, trigger).
          ...(end.state === 'failed' && end.refused ? { user_id: null } : {}),
          // Done: no files until setFiles lists them, in the same transaction.
          files: end.state === 'done' ? 'null' : null,
          updated: now(),
          ...(end.state === 'done' && end.summaryKey !== undefined ? { summary_key: end.summaryKey } : {}),
        })
        .where('id', '=', id)
        .where('attempts', '=', attempt)
        .where('state', 'in', ['pending', 'running'])
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
  };
}

export type RequestRepository = ReturnType<typeof createRequestRepository>;
