// The stored session token alone, without the API client: the route guards of the first page load
// read it, and importing the client there would bring zod into the home page's first download.

/** localStorage key of the session token (portal §4 «a token in storage means logged in»). */
export const AUTH_TOKEN_KEY = 'authToken';

export const getAuthToken = (): string | null => {
  try {
    return globalThis.localStorage?.getItem(AUTH_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
};
