// The JSON body parser: Fastify's own (same limits, prototype-poisoning checks and 400 for bad JSON),
// except that an empty body is no body — many clients send `Content-Type: application/json` on every call.
import fp from 'fastify-plugin';
import type { App } from '../app-types';

/**
 * Replaces the `application/json` parser of the app: an empty body parses as undefined (a DELETE,
 * or a POST whose route needs no body, then goes through), anything else exactly as Fastify parses
 * it, so malformed JSON still ends in FST_ERR_CTP_INVALID_JSON_BODY, which the error handler answers
 * 400 apiMessages.badJson. Registered before the modules, so every route has it.
 */
async function jsonBody(app: App) {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const fastifyJson = app.getDefaultJsonParser(
    onProtoPoisoning ?? 'error',
    onConstructorPoisoning ?? 'error',
  );
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    fastifyJson(req, body as string, done);
  });
}

export default fp(jsonBody, { name: 'json-body' });
