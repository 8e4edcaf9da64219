// Where a calculation's 'edit' icon leads (portal §2 «Object and project detail»): back into its
// calculator with the calculation's inputs, on the page the registry names for it (a pump selection
// reopens the pump page with its series, pump and duty in the URL, calculators §2); a calculator
// that takes no saved inputs yet opens itself. Without the calculator's grant the way goes through
// the password modal, which then continues to the same place; a calculator that is not built yet
// has no password and opens its pending page.
import { calcOfRequestType, isCalcBuilt, reopenHref, type HistoryItem } from '@podbor/contracts';
import { calcPassLocation, hasCalcAccess, type CalcPassState } from './calc-access';

/** The calculator page of a calculation, with its inputs where the calculator reads them. */
export const calcEditHref = (item: Pick<HistoryItem, 'type' | 'inputs'>): string =>
  reopenHref(item.type, item.inputs);

/** The link of the 'edit' icon: the calculator page, or its password first. */
export function calcEditLink(item: Pick<HistoryItem, 'type' | 'inputs'>): {
  to: string;
  state?: CalcPassState;
} {
  const calc = calcOfRequestType[item.type];
  const href = calcEditHref(item);
  return !isCalcBuilt(calc) || hasCalcAccess(calc) ? { to: href } : calcPassLocation(calc, href);
}
