// Liquid water: IAPWS-IF97 region 1 (density, heat capacities), the region-4 saturation line that
// decides boiling, IAPWS R12-08 viscosity and R15-11 thermal conductivity (industrial forms).

/** Specific gas constant of IF97 [J/(kg·K)] (IAPWS R7-97(2012), eq. 1). */
const R_IF97 = 461.526;
/** Region 1 reducing pressure [Pa] and temperature [K] (R7-97, eq. 7). */
const P_STAR_1 = 16.53e6;
const T_STAR_1 = 1386;

/*
 * IAPWS R7-97(2012), Table 2: exponents I, J and coefficients n of the region-1 Gibbs function
 * γ(π, τ) = Σ n_i (7.1 − π)^I_i (τ − 1.222)^J_i. The 34 values as printed in the release.
 */
const I1 = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 8, 8, 21, 23, 29, 30, 31, 32,
] as const;
const J1 = [
  -2, -1, 0, 1, 2, 3, 4, 5, -9, -7, -1, 0, 1, 3, -3, 0, 1, 3, 17, -4, 0, 6, -5, -2, 10, -8, -11, -6, -29, -31,
  -38, -39, -40, -41,
] as const;
const N1 = [
  0.14632971213167, -0.84548187169114, -0.3756360367204e1, 0.33855169168385e1, -0.95791963387872,
  0.15772038513228, -0.16616417199501e-1, 0.81214629983568e-3, 0.28319080123804e-3, -0.60706301565874e-3,
  -0.18990068218419e-1, -0.32529748770505e-1, -0.21841717175414e-1, -0.5283835796993e-4, -0.47184321073267e-3,
  -0.30001780793026e-3, 0.47661393906987e-4, -0.44141845330846e-5, -0.72694996297594e-15,
  -0.31679644845054e-4, -0.28270797985312e-5, -0.85205128120103e-9, -0.22425281908e-5, -0.65171222895601e-6,
  -0.14341729937924e-12, -0.40516996860117e-6, -0.12734301741641e-8, -0.17424871230634e-9,
  -0.68762131295531e-18, 0.14478307828521e-19, 0.26335781662795e-22, -0.11947622640071e-22,
  0.18228094581404e-23, -0.93537087292458e-25,
] as const;
const TERMS_1 = N1.length;
const MAX_I = 32;
const MIN_J = -41;
const MAX_J = 17;

// Scratch space for the powers of (7.1 − π) and (τ − 1.222): overwritten on every call, never read
// before being written, so nothing computed for one state can leak into another.
const powA = new Float64Array(MAX_I + 1);
const powB = new Float64Array(MAX_J - MIN_J + 1);

/** Everything IF97 region 1 gives at one state, SI. */
export interface If97Region1State {
  /** Specific volume [m³/kg]. */
  v: number;
  /** Density [kg/m³]. */
  rho: number;
  /** Specific enthalpy [J/kg]. */
  h: number;
  /** Specific internal energy [J/kg]. */
  u: number;
  /** Specific entropy [J/(kg·K)]. */
  s: number;
  /** Isobaric heat capacity [J/(kg·K)]. */
  cp: number;
  /** Isochoric heat capacity [J/(kg·K)]. */
  cv: number;
  /** Speed of sound [m/s]. */
  w: number;
  /** Isothermal derivative (∂ρ/∂p)_T [kg/(m³·Pa)]. */
  drhoDp: number;
}

/**
 * IAPWS-IF97 region 1 (compressed liquid) from the dimensionless Gibbs free energy, eq. (7) and
 * Table 3 of the release: v = RTπγ_π/p, h = RTτγ_τ, u = RT(τγ_τ − πγ_π), s = R(τγ_τ − γ),
 * c_p = −Rτ²γ_ττ, c_v = R[−τ²γ_ττ + (γ_π − τγ_πτ)²/γ_ππ],
 * w² = RTγ_π² / [(γ_π − τγ_πτ)²/(τ²γ_ττ) − γ_ππ]; (∂ρ/∂p)_T = −ρ²RTγ_ππ/p*².
 * Valid 273.15 K ≤ T ≤ 623.15 K, p_s(T) ≤ p ≤ 100 MPa; the caller enforces the range.
 *
 * @param T - temperature [K]
 * @param p - pressure [Pa]
 * @returns the state's properties, SI
 * @example if97Region1(300, 3e6).v ≈ 0.100215168e-2 m³/kg (R7-97 Table 5)
 *
 * References:
 * 1. IAPWS R7-97(2012), Revised Release on the IAPWS Industrial Formulation 1997 for the
 *    Thermodynamic Properties of Water and Steam, sections 5.1, Tables 2–5. http://www.iapws.org
 * 2. Wagner, W. et al. (2000). J. Eng. Gas Turbines Power 122, 150. https://doi.org/10.1115/1.483186
 */
