// POST /api/v1/user/logout: the server revokes the session (and answers success without one).
import { api } from '../../../lib/api-client';

export const LOGOUT_PATH = '/api/v1/user/logout';

export const logout = (): Promise<unknown> => api.post(LOGOUT_PATH, {}, { handleUnauthorized: false });
