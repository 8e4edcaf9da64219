// The /api/v1/user account calls of portal spec §7 (plus podbor's recovery code check): schemas
// from contracts, one service call each; the rules live in service.ts.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactChangeResponse,
  envelope,
  errorEnvelope,
  loginRequest,
  notificationSettings,
  registerRequest,
  registerResponse,
  registerVerifyRequest,
  resetPasswordNewRequest,
  resetPasswordRequest,
  resetPasswordResponse,
  resetPasswordVerifyRequest,
  resetTokenParams,
  sessionResponse,
  successResponse,
  updateEmailRequest,
  updateInfoRequest,
  updatePasswordRequest,
  updatePhoneRequest,
  userInfo,
} from '@podbor/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app-types';
import { requestCookies, setCookieValue } from '../../http/cookies';
import { ok } from '../../http/envelope';
import { publicCall, sessionOptional, sessionRequired } from '../../http/openapi';
import { authRequired, requireUser } from './guard';
import { DEVICE_COOKIE_PATH, type DeviceCookie } from './service';

const tags = ['Пользователь'];
const errors = { 400: errorEnvelope, 409: errorEnvelope, 429: errorEnvelope, 502: errorEnvelope };
const authErrors = {
  400: errorEnvelope,
  401: errorEnvelope,
  409: errorEnvelope,
  429: errorEnvelope,
  502: errorEnvelope,
};

/** Sets the device cookie of a sign-in or a recovery (decision 0041); answers what it was given. */
function knownDevice<T extends { device: DeviceCookie }>(req: FastifyRequest, reply: FastifyReply, r: T): T {
  const { name, value, maxAgeSec } = r.device;
  reply.header('set-cookie', setCookieValue(req, name, value, { path: DEVICE_COOKIE_PATH, maxAgeSec }));
  return r;
}

