// Readiness of the database (decisions 0035, 0040): what /readyz asks before it says "ready", and
// which errors say the database is out of reach for now. A long-lived SQLite connection keeps pages
// in memory, so a damaged file could go on answering from cache; the probe opens the file afresh
// (read-only: the header, the schema and the first row of the main tables, about a millisecond), and
// storage errors met by requests keep the instance "not ready" for 30 s so a balancer stops sending
// work to it. A lost PostgreSQL connection needs no hold: the probe itself sees it, and sees it end.
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Db } from './database';
import { sqliteFile } from './database';

/** How long a storage error met by a request keeps the instance not ready, ms. */
export const STORAGE_ERROR_HOLD_MS = 30_000;

/** How long the readiness probe waits for the database, ms: a database that hangs is not ready. */
export const PROBE_TIMEOUT_MS = 2_000;

/** Seconds a client is asked to wait (Retry-After) when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SEC = 5;

/** SQLite's and PostgreSQL's errors that say the storage itself is broken or gone. */
export function isStorageError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  if (/^SQLITE_(CORRUPT|NOTADB|IOERR|CANTOPEN|FULL|READONLY)/.test(code)) return true;
  // PostgreSQL: connection refused or lost, the server shutting down, disk full, data corrupted.
  return /^(ECONNREFUSED|ECONNRESET|57P0[123]|53100|XX001|XX002|08\d{3})$/.test(code);
}

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES =
  /^(ECONNREFUSED|ECONNRESET|ECONNABORTED|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)$/;
/**
 * PostgreSQL's SQLSTATEs of a server that is going away or not there yet: 57P01 admin_shutdown
 * (a restart, pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting or
 * shutting down), 53300 too_many_connections, and class 08 (connection exception).
 */
const POSTGRES_UNAVAILABLE = /^(57P0[123]|53300|08[0-9A-Z]{3})$/;
/** SQLite: another connection holds the lock past the busy timeout. */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED)/;
/** What node-postgres and its pool throw without a code when a connection is lost or never comes. */
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/**
 * Whether an error says the database cannot be reached *for now* (decision 0040): a connection
 * refused, lost or timed out, a server shutting down or starting, SQLite busy. The call may succeed
 * once it is back, so it is answered 503 with Retry-After, not 500; a job retries its bookkeeping.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message, errors } = err as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.test(code) || POSTGRES_UNAVAILABLE.test(code) || SQLITE_UNAVAILABLE.test(code))
      return true;
  }
  if (typeof message === 'string' && PG_CONNECTION_MESSAGES.test(message)) return true;
  // Node tries each address of a host name (IPv6, IPv4) and reports all the refusals together.
  return Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable);
}

export class DatabaseHealth {
  private lastStorageError = -Infinity;

  constructor(
    private readonly database: Db,
    private readonly dataDir: string,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Remembers a request's error when it is a storage error. An unreachable database is not held:
   * the probe sees it as long as it lasts, and the instance is ready again as soon as it is back.
   */
  noteError(err: unknown): void {
    if (isStorageError(err) && !isDatabaseUnavailable(err)) this.lastStorageError = this.now();
  }

  /** null when ready, else why not (for the log; the answer itself says only "not ready"). */
  async problem(): Promise<string | null> {
    if (this.now() - this.lastStorageError < STORAGE_ERROR_HOLD_MS) return 'storage errors in requests';
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the database did not answer within ${PROBE_TIMEOUT_MS} ms`)),
        PROBE_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([this.probe(), late]);
      return null;
    } catch (err) {
      this.noteError(err);
      return err instanceof Error ? err.message : String(err);
    } finally {
      clearTimeout(timer);
    }
  }

  private async probe(): Promise<void> {
    if (this.database.dialect === 'sqlite') {
      probeSqliteFile(sqliteFile(this.dataDir));
    } else {
      await sql`select 1`.execute(this.database.db);
    }
    await this.database.db.selectFrom('request').select('id').limit(1).execute();
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
