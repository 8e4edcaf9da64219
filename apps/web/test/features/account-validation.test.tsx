// Portal §5 word for word: the forms' zod schemas (built from @podbor/contracts, the server's own)
// and the way the modals show them — on blur and on submit, the invalid fields shaking.
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formatPhone, normalizePhoneInput, phoneDigitsOf } from '../../src/components/ui/phone-field';
import { loginForm } from '../../src/features/auth/api/login';
import { registrationForm } from '../../src/features/auth/api/register';
import { newPasswordForm } from '../../src/features/auth/api/reset-password-new';
import { emailForm, optionalEmail } from '../../src/features/settings/api/update-email';
import { profileNamesForm, userInfoNamesForm } from '../../src/features/settings/api/update-info';
import { phoneForm } from '../../src/features/settings/api/update-phone';
import { passwordChangeForm } from '../../src/features/settings/api/update-password';
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

/** field → first message, as the form shows it. */
const messages = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const r = schema.safeParse(value);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('field rules of portal §5', () => {
  it('phone: +7 and exactly 10 digits, «Неверный формат номера телефона»', () => {
    expect(messages(phoneForm, { phoneNumber: '+7' })).toEqual({
      phoneNumber: 'Неверный формат номера телефона',
    });
    expect(messages(phoneForm, { phoneNumber: '+7912345678' })).toHaveProperty('phoneNumber');
    expect(messages(phoneForm, { phoneNumber: '89123456789' })).toHaveProperty('phoneNumber');
    expect(messages(phoneForm, { phoneNumber: '+79123456789' })).toEqual({});
  });

  it('the phone field keeps «+7» in front and at most 12 characters, whatever is typed or pasted', () => {
    expect(normalizePhoneInput('')).toBe('+7');
    expect(normalizePhoneInput('+7912')).toBe('+7912');
    expect(normalizePhoneInput('912')).toBe('+7912');
    expect(normalizePhoneInput('+79123456789000')).toBe('+79123456789');
    expect(normalizePhoneInput('8 (912) 345-67-89')).toBe('+79123456789');
    expect(normalizePhoneInput('+7 (912) 345-67-89')).toBe('+79123456789');
    expect(normalizePhoneInput('7 912 345 67 89')).toBe('+79123456789');
    expect(normalizePhoneInput('+7abc')).toBe('+7');
    expect(normalizePhoneInput('+79123456789').length).toBe(12);
    expect(phoneDigitsOf('+79123456789')).toBe('9123456789');
    expect(formatPhone('+79123456789')).toBe('+7 912 345 67 89');
  });

  it('login: «Поле не должно быть пустым» for the password', () => {
    expect(messages(loginForm, { phoneNumber: '+79123456789', password: '' })).toEqual({
      password: 'Поле не должно быть пустым',
    });
    expect(messages(loginForm, { phoneNumber: '+79123456789', password: 'a b' })).toEqual({
      password: 'Поле не должно быть пустым',
    });
  });

  it('registration: 8 non-space characters, the confirmation the same and matching', () => {
    expect(
      messages(registrationForm, { phoneNumber: '+79123456789', password: '1234567', passwordConfirm: '' }),
    ).toEqual({
      password: 'Пароль должен содержать не менее 8 символов',
      passwordConfirm: 'Пароль должен содержать не менее 8 символов',
    });
    expect(
      messages(registrationForm, {
        phoneNumber: '+79123456789',
        password: 'pass word',
        passwordConfirm: 'pass word',
      }),
    ).toHaveProperty('password', 'Пароль должен содержать не менее 8 символов');
    expect(
      messages(registrationForm, {
        phoneNumber: '+79123456789',
        password: '12345678',
        passwordConfirm: '12345679',
      }),
    ).toEqual({ passwordConfirm: 'Введённые пароли не совпадают' });
  });

  it('recovery: «Неверный формат пароля» for a short or unmatched new password', () => {
    expect(messages(newPasswordForm, { newPassword: 'short', newPasswordConfirm: 'short' })).toEqual({
      newPassword: 'Неверный формат пароля',
      newPasswordConfirm: 'Неверный формат пароля',
    });
    expect(messages(newPasswordForm, { newPassword: '12345678', newPasswordConfirm: '87654321' })).toEqual({
      newPasswordConfirm: 'Неверный формат пароля',
    });
  });

  it('cabinet password change: the repeat must match, «Пароли не совпадают»; only the length is checked', () => {
    expect(
      messages(passwordChangeForm, {
        oldPassword: 'old-one',
        newPassword: 'abcdefgh',
        newPasswordRepeat: 'abcdefgi',
      }),
    ).toEqual({ newPasswordRepeat: 'Пароли не совпадают' });
    expect(
      messages(passwordChangeForm, { oldPassword: '', newPassword: 'abc', newPasswordRepeat: 'abc' }),
    ).toEqual({
      oldPassword: 'Поле не должно быть пустым',
      newPassword: 'Пароль должен содержать не менее 8 символов',
      newPasswordRepeat: 'Пароль должен содержать не менее 8 символов',
    });
    expect(
      messages(passwordChangeForm, {
        oldPassword: 'x',
        newPassword: 'abcdefgh',
        newPasswordRepeat: 'abcdefgh',
      }),
    ).toEqual({});
  });

  it('e-mail: a top-level part of at least 2 letters, «Неверный формат почты»; required in the profile, optional after registration', () => {
    for (const bad of ['', 'ivan', 'ivan@', 'ivan@mail', 'ivan@mail.r', 'iv an@mail.ru'])
      expect(messages(emailForm, { email: bad })).toEqual({ email: 'Неверный формат почты' });
    expect(messages(emailForm, { email: ' ivan@mail.ru ' })).toEqual({});
    expect(messages(emailForm, { email: 'инженер@почта.рф' })).toEqual({});
    expect(optionalEmail.parse('  ')).toBeNull();
    expect(optionalEmail.safeParse('ivan@mail').error?.issues[0]?.message).toBe('Неверный формат почты');
  });

  it('names in the user-info modal: all optional, each with its format message, at most 30 characters', () => {
    expect(userInfoNamesForm.parse({ lastname: '', firstname: ' ', patronymic: '' })).toEqual({
      lastname: null,
      firstname: null,
      patronymic: null,
    });
    expect(messages(userInfoNamesForm, { lastname: 'П3тров', firstname: 'Ив@н', patronymic: '123' })).toEqual(
      {
        lastname: 'Неверный формат фамилии',
        firstname: 'Неверный формат имени',
        patronymic: 'Неверный формат отчества',
      },
    );
    expect(messages(userInfoNamesForm, { lastname: 'Я'.repeat(31), firstname: '', patronymic: '' })).toEqual({
      lastname: 'Не более 30 символов',
    });
    expect(
      userInfoNamesForm.parse({ lastname: ' Римский-Корсаков ', firstname: "Д'Артаньян", patronymic: '' }),
    ).toEqual({
      lastname: 'Римский-Корсаков',
      firstname: "Д'Артаньян",
      patronymic: null,
    });
  });

  it('names in the profile: last and first required («Поле не должно быть пустым»), patronymic optional', () => {
    expect(messages(profileNamesForm, { lastname: '', firstname: '  ', patronymic: '' })).toEqual({
      lastname: 'Поле не должно быть пустым',
      firstname: 'Поле не должно быть пустым',
    });
    expect(profileNamesForm.parse({ lastname: 'Петров', firstname: 'Иван', patronymic: '' })).toEqual({
      lastname: 'Петров',
      firstname: 'Иван',
      patronymic: null,
    });
  });
});

