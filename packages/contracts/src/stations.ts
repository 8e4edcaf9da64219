// Station calculator (/station): the pumping station form (calculators §3, §4, §5) with the spec's
// message, the selection answer (the sets and their checks), file names and the result entries.
import { z } from 'zod';
import { lccPurchaseLine } from './pump-figures';
import { pumpExampleHours } from './pump-load-profile';
import { pumpMessages } from './pump-messages';
import { pumpRanges } from './pump-ranges';
import { plural, ruNumber } from './russian';

/** calculators §3: WRP-A 0, WRP-B 1, WRP-C 2, WRP-F 3, WRP-A basic 4, WRP-F basic 5, WRP-A ECO 6. */
export const stationTypeCodes = [0, 1, 2, 3, 4, 5, 6] as const;
export type StationTypeCode = (typeof stationTypeCodes)[number];
export const stationSeriesNames = ['EVR', 'EVP'] as const;
export type StationSeriesName = (typeof stationSeriesNames)[number];
export const stationGroups = ['xbc', 'fire'] as const;
export type StationGroup = (typeof stationGroups)[number];

/** The brand (calculators §5: a single option, default AquaStrong). */
export const STATION_BRAND = 'AquaStrong';

/**
 * Each type as the form shows it (a tab per model of the group, its description line) and the
 * rules of calculators §4/§5: the series allowed (the first is the one the form sets) and the
 * largest working-pump count. The engine's STATION_TYPES carry the same rules (a test keeps them equal).
 */
export const stationTypeInfo: Record<
  StationTypeCode,
  {
    name: string;
    group: StationGroup;
    series: readonly StationSeriesName[];
    maxWorkingPumps: number;
    description: string;
  }
> = {
  0: {
    name: 'WRP-A',
    group: 'xbc',
    series: ['EVR'],
    maxWorkingPumps: 2,
    description:
      'Повысительная установка: у каждого рабочего насоса свой преобразователь частоты, давление на выходе постоянно',
  },
  1: {
    name: 'WRP-B',
    group: 'xbc',
    series: ['EVR'],
    maxWorkingPumps: 2,
    description:
      'Каскадное управление: один преобразователь частоты на установку, остальные насосы работают на полной частоте',
  },
  2: {
    name: 'WRP-C',
    group: 'xbc',
    series: ['EVR'],
    maxWorkingPumps: 2,
    description: 'Без преобразователя частоты: насосы включаются и отключаются реле давления',
  },
  3: {
    name: 'WRP-F',
    group: 'fire',
    series: ['EVR', 'EVP'],
    maxWorkingPumps: 2,
    description:
      'Установка пожаротушения по СП 10.13130.2020 или EN 12845: насосы на полной частоте, без частотного регулирования',
  },
  4: {
    name: 'WRP-A basic',
    group: 'xbc',
    series: ['EVR'],
    maxWorkingPumps: 2,
    description: 'Как WRP-A, с упрощённым шкафом управления (без дисплея и диспетчеризации)',
  },
  5: {
    name: 'WRP-F basic',
    group: 'fire',
    series: ['EVR', 'EVP'],
    maxWorkingPumps: 2,
    description: 'Как WRP-F, с упрощённым шкафом управления',
  },
  6: {
    name: 'WRP-A ECO',
    group: 'xbc',
    series: ['EVP'],
    maxWorkingPumps: 3,
    description: 'Как WRP-A, преобразователи частоты встроены в двигатели насосов EVP',
  },
};

/**
 * The code a fire set is checked by (decision 0043): СП 10.13130.2020 by default for Russia, or
 * EN 12845:2015+A1:2019. The engine's FIRE_CODES carry the same list (a test keeps them equal).
 */
export const stationFireCodes = ['sp10', 'en12845'] as const;
export type StationFireCode = (typeof stationFireCodes)[number];

