// Commercial offers (issue 31, decision 0046): the imported price list (one row per article, money in
// integer kopecks), the composed offers of a КП request with their revisions, and the customer's
// pending acceptance codes.
import type { Kysely } from 'kysely';
import { withId, type PodborMigration } from './helpers';

export const m0012_kp_offers: PodborMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    // Empty until a manager imports one: the shipped illustrative file answers meanwhile.
    await db.schema
      .createTable('price_item')
      .addColumn('article', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('price', 'bigint', (c) => c.notNull())
      .addColumn('price_date', 'varchar(10)', (c) => c.notNull())
      /** The imported file's name. */
      .addColumn('source', 'varchar(200)', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('kp_offer'), dialect)
      .addColumn('kp_id', 'integer', (c) => c.notNull().references('kp_request.id').onDelete('cascade'))
      .addColumn('revision', 'integer', (c) => c.notNull())
      /** sent | superseded | accepted | declined (expired is read off valid_until). */
      .addColumn('state', 'varchar(16)', (c) => c.notNull())
      /** JSON: the composed document (number, date, lines, totals, terms, company, VAT rate). */
      .addColumn('doc', 'text', (c) => c.notNull())
      /** YYYY-MM-DD, Moscow calendar; valid to the end of that day. */
      .addColumn('valid_until', 'varchar(10)', (c) => c.notNull())
      .addColumn('file_id', 'integer', (c) => c.references('file.id').onDelete('set null'))
      .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
      .addColumn('superseded_by', 'integer')
      /** JSON: who accepted, their phone, when, from which address, the PDF's SHA-256. */
      .addColumn('acceptance', 'text')
      .addColumn('decline_reason', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('account.id').onDelete('set null'))
      .addColumn('created', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('kp_offer_revision_uq', ['kp_id', 'revision'])
      .execute();

    await db.schema
      .createTable('kp_offer_code')
      .addColumn('offer_id', 'integer', (c) => c.primaryKey().references('kp_offer.id').onDelete('cascade'))
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('expires', 'varchar(32)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('kp_offer_code').execute();
    await db.schema.dropTable('kp_offer').execute();
    await db.schema.dropTable('price_item').execute();
  },
});
