// `npm start`: builds what changed, then runs the built server in the foreground with this env.
// Signals go to the server so it shuts down gracefully; its exit code becomes ours.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { buildIfChanged, root } from './build.mjs';

try {
  await buildIfChanged();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
  {
    stdio: 'inherit',
    env: process.env,
  },
);

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  // A terminal's Ctrl+C reaches the server too (same process group); sending it again is harmless
  // because the server ignores a second shutdown request.
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('error', (err) => {
  console.error(`start: cannot run the server: ${err.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
