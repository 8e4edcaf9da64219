// A failed request that the calculator refused (an answer: «Решений не найдено», a duty outside a
// method's range) told apart from one that broke (a timeout, an engine fault): issue 33 item 4. The
// status record says `refused`, the pages show a refusal as an answer, not as an error.
import type { Kysely } from 'kysely';
import type { PodborMigration } from './helpers';

export const m0013_request_refused: PodborMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('request')
      .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0)) // 1: the engine refused the duty
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('request').dropColumn('refused').execute();
  },
});
