// Chat between two people in two browser contexts: a customer starts a topic (add modal mode 0)
// and writes; a manager (promoted by `npm run user:create`, as an operator would) finds it in
// /manager/chat and answers; each sees the other's message without a reload (the SSE stream).
// Bad input: an empty message and a file of the wrong type are refused beside the field. Then
// «Задать вопрос менеджеру» from an object, and the cabinet tab's unread badge lit live. axe on
// the chat pages; screenshots at 1366 and 375 px (a phone shows the list or the pane).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { AUTH_TOKEN_KEY } from '../apps/web/src/lib/auth-token';
import { snap } from './fixtures/screenshots';
import { registerUser, signIn, type TestSession } from './fixtures/session';

const expect = baseExpect.configure({ timeout: 15_000 });
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

/** axe's serious and critical findings on what the page shows now. */
async function axe(page: Page): Promise<string[]> {
  await page.waitForTimeout(300);
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('chat: the customer writes, the manager answers, each sees the other live', async ({ browser }) => {
  // Two browsers, a dozen steps, five axe scans: about a minute beside another worker.
  test.setTimeout(180_000);
  const findings: string[] = [];
  // The manager's inbox lists every customer's topics: a retry's topic is told from the first try's
  // by its start (the list cuts a title at 30 characters), and the first try's may still be unread.
  const tag = `Насос для котельной ${test.info().retry + 1}`;
  const title = `${tag}, улица Лесная`;
  const firstTry = test.info().retry === 0;

  // The manager first: promoted by the operator's command while the customer signs up.
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

  // 1. The customer starts a topic from /person/chat.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.setViewportSize(desktop);
  const me = await signIn(customer);
  await customer.goto('/person/chat');
  await expect(customer.getByText('Чатов с менеджером пока нет')).toBeVisible();
  await customer.getByRole('button', { name: 'Начать чат' }).first().click();
  const add = customer.getByRole('dialog', { name: 'Новый чат' });
  await add.getByRole('button', { name: 'Начать чат' }).click();
  // An empty topic: the add modal's error toast, nothing created.
  await expect(
    customer.locator('.mantine-Notification-root').filter({ hasText: 'Введите тему чата' }),
  ).toBeVisible();
  findings.push(...(await axe(customer)).map((f) => `new chat modal: ${f}`));
  await add.getByRole('textbox', { name: /Тема/ }).fill(title);
  await add.getByRole('button', { name: 'Начать чат' }).click();
  await expect(customer).toHaveURL(/\/person\/chat\/chat_list\?chat_id=\d+/);
  const chatId = Number(new URL(customer.url()).searchParams.get('chat_id'));

  // Bad input: an empty message and a file of the wrong type, refused beside the fields.
  const box = customer.getByRole('textbox', { name: 'Сообщение' });
  await box.press('Enter');
  await expect(customer.getByText('Напишите сообщение или приложите файл')).toBeVisible();
  const bad = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chat-e2e-')), 'setup.exe');
  fs.writeFileSync(bad, 'MZ not a document');
  await customer.locator('[data-testid="chat-composer"] input[type="file"]').setInputFiles(bad);
  await expect(customer.getByTestId('chat-file-error')).toContainText('Такой тип файла приложить нельзя');

  // 2. The customer writes (Shift+Enter breaks the line, Enter sends).
  await box.fill('Здравствуйте!');
  await box.press('Shift+Enter');
  await box.pressSequentially('Нужен насос на 5 м³/ч');
  await box.press('Enter');
  const customerPane = customer.getByTestId('chat-pane');
  await expect(customerPane.getByTestId('chat-message')).toHaveCount(1);
  await expect(customerPane).toContainText('Нужен насос на 5 м³/ч');
  await expect(customerPane.getByTestId('chat-day')).toHaveText(['сегодня']);

  // 3. The manager opens the inbox and the topic, and answers.
  await useSession(manager, boss);
  await manager.goto('/manager');
  // «Чаты с клиентами» carries the unread total.
  await expect(manager.getByTestId('chat-unread-total')).toHaveText(firstTry ? '1' : /^\d+$/);
  await manager.getByTestId('manager-chat-entry').click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Чаты с клиентами' })).toBeVisible();
  const inboxRow = manager.getByTestId('chat-nav-topic').filter({ hasText: tag });
  await expect(inboxRow.getByTestId('chat-unread')).toHaveText('1');
  await inboxRow.click();
  await expect(manager).toHaveURL(new RegExp(`chat_id=${chatId}`));
  const managerPane = manager.getByTestId('chat-pane');
  await expect(managerPane).toContainText('Нужен насос на 5 м³/ч');
  await expect(manager.getByTestId('chat-customer')).toContainText('Объектов нет');
  // The stream is open before the answer goes out.
  await expect(manager.getByTestId('chat-stream-state')).toHaveCount(0);
  await expect(customer.getByTestId('chat-stream-state')).toHaveCount(0);
  const answer = manager.getByRole('textbox', { name: 'Сообщение' });
  await answer.fill('Добрый день! Какой напор нужен?');
  await answer.press('Enter');
  await expect(managerPane.getByTestId('chat-message')).toHaveCount(2);

  // 4. The customer sees the answer without a reload, and replies; the manager sees it live.
  await expect(customerPane).toContainText('Добрый день! Какой напор нужен?');
  await expect(customerPane.getByTestId('chat-message')).toHaveCount(2);
  await box.fill('Напор 6 м');
  await box.press('Enter');
  await expect(managerPane).toContainText('Напор 6 м');
  await expect(managerPane.getByTestId('chat-message')).toHaveCount(3);
  await expect(customerPane.getByTestId('chat-message')).toHaveCount(3);

  findings.push(...(await axe(customer)).map((f) => `chat list 1366: ${f}`));
  findings.push(...(await axe(manager)).map((f) => `manager chat 1366: ${f}`));
  await snap(customer, 'chat-list-1366');
  await snap(manager, 'manager-chat-1366');

  // 5. A reload keeps the topic (chat_id in the query); the phone shows the pane alone, then the list.
  await customer.setViewportSize(phone);
  await customer.reload();
  await expect(customerPane.getByTestId('chat-message')).toHaveCount(3);
  await expect(customer.getByRole('navigation', { name: 'Последние обращения' })).toHaveCount(0);
  findings.push(...(await axe(customer)).map((f) => `chat list 375: ${f}`));
  await snap(customer, 'chat-list-375');
  await customer.getByRole('link', { name: 'К списку чатов' }).click();
  await expect(customer.getByRole('navigation', { name: 'Последние обращения' })).toBeVisible();
  await snap(customer, 'chat-topics-375');
  await customer.setViewportSize(desktop);
  await customer.goto('/person/chat');
  await expect(customer.getByTestId('chat-topic')).toHaveCount(1);
  findings.push(...(await axe(customer)).map((f) => `chat topics 1366: ${f}`));
  await snap(customer, 'chat-topics-1366');
  await manager.setViewportSize(phone);
  await manager.reload(); // the side menu's slide-out after a resize is not what a phone shows
  await expect(manager.getByTestId('chat-pane').getByTestId('chat-message')).toHaveCount(3);
  await snap(manager, 'manager-chat-375');
  findings.push(...(await axe(manager)).map((f) => `manager chat 375: ${f}`));

  // 6. «Задать вопрос менеджеру» from an object: the new chat with the object preset, the title
  // prefilled; the topic links back to the object; an answer lights the chat tab's badge live.
  const made = await customer.request.put('/api/v1/user/object/create', {
    headers: me.headers,
    data: { name: 'Котельная на Лесной' },
  });
  const objectId = ((await made.json()) as { response: { id: number } }).response.id;
  await customer.goto(`/person/place/${objectId}`);
  await customer.getByRole('button', { name: 'Задать вопрос менеджеру' }).click();
  const ask = customer.getByRole('dialog', { name: 'Новый чат' });
  await expect(ask.getByRole('textbox', { name: /Тема/ })).toHaveValue(
    'Вопрос по объекту «Котельная на Лесной»',
  );
  await expect(ask.getByRole('textbox', { name: /К чему относится/ })).toHaveValue(
    'Объект: Котельная на Лесной',
  );
  await snap(customer, 'chat-ask-1366');
  await ask.getByRole('button', { name: 'Начать чат' }).click();
  await expect(customer).toHaveURL(/\/person\/chat\/chat_list\?chat_id=\d+/);
  const askedId = Number(new URL(customer.url()).searchParams.get('chat_id'));
  const refLink = customer
    .getByTestId('chat-open')
    .getByRole('link', { name: 'К чату: Объект «Котельная на Лесной»' });
  await expect(refLink).toHaveAttribute('href', `/person/place/${objectId}`);
  await refLink.click();
  await expect(customer.getByRole('button', { name: 'Задать вопрос менеджеру' })).toBeVisible();
  const sent = await manager.request.post(`/api/v1/manager/chat/${askedId}/messages`, {
    headers: boss.headers,
    multipart: { text: 'Посмотрю объект и отвечу' },
  });
  expect(sent.ok()).toBe(true);
  const chatTab = customer
    .getByRole('navigation', { name: 'Разделы личного кабинета' })
    .getByRole('link', { name: /Чат с менеджером/ });
  await expect(chatTab.getByTestId('chat-unread-total')).toHaveText('1');
  findings.push(...(await axe(customer)).map((f) => `object with badge 1366: ${f}`));
  await snap(customer, 'chat-badge-1366');
  await customer.setViewportSize(phone);
  await customer.reload();
  await expect(chatTab.getByTestId('chat-unread-total')).toHaveText('1');
  await snap(customer, 'chat-badge-375');
  await customer.getByRole('button', { name: 'Задать вопрос менеджеру' }).click();
  await expect(ask.getByRole('textbox', { name: /Тема/ })).toHaveValue(
    'Вопрос по объекту «Котельная на Лесной»',
  );
  await snap(customer, 'chat-ask-375');

  expect(findings, findings.join('\n')).toEqual([]);
  await customerContext.close();
  await managerContext.close();
});
