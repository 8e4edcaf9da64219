// The codes a fire-fighting set is checked by (the user chooses one) and where each check's rule
// comes from: the pump arrangement, the standby, the pump characteristic (decision 0043).

/**
 * The fire code of a WRP-F set: 'sp10' — СП 10.13130.2020 (internal fire water supply, the default
 * for Russia); 'en12845' — EN 12845:2015+A1:2019 (sprinkler systems).
 */
export type FireCode = 'sp10' | 'en12845';

export const FIRE_CODES: readonly FireCode[] = ['sp10', 'en12845'];

/** A Russian design office checks a fire set against СП 10.13130 first (issue 29 item 7). */
export const DEFAULT_FIRE_CODE: FireCode = 'sp10';

/**
 * Where a check's rule comes from (the contracts hold each one's Russian citation):
 * - 'podbor': podbor's own engineering check (decisions 0029 and 0043);
 * - 'en12845_10_2_full': EN 12845 §10.2, two pumps — each alone gives the specified flow and pressure;
 * - 'en12845_10_2_half': EN 12845 §10.2, three pumps — each gives at least 50 % of the flow at the
 *   specified pressure;
 * - 'en12845_10_2_parallel': EN 12845 §10.2, compatible curves that run in parallel at every flow;
 * - 'nfpa20_6_2_1': NFPA 20 (2022) §6.2.1, at least 65 % of rated head at 150 % of rated flow;
 * - 'nfpa20_6_2_2': NFPA 20 (2022) §6.2.2, shutoff head at most 140 % of rated head;
 * - 'sp10_pressure': СП 10.13130.2020, the working pumps give the design fire flow at the pressure
 *   the dictating fire valve needs (its table 7.3), which the required outlet pressure includes;
 * - 'sp10_standby': СП 10.13130.2020, a standby pump as the working one in the pump unit.
 */
export type StationRule =
  | 'podbor'
  | 'en12845_10_2_full'
  | 'en12845_10_2_half'
  | 'en12845_10_2_parallel'
  | 'nfpa20_6_2_1'
  | 'nfpa20_6_2_2'
  | 'sp10_pressure'
  | 'sp10_standby';

/**
 * The fire pump characteristic limits applied under EN 12845 (decision 0043: EN 12845:2015+A1:2019
 * gives no figures we could read; NFPA 20 prints them), % of the pump's rated (nominal) point.
 *
 * References:
 * 1. NFPA 20 (2022), Standard for the Installation of Stationary Pumps for Fire Protection,
 *    §6.2.1 (150 % of rated capacity at not less than 65 % of total rated head) and §6.2.2 (total
 *    shutoff head not above 140 % of total rated head).
 */
export const NFPA20 = {
  /** Largest shutoff (churn) head [% of rated head] (§6.2.2). */
  churnMaxPct: 140,
  /** Flow of the overload point [% of rated flow] (§6.2.1). */
  overloadFlowPct: 150,
  /** Smallest head at the overload point [% of rated head] (§6.2.1). */
  overloadMinHeadPct: 65,
} as const;

/** The rules a fire set of n working pumps is sized by under a code. */
export interface FireArrangement {
  readonly code: FireCode;
  /** Share of the design flow each working pump must carry at the required pressure [-]. */
  readonly pumpShare: number;
  /** The rule the pump's share comes from. */
  readonly shareRule: StationRule;
  /** The rule of the set's head at the design flow. */
  readonly headRule: StationRule;
  /** The rule of the standby pump. */
  readonly standbyRule: StationRule;
  /** The rule of the stable (falling) characteristic. */
  readonly stableRule: StationRule;
  /** Whether the pump characteristic ratios (churn, overload) apply. */
  readonly characteristicRatios: boolean;
}

/**
 * How a code sizes a fire set of `working` duty pumps and one standby.
 *
 * EN 12845 §10.2: two pumps installed (1 working + 1 standby) — each alone gives the whole specified
 * flow and pressure; three pumps (2 working + 1 standby) — each gives at least 50 % of the flow at the
 * specified pressure. The characteristic ratios of NFPA 20 §6.2 apply to each pump at its rated point.
 * СП 10.13130.2020: the working pumps together give the design flow at the required pressure, a
 * standby pump stands beside them; no characteristic ratio is applied (decision 0043: none found).
 * @param code - the fire code
 * @param working - working pumps (1 or 2)
 */
export function fireArrangement(code: FireCode, working: number): FireArrangement {
  if (code === 'en12845') {
    const rule: StationRule = working === 1 ? 'en12845_10_2_full' : 'en12845_10_2_half';
    return {
      code,
      pumpShare: 1 / working,
      shareRule: rule,
      headRule: rule,
      standbyRule: rule,
      stableRule: 'en12845_10_2_parallel',
      characteristicRatios: true,
    };
  }
  return {
    code,
    pumpShare: 1 / working,
    shareRule: 'sp10_pressure',
    headRule: 'sp10_pressure',
    standbyRule: 'sp10_standby',
    stableRule: 'podbor',
    characteristicRatios: false,
  };
}

export const isFireCode = (v: unknown): v is FireCode => v === 'sp10' || v === 'en12845';
