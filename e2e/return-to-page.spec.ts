// Browser tests of the way back (issue 19): a shared link or a bookmark of a calculator without its
// grant opens the password modal and then the very link; a guest on a cabinet page gets the login
// modal and then that page; a guest's 'Войти' (or 'Зарегистрироваться') on a pump result comes back
// to the same result. Cancelling leaves the user on the home page.
import { expect, test, type Page } from '@playwright/test';
import { calcPassword, grantCalc } from './fixtures/calc-access';
import { snap } from './fixtures/screenshots';
import { registerInModal, registerUser } from './fixtures/session';

const pumpUrl = '/aquastrong/1/1021?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0';
const here = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The pump page of `pumpUrl` as it was: its tab, the duty in the form, the charts. */
async function expectPumpPage(page: Page) {
  await expect.poll(() => here(page), { timeout: 10_000 }).toBe(pumpUrl);
  await expect(page.getByRole('textbox', { name: /^Подача Q/ })).toHaveValue('5');
  await expect(page.getByRole('textbox', { name: /^Напор H/ })).toHaveValue('6');
  await expect(page.getByTestId('pump-details').locator('[data-chart="head"] svg')).toBeVisible();
}

async function logInThroughModal(page: Page, phoneNumber: string, password: string) {
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  await modal.getByLabel('Номер телефона').fill(phoneNumber);
  await modal.getByLabel('Пароль').fill(password);
  await modal.getByLabel('Пароль').press('Enter');
}

test.describe('a calculator link without its grant', () => {
  test('opens the password modal; the right password continues to the very link', async ({ page }) => {
    await page.goto(pumpUrl);
    await expect(page).toHaveURL(/\/calc_pass$/);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Калькулятор «Насосы Aquastrong» доступен по паролю');
    await snap(page, 'link-calc-pass');
    await dialog.getByLabel('Пароль калькулятора').fill(calcPassword('Aquastrong'));
    await dialog.getByRole('button', { name: 'Продолжить' }).click();
    await expectPumpPage(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('cancelling the password leaves the user on the home page', async ({ page }) => {
    await page.goto(pumpUrl);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Отмена' }).last().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Подбор оборудования' })).toBeVisible();
  });
});

test.describe('a guest on a cabinet page', () => {
  test('gets the login modal; a login continues to the page asked for', async ({ page }) => {
    const user = await registerUser(page.request);
    await page.goto('/person/history?page=1');
    await expect(page).toHaveURL(/\/authorization$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Подбор оборудования' })).toBeVisible();
    await snap(page, 'link-cabinet-login');
    await logInThroughModal(page, user.phoneNumber, user.password);
    await expect.poll(() => here(page), { timeout: 10_000 }).toBe('/person/history?page=1');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('closing the login modal leaves the guest on the home page; /authorization by itself logs in to /person', async ({
    page,
  }) => {
    await page.goto('/person/place');
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const user = await registerUser(page.request);
    await page.goto('/authorization');
    await logInThroughModal(page, user.phoneNumber, user.password);
    await expect(page).toHaveURL(/\/person$/, { timeout: 10_000 });
  });
});

test.describe("a guest's 'Войти' on a pump result", () => {
  test.beforeEach(async ({ page }) => {
    await grantCalc(page, 'Aquastrong');
  });

  test('the login comes back to the same pump tab with its duty', async ({ page }) => {
    const user = await registerUser(page.request);
    await page.goto(pumpUrl);
    await expectPumpPage(page);
    const guest = page.getByTestId('files-guest');
    await guest.getByRole('link', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/authorization$/);
    await logInThroughModal(page, user.phoneNumber, user.password);
    await expectPumpPage(page);
    // Signed in: the files can be made now.
    await expect(page.getByRole('button', { name: 'Сформировать файлы' })).toBeVisible();
  });

  test('a registration from there continues to the same result too', async ({ page }) => {
    await page.goto(pumpUrl);
    await expectPumpPage(page);
    await page.getByTestId('files-guest').getByRole('link', { name: 'Зарегистрироваться' }).click();
    await expect(page).toHaveURL(/\/registration$/);
    const modal = page.getByRole('dialog');
    await registerInModal(page); // the fourth digit of the code sends it
    await modal.getByRole('button', { name: 'Пропустить' }).click();
    await expect(modal.getByRole('heading', { name: 'Регистрация завершена' })).toBeVisible();
    await modal.getByRole('button', { name: 'Начать подбор оборудования' }).click();
    await expectPumpPage(page);
    await expect(page.getByRole('button', { name: 'Сформировать файлы' })).toBeVisible();
  });
});
