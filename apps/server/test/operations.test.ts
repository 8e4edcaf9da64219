// What an operator meets (issue 20 hole 12, decision 0035): production refuses development
// secrets, the database files are owner-only, and readiness sees a damaged database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase, sqliteFile, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { DatabaseHealth, isStorageError, quickCheckSqlite } from '../src/db/health';
import { createTestApp, type TestApp } from './helpers/test-app';

const realPasswords = {
  CALC_PASSWORD_AQUASTRONG: 'a-real-one-1',
  CALC_PASSWORD_STATION: 'a-real-one-2',
  CALC_PASSWORD_DCU: 'a-real-one-3',
  CALC_PASSWORD_RTO: 'a-real-one-4',
  CALC_PASSWORD_CLEVER: 'a-real-one-5',
};

describe('NODE_ENV=production', () => {
  it('refuses to start with a development calculator password, naming the variable', () => {
    const env = { NODE_ENV: 'production', ...realPasswords, CALC_PASSWORD_DCU: 'dcu-dev' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(
      /CALC_PASSWORD_DCU: при NODE_ENV=production задайте настоящий пароль/,
    );
  });

  it('refuses PostgreSQL without JWT_SECRET (each instance would make its own key)', () => {
    const env = { NODE_ENV: 'production', ...realPasswords, DATABASE_URL: 'postgres://x@127.0.0.1/podbor' };
    expect(() => loadConfig(env)).toThrow(/JWT_SECRET: при NODE_ENV=production с PostgreSQL/);
    expect(() => loadConfig({ ...env, JWT_SECRET: 'x'.repeat(32) })).not.toThrow();
  });

  it('starts with real passwords on SQLite (its generated key is kept in DATA_DIR)', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...realPasswords }).NODE_ENV).toBe('production');
  });

  it('development keeps its defaults', () => {
    expect(() => loadConfig({})).not.toThrow();
  });
});

describe('SQLite files and readiness', () => {
  const dirs: string[] = [];
  const opened: (Db | TestApp)[] = [];
  afterEach(async () => {
    for (const o of opened.splice(0)) await o.close();
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  it('creates the database, its WAL and DATA_DIR owner-only', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'podbor-ops-')), 'data');
    dirs.push(path.dirname(dir));
    const database = openDatabase({ dataDir: dir });
    opened.push(database);
    await migrateToLatest(database);
    const mode = (f: string) => fs.statSync(f).mode & 0o777;
    expect(mode(dir)).toBe(0o700);
    expect(mode(sqliteFile(dir))).toBe(0o600);
    expect(mode(`${sqliteFile(dir)}-wal`)).toBe(0o600);
  });

  it('/readyz answers 503 once the file is damaged, though the open connection still has it cached', async () => {
    const t = await createTestApp('sqlite');
    opened.push(t);
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
    await t.app.inject('/readyz');
    // Everything into the main file (as a checkpoint does now and then), then overwrite its
    // header and first pages as a failing disk would.
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(t.database.db);
    const file = sqliteFile(t.dataDir);
    const fd = fs.openSync(file, 'r+');
    fs.writeSync(fd, Buffer.alloc(8192, 0x5a), 0, 8192, 0);
    fs.closeSync(fd);
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not ready' });
    expect(quickCheckSqlite(file)).not.toBeNull();
  });

  it('a storage error met by a request keeps the instance not ready for 30 s', async () => {
    const t = await createTestApp('sqlite');
    opened.push(t);
    let now = 1_000_000;
    const health = new DatabaseHealth(t.database, t.dataDir, () => now);
    health.noteError(Object.assign(new Error('bad request'), { code: 'FST_ERR_VALIDATION' }));
    expect(await health.problem()).toBeNull();
    health.noteError(
      Object.assign(new Error('database disk image is malformed'), { code: 'SQLITE_CORRUPT' }),
    );
    expect(await health.problem()).toBe('storage errors in requests');
    now += 30_001;
    expect(await health.problem()).toBeNull();
    expect(isStorageError({ code: '57P01' })).toBe(true);
    expect(isStorageError({ code: 'SQLITE_IOERR_SHORT_READ' })).toBe(true);
    expect(isStorageError({ code: '23505' })).toBe(false);
  });

  it('the start-up check passes a sound file', async () => {
    const t = await createTestApp('sqlite');
    opened.push(t);
    expect(quickCheckSqlite(sqliteFile(t.dataDir))).toBeNull();
  });
});
