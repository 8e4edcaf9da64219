// The error type services throw: an HTTP status and a Russian message for the envelope (http/: how
// an answer is shaped — this, the success envelope and the one error handler).
import { apiMessages } from '@podbor/contracts';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { fields?: Record<string, string>; retryAfterSec?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string = apiMessages.notFound) => new AppError(404, message);
export const unauthorized = (message: string = apiMessages.unauthorized) => new AppError(401, message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, message, { fields });

/**
 * The field errors of a failed zod parse of a form, as the cabinet's forms answer them: each field's
 * first message, and an unknown field named as such.
 */
export function fieldErrors(
  issues: ReadonlyArray<{ code: string; path: PropertyKey[]; message: string; keys?: string[] }>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys')
      for (const k of issue.keys ?? []) fields[k] = apiMessages.unknownField;
    else fields[issue.path.join('.') || '_'] ??= issue.message;
  }
  return fields;
}
