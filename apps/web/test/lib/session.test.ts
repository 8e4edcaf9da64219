import { apiMessages, type UserInfo } from '@podbor/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../src/lib/api-client';
import { makeQueryClient } from '../../src/lib/query-client';
import {
  browserPage,
  clearSession,
  clearSessionAndReload,
  formatUserName,
  getSessionSnapshot,
  isSessionExpired,
  SESSION_KEYS,
  SESSION_LIFETIME_MS,
  setResetToken,
  startSession,
  storeUserNames,
} from '../../src/lib/session';
import { checkSession, userInfoQueryKey } from '../../src/lib/user-info';
import { fakeApi, ok, refuse } from '../fake-api';

const info: UserInfo = {
  firstname: 'Иван',
  lastname: 'Петров',
  patronymic: 'Сергеевич',
  email: 'ivan@example.com',
  phone_number: '+79123456789',
  notifications: { sms: true, push: false, email: true },
  role: 'user',
};
const T0 = 1_700_000_000_000;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setUnauthorizedHandler(null);
});

describe('session storage (portal §3–4, §9)', () => {
  it('login stores the token and an expiry of now + 30 min; the expiry decides whether to reload', () => {
    expect(getSessionSnapshot().signedIn).toBe(false);
    startSession('tok', T0);
    expect(localStorage.getItem('authToken')).toBe('tok');
    expect(Number(localStorage.getItem('authTokenExpiration'))).toBe(T0 + 30 * 60 * 1000);
    expect(SESSION_LIFETIME_MS).toBe(1_800_000);
    expect(getSessionSnapshot()).toMatchObject({ signedIn: true, expiresAt: T0 + SESSION_LIFETIME_MS });
    expect(isSessionExpired(T0 + SESSION_LIFETIME_MS - 1)).toBe(false);
    expect(isSessionExpired(T0 + SESSION_LIFETIME_MS)).toBe(true);
  });

  it('a token without an expiry counts as expired (the info is loaded once)', () => {
    localStorage.setItem('authToken', 'tok');
    expect(isSessionExpired(T0)).toBe(true);
  });

  it('logout or a 401 clears the token, expiry, name parts and reset token, then reloads', () => {
    const reload = vi.spyOn(browserPage, 'reload').mockImplementation(() => {});
    startSession('tok');
    storeUserNames(info);
    setResetToken('reset-123');
    clearSessionAndReload();
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(Object.values(SESSION_KEYS).sort()).toEqual(
      ['authToken', 'authTokenExpiration', 'firstname', 'lastname', 'patronymic', 'resetToken'].sort(),
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(getSessionSnapshot()).toMatchObject({ signedIn: false, firstname: null });
  });

  it('the snapshot follows storage written by anyone, and stays the same object while nothing changes', () => {
    const a = getSessionSnapshot();
    expect(getSessionSnapshot()).toBe(a);
    localStorage.setItem('firstname', 'Анна');
    expect(getSessionSnapshot().firstname).toBe('Анна');
    clearSession();
    expect(getSessionSnapshot().firstname).toBeNull();
  });
});

describe('the user menu’s name (portal §2)', () => {
  it('first name, surname initial and patronymic initial', () => {
    expect(formatUserName({ firstname: 'Иван', lastname: 'Петров', patronymic: 'Сергеевич' })).toBe(
      'Иван П. С.',
    );
    expect(formatUserName({ firstname: ' Анна ', lastname: 'ёлкина', patronymic: null })).toBe('Анна Ё.');
    expect(formatUserName({ firstname: 'Олег', lastname: null, patronymic: 'Ильич' })).toBe('Олег И.');
    expect(formatUserName({ firstname: null, lastname: 'Петров', patronymic: 'Сергеевич' })).toBeNull();
    expect(formatUserName({ firstname: '  ', lastname: null, patronymic: null })).toBeNull();
  });
});

describe('the session check (portal §4)', () => {
  beforeEach(() => {
    vi.spyOn(Date, 'now').mockReturnValue(T0);
  });

  it('while the expiry holds, nothing is reloaded', async () => {
    const api = fakeApi({ 'GET /api/v1/user/info': () => ok(info) });
    startSession('tok', T0 - 60_000);
    await checkSession(makeQueryClient(), T0);
    expect(api.calls).toHaveLength(0);
  });

  it('after the expiry the info is loaded (with the spinner flag): names stored, expiry renewed', async () => {
    let checkingDuringCall = false;
    const api = fakeApi({
      'GET /api/v1/user/info': () => {
        checkingDuringCall = getSessionSnapshot().checking;
        return ok(info);
      },
    });
    startSession('tok', T0 - SESSION_LIFETIME_MS - 1);
    const client = makeQueryClient();
    await checkSession(client, T0);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.headers.jwt).toBe('jwt tok');
    expect(checkingDuringCall).toBe(true);
    expect(getSessionSnapshot()).toMatchObject({
      checking: false,
      firstname: 'Иван',
      lastname: 'Петров',
      patronymic: 'Сергеевич',
      expiresAt: T0 + SESSION_LIFETIME_MS,
    });
    expect(client.getQueryData(userInfoQueryKey)).toEqual(info);
  });

  it('without a token there is nothing to check', async () => {
    const api = fakeApi({});
    await checkSession(makeQueryClient(), T0);
    expect(api.calls).toHaveLength(0);
  });

  it('a 401 calls the unauthorized handler once; another failure leaves the session for the next check', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fakeApi({ 'GET /api/v1/user/info': () => refuse(401, apiMessages.unauthorized) });
    startSession('tok', T0 - SESSION_LIFETIME_MS - 1);
    await checkSession(makeQueryClient(), T0);
    expect(handler).toHaveBeenCalledTimes(1);

    handler.mockClear();
    fakeApi({ 'GET /api/v1/user/info': () => refuse(503, apiMessages.overloaded) });
    await checkSession(makeQueryClient(), T0);
    expect(handler).not.toHaveBeenCalled();
    expect(getSessionSnapshot()).toMatchObject({ signedIn: true, checking: false });
    expect(isSessionExpired(T0)).toBe(true);
  });
});
