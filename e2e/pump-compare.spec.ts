// Browser tests of the pump search across all series and the comparison (decision 0032): from the
// series list to one ranked list with a series column, the URL round trip, a pump opened on its
// series page, four pumps chosen (a fifth refused in words), the comparison with its chart, table
// and hours, a bad comparison link — at 1366 and 375 px, with screenshots to look at.
import { expect, test, type Page } from '@playwright/test';
import { grantCalc } from './fixtures/calc-access';
import { snap } from './fixtures/screenshots';

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/**
 * Nothing scrolls sideways (issue 29 item 6): neither the page nor the box around the element
 * (a table's scroll container), and the element ends inside the window.
 */
async function expectFits(page: Page, selector: string) {
  const overflow = await page.locator(selector).evaluate((el) => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    box: el.parentElement!.scrollWidth - el.parentElement!.clientWidth,
    right: el.getBoundingClientRect().right - window.innerWidth,
  }));
  expect(overflow.page, `${selector}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  expect(overflow.box, `${selector}: its box scrolls sideways`).toBeLessThanOrEqual(0);
  expect(overflow.right, `${selector}: it ends past the window`).toBeLessThanOrEqual(0);
}

/** The machine the suite runs on is shared: a first answer may take a few seconds. */
const slow = { timeout: 30_000 };

test.describe('pump search across series and comparison', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => {
    await grantCalc(page, 'Aquastrong');
  });

  for (const width of [1366, 375]) {
    test(`search, choose four, compare (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto('/aquastrong');
      await page.getByTestId('search-all-series').click();
      await expect(page).toHaveURL(/\/aquastrong\/all$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Подбор по всем сериям' })).toBeVisible();

      // A duty several series serve, at fixed speed so the series without control compete too.
      await field(page, /^Подача Q/).pressSequentially('4');
      await field(page, /^Напор H/).pressSequentially('4');
      await field(page, /^Статический напор H0/).pressSequentially('1,5');
      const rows = page.getByTestId('search-row');
      await expect(rows.first()).toBeVisible(slow);
      await expect(page).toHaveURL(/Q=4&H=4&H0=1\.5/);
      // Without control: the series without it then run as they would anyway.
      await page.getByText('Без частотного регулирования', { exact: true }).click();
      await expect(page).toHaveURL(/BoxType=2/);
      // Polled: the list with control may still be shown for a moment after the click.
      const seriesShown = () =>
        rows.evaluateAll((rs) => new Set(rs.map((r) => r.getAttribute('data-series'))).size);
      await expect.poll(seriesShown, slow).toBeGreaterThan(1);
      await expect(page.getByTestId('search-count')).toContainText('Подход');
      await expectFits(page, '[data-testid="search-table"]');
      await shot(page, `pump-search-${width}`);

      // The URL keeps the state: a reload shows the same list.
      const firstId = await rows.first().getAttribute('data-pump-id');
      await page.reload();
      await expect(rows.first()).toHaveAttribute('data-pump-id', firstId!, slow);

      // Four pumps chosen; the fifth is refused with a message, and nothing is added.
      const boxes = page.getByRole('checkbox', { name: /^Сравнить / });
      // The first by keyboard, as on a phone's card the box is reached by Tab and ticked by Space.
      await boxes.nth(0).focus();
      await page.keyboard.press('Space');
      await expect(boxes.nth(0)).toBeChecked();
      for (let i = 1; i < 4; i++) await boxes.nth(i).check();
      await expect(page.getByTestId('compare-bar')).toContainText('Выбрано 4 насоса из 4');
      await boxes.nth(4).click();
      await expect(page.getByTestId('compare-limit')).toContainText('Сравнить можно не больше 4 насосов');
      await expect(boxes.nth(4)).not.toBeChecked();

      await page.getByRole('link', { name: 'Сравнить выбранные' }).click();
      await expect(page).toHaveURL(/\/aquastrong\/compare\?pumps=\d+(%2C|,)\d+(%2C|,)\d+(%2C|,)\d+&/);
      await expect(page.getByRole('heading', { level: 1, name: 'Сравнение насосов' })).toBeVisible();
      await expect(page.getByTestId('compare-pump')).toHaveCount(4, slow);
      await expect(page.locator('[data-chart="compare"] svg').first()).toBeVisible(slow);
      const table = page.getByTestId('compare-table');
      // The series page's one load profile, shown and editable here (issue 29 item 9).
      await expect(table).toContainText('Энергия за год (график нагрузки)');
      await expect(table).toContainText('кВт·ч');
      await expect(table).toContainText('Стоимость жизненного цикла');
      await expect(page.getByTestId('load-profile')).toContainText('360 / 900 / 2100 / 2640 ч/год');
      await expect(table).toContainText('нет в каталоге');
      await expect(page.getByText('P1 — оценка для двигателя класса IE3')).toBeVisible();
      await expectFits(page, '[data-testid="compare-table"]');
      await expectFits(page, '[data-chart="compare"]');
      await shot(page, `pump-compare-${width}`);

      // The profile changes the energy and the URL, as on the series page.
      const hours = page.getByRole('textbox', { name: 'При 100 %' });
      await hours.fill('2000');
      await hours.press('Enter');
      await expect(page).toHaveURL(/h100=2000/);
      await expect(page.getByTestId('load-profile')).toContainText('2000 / 900 / 2100 / 2640 ч/год', slow);
    });
  }

  test('a pump opens on its own series page with the duty; a bad comparison link says what is wrong', async ({
    page,
  }) => {
    await page.goto('/aquastrong/all?units=m&Q=4&H=4&H0=1.5&BoxType=2');
    const first = page.getByTestId('search-row').first();
    await expect(first).toBeVisible(slow);
    const id = await first.getAttribute('data-pump-id');
    await first.getByRole('link', { name: /^Открыть / }).click();
    await expect(page).toHaveURL(new RegExp(`/aquastrong/\\d+/${id}\\?units=m&Q=4&H=4&H0=1\\.5`));

    await page.goto('/aquastrong/compare?pumps=1001&units=m&Q=4&H=4&H0=1.5');
    await expect(page.getByTestId('url-problems')).toContainText('Неверная ссылка: «pumps»');
    await page.goto('/aquastrong/compare?pumps=1001,999999&units=m&Q=4&H=4&H0=1.5');
    await expect(page.getByTestId('compare-error')).toContainText('Насос 999999 не найден в каталоге', slow);
  });
});
