// Fixed-window rate-limit counters shared by every instance on the database (decision 0039): one
// row per limit key, its count in the current window and when that window ends.
import { sql, type Kysely } from 'kysely';
import type { PodborMigration } from './helpers';

export const m0010_rate_limits: PodborMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const table = db.schema.createTable('rate_limit');
    // UNLOGGED on PostgreSQL: a counter write then waits for no WAL flush (the hot path of every
    // limited request). The price — counters emptied after a crash, not copied to replicas — is a
    // fresh window, which a limit can afford.
    await (dialect === 'postgres' ? table.modifyFront(sql`unlogged`) : table)
      .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      /** ISO 8601 UTC: the end of the key's current window. */
      .addColumn('expires', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rate_limit').execute();
  },
});
