// Selection requests and stored files.
import type { Kysely } from 'kysely';
import { withId, type PodborMigration } from './helpers';

export const m0001_selection: PodborMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('request'), dialect)
      .addColumn('hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('user_id', 'integer')
      .addColumn('state', 'varchar(16)', (c) => c.notNull())
      .addColumn('input', 'text', (c) => c.notNull())
      .addColumn('response', 'text')
      .addColumn('error', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('request_state_idx').on('request').column('state').execute();
    await db.schema.createIndex('request_user_idx').on('request').columns(['user_id', 'updated']).execute();

    await withId(db.schema.createTable('file'), dialect)
      .addColumn('storage_name', 'varchar(80)', (c) => c.notNull().unique())
      .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('mime', 'varchar(100)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('request_id', 'integer', (c) => c.references('request.id').onDelete('cascade'))
      .addColumn('owner_user_id', 'integer')
      .addColumn('created', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('file_request_idx').on('file').column('request_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('file').execute();
    await db.schema.dropTable('request').execute();
  },
});
