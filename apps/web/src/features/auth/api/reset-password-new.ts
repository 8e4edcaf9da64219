// POST /api/v1/user/reset_password/{resetToken} {newPassword}: sets the new password once (after a
// verified code) and signs out every session. Also the new-password form of recovery (portal §5).
import {
  recoveryPasswordSchema,
  resetPasswordNewRequest,
  validationMessages,
  type ResetPasswordNewRequest,
} from '@podbor/contracts';
import { api } from '../../../lib/api-client';

export const resetPasswordNewPath = (resetToken: string) =>
  `/api/v1/user/reset_password/${encodeURIComponent(resetToken)}`;

export const setNewPassword = (resetToken: string, body: ResetPasswordNewRequest): Promise<unknown> =>
  api.post(resetPasswordNewPath(resetToken), body);

/** Portal §5: the new password and its confirmation, one message for both rules. */
export const newPasswordForm = resetPasswordNewRequest
  .extend({ newPasswordConfirm: recoveryPasswordSchema })
  .refine((v) => v.newPassword === v.newPasswordConfirm, {
    path: ['newPasswordConfirm'],
    message: validationMessages.passwordFormat,
  });
