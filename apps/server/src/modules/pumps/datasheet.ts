// The pump datasheet (PDF) on the document kit: identity and illustration, the inputs, the working
// point, why the pump fits, the H–Q, power, efficiency and NPSHr charts and the parameter groups.
import {
  pumpDocumentLabels,
  pumpLccLabels,
  groupedFigure,
  kilowattHours,
  roubles,
  pumpProfileOf,
  pumpRejectionMessages,
  type PumpFitReason,
  type PumpForm,
  type PumpParamGroup,
  type PumpSeriesRecord,
  type PumpWaterUsed,
  type PumpWorkingPoint,
} from '@podbor/contracts';
import { formatFigure, pumpUnitText } from '@podbor/charts/pumps';
import { ISO_9906_GRADE_2B, PREFERRED_REGION_PCT, type AppliedPumpMode } from '@podbor/engineering/pumps';
import {
  barToFormHead,
  formHeadToBar,
  type Bar,
  type KilogramsPerCubicMetre,
} from '@podbor/engineering/units';
import { renderDatasheet, type Datasheet } from '../../documents/datasheet';
import type { KeyValueRow } from '../../documents/layout';

export interface DatasheetInput {
  request: { id: number; created: string };
  series: PumpSeriesRecord;
  model: { name: string; article: string };
  form: PumpForm;
  applied: AppliedPumpMode;
  /** The water and its bar ↔ m conversion (decision 0031). */
  water: PumpWaterUsed;
  workingPoint: PumpWorkingPoint;
  why: PumpFitReason;
  rank: number;
  candidates: number;
  /** Metres of water per bar used by the engine [m/bar]. */
  headMetresPerBar: number;
  paramGroups: PumpParamGroup[];
  /** The chart PNGs (800 × 500 layout) and the series drawing. */
  images: {
    hq: Uint8Array;
    power: Uint8Array;
    efficiency: Uint8Array;
    npshr: Uint8Array;
    series: Uint8Array | null;
  };
  /** The catalogue's data note (illustrative data says so), or null for manufacturer data. */
  note: string | null;
  /**
   * The flow the H–Q curve starts at [the form's unit]: the catalogue's first point, for the set at
   * rated speed. Above zero, the chart's caption says the curve is not carried to shut-off.
   */
  curveFrom: number;
}

const L = pumpDocumentLabels.datasheet;
const pct = (v: number) => `${formatFigure(v, 1)} %`;
const signedPct = (v: number) => `${v > 0 ? '+' : ''}${formatFigure(v, 1)} %`;

