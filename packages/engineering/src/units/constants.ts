// Physical constants the unit conversions rest on, each with where its value comes from.
// Named so nobody re-types 9.81 or 1000 somewhere else and silently drifts from the rest.
import type { KilogramsPerCubicMetre, MetresPerSecondSquared } from './types';

/**
 * Standard acceleration of gravity [m/s²], exact by definition.
 *
 * References:
 * 1. 3rd CGPM (1901), "Déclaration relative à l'unité de masse et à la définition du poids";
 *    ISO 80000-3:2019, item 3-9.2 (g_n = 9.806 65 m/s²).
 */
export const STANDARD_GRAVITY = 9.80665 as MetresPerSecondSquared;

/**
 * Density of liquid water at 20 °C and 0.101325 MPa [kg/m³], rounded to 0.1 kg/m³
 * (IAPWS-95 gives 998.207). Used for the pump form's bar ↔ metres of head conversion and for
 * P2 = ρ·g·Q·H/η in the pump catalogue; the pump calculator has no temperature input, so a
 * fixed cold-water density is the documented assumption.
 *
 * References:
 * 1. Wagner, W.; Pruß, A. (2002). The IAPWS Formulation 1995 for the Thermodynamic Properties of
 *    Ordinary Water Substance for General and Scientific Use. J. Phys. Chem. Ref. Data 31, 387.
 *    https://doi.org/10.1063/1.1461829
 * 2. Kell, G. S. (1975). Density, thermal expansivity, and compressibility of liquid water from
 *    0 to 150 °C. J. Chem. Eng. Data 20, 97. https://doi.org/10.1021/je60064a005
 */
export const WATER_DENSITY_20C = 998.2 as KilogramsPerCubicMetre;
