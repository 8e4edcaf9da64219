// The load profile's shares, example hours and limits (decision 0031). The energy over it and its
// cost are the life-cycle cost's (life-cycle-cost.ts, pump-lcc.ts; decision 0042): one rule, one figure.
/** Shares of the duty flow the load profile has a row for [%]. */
export const LOAD_PROFILE_SHARES = [100, 75, 50, 25] as const;

/**
 * The example load profile [h/year] at 100/75/50/25 % of the duty flow: the time shares of the
 * reference profile of Commission Regulation (EC) No 641/2009, Annex II (circulators, EN 16297-1:
 * 6 / 15 / 35 / 44 %), spread over 6000 h a year. The 6000 h are an example, not from the
 * regulation: the user sets the hours.
 */
export const EXAMPLE_LOAD_PROFILE_HOURS = [360, 900, 2100, 2640] as const;
/** Hours in a year; the profile's total may not exceed it. */
export const HOURS_PER_YEAR = 8760;
/** Default years the energy cost is summed over. */
export const DEFAULT_ENERGY_YEARS = 10;

/** What the energy figures are asked for with. */
export interface EnergyProfile {
  /** Hours a year at 100, 75, 50, 25 % of the duty flow [h]. */
  readonly hours: readonly [number, number, number, number];
  /** Electricity price [₽/kWh]. */
  readonly price: number;
  /** Years the cost is summed over, no discounting and no price change [-]. */
  readonly years: number;
}
