// What every pump call shares: the kit's calculator API for Aquastrong under /api/v1/search/pump
// (the grant in `calc-access`; a refused grant dropped and the user sent to the password).
import { calculatorApi, type CalculatorCallOptions } from '../../../../lib/calculator/calculator-api';

export const PUMP_API = '/api/v1/search/pump';

const pumpApi = calculatorApi('Aquastrong', PUMP_API);

type PumpCallOptions = Pick<CalculatorCallOptions, 'signal' | 'schema'>;

export const pumpGet = <T>(path: string, options: PumpCallOptions): Promise<T> =>
  pumpApi.get<T>(path, options);

export const pumpPost = <T>(path: string, body: unknown, options: PumpCallOptions): Promise<T> =>
  pumpApi.post<T>(path, body, options);

export { isGrantRefused } from '../../../../lib/calculator/calculator-api';
