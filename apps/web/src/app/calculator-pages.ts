// The web half of the calculator registry: where each calculator's pages are. A calculator's feature
// folder exports `pages` (route name → page component); the router builds every calculator route
// from the registry in @podbor/contracts and loads these lazily. A calculator not listed here, or a
// page its module lacks, shows the honest «готовится к запуску» page.
import type { ComponentType } from 'react';
import type { CalcType } from '@podbor/contracts/calculators';

export interface CalculatorPagesModule {
  /** Page components by the registry's route names (`Calc.…`). */
  pages: Partial<Record<string, ComponentType>>;
}

export const calculatorPageModules: Partial<Record<CalcType, () => Promise<CalculatorPagesModule>>> = {
  pump: () => import('../features/calculators/pumps/pages'),
  dcu: () => import('../features/calculators/dcu/pages'),
  station: () => import('../features/calculators/stations/pages'),
  clever: () => import('../features/calculators/heat-exchangers/pages'),
  rto: () => import('../features/calculators/heat-exchangers/pages'),
};
