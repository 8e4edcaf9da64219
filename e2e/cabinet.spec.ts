// Browser tests of the personal cabinet against the real server: empty states of every section,
// the history's date rules, and the whole way of a calculation — object → project → a real pump
// calculation → attached from the history → seen in the project → renamed → deleted → still in the
// history. Screenshots of every page, desktop and 375 px.
import { expect, test, type Page } from '@playwright/test';
import { CALC_ACCESS_KEY } from '../apps/web/src/lib/calc-access';
import { runPumpCalculation } from './fixtures/calculation';
import { snap } from './fixtures/screenshots';
import { signIn } from './fixtures/session';

const phone = { width: 375, height: 812 };

const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Навигационная цепочка' });
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test.describe('cabinet', () => {
  test('the history says what each calculation was, finds it by model and keeps one row for the same files', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const session = await signIn(page);
    const calc = await runPumpCalculation(page, session);
    // The same pump and duty again answers the same calculation: no second row.
    const again = await runPumpCalculation(page, session);
    expect(again.requestId).toBe(calc.requestId);
    const pdf = Object.keys(calc.files).find((n) => n.endsWith('.pdf'))!;
    const model = /насоса (.+)\.pdf$/.exec(pdf)![1]!;

    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/person/history');
    const rows = page.getByTestId('history-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${model} · Q 4 м³/ч, H 4 бар (H0 1,5 бар), с ЧРП`);
    await expect(rows.first()).toContainText('Насосы');
    await snap(page, 'cabinet-history-summary');
    // 'Открыть' lists every file by what it is and the name it saves under, the datasheet first.
    const openFiles = async (shot: string) => {
      await rows.first().getByRole('button', { name: 'Открыть' }).click();
      await expect(page.getByRole('menuitem')).toHaveText([
        `Паспорт насоса${model} — Паспорт насоса.pdf`,
        `График H–Q${model} — H-Q.png`,
        `График мощности P2–Q${model} — P2-Q.png`,
        `Иллюстрация${model} — Иллюстрация.jpg`,
      ]);
      await snap(page, shot);
      await page.keyboard.press('Escape');
    };
    await openFiles('cabinet-history-files');

    const search = page.getByRole('searchbox', { name: 'Поиск' });
    await search.fill('EVR');
    await expect(page).toHaveURL(/q=EVR/);
    await expect(rows).toHaveCount(1);
    await search.fill(model.toLowerCase());
    await expect(page).toHaveURL(/q=/);
    await expect(rows.first()).toContainText(model);
    await search.fill('CMI');
    await expect(page.getByText('Ничего не найдено')).toBeVisible();

    await page.goto('/person');
    await expect(page.getByTestId('overview-history')).toContainText(`№ ${calc.requestId} · ${model}`);
    await snap(page, 'cabinet-overview-summary');

    await page.setViewportSize(phone);
    await page.goto('/person/history');
    await expect(rows.first()).toContainText(model);
    await snap(page, 'cabinet-history-summary-375');
    await openFiles('cabinet-history-files-375');
  });

  test('a new user sees the empty state of every section', async ({ page }) => {
    await signIn(page);

    await page.goto('/person');
    await expect(heading(page, 'Личный кабинет')).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Разделы личного кабинета' });
    for (const tab of ['Мои объекты', 'История подборов', 'Запросы КП', 'Чат с менеджером'])
      await expect(tabs.getByRole('link', { name: tab })).toBeVisible();
    await expect(page.getByTestId('overview-objects')).toContainText('У вас пока нет созданных объектов');
    await expect(page.getByTestId('overview-history')).toContainText('Вы ещё не делали подбор оборудования');
    await expect(page.getByTestId('overview-kp')).toContainText('Запросов КП пока нет');
    await expect(page.getByTestId('overview-chat')).toContainText('Чатов с менеджером пока нет');
    await snap(page, 'cabinet-overview-empty');

    await tabs.getByRole('link', { name: 'Мои объекты' }).click();
    await expect(heading(page, 'Мои объекты')).toBeVisible();
    await expect(page.getByText('У вас пока нет созданных объектов')).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Мои объекты' })).toHaveAttribute('aria-current', 'page');
    await snap(page, 'cabinet-objects-empty');

    await tabs.getByRole('link', { name: 'История подборов' }).click();
    await expect(page.getByText('Вы ещё не делали подбор оборудования')).toBeVisible();
    await snap(page, 'cabinet-history-empty');
    await page.getByRole('link', { name: 'Подобрать оборудование' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/person/kp');
    await expect(page.getByText('Запросов КП пока нет')).toBeVisible();
    await snap(page, 'cabinet-kp');
    await page.goto('/person/chat');
    await expect(page.getByText('Чатов с менеджером пока нет')).toBeVisible();
    await snap(page, 'cabinet-chat');

    await page.setViewportSize(phone);
    await page.goto('/person');
    await expect(heading(page, 'Личный кабинет')).toBeVisible();
    await snap(page, 'cabinet-overview-empty-375');
    await page.goto('/person/history');
    await expect(page.getByText('Вы ещё не делали подбор оборудования')).toBeVisible();
    await snap(page, 'cabinet-history-empty-375');
  });

  test('the history refuses a bad date with the spec’s message and keeps the list', async ({ page }) => {
    await signIn(page);
    await page.goto('/person/history');
    const from = page.getByRole('textbox', { name: 'С', exact: true });
    await from.fill('45.13.2024');
    await from.press('Enter');
    await expect(page.getByText('Неверный формат даты. Ожидается дд.мм.гггг')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('from')).toBeNull();
    await snap(page, 'cabinet-history-bad-date');

    // A start alone (typed дд.мм.гггг, as dates are shown) runs up to today, and lives in the URL.
    await from.fill('01.01.2024');
    await from.press('Enter');
    await expect(page).toHaveURL(/from=2024-01-01/);
    await expect(page.getByText('Показаны расчёты с 01.01.2024 по сегодняшний день')).toBeVisible();
    await page.reload();
    await expect(from).toHaveValue('01.01.2024');

    // A reversed range is swapped.
    const to = page.getByRole('textbox', { name: 'По', exact: true });
    await to.fill('01.06.2023');
    await to.press('Enter');
    await expect(page).toHaveURL(/from=2023-06-01&to=2024-01-01/);
    await expect(from).toHaveValue('01.06.2023');
    await expect(to).toHaveValue('01.01.2024');
  });

  test('object → project → calculation attached from the history → rename → delete; the history keeps it', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const session = await signIn(page);
    const calc = await runPumpCalculation(page, session);
    const calcId = `№ ${calc.requestId}`;

    // My objects: the add modal refuses an empty name with the toast and marks the field, then
    // creates the object.
    await page.goto('/person/place');
    await page.getByRole('button', { name: 'Создать новый объект' }).first().click();
    const add = page.getByRole('dialog', { name: 'Новый объект' });
    await add.getByRole('button', { name: 'Создать' }).click();
    await expect(
      page.locator('.mantine-Notification-description').getByText('Введите название'),
    ).toBeVisible();
    await expect(add.getByLabel('Название объекта')).toHaveAttribute('aria-invalid', 'true');
    await expect(add.getByText('Введите название')).toBeVisible();
    await expect(add).toBeVisible();
    await add.getByLabel('Название объекта').fill('ЖК «Северный», корпус 2');
    await add.getByLabel('Название объекта').press('Enter');
    await expect(heading(page, 'ЖК «Северный», корпус 2')).toBeVisible();
    await expect(page).toHaveURL(/\/person\/place\/\d+$/);
    const objectUrl = new URL(page.url()).pathname;
    await expect(crumbs(page)).toContainText('ЖК «Северный», корпус 2');
    await expect(page.getByTestId('status').first()).toContainText('Неизвестно');
    await expect(page.getByText('В объекте пока нет проектов')).toBeVisible();
    await snap(page, 'cabinet-object-empty');

    // A project (add modal, mode 2) opens its page.
    await page.getByRole('button', { name: 'Создать проект' }).click();
    const addProject = page.getByRole('dialog', { name: 'Новый проект' });
    await addProject.getByLabel('Название проекта').fill('ИТП');
    await addProject.getByRole('button', { name: 'Создать' }).click();
    await expect(heading(page, 'ИТП')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${objectUrl}/\\d+$`));
    const projectUrl = new URL(page.url()).pathname;
    await expect(crumbs(page).getByRole('link', { name: 'ЖК «Северный», корпус 2' })).toBeVisible();
    await expect(crumbs(page)).toContainText('ИТП');
    await expect(page.getByText('В проекте пока нет расчётов')).toBeVisible();

    // The history: the calculation is there with its type; attach it to the project.
    await page.goto('/person/history');
    const row = page.getByTestId('history-row').filter({ hasText: calcId });
    await expect(row).toContainText('Насосы');
    await snap(page, 'cabinet-history');
    await row.getByRole('button', { name: 'Открыть' }).click();
    await expect(page.getByRole('menuitem', { name: /^Паспорт насоса/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: `Прикрепить расчёт ${calcId} к объекту` }).click();
    const attach = page.getByRole('dialog', { name: `Прикрепить расчёт ${calcId}` });
    await attach.getByRole('textbox', { name: 'Объект' }).click();
    await page.getByRole('option', { name: 'ЖК «Северный», корпус 2' }).click();
    await attach.getByRole('textbox', { name: 'Проект' }).click();
    await page.getByRole('option', { name: 'ИТП' }).click();
    await snap(page, 'cabinet-history-attach');
    await attach.getByRole('button', { name: 'Прикрепить' }).click();
    await expect(page.getByText(`Расчёт ${calcId} прикреплён к проекту «ИТП»`)).toBeVisible();
    await expect(row).toContainText('в 1 проекте');

    // The project shows it; the object counts it.
    await page.goto(projectUrl);
    const calcRow = page.getByTestId('calc-row').filter({ hasText: calcId });
    await expect(calcRow).toContainText('Насосы');
    await snap(page, 'cabinet-project');
    // 'Открыть' → 'Паспорт насоса' opens the PDF in a new tab (fetched with the session).
    await calcRow.getByRole('button', { name: `Открыть файлы расчёта ${calcId}` }).click();
    const tab = page.waitForEvent('popup');
    await page.getByRole('menuitem', { name: /^Паспорт насоса/ }).click();
    const pdf = await tab;
    await expect.poll(() => pdf.url()).toMatch(/^blob:/);
    await pdf.close();
    // 'Изменить' reopens the calculator with the calculation's inputs, through its password first
    // when the browser holds no grant.
    await page.evaluate((key) => localStorage.removeItem(key), CALC_ACCESS_KEY);
    await page.reload();
    await calcRow.getByRole('link', { name: `Изменить расчёт ${calcId}` }).click();
    const pass = page.getByRole('dialog');
    await pass.getByLabel(/Пароль калькулятора/).fill('aquastrong-dev');
    await pass.getByRole('button', { name: 'Продолжить' }).click();
    await expect(page).toHaveURL(/\/aquastrong\/\d+\/\d+\?units=m&Q=4&H=4&H0=1\.5/);
    await expect(page.getByRole('textbox', { name: /Подача Q/ })).toHaveValue('4');
    await snap(page, 'cabinet-calc-reopened');
    await page.goto(objectUrl);
    await expect(page.getByTestId('project-row').filter({ hasText: 'ИТП' })).toContainText('1 расчёт');
    await snap(page, 'cabinet-object');

    // Detach, then add it back from the project page's picker.
    await page.goto(projectUrl);
    await calcRow.getByRole('button', { name: `Открепить расчёт ${calcId} от проекта` }).click();
    await expect(page.getByText('В проекте пока нет расчётов')).toBeVisible();
    await page.getByRole('button', { name: 'Добавить расчёт' }).click();
    const picker = page.getByRole('dialog', { name: 'Добавить расчёт из истории' });
    await expect(picker.getByRole('button', { name: `Добавить расчёт ${calcId}` })).toBeVisible();
    await snap(page, 'cabinet-project-add-calc');
    await picker.getByRole('button', { name: `Добавить расчёт ${calcId}` }).click();
    await expect(calcRow).toBeVisible();

    // The КП form (sending is walked in e2e/kp.spec.ts): all calculations unless chosen.
    await page.getByRole('button', { name: 'Запросить КП' }).click();
    await expect(page.getByRole('form', { name: 'Запрос КП' }).getByPlaceholder('Все расчёты')).toBeVisible();
    await snap(page, 'cabinet-project-kp-form');
    await page.getByRole('button', { name: 'Отмена' }).click();

    // A comment with the project.
    await page.getByRole('button', { name: 'Добавить комментарий' }).click();
    await page.getByLabel('Комментарий', { exact: true }).fill('Подбор по ТЗ от 12.03, согласовать с ГИПом');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'ТЗ.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Q = 4 м³/ч, H = 4 бар'),
    });
    await page.evaluate(() => window.scrollTo(0, 0)); // a full-page shot of a scrolled page repeats the header
    await snap(page, 'cabinet-project-comment-form');
    await page.getByRole('button', { name: 'Добавить комментарий', exact: true }).click();
    // Portal §4: the person-success modal, mode 1.
    const done = page.getByRole('dialog', { name: 'Готово' });
    await expect(done).toContainText('Комментарий добавлен');
    await done.getByRole('button', { name: 'Хорошо' }).click();
    await expect(done).toBeHidden();
    const comment = page.getByTestId('comment');
    await expect(comment).toContainText('Подбор по ТЗ от 12.03');
    const download = page.waitForEvent('download');
    await comment.getByRole('button', { name: 'Скачать файл ТЗ.txt' }).click();
    expect((await download).suggestedFilename()).toBe('ТЗ.txt');

    // Rename: an empty name is refused without a save; Enter saves a good one.
    await page.getByRole('button', { name: 'Переименовать проект' }).click();
    const nameInput = page.getByRole('textbox', { name: 'Название проекта' });
    await nameInput.fill('   ');
    await nameInput.press('Enter');
    await expect(page.getByText('Введите название')).toBeVisible();
    await nameInput.press('Escape');
    await expect(heading(page, 'ИТП')).toBeVisible();
    await page.getByRole('button', { name: 'Переименовать проект' }).click();
    await nameInput.fill('ИТП, корпус 2');
    await nameInput.press('Enter');
    await expect(heading(page, 'ИТП, корпус 2')).toBeVisible();
    await expect(crumbs(page)).toContainText('ИТП, корпус 2');
    await page.reload();
    await expect(heading(page, 'ИТП, корпус 2')).toBeVisible();

    await page.setViewportSize(phone);
    await page.reload(); // the frame's menu panel slides away on a resize; start the page narrow
    await expect(heading(page, 'ИТП, корпус 2')).toBeVisible();
    await snap(page, 'cabinet-project-375');
    await page.goto('/person/history');
    await expect(page.getByTestId('history-row').filter({ hasText: calcId })).toBeVisible();
    await snap(page, 'cabinet-history-375');
    await page.goto('/person/place');
    await expect(page.getByTestId('object-card')).toHaveCount(1);
    await snap(page, 'cabinet-objects-375');
    await page.goto('/person');
    await expect(page.getByTestId('overview-history')).toContainText(calcId);
    await snap(page, 'cabinet-overview-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await expect(page.getByTestId('overview-history')).toContainText(calcId);
    await snap(page, 'cabinet-overview');
    await page.goto('/person/place');
    await expect(page.getByTestId('object-card')).toContainText('1 проект');
    await expect(page.getByTestId('object-card')).toContainText('1 расчёт');
    await expect(page.getByTestId('object-card')).toContainText('неизвестно');
    await snap(page, 'cabinet-objects');

    // Delete the project, then the object: each goes to its parent path.
    await page.goto(projectUrl);
    await page.getByRole('button', { name: 'Удалить проект' }).click();
    const confirmProject = page.getByRole('dialog', { name: 'Удаление проекта' });
    await expect(confirmProject).toContainText('Расчёты останутся в истории подборов');
    await snap(page, 'cabinet-project-delete');
    await confirmProject.getByRole('button', { name: 'Удалить' }).click();
    await expect(page).toHaveURL(new RegExp(`${objectUrl}$`));
    await expect(page.getByText('В объекте пока нет проектов')).toBeVisible();
    await page.getByRole('button', { name: 'Удалить объект' }).click();
    await page
      .getByRole('dialog', { name: 'Удаление объекта' })
      .getByRole('button', { name: 'Удалить' })
      .click();
    await expect(page).toHaveURL(/\/person\/place$/);
    await expect(page.getByText('У вас пока нет созданных объектов')).toBeVisible();

    // The calculation stays in the history, attached nowhere.
    await page.goto('/person/history');
    const kept = page.getByTestId('history-row').filter({ hasText: calcId });
    await expect(kept).toBeVisible();
    await expect(kept).not.toContainText('проект');
  });
});
