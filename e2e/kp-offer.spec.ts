// The commercial-offer loop in two browser contexts (issue 31): a customer's КП request from the pump
// page — the pump viewed, confirmed with a quantity and a comment, «Запрос отправлен», the quantity
// edited while «Новый»; the manager's offer pre-filled from it and the shipped (illustrative) price list, sent, then
// revised; the customer (375 px) sees revision 1 «Заменена редакцией 2» and accepts revision 2 with
// the SMS code from the outbox; the manager (1366 px) downloads the accepted offer as CommerceML.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AUTH_TOKEN_KEY } from '../apps/web/src/lib/auth-token';
import { grantCalc } from './fixtures/calc-access';
import { lastSmsCode } from './fixtures/outbox';
import { screenshotsDir, snap } from './fixtures/screenshots';
import { registerUser, signIn, type TestSession } from './fixtures/session';

const phone = { width: 375, height: 812 };
const desktop = { width: 1366, height: 900 };

/** axe's serious and critical findings on what the page shows now. */
async function axe(page: Page): Promise<string[]> {
  await page.waitForTimeout(300);
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** What the screen shows now (a dialog over a long page): e2e/screenshots/<name>.png. */
const snapView = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotsDir, `${name}.png`) });

async function useSession(page: Page, session: TestSession) {
  const origin = new URL((await page.request.get('/readyz')).url()).origin;
  await page.goto(`${origin}/readyz`);
  await page.evaluate(({ key, token }) => localStorage.setItem(key, token), {
    key: AUTH_TOKEN_KEY,
    token: session.token,
  });
}

