// The cabinet module as one Fastify plugin: its services (`cabinet`, `comments`), built on the
// selection module's file store and service and the auth service (display names of comment
// authors), and its calls under /api/v1/user. The kp module reads its services (decision 0033).
import fp from 'fastify-plugin';
import type { App } from '../../app-types';
import { CommentService } from './comments';
import { cabinetRoutes } from './routes';
import { CabinetService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    cabinet: CabinetService;
    comments: CommentService;
  }
}

/** Register after the auth and selection modules (it reads `auth`, `files`, `selection`). */
async function cabinetModule(app: App) {
  const log = app.log.child({ module: 'cabinet' });
  const { database, files, selection, auth } = app;
  app.decorate('cabinet', new CabinetService({ database, files, selection, log }));
  app.decorate('comments', new CommentService({ database, files, auth, log }));
  await app.register(cabinetRoutes, { prefix: '/api/v1/user' });
}

/** Decorates the root (`cabinet`, `comments`: the kp module reads through them). */
export default fp(cabinetModule, {
  name: 'cabinet',
  decorators: { fastify: ['database', 'files', 'selection', 'auth'] },
});
