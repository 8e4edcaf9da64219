// The NPSH check of a pump at its working point: NPSH available against NPSH required with a margin
// (decision 0031).

/**
 * The NPSH margin: NPSHa must exceed NPSHr by max(0.5 m, 10 % of NPSHr).
 *
 * References:
 * 1. Grundfos, "Pump Handbook" (2004), §1.5 "NPSH": a safety margin of 0.5 m is added to NPSHr
 *    (H_S ≥ NPSHr + 0.5 m), the rule Grundfos Product Center applies.
 * 2. ANSI/HI 9.6.1-2017 "Rotodynamic Pumps — Guideline for NPSH Margin", table 9.6.1.1: the lowest
 *    recommended margin ratio NPSHa/NPSHr is 1.1 (general and building services water pumps).
 * The larger of the two governs: 0.5 m for NPSHr below 5 m, 10 % above.
 */
export const NPSH_MARGIN = { metres: 0.5, ratio: 0.1 } as const;

/** The NPSH check at the working point, in metres of the pumped water. */
export interface NpshCheck {
  /** NPSH available [m]. */
  readonly availableM: number;
  /** NPSH required by one pump at the working point [m]. */
  readonly requiredM: number;
  /** The margin asked for: max(0.5 m, 0.1·NPSHr) [m]. */
  readonly requiredMarginM: number;
  /** NPSHa − NPSHr [m]; below 0 the pump cavitates. */
  readonly marginM: number;
  /** (NPSHa − NPSHr)/NPSHr [%]; null when the catalogue gives NPSHr 0. */
  readonly marginPct: number | null;
  /** 'ok': margin met; 'thin': NPSHa ≥ NPSHr but below the margin (a warning); 'short': NPSHa < NPSHr (refused). */
  readonly status: 'ok' | 'thin' | 'short';
}

/**
 * NPSHa against NPSHr at the working point.
 * @param availableM - NPSH available [m]
 * @param requiredM - NPSHr of one pump at the working point [m]
 * @example npshCheck(4, 3) → margin 1 m (33 %), ok; npshCheck(3.3, 3) → thin; npshCheck(2.9, 3) → short
 */
export function npshCheck(availableM: number, requiredM: number): NpshCheck {
  const requiredMarginM = Math.max(NPSH_MARGIN.metres, NPSH_MARGIN.ratio * requiredM);
  const marginM = availableM - requiredM;
  return {
    availableM,
    requiredM,
    requiredMarginM,
    marginM,
    marginPct: requiredM > 0 ? (marginM / requiredM) * 100 : null,
    status: marginM < 0 ? 'short' : marginM < requiredMarginM ? 'thin' : 'ok',
  };
}
