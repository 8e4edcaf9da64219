// The few cookies podbor sets (the event stream's session, known devices): the request's cookies by
// name, and a Set-Cookie value — always HttpOnly and SameSite=Strict, Secure over HTTPS.
import type { FastifyRequest } from 'fastify';

/** A Cookie header longer than this is not read (no cookie of ours comes near it). */
const MAX_HEADER = 8192;

/** The request's cookies by name (the first of a repeated name); empty without a readable header. */
export function requestCookies(req: FastifyRequest): Map<string, string> {
  const out = new Map<string, string>();
  const header = req.headers.cookie;
  if (typeof header !== 'string' || header.length > MAX_HEADER) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!out.has(name)) out.set(name, part.slice(eq + 1).trim());
  }
  return out;
}

export interface CookieOptions {
  /** The paths the browser sends it to. */
  path: string;
  /** Seconds it lives; absent: until the browser closes. */
  maxAgeSec?: number;
}

/** A Set-Cookie value of ours (the value must be a cookie-safe token, e.g. a JWT). */
export function setCookieValue(req: FastifyRequest, name: string, value: string, o: CookieOptions): string {
  const maxAge = o.maxAgeSec === undefined ? '' : `; Max-Age=${o.maxAgeSec}`;
  const secure = req.protocol === 'https' ? '; Secure' : '';
  return `${name}=${value}; Path=${o.path}${maxAge}; HttpOnly; SameSite=Strict${secure}`;
}
