// Propylene glycol 70 % and 80 % (the LT line's «пропиленгликоль 70 %/80 %»): ASHRAE Handbook tables
// as EnergyPlus carries them, interpolated; concentrations above Melinder's 60 % need them.

/** Temperatures of the table [°C]: −35 … 125 step 5 (EnergyPlus "GlycolTemperatures"). */
const T_FIRST = -35;
const T_STEP = 5;

/** The concentrations the table rows hold [-] (volume fractions, ASHRAE's "volume percent"). */
export const PG_TABLE_CONCENTRATIONS = [0.6, 0.7, 0.8] as const;

/*
 * NREL/EnergyPlus datasets/GlycolPropertiesRefData.idf (commit 1bd58b05), PropyleneGlycol,
 * FluidProperties:Concentration rows 0.6, 0.7, 0.8, values −35 … 125 °C as printed there.
 */
const CP = [
  [
    3096, 3118, 3140, 3162, 3184, 3206, 3228, 3250, 3272, 3295, 3317, 3339, 3361, 3383, 3405, 3427, 3449,
    3471, 3493, 3515, 3537, 3559, 3581, 3603, 3625, 3647, 3670, 3692, 3714, 3736, 3758, 3780, 3802,
  ],
  [
    2843, 2868, 2893, 2918, 2943, 2968, 2993, 3018, 3042, 3067, 3092, 3117, 3142, 3167, 3192, 3217, 3242,
    3266, 3291, 3316, 3341, 3366, 3391, 3416, 3441, 3465, 3490, 3515, 3540, 3565, 3590, 3615, 3640,
  ],
  [
    2572, 2600, 2627, 2655, 2683, 2710, 2738, 2766, 2793, 2821, 2849, 2876, 2904, 2931, 2959, 2987, 3014,
    3042, 3070, 3097, 3125, 3153, 3180, 3208, 3236, 3263, 3291, 3319, 3346, 3374, 3402, 3429, 3457,
  ],
] as const;
const RHO = [
  [
    1073, 1071, 1070, 1068, 1066, 1064, 1061, 1059, 1056, 1054, 1051, 1048, 1045, 1042, 1039, 1036, 1032,
    1028, 1025, 1021, 1017, 1012, 1008, 1004, 999.3, 994.6, 989.8, 984.9, 979.9, 974.7, 969.5, 964.0, 958.5,
  ],
  [
    1080, 1078, 1076, 1074, 1072, 1069, 1067, 1064, 1061, 1058, 1056, 1052, 1049, 1046, 1042, 1039, 1035,
    1031, 1027, 1023, 1019, 1015, 1010, 1006, 1001, 996.0, 991.1, 986.0, 980.8, 975.4, 970.0, 964.4, 958.7,
  ],
  [
    1094, 1091, 1087, 1084, 1080, 1076, 1072, 1068, 1065, 1061, 1057, 1053, 1049, 1045, 1041, 1037, 1033,
    1029, 1025, 1021, 1017, 1013, 1009, 1005, 1001, 996.4, 992.2, 987.9, 983.7, 979.4, 975.1, 970.7, 966.4,
  ],
] as const;
const K = [
  [
    0.296, 0.3, 0.303, 0.306, 0.309, 0.312, 0.314, 0.317, 0.319, 0.321, 0.323, 0.325, 0.327, 0.329, 0.33,
    0.331, 0.333, 0.334, 0.335, 0.335, 0.336, 0.336, 0.337, 0.337, 0.337, 0.337, 0.336, 0.336, 0.335, 0.335,
    0.334, 0.333, 0.332,
  ],
  [
    0.275, 0.277, 0.278, 0.28, 0.282, 0.284, 0.285, 0.286, 0.289, 0.29, 0.291, 0.292, 0.293, 0.293, 0.294,
    0.294, 0.295, 0.295, 0.295, 0.295, 0.295, 0.295, 0.295, 0.295, 0.295, 0.294, 0.294, 0.293, 0.292, 0.292,
    0.291, 0.29, 0.288,
  ],
  [
    0.255, 0.256, 0.257, 0.257, 0.258, 0.259, 0.259, 0.259, 0.26, 0.26, 0.26, 0.261, 0.261, 0.261, 0.261,
    0.261, 0.26, 0.26, 0.26, 0.26, 0.259, 0.259, 0.258, 0.258, 0.257, 0.256, 0.256, 0.255, 0.254, 0.253,
    0.252, 0.251, 0.25,
  ],
] as const;
/** Viscosity [Pa·s] as printed; interpolated through its logarithm (LN_MU below). */
const MU = [
  [
    0.524, 0.3304, 0.2114, 0.138, 0.092, 0.06278, 0.04384, 0.03132, 0.02287, 0.01705, 0.01296, 0.01004,
    0.00791, 0.00634, 0.00515, 0.00425, 0.00355, 0.003, 0.00257, 0.00222, 0.00193, 0.0017, 0.00151, 0.00135,
    0.00122, 0.0011, 0.00101, 0.00092, 0.00085, 0.00079, 0.00074, 0.00069, 0.00065,
  ],
  [
    0.9162, 0.5511, 0.3401, 0.2157, 0.1406, 0.09423, 0.06483, 0.04574, 0.03304, 0.02441, 0.01841, 0.01415,
    0.01108, 0.00881, 0.00712, 0.00584, 0.00485, 0.00408, 0.00346, 0.00298, 0.00258, 0.00226, 0.00199,
    0.00177, 0.00159, 0.00143, 0.0013, 0.00118, 0.00108, 0.001, 0.00093, 0.00086, 0.0008,
  ],
  [
    1.434, 0.9085, 0.5759, 0.3688, 0.2399, 0.159, 0.1076, 0.07445, 0.05263, 0.03799, 0.028, 0.02104, 0.0161,
    0.01255, 0.00994, 0.00799, 0.00652, 0.00539, 0.00451, 0.00382, 0.00328, 0.00283, 0.00247, 0.00218,
    0.00194, 0.00173, 0.00156, 0.00142, 0.00129, 0.00119, 0.00109, 0.00102, 0.00095,
  ],
] as const;
const LN_MU = MU.map((row) => row.map(Math.log));

