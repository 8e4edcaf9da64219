// The thermal datasheet of one heat-exchanger solution (PDF on the document kit): the unit, the
// form's inputs as typed, and every check figure grouped as the page shows them.
import {
  heatCheckGroups,
  heatDocumentLabels,
  heatSolutionRows,
  type HeatRow,
  type HeatSolution,
} from '@podbor/contracts';
import { renderDatasheet, type Datasheet } from '../../documents/datasheet';
import type { KeyValueRow } from '../../documents/layout';

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
  const groups = heatCheckGroups(d.solution.check);
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
        ],
      },
      { kind: 'tables', tables: groups.map((g) => ({ title: g.title, rows: rows(g.rows) })) },
    ],
  };
}

export const renderHeatDatasheet = (d: Parameters<typeof heatDatasheet>[0]): Promise<Uint8Array> =>
  renderDatasheet(heatDatasheet(d));