test('КП: offer from the price list, a revision, SMS acceptance, CommerceML export', async ({ browser }) => {
  test.setTimeout(180_000);
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.setViewportSize(phone);
  const me = await signIn(customer);
  // «Отправить запрос» on the pump page: the dialog shows the pump viewed and its article.
  await grantCalc(customer, 'Aquastrong');
  await customer.goto('/aquastrong/1/1021?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0');
  const pumpName = (await customer
    .getByTestId('pump-details')
    .getByRole('heading', { level: 2 })
    .first()
    .textContent())!;
  await customer.getByRole('button', { name: 'Сформировать файлы' }).click({ timeout: 40_000 });
  await expect(customer.getByTestId('file-list')).toBeVisible({ timeout: 40_000 });
  await customer.getByRole('button', { name: 'Отправить запрос' }).click();
  const confirm = customer.getByRole('dialog', { name: 'Запрос КП менеджеру' });
  await expect(confirm.getByTestId('kp-confirm-solution')).toHaveText(pumpName);
  await expect(confirm).toContainText(/Артикул: AQ-EVR/);
  await confirm.getByLabel('Количество').fill('2');
  await confirm.getByLabel('Комментарий').fill('Нужна цена');
  await snapView(customer, 'kp-confirm-375');
  await customer.setViewportSize(desktop);
  await snapView(customer, 'kp-confirm-1366');
  expect(await axe(customer)).toEqual([]);
  await customer.setViewportSize(phone);
  await confirm.getByRole('button', { name: 'Отправить запрос' }).click();
  // Portal §4: the success modal's mode 0.
  const success = customer.getByRole('dialog', { name: 'Готово' });
  await expect(success).toContainText('Запрос отправлен');
  await snapView(customer, 'kp-sent-375');
  await success.getByRole('button', { name: 'Хорошо' }).click();
  const sentText = (await customer.getByTestId('kp-sent').textContent())!;
  const kpId = Number(/№\s*(\d+)/.exec(sentText)![1]);

  // While «Новый» the customer changes the quantity.
  await customer.goto(`/person/kp?id=${kpId}`);
  await expect(customer.getByTestId('kp-solution').first()).toContainText(`${pumpName}, арт. AQ-EVR`);
  await expect(customer.getByTestId('kp-solution').first()).toContainText('2 шт.');
  await customer.getByRole('button', { name: 'Изменить запрос' }).first().click();
  const edit = customer.getByRole('dialog', { name: `Изменить запрос КП № ${kpId}` });
  await edit.getByLabel(/расчёт №/).fill('3');
  await snapView(customer, 'kp-edit-375');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(customer.getByTestId('kp-solution').first()).toContainText('3 шт.');
  await expect(customer.getByTestId('kp-event').last()).toContainText('Запрос изменён клиентом');
  await customer.setViewportSize(desktop);
  await customer.getByTestId('kp-edit-actions').first().scrollIntoViewIfNeeded();
  await snapView(customer, 'kp-request-new-1366');
  await customer.setViewportSize(phone);

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await manager.setViewportSize(desktop);
  const boss = await registerUser(manager.request);
  execFileSync(
    process.execPath,
    [
      path.resolve('node_modules/tsx/dist/cli.mjs'),
      'apps/server/src/cli/user-create.ts',
      '--role',
      'manager',
      '--phone',
      boss.phoneNumber,
    ],
    { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR! }, stdio: 'pipe' },
  );
  await useSession(manager, boss);
  await manager.goto('/manager');
  // The price list: the shipped one is marked illustrative; a file with a bad line is refused line by line.
  const prices = manager.getByTestId('price-list');
  await prices.getByRole('button', { name: 'Показать' }).click();
  await expect(prices).toContainText('Иллюстративные цены', { timeout: 20_000 });
  await prices.locator('input[type="file"]').setInputFiles({
    name: 'прайс.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('article;name;price_rub;date\nA-1;Насос;100;2026-12-01\nA-2;;abc;2026-12-01\n'),
  });
  await prices.getByRole('button', { name: 'Загрузить прайс-лист' }).click();
  await expect(prices.getByRole('list', { name: 'Строки с ошибками' })).toContainText(
    'строка 3 (name): наименование не указано',
  );
  await manager
    .getByTestId('queue-row')
    .filter({ hasText: `№ ${kpId}` })
    .click();
  const composer = manager.getByTestId('offer-composer');
  await expect(composer).toContainText('Цены иллюстративные', { timeout: 20_000 });
  // The pump the customer viewed, in the quantity asked, priced from the list.
  await expect(manager.getByTestId('manager-request').getByTestId('kp-solution').first()).toContainText(
    '3 шт.',
  );
  await expect(composer.getByLabel('Артикул, строка 1')).toHaveValue(/^AQ-EVR/);
  await expect(composer.getByLabel('Количество, строка 1')).toHaveValue('3');
  await expect(composer.getByLabel('Цена, строка 1')).not.toHaveValue('0,00');
  await composer.getByLabel('Скидка, строка 1').fill('5');
  await composer.getByLabel('Срок поставки, строка 1').fill('14');
  await composer.getByLabel('Условия поставки').fill('Доставка до объекта');
  await composer.getByLabel('Условия оплаты').fill('50 % аванс, 50 % перед отгрузкой');
  await composer.getByRole('button', { name: 'Отправить клиенту' }).click();
  await expect(composer.getByTestId('offer-revision-1')).toContainText('Отправлено клиенту');
  await expect(manager.getByTestId('manager-request').getByTestId('kp-status').first()).toHaveAttribute(
    'data-status',
    'ready',
  );
  // A change: revision 2.
  await composer.getByLabel('Количество, строка 1').fill('2');
  await composer.getByRole('button', { name: 'Отправить клиенту' }).click();
  await expect(composer.getByTestId('offer-revision-1')).toContainText('Заменена редакцией 2');
  await expect(composer.getByTestId('offer-revision-2')).toContainText('Отправлено клиенту');
  await snap(manager, 'kp-offer-manager-1366');
  expect(await axe(manager)).toEqual([]);

  // The customer, on a phone: revision 1 superseded, revision 2 accepted with the SMS code.
  await customer.goto(`/person/kp?id=${kpId}`);
  const offers = customer.getByTestId('kp-offers');
  await expect(customer.getByRole('button', { name: 'Изменить запрос' })).toHaveCount(0);
  await expect(offers.getByTestId('kp-offer-1')).toContainText('Заменена редакцией 2', { timeout: 20_000 });
  await expect(offers.getByTestId('kp-offer-1').getByRole('button', { name: 'Принять КП' })).toHaveCount(0);
  const r2 = offers.getByTestId('kp-offer-2');
  await expect(r2).toContainText('Цены иллюстративные');
  await r2.getByRole('button', { name: 'Принять КП' }).click();
  await expect(r2).toContainText('Код подтверждения отправлен');
  const code = await lastSmsCode(me.phoneNumber);
  await r2.getByLabel('Код из СМС').fill(code);
  await r2.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(r2).toContainText('Принято');
  await expect(r2).toContainText('SHA-256');
  await snap(customer, 'kp-offer-customer-375');
  expect(await axe(customer)).toEqual([]);
  await customer.setViewportSize(desktop);
  await snap(customer, 'kp-offer-customer-1366');

  // The manager downloads the accepted offer for 1С.
  await manager.goto(`/manager?id=${kpId}`);
  const rev2 = manager.getByTestId('offer-revision-2');
  await expect(rev2).toContainText('Принято', { timeout: 20_000 });
  const [download] = await Promise.all([
    manager.waitForEvent('download'),
    rev2.getByRole('button', { name: /\.xml$/ }).click(),
  ]);
  const xml = fs.readFileSync(await download.path(), 'utf8');
  expect(xml).toContain('<КоммерческаяИнформация ВерсияСхемы="2.10"');
  expect(xml).toMatch(/<Товар>[\s\S]*<Артикул>AQ-EVR[\s\S]*<Количество>2<\/Количество>/);
  await manager.setViewportSize(phone);
  await snap(manager, 'kp-offer-manager-375');

  await customerContext.close();
  await managerContext.close();
});
