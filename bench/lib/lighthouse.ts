// Lighthouse (mobile preset, its default simulated throttling) against a page of the running server,
// in the system Chromium. Each run starts from an empty cache (Lighthouse resets storage); the
// figures are the median of `runs` runs, as the machine is shared and single runs scatter.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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

/** One Lighthouse run per call of `runs`; answers the median of each figure. */
export async function lighthouseMobile(
  url: string,
  runs: number,
  log: (m: string) => void = () => {},
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const all: LighthouseFigures[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
      const { lhr } = result;
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
