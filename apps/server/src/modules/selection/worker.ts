// The worker-thread entry of the selection pool: loads the engine registry once and runs one job.
// Bundled as dist/selection-worker.js; never imports the database, the server or any calculator.
import { setTimeout as sleep } from 'node:timers/promises';
import { workerData } from 'node:worker_threads';
import { isEngineRefusal, type EngineRegistry, type JobTask, type WorkerOutcome } from './engine';

/**
 * File URL of the module exporting `engines`, set by the pool: the app's src/engines.ts (built from
 * the calculator modules) or a test fixture.
 */
const data = workerData as { enginesModule?: string; testDelayMs?: number } | undefined;
const enginesModule = data?.enginesModule;
/** JOB_TEST_DELAY_MS: a test makes every job slow enough to kill its instance mid-job. */
const testDelayMs = data?.testDelayMs ?? 0;

let registry: Promise<EngineRegistry> | undefined;
function loadRegistry(): Promise<EngineRegistry> {
  registry ??= enginesModule
    ? import(enginesModule).then((m: { engines: EngineRegistry }) => m.engines)
    : Promise.reject(new Error('the selection pool gave no engine registry module'));
  return registry;
}

export default async function runJob(task: JobTask): Promise<WorkerOutcome> {
  const engine = (await loadRegistry())[task.type];
  if (!engine) return { kind: 'error', message: `no engine registered for type '${task.type}'` };
  try {
    if (testDelayMs > 0) await sleep(testDelayMs);
    const result = await engine(task.input, task.request);
    return { kind: 'done', response: result.response ?? null, files: result.files ?? [] };
  } catch (e) {
    if (isEngineRefusal(e)) return { kind: 'refused', error: e.messages };
    return { kind: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
}
