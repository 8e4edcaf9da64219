// Dialect differences for migrations, in one place: identity columns and nothing else.
import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { Dialect } from '../database';

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
