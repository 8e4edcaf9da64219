// Applies the versioned migrations at start; the list is static so the bundled server carries it.
import { Migrator, sql, type Migration, type MigrationProvider, type Kysely } from 'kysely';
import type { Db, Dialect } from './database';
import { migrations } from './migrations';

// A migration's type lives beside the migrations' helpers, so they need not import this file.
export type { PodborMigration } from './migrations/helpers';

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(Object.entries(migrations).map(([name, m]) => [name, m(this.dialect)]));
  }
}

/**
 * On PostgreSQL the migration tables are pinned to the connection's current schema: Kysely looks
 * for them across every schema of the database, so a `kysely_migration_lock` in another schema
 * (another instance's, or a parallel test's) would make it skip creating ours and then fail.
 */
async function migrationSchema(database: Db): Promise<string | undefined> {
  if (database.dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  return rows[0]?.schema;
}

export async function migrateToLatest(database: Db): Promise<void> {
  const migrator = new Migrator({
    db: database.db as Kysely<unknown>,
    provider: new StaticProvider(database.dialect),
    migrationTableSchema: await migrationSchema(database),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
