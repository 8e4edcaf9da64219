// Browser tests of the web foundation: the home page in its frame, the calculator password modal
// against the real server, the calculator guard, the «Скоро» calculators (registry `status`), and
// the 375 px layout with the burger menu.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { calcNames, calcPaths, calculatorList, type CalcName, type CalculatorMeta } from '@podbor/contracts';
import { calcPassword } from './fixtures/calc-access';
import { openHome } from './fixtures/home';
import { screenshotsDir, snap } from './fixtures/screenshots';
import { signIn } from './fixtures/session';

/** Each card's title: its registry label (test/calculator-registry.test.ts pins the labels). */
const cardTitle = Object.fromEntries(calculatorList.map((c) => [c.name, c.label])) as Record<
  CalcName,
  string
>;

const built = calculatorList.filter((c) => c.status === 'built').map((c) => c.name);
const soon = calculatorList.filter((c: CalculatorMeta) => c.status === 'soon').map((c) => c.name);

/** A calculator's home card: a button when built, a «Скоро» card otherwise. */
const card = (page: Page, calc: CalcName) => page.locator(`[data-calc="${calc}"]`);

test.describe('home page', () => {
  test('renders the nine cards in the page frame', async ({ page }) => {
    await openHome(page);
    await expect(page).toHaveTitle('Подбор оборудования');
    await expect(page.getByTestId('calculator-card')).toHaveCount(built.length);
    await expect(page.getByTestId('soon-card')).toHaveCount(soon.length + 4);
    for (const calc of calcNames) await expect(card(page, calc)).toContainText(cardTitle[calc]);
    for (const calc of built)
      await expect(card(page, calc)).toHaveAttribute('data-testid', 'calculator-card');
    for (const calc of soon) await expect(card(page, calc)).toHaveAttribute('data-testid', 'soon-card');
    for (const s of await page.getByTestId('soon-card').all()) await expect(s).toContainText('Скоро');

    // The frame: logo, guest buttons, product menu, contacts, breadcrumbs, news and copyright.
    await expect(page.getByRole('link', { name: /podbor/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Регистрация' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Продукция' });
    await expect(menu.getByRole('link', { name: 'Насосы', exact: true })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('heading', { name: 'Контакты' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    await expect(crumbs.getByRole('link', { name: 'Главная' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('listitem')).toHaveCount(3);
    await expect(footer).toContainText('© 2012–2020');
    await snap(page, 'home-desktop');
  });

  test('a card opens the password modal; a wrong password shows the error and stays', async ({ page }) => {
    await openHome(page);
    await card(page, 'Aquastrong').click();
    await expect(page).toHaveURL(/\/calc_pass$/);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Калькулятор «Насосы Aquastrong» доступен по паролю');
    const input = dialog.getByLabel('Пароль калькулятора');
    await expect(input).toBeFocused();
    await input.fill('not-the-password');
    await input.press('Enter');
    await expect(dialog.getByText('Неверный пароль калькулятора')).toBeVisible();
    await expect(dialog.locator('[data-shakes="1"]')).toHaveCount(1); // the input shook once
    await expect(page).toHaveURL(/\/calc_pass$/);
    await expect(page).toHaveTitle('Вход в калькулятор — Подбор оборудования');
    await snap(page, 'calc-pass-wrong-password');

    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the right development password of each built calculator reaches its path', async ({ page }) => {
    for (const calc of built) {
      await openHome(page);
      await card(page, calc).click();
      const input = page.getByRole('dialog').getByLabel('Пароль калькулятора');
      await input.fill(calcPassword(calc));
      await input.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${calcPaths[calc]}$`));
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveTitle(/ — Подбор оборудования$/);
    }
    await snap(page, 'calculator-after-password');

    // With the grant stored, a card goes straight to its calculator, also after a reload.
    await page.reload();
    await openHome(page);
    await card(page, 'Aquastrong').click();
    await expect(page).toHaveURL(new RegExp(`${calcPaths.Aquastrong}$`));
  });

  test('a «Скоро» card is no button and opens nothing', async ({ page }) => {
    await openHome(page);
    for (const s of await page.getByTestId('soon-card').all()) {
      await s.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    // Every calculator is built now; a «Скоро» one (registry `status`) would be listed here too.
    for (const calc of soon) await expect(page.getByRole('button', { name: cardTitle[calc] })).toHaveCount(0);
  });

  test('a built calculator opened without a grant asks for its password over the home page', async ({
    page,
  }) => {
    await page.goto(calcPaths.Aquastrong);
    await expect(page).toHaveURL(/\/calc_pass$/);
    await expect(page.getByRole('dialog')).toContainText(
      'Калькулятор «Насосы Aquastrong» доступен по паролю',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Подбор оборудования' })).toBeVisible();
    // A reload keeps the modal (the browser keeps the navigation state) …
    await page.reload();
    await expect(page.getByRole('dialog')).toContainText('Насосы Aquastrong');
    // … while /calc_pass opened by itself (no calculator chosen) is the home page.
    await page.goto('/');
    await page.goto('/calc_pass');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('the first screen before any script (decision 0023)', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page is in the HTML itself: heading, cards and the guest header', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Подбор оборудования' })).toBeVisible();
    await expect(card(page, 'Aquastrong')).toContainText(cardTitle.Aquastrong);
    await expect(page.getByRole('banner')).toContainText('Войти');
  });
});

test('a signed-in user never sees the guest header: the gate hides the prerendered screen', async ({
  page,
}) => {
  await signIn(page);
  // Every frame of the reload is watched until the signed-in header is there: the guest's «Войти» must
  // not appear, even for a frame.
  await page.addInitScript(() => {
    const w = window as unknown as { guestHeaderSeen?: boolean; frames?: number };
    w.frames = 0;
    const check = () => {
      const header = document.querySelector('header');
      const shown = header?.checkVisibility({ visibilityProperty: true }) === true;
      if (shown && header?.textContent?.includes('Войти')) w.guestHeaderSeen = true;
      w.frames! += 1;
      if (!header?.querySelector('[aria-label="Уведомления"]') && w.frames! < 600)
        requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Подбор оборудования' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Уведомления' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { guestHeaderSeen?: boolean }).guestHeaderSeen),
  ).toBeFalsy();
  await expect(page.getByRole('banner')).not.toContainText('Войти');
});

test.describe('mobile, 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu collapses into the burger panel', async ({ page }) => {
    await openHome(page);
    const burger = page.getByRole('button', { name: 'Открыть меню' });
    await expect(burger).toBeVisible();
    const menuLink = page
      .getByRole('navigation', { name: 'Продукция' })
      .getByRole('link', { name: 'Насосы', exact: true });
    await expect(menuLink).toBeHidden();
    await snap(page, 'home-mobile');

    await burger.click();
    await expect(menuLink).toBeVisible();
    await expect(page.getByRole('button', { name: 'Закрыть меню' })).toHaveAttribute('aria-expanded', 'true');
    // The open panel as the user sees it (viewport, not full page).
    await page.screenshot({ path: path.join(screenshotsDir, 'menu-mobile.png') });
    await page.keyboard.press('Escape');
    await expect(menuLink).toBeHidden();
  });

  test('the not-found page keeps its button inside the card', async ({ page }) => {
    const buttonInsideCard = async () => {
      const button = page.getByRole('link', { name: 'Вернуться к подбору оборудования' });
      await expect(button).toBeVisible();
      const card = page.locator('.mantine-Card-root', { has: button });
      const [b, c] = [await button.boundingBox(), await card.boundingBox()];
      expect(b!.x + b!.width).toBeLessThanOrEqual(c!.x + c!.width);
    };
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('Страница не найдена — Подбор оборудования');
    await buttonInsideCard();
    await snap(page, 'not-found-mobile');
  });
});

test.describe('long page and phone cabinet', () => {
  test('the menu column is painted to the foot of a long page', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 700 });
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    // A page far longer than the screen.
    await page.evaluate(() => {
      const filler = document.createElement('div');
      filler.style.height = '3000px';
      document.querySelector('#podbor-main')!.append(filler);
    });
    const frame = await page.evaluate(() => {
      const shell = document.querySelector('#podbor-menu')!.parentElement!;
      return {
        height: shell.getBoundingClientRect().height,
        page: document.documentElement.scrollHeight,
        image: getComputedStyle(shell).backgroundImage,
      };
    });
    expect(frame.height).toBeGreaterThanOrEqual(frame.page - 1);
    // White up to the menu's width, then its border: the column under the fixed panel.
    expect(frame.image).toContain('rgb(255, 255, 255) 263px');
  });

  test('on a 375 px phone every cabinet tab is whole and in reach', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page);
    await page.goto('/person/history');
    const bar = page.getByRole('navigation', { name: /./ }).filter({ hasText: 'Запросы КП' });
    for (const name of ['Мои объекты', 'История подборов', 'Запросы КП', 'Чат с менеджером']) {
      const tab = bar.getByRole('link', { name, exact: true });
      await expect(tab).toBeVisible();
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      // The text is not clipped by its tab.
      expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    await page.screenshot({ path: path.join(screenshotsDir, 'cabinet-tabs-mobile.png') });
  });
});

test.describe('small phone, 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the header fits: the logo and the guest buttons do not overlap', async ({ page }) => {
    await openHome(page);
    const logo = page.getByRole('link', { name: /podbor/ });
    const register = page.getByRole('link', { name: 'Регистрация' });
    await expect(logo).toBeVisible();
    await expect(register).toBeVisible();
    const [l, r] = [await logo.boundingBox(), await register.boundingBox()];
    expect(l!.x + l!.width).toBeLessThanOrEqual(r!.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  });
});
