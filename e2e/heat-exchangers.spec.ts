// Browser tests of the two plate heat-exchanger pages against the real server and engine: the
// password, the Clever form filled and a unit chosen, the result and a solution's check figures, a
// reload restoring the form; the LT form's 5-of-7 refusal, then its result; a signed-in user's
// datasheet download; axe on each state. Screenshots at 1366 and 375 px.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { heatMessages } from '@podbor/contracts';
import { calcPassword, grantCalc } from './fixtures/calc-access';
import { openHome } from './fixtures/home';
import { screenshotsDir, snap } from './fixtures/screenshots';
import { signIn } from './fixtures/session';

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** No serious or critical axe violation on what the page shows now (as e2e/accessibility.spec.ts). */
async function accessible(page: Page) {
  await page.waitForTimeout(300);
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function showResults(page: Page) {
  await page.getByTestId('select').click();
  // A signed-in user's selection renders a datasheet per solution before it answers (seconds, on
  // a shared machine more than the suite's 5 s).
  await expect(page.getByTestId('result-models')).toBeVisible({ timeout: 20_000 });
}

test('Clever: password, form, unit, result, a solution, reload restores the form', async ({ page }) => {
  // Two reloads (each reads the result back by its link, issue 33 item 3) and two axe scans.
  test.slow();
  await openHome(page);
  await page.getByTestId('calculator-card').filter({ hasText: 'Пластинчатые теплообменники Clever' }).click();
  const password = page.getByRole('dialog').getByLabel('Пароль калькулятора');
  await password.fill(calcPassword('Clever'));
  await password.press('Enter');
  await expect(page).toHaveURL(/\/heat$/);

  // A unit switch converts the number and says so next to the field (issue 33): 1,2 МВт is
  // 1200 кВт (above the field's 500, which it says), and straight back is the 1,2 typed.
  const q = field(page, /^Тепловая мощность Q/);
  await page.getByTestId('unit-QUnit').click();
  await page.getByRole('option', { name: 'МВт' }).click();
  await q.pressSequentially('1,2');
  await page.getByTestId('unit-QUnit').click();
  await page.getByRole('option', { name: 'кВт' }).click();
  await expect(q).toHaveValue('1200');
  await expect(page.getByText('Пересчитано из 1,2 МВт')).toBeVisible();
  await expect(page.getByText('Допустимые значения от 0 до 500')).toBeVisible();
  await page.screenshot({ path: `${screenshotsDir}/heat-unit-converted-1366.png` });
  await page.getByTestId('unit-QUnit').click();
  await page.getByRole('option', { name: 'МВт' }).click();
  await expect(q).toHaveValue('1,2');
  await expect(page.getByText('Пересчитано из 1200 кВт')).toBeVisible();
  await field(page, /^Рабочее давление P/).fill('10');
  await field(page, /^Температура на входе T1/).fill('90');
  await field(page, /^Расход G1/).fill('36');
  await page.getByTestId('unit-R1Unit').click();
  await page.getByRole('option', { name: 'бар', exact: true }).click();
  await field(page, /^Допустимая потеря давления R1/).pressSequentially('0,5');
  await page.getByTestId('unit-R1Unit').click();
  await page.getByRole('option', { name: 'кПа' }).click();
  await expect(field(page, /^Допустимая потеря давления R1/)).toHaveValue('50');
  await expect(page.getByText('Пересчитано из 0,5 бар')).toBeVisible();
  await field(page, /^Температура на входе T3/).fill('20');
  await field(page, /^Температура на выходе T4/).fill('60');
  await field(page, /^Допустимая потеря давления R2/).fill('50');
  await showResults(page);
  await expect(page.getByTestId('balance')).toContainText(/Мощность 1\s200 кВт/);
  await shot(page, 'heat-clever-1366');

  await page
    .getByTestId('result-models')
    .getByRole('button', { name: /Посмотреть/ })
    .first()
    .click();
  const view = page.getByTestId('solution-view');
  await expect(view.getByRole('heading', { name: 'Итог' })).toBeVisible();
  await expect(view).toContainText('Площадь теплообмена');
  await shot(page, 'heat-clever-solution-1366');
  await accessible(page);

  await page.waitForURL(/QUnit=MW.*request=.*item=/);
  await page.reload();
  await expect(field(page, /^Тепловая мощность Q/)).toHaveValue('1,2');
  await expect(page.getByTestId('unit-QUnit')).toHaveValue('МВт');
  await expect(field(page, /^Допустимая потеря давления R2/)).toHaveValue('50');
  // The result and the solution opened came back with the page (issue 33 item 3).
  await expect(page.getByTestId('solution-view')).toContainText('Площадь теплообмена');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(field(page, /^Тепловая мощность Q/)).toHaveValue('1,2');
  await shot(page, 'heat-clever-375');
  await accessible(page);
});

test('RTO: 4 of 7 is refused in Russian, 5 of 7 gives the result', async ({ page }) => {
  await grantCalc(page, 'RTO');
  await page.goto('/heatlt');
  const hot = page.getByTestId('section-src');
  const cold = page.getByTestId('section-rec');
  await hot.getByRole('textbox', { name: /^Температура на входе/ }).fill('90');
  await hot.getByRole('textbox', { name: /^Температура на выходе/ }).fill('70');
  await hot.getByRole('textbox', { name: /^Допустимая потеря давления/ }).fill('50');
  await cold.getByRole('textbox', { name: /^Температура на входе/ }).fill('10');
  await cold.getByRole('textbox', { name: /^Температура на выходе/ }).fill('60');
  await cold.getByRole('textbox', { name: /^Допустимая потеря давления/ }).fill('50');
  await page.getByTestId('select').click();
  await expect(page.getByTestId('form-errors')).toHaveText(heatMessages.fiveOfSeven);
  await accessible(page);
  await page.getByTestId('choice-PRESSURE').getByText('16').click();
  await field(page, /^Тепловая мощность, кВт/).fill('200');
  await showResults(page);
  await expect(page.getByTestId('balance')).toContainText('Мощность 200 кВт');
  await shot(page, 'heat-lt-1366');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(field(page, /^Тепловая мощность, кВт/)).toHaveValue('200');
  await shot(page, 'heat-lt-375');
});

test("a signed-in user downloads a solution's thermal datasheet", async ({ page }) => {
  await grantCalc(page, 'Clever');
  // A fresh phone each run: a retry of this test must not meet the user its first try made.
  await signIn(page);
  await page.goto('/heat?Q=500&X=10&R1=50&R2=50&P=6&T1=90&T2=70&T3=10&T4=60');
  await showResults(page);
  await page
    .getByTestId('result-models')
    .getByRole('button', { name: /Посмотреть/ })
    .first()
    .click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Скачать в PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^Clever — CLH \S+ · \d+ пластин\S* · 0,[456] мм · AISI 316 — тепловой расчёт\.pdf$/,
  );
  expect(
    fs
      .readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

test.afterAll(() => {
  // The named screenshots live in e2e/screenshots (gitignored); say where for a person.
  expect(fs.existsSync(screenshotsDir)).toBe(true);
});