export function if97Region1(T: number, p: number): If97Region1State {
  const pi = p / P_STAR_1;
  const tau = T_STAR_1 / T;
  const a = 7.1 - pi;
  const b = tau - 1.222;

  powA[0] = 1;
  for (let k = 1; k <= MAX_I; k++) powA[k] = powA[k - 1]! * a;
  const zero = -MIN_J;
  powB[zero] = 1;
  for (let k = 1; k <= MAX_J; k++) powB[zero + k] = powB[zero + k - 1]! * b;
  const ib = 1 / b;
  for (let k = 1; k <= -MIN_J; k++) powB[zero - k] = powB[zero - k + 1]! * ib;

  // Each term t = n a^I b^J; the derivatives are t times polynomials in I and J divided by a and b.
  let g = 0;
  let gp = 0;
  let gpp = 0;
  let gt = 0;
  let gtt = 0;
  let gpt = 0;
  for (let k = 0; k < TERMS_1; k++) {
    const i = I1[k]!;
    const j = J1[k]!;
    const t = N1[k]! * powA[i]! * powB[zero + j]!;
    g += t;
    gp -= i * t;
    gpp += i * (i - 1) * t;
    gt += j * t;
    gtt += j * (j - 1) * t;
    gpt -= i * j * t;
  }
  gp /= a;
  gpp /= a * a;
  gt /= b;
  gtt /= b * b;
  gpt /= a * b;

  const RT = R_IF97 * T;
  const v = (RT * gp) / P_STAR_1;
  const rho = 1 / v;
  const d = gp - tau * gpt;
  const cp = -R_IF97 * tau * tau * gtt;
  return {
    v,
    rho,
    h: RT * tau * gt,
    u: RT * (tau * gt - pi * gp),
    s: R_IF97 * (tau * gt - g),
    cp,
    cv: R_IF97 * (-tau * tau * gtt + (d * d) / gpp),
    w: Math.sqrt((RT * gp * gp) / ((d * d) / (tau * tau * gtt) - gpp)),
    drhoDp: (-rho * rho * RT * gpp) / (P_STAR_1 * P_STAR_1),
  };
}

/* IAPWS R7-97(2012), Table 34: coefficients of the region-4 saturation equation. */
const N4 = [
  0.11670521452767e4, -0.72421316703206e6, -0.17073846940092e2, 0.1202082470247e5, -0.32325550322333e7,
  0.1491510861353e2, -0.48232657361591e4, 0.40511340542057e6, -0.23855557567849, 0.65017534844798e3,
] as const;

/**
 * Saturation pressure of water, IAPWS-IF97 region 4, eq. (30):
 * θ = T + n9/(T − n10), A = θ² + n1θ + n2, B = n3θ² + n4θ + n5, C = n6θ² + n7θ + n8,
 * p_s = [2C / (−B + √(B² − 4AC))]⁴ · 1 MPa. Valid 273.15 K ≤ T ≤ 647.096 K.
 *
 * @param T - temperature [K]
 * @returns saturation pressure [Pa]
 * @example saturationPressureIf97(500) ≈ 2.63889776e6 Pa (R7-97 Table 35)
 *
 * References:
 * 1. IAPWS R7-97(2012), section 8.1, eq. (30), Tables 34–35.
 */
export function saturationPressureIf97(T: number): number {
  const theta = T + N4[8] / (T - N4[9]);
  const A = theta * theta + N4[0] * theta + N4[1];
  const B = N4[2] * theta * theta + N4[3] * theta + N4[4];
  const C = N4[5] * theta * theta + N4[6] * theta + N4[7];
  const x = (2 * C) / (-B + Math.sqrt(B * B - 4 * A * C));
  const x2 = x * x;
  return x2 * x2 * 1e6;
}

