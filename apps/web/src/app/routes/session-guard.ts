// Route guard of the personal cabinet: without a stored session token no cabinet page renders; the
// login modal opens instead, and a successful login continues to the page asked for (portal §2
// "Cabinet shell", §4 "a token means logged in"). Closing the modal leaves the guest at home.
import type { LoaderFunctionArgs } from 'react-router';
import { getAuthToken } from '../../lib/auth-token';
import { loginLocation } from '../../lib/next-page';
import { requestedHref, type GuardRedirect } from './guard-outlet';

export const requireSession = ({ request }: LoaderFunctionArgs): GuardRedirect | null =>
  getAuthToken() ? null : loginLocation(requestedHref(request));
