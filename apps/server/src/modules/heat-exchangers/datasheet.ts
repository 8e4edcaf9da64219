// The thermal datasheet of one heat-exchanger solution (PDF on the document kit): the unit, the
// form's inputs as typed, the method and every figure the engine used, for a check by hand.
import {
  heatDocumentLabels,
  heatHandCheck,
  heatSolutionRows,
  type HeatMethodConstants,
  type HeatRow,
  type HeatSolution,
} from '@podbor/contracts';
import {
  MARTIN_TRANSITION_RE,
  MARTIN_VDI,
  MARTIN_VISCOSITY_EXPONENT,
  PORT_LOSS_COEFFICIENT,
} from '@podbor/engineering/phe';
import { renderDatasheet, type Datasheet } from '../../documents/datasheet';
import type { KeyValueRow } from '../../documents/layout';

/** The constants the engine computed with, for the method paragraph. */
const METHOD: HeatMethodConstants = {
  transitionRe: MARTIN_TRANSITION_RE,
  friction: MARTIN_VDI,
  viscosityExponent: MARTIN_VISCOSITY_EXPONENT,
  portLoss: PORT_LOSS_COEFFICIENT,
};

const rows = (list: readonly HeatRow[]): KeyValueRow[] =>
  list.map((r) => [r.label, r.unit ? `${r.value} ${r.unit}` : r.value] as const);

export function heatDatasheet(d: {
  line: 'clever' | 'lt';
  request: { id: number; created: string };
  solution: HeatSolution;
  inputs: readonly HeatRow[];
  /** The catalogue's note when its plates are illustrative. */
  note: string | null;
}): Datasheet {
  const check = heatHandCheck(d.solution.check, METHOD);
  const right = { align: 'right' as const };
  return {
    kind: heatDocumentLabels.title,
    title: d.solution.solution,
    description: heatDocumentLabels.lineTitle[d.line],
    request: d.request,
    illustrative: d.note ? { note: d.note, checkAgainst: heatDocumentLabels.checkAgainst } : null,
    sections: [
      {
        kind: 'tables',
        tables: [
          { title: heatDocumentLabels.unit, rows: rows(heatSolutionRows(d.solution)) },
          { title: heatDocumentLabels.inputs, rows: rows(d.inputs) },
          { title: check.geometry.title, rows: rows(check.geometry.rows) },
        ],
      },
      {
        kind: 'columns',
        title: heatDocumentLabels.method,
        columns: [
          { title: check.methodColumns[0]!, weight: 1.3 },
          { title: check.methodColumns[1]!, weight: 4.2 },
        ],
        rows: check.method,
      },
      {
        kind: 'columns',
        title: heatDocumentLabels.sides,
        columns: [
          { title: check.sideColumns[0]!, weight: 2.9 },
          { title: check.sideColumns[1]!, weight: 2.6 },
          { title: check.sideColumns[2]!, weight: 1.45, ...right },
          { title: check.sideColumns[3]!, weight: 1.5, ...right },
          { title: check.sideColumns[4]!, weight: 1.1 },
        ],
        rows: check.sideRows,
      },
      {
        kind: 'columns',
        title: heatDocumentLabels.overall,
        columns: [
          { title: check.overallColumns[0]!, weight: 3.4 },
          { title: check.overallColumns[1]!, weight: 2.8 },
          { title: check.overallColumns[2]!, weight: 1.6, ...right },
          { title: check.overallColumns[3]!, weight: 1.2 },
        ],
        rows: check.overallRows,
      },
    ],
  };
}

export const renderHeatDatasheet = (d: Parameters<typeof heatDatasheet>[0]): Promise<Uint8Array> =>
  renderDatasheet(heatDatasheet(d));
