// The station calculator as the selection core takes it: the registry's schemas, the engine that
// selects the sets (and renders one set's files on demand) in a worker thread, the files call, and
// the history row's summary.
import { calculatorContracts } from '@podbor/contracts';
import type { CalculatorModule } from '../selection/calculator-module';
import { describeStationCalc, stationSearchTerms, stationSolutions } from './summary';

export const stationCalculator = {
  type: 'station',
  ...calculatorContracts.station,
  engine: () => import('./engine').then((m) => m.stationEngine),
  routes: () => import('./plugin'),
  describe: describeStationCalc,
  solutions: stationSolutions,
  searchTerms: stationSearchTerms,
} satisfies CalculatorModule<'station'>;
