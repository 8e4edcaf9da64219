// Known devices (OWASP's device cookies, decision 0041): a signed cookie a browser gets when it signs
// in to an account (or proves the account's phone), naming the account and a device id of its own,
// so failed logins from unknown devices cannot lock out a device that has signed in before.
import { hkdfSync, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { DAY, SEC, type Clock } from './limits';

/** The cookie of account N is `podbor_device_N`: one per account a browser signs in to. */
export const DEVICE_COOKIE_PREFIX = 'podbor_device_';
/** Sent only to the account calls (login, and the recovery that issues one). */
export const DEVICE_COOKIE_PATH = '/api/v1/user';
/** How long a device stays known after its last sign-in. */
export const DEVICE_COOKIE_TTL_MS = 365 * DAY;

/** A cookie to set: its name, value and lifetime. */
export interface DeviceCookie {
  name: string;
  value: string;
  maxAgeSec: number;
}

export class DeviceCookies {
  /** A key of its own: a session or calculator token can never pass as a device cookie. */
  private readonly key: Uint8Array;

  constructor(
    secret: Uint8Array,
    private readonly clock: Clock,
  ) {
    this.key = new Uint8Array(hkdfSync('sha256', secret, new Uint8Array(0), 'podbor device cookie', 32));
  }

  /** A new device cookie for `userId` (a fresh device id at every sign-in, as OWASP advises). */
  async issue(userId: number): Promise<DeviceCookie> {
    const now = this.clock.now();
    const value = await new SignJWT({ typ: 'device' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setJti(randomBytes(16).toString('base64url'))
      .setIssuedAt(Math.floor(now / SEC))
      .setExpirationTime(Math.floor((now + DEVICE_COOKIE_TTL_MS) / SEC))
      .sign(this.key);
    return { name: `${DEVICE_COOKIE_PREFIX}${userId}`, value, maxAgeSec: DEVICE_COOKIE_TTL_MS / SEC };
  }

  /** The device id of a valid cookie of `userId` among the request's cookies, or null. */
  async recognise(cookies: ReadonlyMap<string, string>, userId: number): Promise<string | null> {
    const value = cookies.get(`${DEVICE_COOKIE_PREFIX}${userId}`);
    if (!value || value.length > 1024) return null;
    try {
      const { payload } = await jwtVerify(value, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.clock.now()),
      });
      if (payload['typ'] !== 'device' || payload.sub !== String(userId) || typeof payload.jti !== 'string')
        return null;
      return payload.jti;
    } catch {
      return null;
    }
  }
}
