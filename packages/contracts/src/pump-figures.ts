// What a pump candidate's figures say about it: the working point, the water, NPSH, energy over the
// load profile, the life-cycle cost the ranking orders by (decision 0042), its words, and why it fits.
import { z } from 'zod';
import { pumpRejectionReason } from './pump-messages';

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
