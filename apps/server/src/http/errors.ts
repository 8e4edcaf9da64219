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