export const stationFireCodeLabels: Record<StationFireCode, { name: string; description: string }> = {
  sp10: {
    name: 'СП 10.13130.2020',
    description:
      'Внутренний противопожарный водопровод (Россия): рабочие насосы вместе обеспечивают расчётный расход при требуемом давлении, резервный насос — как рабочий',
  },
  en12845: {
    name: 'EN 12845:2015+A1:2019',
    description:
      'Спринклерные системы: два насоса — каждый на весь расход, три насоса — каждый не менее 50 % расхода (п. 10.2); характеристика насоса по NFPA 20 (2022), п. 6.2',
  },
};

/** calculators §5 "Ranges" with units; the form's field names in the spec's message. */
export const stationFields = {
  consumption: { label: 'Расход', unit: 'м³/ч', min: 0, max: 1000 },
  pressure: { label: 'Давление', unit: 'м', min: 0, max: 1000 },
  affluent: { label: 'Подпор', unit: 'м', min: 0, max: 1000 },
  maximum_pressure: { label: 'Максимальное давление', unit: 'бар', min: 0, max: 16 },
} as const;
export type StationNumberField = keyof typeof stationFields;

export const stationMessages = {
  /** calculators §5 "Required fields": 'Выберите корректный параметр для {field} от {min} до {max}' with the unit. */
  range: (field: string, min: number, max: number, unit: string) =>
    `Выберите корректный параметр для «${field}» от ${ruNumber(min)} до ${ruNumber(max)} ${unit}`,
  pressureAboveInlet: 'Давление на выходе должно быть больше подпора на входе',
  stationType: 'Тип станции: код от 0 до 6',
  series: (typeName: string, series: readonly string[]) =>
    `Для ${typeName} доступна серия ${series.join(' или ')}`,
  workingPumps: (typeName: string, max: number) => `Рабочих насосов для ${typeName}: от 1 до ${max}`,
  workingPumpsAny: 'Рабочих насосов: целое число от 1 до 3',
  standbyPumps: 'Резервный насос: только 1',
  fireCode: 'Норматив установки пожаротушения: СП 10.13130.2020 или EN 12845',
  buildingIncomplete: 'Для расчёта по зданию заполните все его параметры',
  buildingXbcOnly: 'Расчёт по зданию (СП 30.13330.2020) — для установок ХВС',
  buildingMismatch: (flow: string, head: string) =>
    `Расход и давление не совпадают с расчётом по зданию: ${flow} м³/ч, ${head} м — пересчитайте форму`,
  buildingOutOfTable: 'Здание вне таблиц СП 30.13330.2020: N·P больше 200 или вероятность больше 1',
  brand: 'Марка: только Aquastrong',
  /** A set's files asked for a duty that does not offer that set (POST …/station/files/{modelId}). */
  setNotOffered: 'Эта установка не подходит для заданных параметров: выполните подбор заново',
  /** Shown next to every figure from the sample catalogue. */
  illustrative: 'Иллюстративные данные, не данные производителя',
} as const;

/** The spec's range message of a field of the form, with its label and unit. */
export const stationRangeMessage = (field: StationNumberField): string => {
  const f = stationFields[field];
  return stationMessages.range(f.label, f.min, f.max, f.unit);
};

/** The series rule of a type (calculators §4). */
export const stationSeriesMessage = (type: StationTypeCode): string =>
  stationMessages.series(stationTypeInfo[type].name, stationTypeInfo[type].series);

/** The working-pump rule of a type (calculators §5). */
export const stationWorkingPumpsMessage = (type: StationTypeCode): string =>
  stationMessages.workingPumps(stationTypeInfo[type].name, stationTypeInfo[type].maxWorkingPumps);

/**
 * The building a booster set's duty is derived from by СП 30.13330.2020 (issue 29 item 8, decision
 * 0043): optional fields of the form, all or none, for ХВС sets only. With them the server derives
 * the flow and the outlet pressure and refuses a form whose numbers differ.
 */
