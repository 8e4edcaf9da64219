// The kp module as one Fastify plugin: КП requests (service `kp`) for customers and the manager's
// console, built on the cabinet's services, the file store and auth; the NotifyPort is injected.
import fp from 'fastify-plugin';
import type { App } from '../../app-types';
import { createSmsProvider, type SmsProvider } from '../../messaging/sms';
import { noNotify, type NotifyPort } from './notify-port';
import { offerRoutes } from './offer-routes';
import { OfferService } from './offers';
import { kpRoutes } from './routes';
import { KpService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    kp: KpService;
    kpOffers: OfferService;
  }
}

export interface KpPluginOptions {
  /** Who tells the customer; the notifications module's at merge, nothing by default. */
  notify?: NotifyPort;
  /** The acceptance codes' SMS (the configured provider by default). */
  sms?: SmsProvider;
  /** The offers' clock (tests move past «Действительно до»). */
  now?: () => Date;
}

/** Register after the cabinet module (it reads `cabinet`, `selection`, `comments`, `files`, `auth`). */
async function kpModule(app: App, opts: KpPluginOptions) {
  const log = app.log.child({ module: 'kp' });
  const { database, files, cabinet, comments, auth, selection } = app;
  app.decorate(
    'kp',
    new KpService({
      database,
      files,
      cabinet,
      selection,
      comments,
      auth,
      notify: opts.notify ?? noNotify,
      log,
    }),
  );
  app.decorate(
    'kpOffers',
    new OfferService({
      database,
      files,
      auth,
      sms: opts.sms ?? createSmsProvider(app.config),
      notify: opts.notify ?? noNotify,
      config: app.config,
      log,
      ...(opts.now ? { now: opts.now } : {}),
    }),
  );
  await app.register(kpRoutes);
  await app.register(offerRoutes);
}

/** Decorates the root (`kp`): the chat module reads a customer's requests through it. */
export default fp(kpModule, { name: 'kp' });
