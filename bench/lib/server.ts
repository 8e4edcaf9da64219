// Runs the built server (apps/server/dist/main.js) for a benchmark: PORT=0 so the OS picks a free
// port, which the server announces as `podbor: http://HOST:PORT`; ready once /readyz answers 200.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerHandle, ServerOptions } from './types';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux builds). */
const USER_HZ = 100;

/** A process's user + system CPU time, ms, from /proc (Linux); null elsewhere or once it is gone. */
function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields after the command's closing parenthesis: state is 3rd, utime 14th, stime 15th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
  } catch {
    return null;
  }
}

export function createServerStarter(repoRoot: string, log: (m: string) => void) {
  const running = new Set<ServerHandle>();

  async function startServer(opts: ServerOptions = {}): Promise<ServerHandle> {
    const main = path.join(repoRoot, 'apps/server/dist/main.js');
    if (!fs.existsSync(main)) throw new Error('apps/server/dist/main.js is missing: the build did not run');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbor-bench-'));
    const cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true });
    try {
      await opts.prepare?.(dataDir);
    } catch (err) {
      cleanUp();
      throw err;
    }

    const started = performance.now();
    const child = spawn(process.execPath, [main], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // Request logging at info would measure the logger; the bench wants the server.
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        ...opts.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
      },
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const baseUrl = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-20_000); // the tail is enough to explain a failure
        const m = /podbor: (http:\/\/[^\s]+)/.exec(output);
        if (m) resolve(m[1]!.replace(/\/$/, ''));
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
      void exited.then((code) =>
        reject(new Error(`server exited with ${code} before listening:\n${output}`)),
      );
      setTimeout(
        () => reject(new Error(`server did not listen within the time limit:\n${output}`)),
        opts.timeoutMs ?? 30_000,
      ).unref();
    }).catch((err: unknown) => {
      child.kill('SIGKILL');
      cleanUp();
      throw err;
    });

    const deadline = Date.now() + (opts.timeoutMs ?? 30_000);
    for (;;) {
      const ok = await fetch(`${baseUrl}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill('SIGKILL');
        cleanUp();
        throw new Error(`server at ${baseUrl} never became ready:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    const startupMs = performance.now() - started;

    const handle: ServerHandle = {
      baseUrl,
      dataDir,
      startupMs,
      async stop() {
        running.delete(handle);
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(timer);
        }
        cleanUp();
      },
      cpuMs: () => processCpuMs(child.pid),
      async kill() {
        running.delete(handle);
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGKILL');
          await exited;
        }
        cleanUp();
      },
    };
    running.add(handle);
    log(`server ready at ${baseUrl} in ${startupMs.toFixed(0)} ms`);
    return handle;
  }

  /** Stops whatever a suite left running (also after a suite threw). */
  async function stopAll() {
    await Promise.all([...running].map((h) => h.stop()));
  }

  return { startServer, stopAll };
}
