// Sea water of salinity 35 g/kg: the correlations Sharqawy, Lienhard and Zubair (2010) recommend,
// at 0.1 MPa (at the saturation pressure above 100 °C), and its boiling pressure.

/** Standard sea-water salinity the forms mean by «морская вода» [g/kg]. */
export const SEAWATER_SALINITY = 35;

/*
 * Coefficients as in the authors' own MIT seawater library (SW_Density, SW_Viscosity, 2009), the
 * unrounded form of the numbers the paper prints in eq. (8) and eq. (22)–(23); the rounded printed
 * ones agree within 0.01 % (density) and 0.05 % (viscosity); a test compares both.
 */
const RHO_A = [9.9992293295e2, 2.0341179217e-2, -6.1624591598e-3, 2.2614664708e-5, -4.6570659168e-8] as const;
const RHO_B = [8.0200240891e2, -2.0005183488, 1.6771024982e-2, -3.0600536746e-5, -1.6132224742e-5] as const;
const MU_W = [1.5700386464e-1, 6.499262005e1, -9.1296496657e1, 4.2844324477e-5] as const;
const MU_A = [1.540913604, 1.9981117208e-2, -9.5203865864e-5] as const;
const MU_B = [7.9739318223, -7.5614568881e-2, 4.7237011074e-4] as const;

/**
 * Density of sea water at 0.1 MPa, Sharqawy et al. (2010) eq. (8):
 * ρ_sw = ρ_w + w(b1 + b2 t + b3 t² + b4 t³ + b5 w t²), ρ_w = a1 + a2 t + a3 t² + a4 t³ + a5 t⁴.
 * Valid 0–180 °C, 0–0.16 kg/kg; accuracy ±0.1 %.
 * @param t - temperature [°C] (ITS-90)
 * @param S - salinity [g/kg]
 * @returns density [kg/m³]
 * @example seawaterDensity(20, 35) ≈ 1024.93 kg/m³
 *
 * References:
 * 1. Sharqawy, M. H.; Lienhard, J. H.; Zubair, S. M. (2010). Thermophysical properties of seawater:
 *    a review of existing correlations and data. Desalination and Water Treatment 16, 354–380.
 *    https://doi.org/10.5004/dwt.2010.1079
 */
export function seawaterDensity(t: number, S: number = SEAWATER_SALINITY): number {
  const w = S / 1000;
  const rhoW = RHO_A[0] + t * (RHO_A[1] + t * (RHO_A[2] + t * (RHO_A[3] + t * RHO_A[4])));
  return rhoW + w * (RHO_B[0] + t * (RHO_B[1] + t * (RHO_B[2] + t * RHO_B[3])) + RHO_B[4] * w * t * t);
}

/**
 * Specific heat of sea water at 0.1 MPa, Sharqawy et al. (2010) eq. (9) (Jamieson et al. 1969):
 * c_p = A + B T + C T² + D T³ [kJ/(kg·K)], T in K (IPTS-68, T68 = 1.00024 T90), S in g/kg,
 * A = 5.328 − 9.76e-2 S + 4.04e-4 S², B = −6.913e-3 + 7.351e-4 S − 3.15e-6 S²,
 * C = 9.6e-6 − 1.927e-6 S + 8.23e-9 S², D = 2.5e-9 + 1.666e-9 S − 7.125e-12 S².
 * Valid 0–180 °C, 0–180 g/kg; accuracy ±1 % (the authors' SW_SpcHeat).
 * @param t - temperature [°C] (ITS-90)
 * @param S - salinity [g/kg]
 * @returns specific heat [J/(kg·K)]
 * @example seawaterSpecificHeat(20, 35) ≈ 3998.9 J/(kg·K)
 */
