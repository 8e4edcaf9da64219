// The history search by what a calculation offered (issue 33 item 6): `request_term`, a row per
// folded search term of a signed-in user's request — its title and every offered model name and
// article — so a prefix ('clh 100s', 'lt 40') is one index range. Written by the selection service
// with the request (and replaced when it is done); rows from before are filled at start.
import { sql, type Kysely } from 'kysely';
import type { PodborMigration } from '../migrate';

export const m0015_request_terms: PodborMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('request_term')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      // Byte order on PostgreSQL too, as request.summary_key (0004): a prefix is one index range.
      .addColumn('term', dialect === 'postgres' ? sql`varchar(100) collate "C"` : 'varchar(100)', (c) =>
        c.notNull(),
      )
      .addColumn('request_id', 'integer', (c) => c.notNull().references('request.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('request_term_pk', ['user_id', 'term', 'request_id'])
      .execute();
    // The cascade's lookup, and a request's own terms when they are replaced.
    await db.schema
      .createIndex('request_term_request_idx')
      .on('request_term')
      .columns(['request_id'])
      .execute();
    // 1 once the request's terms are written; 0 on rows from before (filled at start).
    await db.schema
      .alterTable('request')
      .addColumn('terms_filled', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('request').dropColumn('terms_filled').execute();
    await db.schema.dropTable('request_term').execute();
  },
});
