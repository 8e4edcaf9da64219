import { apiMessages } from '@podbor/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CALC_ACCESS_KEY, getCalcGrant, saveCalcGrant } from '../../src/lib/calc-access';
import { stubFetchEachTest } from '../fake-api';
import { envelopeResponse, renderApp } from '../render';

const fetchMock = stubFetchEachTest();

/** The server of these tests: `<calc>-dev` opens a calculator; anything else is refused. */
const answerAccess = () =>
  fetchMock.mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { calc: string; password: string };
    if (body.password === `${body.calc.toLowerCase()}-dev`)
      return envelopeResponse(200, {
        calc: body.calc,
        grant: `grant-${body.calc}`,
        expiresAt: Date.now() + 60_000,
      });
    return envelopeResponse(401, { error: apiMessages.calcWrongPassword });
  });

const openCard = async (user: ReturnType<typeof renderApp>['user'], title: RegExp) => {
  await user.click(await screen.findByRole('button', { name: title }));
  return screen.findByRole('dialog');
};

describe('home page and the calculator password (calculators §1–2)', () => {
  it('shows the service text, the built calculator as a card to open and the rest as «Скоро»', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Подбор оборудования' })).toBeInTheDocument();
    expect(screen.getByText('выберите конфигуратор')).toBeInTheDocument();
    expect(screen.getByText('заполните параметры')).toBeInTheDocument();
    expect(screen.getByText('получите результат')).toBeInTheDocument();
    const cards = screen.getAllByTestId('calculator-card');
    expect(cards.map((c) => c.dataset.calc)).toEqual(['Aquastrong', 'Station', 'DCU', 'Clever', 'RTO']);
    // The registry's calculators that are not built yet, then the equipment without a calculator.
    const soon = screen.getAllByTestId('soon-card');
    expect(soon).toHaveLength(4);
    for (const card of soon) {
      expect(within(card).getByText('Скоро')).toBeInTheDocument();
      expect(card.tagName).not.toBe('BUTTON');
      expect(card).toHaveAttribute('aria-disabled', 'true');
    }
    expect(soon.map((c) => c.dataset.calc)).toEqual(Array(4).fill(undefined));
    expect(soon.map((c) => c.querySelector('h3')?.textContent)).toEqual([
      'Теплообменный узел',
      'Конвекторы',
      'Радиаторы',
      'Трубы',
    ]);
  });

  it('a card opens the password modal on /calc_pass naming the calculator', async () => {
    const { user, router } = renderApp('/');
    const dialog = await openCard(user, /Насосы Aquastrong/);
    expect(router.state.location.pathname).toBe('/calc_pass');
    expect(
      within(dialog).getByText(/Калькулятор «Насосы Aquastrong» доступен по паролю/),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Пароль калькулятора/)).toHaveFocus();
  });

  it('a wrong password shakes the input, shows the server message and stays', async () => {
    answerAccess();
    const { user, router } = renderApp('/');
    const dialog = await openCard(user, /Насосы Aquastrong/);
    const input = within(dialog).getByLabelText(/Пароль калькулятора/);
    await user.type(input, 'guess{Enter}');
    expect(await within(dialog).findByText(apiMessages.calcWrongPassword)).toBeInTheDocument();
    expect(input.closest('[data-shaking]')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/calc_pass');
    expect(getCalcGrant('Aquastrong')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/calc/access');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ calc: 'Aquastrong', password: 'guess' });
  });

  it('the right password stores the grant and opens the calculator', async () => {
    answerAccess();
    const { user, router } = renderApp('/');
    const dialog = await openCard(user, /Насосы Aquastrong/);
    await user.type(within(dialog).getByLabelText(/Пароль калькулятора/), 'aquastrong-dev');
    await user.click(within(dialog).getByRole('button', { name: 'Продолжить' }));
    // The pump calculator's pages arrive lazily; the first import is slow under test.
    await waitFor(() => expect(router.state.location.pathname).toBe('/aquastrong'), { timeout: 10_000 });
    expect(getCalcGrant('Aquastrong')).toBe('grant-Aquastrong');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('too many attempts show the server’s own Russian message', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse(429, { error: apiMessages.tooManyRequests }, { 'Retry-After': '60' }),
    );
    const { user } = renderApp('/');
    const dialog = await openCard(user, /Насосы Aquastrong/);
    await user.type(within(dialog).getByLabelText(/Пароль калькулятора/), 'x{Enter}');
    expect(await within(dialog).findByText(apiMessages.tooManyRequests)).toBeInTheDocument();
  });

  it('an empty password is refused without a call', async () => {
    const { user } = renderApp('/');
    const dialog = await openCard(user, /Насосы Aquastrong/);
    await user.click(within(dialog).getByRole('button', { name: 'Продолжить' }));
    expect(within(dialog).getByText('Поле не должно быть пустым')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Escape closes the modal and returns home', async () => {
    const { user, router } = renderApp('/');
    await openCard(user, /Насосы Aquastrong/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opening /calc_pass directly, with no calculator chosen, returns home', async () => {
    const { router } = renderApp('/calc_pass');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with a valid grant stored, the card goes straight to the calculator', async () => {
    saveCalcGrant({ calc: 'Aquastrong', grant: 'g', expiresAt: Date.now() + 60_000 });
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /Насосы Aquastrong/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/aquastrong'), { timeout: 10_000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an expired grant asks for the password again', async () => {
    localStorage.setItem(
      CALC_ACCESS_KEY,
      JSON.stringify({ Aquastrong: { grant: 'g', expiresAt: Date.now() - 1 } }),
    );
    const { user, router } = renderApp('/');
    await openCard(user, /Насосы Aquastrong/);
    expect(router.state.location.pathname).toBe('/calc_pass');
  });

  it('a «Скоро» card is no button and opens nothing', async () => {
    const { user, router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Подбор оборудования' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Конвекторы/ })).not.toBeInTheDocument();
    const convectors = screen.getAllByTestId('soon-card').find((c) => c.textContent?.includes('Конвекторы'))!;
    await user.click(convectors);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