export function seawaterSpecificHeat(t: number, S: number = SEAWATER_SALINITY): number {
  const T = 1.00024 * (t + 273.15);
  const A = 5.328 - 9.76e-2 * S + 4.04e-4 * S * S;
  const B = -6.913e-3 + 7.351e-4 * S - 3.15e-6 * S * S;
  const C = 9.6e-6 - 1.927e-6 * S + 8.23e-9 * S * S;
  const D = 2.5e-9 + 1.666e-9 * S - 7.125e-12 * S * S;
  return 1000 * (A + T * (B + T * (C + T * D)));
}

/**
 * Thermal conductivity of sea water at 0.1 MPa, Sharqawy et al. (2010) eq. (13) (Jamieson and
 * Tudhope 1970): log10(k) = log10(240 + 0.0002 S) + 0.434 (2.3 − (343.5 + 0.037 S)/T)
 * (1 − T/(647.3 + 0.03 S))^(1/3) [mW/(m·K)], T in K (IPTS-68), S practical salinity (S/1.00472),
 * as in the authors' SW_Conductivity; the paper prints 647 for 647.3, a 0.01 % difference.
 * Valid 0–180 °C, 0–160 g/kg; accuracy ±3 %.
 * @param t - temperature [°C] (ITS-90)
 * @param S - salinity [g/kg]
 * @returns conductivity [W/(m·K)]
 * @example seawaterConductivity(20, 35) ≈ 0.6016 W/(m·K)
 */
export function seawaterConductivity(t: number, S: number = SEAWATER_SALINITY): number {
  const T = 1.00024 * t + 273.15;
  const Sp = S / 1.00472;
  const log10k =
    Math.log10(240 + 0.0002 * Sp) +
    0.434 * (2.3 - (343.5 + 0.037 * Sp) / T) * Math.cbrt(1 - T / (647.3 + 0.03 * Sp));
  return Math.pow(10, log10k) * 1e-3;
}

/**
 * Dynamic viscosity of sea water at 0.1 MPa, Sharqawy et al. (2010) eq. (22)–(23):
 * μ_sw = μ_w (1 + A w + B w²), A = 1.541 + 1.998e-2 t − 9.52e-5 t², B = 7.974 − 7.561e-2 t + 4.724e-4 t²,
 * μ_w = 4.2844e-5 + [0.157 (t + 64.993)² − 91.296]⁻¹, w = S/1000 [kg/kg].
 * Valid 0–180 °C, 0–0.15 kg/kg; accuracy ±1.5 %.
 * @param t - temperature [°C] (ITS-90)
 * @param S - salinity [g/kg]
 * @returns viscosity [Pa·s]
 * @example seawaterViscosity(20, 35) ≈ 1.0766e-3 Pa·s
 */
export function seawaterViscosity(t: number, S: number = SEAWATER_SALINITY): number {
  const w = S / 1000;
  const tt = t + MU_W[1];
  const muW = MU_W[3] + 1 / (MU_W[0] * tt * tt + MU_W[2]);
  const A = MU_A[0] + t * (MU_A[1] + t * MU_A[2]);
  const B = MU_B[0] + t * (MU_B[1] + t * MU_B[2]);
  return muW * (1 + A * w + B * w * w);
}

/**
 * Vapour pressure of sea water relative to pure water, Robinson (1954) as given in Sharqawy et al.
 * (2010): p_sw / p_w = 1 / (1 + 0.57357 S/(1000 − S)); 0.981 at 35 g/kg.
 * @param S - salinity [g/kg]
 * @returns the ratio [-]
 */
export const seawaterVapourPressureRatio = (S: number = SEAWATER_SALINITY): number =>
  1 / (1 + (0.57357 * S) / (1000 - S));

/**
 * Freezing point of sea water of 35 g/kg at atmospheric pressure [°C]: −1.922 °C by the UNESCO
 * formula t_f = −0.0575 S + 1.710523e-3 S^1.5 − 2.154996e-4 S² (Fofonoff and Millard 1983,
 * UNESCO Technical Papers in Marine Science 44), rounded to the −1.9 °C the issue names.
 */
export const SEAWATER_FREEZING_C = -1.9;
