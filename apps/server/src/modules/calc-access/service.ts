// Calculator access: checks a calculator's password (from CALC_PASSWORD_<CALC>) in constant time
// and issues / verifies the signed grant, bound to that password, that calculator calls carry in
// the `calc-access` header.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import {
  apiMessages,
  calcName,
  calcPasswordVariable,
  type CalcAccessResponse,
  type CalcName,
} from '@podbor/contracts';
import type { CalcPasswordVariable, Config } from '../../config';
import { AppError } from '../../http/errors';
import type { RateCounter } from '../limits/counter';

/** How long a grant lets the browser into a calculator. */
export const GRANT_TTL_SEC = 12 * 60 * 60;

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/**
 * Wrong passwords per IP and calculator in a minute (a window from the first try, counted in the
 * database across instances: decision 0039); the next try is 429 with Retry-After until the window
 * ends. Right passwords are not counted: they teach a guesser nothing, and an office behind one
 * address opens its calculators as often as it needs.
 */
export const CALC_ACCESS_FAILURES = { max: 10, windowMs: 60_000 };

/** Grants remembered as verified; the oldest is forgotten first beyond this many. */
const VERIFIED_CACHE_SIZE = 1000;

export class CalcAccessService {
  /**
   * Token → (calculator, expiry ms) of grants whose signature already checked out. A calculator's
   * hot calls (pump selection at hundreds per second) carry the same grant every time; the HMAC
   * check was a tenth of such a call. Only exact token strings that verified are kept, and the
   * expiry is still enforced on every use.
   */
  private readonly verified = new Map<string, { calc: unknown; expMs: number }>();
  /** Current time, ms; tests move it. */
  clock = { now: () => Date.now() };
  /** Each calculator's password fingerprint (the configuration is fixed for the process). */
  private readonly fingerprints = new Map<CalcName, string>();

  constructor(
    private readonly config: Pick<Config, CalcPasswordVariable>,
    private readonly secret: Uint8Array,
    /** Wrong tries per `ip|calc`, shared by every instance on the database. */
    private readonly failures: RateCounter,
  ) {}

  /** Compares SHA-256 digests with timingSafeEqual: equal lengths, no early exit on a mismatch. */
  passwordMatches(calc: CalcName, password: string): boolean {
    const expected = this.config[calcPasswordVariable(calc)];
    return timingSafeEqual(digest(password), digest(expected));
  }

  /**
   * Checks the password; a right one answers a grant, a wrong one 401 with the spec's refusal, and
   * after CALC_ACCESS_FAILURES wrong ones from `ip` for `calc` every try is 429 for a while.
   */
  async open(calc: CalcName, password: string, ip = ''): Promise<CalcAccessResponse> {
    const key = `calc-access:${ip}|${calc}`;
    const now = this.clock.now();
    // The try is counted before the check (as logins are, decision 0006), so parallel guesses
    // from any instances cannot pass more than `max` checks; a right password gives it back.
    const hit = await this.failures.hit(key, CALC_ACCESS_FAILURES.windowMs, now);
    if (hit.count > CALC_ACCESS_FAILURES.max) {
      throw new AppError(429, apiMessages.tooManyRequests, {
        retryAfterSec: Math.max(1, Math.ceil((hit.resetAt - now) / 1000)),
      });
    }
    if (!this.passwordMatches(calc, password)) throw new AppError(401, apiMessages.calcWrongPassword);
    await this.failures.giveBack(key, hit);
    const nowSec = Math.floor(Date.now() / 1000);
    const grant = await new SignJWT({ calc, typ: 'calc', pw: this.fingerprint(calc) })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(nowSec)
      .setExpirationTime(nowSec + GRANT_TTL_SEC)
      .sign(this.secret);
    return { calc, grant, expiresAt: (nowSec + GRANT_TTL_SEC) * 1000 };
  }

  /**
   * Throws 401 'Нет доступа к калькулятору…' unless `grant` is a valid, unexpired grant for `calc`,
   * and 401 'Пароль калькулятора изменён…' for a signed grant of `calc` issued for another password
   * than the calculator's current one (decision 0041).
   */
  async verify(grant: string | string[] | undefined, calc: CalcName): Promise<void> {
    const token = Array.isArray(grant) ? grant[0] : grant;
    if (token) {
      const known = this.verified.get(token);
      if (known && known.expMs > this.clock.now()) {
        if (known.calc === calc) return;
        throw new AppError(401, apiMessages.calcNoAccess);
      }
      let payload: JWTPayload | null = null;
      try {
        // The algorithm is pinned: a token signed any other way (or 'none') is refused.
        ({ payload } = await jwtVerify(token, this.secret, {
          algorithms: ['HS256'],
          currentDate: new Date(this.clock.now()),
        }));
      } catch {
        // expired, forged or malformed: the same refusal as no grant at all
      }
      if (payload && payload['typ'] === 'calc' && typeof payload.exp === 'number') {
        const grantCalc = calcName.safeParse(payload['calc']);
        // A grant of another password (or of a version that bound none): the password changed.
        if (grantCalc.success && payload['pw'] !== this.fingerprint(grantCalc.data)) {
          if (grantCalc.data === calc) throw new AppError(401, apiMessages.calcPasswordChanged);
        } else {
          this.remember(token, payload['calc'], payload.exp * 1000);
          if (payload['calc'] === calc) return;
        }
      }
    }
    throw new AppError(401, apiMessages.calcNoAccess);
  }

  /**
   * What binds a grant to the password it was issued for: an HMAC of the calculator's password
   * under the server key, not a plain hash — the grant's payload is readable by its holder, and a
   * plain hash of a short password could be guessed offline.
   */
  private fingerprint(calc: CalcName): string {
    let fp = this.fingerprints.get(calc);
    if (fp === undefined) {
      fp = createHmac('sha256', this.secret)
        .update(`podbor calculator password\0${calc}\0${this.config[calcPasswordVariable(calc)]}`, 'utf8')
        .digest('base64url')
        .slice(0, 22);
      this.fingerprints.set(calc, fp);
    }
    return fp;
  }

  private remember(token: string, calc: unknown, expMs: number): void {
    this.verified.delete(token);
    if (this.verified.size >= VERIFIED_CACHE_SIZE) {
      this.verified.delete(this.verified.keys().next().value!);
    }
    this.verified.set(token, { calc, expMs });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    calcAccess: CalcAccessService;
  }
}
