// Dialect differences for migrations, in one place: identity columns and row-counting triggers.
import {
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
} from 'kysely';
import type { Dialect } from '../database';

/** A migration gets the dialect so identity columns and types can differ where they must. */
export type PodborMigration = (dialect: Dialect) => Migration;

/** Adds an auto-increment integer primary key `id` that both dialects understand. */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: Dialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) =>
        c.primaryKey().generatedAlwaysAsIdentity(),
      )
    : table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement());
}

/**
 * Keeps `counter(key, n)` equal to the number of `table` rows per non-null `key`, in the same
 * transaction as every insert, delete and change of the key (a trigger; its syntax differs).
 */
export async function createRowCounter(
  db: Kysely<unknown>,
  dialect: Dialect,
  o: { table: string; key: string; counter: string },
): Promise<void> {
  const { table, key, counter } = o;
  const name = `${counter}_track`;
  if (dialect === 'sqlite') {
    const add = (row: 'new') =>
      `insert into ${counter} (${key}, n) values (${row}.${key}, 1) on conflict (${key}) do update set n = n + 1;`;
    const remove = (row: 'old') => `update ${counter} set n = n - 1 where ${key} = ${row}.${key};`;
    await sql
      .raw(
        `create trigger ${name}_insert after insert on ${table} when new.${key} is not null begin ${add('new')} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name}_delete after delete on ${table} when old.${key} is not null begin ${remove('old')} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name}_update after update of ${key} on ${table} when old.${key} is not new.${key} begin ` +
          `${remove('old')} ${add('new')} end`,
      )
      .execute(db);
    return;
  }
  // PostgreSQL: statement triggers with transition tables for inserts and deletes, so a bulk
  // insert updates each counter row once per statement rather than once per row.
  const fn = async (suffix: string, body: string) =>
    sql
      .raw(
        `create function ${name}_${suffix}() returns trigger language plpgsql set search_path from current ` +
          `as $$ begin ${body} return null; end $$`,
      )
      .execute(db);
  await fn(
    'insert',
    `insert into ${counter} (${key}, n) select ${key}, count(*) from new_rows where ${key} is not null ` +
      `group by ${key} on conflict (${key}) do update set n = ${counter}.n + excluded.n;`,
  );
  await fn(
    'delete',
    `update ${counter} c set n = c.n - d.k from (select ${key}, count(*) as k from old_rows ` +
      `where ${key} is not null group by ${key}) d where c.${key} = d.${key};`,
  );
  await fn(
    'update',
    `if old.${key} is not null then update ${counter} set n = n - 1 where ${key} = old.${key}; end if; ` +
      `if new.${key} is not null then insert into ${counter} (${key}, n) values (new.${key}, 1) ` +
      `on conflict (${key}) do update set n = ${counter}.n + 1; end if;`,
  );
  await sql
    .raw(
      `create trigger ${name}_insert after insert on ${table} referencing new table as new_rows ` +
        `for each statement execute function ${name}_insert()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${name}_delete after delete on ${table} referencing old table as old_rows ` +
        `for each statement execute function ${name}_delete()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${name}_update after update of ${key} on ${table} for each row ` +
        `when (old.${key} is distinct from new.${key}) execute function ${name}_update()`,
    )
    .execute(db);
}

/** Drops what createRowCounter made. */
export async function dropRowCounter(db: Kysely<unknown>, dialect: Dialect, counter: string, table: string) {
  const name = `${counter}_track`;
  if (dialect === 'sqlite') {
    for (const t of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${name}_${t}`).execute(db);
    return;
  }
  for (const t of ['insert', 'delete', 'update']) {
    await sql.raw(`drop trigger ${name}_${t} on ${table}`).execute(db);
    await sql.raw(`drop function ${name}_${t}()`).execute(db);
  }
}
