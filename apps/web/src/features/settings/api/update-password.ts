// POST /api/v1/user/update/password {oldPassword, newPassword}: the current session stays, the
// others are signed out. The form adds the repeat, which must match ('Пароли не совпадают').
import {
  passwordSchema,
  updatePasswordRequest,
  validationMessages,
  type UpdatePasswordRequest,
} from '@podbor/contracts';
import { api } from '../../../lib/api-client';

export const UPDATE_PASSWORD_PATH = '/api/v1/user/update/password';

export const updatePassword = (body: UpdatePasswordRequest): Promise<unknown> =>
  api.post(UPDATE_PASSWORD_PATH, body);

export const passwordChangeForm = updatePasswordRequest
  .extend({ newPasswordRepeat: passwordSchema })
  .refine((v) => v.newPassword === v.newPasswordRepeat, {
    path: ['newPasswordRepeat'],
    message: validationMessages.passwordMismatchCabinet,
  });
