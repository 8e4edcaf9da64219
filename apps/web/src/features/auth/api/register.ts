// PUT /api/v1/user/register {phoneNumber, password}: sends the SMS code; answers the pending
// registration's token and the resend delay. Also the registration form (with the confirmation).
import {
  passwordSchema,
  registerRequest,
  registerResponse,
  registrationErrorTexts,
  validationMessages,
  type RegisterRequest,
  type RegisterResponse,
} from '@podbor/contracts';
import { ApiError, api, isApiError } from '../../../lib/api-client';

export const REGISTER_PATH = '/api/v1/user/register';

export const register = (body: RegisterRequest): Promise<RegisterResponse> =>
  api.put<RegisterResponse>(REGISTER_PATH, body, { schema: registerResponse });

/** Portal §5: the confirmation follows the password rule and must match. */
export const registrationForm = registerRequest
  .extend({ passwordConfirm: passwordSchema })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ['passwordConfirm'],
    message: validationMessages.passwordMismatch,
  });

/**
 * Portal §8: the server's registration texts become the client's Russian ones, anything else
 * 'Неопознанная ошибка'. Limits and gateway failures (429, 502, 503) keep the server's own
 * Russian text, which says when to try again.
 */
export const registrationErrorText = (e: unknown): string => {
  if (!isApiError(e)) return registrationErrorTexts.unknown;
  const mapped = registrationErrorTexts[e.message];
  if (mapped) return mapped;
  if (e.kind === 'http' && [429, 502, 503].includes(e.statusCode)) return e.message;
  if (e.kind !== 'http') return e.message;
  return registrationErrorTexts.unknown;
};

/**
 * register/verify's refusal with the client's text where §8 maps it (a duplicate phone); the code
 * refusals are the server's Russian texts already.
 */
export const withRegistrationText = (e: unknown): unknown =>
  isApiError(e) && registrationErrorTexts[e.message]
    ? new ApiError({
        kind: e.kind,
        statusCode: e.statusCode,
        message: registrationErrorText(e),
        fields: e.fields,
        retryAfter: e.retryAfter,
        response: e.response,
      })
    : e;
