import { apiMessages, calculatorList, calcPaths } from '@podbor/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCalcGrant, saveCalcGrant } from '../../src/lib/calc-access';
import { stubFetchEachTest } from '../fake-api';
import { envelopeResponse, renderApp } from '../render';

const built = calculatorList.filter((c) => c.status === 'built');

// The password modal's lazy chunk is transformed on first import; doing it first keeps the tests'
// waits about the app.
beforeAll(async () => {
  await import('../../src/features/calculators/home/components/calc-pass-modal');
}, 60_000);

const fetchMock = stubFetchEachTest();

describe('built calculators behind the password (calculators §2)', () => {
  it('the registry has every calculator built, each behind its password', () => {
    expect(built.map((c) => c.name)).toEqual(['Aquastrong', 'Station', 'DCU', 'Clever', 'RTO']);
    expect(built).toHaveLength(calculatorList.length);
  });

  it.each(built.map((c) => c.name))(
    'without a grant, %s opens its password modal over the home page',
    async (calc) => {
      const { router } = renderApp(calcPaths[calc]);
      const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
      expect(router.state.location.pathname).toBe('/calc_pass');
      expect(router.state.location.state).toEqual({ calc, next: calcPaths[calc] });
      expect(within(dialog).getByText(/доступен по паролю/)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Подбор оборудования' })).toBeInTheDocument();
    },
  );

  it('a shared link: the right password continues to the very page, query string included', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse(200, { calc: 'Aquastrong', grant: 'g-shared', expiresAt: Date.now() + 60_000 }),
    );
    const link = '/aquastrong/3/7?units=m&Q=4&H=4&H0=1';
    const { router, user } = renderApp(link);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(router.state.location.state).toEqual({ calc: 'Aquastrong', next: link });
    await user.type(within(dialog).getByLabelText(/Пароль калькулятора/), 'aquastrong-dev{Enter}');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(link),
    );
    expect(getCalcGrant('Aquastrong')).toBe('g-shared');
  });

  it('a wrong password keeps the modal; cancelling it leaves the user on the home page', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(401, { error: apiMessages.calcWrongPassword }));
    const { router, user } = renderApp('/aquastrong/3/7?Q=4');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await user.type(within(dialog).getByLabelText(/Пароль калькулятора/), 'guess{Enter}');
    expect(await within(dialog).findByText(apiMessages.calcWrongPassword)).toBeInTheDocument();
    // The footer's «Отмена» (the close icon bears the same name).
    await user.click(within(dialog).getAllByRole('button', { name: 'Отмена' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a grant for another calculator does not open this one', async () => {
    saveCalcGrant({ calc: 'DCU', grant: 'g', expiresAt: Date.now() + 60_000 });
    const { router } = renderApp('/aquastrong');
    await waitFor(() => expect(router.state.location.pathname).toBe('/calc_pass'));
  });
});
