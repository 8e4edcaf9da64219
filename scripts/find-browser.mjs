// Which Chromium the browser tests drive: CHROMIUM_PATH when set, else a Chromium or Chrome on PATH,
// else Playwright's own download. `npm test` (scripts/test.mjs) and playwright.config.ts both ask here.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

/** Names of a system Chromium or Chrome on PATH, most likely first. */
export const browserNames = [
  'chromium',
  'chromium-browser',
  'google-chrome',
  'google-chrome-stable',
  'chrome',
];

/** Where macOS keeps them outside PATH. */
export const appBundles = [
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** @param {string} file */
function isExecutableFile(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * @typedef {{ path: string, source: 'CHROMIUM_PATH' | 'system' | 'playwright' }} Browser
 * @typedef {{ error: string }} BrowserError
 * @typedef {{
 *   env?: Record<string, string | undefined>,
 *   isExecutable?: (file: string) => boolean,
 *   playwrightPath?: () => string,
 *   platform?: string,
 * }} FindOptions
 */

/**
 * The browser to use, or why there is none to use. A CHROMIUM_PATH that names no executable file is
 * an error, not a reason to quietly take another browser.
 * @param {FindOptions} [options]
 * @returns {Browser | BrowserError | null} null when no browser is installed at all
 */
export function findBrowser({
  env = process.env,
  isExecutable = isExecutableFile,
  playwrightPath = () => chromium.executablePath(),
  platform = process.platform,
} = {}) {
  if (env.CHROMIUM_PATH) {
    return isExecutable(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' }
      : {
          error:
            `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file. Point it at a Chromium or ` +
            'Chrome binary, or unset it to let the tests find one on PATH or use Playwright’s own.',
        };
  }
  const dirs = (env.PATH ?? '').split(platform === 'win32' ? ';' : ':').filter(Boolean);
  const exe = platform === 'win32' ? '.exe' : '';
  for (const name of browserNames) {
    for (const dir of dirs) {
      const file = path.join(dir, name + exe);
      if (isExecutable(file)) return { path: file, source: 'system' };
    }
  }
  if (platform === 'darwin') {
    const app = appBundles.find((file) => isExecutable(file));
    if (app) return { path: app, source: 'system' };
  }
  let own = '';
  try {
    own = playwrightPath();
  } catch {
    // Playwright knows no build of Chromium for this platform
  }
  return own && isExecutable(own) ? { path: own, source: 'playwright' } : null;
}

/** The one paragraph `npm test` prints instead of running the browser tests without a browser. */
export const noBrowserAdvice =
  'No Chromium for the browser tests: none on PATH (chromium, chromium-browser, google-chrome), ' +
  'CHROMIUM_PATH is not set, and Playwright’s own Chromium is not installed and could not be ' +
  'downloaded. Get one of them and run `npm test` again: install the system package ' +
  '(Debian/Ubuntu: `sudo apt-get install chromium`; macOS: Google Chrome or `brew install --cask chromium`), ' +
  'or download Playwright’s build with `npx playwright install --with-deps chromium` where the machine ' +
  'can reach the Internet, or set CHROMIUM_PATH to a Chromium or Chrome binary. The browser tests ' +
  'were skipped.';
