// Wires the cabinet module into the app: its services as decorators, built on the selection
// module's file store and service and the auth service (display names of comment authors).
import type { App } from '../../app';
import { CommentService } from './comments';
import { CabinetService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    cabinet: CabinetService;
    comments: CommentService;
  }
}

/** After registerAuth and registerSelection. */
export function registerCabinet(app: App): void {
  const log = app.log.child({ module: 'cabinet' });
  const { database, files, selection, auth } = app;
  app.decorate('cabinet', new CabinetService({ database, files, selection, log }));
  app.decorate('comments', new CommentService({ database, files, auth, log }));
}
