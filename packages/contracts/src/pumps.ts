// Pump calculator (Aquastrong): the pump form, series and pump records, the working point and the
// selection and chart results, with the spec's field names (calculators §3) and messages (§5).
import { z } from 'zod';
import { validationMessages } from './messages';
import { plural } from './russian';

/** A number in a Russian text: the decimal comma ('0,28'), no exponent, no grouping. */
export const ruNumber = (value: number): string =>
  value.toLocaleString('ru-RU', { useGrouping: false, maximumFractionDigits: 20 });

/**
 * Calculators §5 "Pump rules": the spec quotes them in English as notes on the Russian interface
 * ('Field must not be empty', 'Head must be greater than the static head of the pump'), shown in
 * Russian (decision 0010).
 */
export const pumpMessages = {
  required: validationMessages.required,
  headAboveStatic: 'Напор должен быть больше статического напора',
  range: (min: number, max: number) => `Допустимые значения от ${ruNumber(min)} до ${ruNumber(max)}`,
  /** A value that is not a JSON number at all (a string, true, an object): said so, not «out of range». */
  notNumber: (min: number, max: number) => `Ожидается число от ${ruNumber(min)} до ${ruNumber(max)}`,
  units: 'Единицы расхода: m (м³/ч) или l (л/с)',
  hunits: 'Единицы напора: bar (бар) или m (м вод. ст.)',
  pcnt: 'Число насосов — целое от 1 до 5',
  boxType: 'Исполнение: 0 — с частотным регулированием, 2 — без',
  /** NPSHa and the inlet pressure are two ways to give the same thing. */
  npshBoth: 'Задайте либо NPSHa, либо давление на входе — не оба сразу',
  /** The load profile's hours in all. */
  hoursTotal: 'Сумма часов работы за год — не больше 8760',
  /** Shown next to every figure from the sample catalogue. */
  illustrative: 'Иллюстративные данные, не данные производителя',
} as const;

/** The query parameters of /aquastrong/{seriesId}/{pumpId}: the pump form's fields (calculators §2). */
export const pumpQueryParams = [
  'units',
  'Q',
  'hunits',
  'T',
  'H',
  'H0',
  'pcnt',
  'BoxType',
  'NPSHa',
  'pin',
  'price',
  'years',
  'h100',
  'h75',
  'h50',
  'h25',
] as const;
export type PumpQueryParam = (typeof pumpQueryParams)[number];

/** Long values are cut in messages: the URL is the user's, the message must stay readable. */
const shown = (value: string): string => (value.length > 24 ? `${value.slice(0, 24)}…` : value);

/**
 * Calculators §5 "URL checks" for any calculator form read from the query string: each message
 * starts with the spec's 'Invalid URL:', shown as 'Неверная ссылка:' (decision 0010); the texts
 * after the prefix are podbor's own (the spec does not show them) and say what to change. A
 * calculator extends them with its own wording.
 */
export const formUrlMessages = {
  prefix: 'Неверная ссылка:',
  unknownParameter: (name: string, allowed: readonly string[]) =>
    `Неверная ссылка: неизвестный параметр «${shown(name)}». Допустимые параметры: ${allowed.join(', ')}`,
  repeatedParameter: (name: string) => `Неверная ссылка: параметр «${name}» указан несколько раз`,
  emptyValue: (name: string) => `Неверная ссылка: у параметра «${name}» пустое значение`,
  missingParameter: (name: string) =>
    `Неверная ссылка: не указан параметр «${name}» — обязательные параметры формы задаются вместе`,
  notNonNegativeInteger: (name: string, value: string) =>
    `Неверная ссылка: «${name}» = «${shown(value)}» — нужно целое неотрицательное число`,
  notNonNegativeNumber: (name: string, value: string) =>
    `Неверная ссылка: «${name}» = «${shown(value)}» — нужно неотрицательное число цифрами, с точкой или запятой, например 12.5`,
  outOfRange: (name: string, value: string, min: number, max: number) =>
    `Неверная ссылка: «${name}» = «${shown(value)}» вне допустимого диапазона от ${ruNumber(min)} до ${ruNumber(max)}`,
  invalidChoice: (name: string, value: string, choices: readonly (string | number)[]) =>
    `Неверная ссылка: «${name}» = «${shown(value)}» — допустимы ${choices.join(', ')}`,
} as const;

/** The pump form's URL messages: the common ones with the pump's words where it has its own. */
export const pumpUrlMessages = {
  ...formUrlMessages,
  missingParameter: (name: string) =>
    `Неверная ссылка: не указан параметр «${name}» — расход Q, напор H и статический напор H0 задаются вместе`,
  units: (value: string) =>
    `Неверная ссылка: единицы расхода «${shown(value)}» не поддерживаются — допустимы m (м³/ч) и l (л/с)`,
  hunits: (value: string) =>
    `Неверная ссылка: единицы напора «${shown(value)}» не поддерживаются — допустимы m (м) и bar (бар, по умолчанию)`,
  boxType: (value: string) =>
    `Неверная ссылка: BoxType = «${shown(value)}» — допустимы 0 (с частотным регулированием) и 2 (без)`,
  headAboveStatic: 'Неверная ссылка: напор H должен быть больше статического напора H0',
  pumpNotInSeries: (pumpId: string, series: string) =>
    `Неверная ссылка: в серии ${series} нет насоса №\u00a0${shown(pumpId)} — откройте насос из модельного ряда серии`,
} as const;

