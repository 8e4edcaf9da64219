// Chat with a manager (decision 0036): topics of a customer with their read marks and newest
// message per side kept on the row (the inbox sorts unread first without counting), and messages.
import type { Kysely } from 'kysely';
import { withId, type PodborMigration } from './helpers';

export const m0007_chat: PodborMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('chat_topic'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('account.id').onDelete('cascade'))
      .addColumn('title', 'varchar(100)', (c) => c.notNull())
      .addColumn('title_key', 'varchar(100)', (c) => c.notNull())
      .addColumn('ref_kind', 'varchar(16)')
      .addColumn('ref_id', 'integer')
      .addColumn('ref_name', 'varchar(200)')
      .addColumn('created', 'varchar(32)', (c) => c.notNull())
      .addColumn('activity', 'varchar(32)', (c) => c.notNull())
      .addColumn('status', 'varchar(8)', (c) => c.notNull())
      .addColumn('closed_by', 'varchar(8)')
      .addColumn('customer_deleted', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_message_at', 'varchar(32)')
      .addColumn('preview', 'varchar(200)')
      .addColumn('last_customer_msg', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_manager_msg', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('customer_read', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('manager_read', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // The customer's list (by start or by activity) and the managers' inbox (by activity).
    await db.schema
      .createIndex('chat_topic_user_idx')
      .on('chat_topic')
      .columns(['user_id', 'customer_deleted', 'id'])
      .execute();
    await db.schema
      .createIndex('chat_topic_user_activity_idx')
      .on('chat_topic')
      .columns(['user_id', 'activity'])
      .execute();
    await db.schema.createIndex('chat_topic_activity_idx').on('chat_topic').columns(['activity']).execute();

    await withId(db.schema.createTable('chat_message'), dialect)
      .addColumn('topic_id', 'integer', (c) => c.notNull().references('chat_topic.id').onDelete('cascade'))
      .addColumn('author_id', 'integer', (c) => c.notNull().references('account.id').onDelete('cascade'))
      .addColumn('from_manager', 'integer', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('file_id', 'integer', (c) => c.references('file.id').onDelete('set null'))
      .addColumn('created', 'varchar(32)', (c) => c.notNull())
      .execute();
    // A topic's pages, its unread count per side, and the flood count per author.
    await db.schema
      .createIndex('chat_message_topic_idx')
      .on('chat_message')
      .columns(['topic_id', 'from_manager', 'id'])
      .execute();
    await db.schema
      .createIndex('chat_message_page_idx')
      .on('chat_message')
      .columns(['topic_id', 'id'])
      .execute();
    await db.schema
      .createIndex('chat_message_author_idx')
      .on('chat_message')
      .columns(['author_id', 'created'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('chat_message').execute();
    await db.schema.dropTable('chat_topic').execute();
  },
});
