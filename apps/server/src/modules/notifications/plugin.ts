// The notifications module as one Fastify plugin: the root decorator `notifications` (other modules
// call `app.notifications.notify(n)`), built on the auth service (contacts and toggles) and the
// mail and SMS providers, and its calls under /api/v1/user. Deliveries under way finish on close.
import fp from 'fastify-plugin';
import type { App } from '../../app-types';
import { createMailProvider, type MailProvider } from '../../messaging/mail';
import { createSmsProvider, type SmsProvider } from '../../messaging/sms';
import { createNotificationRepository } from './repository';
import { notificationRoutes } from './routes';
import { NotificationService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** In-app items and their e-mail / SMS delivery; `notify` is the port other modules call. */
    notifications: NotificationService;
  }
}

export interface NotificationsPluginOptions {
  sms?: SmsProvider;
  mail?: MailProvider;
}

/** Register after the auth module (it reads `auth`). */
async function notificationsModule(app: App, opts: NotificationsPluginOptions) {
  const { auth, config } = app;
  const service = new NotificationService({
    repo: createNotificationRepository(app.database.db),
    contacts: (userId) => auth.contacts(userId),
    sms: opts.sms ?? createSmsProvider(config),
    mail: opts.mail ?? createMailProvider(config),
    publicUrl: config.PUBLIC_URL,
    log: app.log.child({ module: 'notifications' }),
    clock: auth.clock,
  });
  app.decorate('notifications', service);
  app.addHook('onClose', () => service.flush());
  await app.register(notificationRoutes, { prefix: '/api/v1/user' });
}

export default fp(notificationsModule, {
  name: 'notifications',
  decorators: { fastify: ['config', 'database', 'auth'] },
});
