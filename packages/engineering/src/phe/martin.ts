// Martin's chevron-plate correlations (VDI Heat Atlas): the channel friction factor ξ and the
// Nusselt number built on it. One correlation, one function; angles in degrees at the surface.

/** Martin's regime switch: laminar terms below, turbulent at and above this Reynolds number. */
export const MARTIN_TRANSITION_RE = 2000;
/** Reynolds range of the data Martin fitted (Martin 1996, fig. 4–6): outside it the engine refuses. */
export const MARTIN_RE_MIN = 200;
export const MARTIN_RE_MAX = 10_000;

/**
 * Corrugation angles [°] the engine takes Martin's correlation for on a user's plate (issue 30
 * item 5; a catalogue plate is the maker's). 80° is the steepest angle of the data Martin (1996)
 * checked his model against (Focke, Zachariades & Olivier 1985, the 0…80° the ξ doc block states);
 * below 10° the Nusselt form, ∝ (sin 2φ)^0.374, falls towards zero while a real channel tends to
 * the flat duct's — the form stops describing the plate (decision 0044 says what was not checked).
 */
export const MARTIN_ANGLE_MIN_DEG = 10;
export const MARTIN_ANGLE_MAX_DEG = 80;

const DEG = Math.PI / 180;

/** The power of the viscosity ratio in Martin's Nusselt relation: (μ/μw)^(1/6). */
export const MARTIN_VISCOSITY_EXPONENT = 1 / 6;

/**
 * The constants of Martin's friction model. `VDI` is the VDI Heat Atlas form (Martin, VDI Heat Atlas
 * 2nd ed., ch. B6 / N6): b = 0.18, c = 0.36 — four times the Fanning-basis 0.045 and 0.09 of
 * Martin (1996). CalebBell's `fluids.friction.friction_plate_Martin_VDI` carries b = 0.28; the tests
 * reproduce its printed values with that constant to show the formula is the same, and the engine
 * uses the paper's 0.18 (DOMAIN.md: check against the paper, not the code).
 */
export interface MartinFrictionConstants {
  readonly a: number;
  readonly b: number;
  readonly c: number;
}
export const MARTIN_VDI: MartinFrictionConstants = { a: 3.8, b: 0.18, c: 0.36 };

/**
 * Darcy friction factor of a chevron-plate channel after Martin (VDI Heat Atlas):
 *
 *   1/√ξ = cos φ / √(b·tan φ + c·sin φ + ξ0/cos φ) + (1 − cos φ)/√(a·ξ1)
 *
 * with ξ0 = 64/Re, ξ1 = 597/Re + 3.85 for Re < 2000 and ξ0 = (1.8 lg Re − 1.5)⁻²,
 * ξ1 = 39/Re^0.289 for Re ≥ 2000 (the step at Re 2000 is Martin's, kept as published).
 * The pressure drop it gives is ξ·(L/Dh)·ρw²/2 with L the port-to-port length.
 *
 * @param re - Reynolds number on the hydraulic diameter 2b/φ [-]; valid 200…10 000
 * @param chevronAngleDeg - corrugation angle to the main flow direction φ [°], 0…80
 * @param k - the model's constants (default: the VDI Heat Atlas values)
 * @returns ξ, Darcy basis [-]
 * @example frictionMartinVdi(2000, 60) ≈ 1.981 (with b = 0.18)
 * @see [1] H. Martin, "A theoretical approach to predict the performance of chevron-type plate heat
 *   exchangers", Chem. Eng. Process. 35 (1996) 301–310, doi:10.1016/0255-2701(95)04129-X.
 *   [2] VDI Heat Atlas, 2nd ed., Springer 2010, ch. N6 (Martin), doi:10.1007/978-3-540-77877-6.
 */
export function frictionMartinVdi(
  re: number,
  chevronAngleDeg: number,
  k: MartinFrictionConstants = MARTIN_VDI,
): number {
  const phi = chevronAngleDeg * DEG;
  let xi0: number;
  let xi1: number;
  if (re < MARTIN_TRANSITION_RE) {
    xi0 = 64 / re;
    xi1 = 597 / re + 3.85;
  } else {
    xi0 = (1.8 * Math.log10(re) - 1.5) ** -2;
    xi1 = 39 * re ** -0.289;
  }
  const cos = Math.cos(phi);
  const rhs =
    cos / Math.sqrt(k.b * Math.tan(phi) + k.c * Math.sin(phi) + xi0 / cos) + (1 - cos) / Math.sqrt(k.a * xi1);
  return rhs ** -2;
}

