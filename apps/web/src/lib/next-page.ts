// Where a flow that interrupts the user continues once it is done: the navigation state `{ next }`
// of /authorization, /registration and /calc_pass (a path with its query string). The guards put the
// page that was asked for there; a page that sends the user to log in puts itself there. No value
// import of the API client or zod: the route guards and the header read this on the first load.
import { paths } from '../config/paths';

/** Navigation state of the login and registration routes: where to go after success. */
export interface NextState {
  next?: string;
}

/** The routes whose modals are drawn over the home page: never a place to continue to. */
const modalRoutes: readonly string[] = [
  paths.authorization.path,
  paths.registration.path,
  paths.calcPass.path,
];

/** A location as a link: path, query string and fragment. */
export const hrefOf = ({
  pathname,
  search = '',
  hash = '',
}: {
  pathname: string;
  search?: string;
  hash?: string;
}) => `${pathname}${search}${hash}`;

/**
 * `next` of a navigation state when it is a page of this site (a path, not `//host` or a URL) and not
 * one of the modal routes; null otherwise.
 */
export const nextOf = (state: unknown): string | null => {
  const next = typeof state === 'object' && state !== null ? (state as NextState).next : undefined;
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.includes('\\'))
    return null;
  const path = next.split(/[?#]/)[0] ?? '';
  return modalRoutes.includes(path.replace(/\/+$/, '') || '/') ? null : next;
};

/** The same `next` carried to the next modal route (login ↔ registration), or no state. */
export const carryNext = (state: unknown): NextState | undefined => {
  const next = nextOf(state);
  return next === null ? undefined : { next };
};

const withNext = (to: string, next?: string | null): { to: string; state?: NextState } =>
  next ? { to, state: { next } } : { to };

/** The login modal's link, continuing to `next` after a successful login (the cabinet without it). */
export const loginLocation = (next?: string | null) => withNext(paths.authorization.getHref(), next);

/** The registration modal's link, continuing to `next` once the registration is complete. */
export const registrationLocation = (next?: string | null) => withNext(paths.registration.getHref(), next);

/** True for the personal cabinet's pages. */
export const isCabinetHref = (href: string): boolean => {
  const root = paths.person.root.getHref();
  return href === root || href.startsWith(`${root}/`) || href.startsWith(`${root}?`);
};
