// A throwaway schema in a PostgreSQL database for one suite: its URL (search_path set) and the drop.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The database a suite may use: BENCH_DATABASE_URL, else TEST_DATABASE_URL; undefined: none. */
export const benchDatabaseUrl = () =>
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

export async function pgSchema(base: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}
