// Typed numbers are never changed without a word (issue 33, decision 0045), swept in the browser:
// every numeric field of every calculator form is the kit's NumberField, and «0,8» (typed key by
// key: a page that reformats a field on each change loses its «0,»), «1,25», «0» and a number above
// any range (each entered at once, as a paste) either stay as typed or get a note or message next
// to the field. Selections the sweep would start are answered «not found» by a stub: the fields are
// under test here, not the engines. (In jsdom a change re-rendered a whole form in ~90 ms: these
// sweeps took 4 minutes of the unit step; here a few seconds.)
import { expect, test, type Page } from '@playwright/test';
import type { CalcName } from '@podbor/contracts';
import { grantCalc } from './fixtures/calc-access';

const ABOVE_ANY_RANGE = '100000000000';
const VALUES = ['0,8', '1,25', '0', ABOVE_ANY_RANGE];

/** What the sweep reads of a field after leaving it: its value, and the note or message beside it. */
interface FieldState {
  value: string;
  note: string | null;
  message: string | null;
}

/** The number inputs of the page: the kit's, and anything else that asks for a numeric keyboard. */
function numericInputs(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLInputElement>(
        'input[data-number-field], input[inputmode="numeric"], input[inputmode="decimal"], input[type="number"]',
      ),
    ]
      // What the user can reach now: not under aria-hidden, not in a tab panel that is not shown.
      .filter((i) => !i.closest('[aria-hidden="true"]') && i.checkVisibility())
      .map((i) => ({
        key: i.name || i.id,
        kit: i.hasAttribute('data-number-field'),
        editable: !i.readOnly && !i.disabled,
      })),
  );
}

function stateOf(page: Page, key: string): Promise<FieldState> {
  return page.evaluate((k) => {
    const input = [...document.querySelectorAll<HTMLInputElement>('input[data-number-field]')].find(
      (i) => (i.name || i.id) === k,
    )!;
    const noteIn = (el: Element) =>
      [...el.children].find(
        (c): c is HTMLElement => c instanceof HTMLElement && c.hasAttribute('data-number-note'),
      );
    let box: Element | null = input.parentElement;
    while (box && !noteIn(box)) box = box.parentElement;
    const note = box ? noteIn(box) : undefined;
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const texts = ids
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null && el.id.endsWith('-error'))
      .map((el) => el.textContent ?? '');
    return {
      value: input.value,
      note: note && !note.hidden && note.textContent ? note.textContent : null,
      message: input.getAttribute('aria-invalid') === 'true' && texts.some(Boolean) ? texts.join(' ') : null,
    };
  }, key);
}

const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** Types each value into each editable numeric field and leaves it; answers the fields' keys. */
async function typeIntoEveryField(page: Page): Promise<string[]> {
  const inputs = await numericInputs(page);
  expect(inputs.length).toBeGreaterThan(0);
  expect(inputs.filter((i) => !i.kit).map((i) => i.key)).toEqual([]);
  const keys = inputs.filter((i) => i.editable).map((i) => i.key);
  for (const key of keys) {
    const input = page
      .locator(`input[data-number-field][name="${key}"], input[data-number-field][id="${key}"]`)
      .first();
    for (const typed of VALUES) {
      await expect(input).not.toHaveAttribute('readonly');
      if (typed === '0,8') {
        await input.fill('');
        await input.pressSequentially(typed);
      } else await input.fill(typed);
      await input.press('Tab');
      const { value, note, message } = await stateOf(page, key);
      const said = note ?? message;
      const kept = asNumber(value) === asNumber(typed);
      expect(kept || said !== null, `«${typed}» in ${key} became «${value}» without a word`).toBe(true);
      if (!kept) expect(said, key).toMatch(/изменено на|Введите|знак|Допустимые|число|выходов/);
      // Above every range: the field is at its maximum and says so.
      if (typed === ABOVE_ANY_RANGE) expect(note, key).toMatch(/— максимум/);
    }
  }
  return keys;
}

async function open(page: Page, calc: CalcName, path: string, heading: string) {
  // Whatever the sweep completes is selected: each selection is answered at once, «not found».
  await page.route('**/api/v1/search/**', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 404, json: { statusCode: 404, response: { message: 'Не найдено' } } })
      : route.fallback(),
  );
  await grantCalc(page, calc);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('input[data-number-field]').first()).toBeVisible();
}

test.describe('every numeric field of every calculator keeps what was typed or says what it did', () => {
  test('/aquastrong/1 (pumps)', async ({ page }) => {
    await open(page, 'Aquastrong', '/aquastrong/1', 'Серия EVR');
    expect(await typeIntoEveryField(page)).toEqual(expect.arrayContaining(['Q', 'H', 'H0', 'T']));
  });

  test('/station', async ({ page }) => {
    await open(page, 'Station', '/station', 'Насосные станции');
    expect((await typeIntoEveryField(page)).length).toBeGreaterThanOrEqual(4);
  });

  test('/dcu', async ({ page }) => {
    await open(page, 'DCU', '/dcu', 'Коллекторные узлы DCU');
    expect(await typeIntoEveryField(page)).toEqual(['OutputCount', 'DesignFlow']);
  });

  test('/heat (Clever), a glycol’s percent included', async ({ page }) => {
    await open(page, 'Clever', '/heat', 'Пластинчатые теплообменники Clever');
    // A glycol shows its percent field too.
    await page.getByTestId('choice-EnvironmentHotId').click();
    await page.getByRole('option', { name: 'Этиленгликоль' }).first().click();
    expect(await typeIntoEveryField(page)).toEqual(
      expect.arrayContaining(['Q', 'X', 'P', 'PercentHot', 'T1', 'T2', 'G1', 'R1', 'T3', 'T4', 'G2', 'R2']),
    );
  });

  test('/heat and /heatlt rating tabs (a catalogue model and the user’s plate)', async ({ page }) => {
    test.slow(); // two pages, ~25 fields each, four values a field
    await open(page, 'Clever', '/heat', 'Пластинчатые теплообменники Clever');
    await page.getByRole('tab', { name: 'Поверочный расчёт' }).click();
    await page.getByTestId('rating-source').getByText('Своя пластина').click();
    expect((await typeIntoEveryField(page)).length).toBeGreaterThanOrEqual(14);
    await open(page, 'RTO', '/heatlt', 'Пластинчатые теплообменники RTO (линейка LT)');
    await page.getByRole('tab', { name: 'Поверочный расчёт' }).click();
    expect((await typeIntoEveryField(page)).length).toBeGreaterThanOrEqual(8);
  });

  test('/heatlt (RTO)', async ({ page }) => {
    await open(page, 'RTO', '/heatlt', 'Пластинчатые теплообменники RTO (линейка LT)');
    expect(await typeIntoEveryField(page)).toEqual(
      expect.arrayContaining(['POWER', 'RESERVE', 'SRC_INPUT', 'SRC_POLLUTION', 'REC_LOSSES']),
    );
  });
});
