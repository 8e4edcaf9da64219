// The Kysely instance for either dialect: SQLite in DATA_DIR by default, PostgreSQL with DATABASE_URL.
// One query code for both; dialect differences live in migrations/helpers.ts only.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

// PostgreSQL returns int8 (COUNT(*), bigint ids) as strings by default; our counts fit in a double.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Db {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(opts.dataDir, 'podbor.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // The planner needs statistics to choose between indexes that both fit (e.g. the history's ID
  // search: the primary key, not the user's index). SQLite's advice for long-lived connections:
  // optimize at open (analysing tables that need it, within a time limit), then now and then.
  sqlite.pragma('optimize=0x10002');
  const optimize = setInterval(() => sqlite.pragma('optimize'), 3_600_000).unref();
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: 'sqlite',
    close: () => {
      clearInterval(optimize);
      return db.destroy();
    },
  };
}
