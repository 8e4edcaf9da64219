// Typed numbers are never changed without a word (issue 33, decision 0045): every numeric field of
// every calculator form is the kit's NumberField, and typing «0,8», «1,25», «0» and a number above
// any range into each one either keeps what was typed or says next to the field what it did. The
// heat-exchanger unit switches convert the number and say from what, like the pump page's.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveCalcGrant } from '../../src/lib/calc-access';
import { fakeApi } from '../fake-api';
import { renderApp } from '../render';
import { grantAquastrong, mockPumpApi } from './pumps/pump-api-mock';

vi.mock('../../src/features/calculators/pumps/components/pump-charts', () => ({
  default: () => <div data-testid="charts-stub" />,
}));

configure({ asyncUtilTimeout: 8000 });

beforeEach(() => {
  for (const calc of ['Clever', 'RTO', 'DCU', 'Station'] as const)
    saveCalcGrant({ calc, grant: `grant-${calc}`, expiresAt: Date.now() + 3_600_000 });
  grantAquastrong();
});
afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof renderApp>['user'];

/** Inputs a number is typed into: a numeric keyboard, or a native number input. */
const numericInputs = () =>
  [
    ...document.querySelectorAll<HTMLInputElement>(
      'input[inputmode="numeric"], input[inputmode="decimal"], input[type="number"]',
    ),
  ].filter((i) => !i.closest('[aria-hidden="true"]'));

const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** The note under a field (clamped, converted) when it shows, else null. */
const noteOf = (input: HTMLInputElement): string | null => {
  let box = input.parentElement;
  const noteIn = (el: HTMLElement) =>
    [...el.children].find(
      (c): c is HTMLElement => c instanceof HTMLElement && c.hasAttribute('data-number-note'),
    );
  while (box && !noteIn(box)) box = box.parentElement;
  const note = box ? noteIn(box) : undefined;
  return note && !note.hidden && note.textContent ? note.textContent : null;
};
/** The field's own message (not a number of the field, a range) when it shows. */
const messageOf = (input: HTMLInputElement): string | null => {
  const id = input.getAttribute('aria-describedby') ?? '';
  const texts = id
    .split(/\s+/)
    .map((i) => (i ? document.getElementById(i) : null))
    .filter((el): el is HTMLElement => el !== null && el.id.endsWith('-error'))
    .map((el) => el.textContent ?? '');
  return input.getAttribute('aria-invalid') === 'true' && texts.some(Boolean) ? texts.join(' ') : null;
};

const ABOVE_ANY_RANGE = '100000000000';

/**
 * Types each value into each editable numeric field of the page and leaves it: the value typed
 * stays, or a note or message next to the field says what happened. Answers the fields' names.
 */
async function typeIntoEveryField(user: User): Promise<string[]> {
  const inputs = numericInputs();
  expect(inputs.length).toBeGreaterThan(0);
  // Every one of them is the kit's number input.
  for (const input of inputs) expect(input, input.name).toHaveAttribute('data-number-field');
  const names = inputs.filter((i) => !i.readOnly && !i.disabled).map((i) => i.name || i.id);
  for (const name of names) {
    for (const typed of ['0,8', '1,25', '0', ABOVE_ANY_RANGE]) {
      const input = () =>
        numericInputs().find((i) => (i.name || i.id) === name) ?? (null as unknown as HTMLInputElement);
      await waitFor(() => expect(input()).not.toHaveAttribute('readonly'));
      await user.clear(input());
      // Typed key by key; the long number pasted (the same change, in a twelfth of the time).
      if (typed === ABOVE_ANY_RANGE) {
        await user.click(input());
        await user.paste(typed);
      } else await user.type(input(), typed);
      await user.tab();
      const field = input();
      const kept = asNumber(field.value) === asNumber(typed);
      const said = noteOf(field) ?? messageOf(field);
      expect(kept || said !== null, `«${typed}» in ${name} became «${field.value}» without a word`).toBe(
        true,
      );
      if (!kept) expect(said, name).toMatch(/изменено на|Введите|знак|Допустимые|число|выходов/);
      // Above every range: the field is at its maximum and says so.
      if (typed === ABOVE_ANY_RANGE) expect(noteOf(field), name).toMatch(/— максимум/);
    }
  }
  return names;
}

/** Picks an option of the select with this test id (in its own list: units repeat per side). */
const openSelect = async (user: User, testId: string, option: string) => {
  const input = screen.getByTestId(testId);
  await user.click(input);
  const list = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
};

