// The DCU calculator's pages by the registry's route names; the router loads this module lazily
// when a DCU page is opened (app/calculator-pages.ts).
import type { ComponentType } from 'react';
import { DcuPage } from './components/dcu-page';
import { DcuResultPage } from './components/dcu-result-page';

export const pages: Record<'Calc.Dcu' | 'Calc.DcuProduct', ComponentType> = {
  'Calc.Dcu': DcuPage,
  'Calc.DcuProduct': DcuResultPage,
};