/** Why a model was not offered (engine reason code → text for the user). */
export const pumpRejectionReasons = [
  'belowMinFlow',
  'aboveMaxFlow',
  'speedAboveRated',
  'excessHead',
  'belowMinSpeed',
  'npsh',
] as const;
export const pumpRejectionReason = z.enum(pumpRejectionReasons);
export type PumpRejectionReason = z.infer<typeof pumpRejectionReason>;
export const pumpRejectionMessages: Record<PumpRejectionReason, string> = {
  belowMinFlow: 'Рабочая точка левее рабочего диапазона насоса (подача меньше минимальной)',
  aboveMaxFlow: 'Рабочая точка правее рабочего диапазона насоса (подача больше максимальной)',
  speedAboveRated: 'Насос не обеспечивает требуемый напор на номинальной частоте вращения',
  excessHead: 'Насос слишком велик: его напор выше требуемого во всём рабочем диапазоне подачи',
  belowMinSpeed: 'Понадобилась бы частота вращения ниже 30 % номинальной: насос слишком велик для этой точки',
  npsh: 'Кавитация: располагаемый NPSHa меньше NPSHr насоса в рабочей точке',
};

/**
 * Calculators §5 "Ranges" and §9 (pump count 1 to 5). Q in m³/h: see pumpFlowRange for l/s; H and
 * H0 in bar: see pumpHeadRange for m вод. ст.
 */
export const pumpRanges = {
  Q: { min: 1, max: 100 },
  H: { min: 1, max: 100 },
  H0: { min: 0, max: 10 },
  pcnt: { min: 1, max: 5 },
  /** Water temperature [°C] (decision 0031: no per-series range in the catalogue). */
  T: { min: 1, max: 90 },
  /** NPSH available [m]. */
  NPSHa: { min: 0, max: 100 },
  /** Absolute pressure at the pump inlet [bar abs.]: from a deep vacuum to PN 16. */
  pin: { min: 0.1, max: 17 },
  /** Electricity price [₽/kWh]. */
  price: { min: 0.01, max: 1000 },
  /** Years the energy cost is summed over. */
  years: { min: 1, max: 50 },
  /** Hours a year at one share of the duty flow. */
  hours: { min: 0, max: 8760 },
} as const;

/**
 * The example load profile [h/year] at 100/75/50/25 % of the duty flow (engineering's
 * EXAMPLE_LOAD_PROFILE_HOURS: the time shares 6/15/35/44 % of Regulation (EC) 641/2009 Annex II over
 * 6000 h); a test keeps the two equal.
 */
export const pumpExampleHours = { h100: 360, h75: 900, h50: 2100, h25: 2640 } as const;
/** Years the energy cost is summed over when the form leaves them out. */
export const PUMP_DEFAULT_YEARS = 10;
/**
 * The tariff when the form leaves it out [₽/kWh] (engineering's DEFAULT_TARIFF_RUB_PER_KWH, an
 * example for a Russian non-household consumer; a test keeps the two equal).
 */
export const PUMP_DEFAULT_TARIFF = 8;

/** The one load profile, tariff and years a selection ran with (issue 29 item 9). */
export const pumpLoadProfileUsed = z.object({
  h100: z.number(),
  h75: z.number(),
  h50: z.number(),
  h25: z.number(),
  /** [₽/kWh]. */
  price: z.number(),
  years: z.number().int(),
});
export type PumpLoadProfileUsed = z.infer<typeof pumpLoadProfileUsed>;

/** The profile of a form, defaults filled in. */
export function pumpProfileOf(form: {
  h100?: number | undefined;
  h75?: number | undefined;
  h50?: number | undefined;
  h25?: number | undefined;
  price?: number | undefined;
  years?: number | undefined;
}): PumpLoadProfileUsed {
  return {
    h100: form.h100 ?? pumpExampleHours.h100,
    h75: form.h75 ?? pumpExampleHours.h75,
    h50: form.h50 ?? pumpExampleHours.h50,
    h25: form.h25 ?? pumpExampleHours.h25,
    price: form.price ?? PUMP_DEFAULT_TARIFF,
    years: form.years ?? PUMP_DEFAULT_YEARS,
  };
}

/** The water temperature absent from a request [°C]. */
export const PUMP_DEFAULT_TEMPERATURE = 20;

/** Flow units: m = m³/h, l = l/s; default m (calculators §3, §9). */
export const pumpUnits = z.enum(['m', 'l'], { error: pumpMessages.units });
export type PumpUnits = z.infer<typeof pumpUnits>;

/** m³/h → l/s for a range limit: the same flow, three significant figures, at most two decimals. */
const litresPerSecond = (m3h: number): number => Number(Number((m3h / 3.6).toPrecision(3)).toFixed(2));

/**
 * Q's range in the form's flow units. The spec's range (and a series' filter list) is in m³/h; in
 * l/s it is the same flows converted: 1–100 m³/h is 0.28–27.8 l/s. The form, the URL and the server
 * all check Q against this.
 */
export function pumpFlowRange(
  units: PumpUnits,
  m3h: { min: number; max: number } = pumpRanges.Q,
): { min: number; max: number } {
  return units === 'l' ? { min: litresPerSecond(m3h.min), max: litresPerSecond(m3h.max) } : m3h;
}

/**
 * Head units of H and H0: bar (the spec's, calculators §3; the default, absent from the body and the
 * URL) or m — metres of head of water at 20 °C, the metres the engine selects in (decision 0020).
 */
export const pumpHeadUnits = z.enum(['bar', 'm'], { error: pumpMessages.hunits });
export type PumpHeadUnits = z.infer<typeof pumpHeadUnits>;

/**
 * Density of water at 1.01325 bar [kg/m³] from IAPWS-IF97 region 1 at the pump form's temperatures,
 * every 5 °C over 1–90 °C. Contracts depend on zod only, so for *range limits* the density of
 * @podbor/engineering (pumpWater, fluidProperties) is tabulated here and interpolated linearly (within
 * 5e-5 of IF97, far below the limits' three significant figures); a test keeps the table equal to
 * the engineering module. The engine itself converts with IF97 at the exact temperature.
 */
