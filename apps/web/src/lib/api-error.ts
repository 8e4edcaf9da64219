// ApiError: how every failed API call reaches the UI (status, Russian message, field messages,
// Retry-After). Kept free of value imports so code that only inspects errors stays light.

/**
 * How a call failed: `http` — the server answered with an error status; `network` — no answer at all;
 * `timeout` — the per-call timeout elapsed. A caller's own AbortSignal rethrows its abort reason instead.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 500 when there was no answer (portal §8 «status 500 when there is no response»). */
  readonly statusCode: number;
  /** Field path → message on validation errors. */
  readonly fields: Record<string, string> | undefined;
  /** Seconds from `Retry-After` on 429/503, when the server sent it. */
  readonly retryAfter: number | undefined;
  /** The unwrapped `response` of the error envelope, for callers that need more than the message. */
  readonly response: unknown;

  constructor(init: {
    kind: ApiErrorKind;
    statusCode: number;
    message: string;
    fields?: Record<string, string> | undefined;
    retryAfter?: number | undefined;
    response?: unknown;
  }) {
    super(init.message);
    this.kind = init.kind;
    this.statusCode = init.statusCode;
    this.fields = init.fields;
    this.retryAfter = init.retryAfter;
    this.response = init.response;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** True when `e` is the abort of the caller's own signal (not our timeout). */
export const isAbortError = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError';
