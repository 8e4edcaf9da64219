// The kit's calculator API (calculators §2): every call carries the grant; a refused grant is
// dropped, the session stays, and the page sends the user to the password modal, which comes back.
import { apiMessages } from '@podbor/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../src/lib/api-client';
import { getCalcGrant, saveCalcGrant } from '../../../src/lib/calc-access';
import { calculatorApi, onGrantRefused } from '../../../src/lib/calculator/calculator-api';
import { setUnauthorizedHandler } from '../../../src/lib/api-client';
import { envelopeResponse, renderApp } from '../../render';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  saveCalcGrant({ calc: 'Aquastrong', grant: 'grant-aquastrong', expiresAt: Date.now() + 60_000 });
});
afterEach(() => vi.unstubAllGlobals());

const refuse = () => envelopeResponse(401, { error: apiMessages.calcNoAccess });

describe('calculatorApi', () => {
  it('sends the grant in calc-access; a refusal clears it, is reported, and keeps the session', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
    const sessionGone = vi.fn();
    const offSession = setUnauthorizedHandler(sessionGone);
    const refused = vi.fn();
    const off = onGrantRefused(refused);
    fetchMock.mockResolvedValue(refuse());
    const api = calculatorApi('Aquastrong', '/api/v1/search/pump');
    await expect(api.get('/series')).rejects.toMatchObject({ statusCode: 401 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/search/pump/series');
    expect((init?.headers as Record<string, string>)['calc-access']).toBe('grant-aquastrong');
    expect(getCalcGrant('Aquastrong')).toBeNull();
    expect(refused).toHaveBeenCalledWith('Aquastrong', undefined);
    expect(sessionGone).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-1');
    off();
    offSession();
  });

  it('other refusals leave the grant alone', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(400, { error: 'Неверные данные' }));
    await expect(calculatorApi('Aquastrong').post('/x', {})).rejects.toMatchObject({ statusCode: 400 });
    expect(getCalcGrant('Aquastrong')).toBe('grant-aquastrong');
  });
});

describe('a refused grant on a calculator page', () => {
  it('opens the password modal for that calculator, which then returns to the same page', async () => {
    const page = '/aquastrong';
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/v1/calc/access') {
        const body = JSON.parse(String(init?.body)) as { calc: string };
        return envelopeResponse(200, { calc: body.calc, grant: 'fresh', expiresAt: Date.now() + 60_000 });
      }
      if ((init?.headers as Record<string, string>)['calc-access'] === 'fresh')
        return envelopeResponse(200, []);
      return refuse();
    });
    const { router, user } = renderApp(page);
    await waitFor(() => expect(router.state.location.pathname).toBe('/calc_pass'));
    expect(router.state.location.state).toEqual({ calc: 'Aquastrong', next: page });
    expect(getCalcGrant('Aquastrong')).toBeNull();

    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Пароль калькулятора/), 'aquastrong-dev');
    await user.click(within(dialog).getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(page));
    expect(getCalcGrant('Aquastrong')).toBe('fresh');
  });
});

describe('a grant refused because the calculator password changed (decision 0041)', () => {
  it('opens the password modal saying so; the new password returns to the same page', async () => {
    const page = '/aquastrong';
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/v1/calc/access')
        return envelopeResponse(200, { calc: 'Aquastrong', grant: 'new', expiresAt: Date.now() + 60_000 });
      if ((init?.headers as Record<string, string>)['calc-access'] === 'new')
        return envelopeResponse(200, []);
      return envelopeResponse(401, { error: apiMessages.calcPasswordChanged });
    });
    const { router, user } = renderApp(page);
    await waitFor(() => expect(router.state.location.pathname).toBe('/calc_pass'));
    expect(router.state.location.state).toEqual({
      calc: 'Aquastrong',
      next: page,
      reason: apiMessages.calcPasswordChanged,
    });
    expect(getCalcGrant('Aquastrong')).toBeNull();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(apiMessages.calcPasswordChanged)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Пароль калькулятора/), 'новый');
    expect(within(dialog).queryByText(apiMessages.calcPasswordChanged)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(page));
    expect(getCalcGrant('Aquastrong')).toBe('new');
  });
});
