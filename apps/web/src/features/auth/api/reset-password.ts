// POST /api/v1/user/reset_password {phoneNumber}: the recovery SMS; answers the resetToken (kept in
// storage as `resetToken`, portal §3) and the resend delay. Same answer for unknown phones.
import {
  resetPasswordRequest,
  resetPasswordResponse,
  type ResetPasswordRequest,
  type ResetPasswordResponse,
} from '@podbor/contracts';
import { api } from '../../../lib/api-client';
import { setResetToken } from '../../../lib/session';

export const RESET_PASSWORD_PATH = '/api/v1/user/reset_password';

export const resetPasswordForm = resetPasswordRequest;

export const requestPasswordReset = async (body: ResetPasswordRequest): Promise<ResetPasswordResponse> => {
  const answer = await api.post<ResetPasswordResponse>(RESET_PASSWORD_PATH, body, {
    schema: resetPasswordResponse,
  });
  setResetToken(answer.resetToken);
  return answer;
};
