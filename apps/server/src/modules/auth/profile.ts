// A signed-in user's own account: the profile read and names, notification settings, and changes
// of password, e-mail and phone (the latter two confirmed by a code); display names for other modules.
import {
  apiMessages,
  authMessages,
  namelessManagerName,
  type ContactChangeResponse,
  type NotificationSettings,
  type SuccessResponse,
  type UpdateInfoRequest,
  type UserInfo,
} from '@podbor/contracts';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../../app-types';
import type { AuthRepository } from './repository';
import { authLimits, bad, iso, SEC, type Clock } from './limits';
import type { Codes } from './codes';
import type { LoginThrottle } from './login-throttle';
import type { Passwords } from './passwords';

/** '+79991234567' → '+7 999 123 45 67', as the spec shows a phone; anything else as it is. */
const groupedPhone = (phone: string): string =>
  phone.replace(/^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/, '+7 $1 $2 $3 $4');

export interface ProfileDeps {
  repo: AuthRepository;
  clock: Clock;
  codes: Codes;
  throttle: LoginThrottle;
  passwords: Passwords;
}

/** An account's phone and e-mail with the settings' notification toggles. */
export interface UserContacts {
  phone: string;
  email: string | null;
  notify: NotificationSettings;
}

export class Profile {
  constructor(private readonly deps: ProfileDeps) {}

  async info(userId: number): Promise<UserInfo> {
    const a = await this.deps.repo.findAccountById(userId);
    if (!a) throw new AppError(401, apiMessages.unauthorized);
    return {
      firstname: a.firstname,
      lastname: a.lastname,
      patronymic: a.patronymic,
      email: a.email,
      phone_number: a.phone,
      notifications: { sms: a.notify_sms === 1, push: a.notify_push === 1, email: a.notify_email === 1 },
      role: a.role === 'manager' ? 'manager' : 'user',
    };
  }

  async contacts(userId: number): Promise<UserContacts | null> {
    const a = await this.deps.repo.findAccountById(userId);
    if (!a) return null;
    return {
      phone: a.phone,
      email: a.email,
      notify: { sms: a.notify_sms === 1, push: a.notify_push === 1, email: a.notify_email === 1 },
    };
  }

  /**
   * How other modules show a user (e.g. a comment's or a message's author): 'Имя Фамилия', or when
   * the profile has no name the phone grouped as the spec shows it ('+7 999 123 45 67') — but a
   * manager as «Менеджер»: customers see managers, and a manager's phone is not theirs to see.
   */
  async displayNames(userIds: readonly number[]): Promise<Map<number, string>> {
    const rows = await this.deps.repo.findNames([...new Set(userIds)]);
    return new Map(
      rows.map((a) => {
        const name = [a.firstname, a.lastname].filter(Boolean).join(' ');
        if (name) return [a.id, name];
        return [a.id, a.role === 'manager' ? namelessManagerName : groupedPhone(a.phone)];
      }),
    );
  }

  async namesAndPhones(userIds: readonly number[]): Promise<Map<number, { name: string; phone: string }>> {
    const rows = await this.deps.repo.findNames([...new Set(userIds)]);
    return new Map(
      rows.map((a) => {
        const name = [a.firstname, a.lastname].filter(Boolean).join(' ');
        const shown = name || groupedPhone(a.phone);
        return [a.id, { name: shown, phone: a.phone }];
      }),
    );
  }

  async updateInfo(userId: number, names: UpdateInfoRequest): Promise<SuccessResponse> {
    await this.deps.repo.updateAccount(userId, {
      lastname: names.lastname?.trim() || null,
      firstname: names.firstname?.trim() || null,
      patronymic: names.patronymic?.trim() || null,
      updated: iso(this.deps.clock.now()),
    });
    return { success: true };
  }

  async updateNotifications(userId: number, s: NotificationSettings): Promise<NotificationSettings> {
    await this.deps.repo.updateAccount(userId, {
      notify_sms: s.sms ? 1 : 0,
      notify_push: s.push ? 1 : 0,
      notify_email: s.email ? 1 : 0,
      updated: iso(this.deps.clock.now()),
    });
    return s;
  }

  /** POST update/password: the current session stays, every other one is signed out. */
  async updatePassword(user: AuthUser, oldPassword: string, newPassword: string): Promise<SuccessResponse> {
    const { repo, clock, throttle, passwords } = this.deps;
    const key = `pwd:${user.id}`;
    const tries = await throttle.takeTries(
      [{ key, max: authLimits.passwordChangeFailures }],
      authMessages.tooManyPasswordTries,
    );
    const account = await repo.findAccountById(user.id);
    if (!account) {
      await throttle.releaseTries(tries);
      throw new AppError(401, apiMessages.unauthorized);
    }
    if (!(await throttle.checkPassword(account.password_hash, oldPassword, tries))) {
      throw bad(authMessages.wrongOldPassword);
    }
    await throttle.releaseTries(tries);
    const hash = await passwords.hash(newPassword);
    await repo.setPassword(user.id, hash, iso(clock.now()), user.sessionId);
    await repo.clearAttempts(key);
    return { success: true };
  }

  /** POST update/email: without a code sends one to the new address; with it applies the address. */
  async updateEmail(userId: number, email: string, code?: string | null): Promise<ContactChangeResponse> {
    const { repo, clock, codes } = this.deps;
    const target = email.trim().toLowerCase();
    const account = await repo.findAccountById(userId);
    if (!account) throw new AppError(401, apiMessages.unauthorized);
    if (!code) {
      if (account.email === target) throw bad(authMessages.sameEmail);
      const issued = await codes.issue({ purpose: 'email', target, channel: 'email', userId });
      await codes.deliverMail(issued, target);
      return { status: 'code_sent', resendAfterSec: authLimits.resendSpacingMs / SEC };
    }
    const row = await repo.latestCode('email', { target, userId });
    const checked = await codes.check(row, 'email', code);
    await codes.consume(checked.id);
    await repo.updateAccount(userId, { email: target, updated: iso(clock.now()) });
    return { status: 'changed' };
  }

  /**
   * POST update/phone: {phoneNumber, code: null} sends an SMS code to the new phone;
   * {phoneNumber | null, code} applies it.
   */
  async updatePhone(
    userId: number,
    digits: string | null,
    code?: string | null,
  ): Promise<ContactChangeResponse> {
    const { repo, clock, codes } = this.deps;
    const account = await repo.findAccountById(userId);
    if (!account) throw new AppError(401, apiMessages.unauthorized);
    const phone = digits === null ? null : `+7${digits}`;
    if (!code) {
      if (!phone) throw bad(authMessages.phoneOrCodeRequired);
      if (account.phone === phone) throw bad(authMessages.samePhone);
      if (await repo.findAccountByPhone(phone)) throw new AppError(409, authMessages.phoneTaken);
      const issued = await codes.issue({ purpose: 'phone', target: phone, channel: 'sms', userId });
      await codes.deliverSms(issued, phone, authMessages.noSuchPhone);
      return { status: 'code_sent', resendAfterSec: authLimits.resendSpacingMs / SEC };
    }
    const row = await repo.latestCode('phone', phone ? { target: phone, userId } : { userId });
    const checked = await codes.check(row, 'phone', code);
    if (await repo.findAccountByPhone(checked.target)) throw new AppError(409, authMessages.phoneTaken);
    await codes.consume(checked.id);
    const applied = await repo.updateAccount(userId, {
      phone: checked.target,
      updated: iso(clock.now()),
    });
    if (!applied) throw new AppError(409, authMessages.phoneTaken);
    return { status: 'changed' };
  }
}
