// Life-cycle cost of a pump or a pump set (decision 0042): purchase (price list or a stated size
// proxy) + electrical energy over the load profile, with motor and frequency-converter losses.
import type { Kilowatts, Watts } from '../units';
import {
  DEFAULT_ENERGY_YEARS,
  EXAMPLE_LOAD_PROFILE_HOURS,
  HOURS_PER_YEAR,
  LOAD_PROFILE_SHARES,
} from './energy';
import { estimatedInputPower } from './motor';

// ── Load profile and economic terms ────────────────────────────────────────────────────────────

/** Hours a year at 100, 75, 50 and 25 % of the duty flow (LOAD_PROFILE_SHARES) [h]. */
export type LoadProfileHours = readonly [number, number, number, number];

/** The one load profile every energy and cost figure of a selection uses (issue 29 item 9). */
export interface LoadProfile {
  readonly hours: LoadProfileHours;
}

/** The example profile of decision 0031: shares 6/15/35/44 % of 6000 h (EC 641/2009 Annex II shares). */
export const DEFAULT_LOAD_PROFILE: LoadProfile = { hours: EXAMPLE_LOAD_PROFILE_HOURS };

/**
 * Default electricity tariff [₽/kWh]: an example for a Russian non-household consumer, not a
 * published tariff — the page shows it and the user sets their own.
 */
export const DEFAULT_TARIFF_RUB_PER_KWH = 8;
/** Years the life-cycle cost sums the energy over, by default (decision 0031's 10). */
export const DEFAULT_LCC_YEARS = DEFAULT_ENERGY_YEARS;
/** Limits the form and the API accept. */
export const LCC_LIMITS = {
  tariffRubPerKwh: { min: 0.01, max: 1000 },
  years: { min: 1, max: 50 },
  hours: { min: 0, max: HOURS_PER_YEAR },
} as const;

/** Tariff and horizon of a life-cycle cost. No discounting and no price change (decision 0042). */
export interface LccTerms {
  /** Electricity tariff [₽/kWh]. */
  readonly tariffRubPerKwh: number;
  /** Years the energy is summed over [-], integer 1…50. */
  readonly years: number;
}

export const DEFAULT_LCC_TERMS: LccTerms = {
  tariffRubPerKwh: DEFAULT_TARIFF_RUB_PER_KWH,
  years: DEFAULT_LCC_YEARS,
};

// ── Frequency-converter losses: IEC 61800-9-2, IE2 ─────────────────────────────────────────────

/**
 * Losses of an IE2 complete drive module (CDM) at the operating point (90 % stator frequency;
 * 100 % torque-producing current), by the rated power of the motor it drives:
 * [motor kW, CDM rated apparent output power kVA, losses % of that apparent power].
 *
 * IEC 61800-9-2:2017 classes a CDM by its losses at (90;100) against the reference CDM (RCDM):
 * IE2 means at least 25 % below the RCDM's. The values are the IE2 limits (0.75 × RCDM) that
 * Regulation (EU) 2019/1781, Annex I, tabulates for variable speed drives of 0.12–1000 kW — an
 * upper bound for an IE2 converter. Decision 0042 says how far these figures were checked.
 */
export const CDM_IE2_LOSSES_90_100: readonly (readonly [number, number, number])[] = [
  [0.12, 0.278, 16.6],
  [0.18, 0.381, 14.1],
  [0.25, 0.5, 12.7],
  [0.37, 0.697, 11.9],
  [0.55, 0.977, 10.9],
  [0.75, 1.29, 9.9],
  [1.1, 1.71, 8.8],
  [1.5, 2.29, 7.8],
  [2.2, 3.3, 6.8],
  [3, 4.44, 6.2],
  [4, 5.85, 5.8],
  [5.5, 7.94, 4.9],
  [7.5, 9.95, 4.4],
  [11, 14.4, 4.1],
  [15, 19.5, 3.7],
  [18.5, 23.9, 3.4],
  [22, 28.3, 3.1],
  [30, 38.2, 2.8],
  [37, 47, 2.7],
  [45, 56.9, 2.7],
  [55, 68.4, 2.7],
  [75, 92.8, 2.6],
];

/**
 * How a CDM's losses at (90;100) split by what they grow with, for points away from it. The
 * components are those of the CDM loss model of IEC 61800-9-2 (auxiliary supply, fans and DC link:
 * constant; switching and the semiconductors' threshold voltage: ∝ current; conduction resistance
 * and chokes: ∝ current²; the input rectifier: ∝ active power ∝ frequency × current). The weights
 * are ours, not the standard's (decision 0042): they put the losses at its part-load points
 * (50;25), (50;50) and (90;50) at 34 %, 50 % and 54 % of (90;100). A manufacturer's eight-point
 * figures (which Regulation (EU) 2019/1781 makes them publish) replace them when the catalogue has them.
 */
