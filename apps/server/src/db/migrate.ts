// Applies the versioned migrations at start; the list is static so the bundled server carries it.
import { Migrator, type Migration, type MigrationProvider, type Kysely } from 'kysely';
import type { Db, Dialect } from './database';
import { migrations } from './migrations';

/** A migration gets the dialect so identity columns and types can differ where they must. */
export type PodborMigration = (dialect: Dialect) => Migration;

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(Object.entries(migrations).map(([name, m]) => [name, m(this.dialect)]));
  }
}

export async function migrateToLatest(database: Db): Promise<void> {
  const migrator = new Migrator({
    db: database.db as Kysely<unknown>,
    provider: new StaticProvider(database.dialect),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