describe('every numeric field of every calculator keeps what was typed or says what it did', () => {
  it(
    '/dcu: the design flow keeps 0,8 and 1,25; the outlet count says why 5,5 or 0 is not kept',
    { timeout: 90_000 },
    async () => {
      fakeApi({});
      const { user } = renderApp('/dcu');
      await screen.findByRole('heading', { level: 1, name: 'Коллекторные узлы DCU' }, { timeout: 4000 });
      expect(await typeIntoEveryField(user)).toEqual(['OutputCount', 'DesignFlow']);
      const flow = screen.getByRole('textbox', { name: /Расчётный расход/ });
      for (const typed of ['0,8', '1,25', '0.8']) {
        await user.clear(flow);
        await user.type(flow, typed);
        await user.tab();
        expect(flow).toHaveValue(typed.replace('.', ','));
      }
      const count = screen.getByRole('textbox', { name: /Количество выходов/ });
      await user.clear(count);
      await user.type(count, '0');
      await user.tab();
      expect(count).toHaveValue('1');
      expect(screen.getByText('Значение изменено на 1 — минимум')).toBeInTheDocument();
      await user.clear(count);
      await user.type(count, '5,5');
      expect(screen.getByText('Введите целое число, без запятой')).toBeInTheDocument();
      // No count: no article and no selection until one is typed.
      expect(screen.getByTestId('dcu-select')).toBeDisabled();
      await user.clear(count);
      await user.type(count, '6');
      expect(screen.getByTestId('dcu-select')).toBeEnabled();
      expect(screen.getByTestId('dcu-article')).toHaveTextContent('-06-');
    },
  );

  it('/heat (Clever)', { timeout: 90_000 }, async () => {
    fakeApi({});
    const { user } = renderApp('/heat');
    await screen.findByTestId('section-general');
    // A glycol shows its percent field too.
    await openSelect(user, 'choice-EnvironmentHotId', 'Этиленгликоль');
    expect(await typeIntoEveryField(user)).toEqual(
      expect.arrayContaining(['Q', 'X', 'P', 'PercentHot', 'T1', 'T2', 'G1', 'R1', 'T3', 'T4', 'G2', 'R2']),
    );
  });

  it('/heatlt (RTO)', { timeout: 90_000 }, async () => {
    fakeApi({});
    const { user } = renderApp('/heatlt');
    await screen.findByTestId('section-general');
    expect(await typeIntoEveryField(user)).toEqual(
      expect.arrayContaining(['POWER', 'RESERVE', 'SRC_INPUT', 'SRC_POLLUTION', 'REC_LOSSES']),
    );
  });

  it('/station', { timeout: 90_000 }, async () => {
    fakeApi({});
    const { user } = renderApp('/station');
    await screen.findByRole('heading', { level: 1, name: 'Насосные станции' });
    expect((await typeIntoEveryField(user)).length).toBeGreaterThanOrEqual(4);
  });

  it('/aquastrong/1 (pumps)', { timeout: 90_000 }, async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    mockPumpApi(fetchMock);
    const { user } = renderApp('/aquastrong/1');
    await screen.findByRole('heading', { level: 1, name: 'Серия EVR' });
    expect(await typeIntoEveryField(user)).toEqual(expect.arrayContaining(['Q', 'H', 'H0', 'T']));
  });
});

describe('/heat: a unit switch converts the number and says so next to the field', () => {
  it(
    '200 кВт → 0,2 МВт «Пересчитано из 200 кВт»; 30 кПа → 0,3 бар and straight back to 30',
    { timeout: 30_000 },
    async () => {
      fakeApi({});
      const { user } = renderApp('/heat');
      await screen.findByTestId('section-general');
      const q = screen.getByTestId('field-Q');
      await user.type(q, '200');
      await openSelect(user, 'unit-QUnit', 'МВт');
      expect(q).toHaveValue('0,2');
      expect(screen.getByText('Пересчитано из 200 кВт')).toBeInTheDocument();
      await openSelect(user, 'unit-QUnit', 'Гкал/ч');
      expect(q).toHaveValue('0,172');
      expect(screen.getByText('Пересчитано из 0,2 МВт')).toBeInTheDocument();

      const hot = screen.getByTestId('section-hot');
      const r1 = within(hot).getByTestId('field-R1');
      await user.type(r1, '30');
      await openSelect(user, 'unit-R1Unit', 'бар');
      expect(r1).toHaveValue('0,3');
      expect(screen.getByText('Пересчитано из 30 кПа')).toBeInTheDocument();
      await openSelect(user, 'unit-R1Unit', 'кПа');
      expect(r1).toHaveValue('30');
      // Typed again: the note goes, the number is the user's.
      await user.clear(r1);
      await user.type(r1, '25');
      expect(screen.queryByText(/Пересчитано из .* бар/)).not.toBeInTheDocument();
    },
  );

  it(
    'a flow in т/ч → м³/ч needs the side’s temperature: kept with a note until then, converted after',
    { timeout: 30_000 },
    async () => {
      fakeApi({});
      const { user } = renderApp('/heat');
      await screen.findByTestId('section-general');
      const hot = screen.getByTestId('section-hot');
      const g1 = within(hot).getByTestId('field-G1');
      await user.type(g1, '10');
      await openSelect(user, 'unit-G1Unit', 'м³/ч');
      expect(g1).toHaveValue('10');
      expect(
        screen.getByText(
          'Число не пересчитано: для м³/ч и л/ч укажите температуру этой стороны на входе или выходе',
        ),
      ).toBeInTheDocument();
      await openSelect(user, 'unit-G1Unit', 'т/ч');
      await user.type(within(hot).getByTestId('field-T1'), '90');
      await openSelect(user, 'unit-G1Unit', 'м³/ч');
      // Water at 90 °C (IAPWS-IF97, 965,3 kg/m³): 10 t/h is 10,3593 m³/h.
      expect(g1).toHaveValue('10,3593');
      expect(screen.getByText('Пересчитано из 10 т/ч')).toBeInTheDocument();
    },
  );
});
