// The guest flows of portal §4 against a fake API: registration (code mode 0 logs in → user info →
// success), login (fade, /person after 500 ms), recovery (code mode 2 → new password → changed →
// login), the closing rule, and the signed-in header with its user menu and Exit.
import { registrationServerErrors, validationMessages } from '@podbor/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionSnapshot, startSession, storeUserNames } from '../../src/lib/session';
import { fillRegistration, stubBrowserPage, testUserInfo, typeCode } from '../auth-steps';
import { fakeApi, ok, refuse } from '../fake-api';
import { renderApp } from '../render';

// The lazy chunks these tests open are transformed on first import; doing it before the tests
// keeps the tests' own waits about the app, not about a busy machine.
beforeAll(async () => {
  await Promise.all([
    import('../../src/app/modal-layer'),
    import('../../src/features/auth/components/user-menu'),
    import('../../src/features/settings/components/settings-page'),
    import('../../src/features/settings/components/update-data-page'),
    import('../../src/features/settings/components/contact-code-route'),
    import('../../src/features/settings/components/update-password-page'),
  ]);
}, 60_000);

const info = testUserInfo({ patronymic: 'Сергеевич' });

let assign: ReturnType<typeof stubBrowserPage>;
beforeEach(() => {
  assign = stubBrowserPage();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('registration (portal §4)', () => {
  it('phone and password → code mode 0 (logs in) → user info → success → cabinet', async () => {
    const api = fakeApi({
      'PUT /api/v1/user/register': () => ok({ token: 'pending-registration-token', resendAfterSec: 30 }),
      'POST /api/v1/user/register/verify': (body: { code: string }) =>
        body.code === '4821'
          ? ok({ token: 'session-token', expiresIn: 1800 })
          : refuse(400, validationMessages.wrongCode),
      'POST /api/v1/user/update/info': () => ok({ success: true }),
    });
    const { user, router } = renderApp('/');
    await user.click(screen.getByRole('link', { name: 'Регистрация' }));
    const dialog = await screen.findByRole('dialog', { name: 'Регистрация' });
    expect(router.state.location.pathname).toBe('/registration');

    await fillRegistration(user, dialog);

    const code = await screen.findByRole('dialog', { name: 'Подтверждение номера' });
    expect(api.callsTo('PUT', '/api/v1/user/register')[0]!.body).toEqual({
      phoneNumber: '+79123456789',
      password: 'secret-pass',
    });
    expect(within(code).getByText(/\+7 912 345 67 89/)).toBeInTheDocument();
    await typeCode(user, code, '0000');
    expect(await within(code).findByText('Неверный код. Попробуйте ещё раз')).toBeInTheDocument();
    await typeCode(user, code, '4821'); // the fourth digit sends the code (issue 19)

    const userInfo = await screen.findByRole('dialog', { name: 'Расскажите о себе' });
    expect(api.callsTo('POST', '/api/v1/user/register/verify').at(-1)!.body).toEqual({
      phoneNumber: '+79123456789',
      code: '4821',
      token: 'pending-registration-token',
    });
    // The code logged the user in; the header already shows the menu.
    expect(localStorage.getItem('authToken')).toBe('session-token');
    expect(await screen.findByRole('button', { name: 'Личный кабинет' })).toBeInTheDocument();

    await user.type(within(userInfo).getByLabelText('Имя'), 'Иван');
    await user.type(within(userInfo).getByLabelText('Фамилия'), 'Петров');
    await user.click(within(userInfo).getByRole('button', { name: 'Сохранить' }));
    const success = await screen.findByRole('dialog', { name: 'Регистрация завершена' });
    expect(api.callsTo('POST', '/api/v1/user/update/info')[0]!.body).toEqual({
      lastname: 'Петров',
      firstname: 'Иван',
      patronymic: null,
    });
    expect(api.callsTo('POST', '/api/v1/user/update/info')[0]!.headers.jwt).toBe('jwt session-token');
    expect(screen.getByRole('button', { name: 'Иван П.' })).toBeInTheDocument();
    expect(within(success).getByRole('button', { name: 'Начать подбор оборудования' })).toHaveFocus();

    await user.click(within(success).getByRole('button', { name: 'Перейти в личный кабинет' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the Enter pressed out of habit after the fourth digit does not send the next step empty', async () => {
    const api = fakeApi({
      'PUT /api/v1/user/register': () => ok({ token: 'pending-registration-token', resendAfterSec: 30 }),
      'POST /api/v1/user/register/verify': () => ok({ token: 'session-token', expiresIn: 1800 }),
      'POST /api/v1/user/update/info': () => ok({ success: true }),
    });
    const { user } = renderApp('/registration');
    await fillRegistration(user, await screen.findByRole('dialog', { name: 'Регистрация' }));
    const code = await screen.findByRole('dialog', { name: 'Подтверждение номера' });
    await typeCode(user, code, '4821'); // the fourth digit sends the code
    const userInfo = await screen.findByRole('dialog', { name: 'Расскажите о себе' });
    await user.keyboard('{Enter}'); // the habit: Enter after a code
    expect(screen.getByRole('dialog', { name: 'Расскажите о себе' })).toBe(userInfo);
    expect(api.callsTo('POST', '/api/v1/user/update/info')).toHaveLength(0);
    // Only that one: the names typed then, Enter sends them.
    await user.type(within(userInfo).getByLabelText('Имя'), 'Иван{Enter}');
    await screen.findByRole('dialog', { name: 'Регистрация завершена' });
    expect(api.callsTo('POST', '/api/v1/user/update/info')[0]!.body).toMatchObject({ firstname: 'Иван' });
  });

  it('«Пропустить» goes straight to success; «Начать подбор оборудования» closes to the home page', async () => {
    fakeApi({});
    startSession('session-token');
    const { openModal } = await import('../../src/lib/modal-store');
    const { user, router } = renderApp('/');
    act(() => openModal({ active: 'MODAL_USER_INFO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Расскажите о себе' });
    await user.click(within(dialog).getByRole('button', { name: 'Пропустить' }));
    const success = await screen.findByRole('dialog', { name: 'Регистрация завершена' });
    await user.click(within(success).getByRole('button', { name: 'Начать подбор оборудования' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the server’s registration texts read as §8 maps them; anything else is «Неопознанная ошибка»', async () => {
    let answer = refuse(409, registrationServerErrors.duplicate);
    fakeApi({ 'PUT /api/v1/user/register': () => answer });
    const { user } = renderApp('/registration');
    const dialog = await screen.findByRole('dialog', { name: 'Регистрация' });
    await fillRegistration(user, dialog);
    expect(await within(dialog).findByText('Данный номер телефона уже зарегистрирован')).toBeInTheDocument();

    answer = refuse(400, registrationServerErrors.noSuchPhone);
    await user.click(within(dialog).getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await within(dialog).findByText('Такого номера телефона не существует')).toBeInTheDocument();

    answer = refuse(400, 'Something odd');
    await user.click(within(dialog).getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await within(dialog).findByText('Неопознанная ошибка')).toBeInTheDocument();

    // Limits keep the server's Russian text, which says when to try again.
    answer = refuse(429, 'Повторная отправка кода возможна через 12 с', { 'Retry-After': '12' });
    await user.click(within(dialog).getByRole('button', { name: 'Зарегистрироваться' }));
    expect(
      await within(dialog).findByText('Повторная отправка кода возможна через 12 с'),
    ).toBeInTheDocument();
  });

  it('closing a guest modal navigates home', async () => {
    fakeApi({});
    const { user, router } = renderApp('/registration');
    const dialog = await screen.findByRole('dialog', { name: 'Регистрация' });
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('login (portal §4)', () => {
  it('a refusal shows the server’s text under the form; success fades and goes to /person after 500 ms', async () => {
    const api = fakeApi({
      'POST /api/v1/user/login': (body: { password: string }) =>
        body.password === 'right-pass'
          ? ok({ token: 'session-token', expiresIn: 1800 })
          : refuse(400, 'Неверный номер телефона или пароль'),
      'GET /api/v1/user/info': () => ok(info),
    });
    const { user, router } = renderApp('/');
    await user.click(screen.getByRole('link', { name: 'Войти' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вход в личный кабинет' });
    expect(router.state.location.pathname).toBe('/authorization');
    await user.type(within(dialog).getByLabelText(/Номер телефона/), '9123456789');
    await user.type(within(dialog).getByLabelText(/Пароль/), 'wrong-pass{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Неверный номер телефона или пароль');
    expect(
      within(dialog)
        .getByLabelText(/Пароль/)
        .closest('[data-shaking]'),
    ).not.toBeNull();
    expect(api.callsTo('POST', '/api/v1/user/login')[0]!.body).toEqual({
      username: '9123456789',
      password: 'wrong-pass',
    });

    const started = Date.now();
    await user.clear(within(dialog).getByLabelText(/Пароль/));
    await user.type(within(dialog).getByLabelText(/Пароль/), 'right-pass{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/person'), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(getSessionSnapshot()).toMatchObject({ signedIn: true, firstname: 'Иван' });
  });

  it('a manager signing in lands on the console, /manager', async () => {
    fakeApi({
      'POST /api/v1/user/login': () => ok({ token: 'session-token', expiresIn: 1800 }),
      'GET /api/v1/user/info': () => ok({ ...info, role: 'manager' }),
    });
    const { user } = renderApp('/authorization');
    const dialog = await screen.findByRole('dialog', { name: 'Вход в личный кабинет' });
    await user.type(within(dialog).getByLabelText(/Номер телефона/), '9123456789');
    await user.type(within(dialog).getByLabelText(/Пароль/), 'right-pass{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/manager'), { timeout: 3000 });
  });

  it('too many attempts: the server’s Russian message with its wait', async () => {
    fakeApi({
      'POST /api/v1/user/login': () =>
        refuse(429, 'Слишком много попыток входа. Повторите через 15 мин', { 'Retry-After': '900' }),
    });
    const { user } = renderApp('/authorization');
    const dialog = await screen.findByRole('dialog', { name: 'Вход в личный кабинет' });
    await user.type(within(dialog).getByLabelText(/Номер телефона/), '9123456789');
    await user.type(within(dialog).getByLabelText(/Пароль/), 'x{Enter}');
    expect(
      await within(dialog).findByText('Слишком много попыток входа. Повторите через 15 мин'),
    ).toBeInTheDocument();
  });

  it('a signed-in user who opens /authorization goes to the cabinet', async () => {
    fakeApi({ 'GET /api/v1/user/info': () => ok(info) });
    startSession('session-token');
    const { router } = renderApp('/authorization');
    await waitFor(() => expect(router.state.location.pathname).toBe('/person'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('password recovery (portal §4)', () => {
  it('phone → code mode 2 → new password → password changed → login with the phone filled', async () => {
    const api = fakeApi({
      'POST /api/v1/user/reset_password': () =>
        ok({ resetToken: 'reset-token-0123456789abc', resendAfterSec: 30 }),
      'POST /api/v1/user/reset_password/reset-token-0123456789abc/verify': () => ok({ success: true }),
      'POST /api/v1/user/reset_password/reset-token-0123456789abc': () => ok({ success: true }),
    });
    const { user, router } = renderApp('/authorization');
    let dialog = await screen.findByRole('dialog', { name: 'Вход в личный кабинет' });
    await user.type(within(dialog).getByLabelText(/Номер телефона/), '9123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Забыли пароль?' }));

    dialog = await screen.findByRole('dialog', { name: 'Восстановление пароля' });
    expect(within(dialog).getByLabelText(/Номер телефона/)).toHaveValue('+79123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Получить код' }));
    await within(dialog).findByRole('group', { name: 'Код подтверждения' });
    expect(localStorage.getItem('resetToken')).toBe('reset-token-0123456789abc');
    await typeCode(user, dialog, '1234');

    dialog = await screen.findByRole('dialog', { name: 'Новый пароль' });
    expect(
      api.callsTo('POST', '/api/v1/user/reset_password/reset-token-0123456789abc/verify')[0]!.body,
    ).toEqual({
      code: '1234',
    });
    await user.type(within(dialog).getByLabelText(/^Новый пароль/), 'new-password');
    await user.type(within(dialog).getByLabelText(/Повторите новый пароль/), 'new-passw0rd{Enter}');
    expect(await within(dialog).findByText('Неверный формат пароля')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Повторите новый пароль/));
    await user.type(within(dialog).getByLabelText(/Повторите новый пароль/), 'new-password{Enter}');

    dialog = await screen.findByRole('dialog', { name: 'Пароль изменён' });
    expect(localStorage.getItem('resetToken')).toBeNull();
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Вход в личный кабинет' });
    expect(within(dialog).getByLabelText(/Номер телефона/)).toHaveValue('+79123456789');
    expect(router.state.location.pathname).toBe('/authorization');
  });
});

describe('the signed-in header (portal §2)', () => {
  it('shows the first name and the initials; the menu has its seven items; Exit logs out and reloads home', async () => {
    const api = fakeApi({ 'POST /api/v1/user/logout': () => ok({ success: true }) });
    startSession('session-token');
    storeUserNames(info);
    const { user } = renderApp('/');
    expect(screen.queryByRole('link', { name: 'Войти' })).not.toBeInTheDocument();
    const menuButton = () => screen.getByRole('button', { name: 'Иван П. С.' });
    // The menu's chunk has arrived when the button announces its menu.
    await waitFor(() => expect(menuButton()).toHaveAttribute('aria-haspopup', 'menu'));
    await user.click(menuButton());
    // jsdom lays nothing out, so the floating menu counts as detached and hidden; the browser
    // tests see it open. Its items are read regardless.
    const menu = await screen.findByRole('menu', { hidden: true });
    const items = within(menu).getAllByRole('menuitem', { hidden: true });
    expect(items.map((i) => i.textContent)).toEqual([
      'Личный кабинет',
      'Мои объекты',
      'История подборов',
      'Запросы КП',
      'Чат с менеджером',
      'Настройки',
      'Выход',
    ]);
    const item = (name: string) => items.find((i) => i.textContent === name)!;
    expect(item('Настройки')).toHaveAttribute('href', '/person/settings');
    expect(item('Личный кабинет')).toHaveAttribute('href', '/person');
    expect(item('Мои объекты')).toHaveAttribute('href', '/person/place');
    expect(item('История подборов')).toHaveAttribute('href', '/person/history');
    expect(item('Запросы КП')).toHaveAttribute('href', '/person/kp');
    expect(item('Чат с менеджером')).toHaveAttribute('href', '/person/chat');
    fireEvent.click(item('Выход'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(api.callsTo('POST', '/api/v1/user/logout')[0]!.headers.jwt).toBe('jwt session-token');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('firstname')).toBeNull();
  });

  it('an expired session reloads the user info with a spinner in the header', async () => {
    let answer: (value: Response) => void = () => {};
    fakeApi({ 'GET /api/v1/user/info': () => new Promise<Response>((resolve) => (answer = resolve)) });
    startSession('session-token', Date.now() - 31 * 60_000);
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Загрузка профиля…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await act(async () => answer(ok(info)));
    expect(await screen.findByRole('button', { name: 'Иван П. С.' })).toBeInTheDocument();
    expect(getSessionSnapshot().expiresAt).toBeGreaterThan(Date.now() + 29 * 60_000);
  });
});
