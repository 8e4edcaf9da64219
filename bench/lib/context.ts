// Builds the `ctx` handed to every suite, and cleans up after it.
// bench/run.mjs loads this file through tsx, so suites and helpers stay TypeScript.
import { load } from './load';
import { createServerStarter } from './server';
import { percentile } from './stats';
import type { BenchContext } from './types';

export function createContext(repoRoot: string, suite: string): BenchContext & { dispose(): Promise<void> } {
  const log = (m: string) => process.stderr.write(`  [${suite}] ${m}\n`);
  const servers = createServerStarter(repoRoot, log);
  return {
    repoRoot,
    startServer: servers.startServer,
    load,
    percentile,
    log,
    dispose: servers.stopAll,
  };
}
