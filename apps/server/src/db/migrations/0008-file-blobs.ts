// File bytes in PostgreSQL (decision 0037): with several instances on one database every instance
// must reach every file, so in PostgreSQL mode a file's bytes are rows of 256 KB chunks beside its
// metadata. Deleting a `file` row (directly or by a cascade) deletes its bytes in the same
// transaction. SQLite mode keeps the bytes under DATA_DIR/files: nothing to create there.
import { sql, type Kysely } from 'kysely';
import type { PodborMigration } from './helpers';

export const m0008_file_blobs: PodborMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    // One row per stored blob: its size and when it was written (the start-up sweep removes blobs
    // whose `file` row never came, e.g. after a crash between the write and the row's insert).
    await db.schema
      .createTable('file_blob')
      .addColumn('storage_name', 'varchar(80)', (c) => c.primaryKey())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('created', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('file_blob_created_idx').on('file_blob').column('created').execute();
    await db.schema
      .createTable('file_chunk')
      .addColumn('storage_name', 'varchar(80)', (c) =>
        c.notNull().references('file_blob.storage_name').onDelete('cascade'),
      )
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('bytes', 'bytea', (c) => c.notNull())
      .addPrimaryKeyConstraint('file_chunk_pk', ['storage_name', 'seq'])
      .execute();
    // PDFs and PNGs are compressed already: store the chunks out of line without pglz's attempt.
    await sql`alter table file_chunk alter column bytes set storage external`.execute(db);
    // A statement trigger with a transition table: a bulk delete (a request's files, the guest
    // sweep) removes its blobs in one statement, in the deleting transaction.
    await sql`
      create function file_blob_release() returns trigger language plpgsql
      set search_path from current as $$
      begin
        delete from file_blob where storage_name in (select storage_name from old_rows);
        return null;
      end $$`.execute(db);
    await sql`
      create trigger file_blob_release after delete on file referencing old table as old_rows
      for each statement execute function file_blob_release()`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    await sql`drop trigger file_blob_release on file`.execute(db);
    await sql`drop function file_blob_release()`.execute(db);
    await db.schema.dropTable('file_chunk').execute();
    await db.schema.dropTable('file_blob').execute();
  },
});
