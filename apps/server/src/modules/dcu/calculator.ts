// The DCU calculator as the selection core takes it: the form with the engine's build rules (the
// same messages the page shows), the engine (worker thread) and the article call.
import { calculatorContracts, dcuDocumentLabels, dcuFormRules } from '@podbor/contracts';
import { dcuProblems } from '@podbor/engineering/dcu';
import type { CalculatorModule } from '../selection/calculator-module';
import { dcuSearchTerms, dcuSolutions, describeDcuCalc } from './summary';

/** The 3D view is listed as 'Images/3d.png' and stored as its last part (no folders in the store). */
const IMAGE_3D = dcuDocumentLabels.files.image3d;

export const dcuCalculator = {
  type: 'dcu',
  ...calculatorContracts.dcu,
  formSchema: dcuFormRules(dcuProblems),
  engine: () => import('./engine').then((m) => m.dcuEngine),
  routes: () => import('./plugin'),
  describe: describeDcuCalc,
  solutions: dcuSolutions,
  searchTerms: dcuSearchTerms,
  listedFiles: { [IMAGE_3D.slice(IMAGE_3D.lastIndexOf('/') + 1)]: IMAGE_3D },
} satisfies CalculatorModule<'dcu'>;
