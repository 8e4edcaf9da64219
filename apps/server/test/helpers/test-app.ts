// Builds a real app for server tests on each database: SQLite in a temp DATA_DIR always, and
// PostgreSQL (a fresh schema per app) when TEST_DATABASE_URL is set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase, type Db } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

export type DbKind = 'sqlite' | 'postgres';

/** The databases the suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databases: DbKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * For suites whose subject is not the database (a calculator's answers, the HTTP layer): they run
 * once, on SQLite. What they store goes through the selection core, whose own suites (selection,
 * rerun, two-instances, cabinet-*) run on both databases (issue 32 item 1: CI time).
 */
export const onceOnSqlite: DbKind[] = ['sqlite'];

export interface TestApp {
  app: App;
  config: Config;
  database: Db;
  dataDir: string;
  close(): Promise<void>;
}

/** A new schema in the PostgreSQL database at `base`: the URL that works in it, and its removal. */
export async function pgTestSchema(base: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
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

export async function createTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
  build: typeof buildApp = buildApp,
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbor-test-'));
  let databaseUrl: string | undefined;
  let dropSchema = async () => {};
  // A DATABASE_URL in `env` shares a database another app made (two instances on one database).
  if (kind === 'postgres' && !env.DATABASE_URL) {
    const schema = await pgTestSchema(process.env.TEST_DATABASE_URL!);
    databaseUrl = schema.url;
    dropSchema = schema.drop;
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await migrateToLatest(database);
  const app = await build({ config, database }, { logger: false });
  return {
    app,
    config,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