export const stationBuildingFields = {
  building_floors: { label: 'Этажей', unit: '', min: 1, max: 100, integer: true },
  building_floor_height: { label: 'Высота этажа', unit: 'м', min: 2, max: 6, integer: false },
  building_base_height: {
    label: 'Отметка пола 1-го этажа над установкой',
    unit: 'м',
    min: 0,
    max: 30,
    integer: false,
  },
  building_fixture_height: {
    label: 'Высота диктующего прибора над полом',
    unit: 'м',
    min: 0,
    max: 3,
    integer: false,
  },
  building_apartments: { label: 'Квартир', unit: '', min: 1, max: 5000, integer: true },
  building_residents: { label: 'Жителей в квартире', unit: 'чел.', min: 0.5, max: 20, integer: false },
  building_fixtures: { label: 'Приборов в квартире', unit: 'шт.', min: 1, max: 20, integer: true },
  building_q0: { label: 'Расход прибором q0', unit: 'л/с', min: 0.01, max: 5, integer: false },
  building_qhru: {
    label: 'Расход потребителем в час наибольшего водопотребления',
    unit: 'л/ч',
    min: 0.1,
    max: 1000,
    integer: false,
  },
  building_losses: {
    label: 'Потери напора после установки',
    unit: 'м',
    min: 0,
    max: 200,
    integer: false,
  },
} as const;
export type StationBuildingNumberField = keyof typeof stationBuildingFields;
export const stationBuildingWaters = ['total', 'cold'] as const;
export const stationBuildingWaterLabels: Record<(typeof stationBuildingWaters)[number], string> = {
  total: 'ХВС и нагрев ГВС в здании (q_tot)',
  cold: 'Только ХВС (q_c)',
};
/** Every building field of the form, the water choice last. */
export const stationBuildingFieldNames = [
  ...(Object.keys(stationBuildingFields) as StationBuildingNumberField[]),
  'building_water',
] as const;

/** The range message of a building field. */
export const stationBuildingRangeMessage = (field: StationBuildingNumberField): string => {
  const f = stationBuildingFields[field];
  return stationMessages.range(f.label, f.min, f.max, f.unit).trimEnd();
};

/**
 * The building of a form in the engine's terms (engineering/water-supply BuildingInput, plain
 * numbers), or null when the form has none (or only part of one).
 */
export function stationBuildingInput(
  f: Partial<Record<(typeof stationBuildingFieldNames)[number], unknown>>,
) {
  const n = (k: StationBuildingNumberField) => (typeof f[k] === 'number' ? (f[k] as number) : null);
  const water = f.building_water === 'total' || f.building_water === 'cold' ? f.building_water : null;
  const v = {
    floors: n('building_floors'),
    floorHeight: n('building_floor_height'),
    baseHeight: n('building_base_height'),
    fixtureHeight: n('building_fixture_height'),
    apartments: n('building_apartments'),
    residentsPerApartment: n('building_residents'),
    fixturesPerApartment: n('building_fixtures'),
    q0: n('building_q0'),
    qHrU: n('building_qhru'),
    losses: n('building_losses'),
  };
  if (water === null || Object.values(v).some((x) => x === null)) return null;
  return { ...(v as { [K in keyof typeof v]: number }), water };
}

const buildingNumber = (field: StationBuildingNumberField) => {
  const f = stationBuildingFields[field];
  const message = stationBuildingRangeMessage(field);
  const n = z.number({ error: message }).min(f.min, message).max(f.max, message);
  return (f.integer ? n.int(message) : n).optional();
};

/** A required number of the form: any problem (missing, not a number, out of range) gives the spec's message. */
const stationNumber = (field: StationNumberField, exclusiveMin: boolean) => {
  const { min, max } = stationFields[field];
  const message = stationRangeMessage(field);
  const n = z.number({ error: message }).max(max, message);
  return exclusiveMin ? n.gt(min, message) : n.min(min, message);
};

