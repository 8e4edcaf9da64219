// Sessions: a JWT (HS256, a key of its own) bound to a revocable session row, with the 30-minute
// idle and 12-hour absolute limits; opening one, checking a token or many sessions, and signing out.
import { hkdfSync, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { SessionResponse, SuccessResponse } from '@podbor/contracts';
import type { AuthUser } from '../../app-types';
import type { AuthRepository } from './repository';
import { authLimits, iso, ms, SEC, type Clock } from './limits';

/** A live session as the event streams see it: whose, in which role, and until when at most. */
export interface SessionState {
  userId: number;
  role: AuthUser['role'];
  /** When it ends unless used meanwhile (ms): the 12-hour end or 30 minutes after its last use. */
  until: number;
}

/** Sessions asked about at once (a stream check); more are asked in several queries. */
const STATES_BATCH = 500;

export class Sessions {
  /**
   * A key of its own, derived from the server secret: a token signed for another purpose with the
   * same secret (a calculator grant) can never pass as a session.
   */
  private readonly jwtKey: Uint8Array;

  constructor(
    private readonly repo: AuthRepository,
    private readonly clock: Clock,
    secret: Uint8Array,
  ) {
    this.jwtKey = new Uint8Array(hkdfSync('sha256', secret, new Uint8Array(0), 'podbor session jwt', 32));
  }

  async open(userId: number): Promise<SessionResponse> {
    const now = this.clock.now();
    const id = randomBytes(32).toString('base64url');
    const expires = now + authLimits.sessionAbsoluteMs;
    await this.repo.insertSession({
      id,
      user_id: userId,
      created: iso(now),
      last_seen: iso(now),
      expires_absolute: iso(expires),
      revoked_at: null,
    });
    const token = await new SignJWT({ sid: id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt(Math.floor(now / SEC))
      .setExpirationTime(Math.floor(expires / SEC))
      .sign(this.jwtKey);
    return { token, expiresIn: authLimits.sessionIdleMs / SEC };
  }

  /**
   * The user of a `jwt` header value's token, or null when the token is malformed, forged,
   * expired, or its session is revoked, idle for 30 min or older than 12 h. Renews the idle timer.
   */
  /** `touch: false` checks without renewing the idle time (a page's background poll is not use). */
  async authenticate(token: string, touch = true): Promise<AuthUser | null> {
    const now = this.clock.now();
    let sid: unknown;
    let sub: unknown;
    try {
      const { payload } = await jwtVerify(token, this.jwtKey, {
        algorithms: ['HS256'],
        currentDate: new Date(now),
      });
      sid = payload['sid'];
      sub = payload.sub;
    } catch {
      return null;
    }
    if (typeof sid !== 'string' || typeof sub !== 'string') return null;
    const session = await this.repo.findSession(sid);
    if (!session || String(session.user_id) !== sub || session.revoked_at) return null;
    if (now >= ms(session.expires_absolute)) return null;
    if (now - ms(session.last_seen) >= authLimits.sessionIdleMs) return null;
    if (touch && now - ms(session.last_seen) >= authLimits.sessionTouchMs) {
      await this.repo.touchSession(sid, iso(now));
    }
    return { id: session.user_id, sessionId: sid, role: session.role === 'manager' ? 'manager' : 'user' };
  }

  /**
   * The live sessions among `ids` (by the rules of authenticate, without renewing them); a revoked,
   * expired or idle one is absent.
   */
  async states(ids: readonly string[]): Promise<Map<string, SessionState>> {
    const out = new Map<string, SessionState>();
    for (let i = 0; i < ids.length; i += STATES_BATCH) {
      const rows = await this.repo.findSessions(ids.slice(i, i + STATES_BATCH));
      const now = this.clock.now();
      for (const s of rows) {
        if (s.revoked_at) continue;
        const until = Math.min(ms(s.expires_absolute), ms(s.last_seen) + authLimits.sessionIdleMs);
        if (now >= until) continue;
        out.set(s.id, { userId: s.user_id, role: s.role === 'manager' ? 'manager' : 'user', until });
      }
    }
    return out;
  }

  async revoke(sessionId: string): Promise<SuccessResponse> {
    await this.repo.revokeSession(sessionId, iso(this.clock.now()));
    return { success: true };
  }
}
