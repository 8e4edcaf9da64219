// A throwaway PostgreSQL cluster of the test's own (initdb + pg_ctl from /usr/lib/postgresql/*/bin)
// on a free port and a temp directory, so a test can stop and start the database under a running
// app without touching the machine's cluster. As root (CI) the tools run as the postgres user.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest installed server's bin directory, or null with the reason a test skips. */
export function findPostgresBin(): { bin: string } | { bin: null; reason: string } {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    return { bin: null, reason: `no PostgreSQL server binaries (${root}/*/bin/pg_ctl)` };
  const asRoot = process.getuid?.() === 0;
  if (asRoot && !fs.existsSync('/usr/sbin/runuser') && !fs.existsSync('/sbin/runuser'))
    return { bin: null, reason: 'running as root without runuser to become the postgres user' };
  return { bin: path.join(root, versions[0]!, 'bin') };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface TestCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** pg_ctl stop -m fast: every connection is ended with 57P01, new ones are refused. */
  stop(): Promise<void>;
  /** pg_ctl start, waiting until it accepts connections. */
  start(): Promise<void>;
  /** Stops it (immediate) and removes its directory. */
  destroy(): Promise<void>;
}

/** initdb into a temp directory and start the cluster on a free loopback port. */
export async function startTestCluster(bin: string): Promise<TestCluster> {
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbor-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) fs.chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), -1);
  // As root, the server runs as postgres (it refuses root); otherwise as whoever runs the tests.
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args], { cwd: dir })
      : run(path.join(bin, name), args, { cwd: dir });
  const port = await freePort();
  await tool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '-N']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c synchronous_commit=off',
  ].join(' ');
  const start = async () => {
    await tool('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '30', 'start']);
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await tool('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop: () => stop('fast'),
    async destroy() {
      await stop('immediate').catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
