// The station set datasheet (PDF) on the document kit: composition and control scheme, the duty
// and the working point, the set curve with the duty point, every check with its figures, the
// pumps' dimensions and weight, and the illustrative-data note.
import {
  STATION_BRAND,
  stationCheckLabels,
  stationCheckUnitText,
  stationDocumentLabels,
  stationFields,
  stationFireCodeLabels,
  stationLccLabels,
  kilowattHours,
  roubles,
  stationRuleLabels,
  stationBuildingFields,
  stationBuildingWaterLabels,
  stationTypeInfo,
  type StationBuildingDuty,
  type StationCheck,
  type StationForm,
  type StationSet,
} from '@podbor/contracts';
import { formatFigure } from '@podbor/charts/pumps';
import { renderDatasheet, type Datasheet } from '../../documents/datasheet';
import type { KeyValueRow } from '../../documents/layout';

export interface StationDatasheetInput {
  request: { id: number; created: string };
  form: StationForm;
  set: StationSet;
  /** The H–Q chart PNG (800 × 500 layout). */
  chart: Uint8Array;
  /** The catalogue pump: dimensions [mm] and weight [kg]. */
  model: { dimensions: { length: number; width: number; height: number }; weight: number };
  /** The catalogue's data note, or null for manufacturer data. */
  note: string | null;
  /** The duty's derivation from the building (СП 30.13330.2020), when the form has one. */
  building?: StationBuildingDuty | null;
}

/** The life-cycle cost: the purchase lines, the load profile's rows, energy, total. */
function lccRows(set: StationSet): KeyValueRow[] {
  const L = stationLccLabels;
  const { lcc } = set;
  return [
    ...lcc.purchase.map(
      (l) =>
        [
          `${L.line[l.role]}: ${l.count} × ${roubles(l.unitKopecks)} (${L.source[l.source]})`,
          roubles(l.kopecks),
        ] as KeyValueRow,
    ),
    [L.purchase, roubles(lcc.purchaseKopecks)],
    ...lcc.rows.map(
      (r) => [L.row(r.sharePct, r.hours, r.running), withUnit(r.inputW / 1000, 'кВт')] as KeyValueRow,
    ),
    [L.inputAtDuty, withUnit(lcc.inputAtDutyW / 1000, 'кВт')],
    [L.energyYear, `${kilowattHours(lcc.kwhPerYear)}, ${roubles(lcc.energyKopecksPerYear)}`],
    [L.energy(lcc.years), roubles(lcc.energyKopecks)],
    [L.total, roubles(lcc.totalKopecks)],
  ];
}

/** The building's inputs and every step to the duty, each with its formula and clause. */
function buildingRows(form: StationForm, b: StationBuildingDuty): KeyValueRow[] {
  const bf = stationBuildingFields;
  const given = (k: keyof typeof bf) => {
    const v = form[k];
    return [bf[k].label, `${f(v ?? 0)}${bf[k].unit ? ` ${bf[k].unit}` : ''}`] as KeyValueRow;
  };
  return [
    given('building_floors'),
    given('building_floor_height'),
    given('building_base_height'),
    given('building_fixture_height'),
    given('building_apartments'),
    given('building_residents'),
    given('building_fixtures'),
    ['Вода через установку', stationBuildingWaterLabels[form.building_water ?? 'total']],
    given('building_q0'),
    given('building_qhru'),
    ['Потребителей U = квартир × жителей', f(b.consumers)],
    ['Приборов N = квартир × приборов', f(b.fixtures)],
    ['P = q_hr,u·U / (3600·q0·N), п. 5.4, ф. (3)', f(b.probability, 5)],
    [`α по табл. ${b.alphaTable} при N·P = ${f(b.np, 4)}, прил. Б`, f(b.alpha, 4)],
    ['q = 5·q0·α, п. 5.3, ф. (2)', `${withUnit(b.flowLs, 'л/с', 3)} = ${withUnit(b.flowM3h, 'м³/ч', 3)}`],
    ['H_geom = отметка 1-го этажа + (этажей − 1)·высота этажа + прибор', withUnit(b.geometric, 'м')],
    ['Потери после установки ΣH', withUnit(b.losses, 'м')],
    ['Свободный напор у диктующего прибора H_pr, п. 8.21', withUnit(b.freeHead, 'м')],
    ['Потери в водонагревателе H_tepl, п. 8.27', withUnit(b.heaterLoss, 'м')],
    ['H_tr = H_geom + ΣH + H_pr + H_tepl, п. 8.27, ф. (14)', withUnit(b.requiredHead, 'м')],
  ];
}

