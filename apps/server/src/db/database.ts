// The Kysely instance for either dialect: SQLite in DATA_DIR by default, PostgreSQL with DATABASE_URL.
// One query code for both; dialect differences live in migrations/helpers.ts only.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
} from 'kysely';
import { PRIVATE_FILE, privateDir } from '../private-files';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL: the pool under Kysely, for what Kysely cannot say (the file store's COPY). */
  pool?: pg.Pool;
  /**
   * PostgreSQL: where the loss of an idle pooled connection is reported (a restart, a failover,
   * pg_terminate_backend); the app points it at its logger. Never fatal: the pool drops the
   * connection and opens a new one when next asked (decision 0040).
   */
  onConnectionLost: (err: Error) => void;
  close(): Promise<void>;
}

/** Until the app has a logger (migrations at start): one JSON line on stderr, as the logger writes. */
const reportToStderr = (err: Error) =>
  console.error(
    JSON.stringify({ level: 50, time: Date.now(), msg: 'database connection lost', err: err.message }),
  );

/**
 * The PostgreSQL pool's options. A connection that cannot be made within 5 s fails the call
 * (503) instead of hanging it; TCP keep-alive notices a peer that vanished without closing.
 */
export const POOL_OPTIONS = { max: 10, connectionTimeoutMillis: 5_000, keepAlive: true } as const;

// PostgreSQL returns int8 (COUNT(*), bigint ids) as strings by default; our counts fit in a double.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** The SQLite database file in DATA_DIR. */
export const sqliteFile = (dataDir: string) => path.join(dataDir, 'podbor.sqlite');

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Db {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, ...POOL_OPTIONS });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }) });
    const handle: Db = {
      db,
      dialect: 'postgres',
      pool,
      onConnectionLost: reportToStderr,
      close: () => db.destroy(),
    };
    // Without listeners, the 'error' a client emits when the server ends its connection would be
    // thrown and end the process (issue 28 item 1). The pool reports its idle clients' losses; a
    // client checked out at that moment (a transaction awaiting other work) is marked unusable and
    // its next query fails, which the caller meets as any database error (503).
    pool.on('error', (err) => handle.onConnectionLost(err));
    pool.on('connect', (client) => client.on('error', () => undefined));
    return handle;
  }
  // Owner-only: the database holds password hashes and sessions (decision 0035).
  privateDir(opts.dataDir);
  const file = sqliteFile(opts.dataDir);
  // Created owner-only before SQLite opens it; SQLite gives the -wal and -shm files the mode of
  // the database file. A file made earlier with a wider mode is narrowed.
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE));
  fs.chmodSync(file, PRIVATE_FILE);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  for (const side of [`${file}-wal`, `${file}-shm`]) {
    if (fs.existsSync(side)) fs.chmodSync(side, PRIVATE_FILE);
  }
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // The planner needs statistics to choose between indexes that both fit (e.g. the history's ID
  // search: the primary key, not the user's index). SQLite's advice for long-lived connections:
  // optimize at open (analysing tables that need it, within a time limit), then now and then.
  sqlite.pragma('optimize=0x10002');
  const optimize = setInterval(() => sqlite.pragma('optimize'), 3_600_000).unref();
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    dialect: 'sqlite',
    onConnectionLost: () => {}, // one file, no connection to lose
    close: () => {
      clearInterval(optimize);
      return db.destroy();
    },
  };
}

/**
 * better-sqlite3 with its prepared statements kept by SQL text. Kysely prepares every query anew,
 * which cost the polled status call (GET /api/v1/request/{hash}) a tenth of its CPU. Safe because
 * Kysely runs one query at a time on the one SQLite connection (a streamed select holds it until
 * it ends), and SQLite re-prepares a kept statement by itself after a schema change. Bounded, as
 * a query with an IN list of varying length has a text per length.
 */
export function withStatementCache(sqlite: SQLite.Database, max = 1000): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      kept.clear();
      sqlite.close();
    },
    prepare(sql: string) {
      let stmt = kept.get(sql);
      if (!stmt) {
        stmt = sqlite.prepare(sql);
        if (kept.size >= max) kept.delete(kept.keys().next().value!);
        kept.set(sql, stmt);
      }
      return stmt;
    },
  };
}

/** Distinct statement texts run as named (server-side prepared) statements, at most. */
export const PREPARED_MAX = 500;
/** Statements worth preparing: queries and data changes, not DDL (migrations) or session commands. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\s/i;
/**
 * A result of `*` (select *, "t".*, returning *): its row type is fixed when prepared, so a column
 * another instance's migration adds would fail it ("cached plan must not change result type").
 */
const STAR_RESULT = /(?:\bselect|\breturning|,)\s+\*|"\.\*/i;

/**
 * The pool as Kysely sees it, with the node-postgres equivalent of the SQLite statement cache above:
 * a query is sent as a named statement, so each connection parses and plans its text once instead
 * of on every call. On the polled status call that was about half of PostgreSQL's work (pgbench
 * on the shared machine: 2,340 prepared against 1,075 unnamed select-by-key a second). Only
 * selects and data changes with an explicit result are named, at most PREPARED_MAX texts (IN lists
 * of every length make new texts); a statement a schema change broke is sent unnamed from then on.
 */
export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string | null>();
  const nameOf = (text: string): string | null => {
    const known = names.get(text);
    if (known !== undefined) return known;
    if (names.size >= PREPARED_MAX * 4) return null; // stop remembering the unnamed ones too
    const name =
      names.size < PREPARED_MAX && PREPARABLE.test(text) && !STAR_RESULT.test(text)
        ? `k${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`
        : null;
    names.set(text, name);
    return name;
  };
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((sql: unknown, values?: unknown[]) => {
      if (typeof sql !== 'string') return client.query(sql as pg.Submittable); // a cursor (streams)
      const name = nameOf(sql);
      if (name === null) return client.query(sql, values);
      return client.query({ name, text: sql, values }).catch((err: unknown) => {
        // 0A000 "cached plan must not change result type": the schema changed under it.
        if ((err as { code?: unknown }).code === '0A000') names.set(sql, null);
        throw err;
      });
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    async connect() {
      const client = await pool.connect();
      let c = wrapped.get(client);
      if (!c) wrapped.set(client, (c = wrap(client)));
      return c;
    },
    end: () => pool.end(),
  };
}
