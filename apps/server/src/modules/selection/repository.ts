// Queries of the `request` table: create, read, and the guarded state changes of a job's life.
// Guards (expected state and attempt) make a stale finisher — e.g. after a re-run — change nothing.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { RequestType } from '@podbor/contracts';
import type { Database } from '../../db/schema';
import type { RequestTable } from './tables';

export type RequestRow = Selectable<RequestTable>;
type Conn = Kysely<Database> | Transaction<Database>;

const now = () => new Date().toISOString();

export function createRequestRepository(db: Kysely<Database>) {
  return {
    async insert(r: {
      hash: string;
      type: RequestType;
      userId: number | null;
      input: string;
      summaryKey: string;
    }): Promise<RequestRow> {
      const t = now();
      return db
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
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    byHash: (hash: string) =>
      db.selectFrom('request').selectAll().where('hash', '=', hash).executeTakeFirst(),

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

    /** Deletes a row; its files' rows and its project attachments go with it (foreign keys). */
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

    /**
     * Ends a job: done with a response, or failed with an error (a message or a list). Only the
     * holder of `attempt` may end it; answers false (and changes nothing) otherwise.
     */
    async finish(
      conn: Conn,
      id: number,
      attempt: number,
      end: { state: 'done'; response: string; summaryKey?: string } | { state: 'failed'; error: string },
    ): Promise<boolean> {
      const res = await conn
        .updateTable('request')
        .set({
          state: end.state,
          response: end.state === 'done' ? end.response : null,
          error: end.state === 'failed' ? end.error : null,
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
