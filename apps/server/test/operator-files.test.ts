// What an operator minds on disk and in caches (issue 28 item 7, decision 0040): DATA_DIR, the
// outbox and stored files owner-only whatever the umask; what a kill -9 left in the file store swept
// at the next start; API answers (a session's data) never stored by a browser or a proxy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, sqliteFile } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { registerUser } from './helpers/auth';
import { createTestApp, databases, pgTestSchema, type DbKind, type TestApp } from './helpers/test-app';

const dirs: string[] = [];
const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** An app whose DATA_DIR does not exist yet (the server creates it), with a generated key. */
async function appOnFreshDataDir(kind: DbKind, dataDir: string): Promise<TestApp> {
  const schema = kind === 'postgres' ? await pgTestSchema(process.env.TEST_DATABASE_URL!) : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(schema ? { DATABASE_URL: schema.url } : {}),
  });
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
  await migrateToLatest(database);
  const app = await buildApp({ config, database }, { logger: false });
  return {
    app,
    config,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await schema?.drop();
    },
  };
}

const mode = (p: string) => fs.statSync(p).mode & 0o777;

// process.umask() can be set only in a process's main thread (Vitest's forks pool; not threads).
if (!isMainThread) console.warn('operator-files: the umask test is skipped: it needs the forks pool');

describe.skipIf(!isMainThread).each(databases)('modes under a permissive umask on %s', (kind) => {
  it('creates DATA_DIR, the outbox and every stored file owner-only', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'podbor-modes-'));
    dirs.push(root);
    const dataDir = path.join(root, 'data');
    const umask = process.umask(0o000);
    try {
      const t = await appOnFreshDataDir(kind, dataDir);
      apps.push(t);
      const user = await registerUser(t); // an SMS in the outbox (and the key generated)
      const mail = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/update/email',
        headers: user.headers,
        payload: { email: 'engineer@example.ru' },
      });
      expect(mail.statusCode).toBe(200);
      await t.app.files.save({ name: 'схема.pdf', mime: 'application/pdf', data: Buffer.from('%PDF-1.4') });

      const expected: Array<[string, number]> = [
        [dataDir, 0o700],
        [path.join(dataDir, 'outbox'), 0o700],
        [path.join(dataDir, 'outbox', 'mail'), 0o700],
        [path.join(dataDir, 'outbox', 'sms.jsonl'), 0o600],
        [path.join(dataDir, 'secret.key'), 0o600],
      ];
      for (const f of fs.readdirSync(path.join(dataDir, 'outbox', 'mail')))
        expected.push([path.join(dataDir, 'outbox', 'mail', f), 0o600]);
      if (kind === 'sqlite') {
        const files = path.join(dataDir, 'files');
        expected.push([files, 0o700], [sqliteFile(dataDir), 0o600]);
        for (const f of fs.readdirSync(files)) expected.push([path.join(files, f), 0o600]);
        expect(fs.readdirSync(files)).toHaveLength(1);
      }
      for (const [p, m] of expected)
        expect([path.relative(root, p), mode(p).toString(8)]).toEqual([
          path.relative(root, p),
          m.toString(8),
        ]);
    } finally {
      process.umask(umask);
    }
  });
});

describe('what a kill -9 leaves in the SQLite file store', () => {
  it('is swept at the next start: cut writes and blobs without a row; stored files stay', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbor-sweep-'));
    dirs.push(dataDir);
    const first = await createTestApp('sqlite', { DATA_DIR: dataDir });
    const kept = await first.app.files.save({ name: 'a.txt', mime: 'text/plain', data: Buffer.from('a') });
    await first.close();
    const files = path.join(dataDir, 'files');
    // As a process killed mid-write leaves them: a temp file, and a blob whose row never committed.
    fs.writeFileSync(path.join(files, '.tmp-AbCdEfGhIjKlMnOpQrStUvWxYz012345'), 'half');
    fs.writeFileSync(path.join(files, 'ZyXwVuTsRqPoNmLkJiHgFeDcBa543210'), 'orphan');

    const second = await createTestApp('sqlite', { DATA_DIR: dataDir });
    apps.push(second);
    expect(fs.readdirSync(files)).toEqual([kept.storage_name]);
    const res = await second.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
  });
});

describe('caching of API answers', () => {
  it('a session’s answers, refusals included, carry Cache-Control: no-store; others keep theirs', async () => {
    const t = await createTestApp('sqlite');
    apps.push(t);
    const user = await registerUser(t);
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: user.headers });
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/user/info' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const history = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/history',
      headers: user.headers,
      payload: {},
    });
    expect(history.headers['cache-control']).toBe('no-store');
    // A public drawing is cacheable, and the security headers are still there.
    const image = await t.app.inject({ method: 'GET', url: '/api/v1/search/pump/series/1/image' });
    expect(image.headers['cache-control']).toMatch(/^public/);
    expect(info.headers['x-frame-options']).toBe('DENY');
    expect(info.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