export const CDM_PART_LOAD_SHARES = {
  constant: 0.2,
  current: 0.4,
  currentSquared: 0.25,
  power: 0.15,
} as const;

/** The row of CDM_IE2_LOSSES_90_100 for the converter a motor of `motorKw` needs: the smallest rated for it. */
function cdmRow(motorKw: number): readonly [number, number, number] {
  const t = CDM_IE2_LOSSES_90_100;
  return t.find((r) => r[0] >= motorKw * (1 - 1e-9)) ?? t[t.length - 1]!;
}

/**
 * Losses of the IE2 converter for a motor of `motorKw` at (90;100) [W]: losses % × rated apparent
 * power. A motor between two table sizes takes the next converter up; beyond the table, its last row.
 * @example converterLossAt90100W(7.5) ≈ 437.8 (4.4 % of 9.95 kVA)
 */
export function converterLossAt90100W(motorKw: number): number {
  const [, kva, pct] = cdmRow(motorKw);
  return (pct / 100) * kva * 1000;
}

/**
 * Losses of an IE2 converter at any operating point [W]:
 * P_L = P_L(90;100)·(c₀ + c₁·i + c₂·i² + c₃·(f/0.9)·i), the shares c of CDM_PART_LOAD_SHARES.
 * @param motorKw - rated power of the motor the converter drives [kW]
 * @param frequencyRatio - stator frequency over rated (≈ speed ratio) [-]
 * @param currentRatio - torque-producing current over rated (≈ torque over rated torque) [-]
 * @example converterLossW(7.5, 0.5, 0.25) ≈ 147.3 — (50;25) is 33.6 % of (90;100)
 *
 * References:
 * 1. IEC 61800-9-2:2017, Adjustable speed electrical power drive systems — Part 9-2: Ecodesign …
 *    — the operating points (0;25) (0;50) (0;100) (50;25) (50;50) (50;100) (90;50) (90;100) and
 *    the CDM classes IE0–IE2 at (90;100).
 * 2. Regulation (EU) 2019/1781, Annex I: maximum losses of IE2 variable speed drives.
 */
export function converterLossW(motorKw: number, frequencyRatio: number, currentRatio: number): number {
  const i = Math.max(0, currentRatio);
  const f = Math.max(0, frequencyRatio);
  const c = CDM_PART_LOAD_SHARES;
  return (
    converterLossAt90100W(motorKw) *
    (c.constant + c.current * i + c.currentSquared * i * i + c.power * (f / 0.9) * i)
  );
}

// ── Electrical input of one drive ──────────────────────────────────────────────────────────────

/** One running pump's drive: its shaft power, motor and whether a converter feeds it. */
export interface DriveInput {
  /** Shaft power P2 of this pump [W]. */
  readonly shaftW: number;
  /** Rated motor power [kW]. */
  readonly ratedKw: number;
  /** Speed over rated speed [-]; 1 at fixed speed. */
  readonly speedRatio: number;
  /** The catalogue's nominal motor efficiency [-], if any; else the IE3 estimate (decision 0030). */
  readonly motorEfficiency?: number;
  /** A frequency converter feeds this motor (its losses are added). */
  readonly converter: boolean;
}

/** Electrical input of one drive and where the losses go [W]. */
export interface DrivePower {
  /** Electrical input from the mains (P1, including the converter) [W]. */
  readonly inputW: number;
  /** Motor losses (decision 0030 model) [W]. */
  readonly motorLossW: number;
  /** Converter losses (IE2, 0 without a converter) [W]. */
  readonly converterLossW: number;
}

/**
 * Electrical input of one pump's drive: the motor by decision 0030 (IE3 estimate or the catalogue's
 * η, 35 % of full-load losses constant, the rest ∝ load²), plus an IE2 converter's losses when it has
 * one, at frequency ratio = speed ratio and current ratio = torque ratio = (P2/P_r)/s.
 * @example driveInputPower({ shaftW: 2000, ratedKw: 5.5, speedRatio: 1, converter: true }).inputW ≈ 2461.2
 */
export function driveInputPower(d: DriveInput): DrivePower {
  const motorInput = estimatedInputPower(d.shaftW as Watts, d.ratedKw as Kilowatts, d.motorEfficiency);
  const motorLossW = motorInput - d.shaftW;
  if (!d.converter) return { inputW: motorInput, motorLossW, converterLossW: 0 };
  const s = Math.max(d.speedRatio, 1e-6);
  const torqueRatio = d.shaftW / (d.ratedKw * 1000) / s;
  const conv = converterLossW(d.ratedKw, s, torqueRatio);
  return { inputW: motorInput + conv, motorLossW, converterLossW: conv };
}

// ── Purchase: the price list, or a stated size proxy ───────────────────────────────────────────

