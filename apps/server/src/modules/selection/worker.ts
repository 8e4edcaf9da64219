// The worker-thread entry of the selection pool: loads the engine registry once and runs one job.
// Bundled as dist/selection-worker.js; never imports the database or anything of the server.
import { workerData } from 'node:worker_threads';
import { isEngineRefusal, type EngineRegistry, type JobTask, type WorkerOutcome } from './engine';
import { engines as defaultEngines } from './engines';

/** Set by the pool when a registry module other than engines.ts is wanted (server tests). */
const enginesModule = (workerData as { enginesModule?: string } | undefined)?.enginesModule;

let registry: Promise<EngineRegistry> | undefined;
function loadRegistry(): Promise<EngineRegistry> {
  registry ??= enginesModule
    ? import(enginesModule).then((m: { engines: EngineRegistry }) => m.engines)
    : Promise.resolve(defaultEngines);
  return registry;
}

export default async function runJob(task: JobTask): Promise<WorkerOutcome> {
  const engine = (await loadRegistry())[task.type];
  if (!engine) return { kind: 'error', message: `no engine registered for type '${task.type}'` };
  try {
    const result = await engine(task.input, task.request);
    return { kind: 'done', response: result.response ?? null, files: result.files ?? [] };
  } catch (e) {
    if (isEngineRefusal(e)) return { kind: 'refused', error: e.messages };
    return { kind: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
}
