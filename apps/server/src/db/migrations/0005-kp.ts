// КП requests: the request with the copy (snapshot) of what it refers to, and its timeline of
// status changes and comments; indexes for the customer's list and the manager's queue.
import type { Kysely } from 'kysely';
import { withId, type PodborMigration } from './helpers';

export const m0005_kp: PodborMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('kp_request'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('account.id').onDelete('cascade'))
      /** Live links while the object / project exist; the names are in `snapshot`. */
      .addColumn('object_id', 'integer', (c) => c.references('cabinet_object.id').onDelete('set null'))
      .addColumn('project_id', 'integer', (c) => c.references('cabinet_project.id').onDelete('set null'))
      .addColumn('object_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('comment', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      /** JSON: kpSnapshot of @podbor/contracts. */
      .addColumn('snapshot', 'text', (c) => c.notNull())
      /** JSON array of the calculation ids sent. */
      .addColumn('calc_ids', 'text', (c) => c.notNull())
      /** Folded text the search looks in: object, projects, calculation titles, comment. */
      .addColumn('search_key', 'text', (c) => c.notNull())
      .addColumn('file_id', 'integer', (c) => c.references('file.id').onDelete('set null'))
      .addColumn('offer_file_id', 'integer', (c) => c.references('file.id').onDelete('set null'))
      .addColumn('manager_comment', 'text')
      .addColumn('created', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated', 'varchar(32)', (c) => c.notNull())
      .execute();
    // The customer's list (newest first) and tiles; the queue by status, by date; object history.
    await db.schema.createIndex('kp_user_idx').on('kp_request').columns(['user_id', 'id']).execute();
    await db.schema
      .createIndex('kp_user_status_idx')
      .on('kp_request')
      .columns(['user_id', 'status', 'id'])
      .execute();
    await db.schema.createIndex('kp_status_idx').on('kp_request').columns(['status', 'id']).execute();
    await db.schema.createIndex('kp_created_idx').on('kp_request').columns(['created', 'id']).execute();
    await db.schema.createIndex('kp_object_idx').on('kp_request').columns(['object_id', 'id']).execute();
    await db.schema.createIndex('kp_project_idx').on('kp_request').columns(['project_id', 'id']).execute();

    await withId(db.schema.createTable('kp_event'), dialect)
      .addColumn('kp_id', 'integer', (c) => c.notNull().references('kp_request.id').onDelete('cascade'))
      /** Who (null once the account is gone). */
      .addColumn('user_id', 'integer', (c) => c.references('account.id').onDelete('set null'))
      /** created | status | comment | offer */
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('from_status', 'varchar(16)')
      .addColumn('to_status', 'varchar(16)')
      .addColumn('text', 'text')
      .addColumn('created', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('kp_event_kp_idx').on('kp_event').columns(['kp_id', 'id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('kp_event').execute();
    await db.schema.dropTable('kp_request').execute();
  },
});
