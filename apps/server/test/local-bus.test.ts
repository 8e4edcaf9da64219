// The SQLite bus notices another process's commit (the operator's role change) however soon after
// the start it lands — before the poll's first tick too (issue 28 item 2, decision 0041).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { LocalBus, sqliteDataVersion } from '../src/modules/chat/bus';

const toClose: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const c of toClose.splice(0).reverse()) await c.close();
});

async function startedBus(pollMs: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbor-bus-'));
  const app = openDatabase({ databaseUrl: '', dataDir });
  toClose.push(app);
  await migrateToLatest(app);
  const bus = new LocalBus(sqliteDataVersion(app), undefined, pollMs);
  toClose.push(bus);
  let resyncs = 0;
  bus.subscribe(
    () => {},
    () => (resyncs += 1),
  );
  await bus.start();
  return { dataDir, app, resyncs: () => resyncs };
}

/** Another process's commit: a connection of its own. */
async function foreignCommit(dataDir: string) {
  const other = openDatabase({ databaseUrl: '', dataDir });
  await sql`create table foreign_probe (x integer)`.execute(other.db);
  await other.close();
}

it('a commit by another connection before the first tick asks for a resync', async () => {
  const { dataDir, resyncs } = await startedBus(100);
  await foreignCommit(dataDir);
  await new Promise((r) => setTimeout(r, 350));
  expect(resyncs()).toBe(1);
});

it('the app’s own writes ask for none', async () => {
  const { app, resyncs } = await startedBus(50);
  await sql`create table own_probe (x integer)`.execute(app.db);
  await new Promise((r) => setTimeout(r, 200));
  expect(resyncs()).toBe(0);
});
