// DCU collector units: the form (calculators §3 "DCU form", §5 "DCU options", flat with the spec's
// field names — decision 0028), the selection result (§3 "DCU selection result"), the article read
// back, and every Russian word of the form, its refusals and the article's parts.
import { z } from 'zod';
import { validationMessages } from './messages';
import { plural, ruNumber } from './russian';

const CONNECTION_DNS = [15, 20, 25, 32, 40, 50] as const;
const OUTPUT_DNS = [15, 20, 25] as const;
const PARTNER_DNS = [15, 20, 25, 32, 40] as const;

const literals = <const T extends readonly (string | number)[]>(values: T, message: string) =>
  z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<T[number]>, z.ZodLiteral<T[number]>], {
    error: message,
  });

/** The form's field names and choices in Russian (the page, the PDF and the parameters list). */
export const dcuLabels = {
  fields: {
    ColletorWorkType: 'Назначение',
    ColletorSizeType: 'Тип узла',
    Direction: 'Подключение',
    ConnectionDiametr: 'Диаметр подключения',
    ColletorType: 'Материал коллектора',
    OutputCount: 'Количество выходов',
    HolderType: 'Исполнение',
    UseInputSchetchik: 'Счётчик на вводе',
    OtvodSchetchik: 'Счётчики на выходах',
    OutputDiametr: 'Диаметр выходов',
    AirOtvodType: 'Воздухоотводчики',
    UsePartner: 'Клапан-партнёр',
    PartnerType: 'Тип клапана-партнёра',
    PartnerDiametr: 'Диаметр клапана-партнёра',
    SchetchikPosition: 'Расположение счётчиков',
    SchetchikType: 'Оснащение выходов',
    UseSpusknik: 'Спускные краны',
    RidanRegulatorDiametr: 'Регулятор перепада давления Ридан',
    StainlessRegulatorPosition: 'Редуктор давления',
    UseManometr: 'Манометры',
    DesignFlow: 'Расчётный расход через узел, м³/ч',
  },
  choices: {
    ColletorWorkType: { 0: 'Отопление', 1: 'Водоснабжение' },
    ColletorSizeType: { 0: 'Поэтажный', 1: 'Квартирный' },
    Direction: { 0: 'Левое', 1: 'Правое' },
    ColletorType: { 0: 'Углеродистая сталь', 1: 'Нержавеющая сталь' },
    HolderType: { 0: 'Монтажная рама', 1: 'Встраиваемый шкаф', 2: 'Накладной шкаф' },
    UseInputSchetchik: { 0: 'Вставка под счётчик', 1: 'Счётчик', 2: 'Нет' },
    AirOtvodType: { 0: 'Автоматические', 1: 'Ручные' },
    SchetchikPosition: { 0: 'На подающем трубопроводе', 1: 'На обратном трубопроводе' },
    SchetchikType: {
      0: 'Счётчик и клапан Ридан',
      1: 'Вставка под счётчик',
      2: 'Клапан Ридан',
      3: 'Без оснащения',
    },
    StainlessRegulatorPosition: { 0: 'На вводе', 1: 'На каждом выходе', 2: 'Нет' },
  },
  yes: 'Да',
  no: 'Нет',
  noRegulator: 'Без регулятора',
  dn: (dn: number) => `DN${dn}`,
  tabs: { heating: 'Отопление', water: 'Водоснабжение' },
} as const;

/** The spec's range of the outlet count (§5); the water-supply minimum of 2 is a rule (dcuMessages). */
export const dcuRanges = { OutputCount: { min: 1, max: 12 }, DesignFlow: { min: 0.01, max: 100 } } as const;

const choice = (field: keyof typeof dcuLabels.fields) =>
  `Выберите значение поля «${(dcuLabels.fields as Record<string, string>)[field] ?? field}»`;

/**
 * Refusals of a configuration, by the engine's problem code (@podbor/engineering/dcu DcuProblem),
 * and the form's own messages.
 */
