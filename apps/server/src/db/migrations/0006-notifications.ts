// The header's notifications (decision 0034): a user's in-app items, newest first, with the unread
// ones counted per user; and the e-mail / SMS throttle, one row per (user, channel, key) holding
// the last send, so a send is claimed atomically across server instances sharing the database.
import type { Kysely } from 'kysely';
import { withId, type PodborMigration } from './helpers';

export const m0006_notifications: PodborMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('notification'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('account.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(32)', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('link', 'varchar(500)', (c) => c.notNull())
      .addColumn('created', 'varchar(32)', (c) => c.notNull())
      .addColumn('read_at', 'varchar(32)')
      .execute();
    // The list (newest first, by id) and the unread count (read_at is null) of one user.
    await db.schema
      .createIndex('notification_user_idx')
      .on('notification')
      .columns(['user_id', 'read_at', 'id'])
      .execute();
    await db.schema
      .createIndex('notification_list_idx')
      .on('notification')
      .columns(['user_id', 'id'])
      .execute();

    await db.schema
      .createTable('notification_send')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('account.id').onDelete('cascade'))
      /** sms | email */
      .addColumn('channel', 'varchar(8)', (c) => c.notNull())
      /** The caller's throttleKey, else kind + link. */
      .addColumn('throttle_key', 'varchar(600)', (c) => c.notNull())
      .addColumn('sent', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('notification_send_pk', ['user_id', 'channel', 'throttle_key'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('notification_send').execute();
    await db.schema.dropTable('notification').execute();
  },
});
