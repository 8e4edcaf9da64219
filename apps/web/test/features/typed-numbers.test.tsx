// Typed numbers on /dcu (issue 33, decision 0045): the design flow keeps a decimal comma, the outlet
// count says why a fraction or 0 is not kept, and an erased count blocks the selection. The sweep of
// every numeric field of every calculator runs in the browser (e2e/typed-numbers.spec.ts).
import { configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveCalcGrant } from '../../src/lib/calc-access';
import { fakeApi } from '../fake-api';
import { renderApp } from '../render';

configure({ asyncUtilTimeout: 8000 });

beforeEach(() => saveCalcGrant({ calc: 'DCU', grant: 'grant-DCU', expiresAt: Date.now() + 3_600_000 }));
afterEach(() => vi.unstubAllGlobals());

describe('typed numbers on /dcu', () => {
  it(
    '/dcu: the design flow keeps 0,8 and 1,25; the outlet count says why 5,5 or 0 is not kept',
    { timeout: 90_000 },
    async () => {
      fakeApi({});
      const { user } = renderApp('/dcu');
      await screen.findByRole('heading', { level: 1, name: 'Коллекторные узлы DCU' }, { timeout: 4000 });
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
});
