// The pump module as one Fastify plugin (the pump calculator's own routes, see calculator.ts):
// PumpService as `pumps`, encapsulated to the module, and the calls under /api/v1/search/pump.
import type { App } from '../../app';
import { pumpRoutes } from './routes';
import { PumpService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    pumps: PumpService;
  }
}

export default async function pumpsModule(app: App) {
  app.decorate('pumps', new PumpService());
  await app.register(pumpRoutes);
}