const WATER_DENSITY_IF97: readonly (readonly [number, number])[] = [
  [1, 999.903],
  [5, 999.967],
  [10, 999.702],
  [15, 999.101],
  [20, 998.206],
  [25, 997.048],
  [30, 995.652],
  [35, 994.039],
  [40, 992.224],
  [45, 990.223],
  [50, 988.047],
  [55, 985.707],
  [60, 983.211],
  [65, 980.566],
  [70, 977.779],
  [75, 974.857],
  [80, 971.803],
  [85, 968.622],
  [90, 965.319],
];

/** Density of water at `t` °C for range limits (table above), held at the table's ends [kg/m³]. */
export function waterDensityForRanges(t: number = PUMP_DEFAULT_TEMPERATURE): number {
  const table = WATER_DENSITY_IF97;
  if (!(t > table[0]![0])) return table[0]![1];
  for (let i = 1; i < table.length; i++) {
    const [t1, r1] = table[i]!;
    if (t <= t1) {
      const [t0, r0] = table[i - 1]!;
      return r0 + ((t - t0) / (t1 - t0)) * (r1 - r0);
    }
  }
  return table[table.length - 1]![1];
}

/** 1 bar in metres of head of water at `t` °C: 1e5 Pa / (ρ(t) × 9.80665 m/s²) [m/bar]. */
export const metresOfWaterPerBar = (t: number = PUMP_DEFAULT_TEMPERATURE): number =>
  1e5 / (waterDensityForRanges(t) * 9.80665);

/** 1 bar in metres of head of water at 20 °C (IF97: 998.206 kg/m³), 10.2155 m. */
export const METRES_OF_WATER_PER_BAR = metresOfWaterPerBar(PUMP_DEFAULT_TEMPERATURE);

/** bar → m вод. ст. at t °C for a range limit: three significant figures (1 bar → 10,2 m, 100 bar → 1020 m). */
const metresOfWater = (bar: number, t?: number): number =>
  Number((bar * metresOfWaterPerBar(t)).toPrecision(3));

/**
 * H's or H0's range in the form's head units. The spec's range (and a series' filter list) is in
 * bar; in m вод. ст. it is the same pressures converted at the water's temperature (decision 0031):
 * H 1–100 bar is 10,2–1020 m at 20 °C, 10,5–1050 m at 80 °C. The form, the URL and the server all
 * check H and H0 against this.
 */
export function pumpHeadRange(
  hunits: PumpHeadUnits | undefined,
  bar: { min: number; max: number },
  temperature?: number,
): { min: number; max: number } {
  return hunits === 'm'
    ? { min: metresOfWater(bar.min, temperature), max: metresOfWater(bar.max, temperature) }
    : bar;
}

/** 0 = with frequency control, 2 = without (calculators §3). */
export const pumpBoxType = z.union([z.literal(0), z.literal(2)], { error: pumpMessages.boxType });
export type PumpBoxType = z.infer<typeof pumpBoxType>;

/** Q: a required number whose range depends on the units (checked by the form's refinement). */
const flowNumber = z.number({
  error: (iss) =>
    iss.input === undefined || iss.input === null
      ? pumpMessages.required
      : pumpMessages.notNumber(pumpRanges.Q.min, pumpRanges.Q.max),
});

/** H or H0: a required number whose range depends on the head units (the form's refinement). */
const headNumber = (bar: { min: number; max: number }) =>
  z.number({
    error: (iss) =>
      iss.input === undefined || iss.input === null
        ? pumpMessages.required
        : pumpMessages.notNumber(bar.min, bar.max),
  });

/** A range issue of a number whose range depends on a unit field (Q on units, H and H0 on hunits). */
function checkRange(
  ctx: z.core.$RefinementCtx,
  path: string,
  value: number,
  { min, max }: { min: number; max: number },
): void {
  const message = pumpMessages.range(min, max);
  if (value < min)
    ctx.addIssue({
      code: 'too_small',
      origin: 'number',
      minimum: min,
      inclusive: true,
      input: value,
      path: [path],
      message,
    });
  else if (value > max)
    ctx.addIssue({
      code: 'too_big',
      origin: 'number',
      maximum: max,
      inclusive: true,
      input: value,
      path: [path],
      message,
    });
}

/** An optional number field with its range and the pump's messages (T, NPSH, energy). */
const optionalNumber = ({ min, max }: { min: number; max: number }, integer = false) => {
  const n = z
    .number({ error: pumpMessages.notNumber(min, max) })
    .min(min, pumpMessages.range(min, max))
    .max(max, pumpMessages.range(min, max));
  return (integer ? n.int(pumpMessages.range(min, max)) : n).optional();
};

/**
 * The pump form (calculators §3): Q in the unit chosen (m³/h or l/s) within pumpFlowRange(units),
 * H and H0 in the head unit chosen (hunits: bar, the default, or m вод. ст.) within pumpHeadRange,
 * optional pcnt 1…5 and BoxType 0|2. The request body of POST
 * /api/v1/search/pump/filter/{seriesId}, /api/v1/search/pump/{pumpId} and
 * /api/v1/search/pump/files/{pumpId}.
 */
