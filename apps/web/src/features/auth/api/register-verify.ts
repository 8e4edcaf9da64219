// POST /api/v1/user/register/verify {phoneNumber, code, token}: the SMS code creates the account
// and opens a session (portal §4: code mode 0 «also logs the user in»).
import { sessionResponse, type RegisterVerifyRequest, type SessionResponse } from '@podbor/contracts';
import { api } from '../../../lib/api-client';

export const REGISTER_VERIFY_PATH = '/api/v1/user/register/verify';

export const verifyRegistration = (body: RegisterVerifyRequest): Promise<SessionResponse> =>
  api.post<SessionResponse>(REGISTER_VERIFY_PATH, body, { schema: sessionResponse });
