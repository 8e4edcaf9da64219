// The kp module as one Fastify plugin: КП requests (service `kp`) for customers and the manager's
// console, built on the cabinet's services, the file store and auth; the NotifyPort is injected.
import fp from 'fastify-plugin';
import type { App } from '../../app';
import { noNotify, type NotifyPort } from './notify-port';
import { kpRoutes } from './routes';
import { KpService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    kp: KpService;
  }
}

export interface KpPluginOptions {
  /** Who tells the customer; the notifications module's at merge, nothing by default. */
  notify?: NotifyPort;
}

/** Register after the cabinet module (it reads `cabinet`, `comments`, `files`, `auth`). */
async function kpModule(app: App, opts: KpPluginOptions) {
  const log = app.log.child({ module: 'kp' });
  const { database, files, cabinet, comments, auth } = app;
  app.decorate(
    'kp',
    new KpService({ database, files, cabinet, comments, auth, notify: opts.notify ?? noNotify, log }),
  );
  await app.register(kpRoutes);
}

/** Decorates the root (`kp`): the chat module reads a customer's requests through it. */
export default fp(kpModule, { name: 'kp' });
