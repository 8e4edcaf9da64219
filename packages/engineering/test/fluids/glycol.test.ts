// Glycol solutions: Melinder's fits (CoolProp MEG, MPG) and the ASHRAE propylene glycol tables,
// checked against each other where both cover a state, and against water at zero glycol.
import { describe, expect, it } from 'vitest';
import {
  MEG_FIT,
  MPG_FIT,
  fluidProperties,
  melinderFreezingPoint,
  melinderProperties,
  propyleneGlycolAshrae,
  propyleneGlycolVolumeFraction,
  waterIndustrial,
  waterMoleFraction,
} from '../../src/fluids';

const rel = (a: number, b: number) => Math.abs(a / b - 1);
/** Mass fraction of a volume fraction (component volumes before mixing) at 20 °C. */
const massFraction = (phi: number, rhoGlycol: number) =>
  (phi * rhoGlycol) / (phi * rhoGlycol + (1 - phi) * 998.2);

describe("Melinder's fits (CoolProp MEG, MPG)", () => {
  it('freeze at 0 °C without glycol (within 0.03 K) and lower with more glycol', () => {
    expect(melinderFreezingPoint(MEG_FIT, 0) - 273.15).toBeCloseTo(0, 1);
    expect(melinderFreezingPoint(MPG_FIT, 0) - 273.15).toBeCloseTo(0, 1);
    expect(melinderFreezingPoint(MEG_FIT, 0.3) - 273.15).toBeCloseTo(-14.6, 1);
    expect(melinderFreezingPoint(MEG_FIT, 0.6) - 273.15).toBeCloseTo(-51.2, 1);
    expect(melinderFreezingPoint(MPG_FIT, 0.3) - 273.15).toBeCloseTo(-12.8, 1);
  });

  it('at zero glycol and 20 °C give water (IAPWS) within 0.1 % ρ, 0.1 % c_p, 1 % µ, 0.2 % λ', () => {
    const w = waterIndustrial(293.15, 101325);
    for (const fit of [MEG_FIT, MPG_FIT]) {
      const p = melinderProperties(fit, 293.15, 0);
      expect(rel(p.density, w.rho)).toBeLessThan(0.001);
      expect(rel(p.specificHeat, w.cp)).toBeLessThan(0.001);
      expect(rel(p.viscosity, w.mu)).toBeLessThan(0.01);
      expect(rel(p.conductivity, w.lambda)).toBeLessThan(0.002);
    }
  });

  // CoolProp's own evaluation of the same files, PropsSI('V', 'P', 101325, 'T', 273.15 + t,
  // 'INCOMP::MEG[x]') as quoted, four digits, in mitchute/SecondaryCoolantProps tests/
  // test_ethlylene_glycol.py and test_propylene_glycol.py: proves the row/column orientation, the
  // kelvin Tbase and the exponential. Tolerance: half a unit of the fourth digit.
  it.each([
    ['MEG', 0, 1, 1.721e-3],
    ['MEG', 0, 99, 2.803e-4],
    ['MEG', 0.2, 1, 3.064e-3],
    ['MEG', 0.2, 25, 1.45e-3],
    ['MEG', 0.2, 50, 8.294e-4],
    ['MPG', 0, 1, 1.748e-3],
    ['MPG', 0.2, 1, 4.129e-3],
    ['MPG', 0.2, 99, 4.268e-4],
    ['MPG', 0.4, 1, 1.121e-2],
    ['MPG', 0.4, 25, 3.58e-3],
    ['MPG', 0.4, 99, 6.389e-4],
  ] as const)("viscosity of %s x = %s at %s °C is CoolProp's %s Pa·s", (name, x, t, mu) => {
    const fit = name === 'MEG' ? MEG_FIT : MPG_FIT;
    const got = melinderProperties(fit, t + 273.15, x).viscosity;
    const halfUnit = 0.5 * 10 ** (Math.floor(Math.log10(mu)) - 3);
    expect(Math.abs(got - mu)).toBeLessThanOrEqual(halfUnit);
  });

  it('viscosity is exp(f) in Pa·s: 30 % MEG at 20 °C is 2.17 mPa·s, ρ 1038 kg/m³', () => {
    const p = fluidProperties({ medium: 'ethylene-glycol', fraction: 0.3 }, { temperature: 20 });
    expect(p.viscosity * 1e3).toBeCloseTo(2.166, 3);
    expect(p.density).toBeCloseTo(1038.05, 2);
  });

  // ASHRAE Handbook (EnergyPlus GlycolPropertiesRefData.idf) rows «0.3» by volume at 20 °C, against
  // Melinder at the same solution by mass: two independent data sets, ρ 0.5 %, c_p 1 %, λ 1 %, µ 5 %.
  it('30 vol% ethylene glycol at 20 °C agrees with the ASHRAE table', () => {
    const p = melinderProperties(MEG_FIT, 293.15, massFraction(0.3, 1113.2));
    expect(rel(p.density, 1045)).toBeLessThan(0.005);
    expect(rel(p.specificHeat, 3645)).toBeLessThan(0.01);
    expect(rel(p.viscosity, 2.2e-3)).toBeLessThan(0.05);
  });
  it('30 vol% propylene glycol at 20 °C agrees with the ASHRAE table', () => {
    const p = melinderProperties(MPG_FIT, 293.15, massFraction(0.3, 1036));
    expect(rel(p.density, 1028)).toBeLessThan(0.005);
    expect(rel(p.specificHeat, 3848)).toBeLessThan(0.01);
    expect(rel(p.conductivity, 0.445)).toBeLessThan(0.01);
    expect(rel(p.viscosity, 3.06e-3)).toBeLessThan(0.05);
  });
});

