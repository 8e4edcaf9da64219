// POST /api/v1/user/update/info {lastname, firstname, patronymic} (null when empty). Two forms use
// it: the user-info modal after registration (all parts optional) and the profile's full-name form
// (last and first name required), both from the contracts' name rule.
import { nameSchema, validationMessages as vm, type UpdateInfoRequest } from '@podbor/contracts';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const UPDATE_INFO_PATH = '/api/v1/user/update/info';

export const updateInfo = (body: UpdateInfoRequest): Promise<unknown> => api.post(UPDATE_INFO_PATH, body);

/** A name part that may stay empty: '' (or spaces) → null. */
const optionalName = (formatMessage: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : v))
    .pipe(nameSchema(formatMessage).nullable());

/** A required name part: surrounding spaces dropped, then the contracts' rule. */
const requiredName = (formatMessage: string) => z.string().trim().pipe(nameSchema(formatMessage));

/** Portal §5: in the user-info modal all three are optional, with their own format messages. */
export const userInfoNamesForm = z.object({
  lastname: optionalName(vm.lastnameFormat),
  firstname: optionalName(vm.firstnameFormat),
  patronymic: optionalName(vm.patronymicFormat),
});

/** Portal §5: in the profile the last and first names are required; the patronymic is optional. */
export const profileNamesForm = z.object({
  lastname: requiredName(vm.lastnameFormat),
  firstname: requiredName(vm.firstnameFormat),
  patronymic: optionalName(vm.patronymicFormat),
});
