// The personal cabinet: objects, their projects, calculations attached to projects, comments; and
// for the history (a user's requests, newest first) its indexes on `request` and a per-user count.
import { sql, type Kysely } from 'kysely';
import { createRowCounter, dropRowCounter, withId, type PodborMigration } from './helpers';

export const m0003_cabinet: PodborMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('cabinet_object'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('account.id').onDelete('cascade'))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      /** The name folded for search (lower case, ё → е). */
      .addColumn('name_key', 'varchar(100)', (c) => c.notNull())
      .addColumn('comment', 'text')
      .addColumn('created', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('cabinet_object_user_idx')
      .on('cabinet_object')
      .columns(['user_id', 'id'])
      .execute();

    await withId(db.schema.createTable('cabinet_project'), dialect)
      .addColumn('object_id', 'integer', (c) =>
        c.notNull().references('cabinet_object.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('name_key', 'varchar(100)', (c) => c.notNull())
      .addColumn('comment', 'text')
      .addColumn('created', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('cabinet_project_object_idx')
      .on('cabinet_project')
      .columns(['object_id', 'id'])
      .execute();

    await db.schema
      .createTable('project_calc')
      .addColumn('project_id', 'integer', (c) =>
        c.notNull().references('cabinet_project.id').onDelete('cascade'),
      )
      .addColumn('request_id', 'integer', (c) => c.notNull().references('request.id').onDelete('cascade'))
      .addColumn('attached', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('project_calc_pk', ['project_id', 'request_id'])
      .execute();
    await db.schema
      .createIndex('project_calc_request_idx')
      .on('project_calc')
      .columns(['request_id', 'project_id'])
      .execute();

    await withId(db.schema.createTable('cabinet_comment'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('account.id').onDelete('cascade'))
      .addColumn('object_id', 'integer', (c) =>
        c.notNull().references('cabinet_object.id').onDelete('cascade'),
      )
      /** Null: a comment on the object itself. */
      .addColumn('project_id', 'integer', (c) => c.references('cabinet_project.id').onDelete('cascade'))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('file_id', 'integer', (c) => c.references('file.id').onDelete('set null'))
      .addColumn('created', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('cabinet_comment_target_idx')
      .on('cabinet_comment')
      .columns(['object_id', 'project_id', 'id'])
      .execute();
    await db.schema
      .createIndex('cabinet_comment_project_idx')
      .on('cabinet_comment')
      .columns(['project_id', 'id'])
      .execute();

    // The history page: a user's requests newest first, or of one type, within dates; both indexes
    // cover what the page filters and counts on. They replace request_user_idx (user_id, updated).
    await db.schema.dropIndex('request_user_idx').execute();
    await db.schema
      .createIndex('request_history_idx')
      .on('request')
      .columns(['user_id', 'updated', 'id'])
      .execute();
    await db.schema
      .createIndex('request_history_type_idx')
      .on('request')
      .columns(['user_id', 'type', 'updated', 'id'])
      .execute();
    // The unfiltered history count, kept by triggers: counting 100,000 rows on every page view
    // would cost more than the rest of the page.
    await db.schema
      .createTable('history_count')
      .addColumn('user_id', 'integer', (c) => c.primaryKey())
      .addColumn('n', 'integer', (c) => c.notNull())
      .execute();
    await sql`insert into history_count (user_id, n)
      select user_id, count(*) from request where user_id is not null group by user_id`.execute(db);
    await createRowCounter(db, dialect, { table: 'request', key: 'user_id', counter: 'history_count' });
  },
  async down(db: Kysely<unknown>) {
    await dropRowCounter(db, dialect, 'history_count', 'request');
    await db.schema.dropTable('history_count').execute();
    await db.schema.dropIndex('request_history_type_idx').execute();
    await db.schema.dropIndex('request_history_idx').execute();
    await db.schema.createIndex('request_user_idx').on('request').columns(['user_id', 'updated']).execute();
    await db.schema.dropTable('cabinet_comment').execute();
    await db.schema.dropTable('project_calc').execute();
    await db.schema.dropTable('cabinet_project').execute();
    await db.schema.dropTable('cabinet_object').execute();
  },
});
