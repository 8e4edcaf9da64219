// The session's upkeep (portal §4), mounted once in the frame: registers the API client's 401
// handler (the session is cleared and home is loaded afresh — a reload in place would reopen the
// registration modal or the cabinet page the lost session was on; §8: the user goes to '/') and runs the session check on start and
// on every navigation (nothing is reloaded until the stored expiry passes). Both arrive through
// lazy imports, so the first download stays free of the API client and zod.
import { useEffect } from 'react';
import { paths } from '../../../config/paths';
import { getAuthToken } from '../../../lib/auth-token';
import { clearSessionAndReload, isSessionExpired } from '../../../lib/session';

export function useSessionUpkeep(pathname: string): void {
  useEffect(() => {
    let cancelled = false;
    let off: (() => void) | undefined;
    void import('../../../lib/api-client').then(({ setUnauthorizedHandler }) => {
      if (!cancelled) off = setUnauthorizedHandler(() => clearSessionAndReload(paths.home.getHref()));
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