/** The station's optional load-profile fields (decision 0042): the pump form's ranges and messages. */
const profileNumber = ({ min, max }: { min: number; max: number }, integer = false) => {
  const n = z
    .number({ error: pumpMessages.notNumber(min, max) })
    .min(min, pumpMessages.range(min, max))
    .max(max, pumpMessages.range(min, max));
  return (integer ? n.int(pumpMessages.range(min, max)) : n).optional();
};

/** The station form's load-profile fields, in the order the page shows them. */
export const stationProfileFieldNames = ['price', 'years', 'h100', 'h75', 'h50', 'h25'] as const;

/**
 * The pumping station form (calculators §3 "Pumping station form state"): the body of
 * POST /api/v1/search/station. Consumption, pressure and maximum pressure must be above 0 (a set
 * for no flow or no pressure is no set); the inlet pressure (affluent) may be 0.
 */
export const stationForm = z
  .strictObject({
    consumption: stationNumber('consumption', true),
    pressure: stationNumber('pressure', true),
    affluent: stationNumber('affluent', false),
    maximum_pressure: stationNumber('maximum_pressure', true),
    station_type: z.literal(stationTypeCodes, { error: stationMessages.stationType }).default(0),
    current_pumps: z
      .number({ error: stationMessages.workingPumpsAny })
      .int(stationMessages.workingPumpsAny)
      .min(1, stationMessages.workingPumpsAny)
      .max(3, stationMessages.workingPumpsAny)
      .default(1),
    /** calculators §5: reserve pumps only 1 (the spec's state default 0 is not an option; decision 0029). */
    additional_pumps: z.literal(1, { error: stationMessages.standbyPumps }).default(1),
    brand: z.literal(STATION_BRAND, { error: stationMessages.brand }).default(STATION_BRAND),
    series: z.enum(stationSeriesNames).default('EVR'),
    /** The code a fire set is checked by (WRP-F, WRP-F basic); a booster set ignores it. */
    fire_code: z.enum(stationFireCodes, { error: stationMessages.fireCode }).default('sp10'),
    building_floors: buildingNumber('building_floors'),
    building_floor_height: buildingNumber('building_floor_height'),
    building_base_height: buildingNumber('building_base_height'),
    building_fixture_height: buildingNumber('building_fixture_height'),
    building_apartments: buildingNumber('building_apartments'),
    building_residents: buildingNumber('building_residents'),
    building_fixtures: buildingNumber('building_fixtures'),
    building_q0: buildingNumber('building_q0'),
    building_qhru: buildingNumber('building_qhru'),
    building_losses: buildingNumber('building_losses'),
    building_water: z.enum(stationBuildingWaters, { error: 'Вода: total или cold' }).optional(),
    /** The load profile, tariff and years of the life-cycle cost (decision 0042), as the pump form's. */
    price: profileNumber(pumpRanges.price),
    years: profileNumber(pumpRanges.years, true),
    h100: profileNumber(pumpRanges.hours),
    h75: profileNumber(pumpRanges.hours),
    h50: profileNumber(pumpRanges.hours),
    h25: profileNumber(pumpRanges.hours),
  })
  .superRefine((f, ctx) => {
    const info = stationTypeInfo[f.station_type];
    const given = stationBuildingFieldNames.filter((k) => f[k] !== undefined);
    if (given.length > 0 && given.length < stationBuildingFieldNames.length) {
      for (const k of stationBuildingFieldNames.filter((n) => f[n] === undefined)) {
        ctx.addIssue({ code: 'custom', path: [k], message: stationMessages.buildingIncomplete });
      }
    }
    if (given.length > 0 && info.group !== 'xbc') {
      ctx.addIssue({ code: 'custom', path: ['building_floors'], message: stationMessages.buildingXbcOnly });
    }
    const hours =
      (f.h100 ?? pumpExampleHours.h100) +
      (f.h75 ?? pumpExampleHours.h75) +
      (f.h50 ?? pumpExampleHours.h50) +
      (f.h25 ?? pumpExampleHours.h25);
    if (hours > pumpRanges.hours.max) {
      ctx.addIssue({ code: 'custom', path: ['h25'], message: pumpMessages.hoursTotal });
    }
    if (!(f.pressure > f.affluent)) {
      ctx.addIssue({ code: 'custom', path: ['pressure'], message: stationMessages.pressureAboveInlet });
    }
    if (!info.series.includes(f.series)) {
      ctx.addIssue({ code: 'custom', path: ['series'], message: stationSeriesMessage(f.station_type) });
    }
    if (f.current_pumps > info.maxWorkingPumps) {
      ctx.addIssue({
        code: 'custom',
        path: ['current_pumps'],
        message: stationWorkingPumpsMessage(f.station_type),
      });
    }
  });
