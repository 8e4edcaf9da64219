// Steps of the account modals that many tests walk: a user's info, the browser page stubbed (the
// app leaves through browserPage.assign/reload), the registration form filled, a code typed into
// the code boxes (the fourth digit sends it) and the login form sent.
import type { UserInfo } from '@podbor/contracts';
import { within } from '@testing-library/react';
import { vi } from 'vitest';
import { browserPage } from '../src/lib/session';
import type { renderApp } from './render';

export type TestUser = ReturnType<typeof renderApp>['user'];

export const testUserInfo = (changes: Partial<UserInfo> = {}): UserInfo => ({
  firstname: 'Иван',
  lastname: 'Петров',
  patronymic: null,
  email: null,
  phone_number: '+79123456789',
  notifications: { sms: false, push: false, email: false },
  role: 'user',
  ...changes,
});

/** Stubs the page's own navigation; returns the spy of browserPage.assign. Undo with vi.restoreAllMocks. */
export function stubBrowserPage() {
  const assign = vi.fn<(href: string) => void>();
  vi.spyOn(browserPage, 'assign').mockImplementation(assign);
  vi.spyOn(browserPage, 'reload').mockImplementation(() => {});
  return assign;
}

/** Fills the registration modal (phone without +7, password twice) and sends it with Enter. */
export async function fillRegistration(
  user: TestUser,
  dialog: HTMLElement,
  { phone = '9123456789', password = 'secret-pass' } = {},
) {
  await user.type(within(dialog).getByLabelText(/Номер телефона/), phone);
  await user.type(within(dialog).getByLabelText(/^Пароль/), password);
  await user.type(within(dialog).getByLabelText(/Повторите пароль/), `${password}{Enter}`);
}

/** Types a code into the dialog's code boxes from the first one; the fourth digit sends it. */
export async function typeCode(user: TestUser, dialog: HTMLElement, code: string) {
  await user.click(
    within(within(dialog).getByRole('group', { name: 'Код подтверждения' })).getAllByRole('textbox')[0]!,
  );
  await user.keyboard(code);
}

/** Fills the login modal and sends it with Enter. */
export async function logIn(user: TestUser, dialog: HTMLElement, password = 'right-pass') {
  await user.type(within(dialog).getByLabelText(/Номер телефона/), '9123456789');
  await user.type(within(dialog).getByLabelText(/Пароль/), `${password}{Enter}`);
}