export const dcuMessages = {
  required: validationMessages.required,
  choice,
  outputCount: (min: number, max: number) => `Количество выходов — целое число от ${min} до ${max}`,
  designFlow: `Расход — число от ${ruNumber(dcuRanges.DesignFlow.min)} до ${ruNumber(dcuRanges.DesignFlow.max)} м³/ч`,
  waterNeedsStainless: 'Узел водоснабжения выполняется только из нержавеющей стали',
  apartmentConnection: (max: number) => `Квартирный узел подключается диаметром не больше DN${max}`,
  outletAboveConnection: (connection: number) =>
    `Диаметр выходов не может быть больше диаметра подключения DN${connection}`,
  regulatorDiameter: (connection: number, allowed: readonly number[]) =>
    `Для подключения DN${connection} регулятор выбирается из ${allowed.map((d) => `DN${d}`).join(', ')}`,
  partnerAboveConnection: (connection: number) =>
    `Клапан-партнёр не может быть больше диаметра подключения DN${connection}`,
  noHolderSize: (size: number, max: number) =>
    `Узлу со счётчиком и регулятором на вводе нужен шкаф (рама) размера ${size}, а самый большой — ${max}. Уберите счётчик или регулятор, или уменьшите число выходов`,
  meterOverload: (where: 'inlet' | 'outlet', flow: number, qMax: number) =>
    `${where === 'inlet' ? 'Расход через счётчик на вводе' : 'Расход через счётчик каждого выхода'} ${ruNumber(round2(flow))} м³/ч больше его наибольшего расхода ${ruNumber(qMax)} м³/ч`,
  /** 'Failed to select equipment' (calculators §8 DCU popup). */
  failed: 'Не удалось подобрать оборудование',
} as const;

const round2 = (x: number) => Math.round(x * 100) / 100;

/** A figure in Russian with at most `decimals` decimals, thousands grouped, decimal comma. */
const fig = (x: number, decimals: number, round: (y: number) => number = Math.round) =>
  (round(x * 10 ** decimals) / 10 ** decimals).toLocaleString('ru-RU', {
    maximumFractionDigits: decimals,
    useGrouping: true,
  });
/** A velocity: two decimals below 10 m/s, one above. */
const speed = (v: number) => fig(v, v < 10 ? 2 : 1);
/** A flow the user may go down to: rounded down, so the figure itself passes. */
const flowDown = (q: number) => fig(q, 2, Math.floor);

/** «выход», «выхода», «выходов» for n outlets. */
export const outletsWord = (n: number): string => plural(n, 'выход', 'выхода', 'выходов');

/** The norms a DCU's velocity limit comes from, by work type (decision 0028 «Design flow check»). */
const velocityNorm = { water: 'СП 30.13330.2020, п. 8.26', heating: 'СП 60.13330.2012, табл. Е.1' } as const;

/** A design flow problem as the engine reports it (structurally @podbor/engineering/dcu DcuFlowProblem). */
export type DcuFlowProblemLike =
  | {
      code: 'connectionVelocity';
      dn: number;
      flowM3h: number;
      velocityMs: number;
      limitMs: number;
      maxFlowM3h: number;
      suggestDn: number | null;
    }
  | {
      code: 'outletVelocity';
      dn: number;
      outlets: number;
      flowM3h: number;
      velocityMs: number;
      limitMs: number;
      maxFlowM3h: number;
      suggestDn: number | null;
    }
  | {
      code: 'meterLoss';
      where: 'inlet' | 'outlet';
      dn: number;
      meterType: 'vane' | 'turbine';
      s: number;
      flowM3h: number;
      headM: number;
      limitM: number;
      maxFlowM3h: number;
    };

/**
 * The Russian sentence of a design flow problem: what is over which limit, by which norm, and what
 * to change (a smaller flow that passes, a larger DN, more outlets).
 * @param workType - 0 heating, 1 water supply: the velocity limit's norm
 */
