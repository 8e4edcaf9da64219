// The chat module as one Fastify plugin: ChatService (`chat`) and the process's event hub
// (`chatHub`) on the bus of the database's kind, built on the cabinet, КП, auth and file services;
// the hub ends every stream before the server closes.
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { App } from '../../app-types';
import type { NoticeListener, Notify } from '../notifications/service';
import { LocalBus, PgBus, sqliteDataVersion, type ChatBus } from './bus';
import { ChatHub } from './hub';
import { chatRoutes } from './routes';
import { ChatService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatService;
    chatHub: ChatHub;
  }
}

export interface ChatPluginOptions {
  notify: Notify;
  /** Subscribes to stored in-app notifications (the notifications service's `onStored`): each becomes a `notification` event. */
  watchNotices?: (listener: NoticeListener) => () => void;
  /** Heartbeat period of the streams (tests shorten it). */
  heartbeatMs?: number;
}

/** Register after the kp and notifications modules (it reads `cabinet`, `kp`, `files`, `auth`). */
async function chatModule(app: App, opts: ChatPluginOptions) {
  const log = app.log.child({ module: 'chat' });
  const { database, files, cabinet, kp, auth, config } = app;
  let bus: ChatBus;
  if (database.dialect === 'postgres' && config.DATABASE_URL) {
    const pgBus = new PgBus(
      config.DATABASE_URL,
      async (channel, payload) => {
        await sql`select pg_notify(${channel}, ${payload})`.execute(database.db);
      },
      log,
    );
    await pgBus.start();
    bus = pgBus;
  } else {
    const localBus = new LocalBus(sqliteDataVersion(database), log);
    await localBus.start();
    bus = localBus;
  }
  const service = new ChatService({ database, files, cabinet, kp, auth, notify: opts.notify, bus, log });
  const hub = new ChatHub({ service, bus, auth, log, heartbeatMs: opts.heartbeatMs });
  await hub.start();
  // A stored notification reaches the user's streams on every instance, as the chat's signals do.
  const unwatchNotices =
    opts.watchNotices?.((user) => {
      bus.publish({ t: 'n', user }).catch((err: unknown) => log.warn({ err }, 'notification signal lost'));
    }) ?? (() => {});
  // A user's sessions ended or role changed: every instance checks that user's streams at once.
  const unwatchAccounts = auth.onAccountChange((user) => {
    bus.publish({ t: 'u', user }).catch((err: unknown) => log.warn({ err }, 'account signal lost'));
  });
  app.decorate('chat', service);
  app.decorate('chatHub', hub);
  // Before the server waits for its connections: open streams would hold it until the forced exit.
  app.addHook('preClose', () => {
    unwatchNotices();
    unwatchAccounts();
    return hub.close();
  });
  await app.register(chatRoutes);
}

/** Decorates the root (`chat`, `chatHub`). */
export default fp(chatModule, { name: 'chat' });