const CONTROL_TEXT: Record<StationSet['control'], string> = {
  speedEach: 'Частотное регулирование каждого рабочего насоса, все на одной частоте',
  speedOne: 'Один преобразователь частоты: регулируемый насос и насосы на полной частоте (каскад)',
  fixed: 'Без частотного регулирования: насосы на полной частоте',
};

const f = (v: number, digits?: number) => formatFigure(v, digits);
const withUnit = (v: number, unit: string, digits?: number) => `${f(v, digits)} ${unit}`;

const SCOPE_TEXT: Record<StationCheck['scope'], string> = { pump: 'насос', set: 'установка' };

/** A check's row: what it asks, of what, by which rule, the figure, the limit, the result. */
function checkRow(c: StationCheck): string[] {
  const unit = stationCheckUnitText[c.unit];
  const limit = `${c.bound === 'min' ? '≥' : '≤'} ${withUnit(c.limit, unit)}`;
  return [
    stationCheckLabels[c.code],
    SCOPE_TEXT[c.scope],
    stationRuleLabels[c.rule].short,
    withUnit(c.actual, unit),
    limit,
    c.passed ? 'выполнено' : 'не выполнено',
  ];
}

/** The rules the checks cite, once each, with their content. */
const ruleNotes = (checks: readonly StationCheck[]): string =>
  [...new Set(checks.map((c) => c.rule))].map((r) => `• ${stationRuleLabels[r].full}.`).join('\n');