export const pumpForm = z
  .strictObject({
    units: pumpUnits.default('m'),
    Q: flowNumber,
    /** Absent = bar: a bar request reads and hashes as it did before metres existed. */
    hunits: pumpHeadUnits.optional(),
    /**
     * Water temperature [°C]; absent = 20 °C (decision 0031). Before H and H0: their range in metres
     * follows it (the URL reads the fields in this order).
     */
    T: optionalNumber(pumpRanges.T),
    H: headNumber(pumpRanges.H),
    H0: headNumber(pumpRanges.H0),
    pcnt: z
      .number({ error: pumpMessages.pcnt })
      .int(pumpMessages.pcnt)
      .min(pumpRanges.pcnt.min, pumpMessages.pcnt)
      .max(pumpRanges.pcnt.max, pumpMessages.pcnt)
      .optional(),
    BoxType: pumpBoxType.optional(),
    /** NPSH available [m]; or `pin`, not both. */
    NPSHa: optionalNumber(pumpRanges.NPSHa),
    /** Absolute pressure at the pump inlet [bar abs.]: NPSHa = (pin − p_v(T))/(ρ g). */
    pin: optionalNumber(pumpRanges.pin),
    /** Electricity tariff [₽/kWh]; default 8 (pumpDefaultTariff). Energy and cost are always computed. */
    price: optionalNumber(pumpRanges.price),
    /** Years the energy cost is summed over; default 10. */
    years: optionalNumber(pumpRanges.years, true),
    /** Hours a year at 100 / 75 / 50 / 25 % of the duty flow; default 360 / 900 / 2100 / 2640. */
    h100: optionalNumber(pumpRanges.hours),
    h75: optionalNumber(pumpRanges.hours),
    h50: optionalNumber(pumpRanges.hours),
    h25: optionalNumber(pumpRanges.hours),
  })
  .superRefine((f, ctx) => {
    // Q's range follows the flow units, H's and H0's the head units at the water's temperature;
    // reported as range issues (not rules across fields).
    checkRange(ctx, 'Q', f.Q, pumpFlowRange(f.units));
    checkRange(ctx, 'H', f.H, pumpHeadRange(f.hunits, pumpRanges.H, f.T));
    checkRange(ctx, 'H0', f.H0, pumpHeadRange(f.hunits, pumpRanges.H0, f.T));
  })
  .refine((f) => f.H > f.H0, { message: pumpMessages.headAboveStatic, path: ['H'] })
  .refine((f) => f.NPSHa === undefined || f.pin === undefined, {
    message: pumpMessages.npshBoth,
    path: ['pin'],
  })
  .refine(
    (f) =>
      (f.h100 ?? pumpExampleHours.h100) +
        (f.h75 ?? pumpExampleHours.h75) +
        (f.h50 ?? pumpExampleHours.h50) +
        (f.h25 ?? pumpExampleHours.h25) <=
      pumpRanges.hours.max,
    { message: pumpMessages.hoursTotal, path: ['h25'] },
  );
export type PumpForm = z.infer<typeof pumpForm>;

/** The spec's client sends a missing Q or H as 1 and a missing H0 as 0 (calculators §5). */
export const pumpFormDefaults = { units: 'm', Q: 1, H: 1, H0: 0 } as const;

/** Calculators §3 "Series record", plus whether its data is illustrative (and the note to show). */
export const pumpSeriesRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Which power the power chart shows, e.g. 'P2'. */
  P_CurveName: z.string(),
  has_control: z.boolean(),
  has_count: z.boolean(),
  illustrative: z.boolean(),
  note: z.string().nullable(),
});
export type PumpSeriesRecord = z.infer<typeof pumpSeriesRecord>;

export const pumpParam = z.object({ name: z.string(), value: z.union([z.string(), z.number()]) });
export const pumpParamGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  params: z.array(pumpParam),
});
export type PumpParamGroup = z.infer<typeof pumpParamGroup>;

/**
 * The working point, `delta.x_work` (calculators §3). Q, p, eff, NPSH, power are the spec's keys.
 */
export const pumpWorkingPoint = z.object({
  /** Total flow of the working pumps [m³/h when units = m, l/s when units = l]. */
  Q: z.number(),
  /** Head [bar]. */
  p: z.number(),
  /** Head [m]. */
  H: z.number(),
  /** Efficiency [%]. */
  eff: z.number(),
  /** NPSHr of one pump [m]. */
  NPSH: z.number(),
  /** Shaft power P2 of all working pumps [kW]. */
  power: z.number(),
  /** Speed [rpm]. */
  speed: z.number(),
  /** Speed, % of rated. */
  speedPct: z.number(),
});
export type PumpWorkingPoint = z.infer<typeof pumpWorkingPoint>;

/** The water a selection ran with and its bar ↔ m conversion (decision 0031). */
export const pumpWaterUsed = z.object({
  /** [°C]. */
  temperatureC: z.number(),
  /** IAPWS-IF97 at 1,01325 бар [kg/m³]. */
  density: z.number(),
  /** [m/s²]. */
  gravity: z.number(),
  /** 1 bar in metres of head of this water [m]. */
  metresPerBar: z.number(),
  /** Vapour pressure at the temperature, IF97 [kPa]. */
  vapourPressureKpa: z.number(),
});
export type PumpWaterUsed = z.infer<typeof pumpWaterUsed>;

/** NPSH check at the working point: NPSHa ≥ NPSHr + max(0,5 м; 10 % NPSHr) is ok. */
export const pumpNpshFigures = z.object({
  /** NPSH available [m]. */
  availableM: z.number(),
  /** NPSHr of one pump at the working point [m]. */
  requiredM: z.number(),
  /** The margin asked for [m]. */
  requiredMarginM: z.number(),
  /** NPSHa − NPSHr [m]. */
  marginM: z.number(),
  /** (NPSHa − NPSHr)/NPSHr [%]. */
  marginPct: z.number().nullable(),
  /** ok, thin (a warning: below the margin) or short (refused). */
  status: z.enum(['ok', 'thin', 'short']),
});
export type PumpNpshFigures = z.infer<typeof pumpNpshFigures>;