export type StationForm = z.infer<typeof stationForm>;

/**
 * The documents of one set (decision 0029, "Documents on demand"): the body of
 * POST /api/v1/search/station/files/{modelId} is the form; the request stores this job. Its answer
 * is a StationSelectionResult with that one set, and the request's files are the set's two files.
 */
export const stationFilesJob = z.strictObject({
  modelId: z.number().int().positive(),
  form: stationForm,
});
export type StationFilesJob = z.infer<typeof stationFilesJob>;

/** What a station request stores and reopens the page with: a selection's form or a set's files job. */
export const stationInputs = z.union([stationForm, stationFilesJob]);
export type StationInputs = z.infer<typeof stationInputs>;

/** The form of a stored station input (a files job carries it under `form`). */
export const stationFormOf = (input: StationInputs): StationForm => ('form' in input ? input.form : input);

// ---- The answer: the engine's sets in display units (engineering/stations types). ----

export const stationCheckCodes = [
  'flowRange',
  'head',
  'speedRange',
  'cascade',
  'shutoffPressure',
  'stableCurve',
  'churnPressure',
  'overloadPressure',
  'setOverloadPressure',
  'pumpShare',
  'standbyPump',
  /** Only in answers stored before decision 0043. */
  'singlePumpDuty',
] as const;
export type StationCheckCode = (typeof stationCheckCodes)[number];

/** What each check asks, for the page, the datasheet and the nearest-miss sentence. */
export const stationCheckLabels: Record<StationCheckCode, string> = {
  flowRange: 'Подача насоса в рабочем диапазоне',
  head: 'Напор установки при расчётном расходе на полной частоте',
  speedRange: 'Частота вращения в допустимом диапазоне',
  cascade: 'Распределение расхода в каскаде',
  shutoffPressure: 'Давление при закрытой задвижке с подпором',
  stableCurve: 'Стабильная падающая характеристика насоса',
  churnPressure: 'Напор насоса при нулевой подаче не более 140 % номинального',
  overloadPressure: 'Насос при 150 % номинальной подачи — не менее 65 % номинального напора',
  setOverloadPressure: 'Установка при 150 % расчётного расхода — не менее 65 % требуемого напора',
  pumpShare: 'Каждый рабочий насос один обеспечивает свою долю расхода при требуемом напоре',
  standbyPump: 'Резервный насос той же подачи и напора',
  singlePumpDuty: 'Один рабочий насос обеспечивает весь расход (EN 12845)',
};

/** Where a check's rule comes from (engineering/stations StationRule, decision 0043). */
export const stationRules = [
  'podbor',
  'en12845_10_2_full',
  'en12845_10_2_half',
  'en12845_10_2_parallel',
  'nfpa20_6_2_1',
  'nfpa20_6_2_2',
  'sp10_pressure',
  'sp10_standby',
] as const;
export type StationRule = (typeof stationRules)[number];

