// GET /api/v1/user/info — the signed-in user's profile — and the session check of portal §4: while
// the stored expiry holds, nothing is reloaded; after it, the info is loaded (the header shows a
// spinner) and each success stores the name parts and renews the expiry to now + 30 min.
// Shared by the header (through a lazy import), the auth modals and the settings pages.
import { userInfo, type UserInfo } from '@podbor/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { getAuthToken } from './auth-token';
import { isSessionExpired, renewSession, setSessionChecking, storeUserNames } from './session';

export const USER_INFO_PATH = '/api/v1/user/info';
export const userInfoQueryKey = ['user', 'info'] as const;

/** Loads the profile; a success is a successful session check (names stored, expiry renewed). */
export const getUserInfo = async (signal?: AbortSignal): Promise<UserInfo> => {
  const info = await api.get<UserInfo>(USER_INFO_PATH, { schema: userInfo, signal });
  storeUserNames(info);
  renewSession();
  return info;
};

export const useUserInfo = () =>
  useQuery({ queryKey: userInfoQueryKey, queryFn: ({ signal }) => getUserInfo(signal) });

/** Reloads the profile now (after a change), updating every view of it. */
export const reloadUserInfo = (client: QueryClient): Promise<UserInfo> =>
  client.fetchQuery({
    queryKey: userInfoQueryKey,
    queryFn: ({ signal }) => getUserInfo(signal),
    staleTime: 0,
  });

let pending: Promise<void> | null = null;

/**
 * The session check: with a token and an expired expiry, reloads the user info. A 401 is handled
 * by the API client's unauthorized handler (session cleared, page reloaded); any other failure
 * leaves the session as it is, to be checked again on the next navigation.
 */
export const checkSession = (client: QueryClient, now: number = Date.now()): Promise<void> => {
  if (!getAuthToken() || !isSessionExpired(now)) return Promise.resolve();
  pending ??= (async () => {
    setSessionChecking(true);
    try {
      await reloadUserInfo(client);
    } catch {
      // see above
    } finally {
      setSessionChecking(false);
      pending = null;
    }
  })();
  return pending;
};