/** Energy of one candidate with the load profile, or the share it cannot run at. */
export const pumpEnergyFigures = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    rows: z.array(
      z.object({
        /** Share of the duty flow [%]. */
        sharePct: z.number(),
        /** [h/year]. */
        hours: z.number(),
        /** Flow of the set [form unit]. */
        Q: z.number(),
        /** Speed, % of rated. */
        speedPct: z.number(),
        /** Electrical input P1 of the set [kW]. */
        inputKw: z.number(),
        /** [kWh/year]. */
        kwh: z.number(),
      }),
    ),
    /** [kWh/year]. */
    kwhPerYear: z.number(),
    /** [₽/year]. */
    costPerYear: z.number(),
    /** Over `years`, no discounting [₽]. */
    costTotal: z.number(),
    /** [₽/kWh]. */
    price: z.number(),
    years: z.number(),
  }),
  z.object({
    ok: z.literal(false),
    /** The share of the duty flow the pump cannot run at [%]. */
    sharePct: z.number(),
    reason: pumpRejectionReason,
  }),
]);
export type PumpEnergyFigures = z.infer<typeof pumpEnergyFigures>;

/**
 * One purchase line of a life-cycle cost (decision 0042), pumps' and sets' alike: what is bought
 * (working pumps, the standby, converters), how many, the unit and line price in kopecks, and
 * whether the price is the price list's or the stated size proxy's (motor kW, stages).
 */
export const lccPurchaseLine = z.object({
  item: z.enum(['pump', 'converter']),
  role: z.enum(['working', 'standby', 'all']),
  count: z.number().int(),
  unitKopecks: z.number().int(),
  kopecks: z.number().int(),
  source: z.enum(['priceList', 'sizeProxy']),
  ratedKw: z.number(),
  stages: z.number().optional(),
});
export type LccPurchaseLine = z.infer<typeof lccPurchaseLine>;

/**
 * A candidate's life-cycle cost (decision 0042), money in kopecks: purchase lines (pumps and, with
 * control, converters; the price list or the stated size proxy), the four load-profile rows with the
 * set's electrical input (motors and converters) and the converters' share, the totals.
 */
export const pumpLccFigures = z.object({
  purchase: z.array(lccPurchaseLine),
  purchaseKopecks: z.number().int(),
  /** [kWh/year]. */
  kwhPerYear: z.number(),
  energyKopecksPerYear: z.number().int(),
  energyKopecks: z.number().int(),
  /** Purchase + energy over the years: what the ranking orders by. */
  totalKopecks: z.number().int(),
  /** [₽/kWh]. */
  tariffRubPerKwh: z.number(),
  years: z.number().int(),
  rows: z.array(
    z.object({
      sharePct: z.number(),
      hours: z.number(),
      /** Flow of the set [form unit]. */
      Q: z.number(),
      speedPct: z.number(),
      /** Electrical input of the set, motors and converters [kW]. */
      inputKw: z.number(),
      /** Of it, the converters' losses [kW]. */
      converterLossKw: z.number(),
      /** Charged at the lowest catalogue point: the row is left of the pumps' range. */
      atLowestPoint: z.boolean(),
    }),
  ),
  /** Fixed speed: the 100 % row runs where the pump curve crosses the system curve. */
  fixedSpeedAt: z.enum(['crossing']).nullable(),
});
export type PumpLccFigures = z.infer<typeof pumpLccFigures>;

/** Why a candidate fits. */
export const pumpFitReason = z.object({
  /** (H_work − H)/H [%]. */
  headDeviationPct: z.number(),
  /** (Q_work − Q)/Q [%]. */
  flowDeviationPct: z.number(),
  /** Flow per pump, % of best-efficiency flow at the working speed. */
  bepFlowPct: z.number(),
  /** 70–120 % of best-efficiency flow. */
  inPreferredRegion: z.boolean(),
  /** The pump curve passes within ISO 9906 grade 2B tolerance (Q ±8 %, H ±5 %) of the duty point. */
  withinTolerance: z.boolean(),
  /** Fixed speed: short of the duty, but within that tolerance; the working point is its real crossing. */
  shortOfDuty: z.boolean(),
  /** Speed at the working point, % of rated. */
  speedPct: z.number(),
  /** Shaft power of one pump over its rated motor power at the working point [%]. */
  motorLoadingPct: z.number(),
  /** Shaft power P2 of the set at the working point [kW]. */
  powerKw: z.number(),
  /** Electrical input P1 of the set at the working point, estimated for IE3 motors [kW]. */
  inputPowerKw: z.number(),
  /** What the ranking orders by, after meeting the duty: the life-cycle cost [₽] (decision 0042). */
  score: z.number(),
  /** NPSHa against NPSHr at the working point (decision 0031); null when NPSHa was not given. */
  npsh: pumpNpshFigures.nullable(),
  /** Energy a year and its cost with the one load profile (decisions 0031, 0042). */
  energy: pumpEnergyFigures.nullable(),
  /** The life-cycle cost the ranking orders by; null in answers stored before decision 0042. */
  lcc: pumpLccFigures.nullable().default(null),
});
export type PumpFitReason = z.infer<typeof pumpFitReason>;

/**
 * Calculators §3 "Pump record". `files`: name → download path (HQc.png, Powerc.png, Image.jpg and
 * a pdf or html); `delta.x_work` is null where no duty point was given.
 */
export const pumpRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  article: z.string(),
  /** [V]. */
  voltage: z.number(),
  /** Motor power [kW]. */
  power: z.number(),
  files: z.record(z.string(), z.string()),
  paramGroups: z.array(pumpParamGroup),
  delta: z.object({ x_work: pumpWorkingPoint.nullable() }),
});
export type PumpRecord = z.infer<typeof pumpRecord>;

/** A pump offered for a duty: the record with its rank and reasons. */
export const pumpCandidate = pumpRecord.extend({
  rank: z.number().int().positive(),
  delta: z.object({ x_work: pumpWorkingPoint }),
  why: pumpFitReason,
});
export type PumpCandidate = z.infer<typeof pumpCandidate>;

