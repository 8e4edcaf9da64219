// Migration 0003 on a database that already has selections: the history counter starts from the
// existing rows, and a request inserted afterwards is counted by the trigger.
// Migration 0004 then adds the summary key, empty for those rows, and can be undone and redone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';

describe('migration 0003 on SQLite with existing requests', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbor-migrate-'));
  const database = openDatabase({ dataDir });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts the requests already there per user', async () => {
    const migrator = new Migrator({
      db: database.db as Kysely<unknown>,
      provider: {
        getMigrations: async () =>
          Object.fromEntries(Object.entries(migrations).map(([name, m]) => [name, m('sqlite')])),
      },
    });
    expect((await migrator.migrateTo('0002_auth')).error).toBeUndefined();
    const at = new Date().toISOString();
    const row = (hash: string, user_id: number | null) => ({
      hash,
      type: 'pump',
      user_id,
      state: 'done',
      input: '{}',
      created: at,
      updated: at,
    });
    await database.db
      .insertInto('request')
      .values([
        row('a'.repeat(24), 7),
        row('b'.repeat(24), 7),
        row('c'.repeat(24), 8),
        row('d'.repeat(24), null),
      ])
      .execute();
    await migrateToLatest(database);
    const counts = async () =>
      database.db.selectFrom('history_count').select(['user_id', 'n']).orderBy('user_id').execute();
    expect(await counts()).toEqual([
      { user_id: 7, n: 2 },
      { user_id: 8, n: 1 },
    ]);
    await database.db
      .insertInto('request')
      .values(row('e'.repeat(24), 8))
      .execute();
    await database.db.deleteFrom('request').where('hash', '=', 'a'.repeat(24)).execute();
    await database.db.updateTable('request').set({ user_id: 8 }).where('hash', '=', 'd'.repeat(24)).execute();
    expect(await counts()).toEqual([
      { user_id: 7, n: 1 },
      { user_id: 8, n: 3 },
    ]);
  });

  it('0004 gives the requests already there no summary key yet (the service fills them at start)', async () => {
    const keys = await database.db.selectFrom('request').select('summary_key').execute();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((k) => k.summary_key === null)).toBe(true);
    const migrator = new Migrator({
      db: database.db as Kysely<unknown>,
      provider: {
        getMigrations: async () =>
          Object.fromEntries(Object.entries(migrations).map(([name, m]) => [name, m('sqlite')])),
      },
    });
    expect((await migrator.migrateTo('0003_cabinet')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
