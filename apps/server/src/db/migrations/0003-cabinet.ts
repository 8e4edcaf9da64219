// The personal cabinet: objects, their projects, calculations attached to projects, comments; and
// the history's index on `request` (the history is the user's requests, newest first).
import type { Kysely } from 'kysely';
import type { PodborMigration } from '../migrate';
import { withId } from './helpers';

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

    // The history page: a user's requests newest first, filtered by type and searched by id, counted
    // from the index alone. It replaces request_user_idx (user_id, updated), its prefix.
    await db.schema.dropIndex('request_user_idx').execute();
    await db.schema
      .createIndex('request_history_idx')
      .on('request')
      .columns(['user_id', 'updated', 'id', 'type'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('request_history_idx').execute();
    await db.schema.createIndex('request_user_idx').on('request').columns(['user_id', 'updated']).execute();
    await db.schema.dropTable('cabinet_comment').execute();
    await db.schema.dropTable('project_calc').execute();
    await db.schema.dropTable('cabinet_project').execute();
    await db.schema.dropTable('cabinet_object').execute();
  },
});
