// Typed numbers are never changed without a word (issue 33, decision 0045): every numeric field of
// every calculator form is the kit's NumberField, and typing «0,8», «1,25», «0» and a number above
// any range into each one either keeps what was typed or says next to the field what it did. The
// heat-exchanger pages are typed-numbers-heat.test.tsx (two files, so the two run side by side).
import { configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveCalcGrant } from '../../src/lib/calc-access';
import { fakeApi } from '../fake-api';
import { renderApp } from '../render';
import { grantAquastrong, mockPumpApi } from './pumps/pump-api-mock';
import { typeIntoEveryField } from './typed-numbers-helpers';

vi.mock('../../src/features/calculators/pumps/components/pump-charts', () => ({
  default: () => <div data-testid="charts-stub" />,
}));

configure({ asyncUtilTimeout: 8000 });

beforeEach(() => {
  for (const calc of ['DCU', 'Station'] as const)
    saveCalcGrant({ calc, grant: `grant-${calc}`, expiresAt: Date.now() + 3_600_000 });
  grantAquastrong();
});
afterEach(() => vi.unstubAllGlobals());

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
      // Erased, then another tab: that tab's form, its count shown, ready to select.
      await user.clear(count);
      expect(screen.getByTestId('dcu-select')).toBeDisabled();
      await user.click(screen.getByRole('tab', { name: 'Водоснабжение' }));
      expect(screen.getByRole('textbox', { name: /Количество выходов/ })).toHaveValue('4');
      expect(screen.getByTestId('dcu-select')).toBeEnabled();
    },
  );

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
