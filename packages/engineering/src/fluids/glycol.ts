// Ethylene and propylene glycol solutions, mass fraction 0–60 %, up to 100 °C: Melinder's (2010)
// polynomial fits as CoolProp carries them (incompressible fluids MEG and MPG), and their freezing points.

/** One Melinder fit: f = Σ_i Σ_j c[i][j] (T − Tbase)^i (x − xbase)^j, T in K, x mass fraction. */
export interface MelinderFit {
  /** Reference temperature of the fit [K]. */
  Tbase: number;
  /** Reference mass fraction of the fit [-]. */
  xbase: number;
  /** Highest temperature of the data [K]. */
  Tmax: number;
  /** Highest mass fraction [-]. */
  xmax: number;
  /** Freezing point [K], polynomial in (x − xbase) only. */
  freeze: readonly number[];
  /** Density [kg/m³]; rows i = powers of (T − Tbase), columns j = powers of (x − xbase). */
  density: readonly (readonly number[])[];
  /** Specific heat [J/(kg·K)]. */
  specificHeat: readonly (readonly number[])[];
  /** ln of the viscosity [ln(Pa·s)] ("exppolynomial": viscosity = exp(f)). */
  lnViscosity: readonly (readonly number[])[];
  /** Thermal conductivity [W/(m·K)]. */
  conductivity: readonly (readonly number[])[];
}

/*
 * CoolProp/CoolProp dev/incompressible_liquids/json/MEG.json (commit 28fcdbd6, the current form with
 * the viscosity as "exppolynomial"; an older version of the file holds the same viscosity numbers
 * divided by 1000, with c00 shifted by ln 1000, under "type": "polynomial" — magnitudes that only
 * make sense through the exponential of the current form),
 * "reference": "Melinder2010", "description": "Ethylene Glycol - aq". Numbers copied as stored.
 */
export const MEG_FIT: MelinderFit = {
  Tbase: 304.878,
  xbase: 0.308462,
  Tmax: 373.15,
  xmax: 0.6,
  freeze: [257.9, -80.8, -133.4, -72.93, 100.6, 11.4],
  density: [
    [1034, 131.1, 0.749, -106.2, -96.23, 489.1],
    [-0.4781, -0.6876, 0.7855, 1.229, -7.211, 0],
    [-2.692e-3, 4.805e-3, -3.995e-3, -1.153e-2, 0, 0],
    [4.725e-6, 1.69e-6, 4.982e-5, 0, 0, 0],
  ],
  specificHeat: [
    [3737, -1799, -993.3, 2610, 1537, -16180],
    [2.93, 10.46, 3.516, -1.189, -42.72, 0],
    [-4.675e-3, -4.147e-2, 5.109e-2, -0.1643, 0, 0],
    [-1.389e-5, 1.847e-5, -7.138e-4, 0, 0, 0],
  ],
  lnViscosity: [
    [-6.437255, 2.471, 3.328e-2, 1.659, 3.089, -18.65],
    [-2.55e-2, -1.171e-2, 1.086e-2, 3.157e-3, 1.831e-2, 0],
    [1.782e-4, 1.052e-4, 1.051e-4, 4.063e-4, 0, 0],
    [-7.669e-7, -1.634e-6, -6.475e-6, 0, 0, 0],
  ],
  conductivity: [
    [0.472, -0.4286, 0.1747, 3.017e-2, -0.1322, 0.2678],
    [8.903e-4, -1.473e-3, 6.814e-4, -2.412e-3, 2.555e-3, 0],
    [-1.058e-6, 1.059e-5, -3.612e-5, 4.004e-5, 0, 0],
    [-2.789e-9, -1.142e-8, 2.365e-8, 0, 0, 0],
  ],
};

/*
 * CoolProp/CoolProp dev/incompressible_liquids/json/MPG.json (commit 89f4c143, viscosity as
 * "exppolynomial"), "reference": "Melinder2010", "description": "Propylene Glycol - aq".
 */
