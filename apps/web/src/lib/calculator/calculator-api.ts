// The one way a calculator calls the API: its grant in the `calc-access` header, a 401 never taken
// for the session's, and a refused or expired grant dropped and the user sent to its password.
import { apiMessages, isCalcGrantRefusal, type CalcName } from '@podbor/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api, apiDownload, isApiError, type RequestOptions } from '../api-client';
import { calcPassLocation, clearCalcGrant, getCalcGrant } from '../calc-access';

export type CalculatorCallOptions = Pick<RequestOptions, 'signal' | 'schema' | 'timeoutMs' | 'query'>;

/** True for the server's refusal of a missing, expired or outdated calculator grant. */
export const isGrantRefused = (e: unknown): boolean =>
  isApiError(e) && e.kind === 'http' && e.statusCode === 401 && isCalcGrantRefusal(e.message);

/** `reason`: the server's text when the grant was refused because the password changed. */
type RefusalListener = (calc: CalcName, reason?: string) => void;
const listeners = new Set<RefusalListener>();

/** Called once per refused call; useGrantRefusalRedirect listens. Returns the unsubscribe. */
export const onGrantRefused = (listener: RefusalListener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const refused =
  (calc: CalcName) =>
  (e: unknown): never => {
    // Any 401 of a grant-carrying call is the grant (these calls need no session); the server's
    // message tells a refused grant from a wrong form, but both mean the grant cannot be trusted.
    if (isApiError(e) && e.kind === 'http' && e.statusCode === 401) {
      clearCalcGrant(calc);
      const reason = e.message === apiMessages.calcPasswordChanged ? e.message : undefined;
      for (const l of [...listeners]) l(calc, reason);
    }
    throw e;
  };

const withGrant = (calc: CalcName, options: CalculatorCallOptions = {}): RequestOptions => ({
  ...options,
  calcAccess: getCalcGrant(calc),
  handleUnauthorized: false,
});

export interface CalculatorApi {
  calc: CalcName;
  get: <T>(path: string, options?: CalculatorCallOptions) => Promise<T>;
  post: <T>(path: string, body: unknown, options?: CalculatorCallOptions) => Promise<T>;
  /** POSTs `body` for a document made on request (it needs the session too): its bytes and name. */
  download: (path: string, body: unknown) => Promise<{ blob: Blob; fileName: string | null }>;
}

/**
 * The API of calculator `calc`, paths relative to `base` (e.g. '/api/v1/search/pump'). Every call
 * carries the grant; a refused grant is cleared and reported to onGrantRefused, then rethrown.
 */
export const calculatorApi = (calc: CalcName, base = ''): CalculatorApi => ({
  calc,
  get: <T>(path: string, options?: CalculatorCallOptions) =>
    api.get<T>(`${base}${path}`, withGrant(calc, options)).catch(refused(calc)),
  post: <T>(path: string, body: unknown, options?: CalculatorCallOptions) =>
    api.post<T>(`${base}${path}`, body, withGrant(calc, options)).catch(refused(calc)),
  download: (path: string, body: unknown) =>
    apiDownload(`${base}${path}`, { body, calcAccess: getCalcGrant(calc) }).catch((e: unknown) => {
      // This call needs the session as well: only a 401 in the grant's own words is the grant's.
      if (isGrantRefused(e)) refused(calc)(e);
      throw e;
    }),
});

/**
 * A calculator page mounts this: when one of its calls is refused for the grant, the user goes to
 * the password modal (/calc_pass, as the home cards do) which then comes back to this very page.
 * A grant refused because the password changed opens the modal saying so (decision 0041).
 */
export function useGrantRefusalRedirect(calc: CalcName): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  useEffect(
    () =>
      onGrantRefused((refusedCalc, reason) => {
        if (refusedCalc !== calc) return;
        const { to, state } = calcPassLocation(calc, here, reason);
        // Replacing: several calls refused at once navigate once, and Back does not return to a page
        // that would only be refused again.
        void navigate(to, { state, replace: true });
      }),
    [calc, here, navigate],
  );
}
