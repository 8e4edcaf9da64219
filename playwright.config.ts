// Browser tests: a Chromium (scripts/find-browser.mjs: CHROMIUM_PATH, one on PATH, or Playwright's
// own) drives the built app, served by `node apps/server/dist/main.js` on a fixed test port with a
// fresh DATA_DIR per run (E2E_DATA_DIR tells the specs where it is).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findBrowser } from './scripts/find-browser.mjs';

const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;

// The config is loaded by the runner and again by every worker; workers inherit the runner's env,
// so only the first load creates the directory and the others reuse it.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'podbor-e2e-'));
  process.env.E2E_DATA_DIR_TEMP = '1'; // ours to remove in global teardown
}
const dataDir = process.env.E2E_DATA_DIR;
const ci = !!process.env.CI;
// `npm test` has looked already and says how to get a browser when there is none; run alone, a
// missing one is Playwright's own error.
const browser = findBrowser();

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // Two workers on CI's two cores: 296 s against 372 s with one (75 tests, a quiet machine); a third
  // adds nothing there (306 s), the cores are full. Tests that click a prerendered page wait for the
  // app to take it over (fixtures/home.ts), which one worker hid.
  workers: ci || os.cpus().length <= 2 ? 2 : Math.min(4, os.cpus().length - 1),
  // On CI (two cores, two workers, the server and two browsers on them) a page's first load or a
  // selection job can take several times what it does alone: the limits double there, so a test
  // fails for a wrong answer, not for a busy machine.
  timeout: ci ? 60_000 : 30_000,
  expect: { timeout: ci ? 10_000 : 5_000 },
  // `list` for people; the JSON report only when scripts/test.mjs asks for it (to count the tests).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  globalTeardown: './e2e/fixtures/global-teardown.ts',
  use: {
    baseURL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    screenshot: 'only-on-failure',
    // A trace is recorded on a retry (CI retries once): recording every test's took a quarter of the
    // browser step (pumps + accounts specs: 83 s with it, 63 s without).
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        launchOptions: {
          executablePath: browser && 'path' in browser ? browser.path : process.env.CHROMIUM_PATH,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
        },
      },
    },
  ],
  webServer: {
    command: 'node --enable-source-maps apps/server/dist/main.js',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Browser tests always run on SQLite in their own DATA_DIR, whatever the shell has set.
      DATABASE_URL: '',
      SMS_PROVIDER: 'outbox',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      // The suites register hundreds of users from one address; the limit has its own tests.
      PHONE_CHECKS_PER_HOUR: '100000',
    },
  },
});
