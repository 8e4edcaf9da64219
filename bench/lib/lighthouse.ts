// Lighthouse (mobile preset, its default simulated throttling) against a page of the running server,
// in the system Chromium. Each run starts from an empty cache (Lighthouse resets storage); the
// figures are the median of `runs` runs, as the machine is shared and single runs scatter.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { median } from './stats';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface LighthouseFigures {
  /** Performance category score, 0–100. */
  performance: number;
  /** First and largest contentful paint under the simulated throttling, ms. */
  fcpMs: number;
  lcpMs: number;
  /** Bytes transferred over the network for the page load (Lighthouse's total-byte-weight). */
  transferBytes: number;
  /**
   * Lighthouse's measure of this machine's CPU speed (a desktop ~1000–2000). It multiplies by 4
   * for a phone whatever the machine, so a loaded machine scores below what a phone would see.
   */
  benchmarkIndex: number;
}

const launch = () =>
  chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });

/**
 * Items put into the page's origin's localStorage before each run (a calculator's grant, as the
 * password modal leaves it). Lighthouse then keeps storage instead of clearing it, so each such run
 * gets a Chromium of its own with an empty profile: its HTTP cache is as cold as a first visit's.
 */
export type StoredItems = Record<string, string>;

/** Lighthouse's runtime errors that say the trace was not recorded, not that the page failed. */
const TRANSIENT = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT']);

/** One Lighthouse run per call of `runs`; answers the median of each figure. */
export async function lighthouseMobile(
  url: string,
  runs: number,
  log: (m: string) => void = () => {},
  stored?: StoredItems,
): Promise<LighthouseFigures> {
  let chrome = await launch();
  const all: LighthouseFigures[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      if (stored) {
        if (i > 0) {
          chrome.kill();
          chrome = await launch();
        }
        await putIntoStorage(chrome.port, new URL(url).origin, stored);
      }
      const audit = async () => {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: stored !== undefined,
        });
        if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
        return result.lhr;
      };
      let lhr = await audit();
      // A trace Chromium failed to record on a busy machine ("Please run Lighthouse again"): once more.
      if (lhr.runtimeError && TRANSIENT.has(lhr.runtimeError.code)) {
        log(`${url}: ${lhr.runtimeError.code}, running again`);
        lhr = await audit();
      }
      if (lhr.runtimeError)
        throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const figures: LighthouseFigures = {
        performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        transferBytes: lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
      log(
        `${url} run ${i + 1}: perf ${figures.performance}, FCP ${(figures.fcpMs / 1000).toFixed(2)} s, ` +
          `LCP ${(figures.lcpMs / 1000).toFixed(2)} s, ${(figures.transferBytes / 1024).toFixed(0)} KB, ` +
          `CPU benchmark index ${figures.benchmarkIndex.toFixed(0)}`,
      );
      all.push(figures);
    }
  } finally {
    chrome.kill();
  }
  return {
    performance: median(all.map((f) => f.performance)),
    fcpMs: median(all.map((f) => f.fcpMs)),
    lcpMs: median(all.map((f) => f.lcpMs)),
    transferBytes: median(all.map((f) => f.transferBytes)),
    benchmarkIndex: median(all.map((f) => f.benchmarkIndex)),
  };
}

/** Opens the origin's /readyz (JSON: nothing of the app is cached) and sets the items there. */
async function putIntoStorage(port: number, origin: string, items: StoredItems): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/readyz`);
    await page.evaluate((entries: [string, string][]) => {
      for (const [k, v] of entries) localStorage.setItem(k, v);
    }, Object.entries(items));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
