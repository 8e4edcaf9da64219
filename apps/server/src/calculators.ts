// The server's calculator modules: one line per built calculator. The selection core takes them
// from app.ts; the worker threads take their engines through engines.ts.
import type { CalculatorModules } from './modules/selection/calculator-module';
import { dcuCalculator } from './modules/dcu/calculator';
import { cleverCalculator, rtoCalculator } from './modules/heat-exchangers/calculator';
import { pumpCalculator } from './modules/pumps/calculator';
import { stationCalculator } from './modules/stations/calculator';

/**
 * Calculator modules by registry type (@podbor/contracts calculators). A calculator of the registry
 * without a module here is not built: its search category answers 404 'Неизвестный тип подбора'.
 */
export const calculatorModules = {
  pump: pumpCalculator,
  dcu: dcuCalculator,
  clever: cleverCalculator,
  rto: rtoCalculator,
  station: stationCalculator,
} as const satisfies CalculatorModules;

/**
 * File URL of the engine registry module the worker threads load (engines.ts): beside this file
 * from source (tsx, vitest), dist/engines.js beside the bundle (scripts/build.mjs emits it).
 */
export function enginesModuleUrl(moduleUrl: string = import.meta.url): string {
  return moduleUrl.endsWith('.ts')
    ? new URL('./engines.ts', moduleUrl).href
    : new URL('./engines.js', moduleUrl).href;
}