/** The pump datasheet as the kit's sections. */
export function pumpDatasheet(d: DatasheetInput): Datasheet {
  const flow = pumpUnitText[d.form.units === 'l' ? 'l/s' : 'm3/h'];
  // A head as the form gave it: bar (with its metres of the water at T), or m вод. ст. (with bar).
  const hunits = d.form.hunits ?? 'bar';
  const rho = d.water.density as KilogramsPerCubicMetre;
  const head = (bar: number) =>
    hunits === 'm'
      ? L.headInMetres(formatFigure(barToFormHead(bar as Bar, 'm', rho)), formatFigure(bar))
      : L.head(formatFigure(bar), formatFigure(bar * d.headMetresPerBar));
  const typed = (h: number) => head(formHeadToBar(h, hunits, rho));
  const wp = d.workingPoint;
  const count = `${d.applied.pcnt}${d.series.has_count ? '' : L.inputs.countFixed}`;
  const control = d.applied.BoxType === 0 ? L.inputs.withDrive : L.inputs.withoutDrive;
  const why = d.why;
  const region = `${PREFERRED_REGION_PCT.min}–${PREFERRED_REGION_PCT.max} %`;
  const iso = `Q ±${ISO_9906_GRADE_2B.flow * 100} %, H ±${ISO_9906_GRADE_2B.head * 100} %`;
  return {
    kind: L.kind,
    title: pumpDocumentLabels.model(d.model.name),
    subtitle: L.article(d.model.article),
    description: L.series(d.series.name, d.series.description),
    image: d.images.series,
    request: d.request,
    illustrative: d.note ? { note: d.note, checkAgainst: L.checkAgainst } : null,
    sections: [
      {
        kind: 'tables',
        tables: [
          {
            title: L.inputs.title,
            rows: [
              [L.inputs.flow, `${formatFigure(d.form.Q)} ${flow}`],
              [L.inputs.head, typed(d.form.H)],
              [L.inputs.staticHead, typed(d.form.H0)],
              [L.inputs.count, count],
              [L.inputs.control, d.series.has_control ? control : L.inputs.noDriveInSeries(control)],
              [L.inputs.temperature, `${formatFigure(d.water.temperatureC)} °C`],
              [
                L.inputs.conversion,
                L.inputs.conversionValue(
                  formatFigure(d.water.metresPerBar, 4),
                  formatFigure(d.water.temperatureC),
                  formatFigure(d.water.density, 1),
                ),
              ],
              [L.inputs.npsha, npshaText(d)],
              ...energyInputs(d.form),
            ],
          },
          {
            title: L.workingPoint.title,
            rows: [
              [L.workingPoint.flow, `${formatFigure(wp.Q)} ${flow}`],
              [L.workingPoint.head, head(wp.p)],
              [L.workingPoint.efficiency, pct(wp.eff)],
              [L.workingPoint.npshr, `${formatFigure(wp.NPSH)} ${L.units.metre}`],
              [
                d.applied.pcnt > 1 ? L.workingPoint.powerAll : L.workingPoint.powerOne,
                L.workingPoint.powerValue(
                  `${formatFigure(wp.power)} ${L.units.kilowatt}`,
                  pct(why.motorLoadingPct),
                ),
              ],
              [L.workingPoint.speed, L.workingPoint.speedValue(formatFigure(wp.speed, 0), pct(wp.speedPct))],
            ],
          },
        ],
      },
      {
        kind: 'table',
        title: L.why.title,
        rows: [
          [L.why.rank, L.why.rankValue(d.rank, d.candidates)],
          [L.why.headDeviation, signedPct(why.headDeviationPct)],
          [L.why.flowDeviation, signedPct(why.flowDeviationPct)],
          [L.why.bepFlow, pct(why.bepFlowPct)],
          [L.why.inputPower, `${formatFigure(why.inputPowerKw)} ${L.units.kilowatt}`],
          [L.why.npsh, npshMarginText(why)],
          ...energyRows(why),
          [L.why.preferredRegion(region), why.inPreferredRegion ? L.why.yes : L.why.no],
          // With frequency control the set runs through the duty itself: the tolerance says nothing.
          ...(d.applied.BoxType === 2
            ? [
                <KeyValueRow>[
                  L.why.tolerance(iso),
                  why.shortOfDuty
                    ? L.why.shortOfDuty
                    : why.withinTolerance
                      ? L.why.withinTolerance
                      : L.why.outsideTolerance,
                ],
              ]
            : []),
        ],
      },
      ...lccTable(why, d.applied),
      // The charts carry their own titles; H–Q stays on the first page if it fits at a readable size.
      {
        kind: 'charts',
        charts: [
          d.curveFrom > 0
            ? { png: d.images.hq, caption: L.curveFrom(`${formatFigure(d.curveFrom)} ${flow}`) }
            : { png: d.images.hq },
          ...[d.images.power, d.images.efficiency, d.images.npshr].map((png) => ({ png })),
        ],
      },
      {
        kind: 'tables',
        tables: [...d.paramGroups]
          .sort((a, b) => a.sort - b.sort)
          .map((g) => ({
            title: g.name,
            rows: g.params.map((p): KeyValueRow => [p.name, String(p.value)]),
          })),
      },
    ],
  };
}

