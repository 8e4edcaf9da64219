// Accounts: the /api/v1/user calls of portal spec §7 (registration by SMS code, login, recovery,
// profile, logout), their field rules (§5) and the server texts the client maps (§8).
import { z } from 'zod';
import { apiMessages, validationMessages as vm } from './messages';

/** Server refusals of the account calls, in Russian unless the client maps an English text (§8). */
export const authMessages = {
  passwordMax: 'Пароль должен содержать не более 128 символов',
  badCredentials: 'Неверный номер телефона или пароль',
  wrongOldPassword: 'Неверный текущий пароль',
  wrongCode: vm.wrongCode,
  codeExhausted: 'Слишком много неверных попыток. Запросите новый код',
  codeExpired: 'Срок действия кода истёк. Запросите новый код',
  codeUsed: 'Код уже использован. Запросите новый код',
  codeNotRequested: 'Код не запрашивался или устарел. Запросите новый код',
  resendTooSoon: (sec: number) => `Повторная отправка кода возможна через ${sec} с`,
  tooManyCodes: (min: number) => `Превышено число запросов кода. Повторите через ${min} мин`,
  smsCapReached: 'Отправка СМС временно недоступна. Попробуйте позже',
  smsFailed: 'Не удалось отправить СМС. Попробуйте позже',
  mailFailed: 'Не удалось отправить письмо. Попробуйте позже',
  tooManyLogins: (min: number) => `Слишком много попыток входа. Повторите через ${min} мин`,
  tooManyPasswordTries: (min: number) => `Слишком много неверных попыток. Повторите через ${min} мин`,
  tooManyPhoneChecks: (min: number) =>
    `Слишком много запросов с номерами телефонов. Повторите через ${min} мин`,
  tooManyRecoveryCodes: (hours: number) =>
    `Превышено число запросов восстановления пароля за сутки. Повторите через ${hours} ч`,
  tooManyRecoveryTries: (hours: number) =>
    `Слишком много неверных кодов восстановления за сутки. Повторите через ${hours} ч`,
  resetTokenInvalid: 'Ссылка восстановления пароля недействительна. Начните восстановление заново',
  tokenInvalid: 'Недействительный токен. Начните заново',
  resetNotVerified: 'Сначала подтвердите код из СМС',
  phoneTaken: 'Данный номер телефона уже зарегистрирован',
  noSuchPhone: 'Такого номера телефона не существует',
  phoneOrCodeRequired: 'Укажите номер телефона или код',
  samePhone: 'Это ваш текущий номер телефона',
  sameEmail: 'Это ваша текущая почта',
} as const;

/**
 * Registration refusals keep the English server texts the spec's client maps (§8); the web shows
 * `registrationErrorTexts[error] ?? registrationErrorTexts.unknown`.
 */
export const registrationServerErrors = {
  /** 409: the phone already has an account. */
  duplicate: 'There is already an account with this phone',
  /** 400: the SMS gateway refused the number (the original server's wording). */
  noSuchPhone: 'Undefined array key sms_id',
} as const;

export const registrationErrorTexts: Record<string, string> & { unknown: string } = {
  [registrationServerErrors.duplicate]: 'Данный номер телефона уже зарегистрирован',
  [registrationServerErrors.noSuchPhone]: 'Такого номера телефона не существует',
  unknown: 'Неопознанная ошибка',
};

// ---- field rules (portal §5), one definition for the forms and the server ----

/**
 * The message of a field of the wrong JSON type: missing → 'Поле не должно быть пустым', a value
 * of another type → the type expected (a number for a phone is not an "empty field").
 */
const typeError = (typeName: string) => (iss: { code?: string; input?: unknown }) =>
  iss.code !== 'invalid_type'
    ? undefined
    : iss.input === undefined
      ? vm.required
      : apiMessages.wrongType(typeName);
const str = () => z.string({ error: typeError('строка') });
const flag = () => z.boolean({ error: typeError('true или false') });

/** '+7' and exactly 10 digits, as the phone fields send it. */
export const phoneNumberSchema = str().regex(/^\+7\d{10}$/, vm.phone);

/** The 10 digits after +7, as login's `username` and update/phone send them. */
export const phoneDigitsSchema = str().regex(/^\d{10}$/, vm.phone);

/** Registration password: 8–128 non-space characters. */
export const passwordSchema = str()
  .min(8, vm.passwordMin)
  .max(128, authMessages.passwordMax)
  .regex(/^\S+$/, vm.passwordMin);

/** New password in recovery: the same rule, the recovery form's message. */
export const recoveryPasswordSchema = str()
  .min(8, vm.passwordFormat)
  .max(128, authMessages.passwordMax)
  .regex(/^\S+$/, vm.passwordFormat);

/** Login and "current password": required; longer than 128 can never match. */
export const loginPasswordSchema = str()
  .min(1, vm.required)
  .max(128, authMessages.passwordMax)
  .regex(/^\S+$/, vm.required);

/** {email} with a top-level part of at least 2 letters. */
export const emailSchema = str()
  .max(254, vm.email)
  .regex(/^[^\s@]+@[^\s@]+\.[A-Za-zА-Яа-яЁё]{2,}$/u, vm.email);

/** The four code boxes: exactly 4 digits. */
export const codeSchema = str().regex(/^\d{4}$/, vm.wrongCode);

