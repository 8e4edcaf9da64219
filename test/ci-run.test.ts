// .ci/run's PostgreSQL section, run on its own against stub commands (apt-get, pg_isready,
// pg_ctlcluster, psql) and a stand-in /etc/postgresql: what it does on a machine with a running
// server, a stopped one, and none at all.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const script = fs.readFileSync(path.join(root, '.ci/run'), 'utf8');

/** The lines from `section "PostgreSQL"` up to the next section. */
const pgSection = (etc: string): string => {
  const from = script.indexOf('section "PostgreSQL"');
  const to = script.indexOf('section "npm ci"');
  expect(from).toBeGreaterThan(0);
  expect(to).toBeGreaterThan(from);
  return script.slice(from, to).replaceAll('/etc/postgresql', etc);
};

const stub = (dir: string, name: string, body: string) =>
  fs.writeFileSync(path.join(dir, name), `#!/usr/bin/env bash\necho "${name} $*" >>"$STUB_LOG"\n${body}\n`, {
    mode: 0o755,
  });

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** Runs the section on a machine whose PostgreSQL is `state`; returns the commands it ran. */
function runSection(state: 'running' | 'stopped' | 'absent' | 'absent, started by its package') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbor-ci-run-'));
  dirs.push(dir);
  const bin = path.join(dir, 'bin');
  const etc = path.join(dir, 'etc-postgresql');
  const running = path.join(dir, 'running');
  fs.mkdirSync(bin);
  const hba = path.join(etc, '15', 'main', 'pg_hba.conf');
  const debianHba = 'local all postgres peer\nhost all all 127.0.0.1/32 scram-sha-256\n';
  const absent = state.startsWith('absent');
  if (!absent) {
    fs.mkdirSync(path.dirname(hba), { recursive: true });
    fs.writeFileSync(hba, debianHba);
  }
  if (state === 'running') fs.writeFileSync(running, '');
  stub(
    bin,
    'apt-get',
    `if [ "$1" = install ]; then mkdir -p "${path.dirname(hba)}"; printf '${debianHba.replaceAll('\n', '\\n')}' >"${hba}"; ` +
      (state === 'absent' ? 'fi' : `touch "${running}"; fi`),
  );
  stub(bin, 'pg_isready', `[ -e "${running}" ]`);
  stub(bin, 'pg_ctlcluster', `[ "$4" = start ] && touch "${running}"; true`);
  stub(bin, 'psql', 'true');
  const log = path.join(dir, 'log');
  fs.writeFileSync(log, '');
  const program = `set -euo pipefail\nsection() { :; }\n${pgSection(etc)}`;
  execFileSync('bash', ['-c', program], {
    env: { PATH: `${bin}:/usr/bin:/bin`, STUB_LOG: log, HOME: dir },
    stdio: 'pipe',
  });
  const commands = fs
    .readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .map((l) => l.replace(/podbor_ci_\d+_\d+/, 'podbor_ci_X'));
  return { commands, hba: fs.existsSync(hba) ? fs.readFileSync(hba, 'utf8') : null };
}

describe('.ci/run, PostgreSQL section', () => {
  it('is valid bash', () => {
    execFileSync('bash', ['-n', path.join(root, '.ci/run')]);
  });

  it('with a running server only creates the database (and drops it on exit)', () => {
    const { commands } = runSection('running');
    expect(commands.filter((c) => !c.startsWith('pg_isready'))).toEqual([
      expect.stringMatching(/^psql -h 127\.0\.0\.1 -U postgres .*CREATE DATABASE podbor_ci_X$/),
      expect.stringMatching(/^psql .*DROP DATABASE IF EXISTS podbor_ci_X WITH \(FORCE\)$/),
    ]);
  });

  it('with a stopped server starts the newest cluster, installing nothing', () => {
    const { commands } = runSection('stopped');
    expect(commands).toContain('pg_ctlcluster --skip-systemctl-redirect 15 main start');
    expect(commands.some((c) => c.startsWith('apt-get'))).toBe(false);
  });

  it('without a server installs Debian’s postgresql, trusts local TCP clients and starts it', () => {
    const { commands, hba } = runSection('absent');
    expect(commands.slice(0, 2)).toEqual([
      'apt-get update -q',
      'apt-get install -y -q --no-install-recommends postgresql',
    ]);
    expect(commands).toContain('pg_ctlcluster --skip-systemctl-redirect 15 main start');
    expect(hba).toBe(
      'host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n' +
        'local all postgres peer\nhost all all 127.0.0.1/32 scram-sha-256\n',
    );
    expect(commands.some((c) => c.includes('CREATE DATABASE podbor_ci_X'))).toBe(true);
  });

  it('without a server, when the package started it, reloads it for the trust lines', () => {
    const { commands, hba } = runSection('absent, started by its package');
    expect(commands).toContain('pg_ctlcluster --skip-systemctl-redirect 15 main reload');
    expect(commands.some((c) => c.endsWith('main start'))).toBe(false);
    expect(hba).toMatch(/^host all all 127\.0\.0\.1\/32 trust\n/);
  });
});