export function dcuFlowProblemMessage(p: DcuFlowProblemLike, workType: 0 | 1): string {
  const norm = velocityNorm[workType === 0 ? 'heating' : 'water'];
  switch (p.code) {
    case 'connectionVelocity':
      return (
        `Скорость воды в подключении DN${p.dn} при ${fig(p.flowM3h, 2)} м³/ч — ${speed(p.velocityMs)} м/с, ` +
        `больше допустимых ${fig(p.limitMs, 2)} м/с (${norm}): уменьшите расход до ${flowDown(p.maxFlowM3h)} м³/ч` +
        (p.suggestDn === null
          ? ' — больший расход узел DCU не пропускает даже с подключением DN50, разделите его между узлами'
          : ` или возьмите подключение DN${p.suggestDn}`)
      );
    case 'outletVelocity':
      return (
        `Скорость воды в выходе DN${p.dn} при ${fig(p.flowM3h, 2)} м³/ч на выход ` +
        `(${p.outlets} ${outletsWord(p.outlets)}) — ${speed(p.velocityMs)} м/с, больше допустимых ` +
        `${fig(p.limitMs, 2)} м/с (${norm}): уменьшите расход до ${flowDown(p.maxFlowM3h)} м³/ч, добавьте выходы` +
        (p.suggestDn === null ? '' : ` или возьмите выходы DN${p.suggestDn}`)
      );
    case 'meterLoss':
      return (
        `Потери напора в ${p.where === 'inlet' ? 'счётчике на вводе' : 'счётчике каждого выхода'} DN${p.dn} ` +
        `при ${fig(p.flowM3h, 2)} м³/ч — ${fig(p.headM, p.headM < 100 ? 1 : 0)} м, больше допустимых ` +
        `${fig(p.limitM, 1)} м для ${p.meterType === 'vane' ? 'крыльчатого' : 'турбинного'} счётчика ` +
        `(СП 30.13330.2020, табл. 12.1: S = ${fig(p.s, 3)} м/(л/с)²): уменьшите расход до ` +
        `${flowDown(p.maxFlowM3h)} м³/ч или возьмите ${p.where === 'inlet' ? 'подключение' : 'выходы'} большего диаметра`
      );
  }
}

/** A DCU engine problem as the engine reports it (structurally @podbor/engineering/dcu DcuProblem). */
export type DcuProblemLike =
  | { field: string; code: 'required' }
  | { field: string; code: 'outputCount'; min: number; max: number }
  | { field: string; code: 'waterNeedsStainless' }
  | { field: string; code: 'apartmentConnection'; max: number }
  | { field: string; code: 'outletAboveConnection'; connection: number }
  | { field: string; code: 'regulatorDiameter'; connection: number; allowed: readonly number[] }
  | { field: string; code: 'partnerAboveConnection'; connection: number }
  | { field: string; code: 'noHolderSize'; size: number; max: number };

/** The Russian sentence of an engine problem. */
export function dcuProblemMessage(p: DcuProblemLike): string {
  switch (p.code) {
    case 'required':
      return dcuMessages.required;
    case 'outputCount':
      return dcuMessages.outputCount(p.min, p.max);
    case 'waterNeedsStainless':
      return dcuMessages.waterNeedsStainless;
    case 'apartmentConnection':
      return dcuMessages.apartmentConnection(p.max);
    case 'outletAboveConnection':
      return dcuMessages.outletAboveConnection(p.connection);
    case 'regulatorDiameter':
      return dcuMessages.regulatorDiameter(p.connection, p.allowed);
    case 'partnerAboveConnection':
      return dcuMessages.partnerAboveConnection(p.connection);
    case 'noHolderSize':
      return dcuMessages.noHolderSize(p.size, p.max);
  }
}

const bool = (field: keyof typeof dcuLabels.fields) => z.boolean({ error: choice(field) });
const opt = <T extends z.ZodType>(s: T) => s.nullable().default(null);

/**
 * The DCU form (calculators §3), the body of `POST /api/v1/search/dcu`: the spec's fields, flat;
 * fields of the other work type are null (or absent). DesignFlow [m³/h] is podbor's: the unit's
 * pressure loss is given at it (decision 0028). Which combinations can be built is the engine's
 * rule (`dcuFormRules`).
 */