/** Reference constants of R12-08 and R15-11 [K], [kg/m³], [Pa]. */
const T_CRIT = 647.096;
const RHO_CRIT = 322;
const P_CRIT = 22.064e6;

/* IAPWS R12-08, Table 1 (H_i) and Table 2 (H_ij, i = 0..5 rows, j = 0..6 columns). */
const H0 = [1.67752, 2.20462, 0.6366564, -0.241605] as const;
const H1 = [
  [5.20094e-1, 2.22531e-1, -2.81378e-1, 1.61913e-1, -3.25372e-2, 0, 0],
  [8.50895e-2, 9.99115e-1, -9.06851e-1, 2.57399e-1, 0, 0, 0],
  [-1.08374, 1.88797, -7.72479e-1, 0, 0, 0, 0],
  [-2.89555e-1, 1.26613, -4.89837e-1, 0, 6.98452e-2, 0, -4.35673e-3],
  [0, 0, -2.5704e-1, 0, 0, 8.72102e-3, 0],
  [0, 1.20573e-1, 0, 0, 0, 0, -5.93264e-4],
] as const;

/**
 * Viscosity of water, IAPWS R12-08 eq. (10)–(12) with the critical enhancement μ̄₂ = 1: the release's
 * form for industrial use, since μ̄₂ departs from 1 only in a narrow region around the critical
 * point (647 K, 322 kg/m³), far from liquid water below 200 °C:
 * μ̄₀ = 100√T̄ / Σ H_i/T̄^i, μ̄₁ = exp[ρ̄ Σ_i (1/T̄ − 1)^i Σ_j H_ij (ρ̄ − 1)^j], μ = μ̄₀ μ̄₁ · 1 µPa·s.
 *
 * @param T - temperature [K]
 * @param rho - density [kg/m³] (from IF97 region 1 for the industrial form)
 * @returns dynamic viscosity [Pa·s]
 * @example waterViscosityR1208(298.15, 998) ≈ 889.735100e-6 Pa·s (R12-08 Table 4)
 *
 * References:
 * 1. IAPWS R12-08, Release on the IAPWS Formulation 2008 for the Viscosity of Ordinary Water
 *    Substance (2008), Tables 1, 2, 4. http://www.iapws.org
 * 2. Huber, M. L. et al. (2009). J. Phys. Chem. Ref. Data 38, 101. https://doi.org/10.1063/1.3088050
 */
export function waterViscosityR1208(T: number, rho: number): number {
  const Tr = T / T_CRIT;
  const rr = rho / RHO_CRIT;
  const it = 1 / Tr;
  const mu0 = (100 * Math.sqrt(Tr)) / (H0[0] + it * (H0[1] + it * (H0[2] + it * H0[3])));
  const x = it - 1;
  const y = rr - 1;
  let sum = 0;
  let xi = 1;
  for (let i = 0; i < 6; i++) {
    const row = H1[i]!;
    // Horner in (ρ̄ − 1) over the row's seven coefficients.
    let inner = row[6];
    for (let j = 5; j >= 0; j--) inner = inner * y + row[j]!;
    sum += xi * inner;
    xi *= x;
  }
  return mu0 * Math.exp(rr * sum) * 1e-6;
}

/* IAPWS R15-11, Table 1 (L_k) and Table 2 (L_ij, i = 0..4 rows, j = 0..5 columns). */
const L0 = [2.443221e-3, 1.323095e-2, 6.770357e-3, -3.454586e-3, 4.096266e-4] as const;
const L1 = [
  [1.60397357, -0.646013523, 0.111443906, 0.102997357, -0.0504123634, 0.00609859258],
  [2.33771842, -2.78843778, 1.53616167, -0.463045512, 0.0832827019, -0.00719201245],
  [2.19650529, -4.54580785, 3.55777244, -1.40944978, 0.275418278, -0.0205938816],
  [-1.21051378, 1.60812989, -0.621178141, 0.0716373224, 0, 0],
  [-2.720337, 4.57586331, -3.18369245, 1.1168348, -0.19268305, 0.012913842],
] as const;
/* R15-11 Table 3: critical-region constants. */
const LAMBDA_CR = 177.8514;
const QD_INV_NM = 0.4;
const NU = 0.63;
const GAMMA = 1.239;
const XI0_NM = 0.13;
const GAMMA0 = 0.06;
const TR_REF = 1.5;
/** R15-11 eq. (3): the specific gas constant the critical term uses [J/(kg·K)] (IAPWS-95's). */
const R_95 = 461.51805;
/*
 * R15-11 Table 6: A_ij of ζ(T̄_R, ρ̄) = 1/Σ_i A_ij ρ̄^i for industrial use, one column j per density
 * interval of eq. (26) (ρ̄ ≤ 0.310559006, ≤ 0.776397516, ≤ 1.242236025, ≤ 1.863354037, above).
 */
