// The element of a guarded route (calculators, cabinet): its loader answers null to let the page
// through, or where to send the user — a modal route with navigation state naming the page that was
// asked for. A loader's redirect() cannot carry navigation state, so this sends the user there.
import { Navigate, Outlet, useLoaderData } from 'react-router';

/** A guard loader's refusal: the route to open and its navigation state. */
export interface GuardRedirect {
  to: string;
  state?: unknown;
}

/** Whether a loader's answer is a guard's refusal. */
export const isGuardRedirect = (data: unknown): data is GuardRedirect =>
  typeof data === 'object' && data !== null && typeof (data as { to?: unknown }).to === 'string';

/** The page asked for, as a link: the loader request's path and query string. */
export const requestedHref = (request: Request): string => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

export function GuardOutlet() {
  const refusal = useLoaderData<GuardRedirect | null>();
  return refusal ? <Navigate to={refusal.to} state={refusal.state} replace /> : <Outlet />;
}
