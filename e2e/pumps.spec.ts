// Browser tests of the pump calculator against the real server and catalogue: a series, a duty
// point typed in, the ranked result, a pump's tab with its charts, the URL round trip, a bad URL,
// no solutions, the units switch, the phone layout, and a signed-in user downloading the PDF datasheet.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CALC_ACCESS_KEY } from '../apps/web/src/lib/calc-access';
import { calcPassword, grantCalc } from './fixtures/calc-access';
import { signIn } from './fixtures/session';
import { screenshotsDir, snap } from './fixtures/screenshots';

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });
const Q = (page: Page) => field(page, /^Подача Q/);
const H = (page: Page) => field(page, /^Напор H/);
const H0 = (page: Page) => field(page, /^Статический напор H0/);

/** A full-page screenshot from the top (a scrolled page would draw the fixed header mid-page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** Types a duty as a person does; the selection starts 900 ms after the last key (calculators §4). */
async function typeDuty(page: Page, q: string, h: string, h0: string) {
  await Q(page).pressSequentially(q);
  await H(page).pressSequentially(h);
  await H0(page).pressSequentially(h0);
}

/** Registers a user through the accounts API (SMS code from the outbox) and stores the session. */
test.describe('pump selection', () => {
  test.beforeEach(async ({ page }) => {
    await grantCalc(page, 'Aquastrong');
  });

  test('typed values: a clamp is said by the field, units are refused, a comma is a decimal, l/s has its range', async ({
    page,
  }) => {
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto('/aquastrong/1');
      await expect(page.getByRole('heading', { level: 1, name: 'Серия EVR' })).toBeVisible();
      // H 150 is clamped to the maximum, and the field says so.
      await H(page).pressSequentially('150');
      await expect(H(page)).toHaveValue('100');
      await expect(page.getByText('Значение изменено на 100 — максимум')).toBeVisible();
      // «8 м3/ч» is refused as typed, not read as 83.
      await Q(page).pressSequentially('8 м3/ч');
      await H0(page).pressSequentially('2');
      await expect(Q(page)).toHaveValue('8 м3/ч');
      await expect(page.getByText(/Введите число цифрами, без букв, единиц и степеней/)).toBeVisible();
      await expect(page).toHaveURL(/\/aquastrong\/1$/);
      await shot(page, `pumps-typed-values-${width}`);
      // In l/s, 0,1 is raised to the l/s minimum with a note; 0,3 l/s is selected as typed.
      await page.getByText('л/с', { exact: true }).click();
      await Q(page).fill('0,1');
      await H(page).click();
      await expect(Q(page)).toHaveValue('0,28');
      await expect(page.getByText('Значение изменено на 0,28 — минимум для л/с')).toBeVisible();
      await shot(page, `pumps-clamp-ls-${width}`);
      await Q(page).fill('0,3');
      await Q(page).press('Enter');
      await expect(page).toHaveURL(/units=l&Q=0\.3&H=100&H0=2/);
      await expect(Q(page)).toHaveValue('0,3');
    }
  });

  test('a series, a typed duty, the ranked result, a pump tab with charts, and the same page after reload', async ({
    page,
  }) => {
    await page.goto('/aquastrong');
    await expect(page.getByRole('heading', { level: 1, name: 'Насосы Aquastrong' })).toBeVisible();
    await expect(page.getByTestId('series-card')).toHaveCount(3);
    // Each card's drawing really loads (served without the grant, so a plain <img> works).
    for (const img of await page.getByTestId('series-card').locator('img').all())
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText('Иллюстративные данные, не данные производителя')).toBeVisible();
    await shot(page, 'pumps-series');

    await page.getByTestId('series-card').filter({ hasText: 'EVR' }).first().click();
    await expect(page).toHaveURL(/\/aquastrong\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Серия EVR' })).toBeVisible();
    // No duty yet: the whole model range; the breadcrumb ends with the series.
    await expect(page.getByTestId('range-model').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toContainText('EVR');
    await shot(page, 'pumps-model-range');

    await typeDuty(page, '5', '6', '2');
    const results = page.getByTestId('pump-results');
    await expect(results).toBeVisible();
    await expect(page).toHaveURL(/\/aquastrong\/1\?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0$/);
    const first = results.getByTestId('pump-candidate').first();
    await expect(first.getByTestId('working-point')).toContainText('5 м³/ч');
    await expect(first.getByTestId('fit-reason')).toContainText('подачи оптимума КПД');
    await shot(page, 'pumps-results');

    const name = (await first.locator('h3').textContent())!.trim();
    await first.getByRole('button', { name: `Открыть ${name}` }).click();
    const tab = page.getByRole('tab', { name });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/aquastrong\/1\/\d+\?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0$/);
    const details = page.getByTestId('pump-details');
    await expect(details.getByRole('heading', { name })).toBeVisible();
    await expect(details.getByTestId('working-point')).toContainText('6 бар');
    // The four interactive charts are drawn (SVG renderer), with the working point readout.
    for (const chart of ['head', 'efficiency', 'power', 'npshr'])
      await expect(details.locator(`[data-chart="${chart}"] svg`)).toBeVisible();
    await expect(details.locator('[data-chart="head"]')).toContainText('Рабочая точка: Q = 5 м³/ч');
    await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toContainText(name);
    await shot(page, 'pumps-pump-tab');
    // The chart under the pointer, as the user sees it: the tooltip reads every curve at that flow,
    // with units — pump and system heads, efficiency, power, NPSHr.
    await details.locator('[data-chart="head"]').scrollIntoViewIfNeeded();
    await details.locator('[data-chart="head"]').hover({ position: { x: 300, y: 150 } });
    const readings = page.locator('[data-pump-readings]').filter({ visible: true });
    await expect(readings).toHaveCount(1);
    await expect(readings).toContainText(/^Q = [\d,]+ м³\/ч/);
    for (const row of [
      /Напор насоса[^]*?[\d,]+ бар \([\d,]+ м\)/,
      /Напор сети[^]*?[\d,]+ бар/,
      /КПД η[^]*?[\d,]+ %/,
    ])
      await expect(readings).toContainText(row);
    await expect(readings).toContainText(/Мощность P2[^]*?[\d,]+ кВт/);
    await expect(readings).toContainText(/NPSHr[^]*?[\d,]+ м/);
    // Read at the pointer's own flow, the one its label on the flow axis shows (not a nearby sample).
    const flow = /^Q = ([\d,]+) м³\/ч/.exec((await readings.textContent()) ?? '')![1]!;
    await expect(
      details.locator('[data-chart="head"] svg text').filter({ hasText: new RegExp(`^${flow}$`) }),
    ).not.toHaveCount(0);
    await page.screenshot({ path: path.join(screenshotsDir, 'pumps-chart-tooltip.png') });

    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expect(Q(page)).toHaveValue('5');
    await expect(H(page)).toHaveValue('6');
    await expect(H0(page)).toHaveValue('2');
    await expect(page.getByTestId('pump-details').locator('[data-chart="head"] svg')).toBeVisible();
    await page.getByRole('tab', { name: 'Подбор по параметрам' }).click();
    await expect(page.getByTestId('pump-candidate').first()).toContainText(name);

    // The first tab cannot be closed; closing the pump's tab leaves the selection.
    await expect(page.getByLabel('Закрыть вкладку Подбор по параметрам')).toHaveCount(0);
    await page.getByLabel(`Закрыть вкладку ${name}`).click();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page).toHaveURL(/\/aquastrong\/1\?/);
  });

  test('typing during a selection is kept, and the newer duty replaces the running selection', async ({
    page,
  }) => {
    // The first selection answers slowly, so the typing below happens while it runs.
    let slow = true;
    await page.route('**/api/v1/search/pump/filter/1', async (route) => {
      if (route.request().method() === 'POST' && slow) {
        slow = false;
        await new Promise((r) => setTimeout(r, 2500));
      }
      await route.continue().catch(() => {});
    });
    await page.goto('/aquastrong/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Серия EVR' })).toBeVisible();
    await typeDuty(page, '5', '6', '2');
    await H0(page).press('Tab');
    await expect(page.getByText('Идёт подбор…')).toBeVisible();
    await Q(page).fill('');
    await Q(page).pressSequentially('7,5');
    await expect(Q(page)).toHaveValue('7,5');
    await page.screenshot({ path: path.join(screenshotsDir, 'pumps-typing-during-selection-1366.png') });
    await Q(page).press('Enter');
    await expect(page).toHaveURL(/Q=7\.5/);
    const first = page.getByTestId('pump-candidate').first();
    await expect(first.getByTestId('working-point')).toContainText('7,5 м³/ч');
    await expect(Q(page)).toHaveValue('7,5');
  });

  test('the form’s rules use the spec’s words', async ({ page }) => {
    await page.goto('/aquastrong/1');
    await Q(page).click();
    await page.keyboard.press('Tab');
    await expect(page.getByText('Поле не должно быть пустым')).toBeVisible();
    await typeDuty(page, '5', '2', '3');
    await expect(page.getByText('Напор должен быть больше статического напора')).toBeVisible();
    await expect(page.getByTestId('pump-results')).toHaveCount(0);
    await shot(page, 'pumps-form-messages');
  });

  test('switching m³/h → l/s converts the flow: the same duty, the same pumps, in l/s', async ({ page }) => {
    await page.goto('/aquastrong/1?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0');
    const first = page.getByTestId('pump-candidate').first();
    // The first selection of the page: a job on the server, slower than 5 s beside another worker.
    await expect(first.getByTestId('working-point')).toContainText('5 м³/ч', { timeout: 20_000 });
    const name = (await first.locator('h3').textContent())!.trim();
    await page
      .locator('label')
      .filter({ hasText: /^л\/с$/ })
      .click();
    await expect(Q(page)).toHaveValue('1,39');
    await expect(page).toHaveURL(/\?units=l&Q=1\.39&H=6&H0=2&pcnt=1&BoxType=0$/);
    await expect(first.getByTestId('working-point')).toContainText('1,39 л/с');
    await expect(first.locator('h3')).toHaveText(name);
  });

  test('head in metres: hunits=m opens in m on the form, the result and the H–Q axis; switching converts and says so', async ({
    page,
  }) => {
    await page.goto('/aquastrong/1?units=m&Q=5&hunits=m&H=60&H0=20&pcnt=1&BoxType=0');
    await expect(H(page)).toHaveValue('60');
    await expect(H0(page)).toHaveValue('20');
    await expect(page.getByRole('radio', { name: 'м вод. ст.' })).toBeChecked();
    await expect(page.getByText('≈ 5,87 бар')).toBeVisible();
    const first = page.getByTestId('pump-candidate').first();
    await expect(first.getByTestId('working-point')).toContainText(/60 м \(5,87 бар\)/);
    const name = (await first.locator('h3').textContent())!.trim();
    await first.getByRole('button', { name: `Открыть ${name}` }).click();
    await expect(page).toHaveURL(/\/aquastrong\/1\/\d+\?units=m&Q=5&hunits=m&H=60&H0=20&pcnt=1&BoxType=0$/);
    const chart = page.getByTestId('pump-details').locator('[data-chart="head"]');
    await chart.scrollIntoViewIfNeeded();
    // The charts load lazily: on a busy machine this takes a while.
    await expect(chart.locator('svg')).toBeVisible({ timeout: 30_000 });
    await expect(chart).toContainText('Напор H, м');
    await expect(chart).toContainText('Рабочая точка: Q = 5 м³/ч, H = 60 м');
    // Round ticks in metres on the head axis (0, 10, 20 … or 0, 20, 40 …), never 10,2 or 61,2.
    const ticks = await chart.locator('svg text').allTextContents();
    expect(ticks).toContain('0');
    expect(ticks.some((t) => /^(20|25|50)$/.test(t))).toBe(true);
    expect(ticks.some((t) => /^\d+,\d+$/.test(t) && !/^\d,5$/.test(t))).toBe(false);
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: path.join(screenshotsDir, `pumps-head-metres-${width}.png`),
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    // Back to bar: the same heads converted, and each field says from what.
    await page.getByRole('tab', { name: 'Подбор по параметрам' }).click();
    await page.locator('label').filter({ hasText: /^бар$/ }).click();
    await expect(H(page)).toHaveValue('5,87');
    await expect(H0(page)).toHaveValue('1,96');
    await expect(page.getByText('Пересчитано из 60 м')).toBeVisible();
    await expect(page).toHaveURL(/\?units=m&Q=5&H=5\.87&H0=1\.96&pcnt=1&BoxType=0$/);
  });

  test('a bad hunits is a «Неверная ссылка» and selects nothing', async ({ page }) => {
    await page.goto('/aquastrong/1?units=m&Q=5&hunits=ft&H=60&H0=20');
    await expect(page.getByText('Неверная ссылка: единицы напора «ft» не поддерживаются')).toBeVisible();
    await expect(page.getByTestId('pump-candidate')).toHaveCount(0);
  });

  test('a bad URL lists its problems and the page stays usable', async ({ page }) => {
    await page.goto('/aquastrong/1?units=x&Q=5&H=6&foo=1');
    const alert = page.getByTestId('url-errors');
    await expect(alert).toContainText('Неверная ссылка: неизвестный параметр «foo»');
    await expect(alert).toContainText('Неверная ссылка: единицы расхода «x» не поддерживаются');
    await expect(alert).toContainText('Неверная ссылка: не указан параметр «H0»');
    await expect(Q(page)).toHaveValue('5');
    await shot(page, 'pumps-bad-url');
    await H0(page).fill('2');
    await H0(page).press('Enter');
    await expect(page.getByTestId('pump-results')).toBeVisible();
    await expect(alert).toHaveCount(0);
    await expect(page).toHaveURL(/\?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0$/);

    // A pump of another series (CMI 2-2 under EVR): said so; no tab, the duty is still selected.
    await page.goto('/aquastrong/1/3001?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0');
    await expect(alert).toContainText('Неверная ссылка: в серии EVR нет насоса № 3001');
    await expect(page.getByTestId('pump-results')).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
  });

  test('nothing fits: «Решений не найдено» with the reasons', async ({ page }) => {
    await page.goto('/aquastrong/3?units=m&Q=90&H=9&H0=1&pcnt=1');
    const none = page.getByTestId('no-solutions');
    await expect(none).toContainText('Решений не найдено');
    await expect(none.getByTestId('rejected')).toContainText('Рабочая точка');
    // Nothing else serves 90 m³/h at 9 bar: the nearest model by its flow, and that nothing else does.
    const advice = none.getByTestId('no-solution-advice');
    await expect(advice.getByTestId('advice-nearest')).toContainText(
      /^Ближе всего CMI 8-2: требуемая подача 90\sм³\/ч на \d+\s% больше наибольшей подачи/,
    );
    await expect(advice).toContainText('Ни параллельная работа до 5 насосов, ни другие серии');
    await shot(page, 'pumps-no-solutions');

    // 10 m³/h at 4 bar: CMI falls short, two CMI in parallel or another series serve it.
    await page.goto('/aquastrong/3?units=m&Q=10&H=4&H0=1&pcnt=1');
    await expect(advice.getByTestId('advice-nearest')).toContainText(
      /^Ближе всего CMI 8-5: при Q 10\sм³\/ч напор 3,\d+\sбар — на \d+\s% меньше требуемого 4\sбар$/,
    );
    await expect(advice.getByTestId('advice-parallel')).toContainText(
      'Подойдут 2 насоса параллельно: CMI 8-5',
    );
    await expect(advice.getByTestId('advice-series')).toHaveCount(2);
    await expect(advice.getByRole('link', { name: 'Подобрать в серии EVR' })).toHaveAttribute(
      'href',
      '/aquastrong/1?units=m&Q=10&H=4&H0=1&BoxType=0',
    );
    await shot(page, 'pumps-no-solutions-advice');
    // The parallel link is reached from the keyboard and reselects with two pumps.
    const parallel = advice.getByRole('link', { name: 'Подобрать 2 насоса параллельно' });
    await parallel.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/aquastrong\/3\?units=m&Q=10&H=4&H0=1&pcnt=2$/);
    await expect(page.getByTestId('pump-candidate').first()).toContainText('CMI 8-5');
    // The other series' link opens its page with the same duty and its pumps.
    await page.goBack();
    await advice.getByRole('link', { name: 'Подобрать в серии EVP' }).click();
    await expect(page).toHaveURL(/\/aquastrong\/2\?units=m&Q=10&H=4&H0=1&BoxType=0$/);
    await expect(page.getByTestId('pump-candidate')).toHaveCount(4);
  });

  test('a guest is told downloads need a login; a signed-in user saves the datasheet and H–Q named by the model', async ({
    page,
  }) => {
    // The pump page loads its series, pump and charts, then the files are rendered: slow on a busy
    // machine.
    test.slow();
    const pumpUrl = '/aquastrong/1/1021?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0';
    await page.goto(pumpUrl);
    await expect(page.getByTestId('files-guest')).toContainText(
      'Скачивание файлов расчёта доступно после входа в личный кабинет.',
      { timeout: 40_000 },
    );

    await signIn(page); // a fresh phone: a retry must not meet the first try's user
    await page.reload();
    await page.getByRole('button', { name: 'Сформировать файлы' }).click();
    const list = page.getByTestId('file-list');
    await expect(list).toBeVisible({ timeout: 20_000 });
    await expect(list.getByRole('button')).toHaveCount(4);
    await shot(page, 'pumps-files');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      list.getByRole('button', { name: 'Скачать: Паспорт насоса, PDF' }).click(),
    ]);
    // The saved file carries the model and the document's one name (the API's key stays its own).
    expect(download.suggestedFilename()).toBe('EVR 5-10 — Паспорт насоса.pdf');
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const [chart] = await Promise.all([
      page.waitForEvent('download'),
      list.getByRole('button', { name: 'Скачать: График H–Q, PNG' }).click(),
    ]);
    expect(chart.suggestedFilename()).toBe('EVR 5-10 — H-Q.png');
  });
});

