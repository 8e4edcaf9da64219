// Accessibility of every page and modal, checked by axe-core (the engine of Lighthouse and of the
// browsers' own audits) at 1366 px and 375 px: no serious or critical violation anywhere. One
// browser context per width walks the guest pages, the calculators and the cabinet of one signed-in
// user; the findings of all pages are listed together at the end. The home page must also leave the
// console and DevTools' issues panel empty.
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { calculatorList, type CalculatorMeta } from '@podbor/contracts';
import { runPumpCalculation } from './fixtures/calculation';
import { grantCalc } from './fixtures/calc-access';
import { signIn } from './fixtures/session';

// A page waits for its lazy chunks and the pump page for its charts: on a busy machine that is
// more than the suite's 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
// The two widths are independent: with two workers they run side by side.
test.describe.configure({ mode: 'parallel' });

const widths = [
  { name: '1366', viewport: { width: 1366, height: 768 } },
  { name: '375', viewport: { width: 375, height: 812 } },
] as const;

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

interface Finding {
  where: string;
  text: string;
}

/** axe's serious and critical violations on what the page shows now, one readable line each. */
async function audit(page: Page, where: string): Promise<Finding[]> {
  // Animations of modals and notifications would be caught half-transparent: wait them out.
  await page.waitForTimeout(300);
  // Only violations are wanted: axe then keeps no details of what passed.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      text:
        `${v.impact} ${v.id}: ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'})\n` +
        v.nodes
          .slice(0, 8)
          .map(
            (n) => `      ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
          )
          .join('\n'),
    }));
}

/** Console errors and warnings, and DevTools' issues (missing labels, autocomplete…), as they come. */
async function listenForIssues(context: BrowserContext, page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') seen.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.push(`page error: ${e.message}`));
  const cdp = await context.newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) =>
    seen.push(`issue ${issue.code}: ${JSON.stringify(issue.details)}`),
  );
  await cdp.send('Audits.enable');
  return seen;
}

for (const { name, viewport } of widths) {
  test(`no serious or critical axe violation on any page or modal at ${name} px`, async ({
    browser,
    baseURL,
  }) => {
    // About two minutes on an idle machine; a machine shared with other builds may take many times that.
    test.setTimeout(900_000);
    const context = await browser.newContext({
      baseURL,
      viewport,
      locale: 'ru-RU',
      timezoneId: 'Europe/Moscow',
    });
    const page = await context.newPage();
    const issues = await listenForIssues(context, page);
    const found: Finding[] = [];
    const check = async (where: string) => found.push(...(await audit(page, where)));

    // The home page: nothing in the console or the issues panel either.
    await page.goto('/');
    await expect(heading(page, 'Подбор оборудования')).toBeVisible();
    await check('home');
    await page.waitForLoadState('networkidle');
    const homeIssues = [...issues];

    await page.goto('/registration');
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('registration modal');
    await page.goto('/authorization');
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('login modal');
    await page.goto('/');
    await page.locator('[data-calc="Aquastrong"]').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('calculator password modal');

    // The «Скоро» calculators: their pending page.
    for (const calc of calculatorList.filter((c: CalculatorMeta) => c.status === 'soon')) {
      await page.goto(calc.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(`«Скоро» page ${calc.path}`);
    }
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check('not found page');

    // The pump calculator, opened: the series, a series' form with its result, a pump's page.
    await grantCalc(page, 'Aquastrong');
    await page.goto('/aquastrong');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check('pump series');
    await page.goto('/aquastrong/1?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0');
    await expect(page.getByTestId('pump-candidate').first()).toBeVisible();
    await check('pump selection with candidates');
    await page.goto('/aquastrong/1/1021?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0');
    await expect(page.getByTestId('pump-details').locator('[data-chart="head"] svg')).toBeVisible();
    await check('pump page with a result (guest)');

    // The cabinet of one signed-in user with one calculation in the history.
    const session = await signIn(page);
    await runPumpCalculation(page, session);
    await page.goto('/person');
    await expect(heading(page, 'Личный кабинет')).toBeVisible();
    await expect(page.getByTestId('overview-history')).toContainText('№');
    await check('cabinet overview');
    await page.goto('/person/history');
    await expect(page.getByTestId('history-row')).toHaveCount(1);
    await check('cabinet history');
    await page.goto('/person/kp');
    await expect(page.getByText('Запросов КП пока нет')).toBeVisible();
    await check('cabinet KP requests');
    await page.goto('/person/chat');
    await expect(page.getByText('Чатов с менеджером пока нет')).toBeVisible();
    await check('cabinet chat');
    for (const path of [
      '/person/settings',
      '/person/settings/update_data',
      '/person/settings/update_password',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(`cabinet ${path}`);
    }

    await page.goto('/person/place');
    await expect(heading(page, 'Мои объекты')).toBeVisible();
    await check('cabinet objects (empty)');
    await page.getByRole('button', { name: 'Создать новый объект' }).first().click();
    const addObject = page.getByRole('dialog', { name: 'Новый объект' });
    await expect(addObject).toBeVisible();
    await check('object create modal');
    await addObject.getByLabel('Название объекта').fill('ЖК «Северный»');
    await addObject.getByRole('button', { name: 'Создать' }).click();
    await expect(heading(page, 'ЖК «Северный»')).toBeVisible();
    const objectUrl = new URL(page.url()).pathname;
    await check('object page (empty)');
    await page.getByRole('button', { name: 'Создать проект' }).click();
    const addProject = page.getByRole('dialog', { name: 'Новый проект' });
    await expect(addProject).toBeVisible();
    await check('project create modal');
    await addProject.getByLabel('Название проекта').fill('ИТП');
    await addProject.getByRole('button', { name: 'Создать' }).click();
    await expect(heading(page, 'ИТП')).toBeVisible();
    await check('project page');
    await page.goto(objectUrl);
    await expect(heading(page, 'ЖК «Северный»')).toBeVisible();
    await check('object page with a project');
    await page.goto('/person/place');
    await expect(page.getByText('ЖК «Северный»').first()).toBeVisible();
    await check('cabinet objects (one)');

    await context.close();
    expect(
      found.map((f) => `${f.where}: ${f.text}`).join('\n'),
      `axe found serious or critical violations at ${name} px`,
    ).toBe('');
    expect(
      homeIssues.join('\n'),
      `the home page logged to the console or the issues panel at ${name} px`,
    ).toBe('');
  });
}

test('robots.txt is plain text that keeps crawlers out of the API and the cabinet', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/plain/);
  const rules = (await res.text()).split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  expect(rules).toEqual(['User-agent: *', 'Disallow: /api/', 'Disallow: /person', 'Allow: /']);
});
