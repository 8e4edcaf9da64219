// POST /api/v1/user/update/phone: {phoneNumber: 10 digits, code: null} sends an SMS code to the new
// phone; {phoneNumber, code} applies it (code mode 4).
import { contactChangeResponse, phoneNumberSchema, type ContactChangeResponse } from '@podbor/contracts';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const UPDATE_PHONE_PATH = '/api/v1/user/update/phone';

/** '+79123456789' → '9123456789': update/phone takes the digits after +7. */
const digitsOf = (phone: string) => phone.replace(/^\+7/, '');

export const requestPhoneCode = (phone: string): Promise<ContactChangeResponse> =>
  api.post<ContactChangeResponse>(
    UPDATE_PHONE_PATH,
    { phoneNumber: digitsOf(phone), code: null },
    { schema: contactChangeResponse },
  );

export const confirmPhone = (phone: string, code: string): Promise<ContactChangeResponse> =>
  api.post<ContactChangeResponse>(
    UPDATE_PHONE_PATH,
    { phoneNumber: digitsOf(phone), code },
    { schema: contactChangeResponse },
  );

/**
 * The profile's phone form: the field shows the number grouped ('+7 912 345 67 89'); what is sent
 * is '+7' and 10 digits.
 */
export const phoneForm = z.object({
  phoneNumber: z
    .string()
    .transform((text) => text.replace(/\s/g, ''))
    .pipe(phoneNumberSchema),
});
