// The session's upkeep (portal §4), mounted once in the frame: registers the API client's 401
// handler (the session is cleared and the page reloads, §4 — a cabinet page then asks the anonymous
// visitor to log in by itself; on the registration and login routes home is loaded instead, since a
// reload there would reopen the modal whose session was just lost) and runs the session check on
// start and on every navigation (nothing is reloaded until the stored expiry passes). Both arrive through
// lazy imports, so the first download stays free of the API client and zod.
import { useEffect } from 'react';
import { paths } from '../../../config/paths';
import { getAuthToken } from '../../../lib/auth-token';
import { clearSessionAndReload, isSessionExpired } from '../../../lib/session';

const accountModalPaths: readonly string[] = [paths.registration.path, paths.authorization.path];

/** Where a 401 leaves the user: undefined reloads the page in place. */
export const afterUnauthorized = (pathname = window.location.pathname): string | undefined =>
  accountModalPaths.includes(pathname.replace(/\/+$/, '') || '/') ? paths.home.getHref() : undefined;

export function useSessionUpkeep(pathname: string): void {
  useEffect(() => {
    let cancelled = false;
    let off: (() => void) | undefined;
    void import('../../../lib/api-client').then(({ setUnauthorizedHandler }) => {
      if (!cancelled) off = setUnauthorizedHandler(() => clearSessionAndReload(afterUnauthorized()));
    });
    return () => {
      cancelled = true;
      off?.();
    };
  }, []);

  useEffect(() => {
    if (!getAuthToken() || !isSessionExpired()) return;
    // The query client too arrives lazily: the home page's first download carries none.
    void Promise.all([import('../../../lib/user-info'), import('../../../lib/query-client')]).then(
      ([{ checkSession }, { queryClient }]) => checkSession(queryClient),
    );
  }, [pathname]);
}
