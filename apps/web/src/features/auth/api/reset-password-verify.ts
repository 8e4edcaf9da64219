// POST /api/v1/user/reset_password/{resetToken}/verify {code}: podbor's code check of recovery (the
// spec does not show it); a right code allows one password change within 10 minutes.
import type { ResetPasswordVerifyRequest } from '@podbor/contracts';
import { api } from '../../../lib/api-client';

export const resetPasswordVerifyPath = (resetToken: string) =>
  `/api/v1/user/reset_password/${encodeURIComponent(resetToken)}/verify`;

export const verifyPasswordReset = (resetToken: string, body: ResetPasswordVerifyRequest): Promise<unknown> =>
  api.post(resetPasswordVerifyPath(resetToken), body);
