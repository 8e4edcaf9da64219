// A cap on the connections one address may hold open (decision 0035). With the request timeout it
// stops a client from holding thousands of sockets with bodies that never finish: a connection
// over the cap is closed at once, before any byte of it is read. Behind a trusted proxy every
// connection comes from the proxy, so the cap is off there by default (the proxy caps its clients).
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { App } from '../app-types';

export interface ConnectionCapOptions {
  /** Open connections per remote address; 0 — no cap. */
  maxPerAddress: number;
}

async function connectionCap(app: App, opts: ConnectionCapOptions) {
  if (opts.maxPerAddress <= 0) return;
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > opts.maxPerAddress) {
      app.log.warn({ address, open: count - 1 }, 'connection refused: too many from one address');
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

export default fp(connectionCap, { name: 'connection-cap' });
