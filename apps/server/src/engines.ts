// The engine registry the selection worker threads load (its URL: calculators.ts enginesModuleUrl):
// each calculator module's engine, loaded on its first job in that thread. Never imported by the
// main thread, so no engine (charts, PDF) is loaded there.
import { calculatorModules } from './calculators';
import { calculatorModuleList, type CalculatorModule } from './modules/selection/calculator-module';
import type { Engine, EngineRegistry } from './modules/selection/engine';

/** An engine that loads its module on first use and keeps it. */
function lazyEngine(load: CalculatorModule['engine']): Engine {
  let engine: Promise<Engine> | undefined;
  return async (input, request) => (await (engine ??= load()))(input, request);
}

export const engines: EngineRegistry = Object.fromEntries(
  calculatorModuleList(calculatorModules).map((c) => [c.type, lazyEngine(c.engine)]),
);
