// The DCU module as one Fastify plugin (the calculator's own routes, see calculator.ts): DcuService
// as `dcu`, encapsulated to the module, and GET /api/v1/dcu/article/{articul}.
import type { App } from '../../app-types';
import { dcuRoutes } from './routes';
import { DcuService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    dcu: DcuService;
  }
}

export default async function dcuModule(app: App) {
  app.decorate('dcu', new DcuService());
  await app.register(dcuRoutes);
}
