// Browser tests of the pump page's water temperature, NPSH and energy (decision 0031): the
// conversion follows T, a thin NPSH margin warns and a short one refuses, the energy figures
// appear, and a shared link keeps T, NPSH and the profile. Screenshots go to /tmp, not to git.
import { expect, test, type Page } from '@playwright/test';
import { grantCalc } from './fixtures/calc-access';

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });
const shots = process.env.PUMP_WATER_SHOTS;

async function shot(page: Page, name: string) {
  if (!shots) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

test.describe('pump water, NPSH and energy', () => {
  test.setTimeout(120_000);
  test.beforeEach(async ({ page }) => {
    await grantCalc(page, 'Aquastrong');
  });

  test('temperature changes the conversion shown; the link keeps T, NPSH and the profile', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/aquastrong/1?units=m&Q=4&H=6&H0=1.5&BoxType=0');
    const conversion = page.getByText(/^Пересчёт: 1 бар =/).first();
    await expect(conversion).toContainText('1 бар = 10,215 м вод. ст. при 20 °C', { timeout: 20_000 });
    // «6 бар ≈ 61,29 м» under H at 20 °C; at 80 °C the same 6 bar is 63,0 m.
    await expect(page.getByText('≈ 61,3 м вод. ст.')).toBeVisible();
    await field(page, /^Температура воды T/).pressSequentially('80');
    await expect(conversion).toContainText('1 бар = 10,493 м вод. ст. при 80 °C (ρ = 971,8 кг/м³');
    await expect(page.getByText('≈ 63 м вод. ст.')).toBeVisible();
    await expect(page).toHaveURL(/T=80/);

    // The order and the one load profile are said before any tariff is typed; every pump has its
    // life-cycle cost (decision 0042).
    await expect(page.getByTestId('ranking-note').first()).toContainText(
      'Порядок — по стоимости жизненного цикла',
    );
    await expect(page.getByTestId('load-profile').first()).toContainText('360 / 900 / 2100 / 2640 ч/год');
    await expect(page.getByTestId('fit-total-lcc').first()).toContainText('Стоимость жизненного цикла');
    // NPSHa and the energy profile: the why panel says the margin and the energy a year.
    await field(page, /^NPSHa/).pressSequentially('30');
    await expect(page.getByTestId('fit-npsh').first()).toContainText('Запас по NPSH');
    await field(page, /^Цена электроэнергии/).pressSequentially('6,5');
    await expect(page.getByTestId('fit-lcc').first()).toContainText('кВт·ч в год');
    await field(page, /^Часов в год при 25 %/).pressSequentially('0');
    await expect(page).toHaveURL(/h25=0/);
    await shot(page, 'pump-water-1366');

    // The shared link restores every field and the same figures.
    const url = page.url();
    const other = await page.context().newPage();
    await other.setViewportSize({ width: 375, height: 812 });
    await other.goto(url);
    await expect(field(other, /^Температура воды T/)).toHaveValue('80');
    await expect(field(other, /^NPSHa/)).toHaveValue('30');
    await expect(field(other, /^Цена электроэнергии/)).toHaveValue('6,5');
    await expect(field(other, /^Часов в год при 25 %/)).toHaveValue('0');
    await expect(other.getByText(/^Пересчёт: 1 бар =/).first()).toContainText('при 80 °C');
    await expect(other.getByTestId('fit-lcc').first()).toContainText('кВт·ч в год');
    await shot(other, 'pump-water-375');
  });

  test('a thin NPSH margin warns, a short one refuses with its reason', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    // The first pump's NPSHr at this duty, from the answer, then NPSHa just above and just below it.
    await page.goto('/aquastrong/1?units=m&Q=4&H=6&H0=1.5&BoxType=0');
    const first = page.getByTestId('fit-reason').first();
    await expect(first).toBeVisible({ timeout: 20_000 });
    // NPSHr of the first pump as the card shows it («1,1 м»).
    const shown = await page.locator('[data-key="NPSH"] dd').first().innerText();
    const npshr = Number(shown.replace(/[^\d,]/g, '').replace(',', '.'));
    const base = npshr ?? 2;
    await page.goto(`/aquastrong/1?units=m&Q=4&H=6&H0=1.5&BoxType=0&NPSHa=${(base + 0.2).toFixed(2)}`);
    await expect(page.locator('[data-testid="fit-npsh"][data-status="thin"]').first()).toContainText(
      'Малый запас по NPSH',
    );
    await page.goto('/aquastrong/1?units=m&Q=4&H=6&H0=1.5&BoxType=0&NPSHa=0.1');
    await expect(
      page.getByText('Кавитация: располагаемый NPSHa меньше NPSHr насоса в рабочей точке').first(),
    ).toBeVisible();
  });
});
