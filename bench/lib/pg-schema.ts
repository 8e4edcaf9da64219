// A throwaway schema for a suite's PostgreSQL measurement: the server gets a URL whose search_path
// is the new schema (the migrations run in it), and the suite drops it when done.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A new schema in the PostgreSQL database at `base`; answers its URL and the cleanup. */
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
