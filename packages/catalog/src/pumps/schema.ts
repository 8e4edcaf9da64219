// The pump catalogue file format: series, models and rated-speed curve points, as zod schemas.
// One canonical unit set (m³/h, m, kW, %, m, mm, kg, rpm, V); imports convert into it first.
import { z } from 'zod';

/** The file-format marker and its version; bump FORMAT_VERSION when the shape changes. */
export const PUMP_CATALOG_FORMAT = 'podbor.pump-catalog';
export const PUMP_CATALOG_FORMAT_VERSION = 1;

/** Shown wherever sample data appears (DOMAIN.md: illustrative data says so). */
export const ILLUSTRATIVE_NOTE = 'Иллюстративные данные, не данные производителя';

/** «не заполнено» for a missing value, «нужно число» for a wrong one. */
const numberError =
  (what: string, kind = 'число') =>
  (iss: { input?: unknown }) =>
    iss.input === undefined || iss.input === null ? `${what}: не заполнено` : `${what}: нужно ${kind}`;
const positive = (what: string) =>
  z
    .number({ error: numberError(what) })
    .refine((v) => Number.isFinite(v) && v > 0, `${what}: нужно число больше 0`);
const nonNegative = (what: string) =>
  z
    .number({ error: numberError(what) })
    .refine((v) => Number.isFinite(v) && v >= 0, `${what}: нужно число не меньше 0`);
const text = (what: string) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? `${what}: не заполнено` : `${what}: нужна строка`) })
    .trim()
    .min(1, `${what}: не заполнено`);
const id = (what: string) =>
  z
    .number({ error: numberError(what, 'целое число') })
    .int(`${what}: нужно целое число`)
    .positive(`${what}: нужно число больше 0`);

/** One point of the rated-speed characteristic. */
export const pumpCurvePointSchema = z.strictObject({
  /** Flow [m³/h]. */
  Q: positive('Подача Q'),
  /** Head [m]. */
  H: positive('Напор H'),
  /** Shaft power [kW]. */
  P2: positive('Мощность P2'),
  /** Efficiency [%]. */
  eta: positive('КПД').refine((v) => v < 100, 'КПД: нужно значение меньше 100 %'),
  /** Required NPSH [m]. */
  NPSHr: nonNegative('NPSHr'),
});
export type PumpCurvePointRecord = z.infer<typeof pumpCurvePointSchema>;

export const pumpParamSchema = z.strictObject({
  name: text('Название параметра'),
  value: z.union([z.string(), z.number()]),
});
export const pumpParamGroupSchema = z.strictObject({
  id: id('Номер группы'),
  name: text('Название группы'),
  sort: z.number().int(),
  params: z.array(pumpParamSchema),
});
export type PumpParamGroupRecord = z.infer<typeof pumpParamGroupSchema>;

/** IEC 60034-30-1 efficiency classes a motor's rating plate may state. */
export const MOTOR_EFFICIENCY_CLASSES = ['IE1', 'IE2', 'IE3', 'IE4'] as const;

/** A number in an open or closed range, with the range in the message. */
const within = (what: string, min: number, max: number, unit: string, open = false) =>
  z
    .number({ error: numberError(what) })
    .refine(
      (v) => Number.isFinite(v) && (open ? v > min : v >= min) && v <= max,
      `${what}: нужно число ${open ? 'больше' : 'от'} ${String(min).replace('.', ',')}${open ? ' и не больше' : ' до'} ${String(max).replace('.', ',')}${unit}`,
    );

/**
 * The motor's rating-plate data (IEC 60034-1), each field optional: a manufacturer's file fills what
 * it has; the shipped sample has none (decision 0032). The nominal efficiency, when given, replaces
 * the IE3 estimate in P1.
 */
