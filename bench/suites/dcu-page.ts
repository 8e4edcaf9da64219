// The DCU page in Chromium: from the click on «Подобрать» to «Посмотреть результаты» on screen
// (the popup's bar at 100 %, then its 300 ms pause, calculators §4), median of 10 selections.
// Target < 1 s. The page runs against the built server; the system Chromium drives it.
import type { Page } from 'playwright-core';
import { launchChromium, unlockedCalculatorPage } from '../lib/calculator-page';
import type { BenchContext, Figure } from '../lib/types';
import { median } from '../lib/stats';

const RUNS = 10;
const WARM_UP = 2;
const PASSWORD = 'bench-dcu-page';

/** One selection: the click and the first frame with the button, both timed inside the page. */
async function measure(page: Page): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __bench: { click: number; shown: number | null } };
    w.__bench = { click: 0, shown: null };
    document
      .querySelector('[data-testid="dcu-select"]')!
      .addEventListener('click', () => (w.__bench.click = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="selection-done"]')) {
        observer.disconnect();
        requestAnimationFrame(() => (w.__bench.shown = performance.now()));
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page.getByTestId('dcu-select').click();
  await page.waitForFunction(
    () => (window as unknown as { __bench: { shown: number | null } }).__bench.shown !== null,
    undefined,
    { timeout: 30_000 },
  );
  const { click, shown } = await page.evaluate(
    () => (window as unknown as { __bench: { click: number; shown: number } }).__bench,
  );
  await page.getByRole('button', { name: 'Закрыть' }).click();
  await page.getByTestId('selection-done').waitFor({ state: 'detached' });
  return shown - click;
}

export default async function run(ctx: BenchContext): Promise<Figure[]> {
  const server = await ctx.startServer({ env: { CALC_PASSWORD_DCU: PASSWORD } });
  const browser = await launchChromium();
  try {
    const page = await unlockedCalculatorPage(browser, server.baseUrl, 'DCU', PASSWORD, '/dcu');
    await page.getByTestId('dcu-select').waitFor();
    const times: number[] = [];
    for (let i = 1; i <= WARM_UP + RUNS; i++) {
      const ms = await measure(page);
      if (i > WARM_UP) times.push(ms);
    }
    ctx.log(`runs (ms): ${times.map((t) => t.toFixed(0)).join(', ')}`);
    return [
      {
        name: 'dcu page: Select → «Посмотреть результаты» (median of 10)',
        value: median(times),
        unit: 'ms',
        target: '< 1000',
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
