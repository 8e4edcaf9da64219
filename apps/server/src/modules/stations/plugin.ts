// The station module's own calls as one Fastify plugin (see calculator.ts): StationService as
// `stations`, encapsulated to the module, and the files call of a set.
import type { App } from '../../app-types';
import { stationRoutes } from './routes';
import { StationService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    stations: StationService;
  }
}

export default async function stationsModule(app: App) {
  app.decorate('stations', new StationService());
  await app.register(stationRoutes);
}
