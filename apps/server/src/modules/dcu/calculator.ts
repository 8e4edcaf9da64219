// The DCU calculator as the selection core takes it: the form with the engine's build rules (the
// same messages the page shows), the engine (worker thread) and the article call.
import { calculatorContracts, dcuFormRules } from '@podbor/contracts';
import { dcuProblems } from '@podbor/engineering/dcu';
import type { CalculatorModule } from '../selection/calculator-module';
import { dcuSearchTerms, dcuSolutions, describeDcuCalc } from './summary';

export const dcuCalculator = {
  type: 'dcu',
  ...calculatorContracts.dcu,
  formSchema: dcuFormRules(dcuProblems),
  engine: () => import('./engine').then((m) => m.dcuEngine),
  routes: () => import('./plugin'),
  describe: describeDcuCalc,
  solutions: dcuSolutions,
  searchTerms: dcuSearchTerms,
} satisfies CalculatorModule<'dcu'>;