export const dcuFormShape = {
  ColletorWorkType: literals([0, 1], choice('ColletorWorkType')),
  ColletorSizeType: literals([0, 1], choice('ColletorSizeType')),
  Direction: literals([0, 1], choice('Direction')),
  ConnectionDiametr: literals(CONNECTION_DNS, choice('ConnectionDiametr')),
  ColletorType: literals([0, 1], choice('ColletorType')),
  OutputCount: z
    .number({ error: dcuMessages.outputCount(dcuRanges.OutputCount.min, dcuRanges.OutputCount.max) })
    .int(dcuMessages.outputCount(dcuRanges.OutputCount.min, dcuRanges.OutputCount.max))
    .min(
      dcuRanges.OutputCount.min,
      dcuMessages.outputCount(dcuRanges.OutputCount.min, dcuRanges.OutputCount.max),
    )
    .max(
      dcuRanges.OutputCount.max,
      dcuMessages.outputCount(dcuRanges.OutputCount.min, dcuRanges.OutputCount.max),
    ),
  HolderType: literals([0, 1, 2], choice('HolderType')),
  UseInputSchetchik: literals([0, 1, 2], choice('UseInputSchetchik')),
  OtvodSchetchik: bool('OtvodSchetchik'),
  OutputDiametr: literals(OUTPUT_DNS, choice('OutputDiametr')),
  AirOtvodType: opt(literals([0, 1], choice('AirOtvodType'))),
  UsePartner: opt(bool('UsePartner')),
  PartnerType: opt(literals(['MNT-R', 'MVT-R'], choice('PartnerType'))),
  PartnerDiametr: opt(literals(PARTNER_DNS, choice('PartnerDiametr'))),
  SchetchikPosition: opt(literals([0, 1], choice('SchetchikPosition'))),
  SchetchikType: opt(literals([0, 1, 2, 3], choice('SchetchikType'))),
  UseSpusknik: opt(bool('UseSpusknik')),
  RidanRegulatorDiametr: opt(literals(CONNECTION_DNS, choice('RidanRegulatorDiametr'))),
  StainlessRegulatorPosition: opt(literals([0, 1, 2], choice('StainlessRegulatorPosition'))),
  UseManometr: opt(bool('UseManometr')),
  DesignFlow: opt(
    z
      .number({ error: dcuMessages.designFlow })
      .min(dcuRanges.DesignFlow.min, dcuMessages.designFlow)
      .max(dcuRanges.DesignFlow.max, dcuMessages.designFlow),
  ),
};

/** The form's shape only (no rules across fields): what `dcuForm` checks before the engine's rules. */
export const dcuFormFields = z.strictObject(dcuFormShape);
export type DcuForm = z.infer<typeof dcuFormFields>;

/**
 * The form with the engine's rules (what can be built) as field issues: the server validates
 * `POST /api/v1/search/dcu` with it and the page shows the same messages under the same fields.
 * The rules are passed in (contracts depends on zod only): `dcuFormRules(dcuProblems)`.
 */
export const dcuFormRules = (problems: (form: DcuForm) => readonly DcuProblemLike[]) =>
  dcuFormFields.superRefine((form, ctx) => {
    for (const p of problems(form))
      ctx.addIssue({ code: 'custom', path: [p.field], message: dcuProblemMessage(p) });
  });

/** The registry's form schema: the shape (rules are added where the engine is at hand). */
export const dcuForm = dcuFormFields;

/** What a `dcu` request stores and reopens with: the form. */
export const dcuReopenInputs = dcuFormFields;

/** One line of the bill of materials. */
export const dcuBomLine = z.object({
  article: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** One piece [kg]. */
  massKg: z.number(),
});

/**
 * At what opening an element's loss is counted (@podbor/engineering/dcu DcuLossBasis): a shut-off
 * valve, insert or clean strainer open; a regulating valve fully open (its setting adds to it); a
 * water meter by S of СП 30.13330.2020 table 12.1.
 */
export const dcuLossBasis = z.enum(['open', 'fullyOpen', 'meterSp30']);
export type DcuLossBasis = z.infer<typeof dcuLossBasis>;

/** One element of the flow path and its loss at the design flow. */
export const dcuFlowElement = z.object({
  name: z.string(),
  article: z.string(),
  kvs: z.number(),
  /** Absent in results stored before the basis was recorded (issue 30). */
  basis: dcuLossBasis.optional(),
  /** Share of the unit's flow through it: 1 on the inlet, 1/n on an outlet branch. */
  flowShare: z.number(),
  pressureLossBar: z.number().nullable(),
});

/**
 * The `response` of a finished `dcu` request (calculators §3 "DCU selection result": productName,
 * productParams, articul; the files are the status record's), plus what the documents show.
 */
