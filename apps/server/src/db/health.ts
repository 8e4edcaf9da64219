// Readiness of the database (issue 20 hole 12, decision 0035): what /readyz asks before it says
// "ready". A long-lived SQLite connection keeps pages in memory, so a damaged file could go on
// answering from cache; the probe opens the file afresh (read-only: the header, the schema and the
// first row of the main tables are read from disk, about a millisecond), and storage errors met by
// requests keep the instance "not ready" for 30 s so a balancer stops sending work to it.
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Db } from './database';
import { sqliteFile } from './database';

/** How long a storage error met by a request keeps the instance not ready, ms. */
export const STORAGE_ERROR_HOLD_MS = 30_000;

/** SQLite's and PostgreSQL's errors that say the storage itself is broken or gone. */
export function isStorageError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  if (/^SQLITE_(CORRUPT|NOTADB|IOERR|CANTOPEN|FULL|READONLY)/.test(code)) return true;
  // PostgreSQL: connection refused or lost, the server shutting down, disk full, data corrupted.
  return /^(ECONNREFUSED|ECONNRESET|57P0[123]|53100|XX001|XX002|08\d{3})$/.test(code);
}

export class DatabaseHealth {
  private lastStorageError = -Infinity;

  constructor(
    private readonly database: Db,
    private readonly dataDir: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Remembers a request's error when it is a storage error. */
  noteError(err: unknown): void {
    if (isStorageError(err)) this.lastStorageError = this.now();
  }

  /** null when ready, else why not (for the log; the answer itself says only "not ready"). */
  async problem(): Promise<string | null> {
    if (this.now() - this.lastStorageError < STORAGE_ERROR_HOLD_MS) return 'storage errors in requests';
    try {
      if (this.database.dialect === 'sqlite') {
        probeSqliteFile(sqliteFile(this.dataDir));
      } else {
        await sql`select 1`.execute(this.database.db);
      }
      await this.database.db.selectFrom('request').select('id').limit(1).execute();
      return null;
    } catch (err) {
      this.noteError(err);
      return err instanceof Error ? err.message : String(err);
    }
  }
}

/** Opens the file read-only, uncached, and reads its header, schema and every table's first row. */
function probeSqliteFile(file: string): void {
  if (!fs.existsSync(file)) throw new Error(`${file}: no database file`);
  const probe = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    probe.pragma('schema_version');
    const tables = probe.prepare(`select name from sqlite_master where type = 'table'`).all() as {
      name: string;
    }[];
    for (const { name } of tables) probe.prepare(`select * from "${name.replace(/"/g, '""')}" limit 1`).get();
  } finally {
    probe.close();
  }
}

/**
 * The once-at-start full check of a SQLite file (PRAGMA quick_check: every page, no index
 * comparison); the start-up refuses a damaged file rather than serving from it.
 */
export function quickCheckSqlite(file: string): string | null {
  if (!fs.existsSync(file)) return null;
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('quick_check') as { quick_check: string }[];
    const text = rows.map((r) => r.quick_check).join('; ');
    return text === 'ok' ? null : text;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    db.close();
  }
}
