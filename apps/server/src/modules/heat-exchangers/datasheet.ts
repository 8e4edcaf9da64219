// The thermal datasheet of one heat-exchanger solution (PDF on the document kit): the unit, the
// form's inputs as typed, the method and every figure the engine used, for a check by hand.
import {
  heatDocumentLabels,
  heatHandCheck,
  heatRatingDocumentLabels,
  heatRatingFileName,
  heatRatingInputRows,
  heatRatingUnitRows,
  heatRatingWarningTitle,
  heatSolutionRows,
  type HeatRatingRequest,
  type HeatRatingResult,
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
import { renderDatasheet, type Datasheet, type DatasheetSection } from '../../documents/datasheet';
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

/** The hand check's three tables — method, the two sides, the overall chain — of one check. */
function handCheckSections(check: ReturnType<typeof heatHandCheck>): DatasheetSection[] {
  const right = { align: 'right' as const };
  return [
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
  ];
}

export function heatDatasheet(d: {
  line: 'clever' | 'lt';
  request: { id: number; created: string };
  solution: HeatSolution;
  inputs: readonly HeatRow[];
  /** The catalogue's note when its plates are illustrative. */
  note: string | null;
}): Datasheet {
  const check = heatHandCheck(d.solution.check, METHOD);
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
      ...handCheckSections(check),
    ],
  };
}

/**
 * A rated unit's datasheet (issue 30 item 2): the unit as the user gave it (a catalogue model or
 * their own plate), the duty, every design limit the unit breaks — or that none is — and then the
 * same hand check as a design's. No request is kept for a rating: the sheet carries no number.
 */
export function heatRatingDatasheet(d: {
  line: 'clever' | 'lt';
  rating: HeatRatingRequest;
  result: HeatRatingResult;
  created: string;
}): Datasheet {
  const { rating, result } = d;
  const l = heatRatingDocumentLabels;
  const check = heatHandCheck(result.check, METHOD);
  const userPlate: DatasheetSection[] = result.notice
    ? [{ kind: 'note', text: `${result.notice}. ${l.userPlateUnchecked}`, tone: 'info' }]
    : [];
  const limits: DatasheetSection =
    result.warnings.length > 0
      ? {
          kind: 'table',
          title: l.warnings,
          rows: result.warnings.map((w) => [heatRatingWarningTitle(w), w.message] as const),
        }
      : { kind: 'note', text: l.noWarnings, tone: 'info' };
  return {
    kind: l.title,
    title: heatRatingFileName(rating).replace(/\.pdf$/, ''),
    description: heatDocumentLabels.lineTitle[d.line],
    request: { id: null, created: d.created },
    illustrative: result.note ? { note: result.note, checkAgainst: heatDocumentLabels.checkAgainst } : null,
    sections: [
      ...userPlate,
      limits,
      {
        kind: 'tables',
        tables: [
          { title: l.unit, rows: rows(heatRatingUnitRows(rating)) },
          { title: l.inputs, rows: rows(heatRatingInputRows(rating)) },
          { title: check.geometry.title, rows: rows(check.geometry.rows) },
        ],
      },
      ...handCheckSections(check),
    ],
  };
}

export const renderHeatDatasheet = (d: Parameters<typeof heatDatasheet>[0]): Promise<Uint8Array> =>
  renderDatasheet(heatDatasheet(d));

export const renderHeatRatingDatasheet = (
  d: Parameters<typeof heatRatingDatasheet>[0],
): Promise<Uint8Array> => renderDatasheet(heatRatingDatasheet(d));
