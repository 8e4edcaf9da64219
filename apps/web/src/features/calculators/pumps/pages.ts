// The pump calculator's pages by the registry's route names; the router loads this module lazily
// when a pump page is opened (app/calculator-pages.ts).
import type { ComponentType } from 'react';
import { PumpComparePage, PumpSearchPage } from './compare/pages';
import { PumpPage } from './pump-page';
import { PumpSeriesPage } from './pump-series-page';

export const pages: Record<
  'Calc.Aquastrong' | 'Calc.Pump' | 'Calc.PumpSearch' | 'Calc.PumpCompare',
  ComponentType
> = {
  'Calc.Aquastrong': PumpSeriesPage,
  'Calc.Pump': PumpPage,
  'Calc.PumpSearch': PumpSearchPage,
  'Calc.PumpCompare': PumpComparePage,
};
