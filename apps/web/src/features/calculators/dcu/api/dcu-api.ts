// What every DCU call shares: the kit's calculator API for DCU (the grant in `calc-access`; a refused
// grant dropped and the user sent to the password).
import { calculatorApi } from '../../../../lib/calculator/calculator-api';

export const dcuApi = calculatorApi('DCU');