/** Temperature range the table is used in [°C] (decision 0025). */
export const PG_TABLE_T_MIN = -20;
export const PG_TABLE_T_MAX = 120;

/** Pure-component densities at 20 °C [kg/m³] for the mass → volume fraction conversion. */
const RHO_PG_20 = 1036;
const RHO_WATER_20 = 998.2;

/**
 * Volume fraction of propylene glycol (volumes of the components before mixing, ASHRAE's basis)
 * for a mass fraction: φ = (w/ρ_PG) / (w/ρ_PG + (1 − w)/ρ_w) at 20 °C (ρ_PG 1036, ρ_w 998.2 kg/m³).
 * PG is almost as dense as water, so φ is within one point of w (0.7 → 0.692, 0.8 → 0.794).
 * @param w - mass fraction [-]
 * @returns volume fraction [-]
 */
export function propyleneGlycolVolumeFraction(w: number): number {
  const vg = w / RHO_PG_20;
  return vg / (vg + (1 - w) / RHO_WATER_20);
}

/** Row r and r + 1, column c and c + 1, weights ft (temperature) and fc (concentration). */
function bilinear(tab: readonly (readonly number[])[], r: number, c: number, ft: number, fc: number): number {
  const lo = tab[r]!;
  const hi = tab[r + 1]!;
  const a = lo[c]! + (lo[c + 1]! - lo[c]!) * ft;
  const b = hi[c]! + (hi[c + 1]! - hi[c]!) * ft;
  return a + (b - a) * fc;
}

/**
 * Propylene glycol solution properties from the ASHRAE table rows 0.6–0.8 (EnergyPlus's copy),
 * linear in temperature between the 5 K columns and in volume fraction between the rows; the
 * viscosity through its logarithm, since it changes by a factor of ~1.5 per 5 K at −20 °C, where a
 * straight line between the columns would be up to 2 % high. No range checks: the dispatcher
 * refuses t outside −20…120 °C and fractions outside 0.7…0.8 first.
 *
 * @param t - temperature [°C]
 * @param phi - glycol volume fraction [-], 0.6 ≤ φ ≤ 0.8
 * @returns density [kg/m³], specific heat [J/(kg·K)], viscosity [Pa·s], conductivity [W/(m·K)]
 * @example propyleneGlycolAshrae(20, 0.7).viscosity === 0.01415 (a tabulated point)
 *
 * References:
 * 1. ASHRAE Handbook — Fundamentals (2009), ch. 31 "Physical properties of secondary coolants
 *    (brines)", tables of inhibited propylene glycol solutions.
 * 2. NREL EnergyPlus, datasets/GlycolPropertiesRefData.idf (the same tables as data).
 */
export function propyleneGlycolAshrae(
  t: number,
  phi: number,
): { density: number; specificHeat: number; viscosity: number; conductivity: number } {
  const pos = (t - T_FIRST) / T_STEP;
  const c = Math.min(Math.floor(pos), CP[0].length - 2);
  const ft = pos - c;
  const cpos = (phi - PG_TABLE_CONCENTRATIONS[0]) / 0.1;
  const r = Math.min(Math.max(Math.floor(cpos), 0), PG_TABLE_CONCENTRATIONS.length - 2);
  const fc = cpos - r;
  return {
    density: bilinear(RHO, r, c, ft, fc),
    specificHeat: bilinear(CP, r, c, ft, fc),
    viscosity: Math.exp(bilinear(LN_MU, r, c, ft, fc)),
    conductivity: bilinear(K, r, c, ft, fc),
  };
}
