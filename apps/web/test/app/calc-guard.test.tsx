import { calcNames, calcPaths } from '@podbor/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveCalcGrant } from '../../src/lib/calc-access';
import { renderApp } from '../render';

describe('calculator routes behind the password (calculators §2)', () => {
  it.each([...calcNames])('without a grant, %s redirects to the home page', async (calc) => {
    const { router } = renderApp(calcPaths[calc]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Подбор оборудования' })).toBeInTheDocument();
  });

  it('deep calculator pages are guarded too', async () => {
    for (const path of ['/aquastrong/3/7', '/dcu/product_item']) {
      const { router, unmount } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      unmount();
    }
  });

  it('a grant for one calculator does not open another', async () => {
    saveCalcGrant({ calc: 'DCU', grant: 'g', expiresAt: Date.now() + 60_000 });
    const { router } = renderApp('/station');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('with a grant the calculator page opens, honestly saying it is not launched yet', async () => {
    saveCalcGrant({ calc: 'Station', grant: 'g', expiresAt: Date.now() + 60_000 });
    const { router } = renderApp('/station');
    expect(
      await screen.findByRole('heading', { name: 'Калькулятор готовится к запуску' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/station');
    expect(screen.getByRole('link', { name: 'Вернуться к подбору оборудования' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('navigation', { name: 'Навигационная цепочка' })).toHaveTextContent(
      'ГлавнаяПодбор оборудованияНасосные станции',
    );
  });
});
