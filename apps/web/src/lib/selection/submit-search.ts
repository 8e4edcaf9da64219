// Starts a selection: posts the form with the calculator's grant and answers {hash, id} to poll.
// Goes through calculatorApi, so a submit sends and loses the grant as every calculator call does.
import {
  calcOfRequestType,
  searchAccepted,
  type CalcName,
  type SearchAccepted,
  type SearchCategory,
} from '@podbor/contracts';
import { calculatorApi } from '../calculator/calculator-api';

/** POSTs `body` to `path` as a selection of calculator `calc`. */
export const postSelection = (
  path: string,
  body: unknown,
  { calc, signal }: { calc: CalcName; signal?: AbortSignal },
): Promise<SearchAccepted> =>
  calculatorApi(calc).post<SearchAccepted>(path, body, { signal, schema: searchAccepted });

/** `POST /api/v1/search/{category}` (station, dcu, clever, rto). */
export const submitSearch = (
  category: SearchCategory,
  body: unknown,
  signal?: AbortSignal,
): Promise<SearchAccepted> =>
  postSelection(`/api/v1/search/${category}`, body, { calc: calcOfRequestType[category], signal });
