// The engine registry the worker threads load by default: one engine per request type.
// Calculators register here, e.g. `pump: pumpEngine` (imported from their own module).
import type { EngineRegistry } from './engine';
import { pumpEngine } from '../pumps/engine';

/**
 * Engines by request type (rto | clever | dcu | station | pump). Each runs inside a worker thread;
 * see engine.ts for the contract. A type without an engine fails its requests with a clear message.
 */
export const engines: EngineRegistry = { pump: pumpEngine };
