// The history search by what a calculation offered (issue 33 item 6): `request_term`, a row per
// folded search term of a signed-in user's request — its title and every offered model name and
// article — so a prefix ('clh 100s', 'lt 40') is one index range. Written by the selection service
// with the request (and replaced when it is done); rows from before are filled at start.
import { sql, type Kysely } from 'kysely';
import type { PodborMigration } from './helpers';

export const m0014_request_terms: PodborMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('request_term')
      .addColumn('request_id', 'integer', (c) => c.notNull().references('request.id').onDelete('cascade'))
      // Byte order on PostgreSQL too, as request.summary_key (0004): a prefix is one index range.
      .addColumn('term', dialect === 'postgres' ? sql`varchar(100) collate "C"` : 'varchar(100)', (c) =>
        c.notNull(),
      )
      // The request's owner and `updated`, copied, so a search's count and page order are read from
      // the index below alone; `updated` follows the request's by the trigger below.
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('updated', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('request_term_pk', ['request_id', 'term'])
      .execute();
    await db.schema
      .createIndex('request_term_search_idx')
      .on('request_term')
      .columns(['user_id', 'term', 'updated', 'request_id'])
      .execute();
    if (dialect === 'sqlite') {
      await sql`create trigger request_term_updated after update of updated on request
        when old.updated is not new.updated
        begin update request_term set updated = new.updated where request_id = new.id; end`.execute(db);
    } else {
      await sql`create function request_term_updated() returns trigger language plpgsql
        set search_path from current as $$ begin
          update request_term set updated = new.updated where request_id = new.id; return null;
        end $$`.execute(db);
      await sql`create trigger request_term_updated after update of updated on request for each row
        when (old.updated is distinct from new.updated) execute function request_term_updated()`.execute(db);
    }
    // 1 once the request's terms are written; 0 on rows from before (filled at start).
    await db.schema
      .alterTable('request')
      .addColumn('terms_filled', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('request').dropColumn('terms_filled').execute();
    if (dialect === 'sqlite') await sql`drop trigger request_term_updated`.execute(db);
    else {
      await sql`drop trigger request_term_updated on request`.execute(db);
      await sql`drop function request_term_updated()`.execute(db);
    }
    await db.schema.dropTable('request_term').execute();
  },
});
