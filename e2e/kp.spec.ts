// КП requests between two people in two browser contexts: a customer asks from a pump result and
// from a project; a manager (promoted by `npm run user:create`, as an operator would) finds the
// request in /manager, asks for a clarification with a comment, uploads the offer PDF and sets
// «Готово»; the customer sees the status, the comment and the timeline, and downloads the offer.
// Screenshots at 1366 and 375 px of /person/kp (a row open), the object's КП form and /manager.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { AUTH_TOKEN_KEY } from '../apps/web/src/lib/auth-token';
import { grantCalc } from './fixtures/calc-access';
import { runPumpCalculation } from './fixtures/calculation';
import { screenshotsDir, snap } from './fixtures/screenshots';
import { registerUser, signIn, type TestSession } from './fixtures/session';

const phone = { width: 375, height: 812 };
const desktop = { width: 1366, height: 900 };

async function useSession(page: Page, session: TestSession) {
  const origin = new URL((await page.request.get('/readyz')).url()).origin;
  await page.goto(`${origin}/readyz`);
  await page.evaluate(({ key, token }) => localStorage.setItem(key, token), {
    key: AUTH_TOKEN_KEY,
    token: session.token,
  });
}

const api = async <T>(
  page: Page,
  session: TestSession,
  method: 'put' | 'post',
  url: string,
  data: object,
) => {
  const res = await page.request[method](url, { headers: session.headers, data });
  expect(res.ok(), `${url}: ${res.status()}`).toBe(true);
  return ((await res.json()) as { response: T }).response;
};

