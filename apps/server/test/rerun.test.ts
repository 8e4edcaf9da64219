// Re-run at start: requests a crash left pending or running are queued again when the app starts;
// one interrupted too often is failed with a clear message instead of looping for ever.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@podbor/contracts';
import { openDatabase } from '../src/db/database';
import { databases, type TestApp } from './helpers/test-app';
import { createSelectionApp, grantFor, waitForEnd } from './helpers/selection-app';

const at = '2026-01-01T00:00:00.000Z';
const row = (hash: string, state: string, attempts: number, input: unknown) => ({
  hash,
  type: 'station',
  user_id: 5,
  state,
  input: JSON.stringify(input),
  response: null,
  error: null,
  attempts,
  created: at,
  updated: at,
});

describe.each(databases)('re-run of unfinished requests at start on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSelectionApp(
      kind,
      {},
      {
        // Rows as a crash leaves them, written before the app starts.
        beforeBuild: async (db) => {
          await db
            .insertInto('request')
            .values([
              row('pendingAAAAAAAAAAAAAAAAA', 'pending', 0, { mode: 'ok' }),
              row('runningBBBBBBBBBBBBBBBBB', 'running', 1, { mode: 'sleep', ms: 1 }),
              row('abandonCCCCCCCCCCCCCCCCC', 'running', 3, { mode: 'ok' }),
              row('finishedDDDDDDDDDDDDDDDD', 'done', 1, { mode: 'ok' }),
            ])
            .execute();
        },
      },
    );
  });
  afterAll(async () => t?.close());

  it('runs a pending request to the end, with its files', async () => {
    const s = await waitForEnd(t.app, 'pendingAAAAAAAAAAAAAAAAA');
    expect(s.state).toBe('done');
    expect(Object.keys(s.files ?? {})).toHaveLength(3);
    const r = await t.database.db
      .selectFrom('request')
      .select('attempts')
      .where('hash', '=', 'pendingAAAAAAAAAAAAAAAAA')
      .executeTakeFirstOrThrow();
    expect(r.attempts).toBe(1);
  });

  it('runs a request that was running when the server died, counting the attempt', async () => {
    const s = await waitForEnd(t.app, 'runningBBBBBBBBBBBBBBBBB');
    expect(s).toMatchObject({ state: 'done', response: { slept: 1 } });
    const r = await t.database.db
      .selectFrom('request')
      .select('attempts')
      .where('hash', '=', 'runningBBBBBBBBBBBBBBBBB')
      .executeTakeFirstOrThrow();
    expect(r.attempts).toBe(2);
  });

  it('gives up on a request interrupted three times', async () => {
    const s = await waitForEnd(t.app, 'abandonCCCCCCCCCCCCCCCCC');
    expect(s).toMatchObject({ state: 'failed', error: apiMessages.selectionAbandoned, files: null });
  });

  it('leaves finished requests alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/request/finishedDDDDDDDDDDDDDDDD' });
    expect(res.json().response).toMatchObject({ state: 'done', updated: at });
  });
});

describe('a restart after shutdown (SQLite, one DATA_DIR for both runs)', () => {
  it('re-runs the job the shutdown interrupted, and downloads still work for its owner', async () => {
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'podbor-restart-'));
    try {
      const first = await createSelectionApp('sqlite', { DATA_DIR: shared, WORKER_THREADS: '1' });
      const grant = await grantFor(first.app);
      const res = await first.app.inject({
        method: 'POST',
        url: '/api/v1/search/station',
        headers: { 'calc-access': grant, 'x-test-user': '3' },
        payload: { mode: 'sleep', ms: 600_000 },
      });
      const { hash } = res.json().response;
      // Wait until it has a thread, then stop the server under it.
      for (let i = 0; i < 400; i++) {
        const s = await first.app.inject({ method: 'GET', url: `/api/v1/request/${hash}` });
        if (s.json().response.state === 'running') break;
        await new Promise((r) => setTimeout(r, 25));
      }
      await first.close();
      // The sleeping job was cut off; make its re-run quick, as a fixed engine would be.
      const db = openDatabase({ dataDir: shared });
      const left = await db.db
        .selectFrom('request')
        .selectAll()
        .where('hash', '=', hash)
        .executeTakeFirstOrThrow();
      expect(left.state).toBe('running');
      await db.db
        .updateTable('request')
        .set({ input: JSON.stringify({ mode: 'ok' }) })
        .where('hash', '=', hash)
        .execute();
      await db.close();

      const second = await createSelectionApp('sqlite', { DATA_DIR: shared });
      try {
        const s = await waitForEnd(second.app, hash);
        expect(s.state).toBe('done');
        const file = await second.app.inject({
          method: 'GET',
          url: s.files!['Подбор станции.pdf']!,
          headers: { 'x-test-user': '3' },
        });
        expect(file.statusCode).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(shared, { recursive: true, force: true });
    }
  });
});
