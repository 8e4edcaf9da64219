// Several server instances on one PostgreSQL database, as a deployment runs them (issue 20): each
// app built with buildApp on its own DATA_DIR, all on one fresh schema of TEST_DATABASE_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import type { TestApp } from './test-app';

export interface Instances {
  apps: TestApp[];
  close(): Promise<void>;
}

/** `n` instances on one new schema (dropped by close); each migrates at start, as main.ts does. */
export async function createInstances(n: number, env: Record<string, string> = {}): Promise<Instances> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('createInstances needs TEST_DATABASE_URL');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);

  const apps: TestApp[] = [];
  for (let i = 0; i < n; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `podbor-instance-${i}-`));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATABASE_URL: url.toString(),
      ...env,
    });
    const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
    await migrateToLatest(database);
    const app = await buildApp({ config, database }, { logger: false });
    apps.push({
      app,
      config,
      database,
      dataDir,
      async close() {
        await app.close();
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    });
  }
  return {
    apps,
    async close() {
      for (const t of apps) await t.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}
