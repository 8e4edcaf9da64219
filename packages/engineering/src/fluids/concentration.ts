// Glycol concentration by mass or by volume (decision 0044, issue 30 item 4): the forms let the user
// say which; the property methods take the mass fraction. Volumes are those of the components
// before mixing at 20 °C — ASHRAE's «volume percent» basis, the one decision 0025 converts with.

/**
 * Pure-component densities at 20 °C [kg/m³]: water 998.2 (IAPWS 998.21), ethylene glycol 1113.2,
 * propylene glycol 1036 — the figures decision 0025 and its tests convert ASHRAE's volume % with.
 */
export const GLYCOL_DENSITY_20C = { 'ethylene-glycol': 1113.2, 'propylene-glycol': 1036 } as const;
const WATER_DENSITY_20C = 998.2;

export type Glycol = keyof typeof GLYCOL_DENSITY_20C;
/** How a concentration is given. */
export type ConcentrationBasis = 'mass' | 'volume';

/**
 * Mass fraction of a glycol solution given by volume fraction φ:
 * w = φ·ρ_g / (φ·ρ_g + (1 − φ)·ρ_w), component volumes at 20 °C.
 * 30 vol% propylene glycol is 30.8 % by mass, 30 vol% ethylene glycol 32.4 %.
 * @param glycol - which glycol
 * @param volumeFraction - φ [-], 0..1
 * @returns mass fraction [-]
 */
export function glycolMassFraction(glycol: Glycol, volumeFraction: number): number {
  const g = volumeFraction * GLYCOL_DENSITY_20C[glycol];
  return g / (g + (1 - volumeFraction) * WATER_DENSITY_20C);
}

/**
 * The mass fraction for a concentration as typed: by mass as is, by volume converted.
 * @param glycol - which glycol
 * @param fraction - 0..1
 * @param basis - 'mass' (the API's default) or 'volume'
 */
export function glycolFractionByMass(glycol: Glycol, fraction: number, basis: ConcentrationBasis): number {
  return basis === 'volume' ? glycolMassFraction(glycol, fraction) : fraction;
}
