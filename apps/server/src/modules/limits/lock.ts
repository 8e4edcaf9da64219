// The one way a limit that counts rows before inserting one holds across instances (decision 0041):
// the count and the insert run in one transaction that first takes the lock of (limit, user).
import { sql, type Transaction } from 'kysely';
import type { Db, Dialect } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * The first key of the two-key advisory locks of limits ('pl' + 'lm'): a space of its own, apart
 * from the single-key locks of the job queue and the chat's message order.
 */
const LIMIT_LOCKS = 0x706c_6c6d;

/**
 * Holds the lock of `key` (a limit and a user: `chat-topics:12`) until `trx` ends. PostgreSQL: a
 * transaction-scoped advisory lock on (LIMIT_LOCKS, hashtext(key)), so every instance's counts of
 * that key queue one after the other; two keys sharing a hash only queue together, never pass.
 * SQLite: nothing to take — one process, one connection, and Kysely runs a transaction alone on
 * it, so no other statement runs between its count and its insert.
 */
export async function lockLimit(trx: Transaction<Database>, dialect: Dialect, key: string): Promise<void> {
  if (dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(${LIMIT_LOCKS}, hashtext(${key}))`.execute(trx);
}

/**
 * Runs `work` (count, refuse or insert) in a transaction holding the lock of `key`: parallel calls
 * of one user through any instances count each other's inserts, so the limit is never passed.
 */
export function underLimitLock<T>(
  database: Db,
  key: string,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return database.db.transaction().execute(async (trx) => {
    await lockLimit(trx, database.dialect, key);
    return work(trx);
  });
}
