// `npm run dev`: the API under `tsx watch` and Vite's dev server side by side, output prefixed.
// Either one stopping (or Ctrl+C) stops both, process groups and all.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { root } from './build.mjs';

const color = process.stdout.isTTY;
const paint = (code, s) => (color ? `\x1b[${code}m${s}\x1b[0m` : s);

function binOf(pkg, name) {
  const pkgJson = path.join(root, 'node_modules', pkg, 'package.json');
  const { bin } = JSON.parse(fs.readFileSync(pkgJson, 'utf8'));
  return path.join(path.dirname(pkgJson), typeof bin === 'string' ? bin : bin[name]);
}

const apiPort = process.env.PORT ?? '3000';
const apiHost = process.env.HOST ?? '127.0.0.1';
// Vite's port: 5173 unless WEB_PORT names another (then exactly that one, or Vite stops).
const webPort = process.env.WEB_PORT;
const env = { ...process.env, ...(color ? { FORCE_COLOR: '1' } : {}) };

const procs = [
  {
    name: 'api',
    tint: 36,
    // --conditions=podbor-source: a workspace package's root export (@podbor/engineering) from src/, not dist/.
    args: [
      binOf('tsx', 'tsx'),
      'watch',
      '--clear-screen=false',
      '--conditions=podbor-source',
      'apps/server/src/main.ts',
    ],
    cwd: root,
  },
  {
    // apps/web/vite.config.ts proxies /api, /healthz and /readyz to PODBOR_API_URL.
    name: 'web',
    tint: 35,
    args: [binOf('vite', 'vite'), ...(webPort ? ['--port', webPort, '--strictPort'] : [])],
    cwd: path.join(root, 'apps/web'),
    env: { PODBOR_API_URL: `http://${apiHost}:${apiPort}` },
  },
];

let stopping = false;
const children = procs.map((p) => {
  // detached: each child leads its own process group, so stopping it also stops what it spawned
  // (tsx's node child, Vite's esbuild service).
  const child = spawn(process.execPath, p.args, {
    cwd: p.cwd,
    env: { ...env, ...p.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = paint(p.tint, `[${p.name}]`) + ' ';
  for (const stream of [child.stdout, child.stderr]) {
    readline
      .createInterface({ input: stream })
      .on('line', (line) => process.stdout.write(prefix + line + '\n'));
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      process.stdout.write(prefix + `stopped (${signal ?? `exit ${code}`}); stopping the other one\n`);
      stopAll(code ?? 1);
    }
  });
  return child;
});

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  // Give both a moment for graceful shutdown, then make sure nothing is left behind.
  setTimeout(() => {
    for (const c of children) {
      try {
        process.kill(-c.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    process.exit(exitCode);
  }, 3000).unref();
  Promise.all(
    children.map((c) => (c.exitCode !== null || c.signalCode ? null : new Promise((r) => c.on('exit', r)))),
  ).then(() => process.exit(exitCode));
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