export const dcuResult = z.object({
  productName: z.string(),
  productParams: z.record(z.string(), z.string()),
  articul: z.string(),
  options: dcuFormFields,
  bom: z.array(dcuBomLine),
  holder: z.object({ article: z.string(), name: z.string(), size: z.number().int() }),
  dimensions: z.object({ widthMm: z.number(), heightMm: z.number(), depthMm: z.number() }),
  massKg: z.number(),
  hydraulics: z.object({
    kvsUnit: z.number(),
    designFlowM3h: z.number().nullable(),
    pressureLossBar: z.number().nullable(),
    /** Mean velocity in the connection's and an outlet's bore at the design flow, and the limit [m/s]. */
    velocities: z
      .object({ connectionMs: z.number(), outletMs: z.number(), limitMs: z.number() })
      .nullable()
      .default(null),
    path: z.array(dcuFlowElement),
  }),
  illustrative: z.boolean(),
  note: z.string().nullable(),
});
export type DcuResult = z.infer<typeof dcuResult>;

/** Parts of the article as a message names them (decision 0028). */
const articlePartNames = {
  workType: 'назначение: H (отопление) или W (водоснабжение)',
  sizeType: 'тип узла: F (поэтажный) или A (квартирный)',
  direction: 'подключение: L (левое) или R (правое)',
  connection: 'диаметр подключения: 15, 20, 25, 32, 40 или 50',
  material: 'материал: C (углеродистая сталь) или S (нержавеющая)',
  outputCount: 'число выходов: от 01 до 12',
  holder: 'исполнение: F (рама), B (встраиваемый шкаф) или W (накладной) и размер 0–4',
  inletMeter: 'счётчик на вводе: I (вставка), M (счётчик) или N (нет)',
  outlet: 'выходы: O и диаметр 15, 20 или 25 (для водоснабжения ещё Y или N — счётчики)',
  outletSet: 'оснащение выходов: T0–T3, у T0 и T1 ещё S или R — расположение счётчика',
  airVent: 'воздухоотводчики: AA (автоматические) или AM (ручные)',
  drain: 'спускные краны: D1 или D0',
  regulator: 'регулятор: R и диаметр, или R0',
  partner: 'клапан-партнёр: PMNT или PMVT и диаметр 15–40, или P0',
  reducer: 'редуктор: RI (на вводе), RO (на выходах) или RN (нет)',
  gauges: 'манометры: G1 или G0',
} as const;
export type DcuArticlePartName = keyof typeof articlePartNames;

/** A problem of a pasted article (structurally @podbor/engineering/dcu DcuArticleProblem). */
export type DcuArticleProblemLike =
  | { code: 'empty' }
  | { code: 'prefix'; part: 1; value: string }
  | { code: 'partCount'; expected: number; actual: number }
  | { code: 'part'; part: number; value: string; expects: DcuArticlePartName }
  | { code: 'holderSize'; part: 8; value: string; size: number };

export const dcuArticleMessages = {
  label: 'Артикул',
  copy: 'Скопировать артикул',
  copied: 'Артикул скопирован',
  pasteLabel: 'Заполнить форму по артикулу',
  pastePlaceholder: 'DCU-H-F-L-25-C-04-B1-N-O15-T0R-AA-D1-R25-P0',
  fill: 'Заполнить',
  filled: 'Форма заполнена по артикулу',
  problem: (p: DcuArticleProblemLike): string => {
    switch (p.code) {
      case 'empty':
        return 'Введите артикул';
      case 'prefix':
        return `Артикул узла начинается с DCU, а не с «${p.value}»`;
      case 'partCount':
        return `Частей через дефис в артикуле: ${p.actual}, а должно быть ${p.expected}`;
      case 'part':
        return `Часть ${p.part} «${p.value}» неверна — ожидается ${articlePartNames[p.expects]}`;
      case 'holderSize':
        return `Часть 8 «${p.value}»: при таких параметрах размер шкафа (рамы) — ${p.size}`;
    }
  },
  /** The article reads, but the unit it names cannot be built. */
  notBuildable: (reasons: string) => `Такой узел собрать нельзя: ${reasons}`,
} as const;

/** `GET /api/v1/dcu/article/{articul}`: the options the article encodes (normal form). */
export const dcuArticleDecoded = z.object({ articul: z.string(), options: dcuFormFields });
export type DcuArticleDecoded = z.infer<typeof dcuArticleDecoded>;
