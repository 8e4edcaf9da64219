// The browser side of a session (portal §3–4): the six localStorage keys, the 30-minute expiry
// renewed by each successful check, the name parts the header shows, and a store React reads.
// No value import of the API client or contracts: the header reads this on the first page load.
import { useSyncExternalStore } from 'react';
import { AUTH_TOKEN_KEY, getAuthToken } from './auth-token';

/** Portal §3 «Local browser storage keys». */
export const SESSION_KEYS = {
  token: AUTH_TOKEN_KEY,
  expiration: 'authTokenExpiration',
  firstname: 'firstname',
  lastname: 'lastname',
  patronymic: 'patronymic',
  resetToken: 'resetToken',
} as const;

/** Portal §9: 30 minutes (1,800,000 ms), renewed on each check. */
export const SESSION_LIFETIME_MS = 1_800_000;

export interface UserNames {
  firstname: string | null;
  lastname: string | null;
  patronymic: string | null;
}

export interface SessionSnapshot extends UserNames {
  /** A token in storage means logged in (portal §4). */
  signedIn: boolean;
  /** ms since epoch; null when never stored. */
  expiresAt: number | null;
  /** True while the user info is being reloaded after the expiry (the header shows a spinner). */
  checking: boolean;
}

const read = (key: string): string | null => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

const write = (key: string, value: string | null): void => {
  try {
    if (value === null || value === '') localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage disabled or full: the session then lasts as long as the page.
  }
};

let checking = false;
let snapshot: SessionSnapshot | null = null;
let snapshotKey = '';
const listeners = new Set<() => void>();

const notify = () => {
  for (const l of listeners) l();
};

/**
 * The session now. Read from storage on every call (five reads), so it is never stale whoever
 * wrote there; the same object comes back while nothing changed, as useSyncExternalStore needs.
 */
export const getSessionSnapshot = (): SessionSnapshot => {
  const raw = [
    read(SESSION_KEYS.token),
    read(SESSION_KEYS.expiration),
    read(SESSION_KEYS.firstname),
    read(SESSION_KEYS.lastname),
    read(SESSION_KEYS.patronymic),
  ] as const;
  const key = JSON.stringify([...raw, checking]);
  if (snapshot && key === snapshotKey) return snapshot;
  const expiration = Number(raw[1]);
  snapshotKey = key;
  snapshot = {
    signedIn: raw[0] !== null,
    expiresAt: Number.isFinite(expiration) && expiration > 0 ? expiration : null,
    firstname: raw[2],
    lastname: raw[3],
    patronymic: raw[4],
    checking,
  };
  return snapshot;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab signing in or out changes this one too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || (Object.values(SESSION_KEYS) as string[]).includes(e.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** The session as React sees it; re-renders on sign-in, sign-out, names and checks. */
export const useSession = (): SessionSnapshot =>
  useSyncExternalStore(subscribe, getSessionSnapshot, getSessionSnapshot);

/** Login and registration: stores the token and an expiry of now + 30 min. */
export const startSession = (token: string, now: number = Date.now()): void => {
  write(SESSION_KEYS.token, token);
  write(SESSION_KEYS.expiration, String(now + SESSION_LIFETIME_MS));
  notify();
};

/** A successful check renews the expiry to now + 30 min. */
export const renewSession = (now: number = Date.now()): void => {
  if (!getAuthToken()) return;
  write(SESSION_KEYS.expiration, String(now + SESSION_LIFETIME_MS));
  notify();
};

/** True when the stored expiry has passed (or was never stored): the user info must be reloaded. */
export const isSessionExpired = (now: number = Date.now()): boolean => {
  const { expiresAt } = getSessionSnapshot();
  return expiresAt === null || expiresAt <= now;
};

export const storeUserNames = (names: UserNames): void => {
  write(SESSION_KEYS.firstname, names.firstname);
  write(SESSION_KEYS.lastname, names.lastname);
  write(SESSION_KEYS.patronymic, names.patronymic);
  notify();
};

export const setSessionChecking = (value: boolean): void => {
  if (checking === value) return;
  checking = value;
  notify();
};

/** Logout or a 401: the token, expiry, name parts and reset token go (portal §4). */
export const clearSession = (): void => {
  for (const key of Object.values(SESSION_KEYS)) write(key, null);
  notify();
};

/** Full-page loads (login, logout, a 401), in one object so tests can watch them. */
export const browserPage = {
  assign: (href: string): void => window.location.assign(href),
  reload: (): void => window.location.reload(),
};

/** Logout or a 401 ends in a fresh page (portal §4 «…then reloads the page»), at `to` if given. */
export const clearSessionAndReload = (to?: string): void => {
  clearSession();
  if (to) browserPage.assign(to);
  else browserPage.reload();
};

export const getResetToken = (): string | null => read(SESSION_KEYS.resetToken);
export const setResetToken = (token: string | null): void => write(SESSION_KEYS.resetToken, token);

const initial = (part: string | null): string => {
  const ch = part?.trim()[0];
  return ch ? `${ch.toUpperCase()}.` : '';
};

/**
 * The user menu's label (portal §2): first name, surname initial and patronymic initial —
 * «Иван П. С.». Null when no first name is known yet (the caller shows a neutral label).
 */
export const formatUserName = ({ firstname, lastname, patronymic }: UserNames): string | null => {
  const first = firstname?.trim();
  if (!first) return null;
  return [first, initial(lastname), initial(patronymic)].filter(Boolean).join(' ');
};
