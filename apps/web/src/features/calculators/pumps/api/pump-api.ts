// What every pump call shares: the Aquastrong grant in the `calc-access` header, and a refused
// grant (401) dropped from storage so the next visit asks for the password again.
import { apiMessages } from '@podbor/contracts';
import { api, isApiError, type RequestOptions } from '../../../../lib/api-client';
import { clearCalcGrant, getCalcGrant } from '../../../../lib/calc-access';

export const PUMP_API = '/api/v1/search/pump';

type PumpCallOptions = Pick<RequestOptions, 'signal' | 'schema'>;

/** A 401 here is the calculator grant, never the session: it must not sign the user out. */
const withGrant = (options: PumpCallOptions) => ({
  ...options,
  calcAccess: getCalcGrant('Aquastrong'),
  handleUnauthorized: false,
});

const forgetRefusedGrant = (e: unknown): never => {
  if (isApiError(e) && e.kind === 'http' && e.statusCode === 401) clearCalcGrant('Aquastrong');
  throw e;
};

export const pumpGet = <T>(path: string, options: PumpCallOptions): Promise<T> =>
  api.get<T>(`${PUMP_API}${path}`, withGrant(options)).catch(forgetRefusedGrant);

export const pumpPost = <T>(path: string, body: unknown, options: PumpCallOptions): Promise<T> =>
  api.post<T>(`${PUMP_API}${path}`, body, withGrant(options)).catch(forgetRefusedGrant);

/** True for the refusal of a missing or expired calculator grant. */
export const isGrantRefused = (e: unknown): boolean =>
  isApiError(e) && e.statusCode === 401 && e.message === apiMessages.calcNoAccess;
