// The pump form's ranges and units (calculators §5, §9): Q's range in m³/h or l/s, H's and H0's in
// bar or metres of water at the water's temperature (decision 0031), and the density behind them.
import { z } from 'zod';
import { pumpMessages } from './pump-messages';

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
