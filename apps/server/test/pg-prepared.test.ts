// PostgreSQL runs Kysely's queries as named statements (db/database.ts withPreparedStatements):
// parsed and planned once per connection; never a `*` result or DDL; a statement a schema change
// broke fails once and is sent unnamed from then on.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements } from '../src/db/database';
import { pgTestSchema } from './helpers/test-app';

describe.skipIf(!process.env.TEST_DATABASE_URL)('named statements on PostgreSQL', () => {
  let schema: Awaited<ReturnType<typeof pgTestSchema>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    schema = await pgTestSchema(process.env.TEST_DATABASE_URL!);
    pool = new pg.Pool({ connectionString: schema.url, max: 1 });
  });
  afterAll(async () => {
    await pool?.end();
    await schema?.drop();
  });

  it('prepares selects and changes with named columns once per connection, nothing else', async () => {
    const prepared = withPreparedStatements(pool);
    const c = await prepared.connect();
    try {
      await c.query('create table item (id int primary key, v int)', []);
      await c.query('insert into item (id, v) values ($1, $2)', [1, 10]);
      const byId = 'select "v" from "item" where "id" = $1';
      expect((await c.query(byId, [1])).rows).toEqual([{ v: 10 }]);
      expect((await c.query(byId, [1])).rows).toEqual([{ v: 10 }]);
      await c.query('select * from "item" where "id" = $1', [1]);
      const held = (
        await c.query<{ statement: string }>('select statement from pg_prepared_statements', [])
      ).rows.map((r) => r.statement);
      expect(held).toEqual(expect.arrayContaining(['insert into item (id, v) values ($1, $2)', byId]));
      expect(held.filter((t) => t.includes('*') || t.startsWith('create'))).toEqual([]);

      // A migration changes the column's type: the prepared plan fails once, then runs unnamed.
      await c.query('alter table item alter column v type bigint', []);
      await expect(c.query(byId, [1])).rejects.toMatchObject({ code: '0A000' });
      expect((await c.query(byId, [1])).rows).toEqual([{ v: 10 }]); // int8 read as a number
    } finally {
      c.release();
    }
  });
});
