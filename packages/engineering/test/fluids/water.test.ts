// Liquid water against the verification tables the IAPWS releases print for program checks.
import { describe, expect, it } from 'vitest';
import {
  fluidProperties,
  if97Region1,
  saturationPressureIf97,
  waterConductivityR1511,
  waterIndustrial,
  waterViscosityR1208,
} from '../../src/fluids';

/** |actual/expected − 1| ≤ tol. */
const expectRel = (actual: number, expected: number, tol: number) =>
  expect(Math.abs(actual / expected - 1), `${actual} vs ${expected}`).toBeLessThanOrEqual(tol);

describe('IAPWS-IF97 region 1 (R7-97 Table 5)', () => {
  // T [K], p [MPa], v [m³/kg], h [kJ/kg], u [kJ/kg], s [kJ/(kg·K)], cp [kJ/(kg·K)], w [m/s]; nine
  // significant digits as printed, so 1e-8 relative is the rounding of the table itself.
  const TABLE5 = [
    [300, 3, 0.100215168e-2, 0.115331273e3, 0.112324818e3, 0.392294792, 0.417301218e1, 0.150773921e4],
    [300, 80, 0.971180894e-3, 0.184142828e3, 0.106448356e3, 0.368563852, 0.401008987e1, 0.163469054e4],
    [500, 3, 0.1202418e-2, 0.975542239e3, 0.971934985e3, 0.258041912e1, 0.465580682e1, 0.124071337e4],
  ] as const;
  it.each(TABLE5)('T = %d K, p = %d MPa: v, h, u, s, cp, w to 1e-8', (T, p, v, h, u, s, cp, w) => {
    const st = if97Region1(T, p * 1e6);
    expectRel(st.v, v, 1e-8);
    expectRel(st.h / 1e3, h, 1e-8);
    expectRel(st.u / 1e3, u, 1e-8);
    expectRel(st.s / 1e3, s, 1e-8);
    expectRel(st.cp / 1e3, cp, 1e-8);
    expectRel(st.w, w, 1e-8);
  });

  it('saturation pressure, region 4 (R7-97 Table 35), to 1e-8', () => {
    expectRel(saturationPressureIf97(300) / 1e6, 0.353658941e-2, 1e-8);
    expectRel(saturationPressureIf97(500) / 1e6, 0.263889776e1, 1e-8);
    expectRel(saturationPressureIf97(600) / 1e6, 0.123443146e2, 1e-8);
  });
});

describe('IAPWS R12-08 viscosity (Table 4, µ̄₂ = 1)', () => {
  // T [K], ρ [kg/m³], µ [µPa·s] printed to 6 decimals: tolerance half a unit of the last digit.
  const TABLE4 = [
    [298.15, 998, 889.7351],
    [298.15, 1200, 1437.649467],
    [373.15, 1000, 307.883622],
    [433.15, 1, 14.538324],
    [433.15, 1000, 217.685358],
    [873.15, 1, 32.619287],
    [873.15, 100, 35.802262],
    [873.15, 600, 77.430195],
    [1173.15, 1, 44.217245],
    [1173.15, 100, 47.640433],
    [1173.15, 400, 64.154608],
  ] as const;
  it.each(TABLE4)('T = %d K, ρ = %d kg/m³ → %d µPa·s', (T, rho, mu) => {
    expect(Math.abs(waterViscosityR1208(T, rho) * 1e6 - mu)).toBeLessThanOrEqual(5e-7 + 1e-9 * mu);
  });
});

describe('IAPWS R15-11 thermal conductivity', () => {
  it('Table 4 (λ̄₂ = 0 at these points), mW/(m·K) to the printed digits', () => {
    const TABLE4 = [
      [298.15, 0, 18.4341883],
      [298.15, 998, 607.712868],
      [298.15, 1200, 799.038144],
      [873.15, 0, 79.1034659],
    ] as const;
    for (const [T, rho, lam] of TABLE4) expectRel(waterConductivityR1511(T, rho).lambda * 1e3, lam, 1e-8);
  });

  it('Table 7: the industrial chain (IF97 region 1 + R12-08 + R15-11 with λ̄₂) at 620 K', () => {
    // p [MPa], λ [mW/(m·K)], λ̄₀, λ̄₁, λ̄₂ — the critical term is 2.6 % of λ at 20 MPa, so this also
    // checks λ̄₂, c_v and (∂ρ/∂p)_T from IF97.
    const TABLE7 = [
      [20, 481.485195, 48.4911627, 9.66869008, 12.6391714],
      [50, 545.03894, 48.4911627, 11.1212177, 5.75816285],
    ] as const;
    for (const [p, lam, l0, l1, l2] of TABLE7) {
      const w = waterIndustrial(620, p * 1e6);
      expectRel(w.lambda * 1e3, lam, 1e-8);
      expectRel(w.conductivityParts.lambda0, l0, 1e-8);
      expectRel(w.conductivityParts.lambda1, l1, 1e-8);
      expectRel(w.conductivityParts.lambda2, l2, 1e-7);
    }
  });

  it('the critical term is nil in liquid water to 140 °C and 0.2 % of λ at 200 °C', () => {
    for (const t of [1, 20, 60, 100, 140])
      expect(waterIndustrial(t + 273.15, 16e5).conductivityParts.lambda2).toBe(0);
    const hot = waterIndustrial(473.15, 16e5);
    expect(hot.conductivityParts.lambda2 / (hot.lambda * 1e3)).toBeLessThan(0.003);
  });
});

describe('fluidProperties: water', () => {
  it('20 °C at 1 atm: what an engineer expects of cold water', () => {
    const p = fluidProperties({ medium: 'water' }, { temperature: 20 });
    // IAPWS-95 gives 998.207 kg/m³; IF97 region 1 departs from it by under 0.001 %.
    expect(p.density).toBeCloseTo(998.206, 3);
    expect(p.specificHeat).toBeCloseTo(4184.8, 1);
    expect(p.viscosity * 1e3).toBeCloseTo(1.0016, 4);
    expect(p.conductivity).toBeCloseTo(0.598, 3);
  });

  it('pressure is absolute bar: 150 °C at 5 bar is liquid, and denser at 25 bar', () => {
    const at5 = fluidProperties({ medium: 'water' }, { temperature: 150, pressure: 5 });
    const at25 = fluidProperties({ medium: 'water' }, { temperature: 150, pressure: 25 });
    expect(at5.density).toBeCloseTo(917.3, 0);
    expect(at25.density).toBeGreaterThan(at5.density);
  });
});
