// The server process as an operator meets it (src/main.ts run as `npm start` runs the bundle):
// SQLite opened with its pragmas, SIGTERM finishing what is in flight, a taken port explained.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const mainTs = path.join(repoRoot, 'apps/server/src/main.ts');

const tempDirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbor-process-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of tempDirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

interface Server {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves once stdout holds a line matching `re`; rejects if the process ends first. */
  waitFor: (re: RegExp) => Promise<RegExpMatchArray>;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    cwd: repoRoot,
    env: { ...process.env, JWT_SECRET: 'process-test-secret-process-test-secret', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  const waiters: Array<{ re: RegExp; resolve: (m: RegExpMatchArray) => void }> = [];
  child.stdout!.on('data', (c) => {
    out += String(c);
    for (const w of [...waiters]) {
      const m = out.match(w.re);
      if (m) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  });
  child.stderr!.on('data', (c) => (err += String(c)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitFor: (re) =>
      new Promise((resolve, reject) => {
        const m = out.match(re);
        if (m) return resolve(m);
        waiters.push({ re, resolve });
        void exited.then((code) => reject(new Error(`server exited (${code}) first:\n${out}\n${err}`)));
      }),
  };
}

describe('SQLite connection', () => {
  it('opens in WAL mode with foreign keys on and a busy timeout', async () => {
    const database = openDatabase({ dataDir: tempDir() });
    try {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`PRAGMA ${name}`).execute(database.db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBeGreaterThanOrEqual(1000);
    } finally {
      await database.close();
    }
  });

  it('keeps its prepared statements, and a kept one sees a later schema change and new rows', async () => {
    const database = openDatabase({ dataDir: tempDir() });
    try {
      const { db } = database;
      await sql`CREATE TABLE t (a INTEGER)`.execute(db);
      await sql`INSERT INTO t (a) VALUES (1)`.execute(db);
      const read = () => sql<Record<string, number>>`SELECT * FROM t ORDER BY a`.execute(db);
      expect((await read()).rows).toEqual([{ a: 1 }]);
      await sql`ALTER TABLE t ADD COLUMN b INTEGER DEFAULT 7`.execute(db);
      await sql`INSERT INTO t (a, b) VALUES (2, 3)`.execute(db);
      expect((await read()).rows).toEqual([
        { a: 1, b: 7 },
        { a: 2, b: 3 },
      ]);
    } finally {
      await database.close();
    }
  });
});

// Each test starts a real process through tsx; generous time for a busy two-core machine.
describe('the server process', { timeout: 60_000 }, () => {
  it('on SIGTERM finishes the request in flight, closes the database and exits 0', async () => {
    const dataDir = tempDir();
    const server = startServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const [, port] = await server.waitFor(/podbor: http:\/\/127\.0\.0\.1:(\d+)/);

    // A keep-alive request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ calc: 'DCU', password: 'dcu-dev' });
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (c) => (answer += String(c)));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      'POST /api/v1/calc/access HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
        body.slice(0, 10),
    );
    await server.waitFor(/"msg":"incoming request"/);

    server.child.kill('SIGTERM');
    await server.waitFor(/"msg":"shutting down"/);
    socket.write(body.slice(10));
    await closed;

    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
      statusCode: 200,
      response: { grant: expect.any(String) },
    });
    expect(await server.exited).toBe(0);
    // A closed SQLite database in WAL mode has checkpointed and removed its write-ahead log.
    expect(fs.existsSync(path.join(dataDir, 'podbor.sqlite'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'podbor.sqlite-wal'))).toBe(false);
  });

  it('explains a taken port in one sentence and exits non-zero', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: tempDir() });
      const code = await server.exited;
      expect(code).toBe(1);
      expect(server.stderr()).toContain(`порт ${port} на 127.0.0.1 уже занят`);
      expect(server.stderr()).toContain('already in use');
      expect(server.stderr()).not.toMatch(/^\s+at /m); // no stack trace
    } finally {
      blocker.close();
    }
  });
});