test('a grant the server no longer accepts opens the password modal, which comes back to the same pump page', async ({
  page,
}) => {
  await grantCalc(page, 'Aquastrong');
  // The stored grant keeps its expiry but loses its signature: the browser still thinks it has
  // access, the server refuses every pump call.
  await page.evaluate((key) => {
    const map = JSON.parse(localStorage.getItem(key)!) as Record<string, { grant: string }>;
    map.Aquastrong!.grant = `${map.Aquastrong!.grant.slice(0, -6)}AAAAAA`;
    localStorage.setItem(key, JSON.stringify(map));
  }, CALC_ACCESS_KEY);
  const pumpUrl = '/aquastrong/1/1021?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0';
  await page.goto(pumpUrl);

  const dialog = page.getByRole('dialog');
  await expect(page).toHaveURL(/\/calc_pass$/);
  await expect(dialog).toContainText('Насосы Aquastrong');
  await dialog.getByLabel('Пароль калькулятора').fill(calcPassword('Aquastrong'));
  await dialog.getByRole('button', { name: 'Продолжить' }).click();

  await expect(page).toHaveURL(pumpUrl);
  await expect(page.getByTestId('pump-details').locator('[data-chart="head"] svg')).toBeVisible();
});

test.describe('pump selection on a phone, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the form comes first, the result and the charts below at full width', async ({ page }) => {
    await grantCalc(page, 'Aquastrong');
    await page.goto('/aquastrong/1/1021?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0');
    const form = page.getByRole('form', { name: 'Параметры подбора' });
    const details = page.getByTestId('pump-details');
    await expect(details.locator('[data-chart="head"] svg')).toBeVisible();
    const formBox = (await form.boundingBox())!;
    const chartBox = (await details.locator('[data-chart="head"]').boundingBox())!;
    expect(chartBox.y).toBeGreaterThan(formBox.y + formBox.height);
    expect(chartBox.width).toBeGreaterThan(300);
    await shot(page, 'pumps-mobile');
    // The readings under a finger stay on the screen: wrapped, inside the chart.
    await details.locator('[data-chart="head"]').scrollIntoViewIfNeeded();
    await details.locator('[data-chart="head"]').hover({ position: { x: 200, y: 120 } });
    const readings = page.locator('[data-pump-readings]').filter({ visible: true });
    await expect(readings).toContainText('NPSHr');
    const tip = (await readings.boundingBox())!;
    expect(tip.x).toBeGreaterThanOrEqual(0);
    expect(tip.x + tip.width).toBeLessThanOrEqual(390);
    // …and away from the finger: the box sits in the corner across from the point read.
    const finger = {
      x: chartBox.x + 200,
      y: (await details.locator('[data-chart="head"]').boundingBox())!.y + 120,
    };
    const covers =
      finger.x >= tip.x &&
      finger.x <= tip.x + tip.width &&
      finger.y >= tip.y &&
      finger.y <= tip.y + tip.height;
    expect(covers).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the H–Q legend wraps with whole names, never paginated; the model table says it scrolls', async ({
    page,
  }) => {
    await grantCalc(page, 'Aquastrong');
    await page.goto('/aquastrong/1/1021?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0');
    const head = page.getByTestId('pump-details').locator('[data-chart="head"]');
    await expect(head.locator('svg')).toBeVisible();
    await expect(head.locator('svg text', { hasText: 'Характеристика сети' })).toHaveCount(1);
    await expect(head.locator('svg text', { hasText: 'Рабочая точка' }).first()).toBeVisible();
    // A paginated legend draws its page counter («1/5»).
    await expect(head.locator('svg text', { hasText: /^\d+\/\d+$/ })).toHaveCount(0);

    await page.goto('/aquastrong/1');
    await expect(page.getByTestId('range-scroll-hint')).toBeVisible();
    await expect(page.getByTestId('range-scroll-hint')).toHaveText(/Прокрутите таблицу вбок/);
  });

  test('a typed duty scrolls the result into view once', async ({ page }) => {
    await grantCalc(page, 'Aquastrong');
    await page.goto('/aquastrong/1');
    await typeDuty(page, '5', '6', '2');
    const result = page.getByTestId('pump-results');
    await expect(result).toBeVisible({ timeout: 15_000 });
    // The result's top comes up under the header.
    await expect.poll(async () => (await result.boundingBox())!.y, { timeout: 5_000 }).toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    // Focus stays in the form.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
    // Once: back at the top, the same result does not pull the page down again.
    await page.waitForTimeout(1000); // the smooth scroll ends
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
