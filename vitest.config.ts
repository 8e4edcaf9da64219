// One Vitest run for the monorepo: pure packages and the server on node, the web app on jsdom.
import os from 'node:os';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages with a built entry (@podbor/engineering's dist/) are read from source in tests:
// their package.json's "podbor-source" export condition points at src/ (a name no npm package uses).
const conditions = ['podbor-source', ...defaultServerConditions];
const sourceFirst = { ssr: { resolve: { conditions } } };
// On CI a failed server or web test is tried once more, as Playwright does (playwright.config.ts):
// those suites wait on sockets, databases, worker threads and timers that another busy process on
// the machine can hold up. `npm test` names every test that passed only on its retry.
const retry = process.env.CI ? 1 : 0;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine (CI's), where
    // the server tests spend much of their time waiting on PostgreSQL, SQLite and sockets. Two
    // files at a time there; the test timeouts below allow for the sharing.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        ...sourceFirst,
        test: { name: 'packages', environment: 'node', include: ['packages/*/test/**/*.test.ts'] },
      },
      // Repository-wide rules (the lint boundaries).
      {
        ...sourceFirst,
        test: { name: 'repo', environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 60000 },
      },
      {
        ...sourceFirst,
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          testTimeout: 20000,
          hookTimeout: 30000,
          retry,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          include: ['test/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/setup.ts'],
          // Pages load lazily and tests wait up to 4 s for them (test/setup.ts); on a busy machine a
          // whole flow needs more than Vitest's default 5 s.
          testTimeout: 15000,
          retry,
        },
      },
    ],
  },
});
