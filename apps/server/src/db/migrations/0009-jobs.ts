// The shared job queue of PostgreSQL mode (decision 0038): who holds a running request (its lease
// owner), whose share of the queue it counts against, and the live instances with their places.
import type { Kysely } from 'kysely';
import type { PodborMigration } from './helpers';

export const m0009_jobs: PodborMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('request')
      .addColumn('client', 'varchar(80)') // 'user:<id>' or 'ip:<address>'; null before 0009
      .execute();
    await db.schema
      .alterTable('request')
      .addColumn('lease_owner', 'varchar(40)') // the job_worker id running it; null while pending
      .execute();
    await db.schema
      .createTable('job_worker')
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      /** Worker threads + waiting places this instance brings to the shared queue. */
      .addColumn('places', 'integer', (c) => c.notNull())
      /** Last heartbeat, ms since the epoch by the database's clock. */
      .addColumn('seen', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('job_worker').execute();
    await db.schema.alterTable('request').dropColumn('lease_owner').execute();
    await db.schema.alterTable('request').dropColumn('client').execute();
  },
});
