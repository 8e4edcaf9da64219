// Answers of the pump API for the web tests, checked against the contracts' schemas so a mock can
// never drift from what the server may send. Figures are round and made up; shapes are real.
import {
  pumpDetails,
  pumpFilterResult,
  pumpProfileOf,
  pumpSeriesData,
  pumpSeriesFilter,
  pumpSeriesItem,
  type PumpCurvesData,
  type PumpDetails,
  type PumpFilterResult,
  type PumpForm,
  type PumpSeriesData,
  type PumpSeriesFilter,
  type PumpWorkingPoint,
} from '@podbor/contracts';
import { z } from 'zod';

const note = 'Иллюстративные данные, не данные производителя';

const record = {
  id: 1,
  name: 'EVR',
  description: 'Вертикальные многоступенчатые насосы',
  P_CurveName: 'P2',
  has_control: true,
  has_count: true,
  illustrative: true,
  note,
};

const item = { ...record, image: '/api/v1/search/pump/series/1/image' };

export const seriesList = z
  .array(pumpSeriesItem)
  .parse([
    item,
    { ...record, id: 3, name: 'CMI', description: 'Горизонтальные насосы', has_control: false, image: null },
  ]);

const model = (id: number, name: string, power: number) => ({
  id,
  name,
  article: `AQ-${name.replace(/\s/g, '')}`,
  power,
  voltage: 400,
  stages: 5,
  ratedSpeed: 2900,
  weight: 30,
  bep: { Q: 5.8, p: 5.5, H: 56.2, eff: 63 },
  range: { Qmin: 1.7, Qmax: 8.4, pMin: 4, pMax: 8 },
});

export const series: PumpSeriesData = pumpSeriesData.parse({
  ...item,
  models: [model(1020, 'EVR 5-8', 2.2), model(1021, 'EVR 5-10', 2.2), model(1022, 'EVR 5-12', 3)],
});

const number = (name: 'Q' | 'H' | 'H0', label: string, unit: string | null, min: number, max: number) => ({
  name,
  label,
  unit,
  required: true,
  min,
  max,
  options: null,
  default: null,
});

export const filter: PumpSeriesFilter = pumpSeriesFilter.parse({
  seriesId: 1,
  fields: [
    {
      name: 'units',
      label: 'Единицы расхода',
      unit: null,
      required: true,
      min: null,
      max: null,
      options: [
        { value: 'm', label: 'м³/ч' },
        { value: 'l', label: 'л/с' },
      ],
      default: 'm',
    },
    number('Q', 'Подача Q', null, 1, 100),
    number('H', 'Напор H', 'бар', 1, 100),
    number('H0', 'Статический напор H0', 'бар', 0, 10),
    {
      name: 'pcnt',
      label: 'Число рабочих насосов',
      unit: 'шт.',
      required: false,
      min: 1,
      max: 5,
      options: [1, 2, 3, 4, 5].map((n) => ({ value: n, label: String(n) })),
      default: 1,
    },
    {
      name: 'BoxType',
      label: 'Исполнение',
      unit: null,
      required: false,
      min: null,
      max: null,
      options: [
        { value: 0, label: 'С частотным регулированием' },
        { value: 2, label: 'Без частотного регулирования' },
      ],
      default: 0,
    },
  ],
  coverage: { Qmin: 0.4, Qmax: 30, pMin: 0.7, pMax: 13 },
});

/** CMI: pump count but no control type. */
export const filterWithoutControl: PumpSeriesFilter = {
  ...filter,
  seriesId: 3,
  fields: filter.fields.filter((f) => f.name !== 'BoxType'),
};

export const workingPoint = (form: PumpForm, speedPct = 90): PumpWorkingPoint => ({
  Q: form.Q,
  p: form.H,
  H: form.H * 10.2,
  eff: 62.3,
  NPSH: 1.74,
  power: 1.34,
  speed: 29 * speedPct,
  speedPct,
});

