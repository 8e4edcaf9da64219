// The one fetch wrapper of the web app: JSON in and out, the `{statusCode, response}` envelope
// unwrapped, refusals thrown as ApiError, the session and calculator-grant headers, per-call timeouts.
import {
  apiMessages,
  CALC_ACCESS_HEADER,
  isCalcGrantRefusal,
  JWT_HEADER,
  type Envelope,
  type ErrorPayload,
} from '@podbor/contracts';
import { ApiError } from './api-error';
import { getAuthToken } from './auth-token';

export { ApiError, isAbortError, isApiError, type ApiErrorKind } from './api-error';
export { AUTH_TOKEN_KEY, getAuthToken } from './auth-token';

/** True when an error answer carries the server's own text in `error`. */
const hasServerText = (response: unknown): boolean =>
  typeof response === 'object' &&
  response !== null &&
  typeof (response as { error?: unknown }).error === 'string' &&
  (response as { error: string }).error !== '';

/**
 * What a user reads about a failed call: the server's own text; no answer at all reads «Ошибка
 * сервера» (portal §8). An answer without a text, or one that does not parse, reads `fallback`: a
 * flow's own default (portal §8 store defaults: «Ошибка при входе», …), else «Ошибка сервера».
 */
export const refusalText = (e: unknown, fallback: string = apiMessages.serverError): string => {
  if (!(e instanceof ApiError)) return fallback;
  const textless = e.kind === 'http' && e.message === apiMessages.serverError && !hasServerText(e.response);
  return textless ? fallback : e.message;
};

/** Default per-call timeout; long enough for a slow mobile link, short enough not to hang a form. */
export const DEFAULT_TIMEOUT_MS = 20_000;

let unauthorizedHandler: (() => void) | null = null;

/**
 * Set by the accounts feature: called once per 401 answer to a call that carried the session token
 * (portal §4: a 401 clears the session). Returns a function that removes the handler.
 */
export const setUnauthorizedHandler = (handler: (() => void) | null): (() => void) => {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
};

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialised unless it is FormData (multipart uploads). */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** A calculator grant for the `calc-access` header. */
  calcAccess?: string | null;
  signal?: AbortSignal;
  /** Per-call timeout in ms; 0 disables it. */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /**
   * Whether a 401 to a call that carried the session token calls the unauthorized handler.
   * Calls where 401 means «wrong password», not «session gone», pass false.
   */
  handleUnauthorized?: boolean;
  /** Optional runtime check of the unwrapped payload (a zod schema fits). */
  schema?: { parse: (data: unknown) => unknown };
}

const buildUrl = (path: string, query: RequestOptions['query']): string => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.append(k, String(v));
  const qs = params.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
};

const parseRetryAfter = (value: string | null): number | undefined => {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - Date.now()) / 1000));
};

const isEnvelope = (v: unknown): v is Envelope<unknown> =>
  typeof v === 'object' && v !== null && 'statusCode' in v && 'response' in v;

/** Adds the session and calculator-grant headers; answers the session token sent, if any. */
const withCredentialHeaders = (
  headers: Record<string, string>,
  calcAccess?: string | null,
): string | null => {
  const token = getAuthToken();
  if (token) headers[JWT_HEADER] = `jwt ${token}`;
  if (calcAccess) headers[CALC_ACCESS_HEADER] = calcAccess;
  return token;
};

/** The ApiError of an error answer; a 401 to a call that carried the session ends the session. */
const refusal = (res: Response, statusCode: number, response: unknown, sessionCall: boolean): ApiError => {
  const err = (typeof response === 'object' && response !== null ? response : {}) as Partial<ErrorPayload>;
  if (statusCode === 401 && sessionCall) unauthorizedHandler?.();
  return new ApiError({
    kind: 'http',
    statusCode,
    message: typeof err.error === 'string' && err.error ? err.error : apiMessages.serverError,
    fields: err.fields,
    retryAfter: parseRetryAfter(res.headers.get('Retry-After')),
    response,
  });
};

/** `filename*=UTF-8''…` (RFC 5987) or `filename="…"` of a Content-Disposition header. */
export const fileNameOf = (disposition: string | null): string | null => {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      // a broken encoding falls back to the plain name
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
};

/**
 * Calls the API and returns the envelope's `response`. Throws ApiError on an error status, on no
 * answer and on the per-call timeout; rethrows the caller's abort unchanged.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const {
    method = options.body === undefined ? 'GET' : 'POST',
    body,
    query,
    calcAccess,
    signal,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    handleUnauthorized = true,
    schema,
  } = options;

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = withCredentialHeaders(headers, calcAccess);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  // One controller joins the caller's signal and our timeout, so either stops the fetch.
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(signal?.reason);
  if (signal) {
    if (signal.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
    signal.addEventListener('abort', onCallerAbort, { once: true });
  }
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;

  let res: Response;
  let text: string;
  try {
    // Same-origin cookies go both ways (fetch's default, stated): the server's HttpOnly cookies —
    // the known-device cookie of sign-ins (decision 0041), the event stream's — are set and sent.
    res = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    text = await res.text();
  } catch (e) {
    if (timedOut) throw new ApiError({ kind: 'timeout', statusCode: 500, message: apiMessages.serverError });
    if (signal?.aborted) throw signal.reason ?? e;
    throw new ApiError({ kind: 'network', statusCode: 500, message: apiMessages.serverError });
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }

  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  const statusCode = isEnvelope(data) ? data.statusCode : res.status;
  const response = isEnvelope(data) ? data.response : data;

  if (!res.ok || statusCode >= 400) {
    throw refusal(res, res.ok ? statusCode : res.status, response, token !== null && handleUnauthorized);
  }

  return (schema ? schema.parse(response) : response) as T;
}

/**
 * A file the server serves to the signed-in user: its bytes and the name Content-Disposition gives.
 * GET by default; a document made on request (a rated unit's datasheet) is POSTed its JSON `body`
 * with the calculator's grant. A 401 that refuses the grant (its own message) leaves the session as
 * it is; any other 401 to a call that carried the session ends it, as everywhere.
 */
export async function apiDownload(
  path: string,
  { signal, body, calcAccess }: { signal?: AbortSignal; body?: unknown; calcAccess?: string | null } = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const headers: Record<string, string> = {};
  const token = withCredentialHeaders(headers, calcAccess);
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  let blob: Blob;
  try {
    res = await fetch(
      path,
      body === undefined
        ? { headers, signal }
        : { method: 'POST', headers, body: JSON.stringify(body), signal },
    );
    blob = await res.blob();
  } catch (e) {
    if (signal?.aborted) throw signal.reason ?? e;
    throw new ApiError({ kind: 'network', statusCode: 500, message: apiMessages.serverError });
  }
  if (!res.ok) {
    let data: unknown;
    try {
      data = JSON.parse(await blob.text());
    } catch {
      data = undefined;
    }
    const response = isEnvelope(data) ? data.response : data;
    const message = (response as { error?: unknown } | undefined)?.error;
    const grantRefused = res.status === 401 && calcAccess !== undefined && isCalcGrantRefusal(message);
    throw refusal(res, res.status, response, token !== null && !grantRefused);
  }
  return { blob, fileName: fileNameOf(res.headers.get('Content-Disposition')) };
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  delete: <T>(path: string, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
};
