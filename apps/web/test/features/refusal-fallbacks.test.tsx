// Portal §8 store defaults: a refusal the server sent without a text reads the flow's own words
// («Ошибка при входе», «Ошибка при регистрации», «Ошибка при обновлении данных»); no answer at all
// stays «Ошибка сервера».
import { notifications } from '@mantine/notifications';
import { apiMessages } from '@podbor/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, refusalText } from '../../src/lib/api-client';
import { startSession } from '../../src/lib/session';
import { fillRegistration, typeCode, testUserInfo } from '../auth-steps';
import { fakeApi, ok } from '../fake-api';
import { renderApp } from '../render';

beforeAll(async () => {
  await Promise.all([
    import('../../src/app/modal-layer'),
    import('../../src/features/settings/components/update-password-page'),
  ]);
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** An error status whose body is no envelope (a proxy's HTML page). */
const textless = (status: number) => new Response('<html>Bad Gateway</html>', { status });

describe('refusalText', () => {
  const http = (message: string, response: unknown) =>
    new ApiError({ kind: 'http', statusCode: 502, message, response });

  it('the server’s text as it is; a textless answer reads the fallback; no answer «Ошибка сервера»', () => {
    expect(refusalText(http('Неверный текущий пароль', { error: 'Неверный текущий пароль' }), 'Ф')).toBe(
      'Неверный текущий пароль',
    );
    expect(refusalText(http(apiMessages.serverError, undefined), 'Ошибка при входе')).toBe(
      'Ошибка при входе',
    );
    expect(refusalText(http(apiMessages.serverError, undefined))).toBe(apiMessages.serverError);
    // The server's own «Ошибка сервера» (a 500 it handled) is its text, not a missing one.
    expect(refusalText(http(apiMessages.serverError, { error: apiMessages.serverError }), 'Ф')).toBe(
      apiMessages.serverError,
    );
    const network = new ApiError({ kind: 'network', statusCode: 500, message: apiMessages.serverError });
    expect(refusalText(network, 'Ошибка при входе')).toBe(apiMessages.serverError);
    expect(refusalText(new TypeError('x'), 'Ошибка при входе')).toBe('Ошибка при входе');
  });
});

describe('the flows’ own texts (portal §8)', () => {
  it('login: a textless refusal reads «Ошибка при входе», no answer «Ошибка сервера»', async () => {
    let answer: () => Response | Promise<Response> = () => textless(502);
    fakeApi({ 'POST /api/v1/user/login': () => answer() });
    const { user } = renderApp('/authorization');
    const dialog = await screen.findByRole('dialog', { name: 'Вход в личный кабинет' });
    await user.type(within(dialog).getByLabelText(/Номер телефона/), '9123456789');
    await user.type(within(dialog).getByLabelText(/Пароль/), 'some-pass{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ошибка при входе');

    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await user.type(within(dialog).getByLabelText(/Пароль/), '{Enter}');
    expect(await within(dialog).findByText(apiMessages.serverError)).toBeInTheDocument();
  });

  it('registration: a textless refusal of the code reads «Ошибка при регистрации»', async () => {
    fakeApi({
      'PUT /api/v1/user/register': () => ok({ token: 'pending-registration-token', resendAfterSec: 30 }),
      'POST /api/v1/user/register/verify': () => textless(500),
    });
    const { user } = renderApp('/registration');
    const dialog = await screen.findByRole('dialog', { name: 'Регистрация' });
    await fillRegistration(user, dialog);
    const code = await screen.findByRole('dialog', { name: 'Подтверждение номера' });
    await typeCode(user, code, '4821'); // the fourth digit sends the code
    expect(await within(code).findByText('Ошибка при регистрации')).toBeInTheDocument();
  });

  it('settings: a textless refusal of the password change reads «Ошибка при обновлении данных»', async () => {
    vi.spyOn(notifications, 'show').mockImplementation(() => 'toast');
    startSession('session-token');
    fakeApi({
      'GET /api/v1/user/info': () => ok(testUserInfo()),
      'POST /api/v1/user/update/password': () => textless(502),
    });
    const { user } = renderApp('/person/settings/update_password');
    await user.type(await screen.findByLabelText(/Текущий пароль/), 'old-pass');
    await user.type(screen.getByLabelText(/^Новый пароль/), 'new-password');
    await user.type(screen.getByLabelText(/Повторите новый пароль/), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка при обновлении данных');
  });
});