describe('how the modals check their fields', () => {
  it('on submit every invalid field shows its message and shakes; no call is made', async () => {
    const { user } = renderApp('/registration');
    const dialog = await screen.findByRole('dialog', { name: 'Регистрация' });
    const phone = within(dialog).getByLabelText(/Номер телефона/);
    expect(phone).toHaveValue('+7');
    await user.click(within(dialog).getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await within(dialog).findByText('Неверный формат номера телефона')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Пароль должен содержать не менее 8 символов')).toHaveLength(2);
    expect(phone.closest('[data-shaking]')).not.toBeNull();
    expect(
      within(dialog)
        .getByLabelText(/Повторите пароль/)
        .closest('[data-shaking]'),
    ).not.toBeNull();
  });

  it('on blur a changed field is checked and shakes; an untouched one stays quiet', async () => {
    const { user } = renderApp('/registration');
    const dialog = await screen.findByRole('dialog', { name: 'Регистрация' });
    const phone = within(dialog).getByLabelText(/Номер телефона/);
    const password = within(dialog).getByLabelText(/^Пароль/);
    await user.click(password);
    await user.tab();
    expect(within(dialog).queryByText('Пароль должен содержать не менее 8 символов')).not.toBeInTheDocument();

    await user.click(phone);
    await user.keyboard('912');
    expect(phone).toHaveValue('+7912');
    await user.click(password);
    expect(await within(dialog).findByText('Неверный формат номера телефона')).toBeInTheDocument();
    expect(phone.closest('[data-shaking]')).not.toBeNull();

    // Fixing it clears the message on the next blur.
    await user.click(phone);
    await user.keyboard('3456789');
    await user.click(password);
    await waitFor(() =>
      expect(within(dialog).queryByText('Неверный формат номера телефона')).not.toBeInTheDocument(),
    );
  });

  it('the user-info modal gives the «Не более 30 символов» hint under each name', async () => {
    localStorage.setItem('authToken', 't');
    localStorage.setItem('authTokenExpiration', String(Date.now() + 60_000));
    const { openModal } = await import('../../src/lib/modal-store');
    renderApp('/');
    act(() => openModal({ active: 'MODAL_USER_INFO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Расскажите о себе' });
    expect(within(dialog).getAllByText('Не более 30 символов')).toHaveLength(3);
  });
});
