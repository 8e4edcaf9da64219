// The profile pages of portal §2 and §4 «Profile editing» against a fake API: the data view with
// the phone grouped 1-3-3-2-2, the notification toggles, the edit page with one active form, the
// e-mail change through the code modal (mode 3), and the password change.
import { notifications } from '@mantine/notifications';
import type { UserInfo } from '@podbor/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../src/lib/session';
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

const baseInfo: UserInfo = {
  firstname: 'Иван',
  lastname: 'Петров',
  patronymic: null,
  email: 'ivan@example.com',
  phone_number: '+79123456789',
  notifications: { sms: false, push: true, email: true },
  role: 'user',
};

let info: UserInfo;
let toasts: { message: string; color: string }[];
beforeEach(() => {
  info = structuredClone(baseInfo);
  startSession('session-token');
  toasts = [];
  vi.spyOn(notifications, 'show').mockImplementation((t) => {
    toasts.push({ message: String(t.message), color: String(t.color) });
    return 'toast';
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const api = (extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    'GET /api/v1/user/info': () => ok(info),
    ...extra,
  });

describe('/person/settings', () => {
  it('shows the personal data, the phone as +7 912 345 67 89, the password mask and edit links', async () => {
    api();
    renderApp('/person/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Настройки' })).toBeInTheDocument();
    expect(await screen.findByText('Петров')).toBeInTheDocument();
    expect(screen.getByText('Иван')).toBeInTheDocument();
    expect(screen.getByText('не указано')).toBeInTheDocument(); // no patronymic
    expect(screen.getByText('ivan@example.com')).toBeInTheDocument();
    expect(screen.getByText('+7 912 345 67 89')).toBeInTheDocument();
    expect(screen.getByText('••••••••••')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Изменить личные данные' })).toHaveAttribute(
      'href',
      '/person/settings/update_data',
    );
    expect(screen.getByRole('link', { name: 'Изменить пароль' })).toHaveAttribute(
      'href',
      '/person/settings/update_password',
    );
    // The title bar's back arrow goes to the parent path.
    expect(screen.getByRole('link', { name: 'Назад' })).toHaveAttribute('href', '/person');
  });

  it('the SMS / Push / Email toggles are saved, with the green toast; a refusal puts the switch back', async () => {
    const calls = api({
      'POST /api/v1/user/update/notifications': (body: UserInfo['notifications']) => {
        if (body.email === false) return refuse(503, 'Сервер перегружен');
        info.notifications = body;
        return ok(body);
      },
    });
    const { user } = renderApp('/person/settings');
    const sms = await screen.findByRole('switch', { name: 'СМС' });
    expect(sms).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push-уведомления' })).toBeChecked();
    await user.click(sms);
    await waitFor(() => expect(toasts).toEqual([{ message: 'Изменения успешно сохранены', color: 'green' }]));
    expect(calls.callsTo('POST', '/api/v1/user/update/notifications')[0]!.body).toEqual({
      sms: true,
      push: true,
      email: true,
    });
    expect(sms).toBeChecked();

    const email = screen.getByRole('switch', { name: 'Электронная почта' });
    await waitFor(() => expect(email).toBeEnabled());
    await user.click(email);
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({ message: 'Не удалось сохранить изменения', color: 'orange' }),
    );
    expect(email).toBeChecked();
  });
});

