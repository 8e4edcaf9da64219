// How the pump pages print figures: the charts' own formatter (decimal comma, 3–4 significant
// figures) so a value reads the same in the list, the tooltip and the datasheet; plus a signed form.
import { formatFigure, pumpUnitText } from '@podbor/charts/pumps';
import type { PumpHeadUnits, PumpUnits } from '@podbor/contracts';

export { formatFigure };

/** '+2,1', '−0,4', '0' — deviations, with a real minus sign. */
export const formatSigned = (v: number, digits = 1): string => {
  const rounded = Number(v.toFixed(digits));
  if (rounded === 0) return '0';
  return `${rounded > 0 ? '+' : '−'}${formatFigure(Math.abs(rounded), digits)}`;
};

/** The flow unit of the form's `units`: м³/ч or л/с. */
export const flowUnit = (units: PumpUnits): string => pumpUnitText[units === 'l' ? 'l/s' : 'm3/h'];

/** The head unit of the form's `hunits`: бар or м (м вод. ст.). */
export const headUnitText = (hunits: PumpHeadUnits | undefined): string =>
  hunits === 'm' ? pumpUnitText.m : pumpUnitText.bar;
