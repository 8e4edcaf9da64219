// The station calculator's page by the registry's route name; the router loads this module lazily
// when /station is opened (app/calculator-pages.ts).
import type { ComponentType } from 'react';
import { StationPage } from './station-page';

export const pages: Record<'Calc.Station', ComponentType> = { 'Calc.Station': StationPage };