/**
 * What a pump and a converter cost when the price list has no price for them [₽]: a linear estimate
 * by size — an illustrative proxy like the sample catalogue, stated wherever it is used, never a
 * silent zero. Pump: base + per kW of rated motor power + per stage; converter: base + per kW.
 */
export const PRICE_PROXY_RUB = {
  pump: { base: 25_000, perKw: 20_000, perStage: 2_500 },
  converter: { base: 9_000, perKw: 3_500 },
} as const;

/**
 * The size-proxy price of one pump [kopecks], rounded to the rouble.
 * @example pumpPriceProxyKopecks(0.37, 5) === 4_490_000 (25 000 + 7 400 + 12 500 ₽)
 */
export function pumpPriceProxyKopecks(ratedKw: number, stages: number | undefined): number {
  const p = PRICE_PROXY_RUB.pump;
  return Math.round(p.base + p.perKw * ratedKw + p.perStage * (stages ?? 0)) * 100;
}

/**
 * The size-proxy price of one converter for a motor of `ratedKw` [kopecks], rounded to the rouble.
 * @example converterPriceProxyKopecks(7.5) === 3_525_000 (9 000 + 26 250 ₽)
 */
export function converterPriceProxyKopecks(ratedKw: number): number {
  const c = PRICE_PROXY_RUB.converter;
  return Math.round(c.base + c.perKw * ratedKw) * 100;
}

/** Where a purchase price came from. */
export type PriceSource = 'priceList' | 'sizeProxy';

/** One line of the purchase: identical items at one unit price. */
export interface PurchaseLine {
  readonly item: 'pump' | 'converter';
  /** Working pumps, the standby pump(s), or converters (role 'all'). */
  readonly role: 'working' | 'standby' | 'all';
  readonly count: number;
  /** Unit price [kopecks]. */
  readonly unitKopecks: number;
  /** count × unit price [kopecks]. */
  readonly kopecks: number;
  readonly source: PriceSource;
  /** The size the proxy priced (and the item's size in any case): rated motor power [kW]. */
  readonly ratedKw: number;
  /** Pump stages the proxy counted; absent for converters or when the catalogue has none. */
  readonly stages?: number;
}

/** What a set is bought as: its pumps, a standby, converters, and prices where the list has them. */
export interface SetComposition {
  /** Working pumps (all run in the load profile). */
  readonly working: number;
  /** Standby pumps: bought, never run in the profile. */
  readonly standby: number;
  /** One pump: rated motor power [kW], stages, and its price-list price [kopecks] if any. */
  readonly pump: { readonly ratedKw: number; readonly stages?: number; readonly priceKopecks?: number };
  /**
   * Converters bought: 0 at fixed speed; 1 for a cascade set; one per pump (standby included) when
   * each pump has its own; the working count for a pump selection with control.
   */
  readonly converters: number;
  /** A converter's price-list price [kopecks] if any. */
  readonly converterPriceKopecks?: number;
}

/**
 * The purchase lines of a set: working pumps, standby pumps and converters, each priced from the
 * price list when given, otherwise by the size proxy (PRICE_PROXY_RUB). Lines with count 0 are left out.
 * @throws RangeError for a negative or fractional count, or a negative price
 */
export function setPurchase(c: SetComposition): PurchaseLine[] {
  for (const n of [c.working, c.standby, c.converters])
    if (!Number.isInteger(n) || n < 0) throw new RangeError('counts must be integers ≥ 0');
  for (const p of [c.pump.priceKopecks, c.converterPriceKopecks])
    if (p !== undefined && !(p >= 0)) throw new RangeError('prices must be ≥ 0 kopecks');
  const pumpUnit = c.pump.priceKopecks ?? pumpPriceProxyKopecks(c.pump.ratedKw, c.pump.stages);
  const pumpSource: PriceSource = c.pump.priceKopecks !== undefined ? 'priceList' : 'sizeProxy';
  const convUnit = c.converterPriceKopecks ?? converterPriceProxyKopecks(c.pump.ratedKw);
  const convSource: PriceSource = c.converterPriceKopecks !== undefined ? 'priceList' : 'sizeProxy';
  const lines: PurchaseLine[] = [];
  if (c.working > 0) lines.push(pumpLine(c, 'working', c.working, pumpUnit, pumpSource));
  if (c.standby > 0) lines.push(pumpLine(c, 'standby', c.standby, pumpUnit, pumpSource));
  if (c.converters > 0)
    lines.push({
      item: 'converter',
      role: 'all',
      count: c.converters,
      unitKopecks: convUnit,
      kopecks: c.converters * convUnit,
      source: convSource,
      ratedKw: c.pump.ratedKw,
    });
  return lines;
}