test('КП: customer asks, manager clarifies and answers with a PDF, customer downloads it', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.setViewportSize(desktop);
  const me = await signIn(customer);

  // An object with a project holding a real pump calculation.
  const { id: objectId } = await api<{ id: number }>(customer, me, 'put', '/api/v1/user/object/create', {
    name: 'Котельная на Лесной',
  });
  const project = await api<{ id: number }>(
    customer,
    me,
    'put',
    `/api/v1/user/object/${objectId}/project/create`,
    {
      name: 'Насосная',
    },
  );
  const calc = await runPumpCalculation(customer, me);
  await api(customer, me, 'put', `/api/v1/user/project/${project.id}/calc`, { request_id: calc.requestId });

  // 1. From a pump result: the files are made, then «Отправить запрос».
  await grantCalc(customer, 'Aquastrong');
  await customer.goto('/aquastrong/1/1021?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0');
  await customer.getByRole('button', { name: 'Сформировать файлы' }).click({ timeout: 40_000 });
  await expect(customer.getByTestId('file-list')).toBeVisible({ timeout: 40_000 });
  await customer.getByRole('button', { name: 'Отправить запрос' }).click();
  await customer
    .getByRole('dialog', { name: 'Запрос КП менеджеру' })
    .getByRole('button', { name: 'Отправить запрос' })
    .click();
  await customer.getByRole('dialog', { name: 'Готово' }).getByRole('button', { name: 'Хорошо' }).click();
  await expect(customer.getByTestId('kp-sent')).toContainText('отправлен менеджеру');

  // 2. From the project: the form on its page, the specification (the calculation's pump, taken as
  // its only solution, in a quantity), a comment.
  await customer.goto(`/person/place/${objectId}/${project.id}`);
  await customer.getByRole('button', { name: 'Запросить КП' }).click();
  const form = customer.getByRole('form', { name: 'Запрос КП' });
  await form.getByLabel('Комментарий').fill('Нужна цена с доставкой в Тверь');
  await expect(form.getByTestId('kp-spec-row')).toHaveCount(1);
  await expect(form.getByTestId('kp-spec-row').getByRole('textbox').first()).toHaveValue(/ · AQ-EVR/);
  await form.getByLabel(`Количество по расчёту № ${calc.requestId}`).fill('4');
  await snap(customer, 'kp-project-form-1366');
  await form.screenshot({ path: path.join(screenshotsDir, 'kp-project-spec-1366.png') });
  await form.getByRole('button', { name: 'Запросить КП' }).click();
  // Portal §4: the success modal's mode 0.
  const success = customer.getByRole('dialog', { name: 'Готово' });
  await expect(success).toContainText('Запрос отправлен');
  await success.getByRole('button', { name: 'Хорошо' }).click();
  await expect(customer.getByTestId('kp-history-row')).toHaveCount(1);
  const kpId = Number(
    (await customer.getByTestId('kp-history-row').first().getByRole('link').first().textContent())!.replace(
      /\D/g,
      '',
    ),
  );
  await customer.setViewportSize(phone);
  await customer.getByRole('button', { name: 'Запросить КП' }).click();
  await expect(customer.getByTestId('kp-spec-row')).toHaveCount(1);
  await snap(customer, 'kp-project-form-375');
  await customer
    .getByRole('form', { name: 'Запрос КП' })
    .screenshot({ path: path.join(screenshotsDir, 'kp-project-spec-375.png') });
  await customer.setViewportSize(desktop);
  // The history's «Изменить» opens the request with its edit dialog (the spec's edit action).
  await customer.getByRole('link', { name: `Изменить или отозвать запрос № ${kpId}` }).click();
  const editDialog = customer.getByRole('dialog', { name: `Изменить запрос КП № ${kpId}` });
  await expect(editDialog.getByLabel(/расчёт №/)).toHaveValue('4');
  await editDialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(customer).not.toHaveURL(/edit=1/);

  // The manager: an account promoted by the operator's command.
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
  await manager.goto('/person');
  await manager.locator('header button', { hasText: 'Личный кабинет' }).click();
  await manager.getByTestId('manager-entry').click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Кабинет менеджера' })).toBeVisible({
    timeout: 20_000,
  });
  const row = manager.getByTestId('queue-row').filter({ hasText: `№ ${kpId}` });
  await expect(row).toContainText('Котельная на Лесной', { timeout: 20_000 });
  await row.click();
  const drawer = manager.getByTestId('manager-request');
  await expect(drawer).toContainText('Нужна цена с доставкой в Тверь');
  await expect(drawer.getByTestId('kp-solution')).toContainText('4 шт.');
  // A comment in the customer's object: the box clears once saved, and the comment is listed.
  const inObject = drawer.getByLabel('Комментарий в объекте клиента');
  await inObject.fill('Давление на входе 2 бар');
  await drawer.getByRole('button', { name: 'Добавить комментарий в объект' }).click();
  await expect(inObject).toHaveValue('');
  await expect(drawer.getByTestId('manager-live')).toContainText('Давление на входе 2 бар');
  await drawer.getByLabel('Комментарий к смене статуса (увидит клиент)').fill('Уточните давление на входе');
  await drawer.getByRole('button', { name: 'Перевести в «Уточнение»' }).click();
  await expect(drawer.getByTestId('kp-status').first()).toHaveAttribute('data-status', 'clarifying');
  await snap(manager, 'manager-1366');

  const pdf = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kp-')), 'КП для Котельной.pdf');
  fs.writeFileSync(pdf, '%PDF-1.4\n% podbor test offer\n');
  await drawer.locator('input[type="file"]').setInputFiles(pdf);
  await drawer.getByRole('button', { name: 'Загрузить КП' }).click();
  // The timeline's event, not the file field's name: the upload has been stored.
  await expect(drawer).toContainText('Загружено КП: КП для Котельной.pdf');
  await drawer.getByRole('button', { name: 'Перевести в «Готово»' }).click();
  await expect(drawer.getByTestId('kp-status').first()).toHaveAttribute('data-status', 'ready');
  await manager.setViewportSize(phone);
  await snap(manager, 'manager-375');
  // The queue on a phone: the status is in the first column, on the screen without scrolling.
  await manager.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const badge = row.getByTestId('kp-status');
  await expect(badge).toHaveAttribute('data-status', 'ready');
  const box = (await badge.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
  await snap(manager, 'manager-queue-375');

  // The customer hears of it in the bell (notifications, polled every 30 s and on load) and
  // follows the item to the request: the status, the comment, the timeline, the offer.
  await customer.goto('/person');
  await expect(customer.getByTestId('notifications-dot')).toBeVisible({ timeout: 20_000 });
  await customer
    .getByRole('banner')
    .getByRole('button', { name: /^Уведомления/ })
    .click();
  const bellPanel = customer.getByRole('dialog', { name: 'Уведомления' });
  await expect(bellPanel).toContainText(`Запрос КП № ${kpId}: статус «Готово»`);
  await expect(bellPanel).toContainText(`Запрос КП № ${kpId}: статус «Уточнение», комментарий менеджера`);
  await bellPanel.getByRole('link', { name: new RegExp(`Запрос КП № ${kpId}: статус «Готово»`) }).click();
  await expect(customer).toHaveURL(new RegExp(`/person/kp\\?id=${kpId}$`));
  await expect(customer.getByTestId('notifications-dot')).toHaveCount(0);
  const details = customer.getByTestId('kp-details');
  await expect(details.getByTestId('kp-manager-comment')).toHaveText('Уточните давление на входе');
  await expect(details.getByTestId('kp-event')).toHaveCount(5);
  await expect(customer.getByTestId('kp-tile-ready')).toContainText('1');
  await snap(customer, 'kp-page-1366');
  const [download] = await Promise.all([
    customer.waitForEvent('download'),
    details.getByRole('button', { name: 'Скачать готовое КП' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('КП для Котельной.pdf');
  expect(
    fs
      .readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await customer.setViewportSize(phone);
  await customer.reload();
  await expect(customer.getByTestId('kp-details')).toBeVisible();
  await snap(customer, 'kp-page-375');

  // A customer never reaches the console.
  await customer.goto('/manager');
  await expect(customer.getByText('Раздел только для менеджеров')).toBeVisible();

  await customerContext.close();
  await managerContext.close();
});
