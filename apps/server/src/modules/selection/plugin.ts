// The selection module as one Fastify plugin: the worker pool, the file store and the service as
// root decorators, the routes of selection requests and files, the calculator modules' own routes,
// the pool's shutdown and the re-run of unfinished requests once the app is ready.
import fp from 'fastify-plugin';
import type { App } from '../../app-types';
import { calculatorModuleList, type CalculatorModules } from './calculator-module';
import type { JobPriceList } from './engine';
import { createFileStore, type FileStore } from './file-store';
import { SelectionPool } from './pool';
import { selectionRoutes } from './routes';
import { SelectionService } from './service';

export interface SelectionOptions {
  /** The calculator modules (src/calculators.ts); the core imports none itself. */
  calculators: CalculatorModules;
  /** File URL of the engine registry module the worker threads load (exports `engines`). */
  enginesModule: string;
  /** Jobs allowed to wait for a thread; default: config.JOB_QUEUE_LIMIT. */
  maxQueue?: number;
  /** The price list in force, for `priced` calculators' jobs (app.ts: the kp module's). */
  priceList?: () => Promise<JobPriceList>;
}

declare module 'fastify' {
  interface FastifyInstance {
    selection: SelectionService;
    files: FileStore;
  }
}

async function selectionModule(app: App, opts: SelectionOptions) {
  const { config, database } = app;
  const pool = new SelectionPool({
    threads: config.WORKER_THREADS,
    maxQueue: opts.maxQueue ?? config.JOB_QUEUE_LIMIT,
    timeoutMs: config.JOB_TIMEOUT_MS,
    enginesModule: opts.enginesModule,
    testDelayMs: config.JOB_TEST_DELAY_MS,
  });
  const files = createFileStore(database, config.dataDir, app.log.child({ module: 'files' }));
  const selection = new SelectionService({
    database,
    pool,
    files,
    log: app.log.child({ module: 'selection' }),
    calculators: opts.calculators,
    ...(opts.priceList ? { priceList: opts.priceList } : {}),
    // Several instances share a PostgreSQL database: one queue for all (decision 0038).
    ...(database.dialect === 'postgres' ? { sharedQueue: { leaseMs: config.JOB_LEASE_MS } } : {}),
  });
  app.decorate('files', files);
  app.decorate('selection', selection);
  app.addHook('onReady', async () => {
    await files.sweepOrphans();
  });
  app.addHook('onReady', async () => selection.startResume());
  // In-flight HTTP requests have finished by now; running jobs stop and stay queued (SQLite: for
  // the next start; PostgreSQL: for any instance), and nothing writes to the database once this
  // resolves (the caller closes it next).
  app.addHook('onClose', async () => selection.close());

  await app.register(selectionRoutes, { calculators: opts.calculators });
  for (const calc of calculatorModuleList(opts.calculators)) {
    if (calc.routes) await app.register(calc.routes());
  }
}

/** Decorates the root (`selection`, `files`: the cabinet reads through them); needs `calcAccess`. */
export default fp(selectionModule, {
  name: 'selection',
  decorators: { fastify: ['config', 'database', 'calcAccess'] },
});
