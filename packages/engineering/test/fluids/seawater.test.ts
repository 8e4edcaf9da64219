// Sea water (35 g/kg): Sharqawy, Lienhard and Zubair (2010), checked against the equations as the
// paper prints them and against pure water (S = 0) from the IAPWS releases.
import { describe, expect, it } from 'vitest';
import {
  seawaterConductivity,
  seawaterDensity,
  seawaterSpecificHeat,
  seawaterViscosity,
  waterIndustrial,
} from '../../src/fluids';

const rel = (a: number, b: number) => Math.abs(a / b - 1);

/** Eq. (8) and (22)–(23) with the coefficients rounded as the paper prints them. */
const printedDensity = (t: number, S: number) => {
  const w = S / 1000;
  const rhoW = 9.999e2 + 2.034e-2 * t - 6.162e-3 * t ** 2 + 2.261e-5 * t ** 3 - 4.657e-8 * t ** 4;
  return rhoW + w * (8.02e2 - 2.001 * t + 1.677e-2 * t ** 2 - 3.06e-5 * t ** 3 - 1.613e-5 * w * t ** 2);
};
const printedViscosity = (t: number, S: number) => {
  const w = S / 1000;
  const muW = 4.2844e-5 + 1 / (0.157 * (t + 64.993) ** 2 - 91.296);
  const A = 1.541 + 1.998e-2 * t - 9.52e-5 * t ** 2;
  const B = 7.974 - 7.561e-2 * t + 4.724e-4 * t ** 2;
  return muW * (1 + A * w + B * w * w);
};

describe('sea water, 35 g/kg', () => {
  it.each([0, 10, 20, 40, 60, 100, 140, 180])(
    'at %d °C the unrounded coefficients match the printed eq. (8) within 0.01 % and eq. (22)–(23) within 0.05 %',
    (t) => {
      expect(rel(seawaterDensity(t), printedDensity(t, 35))).toBeLessThan(1e-4);
      expect(rel(seawaterViscosity(t), printedViscosity(t, 35))).toBeLessThan(5e-4);
    },
  );

  it('20 °C: ρ 1024.9 kg/m³, c_p 3999 J/(kg·K), µ 1.077 mPa·s, λ 0.602 W/(m·K)', () => {
    expect(seawaterDensity(20)).toBeCloseTo(1024.93, 2);
    expect(seawaterSpecificHeat(20)).toBeCloseTo(3998.9, 1);
    expect(seawaterViscosity(20) * 1e3).toBeCloseTo(1.0766, 4);
    expect(seawaterConductivity(20)).toBeCloseTo(0.6016, 4);
  });

  it('salt makes water denser and more viscous and lowers its heat capacity', () => {
    expect(seawaterDensity(20)).toBeGreaterThan(seawaterDensity(20, 0) + 25);
    expect(seawaterViscosity(20)).toBeGreaterThan(seawaterViscosity(20, 0) * 1.05);
    expect(seawaterSpecificHeat(20)).toBeLessThan(seawaterSpecificHeat(20, 0) - 150);
  });

  it.each([1, 20, 80])(
    'at S = 0 and %d °C it falls back to pure water of the IAPWS releases within the paper accuracies',
    (t) => {
      const w = waterIndustrial(t + 273.15, 101325);
      expect(rel(seawaterDensity(t, 0), w.rho)).toBeLessThan(0.001); // ±0.1 %
      expect(rel(seawaterSpecificHeat(t, 0), w.cp)).toBeLessThan(0.01); // ±1 %
      expect(rel(seawaterViscosity(t, 0), w.mu)).toBeLessThan(0.015); // ±1.5 %
      expect(rel(seawaterConductivity(t, 0), w.lambda)).toBeLessThan(0.03); // ±3 %
    },
  );
});
