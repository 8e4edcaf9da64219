// Selection requests shared by every calculator: categories, the request status record, files.
import { z } from 'zod';
import { calcTypes, type CalcType } from './calculators';
import { calcType } from './calculator-contracts';

/** Request/history types: one per calculator (the registry's types). */
export const requestTypes = calcTypes;
export const requestType = calcType;
export type RequestType = CalcType;

export const requestStates = ['pending', 'running', 'done', 'failed'] as const;
export const requestState = z.enum(requestStates);
export type RequestState = z.infer<typeof requestState>;

export const requestHash = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Неверный идентификатор запроса');

/** What `POST /api/v1/search/...` answers: the hash to poll. */
export const searchAccepted = z.object({ hash: requestHash, id: z.number().int() });
export type SearchAccepted = z.infer<typeof searchAccepted>;

/**
 * `GET /api/v1/request/{hash}` — the request status record (calculators §3):
 * files (name → download path), error, response, id, hash, plus the state.
 * `error` is a message string or a list of messages; null while pending or on success.
 */
export const requestStatus = z.object({
  id: z.number().int(),
  hash: requestHash,
  type: requestType,
  state: requestState,
  files: z.record(z.string(), z.string()).nullable(),
  error: z.union([z.string(), z.array(z.string())]).nullable(),
  /**
   * A failed request that is the calculator's answer — it refused the duty («Решений не найдено», a
   * value outside its method's range), `error` says why and what to change — rather than a fault
   * (a timeout, a broken run) worth repeating (issue 33 item 4).
   */
  refused: z.boolean(),
  /** The calculator's answer; null until there is one (unknown already admits null). */
  response: z.unknown(),
  created: z.string(),
  updated: z.string(),
});
export type RequestStatus = z.infer<typeof requestStatus>;
