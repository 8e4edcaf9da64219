// Starts a selection: posts the form with the calculator's grant and answers {hash, id} to poll.
// Shared by the calculators so every submit carries the `calc-access` header the same way.
import {
  calcOfRequestType,
  searchAccepted,
  type CalcName,
  type SearchAccepted,
  type SearchCategory,
} from '@podbor/contracts';
import { api } from '../api-client';
import { getCalcGrant } from '../calc-access';

/** POSTs `body` to `path` as a selection of calculator `calc`. */
export const postSelection = (
  path: string,
  body: unknown,
  { calc, signal }: { calc: CalcName; signal?: AbortSignal },
): Promise<SearchAccepted> =>
  api.post<SearchAccepted>(path, body, {
    signal,
    calcAccess: getCalcGrant(calc),
    // A 401 from a submit is the calculator grant (the search calls need no session): it must not
    // end the user's session.
    handleUnauthorized: false,
    schema: searchAccepted,
  });

/** `POST /api/v1/search/{category}` (station, dcu, clever, rto). */
export const submitSearch = (
  category: SearchCategory,
  body: unknown,
  signal?: AbortSignal,
): Promise<SearchAccepted> =>
  postSelection(`/api/v1/search/${category}`, body, { calc: calcOfRequestType[category], signal });
