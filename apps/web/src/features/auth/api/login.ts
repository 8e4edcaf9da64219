// POST /api/v1/user/login {username: phone without +7, password} → a session. The login form keeps
// the phone as typed ('+7…'), so its schema is the phone rule plus the login password rule.
import {
  loginPasswordSchema,
  phoneNumberSchema,
  sessionResponse,
  type LoginRequest,
  type SessionResponse,
} from '@podbor/contracts';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const LOGIN_PATH = '/api/v1/user/login';

/** Portal §9: after a successful login the modal fades and the user goes to /person after 500 ms. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

export const login = (body: LoginRequest): Promise<SessionResponse> =>
  api.post<SessionResponse>(LOGIN_PATH, body, { schema: sessionResponse });

export const loginForm = z.object({ phoneNumber: phoneNumberSchema, password: loginPasswordSchema });
