// The DCU page in Chromium: from the click on «Подобрать» to «Посмотреть результаты» on screen
// (the popup's bar at 100 %, then its 300 ms pause, calculators §4), median of 10 selections.
// Target < 1 s. The page runs against the built server; the system Chromium drives it.
import { chromium, type Page } from 'playwright-core';
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
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const res = await page.request.post(`${server.baseUrl}/api/v1/calc/access`, {
      data: { calc: 'DCU', password: PASSWORD },
    });
    if (!res.ok()) throw new Error(`calculator access refused: ${res.status()} ${await res.text()}`);
    const { grant, expiresAt } = ((await res.json()) as { response: { grant: string; expiresAt: number } })
      .response;
    await page.goto(`${server.baseUrl}/readyz`);
    await page.evaluate((g) => localStorage.setItem('calcAccess', JSON.stringify({ DCU: g })), {
      grant,
      expiresAt,
    });
    await page.goto(`${server.baseUrl}/dcu`);
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