/** The station datasheet as the kit's sections. */
export function stationDatasheet(d: StationDatasheetInput): Datasheet {
  const { set, form } = d;
  const fields = stationFields;
  const inputs: KeyValueRow[] = [
    [fields.consumption.label, withUnit(form.consumption, fields.consumption.unit)],
    ['Давление на выходе', withUnit(form.pressure, fields.pressure.unit)],
    [fields.affluent.label + ' (давление на входе)', withUnit(form.affluent, fields.affluent.unit)],
    [fields.maximum_pressure.label, withUnit(form.maximum_pressure, fields.maximum_pressure.unit)],
    ['Тип станции', set.typeName],
    ['Марка, серия насосов', `${STATION_BRAND} ${set.series}`],
    ...(set.fire ? [['Норматив', stationFireCodeLabels[set.fire.code].name] as KeyValueRow] : []),
  ];
  const composition: KeyValueRow[] = [
    ['Насос', `${set.pumpModel}, артикул ${set.article}, ${withUnit(set.motorPower, 'кВт')}`],
    ['Рабочих насосов', String(set.pumps.working)],
    ['Резервных насосов', String(set.pumps.standby)],
    ['Всего насосов', String(set.pumps.total)],
    ['Управление', CONTROL_TEXT[set.control]],
    ['Обвязка насоса', `DN ${set.internalLoss.dn}, ζ = ${f(set.internalLoss.zeta, 1)}`],
  ];
  const duty: KeyValueRow[] = [
    ['Требуемый напор установки', withUnit(set.duty.head, 'м')],
    ['Напор установки при расчётном расходе', withUnit(set.headAtDuty, 'м')],
    ['Давление на выходе', withUnit(set.outletPressure, 'бар')],
    [
      'Внутренние потери установки',
      `${withUnit(set.internalLoss.head, 'м')} при ${withUnit(set.internalLoss.velocity, 'м/с')}`,
    ],
    ['Мощность P2 рабочих насосов', withUnit(set.power, 'кВт')],
    ['Удельный расход энергии', withUnit(set.specificEnergy, 'кВт·ч/м³', 3)],
    ['КПД установки', withUnit(set.setEfficiency, '%', 1)],
    ['Напор при закрытой задвижке', withUnit(set.shutoff.head, 'м')],
    ...(set.fire
      ? [
          [
            'Номинальная точка насоса',
            `${withUnit(set.fire.nominalFlow, 'м³/ч')} (${f(set.fire.pumpSharePct, 0)} % расчётного расхода) при ${withUnit(set.fire.nominalHead, 'м')}`,
          ] as KeyValueRow,
        ]
      : []),
  ];
  const points = set.points.map((p) => [
    p.role === 'variable' ? 'с регулированием' : 'полная частота',
    String(p.count),
    withUnit(p.flow, 'м³/ч'),
    withUnit(p.head, 'м'),
    withUnit(p.speedPct, '%', 1),
    withUnit(p.efficiency, '%', 1),
    withUnit(p.power, 'кВт'),
  ]);
  const { length, width, height } = d.model.dimensions;
  const dimensions: KeyValueRow[] = [
    ['Насос, Д × Ш × В', `${length} × ${width} × ${height} мм`],
    ['Масса насоса', withUnit(d.model.weight, 'кг')],
    ['Масса насосов установки', withUnit(d.model.weight * set.pumps.total, 'кг')],
  ];
  return {
    kind: stationDocumentLabels.documentName,
    title: set.modelName,
    subtitle: stationTypeInfo[set.stationType as keyof typeof stationTypeInfo].description,
    request: d.request,
    illustrative: d.note ? { note: d.note, checkAgainst: 'паспортом производителя' } : null,
    sections: [
      {
        kind: 'tables',
        tables: [
          { title: 'Исходные данные', rows: inputs },
          { title: 'Состав', rows: composition },
        ],
      },
      ...(d.building
        ? [
            {
              kind: 'table' as const,
              title: 'Расход и напор по зданию (СП 30.13330.2020)',
              rows: buildingRows(form, d.building),
            },
          ]
        : []),
      { kind: 'table', title: 'Рабочая точка установки', rows: duty },
      {
        kind: 'columns',
        title: 'Насосы в расчётной точке',
        columns: [
          { title: 'Режим', weight: 1.4 },
          { title: 'Насосов', align: 'right' },
          { title: 'Подача', align: 'right' },
          { title: 'Напор', align: 'right' },
          { title: 'Частота', align: 'right' },
          { title: 'КПД', align: 'right' },
          { title: 'P2', align: 'right' },
        ],
        rows: points,
      },
      { kind: 'charts', title: 'Характеристика установки', charts: [{ png: d.chart }] },
      {
        kind: 'columns',
        title: 'Проверки',
        columns: [
          { title: 'Проверка', weight: 2.5 },
          { title: 'Чего', weight: 1.15 },
          { title: 'Источник', weight: 1.6 },
          { title: 'Значение', align: 'right' },
          { title: 'Предел', align: 'right', weight: 1.15 },
          { title: 'Результат', align: 'center', weight: 1.15 },
        ],
        rows: set.checks.map(checkRow),
      },
      { kind: 'note', text: `Источники проверок:\n${ruleNotes(set.checks)}` },
      { kind: 'table', title: stationLccLabels.title, rows: lccRows(set) },
      {
        kind: 'note',
        text: `${set.group === 'fire' ? stationLccLabels.fire : stationLccLabels.order} ${stationLccLabels.profile(set.lcc.years, f(set.lcc.tariffRubPerKwh), set.lcc.rows.map((r) => f(r.hours)).join(' / '))}. ${stationLccLabels.proxy}`,
      },
      { kind: 'table', title: 'Габариты и масса', rows: dimensions },
      {
        kind: 'note',
        text:
          'Масса указана для насосов без рамы, коллекторов и шкафа управления. Внутренние потери — ' +
          'оценка по типовым коэффициентам сопротивления арматуры.',
      },
    ],
  };
}

export const renderStationDatasheet = (d: StationDatasheetInput): Promise<Uint8Array> =>
  renderDatasheet(stationDatasheet(d));