export const pumpMotorSchema = z.strictObject({
  /** Efficiency class, IE1…IE4 (IEC 60034-30-1). */
  efficiencyClass: z
    .enum(MOTOR_EFFICIENCY_CLASSES, { error: 'Класс КПД двигателя: допустимы IE1, IE2, IE3, IE4' })
    .optional(),
  /** Nominal efficiency at rated load [%]. */
  efficiency: within('КПД двигателя', 40, 99, ' %').optional(),
  /** Rated current [A]. */
  ratedCurrent: within('Номинальный ток', 0, 2000, ' А', true).optional(),
  /** Power factor at rated load [-]. */
  cosPhi: within('cos φ', 0.3, 1, '').optional(),
});
export type PumpMotorRecord = z.infer<typeof pumpMotorSchema>;

export const pumpModelSchema = z.strictObject({
  id: id('Номер модели'),
  name: text('Название модели'),
  article: text('Артикул'),
  /** Supply voltage [V]. */
  voltage: positive('Напряжение'),
  /** Rated motor power [kW]. */
  power: positive('Мощность двигателя'),
  /** Rated speed [rpm]. */
  ratedSpeed: positive('Частота вращения'),
  /** Number of stages. */
  stages: id('Число ступеней'),
  /** Overall dimensions [mm]. */
  dimensions: z.strictObject({
    length: positive('Длина'),
    width: positive('Ширина'),
    height: positive('Высота'),
  }),
  /** Weight [kg]. */
  weight: positive('Масса'),
  paramGroups: z.array(pumpParamGroupSchema),
  /** Rated-speed points, Q strictly increasing, over the allowed flow range. */
  curve: z.array(pumpCurvePointSchema).min(5, 'Характеристика: нужно не менее 5 точек'),
  /** Motor rating-plate data, where the manufacturer's file has it. */
  motor: pumpMotorSchema.optional(),
});
export type PumpModelRecord = z.infer<typeof pumpModelSchema>;

export const pumpSeriesSchema = z.strictObject({
  id: id('Номер серии'),
  name: text('Название серии'),
  description: z.string(),
  /** Which power the power chart shows ('P2', shaft power). */
  P_CurveName: text('P_CurveName'),
  has_control: z.boolean({ error: 'has_control: нужно true или false' }),
  has_count: z.boolean({ error: 'has_count: нужно true или false' }),
  models: z.array(pumpModelSchema).min(1, 'Серия без моделей'),
});
export type PumpSeriesRecord = z.infer<typeof pumpSeriesSchema>;

/** The units a canonical file is in; an import file may declare others (see import.ts). */
export const canonicalUnits = {
  Q: 'm3/h',
  H: 'm',
  P2: 'kW',
  eta: '%',
  NPSHr: 'm',
  power: 'kW',
  voltage: 'V',
  ratedSpeed: 'rpm',
  dimensions: 'mm',
  weight: 'kg',
} as const;

export const pumpCatalogSchema = z.strictObject({
  format: z.literal(PUMP_CATALOG_FORMAT),
  formatVersion: z.literal(PUMP_CATALOG_FORMAT_VERSION),
  /** Increases by one with every import; the previous file is kept in archive/. */
  catalogVersion: id('Версия каталога'),
  brand: text('Марка'),
  /** True for the generated sample; the UI shows `note` next to every figure from it. */
  illustrative: z.boolean(),
  note: z.string().nullable(),
  /** Where the data came from (generator or imported file name). */
  source: z.string(),
  /** ISO date-time the file was written. */
  updatedAt: z.string(),
  units: z.strictObject({
    Q: z.literal(canonicalUnits.Q),
    H: z.literal(canonicalUnits.H),
    P2: z.literal(canonicalUnits.P2),
    eta: z.literal(canonicalUnits.eta),
    NPSHr: z.literal(canonicalUnits.NPSHr),
    power: z.literal(canonicalUnits.power),
    voltage: z.literal(canonicalUnits.voltage),
    ratedSpeed: z.literal(canonicalUnits.ratedSpeed),
    dimensions: z.literal(canonicalUnits.dimensions),
    weight: z.literal(canonicalUnits.weight),
  }),
  series: z.array(pumpSeriesSchema).min(1, 'В каталоге нет серий'),
});
export type PumpCatalog = z.infer<typeof pumpCatalogSchema>;