/** A name part: 1–30 letters (with spaces, hyphens, apostrophes, dots inside). */
export const nameSchema = (formatMessage: string) =>
  str()
    .min(1, vm.required)
    .max(30, vm.nameMax)
    .regex(/^\p{L}[\p{L}\s'’.-]*$/u, formatMessage);

/** Opaque handles the server hands out (pending registration, recovery). */
export const authTokenSchema = (message: string = authMessages.tokenInvalid) =>
  str().regex(/^[A-Za-z0-9_-]{20,64}$/, message);

// ---- calls (portal §7), all under /api/v1/user ----

/** Any mutation that has nothing else to say. */
export const successResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponse>;

/** PUT register — sends the SMS code. */
export const registerRequest = z.strictObject({
  phoneNumber: phoneNumberSchema,
  password: passwordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/**
 * The pending registration, not a session: pass it back to register/verify as `token` to bind
 * the check to this registration (optional; without it the latest one for the phone is used).
 */
export const registerResponse = z.object({
  token: z.string(),
  /** Seconds before another code may be requested (the resend timer). */
  resendAfterSec: z.number().int(),
});
export type RegisterResponse = z.infer<typeof registerResponse>;

/** POST register/verify — creates the account and logs in. */
export const registerVerifyRequest = z.strictObject({
  phoneNumber: phoneNumberSchema,
  code: codeSchema,
  token: authTokenSchema().optional(),
});
export type RegisterVerifyRequest = z.infer<typeof registerVerifyRequest>;

/** A session: send it as the header `jwt: jwt <token>`. */
export const sessionResponse = z.object({
  token: z.string(),
  /** Idle timeout of the session, seconds (renewed by use). */
  expiresIn: z.number().int(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

/** POST login — username is the phone without +7. */
export const loginRequest = z.strictObject({
  username: phoneDigitsSchema,
  password: loginPasswordSchema,
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** POST reset_password — answers the same whether or not the phone has an account. */
export const resetPasswordRequest = z.strictObject({ phoneNumber: phoneNumberSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const resetPasswordResponse = z.object({
  resetToken: z.string(),
  resendAfterSec: z.number().int(),
});
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponse>;

export const resetTokenParams = z.strictObject({
  resetToken: authTokenSchema(authMessages.resetTokenInvalid),
});

/** POST reset_password/{resetToken}/verify — podbor's code check (the spec does not show it). */
export const resetPasswordVerifyRequest = z.strictObject({ code: codeSchema });
export type ResetPasswordVerifyRequest = z.infer<typeof resetPasswordVerifyRequest>;

/** POST reset_password/{resetToken} — after a verified code; single use. */
export const resetPasswordNewRequest = z.strictObject({ newPassword: recoveryPasswordSchema });
export type ResetPasswordNewRequest = z.infer<typeof resetPasswordNewRequest>;

export const notificationSettings = z.strictObject({
  sms: flag(),
  push: flag(),
  email: flag(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** An account's role: every registered account is a 'user'; managers are made by a command. */
export const userRole = z.enum(['user', 'manager']);
export type UserRole = z.infer<typeof userRole>;

/**
 * How a manager whose profile has no name is shown to others (a chat message's author, a КП's
 * history): by the role, never by the phone (issue 33 item 8).
 */
export const namelessManagerName = 'Менеджер';

/** GET info. */
export const userInfo = z.object({
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  patronymic: z.string().nullable(),
  email: z.string().nullable(),
  /** '+7XXXXXXXXXX'. */
  phone_number: z.string(),
  notifications: z.object({ sms: z.boolean(), push: z.boolean(), email: z.boolean() }),
  /** 'manager' opens the manager's console (/manager); set by `npm run user:create`, never by registration. */
  role: userRole,
});
export type UserInfo = z.infer<typeof userInfo>;

/** POST update/info — null clears a part (the user-info modal sends any of them empty). */
export const updateInfoRequest = z.strictObject({
  lastname: nameSchema(vm.lastnameFormat).nullable(),
  firstname: nameSchema(vm.firstnameFormat).nullable(),
  patronymic: nameSchema(vm.patronymicFormat).nullable(),
});
export type UpdateInfoRequest = z.infer<typeof updateInfoRequest>;

/** POST update/password — other sessions are signed out. */
export const updatePasswordRequest = z.strictObject({
  oldPassword: loginPasswordSchema,
  newPassword: passwordSchema,
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequest>;

/** POST update/email — without code: send a code to the new address; with code: apply. */
export const updateEmailRequest = z.strictObject({
  email: emailSchema,
  code: codeSchema.nullable().optional(),
});
export type UpdateEmailRequest = z.infer<typeof updateEmailRequest>;

/**
 * POST update/phone — {phoneNumber, code: null} sends an SMS code to the new phone;
 * {phoneNumber | null, code} applies it (null phone: the one the code was sent to).
 */
export const updatePhoneRequest = z.strictObject({
  phoneNumber: phoneDigitsSchema.nullable(),
  code: codeSchema.nullable().optional(),
});
export type UpdatePhoneRequest = z.infer<typeof updatePhoneRequest>;

/** What update/email and update/phone answer: whether a code was sent or the change applied. */
export const contactChangeResponse = z.object({
  status: z.enum(['code_sent', 'changed']),
  resendAfterSec: z.number().int().optional(),
});
export type ContactChangeResponse = z.infer<typeof contactChangeResponse>;
