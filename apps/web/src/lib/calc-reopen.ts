// Where a calculation's 'edit' icon leads (portal §2 «Object and project detail»): back into its
// calculator with the calculation's inputs. A pump selection reopens the pump page with its series,
// pump and duty in the URL (calculators §2); the other calculators take no saved inputs yet, so
// their icon opens the calculator itself. Without the calculator's grant the way goes through the
// password modal, which then continues to the same place.
import type { CalcName, HistoryItem, RequestType } from '@podbor/contracts';
import { calculatorHref, paths } from '../config/paths';
import { hasCalcAccess, type CalcPassState } from './calc-access';

const calcOfType: Record<RequestType, CalcName> = {
  pump: 'Aquastrong',
  station: 'Station',
  dcu: 'DCU',
  rto: 'RTO',
  clever: 'Clever',
};

/** The calculator page of a calculation, with its inputs where the calculator reads them. */
export function calcEditHref(item: Pick<HistoryItem, 'type' | 'inputs'>): string {
  const calc = calcOfType[item.type];
  const inputs = item.type === 'pump' ? item.inputs : null;
  if (!inputs) return calculatorHref(calc);
  const { units, Q, H, H0, pcnt, BoxType } = inputs.form;
  // The spec's parameter order: units, Q, H, H0, then pcnt and BoxType where the series has them.
  const query: Record<string, string | number> = { units, Q, H, H0 };
  if (pcnt !== undefined) query.pcnt = pcnt;
  if (BoxType !== undefined) query.BoxType = BoxType;
  return paths.calculators.pump.getHref(inputs.seriesId, inputs.pumpId, query);
}

/** The link of the 'edit' icon: the calculator page, or its password first. */
export function calcEditLink(item: Pick<HistoryItem, 'type' | 'inputs'>): {
  to: string;
  state?: CalcPassState;
} {
  const calc = calcOfType[item.type];
  const href = calcEditHref(item);
  return hasCalcAccess(calc) ? { to: href } : { to: paths.calcPass.getHref(), state: { calc, next: href } };
}
