// Accounts, sessions, one-time codes and failed-attempt records (auth module).
import type { Kysely } from 'kysely';
import { withId, type PodborMigration } from './helpers';

export const m0002_auth: PodborMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('account'), dialect)
      .addColumn('phone', 'varchar(12)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)')
      .addColumn('firstname', 'varchar(30)')
      .addColumn('lastname', 'varchar(30)')
      .addColumn('patronymic', 'varchar(30)')
      .addColumn('notify_sms', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('notify_push', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('notify_email', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo('user'))
      .addColumn('created', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated', 'varchar(32)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('auth_session')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('account.id').onDelete('cascade'))
      .addColumn('created', 'varchar(32)', (c) => c.notNull())
      .addColumn('last_seen', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires_absolute', 'varchar(32)', (c) => c.notNull())
      .addColumn('revoked_at', 'varchar(32)')
      .execute();
    await db.schema.createIndex('auth_session_user_idx').on('auth_session').column('user_id').execute();

    await withId(db.schema.createTable('auth_code'), dialect)
      .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
      .addColumn('target', 'varchar(254)', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('account.id').onDelete('cascade'))
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('payload', 'text')
      .addColumn('channel', 'varchar(8)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires', 'varchar(32)', (c) => c.notNull())
      .addColumn('verified_at', 'varchar(32)')
      .addColumn('consumed_at', 'varchar(32)')
      .execute();
    await db.schema
      .createIndex('auth_code_target_idx')
      .on('auth_code')
      .columns(['target', 'created'])
      .execute();
    await db.schema
      .createIndex('auth_code_channel_idx')
      .on('auth_code')
      .columns(['channel', 'created'])
      .execute();

    await withId(db.schema.createTable('auth_attempt'), dialect)
      .addColumn('key', 'varchar(300)', (c) => c.notNull())
      .addColumn('at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('auth_attempt_key_idx').on('auth_attempt').columns(['key', 'at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('auth_attempt').execute();
    await db.schema.dropTable('auth_code').execute();
    await db.schema.dropTable('auth_session').execute();
    await db.schema.dropTable('account').execute();
  },
});