/**
 * Darcy friction factor after Martin (1999): the earlier form, in Fanning terms
 * 1/√f = cos φ/√(0.045 tan φ + 0.09 sin φ + f0/cos φ) + (1 − cos φ)/√(3.8 f1), f0 = 16/Re,
 * f1 = 149/Re + 0.9625 (Re < 2000), f0 = (1.56 ln Re − 3)⁻², f1 = 9.75/Re^0.289 (Re ≥ 2000); ξ = 4f.
 * Kept for the literature check of the Nusselt relation (its 0.374 power was regressed with it).
 * @param re - Reynolds number [-]
 * @param chevronAngleDeg - corrugation angle to the flow φ [°]
 * @returns ξ, Darcy basis [-]
 * @see H. Martin, "Economic optimization of compact heat exchangers", EF Conference on Compact Heat
 *   Exchangers, Banff 1999, https://publikationen.bibliothek.kit.edu/1000034866
 */
export function frictionMartin1999(re: number, chevronAngleDeg: number): number {
  const phi = chevronAngleDeg * DEG;
  const laminar = re < MARTIN_TRANSITION_RE;
  const f0 = laminar ? 16 / re : (1.56 * Math.log(re) - 3) ** -2;
  const f1 = laminar ? 149 / re + 0.9625 : 9.75 * re ** -0.289;
  const cos = Math.cos(phi);
  const rhs =
    cos / Math.sqrt(0.045 * Math.tan(phi) + 0.09 * Math.sin(phi) + f0 / cos) +
    (1 - cos) / Math.sqrt(3.8 * f1);
  return 4 * rhs ** -2;
}

/**
 * Nusselt number of a chevron-plate channel after Martin (1996) / VDI Heat Atlas:
 *
 *   Nu = 0.122 · Pr^(1/3) · (μ/μw)^(1/6) · [ξ · Re² · sin 2φ]^0.374
 *
 * φ here is the corrugation (chevron) angle to the flow direction — not the enlargement factor,
 * which one public implementation passes in its place.
 *
 * @param re - Reynolds number on Dh = 2b/φ_enl [-]; valid 200…10 000
 * @param pr - Prandtl number at the bulk temperature [-]
 * @param chevronAngleDeg - corrugation angle to the flow φ [°]
 * @param xi - Darcy friction factor of the same channel [-] (frictionMartinVdi)
 * @param viscosityRatio - μ_bulk/μ_wall [-]; 1 when unknown
 * @returns Nu on Dh [-]
 * @example nusseltMartin(2000, 0.7, 60, frictionMartinVdi(2000, 60)) ≈ 39.05
 * @see Martin (1996), eq. 23; VDI Heat Atlas, ch. N6, eq. 18.
 */
export function nusseltMartin(
  re: number,
  pr: number,
  chevronAngleDeg: number,
  xi: number,
  viscosityRatio = 1,
): number {
  const s = Math.sin(2 * chevronAngleDeg * DEG);
  return 0.122 * Math.cbrt(pr) * viscosityRatio ** MARTIN_VISCOSITY_EXPONENT * (xi * re * re * s) ** 0.374;
}

/**
 * Corrugation angle of a channel by plate mix: H channels (two H plates), L channels (two L
 * plates), and mixed M channels (one of each) at the mean angle, as CalebBell's `ht` documents for
 * alternating patterns and Martin (1996, section 5) for mixed pairs.
 * @returns φ [°]
 */
export function channelAngleDeg(mix: 'H' | 'L' | 'M', angleHDeg: number, angleLDeg: number): number {
  return mix === 'H' ? angleHDeg : mix === 'L' ? angleLDeg : (angleHDeg + angleLDeg) / 2;
}

/**
 * Enlargement factor of a sinusoidal corrugation from its wave number X = π·b/Λ (b depth = 2a,
 * Λ wavelength): φ ≈ (1 + √(1 + X²) + 4√(1 + X²/2))/6 (Martin 1996, eq. 3; VDI Heat Atlas N6).
 * @param depthM - corrugation depth b = 2a [m]
 * @param wavelengthM - corrugation wavelength Λ [m]
 * @returns φ [-]
 * @example enlargementFactor(0.003, 0.0108) ≈ 1.170
 */
export function enlargementFactor(depthM: number, wavelengthM: number): number {
  const x = (Math.PI * depthM) / wavelengthM;
  return (1 + Math.sqrt(1 + x * x) + 4 * Math.sqrt(1 + (x * x) / 2)) / 6;
}