describe('/person/settings/update_data', () => {
  it('only one form is active at a time; Save and Cancel act on it', async () => {
    api();
    const { user } = renderApp('/person/settings/update_data');
    const names = await screen.findByRole('form', { name: 'ФИО' });
    const emailForm = screen.getByRole('form', { name: 'Электронная почта' });
    const lastname = within(names).getByLabelText(/Фамилия/);
    await waitFor(() => expect(lastname).toHaveValue('Петров'));
    expect(lastname).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Сохранить изменения' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeDisabled();

    const change = screen.getAllByRole('button', { name: 'Изменить' });
    await user.click(change[0]!);
    expect(lastname).toBeEnabled();
    expect(lastname).toHaveFocus();
    expect(within(emailForm).getByLabelText(/Электронная почта/)).toBeDisabled();
    expect(change[1]).toBeDisabled();
    expect(change[2]).toBeDisabled();

    await user.clear(lastname);
    await user.type(lastname, 'Сидоров');
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(lastname).toHaveValue('Петров');
    expect(lastname).toBeDisabled();
    expect(change[1]).toBeEnabled();
  });

  it('a name save sends update/info, shows the green toast and reloads the profile; a refusal the orange one', async () => {
    let refuseNext = false;
    const calls = api({
      'POST /api/v1/user/update/info': (body: Pick<UserInfo, 'lastname' | 'firstname' | 'patronymic'>) => {
        if (refuseNext) return refuse(502, 'Ошибка сервера');
        Object.assign(info, body);
        return ok({ success: true });
      },
    });
    const { user } = renderApp('/person/settings/update_data');
    const names = await screen.findByRole('form', { name: 'ФИО' });
    await user.click(screen.getAllByRole('button', { name: 'Изменить' })[0]!);
    const patronymic = within(names).getByLabelText(/Отчество/);
    await user.type(patronymic, 'Сергеевич');
    await user.clear(within(names).getByLabelText(/Имя/));
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await within(names).findByText('Поле не должно быть пустым')).toBeInTheDocument();
    await user.type(within(names).getByLabelText(/Имя/), 'Иван');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(toasts).toEqual([{ message: 'Изменения успешно сохранены', color: 'green' }]));
    expect(calls.callsTo('POST', '/api/v1/user/update/info')[0]!.body).toEqual({
      lastname: 'Петров',
      firstname: 'Иван',
      patronymic: 'Сергеевич',
    });
    await waitFor(() => expect(calls.callsTo('GET', '/api/v1/user/info').length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByRole('button', { name: 'Иван П. С.' })).toBeInTheDocument();
    await waitFor(() => expect(patronymic).toBeDisabled());

    refuseNext = true;
    await user.click(screen.getAllByRole('button', { name: 'Изменить' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({ message: 'Не удалось сохранить изменения', color: 'orange' }),
    );
    expect(patronymic).toBeEnabled();
  });

  it('a new e-mail gets a code: the modal (mode 3) opens on …/email, and the right code changes it', async () => {
    const calls = api({
      'POST /api/v1/user/update/email': (body: { email: string; code?: string }) => {
        if (!body.code) return ok({ status: 'code_sent', resendAfterSec: 30 });
        if (body.code !== '7310') return refuse(400, 'Неверный код. Попробуйте ещё раз');
        info.email = body.email;
        return ok({ status: 'changed' });
      },
    });
    const { user, router } = renderApp('/person/settings/update_data');
    const emailForm = await screen.findByRole('form', { name: 'Электронная почта' });
    await user.click(screen.getAllByRole('button', { name: 'Изменить' })[1]!);
    const input = within(emailForm).getByLabelText(/Электронная почта/);
    await user.clear(input);
    await user.type(input, 'ivan@mail{Enter}');
    expect(await within(emailForm).findByText('Неверный формат почты')).toBeInTheDocument();
    await user.type(input, '.ru{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Смена электронной почты' });
    expect(router.state.location.pathname).toBe('/person/settings/update_data/email');
    expect(calls.callsTo('POST', '/api/v1/user/update/email')[0]!.body).toEqual({ email: 'ivan@mail.ru' });
    expect(
      within(dialog).getByText('Мы отправили код подтверждения на почту ivan@mail.ru.'),
    ).toBeInTheDocument();
    await user.keyboard('7310'); // the fourth digit sends the code

    const done = await screen.findByRole('dialog', { name: 'Готово' });
    expect(within(done).getByText('Адрес электронной почты изменён')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/v1/user/update/email')[1]!.body).toEqual({
      email: 'ivan@mail.ru',
      code: '7310',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/settings/update_data'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Электронная почта' })).getByLabelText(/Электронная почта/),
      ).toHaveValue('ivan@mail.ru'),
    );
    // Person-success closes where it is.
    await user.click(within(done).getByRole('button', { name: 'Хорошо' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/person/settings/update_data');
  });

  it('a new phone gets an SMS code (mode 4); closing the code returns to the edit page', async () => {
    const calls = api({
      'POST /api/v1/user/update/phone': () => ok({ status: 'code_sent', resendAfterSec: 30 }),
    });
    const { user, router } = renderApp('/person/settings/update_data');
    const phoneForm = await screen.findByRole('form', { name: 'Номер телефона' });
    await user.click(screen.getAllByRole('button', { name: 'Изменить' })[2]!);
    const input = within(phoneForm).getByLabelText(/Номер телефона/);
    // Shown grouped as on the settings page (issue 19), and grouped while typed.
    expect(input).toHaveValue('+7 912 345 67 89');
    await user.clear(input);
    expect(input).toHaveValue('+7');
    await user.type(input, '99900');
    expect(input).toHaveValue('+7 999 00');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('+7 999 0');
    await user.type(input, '001122');
    expect(input).toHaveValue('+7 999 000 11 22');
    await user.type(input, '{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Смена номера телефона' });
    expect(router.state.location.pathname).toBe('/person/settings/update_data/phone');
    expect(calls.callsTo('POST', '/api/v1/user/update/phone')[0]!.body).toEqual({
      phoneNumber: '9990001122',
      code: null,
    });
    expect(within(dialog).getByText(/\+7\s999\s000\s11\s22/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/settings/update_data'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('…/email opened by hand, with no change pending, returns to the edit page', async () => {
    api();
    const { router } = renderApp('/person/settings/update_data/email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/settings/update_data'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/person/settings/update_password', () => {
  it('the repeat must match; the server’s refusal shows under the form with the orange toast; success returns', async () => {
    let answer = refuse(400, 'Неверный текущий пароль');
    const calls = api({ 'POST /api/v1/user/update/password': () => answer });
    const { user, router } = renderApp('/person/settings/update_password');
    await user.type(await screen.findByLabelText(/Текущий пароль/), 'old-pass');
    await user.type(screen.getByLabelText(/^Новый пароль/), 'new-password');
    await user.type(screen.getByLabelText(/Повторите новый пароль/), 'new-passwort');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/v1/user/update/password')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Повторите новый пароль/));
    await user.type(screen.getByLabelText(/Повторите новый пароль/), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный текущий пароль');
    expect(toasts.at(-1)).toEqual({ message: 'Не удалось сохранить изменения', color: 'orange' });
    expect(calls.callsTo('POST', '/api/v1/user/update/password')[0]!.body).toEqual({
      oldPassword: 'old-pass',
      newPassword: 'new-password',
    });

    // Editing the current password clears the stale refusal (issue 19); the other fields do not.
    await user.type(screen.getByLabelText(/^Новый пароль/), 'x');
    expect(screen.getByRole('alert')).toHaveTextContent('Неверный текущий пароль');
    await user.type(screen.getByLabelText(/Текущий пароль/), '2');
    expect(screen.queryByText('Неверный текущий пароль')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Текущий пароль/));
    await user.type(screen.getByLabelText(/Текущий пароль/), 'old-pass');
    await user.clear(screen.getByLabelText(/^Новый пароль/));
    await user.type(screen.getByLabelText(/^Новый пароль/), 'new-password');

    answer = ok({ success: true });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/settings'));
    expect(toasts.at(-1)).toEqual({ message: 'Изменения успешно сохранены', color: 'green' });
  });
});