export const MPG_FIT: MelinderFit = {
  Tbase: 305.8583,
  xbase: 0.307031,
  Tmax: 373.15,
  xmax: 0.6,
  freeze: [259.9, -66.31, -109.4, -228.3, -340.9, 146.5],
  density: [
    [1018, 76.04, -24.98, -155, -113.1, 234.2],
    [-0.5406, -0.945, 0.27, 2.829, -2.221, 0],
    [-2.666e-3, 5.541e-3, -4.018e-3, -7.175e-3, 0, 0],
    [1.347e-5, -1.343e-5, 3.376e-5, 0, 0, 0],
  ],
  specificHeat: [
    [3882, -1304, -1598, 353.9, 5000, -4959],
    [2.699, 5.07, 0.9534, 31.02, -71.35, 0],
    [-1.659e-3, -4.752e-3, 0.1167, -0.295, 0, 0],
    [-1.032e-5, 1.522e-4, -4.87e-4, 0, 0, 0],
  ],
  lnViscosity: [
    [-6.224055, 3.328, 0.5453, -3.9, -1.587, 35.64],
    [-3.045e-2, -3.984e-2, -8.6e-4, 0.1054, 4.475e-2, 0],
    [2.525e-4, 4.332e-4, -1.593e-4, -1.589e-3, 0, 0],
    [-1.399e-6, -1.86e-6, -4.465e-7, 0, 0, 0],
  ],
  conductivity: [
    [0.4513, -0.4795, 0.2076, -9.083e-2, -5.952e-2, 0.2104],
    [7.955e-4, -1.678e-3, 1.563e-3, -2.518e-3, -3.605e-3, 0],
    [3.482e-8, 8.941e-6, -4.615e-5, 6.543e-5, 0, 0],
    [-5.966e-9, 1.493e-8, 9.897e-8, 0, 0, 0],
  ],
};

/** Horner in dx along one row, then in dT down the rows. */
function poly2(c: readonly (readonly number[])[], dT: number, dx: number): number {
  let out = 0;
  for (let i = c.length - 1; i >= 0; i--) {
    const row = c[i]!;
    let r = 0;
    for (let j = row.length - 1; j >= 0; j--) r = r * dx + row[j]!;
    out = out * dT + r;
  }
  return out;
}

/**
 * Freezing point of the solution from the fit's T_freeze polynomial, Σ c_j (x − xbase)^j [K].
 * @param fit - MEG_FIT or MPG_FIT
 * @param x - glycol mass fraction [-]
 * @returns freezing temperature [K]
 * @example melinderFreezingPoint(MEG_FIT, 0) ≈ 273.15 K
 */
export function melinderFreezingPoint(fit: MelinderFit, x: number): number {
  const dx = x - fit.xbase;
  let r = 0;
  for (let j = fit.freeze.length - 1; j >= 0; j--) r = r * dx + fit.freeze[j]!;
  return r;
}

/**
 * Properties of an aqueous glycol solution from Melinder's fits: each property
 * f = Σ_i Σ_j c[i][j] (T − Tbase)^i (x − xbase)^j, viscosity = exp(f). No range checks: the
 * dispatcher refuses T ≤ T_freeze, T > Tmax and x outside 0…xmax first.
 *
 * @param fit - MEG_FIT or MPG_FIT
 * @param T - temperature [K]
 * @param x - glycol mass fraction [-]
 * @returns density [kg/m³], specific heat [J/(kg·K)], viscosity [Pa·s], conductivity [W/(m·K)]
 * @example melinderProperties(MEG_FIT, 293.15, 0.3).density ≈ 1038.0 kg/m³
 *
 * References:
 * 1. Melinder, Å. (2010). Properties of Secondary Working Fluids for Indirect Systems, 2nd ed.
 *    International Institute of Refrigeration, Paris. ISBN 978-2-913149-76-3.
 * 2. Bell, I. H. et al. (2014). Pure and Pseudo-pure Fluid Thermophysical Property Evaluation and
 *    the Open-Source Thermophysical Property Library CoolProp. Ind. Eng. Chem. Res. 53, 2498.
 *    https://doi.org/10.1021/ie4033999 — the JSON files cited above.
 */
export function melinderProperties(
  fit: MelinderFit,
  T: number,
  x: number,
): { density: number; specificHeat: number; viscosity: number; conductivity: number } {
  const dT = T - fit.Tbase;
  const dx = x - fit.xbase;
  return {
    density: poly2(fit.density, dT, dx),
    specificHeat: poly2(fit.specificHeat, dT, dx),
    viscosity: Math.exp(poly2(fit.lnViscosity, dT, dx)),
    conductivity: poly2(fit.conductivity, dT, dx),
  };
}

/** Molar masses [kg/kmol] for the boiling estimate: water (IAPWS), ethylene glycol C2H6O2, propylene glycol C3H8O2. */
export const MOLAR_MASS = { water: 18.015268, ethyleneGlycol: 62.068, propyleneGlycol: 76.095 } as const;

/**
 * Mole fraction of water in a glycol solution, the factor of Raoult's law p_boil = x_w p_s,w(T).
 * Glycol–water solutions deviate negatively from Raoult's law (the real vapour pressure is lower),
 * so the estimate refuses a state slightly before it really boils, never after.
 * @param w - glycol mass fraction [-]
 * @param glycolMolarMass - [kg/kmol]
 * @returns water mole fraction [-]
 * @example waterMoleFraction(0.7, 76.095) ≈ 0.644
 */
export function waterMoleFraction(w: number, glycolMolarMass: number): number {
  const nw = (1 - w) / MOLAR_MASS.water;
  const ng = w / glycolMolarMass;
  return nw / (nw + ng);
}
