// The pump module as one Fastify plugin (the pump calculator's own routes, see calculator.ts):
// PumpService as `pumps`, encapsulated to the module, and the calls under /api/v1/search/pump.
import type { PumpCatalog } from '@podbor/catalog/pumps';
import type { App } from '../../app-types';
import { pumpRoutes } from './routes';
import { PumpSearchService } from './search-service';
import { PumpService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    pumps: PumpService;
    pumpSearch: PumpSearchService;
    /** A test's fixture catalogue (decorated in buildApp's `extend`); absent: the shipped one. */
    pumpCatalog?: PumpCatalog;
  }
}

export default async function pumpsModule(app: App) {
  const catalog = app.hasDecorator('pumpCatalog') ? app.pumpCatalog : undefined;
  app.decorate('pumps', new PumpService(catalog));
  app.decorate('pumpSearch', new PumpSearchService(catalog));
  await app.register(pumpRoutes);
}
