// Texts of a failed selection request, by the rules of calculators §8: the spec's messages from
// @podbor/contracts, a dot after a plain string, a list joined line by line, the request id appended.
import { searchMessages } from '@podbor/contracts';
import { isApiError, type ApiError } from '../api-error';

/**
 * Why a selection has no result: no answer in time, no connection, the server's fault, an answer
 * that cannot be read — or `refused`, the calculator's own answer that the duty has no solution or
 * is outside its method (issue 33 item 4): shown as an answer with what to change, never as an
 * «Ошибка» with «Повторить», which could only repeat it.
 */
export type SelectionErrorKind = 'timeout' | 'network' | 'server' | 'processing' | 'refused';

/** The server's detail: a string, a JSON-encoded list in a string, or a list of messages. */
export const formatErrorDetail = (detail: unknown): string => {
  let list: unknown = detail;
  if (typeof detail === 'string') {
    const trimmed = detail.trim();
    if (trimmed.startsWith('[')) {
      try {
        list = JSON.parse(trimmed);
      } catch {
        list = trimmed;
      }
    } else list = trimmed;
  }
  if (Array.isArray(list)) {
    const lines = list.map((m) => String(m).trim()).filter(Boolean);
    if (lines.length > 0) return lines.join('\n');
    list = '';
  }
  const text = typeof list === 'string' ? list : '';
  const plain = text || searchMessages.unexpected;
  return plain.endsWith('.') ? plain : `${plain}.`;
};

/** Appends «Номер запроса: {id}» (the spec's 'Request ID: {id}') when the request has an id. */
export const withRequestId = (message: string, id: number | string | null | undefined): string => {
  if (id === null || id === undefined || id === '') return message;
  const separator = message.includes('\n') ? '\n' : /[.!?]$/.test(message) ? ' ' : '. ';
  return `${message}${separator}${searchMessages.requestId(id)}`;
};

/** The full message a calculator shows for a failed selection. */
export const formatSelectionError = (
  kind: SelectionErrorKind,
  { detail, id }: { detail?: unknown; id?: number | string | null } = {},
): string => {
  const base =
    kind === 'timeout'
      ? searchMessages.timeout
      : kind === 'network'
        ? searchMessages.connection
        : kind === 'processing'
          ? searchMessages.processing
          : kind === 'refused'
            ? formatErrorDetail(detail)
            : `${searchMessages.requestError}${formatErrorDetail(detail)}`;
  return withRequestId(base, id);
};

/** A selection that did not end in `done`; `message` is ready to show. */
export class SelectionError extends Error {
  override readonly name = 'SelectionError';
  constructor(
    readonly kind: SelectionErrorKind,
    message: string,
    readonly extra: {
      requestId?: number | string | undefined;
      statusCode?: number | undefined;
      fields?: Record<string, string> | undefined;
      /** The final status record when the request itself failed. */
      status?: unknown;
    } = {},
  ) {
    super(message);
  }
}

/** The kind of a failed API call: no answer, our timeout, or the server's refusal. */
export const apiErrorKind = (e: ApiError): SelectionErrorKind =>
  e.kind === 'network' ? 'network' : e.kind === 'timeout' ? 'timeout' : 'server';

/**
 * The message of any failed calculator call (calculators §8): a failed selection as it is, the
 * server's refusal after 'Ошибка при выполнении запроса. ', no answer, the timeout, an answer
 * that does not match its schema ('Ошибка во время обработки результатов запроса.'), or
 * 'Произошла непредвиденная ошибка'.
 */
export const formatCallError = (e: unknown): string => {
  if (e instanceof SelectionError) return e.message;
  if (isApiError(e)) return formatSelectionError(apiErrorKind(e), { detail: e.message });
  if (e instanceof Error && e.name === 'ZodError') return formatSelectionError('processing');
  return searchMessages.unexpected;
};
