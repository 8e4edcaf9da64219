// POST /api/v1/user/update/email: {email} sends a code to the new address; {email, code} applies it.
// Used after registration (code mode 1) and in the profile (code mode 3).
import { contactChangeResponse, emailSchema, type ContactChangeResponse } from '@podbor/contracts';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const UPDATE_EMAIL_PATH = '/api/v1/user/update/email';

export const requestEmailCode = (email: string): Promise<ContactChangeResponse> =>
  api.post<ContactChangeResponse>(UPDATE_EMAIL_PATH, { email }, { schema: contactChangeResponse });

export const confirmEmail = (email: string, code: string): Promise<ContactChangeResponse> =>
  api.post<ContactChangeResponse>(UPDATE_EMAIL_PATH, { email, code }, { schema: contactChangeResponse });

/** Portal §5: the e-mail is required in the profile. */
export const emailForm = z.object({ email: z.string().trim().pipe(emailSchema) });

/** …and optional in the user-info modal after registration: '' → null. */
export const optionalEmail = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v))
  .pipe(emailSchema.nullable());