/** Each rule's source: `short` for a table column, `full` with the clause's content. */
export const stationRuleLabels: Record<StationRule, { short: string; full: string }> = {
  podbor: {
    short: 'проверка podbor',
    full: 'Инженерная проверка подбора podbor, не пункт норматива',
  },
  en12845_10_2_full: {
    short: 'EN 12845, п. 10.2',
    full: 'EN 12845:2015+A1:2019, п. 10.2: при двух насосах каждый один обеспечивает заданные расход и давление',
  },
  en12845_10_2_half: {
    short: 'EN 12845, п. 10.2',
    full: 'EN 12845:2015+A1:2019, п. 10.2: при трёх насосах каждый обеспечивает не менее 50 % расхода при заданном давлении',
  },
  en12845_10_2_parallel: {
    short: 'EN 12845, п. 10.2',
    full: 'EN 12845:2015+A1:2019, п. 10.2: совместимые характеристики насосов, параллельная работа при любом расходе',
  },
  nfpa20_6_2_1: {
    short: 'NFPA 20 (2022), п. 6.2.1',
    full: 'NFPA 20 (2022), п. 6.2.1: при 150 % номинальной подачи напор не менее 65 % номинального',
  },
  nfpa20_6_2_2: {
    short: 'NFPA 20 (2022), п. 6.2.2',
    full: 'NFPA 20 (2022), п. 6.2.2: напор при нулевой подаче не более 140 % номинального',
  },
  sp10_pressure: {
    short: 'СП 10.13130.2020',
    full: 'СП 10.13130.2020: рабочие насосы обеспечивают расчётный расход при давлении, требуемом у диктующего пожарного крана (табл. 7.3); номер пункта о насосах не сверен',
  },
  sp10_standby: {
    short: 'СП 10.13130.2020',
    full: 'СП 10.13130.2020: резервный насос в насосной установке; номер пункта не сверен',
  },
};

export const stationCheckUnitText = { 'm3/h': 'м³/ч', m: 'м', bar: 'бар', '%': '%', pcs: 'шт.' } as const;

export const stationCheck = z.object({
  code: z.enum(stationCheckCodes),
  passed: z.boolean(),
  actual: z.number(),
  limit: z.number(),
  bound: z.enum(['min', 'max']),
  unit: z.enum(['m3/h', 'm', 'bar', '%', 'pcs']),
  missPct: z.number(),
  /** The rule's source (answers stored before decision 0043 have none: podbor's own). */
  rule: z.enum(stationRules).default('podbor'),
  /** One pump of the set, or the set as a whole. */
  scope: z.enum(['pump', 'set']).default('set'),
});
export type StationCheck = z.infer<typeof stationCheck>;

const curvePoint = z.object({ q: z.number(), h: z.number() });

export const stationPumpPoint = z.object({
  role: z.enum(['variable', 'fixed']),
  count: z.number().int(),
  /** [m³/h]. */ flow: z.number(),
  /** [m]. */ head: z.number(),
  /** [%]. */ speedPct: z.number(),
  /** [%]. */ efficiency: z.number(),
  /** P2 of one pump [kW]. */ power: z.number(),
  /** [m]. */ npshr: z.number(),
});

