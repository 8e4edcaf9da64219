// Which Chromium `npm test` drives (scripts/find-browser.mjs), on a pretend file system: CHROMIUM_PATH
// first, then a browser on PATH, then Playwright's own download, else none — and a wrong
// CHROMIUM_PATH is said to be wrong rather than swapped for another browser.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findBrowser, noBrowserAdvice } from '../scripts/find-browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const own = '/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const on = (...files: string[]) => ({
  isExecutable: (file: string) => files.includes(file),
  playwrightPath: () => own,
  platform: 'linux',
});

describe('findBrowser', () => {
  it('takes CHROMIUM_PATH when it names an executable, before anything on PATH', () => {
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome', PATH: '/usr/bin' };
    expect(findBrowser({ env, ...on('/opt/chrome/chrome', '/usr/bin/chromium', own) })).toEqual({
      path: '/opt/chrome/chrome',
      source: 'CHROMIUM_PATH',
    });
  });

  it('says a CHROMIUM_PATH that names nothing is wrong, even with a browser on PATH', () => {
    const env = { CHROMIUM_PATH: '/nonexistent', PATH: '/usr/bin' };
    expect(findBrowser({ env, ...on('/usr/bin/chromium') })).toEqual({
      error: expect.stringContaining('CHROMIUM_PATH=/nonexistent is not an executable file'),
    });
  });

  it('finds a system Chromium or Chrome on PATH, Chromium first, in PATH order', () => {
    const env = { PATH: '/usr/local/bin:/usr/bin:/snap/bin' };
    expect(findBrowser({ env, ...on('/usr/bin/chromium', '/snap/bin/chromium', own) })).toEqual({
      path: '/usr/bin/chromium',
      source: 'system',
    });
    expect(findBrowser({ env, ...on('/snap/bin/chromium-browser', '/usr/bin/google-chrome') })).toEqual({
      path: '/snap/bin/chromium-browser',
      source: 'system',
    });
    expect(findBrowser({ env, ...on('/usr/local/bin/google-chrome-stable') })).toEqual({
      path: '/usr/local/bin/google-chrome-stable',
      source: 'system',
    });
  });

  it('finds Chrome in its macOS app bundle', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findBrowser({ env: { PATH: '/usr/bin' }, ...on(chrome), platform: 'darwin' })).toEqual({
      path: chrome,
      source: 'system',
    });
  });

  it('falls back to Playwright’s own Chromium when it is installed', () => {
    expect(findBrowser({ env: { PATH: '/usr/bin' }, ...on(own) })).toEqual({
      path: own,
      source: 'playwright',
    });
  });

  it('answers null when there is no browser at all, or Playwright has none for the platform', () => {
    expect(findBrowser({ env: { PATH: '/usr/bin' }, ...on() })).toBeNull();
    const unsupported = () => {
      throw new Error('unsupported platform');
    };
    expect(findBrowser({ env: {}, ...on(), playwrightPath: unsupported })).toBeNull();
  });
});

describe('npm test without a browser', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  // Playwright retries the refused download for half a minute, longer on a busy machine.
  it('stops the browser step with the one paragraph and exits non-zero', { timeout: 180_000 }, () => {
    // Nothing on PATH but node itself, none of Playwright's (an empty cache), and the download
    // cannot reach its host.
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'podbor-no-browser-'));
    dirs.push(bin);
    fs.symlinkSync(process.execPath, path.join(bin, 'node'));
    const res = spawnSync(process.execPath, ['scripts/test.mjs', 'e2e'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 170_000,
      env: {
        PATH: bin,
        HOME: process.env.HOME,
        PLAYWRIGHT_BROWSERS_PATH: path.join(bin, 'browsers'),
        PLAYWRIGHT_DOWNLOAD_HOST: 'http://127.0.0.1:9',
      },
    });
    const out = res.stdout + res.stderr;
    expect(res.status).toBe(1);
    expect(out).toContain(noBrowserAdvice);
    expect(out).toMatch(/e2e\s+FAILED.*skipped: no browser/);
    expect(out).toContain('The download failed');
    expect(out).not.toContain('Running');
    expect(out).not.toContain('executable doesn');
  });
});
