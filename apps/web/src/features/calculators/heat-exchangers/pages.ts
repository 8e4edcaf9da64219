// The heat-exchanger calculators' pages by the registry's route names; the router loads this module
// lazily when /heat or /heatlt is opened (app/calculator-pages.ts).
import type { ComponentType } from 'react';
import { CleverPage } from './clever-page';
import { RtoPage } from './rto-page';

export const pages: Record<'Calc.Heat' | 'Calc.HeatLt', ComponentType> = {
  'Calc.Heat': CleverPage,
  'Calc.HeatLt': RtoPage,
};