/** One offered set (engineering/stations StationSet) and the names of its two files. */
export const stationSet = z.object({
  rank: z.number().int().positive(),
  modelId: z.number().int(),
  pumpModel: z.string(),
  article: z.string(),
  motorPower: z.number(),
  series: z.enum(stationSeriesNames),
  stationType: z.number().int().min(0).max(6),
  typeName: z.string(),
  group: z.enum(stationGroups),
  control: z.enum(['speedEach', 'speedOne', 'fixed']),
  pumps: z.object({ working: z.number().int(), standby: z.number().int(), total: z.number().int() }),
  duty: z.object({ flow: z.number(), head: z.number() }),
  headAtDuty: z.number(),
  headExcessPct: z.number(),
  outletPressure: z.number(),
  internalLoss: z.object({ dn: z.number(), zeta: z.number(), velocity: z.number(), head: z.number() }),
  points: z.array(stationPumpPoint),
  power: z.number(),
  specificEnergy: z.number(),
  setEfficiency: z.number(),
  shutoff: z.object({ head: z.number(), outletPressure: z.number(), limit: z.number() }),
  curve: z.array(curvePoint),
  curveAtWorkingSpeed: z.array(curvePoint).nullable(),
  checks: z.array(stationCheck),
  /** A fire set's code and each pump's rated point (share of the design flow, pump head); null for a booster set. */
  fire: z
    .object({
      code: z.enum(stationFireCodes),
      pumpSharePct: z.number(),
      nominalFlow: z.number(),
      nominalHead: z.number(),
    })
    .nullable()
    .default(null),
  /**
   * The set's life-cycle cost (decisions 0042, 0043), money in kopecks: purchase lines (working
   * pumps, standby, converters; price list or the size proxy), the load profile's rows with the
   * pumps running and their electrical input [W], kWh a year, tariff [₽/kWh], years, the input at
   * the duty point [W].
   */
  lcc: z.object({
    purchase: z.array(lccPurchaseLine),
    purchaseKopecks: z.number().int(),
    kwhPerYear: z.number(),
    energyKopecksPerYear: z.number().int(),
    energyKopecks: z.number().int(),
    totalKopecks: z.number().int(),
    tariffRubPerKwh: z.number(),
    years: z.number().int(),
    rows: z.array(
      z.object({ sharePct: z.number(), hours: z.number(), running: z.number().int(), inputW: z.number() }),
    ),
    inputAtDutyW: z.number(),
  }),
  /** The ranking's figures: closeness to best efficiency, and the life-cycle cost it orders by [kopecks]. */
  why: z.object({ bepFlowPct: z.number(), inPreferredRegion: z.boolean(), lccKopecks: z.number().int() }),
  /** The set's name in lists and files: «WRP-A 2+1 EVR 10-6». */
  modelName: z.string(),
  /** Keys of its files in the request's `files`. */
  files: z.object({ datasheet: z.string(), chart: z.string() }),
});
export type StationSet = z.infer<typeof stationSet>;

/** The steps from the building to the duty (engineering/water-supply BuildingDuty), when the form has one. */
export const stationBuildingDuty = z.object({
  consumers: z.number(),
  fixtures: z.number(),
  probability: z.number(),
  np: z.number(),
  alpha: z.number(),
  alphaTable: z.enum(['Б.1', 'Б.2']),
  flowLs: z.number(),
  flowM3h: z.number(),
  geometric: z.number(),
  freeHead: z.number(),
  heaterLoss: z.number(),
  losses: z.number(),
  requiredHead: z.number(),
});
export type StationBuildingDuty = z.infer<typeof stationBuildingDuty>;

/** The answer of POST /api/v1/search/station once done: the sets, best first. */
export const stationSelectionResult = z.object({
  sets: z.array(stationSet),
  /** The duty's derivation from the building (СП 30.13330.2020), when the form gave one. */
  building: stationBuildingDuty.nullable().default(null),
  /** How many sets passed every check (the answer lists at most STATION_MAX_SETS of them). */
  offered: z.number().int(),
  illustrative: z.boolean(),
  note: z.string().nullable(),
});
export type StationSelectionResult = z.infer<typeof stationSelectionResult>;

/**
 * The answer lists at most this many sets, best first: the engineer chooses among the most frugal
 * few. Their documents are rendered only when asked for, one set at a time (decision 0029).
 */
export const STATION_MAX_SETS = 5;

