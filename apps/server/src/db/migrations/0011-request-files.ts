// The status record's files kept on the request row (issue 28 item 8): the polled
// GET /api/v1/request/{hash} is then one indexed read. Written with the files when a job is done;
// null on rows from before this migration, whose status reads the `file` table as before.
import type { Kysely } from 'kysely';
import type { PodborMigration } from './helpers';

export const m0011_request_files: PodborMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('request')
      .addColumn('files', 'text') // JSON: user file name → download path, or null when none
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('request').dropColumn('files').execute();
  },
});
