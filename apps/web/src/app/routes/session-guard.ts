// Route guard of the personal cabinet: without a stored session token the user is sent to '/'
// before any cabinet code is downloaded (portal §2 "Cabinet shell", §4 "a token means logged in").
import { redirect } from 'react-router';
import { paths } from '../../config/paths';
import { getAuthToken } from '../../lib/auth-token';

export const requireSession = () => (getAuthToken() ? null : redirect(paths.home.getHref()));