const why = (bepFlowPct: number) => ({
  headDeviationPct: 0,
  flowDeviationPct: 0,
  bepFlowPct,
  inPreferredRegion: bepFlowPct >= 70 && bepFlowPct <= 120,
  withinTolerance: true,
  shortOfDuty: false,
  speedPct: 87,
  motorLoadingPct: 64,
  powerKw: 1.34,
  inputPowerKw: 1.61,
  score: Math.abs(bepFlowPct / 100 - 1),
  npsh: null,
  energy: null,
  // Round made-up figures in the engine's shape (decision 0042): 1 pump and 1 converter.
  lcc: {
    purchase: [
      {
        item: 'pump' as const,
        role: 'working' as const,
        count: 1,
        unitKopecks: 10_000_000,
        kopecks: 10_000_000,
        source: 'sizeProxy' as const,
        ratedKw: 2.2,
        stages: 10,
      },
      {
        item: 'converter' as const,
        role: 'all' as const,
        count: 1,
        unitKopecks: 1_670_000,
        kopecks: 1_670_000,
        source: 'sizeProxy' as const,
        ratedKw: 2.2,
      },
    ],
    purchaseKopecks: 11_670_000,
    kwhPerYear: 5000,
    energyKopecksPerYear: 4_000_000,
    energyKopecks: 40_000_000,
    totalKopecks: 51_670_000,
    tariffRubPerKwh: 8,
    years: 10,
    rows: [100, 75, 50, 25].map((sharePct, i) => ({
      sharePct,
      hours: [360, 900, 2100, 2640][i]!,
      Q: 5 * (sharePct / 100),
      speedPct: 87 - 10 * i,
      inputKw: 1.8 - 0.3 * i,
      converterLossKw: 0.1,
      atLowestPoint: false,
    })),
    fixedSpeedAt: null,
  },
});

/** Water at 20 °C as the engine reports it (IAPWS-IF97, decision 0031). */
export const water20 = {
  temperatureC: 20,
  density: 998.206,
  gravity: 9.80665,
  metresPerBar: 10.21549,
  vapourPressureKpa: 2.339,
};

const candidate = (m: (typeof series.models)[number], rank: number, form: PumpForm, bep: number) => ({
  id: m.id,
  name: m.name,
  article: m.article,
  voltage: m.voltage,
  power: m.power,
  files: {},
  paramGroups: [],
  delta: { x_work: workingPoint(form) },
  rank,
  why: why(bep),
});

export const selection = (form: PumpForm): PumpFilterResult =>
  pumpFilterResult.parse({
    seriesId: 1,
    applied: { pcnt: form.pcnt ?? 1, BoxType: form.BoxType ?? 0 },
    water: water20,
    candidates: [candidate(series.models[1]!, 1, form, 96), candidate(series.models[2]!, 2, form, 61)],
    rejected: [
      {
        id: 1020,
        name: 'EVR 5-8',
        reason: 'speedAboveRated',
        message: 'Насос не обеспечивает требуемый напор на номинальной частоте вращения',
      },
    ],
    message: null,
    profile: pumpProfileOf(form),
    illustrative: true,
    note,
  });

export const noSolutions = (form: PumpForm): PumpFilterResult => ({
  ...selection(form),
  candidates: [],
  rejected: series.models.map((m) => ({
    id: m.id,
    name: m.name,
    reason: 'aboveMaxFlow' as const,
    message: 'Рабочая точка правее рабочего диапазона насоса (подача больше максимальной)',
  })),
  message: 'Решений не найдено',
});

const points = (f: (q: number) => number) => [2, 4, 6, 8].map((q) => ({ q, value: f(q) }));

const curves = (pumpId: number, form: PumpForm): PumpCurvesData => ({
  pumpId,
  applied: { pcnt: form.pcnt ?? 1, BoxType: form.BoxType ?? 0 },
  units: {
    q: form.units === 'l' ? 'l/s' : 'm3/h',
    head: form.hunits ?? 'bar',
    power: 'kW',
    efficiency: '%',
    npshr: 'm',
  },
  headMetresPerBar: 10.2155,
  barPerHeadUnit: form.hunits === 'm' ? 0.0978899803 : 1,
  headRated: points((q) => 8 - q / 2),
  headWorking: points((q) => 7 - q / 2),
  system: points((q) => form.H0 + (form.H - form.H0) * (q / form.Q) ** 2),
  power: points((q) => 1 + q / 10),
  efficiency: points((q) => 40 + q * 3),
  npshr: points((q) => 1 + q / 5),
  duty: { q: form.Q, value: form.H },
  workingPoint: workingPoint(form),
  rejection: null,
  npsha: null,
  refusedPoint: null,
});

export const details = (pumpId: number, form: PumpForm): PumpDetails => {
  const m = series.models.find((x) => x.id === pumpId)!;
  return pumpDetails.parse({
    series: record,
    pump: {
      id: m.id,
      name: m.name,
      article: m.article,
      voltage: m.voltage,
      power: m.power,
      files: {},
      paramGroups: [
        { id: 2, name: 'Двигатель', sort: 2, params: [{ name: 'Мощность двигателя', value: '2,2 кВт' }] },
        { id: 1, name: 'Гидравлика', sort: 1, params: [{ name: 'Число ступеней', value: 10 }] },
      ],
      delta: { x_work: workingPoint(form) },
    },
    applied: { pcnt: form.pcnt ?? 1, BoxType: form.BoxType ?? 0 },
    water: water20,
    curves: curves(pumpId, form),
    rank: 1,
    candidates: 2,
    why: why(96),
    rejection: null,
    profile: pumpProfileOf(form),
    illustrative: true,
    note,
  });
};