/** The life-cycle cost's words (decisions 0042, 0043) for the page and the datasheet. */
export const stationLccLabels = {
  title: 'Стоимость жизненного цикла',
  order:
    'Установки упорядочены по стоимости жизненного цикла: покупка (рабочие насосы, резервный насос, преобразователи частоты) плюс электроэнергия насосов с потерями двигателей и преобразователей (IE2 по IEC 61800-9-2) за годы по тарифу.',
  profile: (years: number, tariff: string, hours: string) =>
    `График нагрузки: ${hours} ч/год при 100 / 75 / 50 / 25 % расчётного расхода, тариф ${tariff} ₽/кВт·ч, ${years} лет — задаётся в форме, как на странице насосов`,
  fire: 'Пожарные насосы в обычном режиме не работают: энергия не учитывается, порядок — по стоимости покупки.',
  proxy:
    'Цены — оценка по размеру (мощность двигателя и число ступеней), иллюстративная, как и каталог: прайс-листа для установок пока нет.',
  line: {
    working: 'Рабочие насосы',
    standby: 'Резервный насос',
    all: 'Преобразователи частоты',
  },
  source: { priceList: 'прайс-лист', sizeProxy: 'оценка по размеру' },
  purchase: 'Покупка',
  energyYear: 'Электроэнергия в год',
  energy: (years: number) => `Электроэнергия за ${years} лет`,
  total: 'Итого',
  row: (share: number, hours: number, running: number) =>
    `${share} % расхода, ${hours} ч/год, насосов в работе: ${running}`,
  inputAtDuty: 'Потребляемая мощность в расчётной точке (с двигателями и преобразователями)',
} as const;

/** «1 рабочий + 1 резервный», «2 рабочих + 1 резервный», «3 рабочих, без резервного». */
export function pumpComposition(working: number, standby: number): string {
  const w = `${working} ${plural(working, 'рабочий', 'рабочих', 'рабочих')}`;
  return standby === 0
    ? `${w}, без резервного`
    : `${w} + ${standby} ${plural(standby, 'резервный', 'резервных', 'резервных')}`;
}

/** What a set and its files are called. */

export const stationDocumentLabels = {
  documentName: 'Паспорт насосной станции',
  modelName: (typeName: string, working: number, standby: number, pumpModel: string) =>
    `${typeName} ${working}+${standby} ${pumpModel}`,
  files: {
    datasheet: (modelName: string) => `Паспорт насосной станции ${modelName}.pdf`,
    chart: (modelName: string) => `График H–Q ${modelName}.png`,
  },
} as const;

/** calculators §2 "Selection result entries": what the shared handler shows per set. */
export interface StationResultEntry {
  modelName: string;
  /**
   * Download path of the set's datasheet; null when the request has no such file: a selection's
   * answer has none, the files request of that set (POST /api/v1/search/station/files/{modelId}) has.
   */
  fileUrl: string | null;
  set: StationSet;
}

/**
 * Maps a done station request to the spec's result entries (calculators §7: "maps returned files to
 * entries with modelName and fileUrl"), keeping the set data for the page.
 */
export function stationResultEntries(
  response: StationSelectionResult,
  files: Record<string, string> | null,
): StationResultEntry[] {
  return response.sets.map((set) => ({
    modelName: set.modelName,
    fileUrl: files?.[set.files.datasheet] ?? null,
    set,
  }));
}

/**
 * The nearest miss when nothing fits (decision 0029): «Ближе всего EVR 10-8: Напор установки при
 * расчётном расходе на полной частоте — 67,4 м, требуется не менее 120 м (не хватает 44 %)».
 */
export const stationNoSolutionMessage = (pumpModel: string, check: StationCheck): string => {
  const unit = stationCheckUnitText[check.unit];
  const need =
    check.bound === 'min'
      ? `требуется не менее ${figure(check.limit)} ${unit} (не хватает ${figure(check.missPct, 0)} %)`
      : `допустимо не более ${figure(check.limit)} ${unit} (превышение ${figure(check.missPct, 0)} %)`;
  const source = check.rule === 'podbor' ? '' : ` (${stationRuleLabels[check.rule].short})`;
  return `Ближе всего ${pumpModel}: ${stationCheckLabels[check.code]}${source} — ${figure(check.actual)} ${unit}, ${need}`;
};

/** Three significant figures with a decimal comma; `digits` fixes the decimals instead. */
const figure = (v: number, digits?: number): string =>
  ruNumber(digits === undefined ? Number(v.toPrecision(3)) : Number(v.toFixed(digits)));