/** One line of pumps (module level: setPurchase runs for every candidate of a selection). */
function pumpLine(
  c: SetComposition,
  role: 'working' | 'standby',
  count: number,
  unitKopecks: number,
  source: PriceSource,
): PurchaseLine {
  const kopecks = count * unitKopecks;
  const ratedKw = c.pump.ratedKw;
  // Two literal shapes rather than a spread: this runs for every candidate of a selection.
  return c.pump.stages !== undefined
    ? { item: 'pump', role, count, unitKopecks, kopecks, source, ratedKw, stages: c.pump.stages }
    : { item: 'pump', role, count, unitKopecks, kopecks, source, ratedKw };
}

// ── The life-cycle cost ────────────────────────────────────────────────────────────────────────

/** One row of the load profile as the set runs it: hours and the set's electrical input. */
export interface LccEnergyRow {
  /** Share of the duty flow [%]. */
  readonly sharePct: number;
  /** Hours a year [h]. */
  readonly hours: number;
  /** Electrical input of the whole set in this row, motors and converters included [W]. */
  readonly inputW: number;
}

export interface LifeCycleCost {
  readonly purchase: readonly PurchaseLine[];
  /** Σ purchase lines [kopecks]. */
  readonly purchaseKopecks: number;
  /** Σ hours × input [kWh/year]. */
  readonly kwhPerYear: number;
  /** kWh a year × tariff, rounded once to the kopeck [kopecks/year]. */
  readonly energyKopecksPerYear: number;
  /** energyKopecksPerYear × years [kopecks]. */
  readonly energyKopecks: number;
  /** purchaseKopecks + energyKopecks [kopecks]: the figure the ranking orders by. */
  readonly totalKopecks: number;
  readonly tariffRubPerKwh: number;
  readonly years: number;
}

/**
 * Life-cycle cost over `years`: LCC = C_ic + C_e, the initial (purchase) cost and the energy cost
 * of the Hydraulic Institute / Europump guide, with C_e = years × tariff × Σ hours·P1. Installation,
 * maintenance, downtime and disposal are left out (the catalogue has no data for them; they differ
 * little between pumps of one duty), and nothing is discounted (decision 0042). Money is integer
 * kopecks: the energy a year is rounded once, the total is the sum of the rounded lines.
 *
 * References:
 * 1. Hydraulic Institute, Europump, US DOE (2001), "Pump Life Cycle Costs: A Guide to LCC Analysis
 *    for Pumping Systems", §1.3 (LCC = Cic + Cin + Ce + Co + Cm + Cs + Cenv + Cd).
 * @param purchase - the purchase lines (setPurchase)
 * @param rows - hours a year and the set's electrical input per row of the load profile
 * @param terms - tariff [₽/kWh] and years
 * @example 100 000 ₽ + (1000 h × 2 kW + 3000 h × 1 kW) × 8 ₽ × 10 years = 500 000 ₽
 * @throws RangeError for hours < 0 or above 8760 in all, an input < 0, a tariff ≤ 0 or years not an integer ≥ 1
 */
export function lifeCycleCost(
  purchase: readonly PurchaseLine[],
  rows: readonly LccEnergyRow[],
  terms: LccTerms,
): LifeCycleCost {
  if (!(terms.tariffRubPerKwh > 0)) throw new RangeError('tariff must be > 0');
  if (!Number.isInteger(terms.years) || terms.years < 1) throw new RangeError('years must be an integer ≥ 1');
  let hours = 0;
  let kwhPerYear = 0;
  for (const r of rows) {
    if (!(r.hours >= 0) || !(r.inputW >= 0)) throw new RangeError('hours and input must be ≥ 0');
    hours += r.hours;
    kwhPerYear += (r.hours * r.inputW) / 1000;
  }
  if (hours > HOURS_PER_YEAR * (1 + 1e-12)) throw new RangeError(`the profile exceeds ${HOURS_PER_YEAR} h`);
  let purchaseKopecks = 0;
  for (const l of purchase) purchaseKopecks += l.kopecks;
  const energyKopecksPerYear = Math.round(kwhPerYear * terms.tariffRubPerKwh * 100);
  const energyKopecks = energyKopecksPerYear * terms.years;
  return {
    purchase,
    purchaseKopecks,
    kwhPerYear,
    energyKopecksPerYear,
    energyKopecks,
    totalKopecks: purchaseKopecks + energyKopecks,
    tariffRubPerKwh: terms.tariffRubPerKwh,
    years: terms.years,
  };
}

/**
 * The load profile's rows as flows: each share of LOAD_PROFILE_SHARES with its hours (rows with
 * 0 h included, so a caller keeps the four rows aligned with the profile).
 */
export function profileRows(profile: LoadProfile): { sharePct: number; hours: number }[] {
  return LOAD_PROFILE_SHARES.map((sharePct, i) => ({ sharePct, hours: profile.hours[i]! }));
}
