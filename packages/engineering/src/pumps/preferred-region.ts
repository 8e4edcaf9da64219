// The preferred operating region of a centrifugal pump, shared by the ranking and the selections.

/** Preferred operating region, % of best-efficiency flow (DOMAIN.md "Pumps"). */
export const PREFERRED_REGION_PCT = { min: 70, max: 120 } as const;