/** Registered with prefix /api/v1/user. */
export async function authRoutes(app: App) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = app.auth;

  r.put(
    '/register',
    {
      schema: {
        tags,
        operationId: 'registerStart',
        security: publicCall,
        summary: 'Регистрация: телефон и пароль → СМС с кодом',
        description:
          'Ответ token — незавершённая регистрация (не сессия); его можно передать в register/verify. ' +
          'Ошибки: 409 "There is already an account with this phone", 400 "Undefined array key sms_id" ' +
          '(шлюз СМС не принял номер), 429 с Retry-After (повтор не раньше 30 с, не более 5 кодов в час).',
        body: registerRequest,
        response: { 200: envelope(registerResponse), ...errors },
      },
    },
    async (req) => ok(await auth.register(req.body.phoneNumber, req.body.password, req.ip)),
  );

  r.post(
    '/register/verify',
    {
      schema: {
        tags,
        operationId: 'registerVerify',
        security: publicCall,
        summary: 'Подтверждение регистрации кодом из СМС: создаёт аккаунт и открывает сессию',
        body: registerVerifyRequest,
        response: { 200: envelope(sessionResponse), ...errors },
      },
    },
    async (req, reply) => {
      const signed = await auth.verifyRegistration(req.body.phoneNumber, req.body.code, req.body.token);
      return ok(knownDevice(req, reply, signed).session);
    },
  );

  r.post(
    '/login',
    {
      schema: {
        tags,
        operationId: 'login',
        security: publicCall,
        summary: 'Вход: username — телефон без +7',
        description:
          'Токен передаётся в заголовке `jwt: jwt <token>`. 429 с Retry-After после серии неудач. Успешный ' +
          'вход ставит cookie известного устройства (podbor_device_<id>, HttpOnly): неудачи с неизвестных ' +
          'устройств не блокируют вход с известного.',
        body: loginRequest,
        response: { 200: envelope(sessionResponse), ...errors },
      },
    },
    async (req, reply) => {
      const signed = await auth.login(req.body.username, req.body.password, req.ip, requestCookies(req));
      return ok(knownDevice(req, reply, signed).session);
    },
  );

  r.post(
    '/reset_password',
    {
      schema: {
        tags,
        operationId: 'resetPasswordStart',
        security: publicCall,
        summary: 'Восстановление пароля: СМС с кодом',
        description: 'Отвечает одинаково, зарегистрирован телефон или нет.',
        body: resetPasswordRequest,
        response: { 200: envelope(resetPasswordResponse), ...errors },
      },
    },
    async (req) => ok(await auth.startReset(req.body.phoneNumber)),
  );

  r.post(
    '/reset_password/:resetToken/verify',
    {
      schema: {
        tags,
        operationId: 'resetPasswordVerify',
        security: publicCall,
        summary: 'Восстановление пароля: проверка кода из СМС',
        description:
          'Вызов podbor (в спецификации не показан): верный код разрешает одну смену пароля ' +
          'в течение 10 минут. Пять неверных попыток аннулируют код.',
        params: resetTokenParams,
        body: resetPasswordVerifyRequest,
        response: { 200: envelope(successResponse), ...errors },
      },
    },
    async (req) => ok(await auth.verifyReset(req.params.resetToken, req.body.code)),
  );

  r.post(
    '/reset_password/:resetToken',
    {
      schema: {
        tags,
        operationId: 'resetPasswordFinish',
        security: publicCall,
        summary: 'Восстановление пароля: новый пароль после проверенного кода',
        description: 'Однократно; завершает все сессии аккаунта.',
        params: resetTokenParams,
        body: resetPasswordNewRequest,
        response: { 200: envelope(successResponse), ...errors },
      },
    },
    async (req, reply) =>
      ok(knownDevice(req, reply, await auth.finishReset(req.params.resetToken, req.body.newPassword)).done),
  );

  r.get(
    '/info',
    {
      schema: {
        tags,
        operationId: 'getUserInfo',
        security: sessionRequired,
        summary: 'Данные профиля',
        response: { 200: envelope(userInfo), 401: errorEnvelope },
      },
      onRequest: authRequired,
    },
    async (req) => ok(await auth.info(requireUser(req).id)),
  );

  r.post(
    '/update/info',
    {
      schema: {
        tags,
        operationId: 'updateUserInfo',
        security: sessionRequired,
        summary: 'Изменение ФИО (null — поле пустое)',
        body: updateInfoRequest,
        response: { 200: envelope(successResponse), ...authErrors },
      },
      onRequest: authRequired,
    },
    async (req) => ok(await auth.updateInfo(requireUser(req).id, req.body)),
  );

  r.post(
    '/update/password',
    {
      schema: {
        tags,
        operationId: 'updatePassword',
        security: sessionRequired,
        summary: 'Смена пароля; остальные сессии завершаются',
        body: updatePasswordRequest,
        response: { 200: envelope(successResponse), ...authErrors },
      },
      onRequest: authRequired,
    },
    async (req) =>
      ok(await auth.updatePassword(requireUser(req), req.body.oldPassword, req.body.newPassword)),
  );

  r.post(
    '/update/email',
    {
      schema: {
        tags,
        operationId: 'updateEmail',
        security: sessionRequired,
        summary: 'Смена почты: без code — письмо с кодом на новый адрес; с code — применить',
        body: updateEmailRequest,
        response: { 200: envelope(contactChangeResponse), ...authErrors },
      },
      onRequest: authRequired,
    },
    async (req) => ok(await auth.updateEmail(requireUser(req).id, req.body.email, req.body.code)),
  );

  r.post(
    '/update/phone',
    {
      schema: {
        tags,
        operationId: 'updatePhone',
        security: sessionRequired,
        summary: 'Смена телефона: {phoneNumber, code: null} — СМС с кодом на новый номер; с code — применить',
        body: updatePhoneRequest,
        response: { 200: envelope(contactChangeResponse), ...authErrors },
      },
      onRequest: authRequired,
    },
    async (req) =>
      ok(await auth.updatePhone(requireUser(req).id, req.body.phoneNumber, req.body.code, req.ip)),
  );

  r.post(
    '/update/notifications',
    {
      schema: {
        tags,
        operationId: 'updateNotifications',
        security: sessionRequired,
        summary: 'Настройки уведомлений (СМС, Push, Email)',
        body: notificationSettings,
        response: { 200: envelope(notificationSettings), ...authErrors },
      },
      onRequest: authRequired,
    },
    async (req) => ok(await auth.updateNotifications(requireUser(req).id, req.body)),
  );

  r.post(
    '/logout',
    {
      schema: {
        tags,
        operationId: 'logout',
        security: sessionOptional,
        summary: 'Выход: сессия отзывается (без действующей сессии — тоже успех)',
        response: { 200: envelope(successResponse) },
      },
    },
    async (req) => {
      if (req.user) await auth.logout(req.user);
      return ok({ success: true as const });
    },
  );
}
