// Tables owned by the auth module: accounts, sessions, one-time codes and failed-login records.
// Other modules refer to a user by account.id (request.user.id); they read profiles through AuthService.
import type { Generated } from 'kysely';

export interface AccountTable {
  id: Generated<number>;
  /** '+7XXXXXXXXXX', unique. */
  phone: string;
  /** argon2id PHC string. */
  password_hash: string;
  email: string | null;
  firstname: string | null;
  lastname: string | null;
  patronymic: string | null;
  /** Notification toggles of the settings page, 0/1. */
  notify_sms: Generated<number>;
  notify_push: Generated<number>;
  notify_email: Generated<number>;
  /** user | manager — the manager console reads it; registration always makes 'user'. */
  role: Generated<string>;
  created: string;
  updated: string;
}

export interface SessionTable {
  /** Random base64url id carried in the JWT's `sid`. */
  id: string;
  user_id: number;
  created: string;
  /** Renewed by use (at most every ~30 s); idle timeout counts from here. */
  last_seen: string;
  expires_absolute: string;
  revoked_at: string | null;
}

export interface CodeTable {
  id: Generated<number>;
  /** Opaque public handle: the pending-registration token or the reset token. */
  token: string;
  /** register | email | phone | reset */
  purpose: string;
  /** '+7XXXXXXXXXX' or a lower-case e-mail. */
  target: string;
  /** The requesting user (email, phone) or the account being recovered (reset; null if none). */
  user_id: number | null;
  /** HMAC-SHA256(secret, purpose|target|code), hex: the code itself is never stored. */
  code_hash: string;
  /** register: the argon2id hash of the chosen password. */
  payload: string | null;
  /** sms | email — what the global SMS cap counts. */
  channel: string;
  attempts: Generated<number>;
  created: string;
  expires: string;
  verified_at: string | null;
  consumed_at: string | null;
}

export interface AttemptTable {
  id: Generated<number>;
  /** 'login:acct:+7…', 'login:pair:+7…|<ip>', 'login:ip:…', 'pwd:<userId>', 'register:…'. */
  key: string;
  at: string;
}

export interface AuthTables {
  account: AccountTable;
  auth_session: SessionTable;
  auth_code: CodeTable;
  auth_attempt: AttemptTable;
}