export const pumpRejection = z.object({
  id: z.number().int(),
  name: z.string(),
  reason: pumpRejectionReason,
});
export type PumpRejection = z.infer<typeof pumpRejection>;

export const pumpAppliedMode = z.object({ pcnt: z.number().int().min(1).max(5), BoxType: pumpBoxType });

/** The answer of a selection over a series: ranked candidates and who was not offered, and why. */
export const pumpSelectionResult = z.object({
  seriesId: z.number().int(),
  /** pcnt and BoxType as applied (a series without the option runs one pump / fixed speed). */
  applied: pumpAppliedMode,
  /** The water and the bar ↔ m conversion used (decision 0031). */
  water: pumpWaterUsed,
  candidates: z.array(pumpCandidate),
  rejected: z.array(pumpRejection),
  illustrative: z.boolean(),
  note: z.string().nullable(),
});
export type PumpSelectionResult = z.infer<typeof pumpSelectionResult>;

export const pumpChartPoint = z.object({ q: z.number(), value: z.number() });

/** Chart data of one pump for a duty (the engine's pumpCurves), in display units. */
export const pumpCurvesData = z.object({
  pumpId: z.number().int(),
  applied: pumpAppliedMode,
  units: z.object({
    q: z.enum(['m3/h', 'l/s']),
    /** The form's head unit: the heads below are in bar or m вод. ст. */
    head: pumpHeadUnits,
    power: z.literal('kW'),
    efficiency: z.literal('%'),
    npshr: z.literal('m'),
  }),
  /** Metres of water column per bar the heads were converted with (water at the form's T) [m/bar]. */
  headMetresPerBar: z.number().positive(),
  /** Bar per unit of the heads (units.head): 1 for bar, 0.0980665 for m вод. ст. [bar/unit]. */
  barPerHeadUnit: z.number().positive(),
  headRated: z.array(pumpChartPoint),
  headWorking: z.array(pumpChartPoint),
  system: z.array(pumpChartPoint),
  power: z.array(pumpChartPoint),
  efficiency: z.array(pumpChartPoint),
  npshr: z.array(pumpChartPoint),
  duty: pumpChartPoint,
  workingPoint: pumpWorkingPoint.nullable(),
  rejection: pumpRejectionReason.nullable(),
  /** NPSH available the curves were checked against [m] (decision 0031); null when not given. */
  npsha: z.number().nullable().default(null),
  /**
   * Where the set's curve meets the system curve when the pump is refused there for NPSH (`rejection`
   * 'npsh', NPSHa < NPSHr): drawn as a refusal, never as a working point; null otherwise.
   */
  refusedPoint: pumpWorkingPoint.nullable().default(null),
});
export type PumpCurvesData = z.infer<typeof pumpCurvesData>;

// ---- The pump calls of calculators §7 whose answers the spec does not show. ----

/** Why a model was not offered, with the text for the user. */
export const pumpRejectionDetail = pumpRejection.extend({ message: z.string() });
export type PumpRejectionDetail = z.infer<typeof pumpRejectionDetail>;

/** Catalogue flow range at rated speed [m³/h] and the head over it [bar] (pMax at Qmin, pMin at Qmax). */
export const pumpRatedRange = z.object({
  Qmin: z.number(),
  Qmax: z.number(),
  pMin: z.number(),
  pMax: z.number(),
});

/**
 * A model of a series as the page lists it when no pump is chosen: identity, motor, and its key
 * hydraulic figures at rated speed. Flow in m³/h, head in bar (and m), whatever the form's units.
 */
export const pumpModelSummary = pumpRecord
  .pick({ id: true, name: true, article: true, voltage: true, power: true })
  .extend({
    stages: z.number().int(),
    /** Rated speed [rpm]. */
    ratedSpeed: z.number(),
    /** [kg]. */
    weight: z.number(),
    /** Best-efficiency point at rated speed: Q [m³/h], p [bar], H [m], eff [%]. */
    bep: z.object({ Q: z.number(), p: z.number(), H: z.number(), eff: z.number() }),
    range: pumpRatedRange,
  });
export type PumpModelSummary = z.infer<typeof pumpModelSummary>;

/**
 * A series as GET /api/v1/search/pump/series lists it: the Series record and the path of its
 * drawing (a JPEG, open to anyone so an <img> can load it), null when the catalogue has none.
 */
export const pumpSeriesItem = pumpSeriesRecord.extend({ image: z.string().nullable() });
export type PumpSeriesItem = z.infer<typeof pumpSeriesItem>;

/** GET /api/v1/search/pump/series/{id}: the series and its full model range. */
export const pumpSeriesData = pumpSeriesItem.extend({ models: z.array(pumpModelSummary) });
export type PumpSeriesData = z.infer<typeof pumpSeriesData>;

export const pumpFilterFieldNames = ['units', 'Q', 'hunits', 'H', 'H0', 'pcnt', 'BoxType'] as const;
export const pumpFilterOption = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });

/** One field of the pump form as a series offers it. */
export const pumpFilterField = z.object({
  name: z.enum(pumpFilterFieldNames),
  label: z.string(),
  /**
   * The unit shown beside a number; null for choices, for Q (its unit is the `units` choice) and for
   * H and H0 (theirs is the `hunits` choice).
   */
  unit: z.string().nullable(),
  required: z.boolean(),
  /** Range of a number field; Q's in m³/h (pumpFlowRange gives it in l/s), H's and H0's in bar (pumpHeadRange gives them in m). */
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Choices of a choice field; null for a number field. */
  options: z.array(pumpFilterOption).nullable(),
  default: z.union([z.string(), z.number()]).nullable(),
});
export type PumpFilterField = z.infer<typeof pumpFilterField>;

