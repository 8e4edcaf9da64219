// The pump calculator as the selection core takes it (selection/calculator.ts): the registry's
// schemas, the engine that renders a pump's files in a worker thread, and the pump calls.
import { calculatorContracts } from '@podbor/contracts';
import type { CalculatorModule } from '../selection/calculator-module';
import { describePumpCalc, pumpSearchTerms, pumpSolutions } from './summary';

export const pumpCalculator = {
  type: 'pump',
  ...calculatorContracts.pump,
  engine: () => import('./engine').then((m) => m.pumpEngine),
  routes: () => import('./plugin'),
  describe: describePumpCalc,
  solutions: pumpSolutions,
  searchTerms: pumpSearchTerms,
} satisfies CalculatorModule<'pump'>;
