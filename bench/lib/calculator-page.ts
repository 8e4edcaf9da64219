// What every calculator-page suite does before it measures: the system Chromium, and a page of the
// built server already unlocked for one calculator (its grant in localStorage, as the password
// modal leaves it), so the run starts on the calculator itself.
import { chromium, type Browser, type Page } from 'playwright-core';
import type { CalcName } from '@podbor/contracts/calculators';

/** The system Chromium, headless (CHROMIUM_PATH overrides /usr/bin/chromium). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
}

/**
 * `calc`'s grant, asked of the server with `password`, as the password modal leaves it in
 * localStorage: the key and its JSON value.
 */
export async function calcGrantItem(
  baseUrl: string,
  calc: CalcName,
  password: string,
): Promise<{ key: string; value: string }> {
  const res = await fetch(`${baseUrl}/api/v1/calc/access`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ calc, password }),
  });
  if (!res.ok) throw new Error(`calculator access refused: ${res.status} ${await res.text()}`);
  const { grant, expiresAt } = ((await res.json()) as { response: { grant: string; expiresAt: number } })
    .response;
  return { key: 'calcAccess', value: JSON.stringify({ [calc]: { grant, expiresAt } }) };
}

/** A 1440 × 900 page holding `calc`'s grant, asked of the server with `password`, then at `path`. */
export async function unlockedCalculatorPage(
  browser: Browser,
  baseUrl: string,
  calc: CalcName,
  password: string,
  path: string,
): Promise<Page> {
  const item = await calcGrantItem(baseUrl, calc, password);
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${baseUrl}/readyz`);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), item);
  await page.goto(`${baseUrl}${path}`);
  return page;
}
