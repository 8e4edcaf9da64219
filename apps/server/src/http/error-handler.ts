// The one error handler: every refusal leaves as the envelope with a Russian message and the right
// status (a database out of reach: 503 with Retry-After); 5xx details are logged with method, URL
// and params and never sent to the client.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiMessages, type ErrorEnvelope } from '@podbor/contracts';
import { DATABASE_RETRY_AFTER_SEC, isDatabaseUnavailable } from '../db/health';
import { AppError } from './errors';

const byFastifyCode: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, apiMessages.badJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, apiMessages.badJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, apiMessages.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, apiMessages.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, apiMessages.badJson],
  FST_ERR_VALIDATION: [400, apiMessages.validation],
};

function send(reply: FastifyReply, status: number, body: ErrorEnvelope['response']) {
  const envelope: ErrorEnvelope = { statusCode: status, response: body };
  return reply.code(status).type('application/json; charset=utf-8').send(envelope);
}

/** Longer request targets are refused with 414 before routing (Node itself stops at 16 KB of headers). */
export const MAX_URL_LENGTH = 8192;

/**
 * Errors Fastify raises before any route runs (Fastify's `frameworkErrors`): a request target that
 * does not decode (`/api/v1/request/%E0%A4%A`) or a path parameter beyond the router's limit.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  req.log.info({ method: req.method, url: req.url, code: err.code }, 'request refused');
  // No route ran, so neither did helmet's hook: the answer carries the essentials itself.
  reply.headers({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  return send(reply, tooLong ? 414 : 400, { error: tooLong ? apiMessages.urlTooLong : apiMessages.badUrl });
}

/**
 * What Node's HTTP parser refuses never reaches Fastify (headers plus target over 16 KB, a broken
 * request line): the answer is still the envelope, in Russian, then the connection closes.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let message: string = apiMessages.badHttpRequest;
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    message = apiMessages.requestTimeout;
  } else if (err.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    message = apiMessages.headersTooLarge;
  }
  const body = JSON.stringify({ statusCode: status, response: { error: message } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * The error and not-found handlers of the whole app and the URL-length check. An unknown page path
 * goes to the app's `pageFallback` (the SPA plugin) when there is one.
 */
async function errorHandling(app: FastifyInstance) {
  const pageFallback = app.hasDecorator('pageFallback') ? app.pageFallback : undefined;
  // Before routing and the static files: a target this long is no page and no API call.
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.length <= MAX_URL_LENGTH) return done();
    req.log.info({ method: req.method, urlLength: req.url.length }, 'url too long');
    void send(reply, 414, { error: apiMessages.urlTooLong });
  });
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const ctx = { method: req.method, url: req.url, params: req.params };
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const at = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const keys = v.params?.['keys'];
        if (v.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
          // A strict object names each field it does not know.
          for (const k of keys) fields[at ? `${at}.${String(k)}` : String(k)] = apiMessages.unknownField;
          continue;
        }
        // A body that is not an object at all: say so, not zod's mixed-language default.
        const message = !at && v.keyword === 'invalid_type' ? apiMessages.bodyNotObject : v.message;
        fields[at || '_'] ??= message ?? apiMessages.validation;
      }
      req.log.info({ ...ctx, fields }, 'validation refused');
      return send(reply, 400, { error: apiMessages.validation, fields });
    }
    if (err instanceof AppError) {
      if (err.extra.retryAfterSec) reply.header('retry-after', String(err.extra.retryAfterSec));
      if (err.statusCode >= 500) req.log.error({ ...ctx, err }, 'request failed');
      else req.log.info({ ...ctx, status: err.statusCode, msg: err.message }, 'request refused');
      return send(reply, err.statusCode, {
        error: err.message,
        ...(err.extra.fields ? { fields: err.extra.fields } : {}),
      });
    }
    if (isDatabaseUnavailable(err)) {
      // Out of reach for now (a restart, a failover, a lost connection, SQLite busy): the client
      // may retry; /readyz is red meanwhile (decision 0040).
      req.log.warn({ ...ctx, code: err.code, msg: err.message }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SEC));
      return send(reply, 503, { error: apiMessages.databaseUnavailable });
    }
    const known = err.code ? byFastifyCode[err.code] : undefined;
    if (known) {
      req.log.info({ ...ctx, code: err.code }, 'request refused');
      return send(reply, known[0], { error: known[1] });
    }
    if (err.statusCode === 429) {
      req.log.info({ ...ctx, status: 429 }, 'rate limited');
      return send(reply, 429, { error: apiMessages.tooManyRequests });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      req.log.info({ ...ctx, err }, 'client error');
      const byStatus: Record<number, string> = {
        403: apiMessages.forbidden,
        404: apiMessages.notFound,
        405: apiMessages.methodNotAllowed,
      };
      return send(reply, err.statusCode, { error: byStatus[err.statusCode] ?? apiMessages.validation });
    }
    req.log.error({ ...ctx, err }, 'unhandled error');
    return send(reply, 500, { error: apiMessages.serverError });
  });

  app.setNotFoundHandler(async (req, reply) => {
    if (req.url === '/api' || req.url.startsWith('/api/') || req.url.startsWith('/api?')) {
      req.log.info({ method: req.method, url: req.url }, 'unknown api route');
      return send(reply, 404, { error: apiMessages.routeNotFound });
    }
    if (pageFallback && (req.method === 'GET' || req.method === 'HEAD')) {
      if (await pageFallback(req, reply)) return reply;
    }
    return send(reply, 404, { error: apiMessages.notFound });
  });
}

export default fp(errorHandling, { name: 'error-handling' });