describe('propylene glycol 70–80 % (ASHRAE tables via EnergyPlus)', () => {
  it('reproduces a tabulated point exactly (φ 0.7, 20 °C)', () => {
    const p = propyleneGlycolAshrae(20, 0.7);
    expect(p.density).toBeCloseTo(1052, 9);
    expect(p.specificHeat).toBeCloseTo(3117, 9);
    expect(p.conductivity).toBeCloseTo(0.292, 9);
    expect(p.viscosity).toBeCloseTo(0.01415, 9);
  });

  it('interpolates linearly between columns and rows, viscosity through its logarithm', () => {
    const p = propyleneGlycolAshrae(22.5, 0.75);
    expect(p.density).toBeCloseTo((1052 + 1049 + 1053 + 1049) / 4, 9);
    expect(p.viscosity).toBeCloseTo(
      Math.exp((Math.log(0.01415 * 0.01108) + Math.log(0.02104 * 0.0161)) / 4),
      12,
    );
  });

  it('70 % and 80 % by mass are 69.2 % and 79.4 % by volume (PG is nearly as dense as water)', () => {
    expect(propyleneGlycolVolumeFraction(0.7)).toBeCloseTo(0.6921, 4);
    expect(propyleneGlycolVolumeFraction(0.8)).toBeCloseTo(0.794, 4);
  });

  it('fluidProperties uses the table for 0.7 and 0.8 and the 80 % solution is the more viscous', () => {
    const p70 = fluidProperties({ medium: 'propylene-glycol', fraction: 0.7 }, { temperature: 20 });
    const p80 = fluidProperties({ medium: 'propylene-glycol', fraction: 0.8 }, { temperature: 20 });
    expect(p70.density).toBeCloseTo(1051.7, 1);
    expect(p80.viscosity).toBeGreaterThan(p70.viscosity * 1.3);
    expect(p80.specificHeat).toBeLessThan(p70.specificHeat);
  });

  it("Raoult's water mole fraction of 70 % PG is 0.644", () => {
    expect(waterMoleFraction(0.7, 76.095)).toBeCloseTo(0.6442, 4);
  });
});
