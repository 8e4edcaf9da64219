// The two plate heat-exchanger calculators as the selection core takes them: Clever (/heat) and
// RTO, line LT (/heatlt) — the registry's schemas, the engines (worker threads), the history rows.
import { calculatorContracts } from '@podbor/contracts';
import type { CalculatorModule } from '../selection/calculator-module';
import { describeCleverCalc, describeRtoCalc, heatSearchTerms, heatSolutions } from './summary';

export const cleverCalculator = {
  type: 'clever',
  ...calculatorContracts.clever,
  engine: () => import('./engine').then((m) => m.cleverEngine),
  routes: () => import('./plugin').then((m) => ({ default: m.cleverPlugin })),
  describe: describeCleverCalc,
  searchTerms: heatSearchTerms,
  // Offered cheapest first by the price list in force (decision 0026 «Cost»).
  priced: true,
  solutions: heatSolutions,
} satisfies CalculatorModule<'clever'>;

export const rtoCalculator = {
  type: 'rto',
  ...calculatorContracts.rto,
  engine: () => import('./engine').then((m) => m.rtoEngine),
  routes: () => import('./plugin').then((m) => ({ default: m.rtoPlugin })),
  describe: describeRtoCalc,
  searchTerms: heatSearchTerms,
  priced: true,
  solutions: heatSolutions,
} satisfies CalculatorModule<'rto'>;