const A_ZETA = [
  [
    6.53786807199516, -5.61149954923348, 3.39624167361325, -2.27492629730878, 10.2631854662709,
    1.97815050331519,
  ],
  [
    6.52717759281799, -6.30816983387575, 8.08379285492595, -9.82240510197603, 12.1358413791395,
    -5.54349664571295,
  ],
  [
    5.35500529896124, -3.96415689925446, 8.91990208918795, -12.033872950579, 9.19494865194302,
    -2.16866274479712,
  ],
  [
    1.55225959906681, 0.464621290821181, 8.93237374861479, -11.0321960061126, 6.1678099993336,
    -0.965458722086812,
  ],
  [
    1.11999926419994, 0.595748562571649, 9.8895256507892, -10.325505114704, 4.66861294457414,
    -0.503243546373828,
  ],
] as const;
const RHO_BOUNDS = [0.310559006, 0.776397516, 1.242236025, 1.863354037] as const;

/** The parts of R15-11 eq. (10): λ = (λ̄₀ λ̄₁ + λ̄₂) · 1 mW/(m·K). */
export interface ConductivityParts {
  lambda0: number;
  lambda1: number;
  lambda2: number;
  /** Thermal conductivity [W/(m·K)]. */
  lambda: number;
}

/** What the critical-enhancement term λ̄₂ needs besides T and ρ; omit it and λ̄₂ = 0 (R15-11 Table 4). */
export interface CriticalInputs {
  /** Isobaric heat capacity [J/(kg·K)]. */
  cp: number;
  /** Isochoric heat capacity [J/(kg·K)]. */
  cv: number;
  /** (∂ρ/∂p)_T at the state [kg/(m³·Pa)]. */
  drhoDp: number;
  /** Viscosity [Pa·s]. */
  mu: number;
}

/**
 * Thermal conductivity of water, IAPWS R15-11 eq. (10)–(26), with the critical enhancement λ̄₂ of
 * eq. (18)–(24) evaluated, ζ(T̄_R, ρ̄) from the industrial polynomial of Table 6 (eq. 25–26):
 * λ̄₀ = √T̄ / Σ L_k/T̄^k, λ̄₁ = exp[ρ̄ Σ_i (1/T̄ − 1)^i Σ_j L_ij (ρ̄ − 1)^j],
 * λ̄₂ = Λ ρ̄ c̄_p T̄ / μ̄ · Z(y), y = q̄_D ξ, ξ = ξ₀ (Δχ̄/Γ₀)^(ν/γ), Δχ̄ = ρ̄[ζ(T̄, ρ̄) − ζ(T̄_R, ρ̄) T̄_R/T̄].
 * In liquid water λ̄₂ is zero up to about 150 °C (Δχ̄ ≤ 0) and 0.2 % of λ at 200 °C, 16 bar (a test pins
 * it), so it is evaluated rather than argued away.
 *
 * @param T - temperature [K]
 * @param rho - density [kg/m³]
 * @param crit - cp, cv, (∂ρ/∂p)_T and μ for λ̄₂; undefined: λ̄₂ = 0 as in R15-11 Table 4
 * @returns the parts and λ [W/(m·K)]
 * @example waterConductivityR1511(298.15, 998).lambda ≈ 0.607712868 W/(m·K) (R15-11 Table 4)
 *
 * References:
 * 1. IAPWS R15-11, Release on the IAPWS Formulation 2011 for the Thermal Conductivity of Ordinary
 *    Water Substance (2011), Tables 1–7. http://www.iapws.org
 * 2. Huber, M. L. et al. (2012). J. Phys. Chem. Ref. Data 41, 033102. https://doi.org/10.1063/1.4738955
 */
