// Browser test of the DCU calculator against the real server: both tabs, a dependency, Select with
// the progress popup, the result page (reload keeps it by hash), the article copy, the documents and
// the 3D view for a signed-in user; axe on both pages; screenshots at 1366 and 375 px.
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { grantCalc } from './fixtures/calc-access';
import { screenshotsDir, snap } from './fixtures/screenshots';
import { signIn } from './fixtures/session';

/** axe's serious and critical violations on the page as it is now (accessibility.spec's rule). */
async function axeProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

test('DCU: both tabs to the result page, copy, documents and the 3D view', async ({ page, context }) => {
  test.setTimeout(45_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await grantCalc(page, 'DCU');
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dcu');
  await expect(page.getByRole('heading', { level: 1, name: 'Коллекторные узлы DCU' })).toBeVisible();
  const article = page.getByTestId('dcu-article');
  await expect(article).toHaveText('DCU-H-F-L-25-C-04-B1-N-O15-T0R-AA-D1-R25-P0');

  // Water supply: the tab resets the form to its defaults; stainless only.
  await page.getByRole('tab', { name: 'Водоснабжение' }).click();
  await expect(article).toHaveText('DCU-W-F-L-25-S-04-B1-N-O15Y-RI-G1');
  await expect(page.getByText('Узел водоснабжения выполняется только из нержавеющей стали')).toBeVisible();
  await shot(page, 'dcu-form-375');
  await page.setViewportSize({ width: 1366, height: 900 });

  // Heating again, with a meter at the inlet: 4 outlets + meter + regulator → size 2.
  await page.getByRole('tab', { name: 'Отопление' }).click();
  await page.getByRole('textbox', { name: 'Счётчик на вводе' }).click();
  await page.getByRole('option', { name: 'Счётчик', exact: true }).click();
  await expect(article).toHaveText('DCU-H-F-L-25-C-04-B2-M-O15-T0R-AA-D1-R25-P0');
  // The design flow keeps the decimal comma (issue 33: «1,25» was read as 25); outlets say a clamp.
  const flow = page.getByRole('textbox', { name: /Расчётный расход/ });
  await flow.pressSequentially('0,8');
  await flow.press('Tab');
  await expect(flow).toHaveValue('0,8');
  await flow.fill('');
  await flow.pressSequentially('1,25');
  await flow.press('Tab');
  await expect(flow).toHaveValue('1,25');
  const count = page.getByRole('textbox', { name: /Количество выходов/ });
  await count.fill('');
  await count.pressSequentially('0');
  await count.press('Tab');
  await expect(count).toHaveValue('1');
  await expect(page.getByText('Значение изменено на 1 — минимум')).toBeVisible();
  await count.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(screenshotsDir, 'dcu-typed-numbers-1366.png') });
  await count.fill('');
  await count.pressSequentially('4');
  await count.press('Tab');
  await expect(article).toHaveText('DCU-H-F-L-25-C-04-B2-M-O15-T0R-AA-D1-R25-P0');
  await shot(page, 'dcu-form-1366');
  expect(await axeProblems(page)).toEqual([]);

  await page.getByTestId('dcu-select').click();
  await page.getByRole('button', { name: 'Посмотреть результаты' }).click();
  await expect(page).toHaveURL(/\/dcu\/product_item\?hash=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Подбор оборудования' })).toBeVisible();
  await expect(page.getByTestId('dcu-product-name')).toContainText('Коллекторный узел DCU отопления');
  await expect(page.getByTestId('article')).toHaveText('DCU-H-F-L-25-C-04-B2-M-O15-T0R-AA-D1-R25-P0');
  await expect(page.getByTestId('dcu-params')).toContainText('Потери давления при 1,25 м³/ч');
  await expect(page.getByTestId('dcu-3d')).toBeVisible();

  // A reload keeps the result (the hash is in the URL).
  await page.reload();
  await expect(page.getByTestId('article')).toHaveText('DCU-H-F-L-25-C-04-B2-M-O15-T0R-AA-D1-R25-P0');
  await page.getByRole('button', { name: 'Скопировать артикул' }).click();
  await expect(page.getByText('Артикул скопирован').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'DCU-H-F-L-25-C-04-B2-M-O15-T0R-AA-D1-R25-P0',
  );

  // The specification opens in a new tab.
  const docs = page.getByTestId('dcu-documents');
  await expect(docs.getByText('Спецификация узла')).toBeVisible();
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    docs.getByRole('button', { name: 'Скачать: Спецификация узла' }).click(),
  ]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();

  // Sending to the manager is a КП request (e2e/kp.spec.ts walks it).
  await expect(page.getByRole('button', { name: 'Отправить спецификацию менеджеру' })).toBeEnabled();

  await expect(page.getByTestId('dcu-3d')).toBeVisible();
  await shot(page, 'dcu-result-1366');
  expect(await axeProblems(page)).toEqual([]);
  // On a phone, after a reload at that width (the layout of a real phone, not a resized desktop).
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByTestId('dcu-3d')).toBeVisible();
  await shot(page, 'dcu-result-375');
});
