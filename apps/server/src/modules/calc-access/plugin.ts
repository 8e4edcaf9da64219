// The calculator-access module as one Fastify plugin: CalcAccessService as the root decorator
// `calcAccess` (requireCalcGrant reads it on every calculator route) and POST /api/v1/calc/access.
import fp from 'fastify-plugin';
import type { App } from '../../app-types';
import { loadServerSecret } from '../../secrets';
import { calcAccessRoutes } from './routes';
import { CalcAccessService } from './service';

async function calcAccessModule(app: App) {
  app.decorate(
    'calcAccess',
    new CalcAccessService(app.config, loadServerSecret(app.config), app.rateCounter),
  );
  await app.register(calcAccessRoutes);
}

export default fp(calcAccessModule, {
  name: 'calc-access',
  decorators: { fastify: ['config', 'rateCounter'] },
});
