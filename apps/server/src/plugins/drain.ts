// Graceful shutdown's other half: once the app is closing, every answer still going out (the
// requests in flight when SIGTERM came) says `Connection: close`, so keep-alive clients let go and
// the server can finish closing instead of waiting for their idle sockets until the forced exit.
import fp from 'fastify-plugin';
import type { App } from '../app-types';

async function connectionDrain(app: App) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not an async one: it runs on every answer and costs no promise.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

export default fp(connectionDrain, { name: 'connection-drain' });
