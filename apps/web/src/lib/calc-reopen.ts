// Where a calculation's 'edit' icon leads (portal §2 «Object and project detail»): back into its
// calculator with the calculation's inputs, on the page the registry names for it (a pump selection
// reopens the pump page with its series, pump and duty in the URL, calculators §2); a calculator
// that takes no saved inputs yet opens itself. Without the calculator's grant the way goes through
// the password modal, which then continues to the same place; a calculator that is not built yet
// has no password and opens its pending page.
import { calcOfRequestType, isCalcBuilt, reopenHref, type HistoryItem } from '@podbor/contracts';
import { calcPassLocation, hasCalcAccess, type CalcPassState } from './calc-access';

type Reopened = Pick<HistoryItem, 'type' | 'inputs'> & Partial<Pick<HistoryItem, 'request_id' | 'state'>>;

/**
 * The calculator page of a calculation, with its inputs where the calculator reads them — and, done,
 * its result where the page keeps one in its URL (the station page: reopened on the set chosen).
 */
export const calcEditHref = (item: Reopened): string =>
  reopenHref(
    item.type,
    item.inputs,
    item.state === 'done' && item.request_id !== undefined ? { requestId: item.request_id } : undefined,
  );

/** The link of the 'edit' icon: the calculator page, or its password first. */
export function calcEditLink(item: Reopened): {
  to: string;
  state?: CalcPassState;
} {
  const calc = calcOfRequestType[item.type];
  const href = calcEditHref(item);
  return !isCalcBuilt(calc) || hasCalcAccess(calc) ? { to: href } : calcPassLocation(calc, href);
}
