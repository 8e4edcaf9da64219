// The comparison's URL (decision 0032): /aquastrong/compare?pumps=1001,1002 and the pump form's
// fields (units, Q, hunits, H, H0, pcnt, BoxType, and the load profile, tariff and years: price,
// years, h100…h25 — the series page's, decision 0042) read by the pump page's own parser, so a link
// gives the same comparison and every problem is one «Неверная ссылка: …» message.
import {
  formUrlMessages,
  pumpCompareLimits,
  type PumpCompareRequest,
  type PumpForm,
} from '@podbor/contracts';
import { parsePumpUrl, pumpQuery, type PumpFormOptions } from '../pump-url';

export const compareUrlMessages = {
  pumps: `Неверная ссылка: «pumps» — нужно от ${pumpCompareLimits.min} до ${pumpCompareLimits.max} разных номеров насосов через запятую, например pumps=1001,1002`,
} as const;

export interface ParsedCompareUrl {
  pumps: number[];
  /** The duty, when the URL's form is complete and valid. */
  form: PumpForm | null;
  request: PumpCompareRequest | null;
  errors: string[];
}

/**
 * Reads the comparison's query: `pumps` (2–4 distinct ids) and the pump form. The form's fields go
 * through parsePumpUrl with the options of the whole catalogue.
 */
export function parseCompareUrl(search: string, options: PumpFormOptions): ParsedCompareUrl {
  const query = new URLSearchParams(search);
  const errors: string[] = [];
  const pumpsText = query.getAll('pumps');
  query.delete('pumps');

  let pumps: number[] = [];
  if (pumpsText.length > 1) errors.push(formUrlMessages.repeatedParameter('pumps'));
  else if (pumpsText.length === 0) errors.push(compareUrlMessages.pumps);
  else {
    const parts = pumpsText[0]!.split(',');
    const ok =
      parts.every((p) => /^[1-9]\d{0,8}$/.test(p)) &&
      parts.length >= pumpCompareLimits.min &&
      parts.length <= pumpCompareLimits.max &&
      new Set(parts).size === parts.length;
    if (ok) pumps = parts.map(Number);
    else errors.push(compareUrlMessages.pumps);
  }

  const rest = query.toString();
  const parsed = parsePumpUrl({}, rest ? `?${rest}` : '', options);
  errors.push(...parsed.errors);
  const form = parsed.request;
  const request = errors.length === 0 && form ? { form, pumps } : null;
  return { pumps, form, request, errors };
}

/** The comparison's query: the pump ids and the duty with its load profile. */
export function compareQuery(pumps: readonly number[], form: PumpForm): Record<string, string | number> {
  return { pumps: pumps.join(','), ...pumpQuery(form) };
}

/** The form options of the whole catalogue, from GET all (the same shape as a series' filter). */
export { formOptionsOf } from '../pump-url';
export type { PumpFormOptions };