/**
 * GET /api/v1/search/pump/filter/{seriesId}: the series' filter list — the form fields it offers (pcnt
 * only if has_count, BoxType only if has_control) with their ranges and choices — and what one
 * pump of the series covers at rated speed (Q [m³/h], head [bar]).
 */
export const pumpSeriesFilter = z.object({
  seriesId: z.number().int(),
  fields: z.array(pumpFilterField),
  coverage: pumpRatedRange,
});
export type PumpSeriesFilter = z.infer<typeof pumpSeriesFilter>;

const modelRef = z.object({ id: z.number().int(), name: z.string() });

/** How the nearest model misses the duty at rated speed (decision 0011). */
export const pumpMissKind = z.enum(['headShort', 'headOver', 'flowAbove', 'flowBelow']);
export type PumpMissKind = z.infer<typeof pumpMissKind>;

/**
 * What to try when nothing fits (decision 0011), in figures; pumpAdviceMessages words them.
 * - nearest: the rejected model nearest the duty; head kinds give heads [form head unit], flow kinds flows
 *   [form unit] (`actual` the end of the set's range the duty passes); pct the miss [%].
 * - parallel: the smallest pump count (above the one asked for) with a fitting model, if any.
 * - series: the other series with a fitting model for the same duty, one pump, with the control
 *   type they were run with (null when the series has no such choice).
 */
export const pumpNoSolutionAdvice = z.object({
  nearest: z
    .object({
      id: z.number().int(),
      name: z.string(),
      kind: pumpMissKind,
      Q: z.number(),
      required: z.number(),
      actual: z.number(),
      pct: z.number().nonnegative(),
    })
    .nullable(),
  parallel: z
    .object({ pcnt: z.number().int().min(2).max(5), best: modelRef, count: z.number().int().positive() })
    .nullable(),
  series: z.array(
    z.object({
      seriesId: z.number().int(),
      name: z.string(),
      count: z.number().int().positive(),
      best: modelRef,
      BoxType: pumpBoxType.nullable(),
    }),
  ),
});
export type PumpNoSolutionAdvice = z.infer<typeof pumpNoSolutionAdvice>;

/** No-break space: a figure and its unit stay on one line. */
const NB = '\u00a0';
/** A figure in advice: three significant figures, decimal comma. */
const figure = (v: number): string => ruNumber(Number(v.toPrecision(3)));
const percent = (pct: number): string => (pct < 0.5 ? 'менее 1' : ruNumber(Math.round(pct)));
const flowUnitText = (units: PumpUnits): string => (units === 'l' ? 'л/с' : 'м³/ч');
/** The head unit as a Russian page writes it. */
export const pumpHeadUnitText = (hunits: PumpHeadUnits | undefined): string => (hunits === 'm' ? 'м' : 'бар');
const models = (n: number): string => `${n} ${plural(n, 'модель', 'модели', 'моделей')}`;
const pumpsWord = (n: number): string => plural(n, 'насос', 'насоса', 'насосов');

/** A figure and its unit: «5,2\u00a0бар», «10\u00a0м³/ч». */
const withUnit = (v: number, unit: string): string => `${figure(v)}${NB}${unit}`;

/**
 * The texts of the advice under 'Решений не найдено' (a figure and its unit never part). Figures
 * come formatted (withUnit); pumpNearestText and the page build them from the advice's figures.
 */
export const pumpAdviceMessages = {
  title: 'Что можно попробовать',
  headShort: (name: string, flow: string, head: string, pct: string, required: string) =>
    `Ближе всего ${name}: при Q ${flow} напор ${head} — на ${pct}${NB}% меньше требуемого ${required}`,
  headOver: (name: string, flow: string, head: string, pct: string, required: string) =>
    `Ближе всего ${name}: при Q ${flow} напор ${head} — на ${pct}${NB}% больше требуемого ${required}, без частотного регулирования насос выходит за свой диапазон`,
  flowAbove: (name: string, required: string, pct: string, actual: string) =>
    `Ближе всего ${name}: требуемая подача ${required} на ${pct}${NB}% больше наибольшей подачи ${actual}`,
  flowBelow: (name: string, required: string, pct: string, actual: string) =>
    `Ближе всего ${name}: требуемая подача ${required} на ${pct}${NB}% меньше наименьшей подачи ${actual}`,
  /** `more`: how many other models fit besides `best`. */
  parallel: (pcnt: number, best: string, more: number): string =>
    `Подойдут ${pcnt} ${pumpsWord(pcnt)} параллельно: ${best}` + (more > 0 ? ` и ещё ${models(more)}` : ''),
  parallelAction: (pcnt: number): string => `Подобрать ${pcnt} ${pumpsWord(pcnt)} параллельно`,
  series: (name: string, count: number, best: string): string =>
    `В серии ${name} ${count % 10 === 1 && count % 100 !== 11 ? 'подходит' : 'подходят'} ${models(count)}, например ${best}`,
  seriesAction: (name: string): string => `Подобрать в серии ${name}`,
  nothingElse: 'Ни параллельная работа до 5 насосов, ни другие серии каталога этот режим не обеспечивают.',
} as const;

/** The nearest model's sentence: «Ближе всего EVR 1-11: при Q 5 м³/ч напор 5,2 бар — на 12 % меньше требуемого 5,9 бар». */
export function pumpNearestText(
  n: NonNullable<PumpNoSolutionAdvice['nearest']>,
  units: PumpUnits,
  hunits?: PumpHeadUnits,
): string {
  const q = flowUnitText(units);
  const h = pumpHeadUnitText(hunits);
  const m = pumpAdviceMessages;
  switch (n.kind) {
    case 'headShort':
    case 'headOver':
      return m[n.kind](
        n.name,
        withUnit(n.Q, q),
        withUnit(n.actual, h),
        percent(n.pct),
        withUnit(n.required, h),
      );
    case 'flowAbove':
    case 'flowBelow':
      return m[n.kind](n.name, withUnit(n.required, q), percent(n.pct), withUnit(n.actual, q));
  }
}