/** NPSHa as given: typed, from the inlet pressure, or not at all. */
function npshaText(d: DatasheetInput): string {
  const a = d.why.npsh?.availableM;
  if (a === undefined) return L.inputs.npshaNone;
  if (d.form.pin === undefined) return L.inputs.npshaTyped(formatFigure(a));
  return L.inputs.npshaFromInlet(
    formatFigure(a),
    formatFigure(d.form.pin),
    formatFigure(d.water.vapourPressureKpa),
  );
}

/** The one load profile, tariff and years (the form's, defaults filled in): every energy figure uses them. */
function energyInputs(form: PumpForm): KeyValueRow[] {
  const p = pumpProfileOf(form);
  const hours = [p.h100, p.h75, p.h50, p.h25].map((v) => formatFigure(v, 0)).join(' / ');
  return [
    [L.inputs.energyProfile, hours],
    [L.inputs.price, L.inputs.priceValue(formatFigure(p.price), String(p.years))],
  ];
}

/** The life-cycle cost the ranking ordered by (decision 0042): every figure of it, and the rule. */
function lccTable(why: PumpFitReason, applied: AppliedPumpMode): Datasheet['sections'] {
  const l = why.lcc;
  if (!l) return [];
  const C = pumpLccLabels;
  const rows: KeyValueRow[] = [
    ...l.purchase.map((p): KeyValueRow => [
      C.line[p.role],
      C.lineValue(p.count, roubles(p.unitKopecks), roubles(p.kopecks), C.source[p.source]),
    ]),
    [C.purchase, roubles(l.purchaseKopecks)],
    ...l.rows.map((r): KeyValueRow => [
      C.row(r.sharePct, formatFigure(r.hours, 0)),
      C.rowValue(
        formatFigure(r.inputKw),
        formatFigure(r.speedPct, 0),
        applied.BoxType === 0 ? formatFigure(r.converterLossKw) : null,
        r.atLowestPoint,
      ),
    ]),
    [C.energyYear, `${kilowattHours(l.kwhPerYear)}, ${roubles(l.energyKopecksPerYear)}`],
    [C.energy(l.years), roubles(l.energyKopecks)],
    [C.total, roubles(l.totalKopecks)],
    ...(why.shortOfDuty ? [<KeyValueRow>[L.why.rank, C.shortOfDuty]] : []),
  ];
  return [
    { kind: 'table', title: C.title, rows },
    {
      kind: 'note',
      text: [C.order, ...(applied.BoxType === 2 ? [C.fixedCrossing] : []), C.proxy].join(' '),
    },
  ];
}

/** The NPSH margin: metres and per cent with what is asked for, a warning when thin. */
function npshMarginText(why: PumpFitReason): string {
  const n = why.npsh;
  if (!n) return L.why.npshNone;
  const args = [
    formatFigure(n.marginM),
    n.marginPct === null ? '—' : pct(n.marginPct),
    formatFigure(n.requiredMarginM),
  ] as const;
  return n.status === 'thin' ? L.why.npshThin(...args) : L.why.npshValue(...args);
}

/** Energy a year and over the years, or why it was not computed. */
function energyRows(why: PumpFitReason): KeyValueRow[] {
  const e = why.energy;
  if (!e) return [[L.why.energy, L.why.energyNone]];
  if (!e.ok)
    return [[L.why.energy, L.why.energyRefused(formatFigure(e.sharePct), pumpRejectionMessages[e.reason])]];
  return [
    [L.why.energy, L.why.energyValue(groupedFigure(e.kwhPerYear), groupedFigure(e.costPerYear))],
    [L.why.energyTotal(String(e.years)), roubles(e.costTotal * 100)],
  ];
}

/** The PDF bytes of one pump's datasheet. */
export function renderPumpDatasheet(d: DatasheetInput): Promise<Uint8Array> {
  return renderDatasheet(pumpDatasheet(d));
}