export function waterConductivityR1511(T: number, rho: number, crit?: CriticalInputs): ConductivityParts {
  const Tr = T / T_CRIT;
  const rr = rho / RHO_CRIT;
  const it = 1 / Tr;
  const lambda0 = Math.sqrt(Tr) / (L0[0] + it * (L0[1] + it * (L0[2] + it * (L0[3] + it * L0[4]))));
  const x = it - 1;
  const y = rr - 1;
  let sum = 0;
  let xi = 1;
  for (let i = 0; i < 5; i++) {
    const row = L1[i]!;
    let inner = row[5];
    for (let j = 4; j >= 0; j--) inner = inner * y + row[j]!;
    sum += xi * inner;
    xi *= x;
  }
  const lambda1 = Math.exp(rr * sum);
  const lambda2 = crit ? criticalEnhancement(Tr, rr, crit) : 0;
  return { lambda0, lambda1, lambda2, lambda: (lambda0 * lambda1 + lambda2) * 1e-3 };
}

/** R15-11 eq. (18)–(26): λ̄₂ at reduced T̄, ρ̄. */
function criticalEnhancement(Tr: number, rr: number, c: CriticalInputs): number {
  const zeta = (c.drhoDp * P_CRIT) / RHO_CRIT;
  let col = A_ZETA.length - 1;
  for (let k = 0; k < RHO_BOUNDS.length; k++) {
    if (rr <= RHO_BOUNDS[k]!) {
      col = k;
      break;
    }
  }
  const A = A_ZETA[col]!;
  const zetaRef = 1 / (A[0] + rr * (A[1] + rr * (A[2] + rr * (A[3] + rr * (A[4] + rr * A[5])))));
  const dchi = rr * (zeta - (zetaRef * TR_REF) / Tr);
  if (!(dchi > 0)) return 0;
  const xi = XI0_NM * Math.pow(dchi / GAMMA0, NU / GAMMA);
  const yy = xi / QD_INV_NM;
  if (yy < 1.2e-7) return 0;
  const kInv = c.cv / c.cp;
  const z =
    (2 / (Math.PI * yy)) *
    ((1 - kInv) * Math.atan(yy) + kInv * yy - (1 - Math.exp(-1 / (1 / yy + (yy * yy) / (3 * rr * rr)))));
  const cpBar = c.cp / R_95;
  const muBar = c.mu / 1e-6;
  return (LAMBDA_CR * rr * cpBar * Tr * z) / muBar;
}

/** Liquid-water properties at T, p from the three releases together (the industrial chain). */
export interface WaterState extends If97Region1State {
  /** Viscosity [Pa·s]. */
  mu: number;
  /** Thermal conductivity [W/(m·K)]. */
  lambda: number;
  conductivityParts: ConductivityParts;
}

/**
 * Liquid water at T, p: IF97 region 1 for ρ, c_p, c_v, (∂ρ/∂p)_T; R12-08 (μ̄₂ = 1) for μ at that
 * ρ; R15-11 with λ̄₂ for λ — the chain of R15-11 section 3.4 ("industrial use"), whose Table 7 it
 * reproduces. No range checks: fluidProperties() refuses states outside the validity range first.
 *
 * @param T - temperature [K]
 * @param p - pressure [Pa]
 * @returns the state
 * @example waterIndustrial(620, 20e6).lambda ≈ 0.481485195 W/(m·K) (R15-11 Table 7)
 */
export function waterIndustrial(T: number, p: number): WaterState {
  const st = if97Region1(T, p);
  const mu = waterViscosityR1208(T, st.rho);
  const parts = waterConductivityR1511(T, st.rho, { cp: st.cp, cv: st.cv, drhoDp: st.drhoDp, mu });
  // Spelled out rather than spread: a spread here made the call ten times slower in V8 (bench suite).
  return {
    v: st.v,
    rho: st.rho,
    h: st.h,
    u: st.u,
    s: st.s,
    cp: st.cp,
    cv: st.cv,
    w: st.w,
    drhoDp: st.drhoDp,
    mu,
    lambda: parts.lambda,
    conductivityParts: parts,
  };
}
