// The JSON body parser: Fastify's own (same limits, prototype-poisoning checks and 400 for bad JSON),
// except that an empty body is no body — many clients send `Content-Type: application/json` on every call.
import type { FastifyInstance } from 'fastify';

const registered = new WeakSet<FastifyInstance>();

/**
 * Replaces the `application/json` parser of `app` and of everything registered after it: an
 * empty body parses as undefined (a DELETE, or a POST whose route needs no body, then goes
 * through), anything else exactly as Fastify parses it, so malformed JSON still ends in
 * FST_ERR_CTP_INVALID_JSON_BODY, which the error handler answers 400 apiMessages.badJson.
 * Call it on the root instance before the routes; a second call on the same instance does nothing.
 */
export function registerJsonBody(app: FastifyInstance): void {
  if (registered.has(app)) return;
  registered.add(app);
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
