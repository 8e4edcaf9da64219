// The history search by what a calculation was: `request.summary_key`, the folded start of its
// summary title (a pump selection's model, 'evr 10-4'), set by the selection service when a request
// is created and when it finishes; null until then ('' for a request with no summary). Rows made
// before this migration are filled by the service at start (it needs the calculators' describe).
import { sql, type Kysely } from 'kysely';
import type { PodborMigration } from './helpers';

export const m0004_request_summary: PodborMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    // Byte order on PostgreSQL too, so a prefix is one index range on both databases (the column
    // holds folded text; a linguistic collation's order would not keep a prefix's rows together).
    await db.schema
      .alterTable('request')
      .addColumn('summary_key', dialect === 'postgres' ? sql`varchar(100) collate "C"` : 'varchar(100)')
      .execute();
    // A model search reads the matches' index entries only: the range, their count and their
    // newest-first order (per key) are in the index; only the page's rows are read from the table.
    await db.schema
      .createIndex('request_summary_idx')
      .on('request')
      .columns(['user_id', 'summary_key', 'updated', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('request_summary_idx').execute();
    await db.schema.alterTable('request').dropColumn('summary_key').execute();
  },
});