/**
 * POST /api/v1/search/pump/filter/{seriesId}: ranked candidates, who was not offered and why, and
 * 'Решений не найдено' in `message` when nobody fits, with `advice` on what to try.
 */
export const pumpFilterResult = pumpSelectionResult.extend({
  rejected: z.array(pumpRejectionDetail),
  /** The one load profile, tariff and years every energy and cost figure uses (decision 0042). */
  profile: pumpLoadProfileUsed,
  message: z.string().nullable(),
  advice: pumpNoSolutionAdvice.optional(),
});
export type PumpFilterResult = z.infer<typeof pumpFilterResult>;

/**
 * POST /api/v1/search/pump/{pumpId}: one pump for the duty — its record (param groups, working
 * point), its curves with the system curve, and either why it fits (its rank among the series'
 * candidates) or why it cannot serve the duty.
 */
export const pumpDetails = z.object({
  series: pumpSeriesRecord,
  pump: pumpRecord,
  applied: pumpAppliedMode,
  /** The water and the bar ↔ m conversion used (decision 0031). */
  water: pumpWaterUsed,
  curves: pumpCurvesData,
  /** 1-based place among the series' candidates for this duty; null when rejected. */
  rank: z.number().int().positive().nullable(),
  /** How many models of the series fit this duty. */
  candidates: z.number().int().nonnegative(),
  why: pumpFitReason.nullable(),
  rejection: pumpRejectionDetail.omit({ id: true, name: true }).nullable(),
  /** The one load profile, tariff and years every energy and cost figure uses (decision 0042). */
  profile: pumpLoadProfileUsed,
  illustrative: z.boolean(),
  note: z.string().nullable(),
});
export type PumpDetails = z.infer<typeof pumpDetails>;

/** The input of a `pump` selection request (POST /api/v1/search/pump/files/{pumpId}). */
export const pumpFilesJob = z.strictObject({
  seriesId: z.number().int().positive(),
  pumpId: z.number().int().positive(),
  form: pumpForm,
});
export type PumpFilesJob = z.infer<typeof pumpFilesJob>;

/** The `response` of a finished `pump` request: what the files describe. */
export const pumpFilesResult = z.object({
  seriesId: z.number().int(),
  pumpId: z.number().int(),
  name: z.string(),
  article: z.string(),
  applied: pumpAppliedMode,
  water: pumpWaterUsed,
  workingPoint: pumpWorkingPoint,
  why: pumpFitReason,
  illustrative: z.boolean(),
});
export type PumpFilesResult = z.infer<typeof pumpFilesResult>;

/** Refusals of the pump calls (404s and a duty the pump cannot serve). */
export const pumpApiMessages = {
  seriesNotFound: 'Серия насосов не найдена',
  pumpNotFound: 'Насос не найден',
  cannotServe: (name: string, reason: string) => `${name} не подходит для заданной точки. ${reason}`,
} as const;

/** The life-cycle cost's words (decision 0042) for the pump pages and the datasheet. */
export const pumpLccLabels = {
  title: 'Стоимость жизненного цикла',
  order:
    'Порядок — по стоимости жизненного цикла: покупка (насосы, с частотным регулированием — и преобразователи частоты) плюс электроэнергия по графику нагрузки за годы по тарифу, с потерями двигателей (IE3, IEC 60034-30-1) и преобразователей (IE2, IEC 61800-9-2). Насосы, не дающие требуемой точки, — после всех, которые её дают. Допуск ISO 9906 2B — приёмочный допуск, показан как факт, не как ключ порядка.',
  fixedCrossing:
    'Без частотного регулирования насос работает там, где его характеристика пересекает характеристику сети H0 + (H − H0)·(Q/Qр)²: энергия при 100 % считается в этой точке (лишние подача и напор оплачиваются); при 75/50/25 % подача дросселируется задвижкой.',
  proxy:
    'Цены — оценка по размеру (насос 25 000 ₽ + 20 000 ₽ за кВт двигателя + 2 500 ₽ за ступень; преобразователь 9 000 ₽ + 3 500 ₽ за кВт), иллюстративная, как и каталог: прайс-листа нет.',
  profile: (hours: string, tariff: string, years: number) =>
    `График нагрузки: ${hours} ч/год при 100 / 75 / 50 / 25 % подачи, тариф ${tariff} ₽/кВт·ч, ${years} лет, без дисконтирования`,
  line: {
    working: 'Насосы',
    standby: 'Резервный насос',
    all: 'Преобразователи частоты',
  },
  source: { priceList: 'прайс-лист', sizeProxy: 'оценка по размеру' },
  lineValue: (count: number, unit: string, total: string, source: string) =>
    `${count} × ${unit} = ${total} (${source})`,
  purchase: 'Покупка',
  energyYear: 'Электроэнергия в год',
  energy: (years: number) => `Электроэнергия за ${years} лет`,
  total: 'Итого',
  row: (share: number, hours: string) => `${share} % подачи, ${hours} ч/год`,
  rowValue: (kw: string, speed: string, converter: string | null, lowest: boolean) =>
    `P1 ${kw} кВт, частота ${speed} %` +
    (converter !== null ? `, из них преобразователь ${converter} кВт` : '') +
    (lowest ? ' — левее рабочего диапазона: по наименьшей точке каталога' : ''),
  shortOfDuty: 'не даёт требуемой точки — в списке после насосов, которые её дают',
} as const;
