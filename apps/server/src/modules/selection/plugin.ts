// Wires the selection module into the app: the worker pool, the file store and the service as
// decorators, the pool's shutdown, and the re-run of unfinished requests once the app is ready.
import type { App } from '../../app';
import { FileStore } from './file-store';
import { SelectionPool } from './pool';
import { SelectionService } from './service';

export interface SelectionOptions {
  /** File URL of an engine registry module for the worker threads; default: engines.ts. */
  enginesModule?: string;
  /** Jobs allowed to wait for a thread; default: config.JOB_QUEUE_LIMIT. */
  maxQueue?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    selection: SelectionService;
    files: FileStore;
  }
}

export function registerSelection(app: App, opts: SelectionOptions = {}): void {
  const { config, database } = app;
  const pool = new SelectionPool({
    threads: config.WORKER_THREADS,
    maxQueue: opts.maxQueue ?? config.JOB_QUEUE_LIMIT,
    timeoutMs: config.JOB_TIMEOUT_MS,
    enginesModule: opts.enginesModule,
  });
  const files = new FileStore(config.dataDir, database.db, app.log.child({ module: 'files' }));
  const selection = new SelectionService({
    database,
    pool,
    files,
    log: app.log.child({ module: 'selection' }),
  });
  app.decorate('files', files);
  app.decorate('selection', selection);
  app.addHook('onReady', async () => selection.startResume());
  // In-flight HTTP requests have finished by now; running jobs stop and stay queued for the next
  // start, and nothing writes to the database once this resolves (the caller closes it next).
  app.addHook('onClose', async () => {
    await pool.close();
    await selection.settled();
  });
}
