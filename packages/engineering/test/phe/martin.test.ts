// Martin's friction and Nusselt relations against the values printed in CalebBell's fluids/ht
// docstrings and tests (fluids.friction, ht.conv_plate), and the traps DOMAIN.md names.
import { describe, expect, it } from 'vitest';
import {
  channelAngleDeg,
  enlargementFactor,
  frictionMartin1999,
  frictionMartinVdi,
  MARTIN_VDI,
  nusseltMartin,
} from '../../src/phe';

/** CalebBell passes the angle in radians under the name plate_enlargement_factor: 1.15 rad here. */
const RAD = 180 / Math.PI;

describe('frictionMartin1999', () => {
  it('reproduces friction_plate_Martin_1999(Re=20000, 1.15) = 2.284018089834134 (fluids docstring), to 1e-12', () => {
    expect(frictionMartin1999(20_000, 1.15 * RAD)).toBeCloseTo(2.284018089834134, 12);
  });
  it('reproduces friction_plate_Martin_1999(Re=1999, 1.15) = 2.749383588479863 (laminar branch, fluids tests)', () => {
    expect(frictionMartin1999(1999, 1.15 * RAD)).toBeCloseTo(2.749383588479863, 12);
  });
});

describe('frictionMartinVdi', () => {
  // fluids' friction_plate_Martin_VDI carries b = 0.28; with that constant the structure must match exactly.
  const caleb = { ...MARTIN_VDI, b: 0.28 };
  it('with CalebBell’s b = 0.28 reproduces 2.702534119024076 at Re 20000 and 3.294294334690556 at Re 1999', () => {
    expect(frictionMartinVdi(20_000, 1.15 * RAD, caleb)).toBeCloseTo(2.702534119024076, 12);
    expect(frictionMartinVdi(1999, 1.15 * RAD, caleb)).toBeCloseTo(3.294294334690556, 12);
  });
  it('uses the paper’s b = 0.18 (4 × Martin 1996’s Fanning 0.045), which gives a lower ξ than 0.28', () => {
    expect(MARTIN_VDI).toEqual({ a: 3.8, b: 0.18, c: 0.36 });
    expect(frictionMartinVdi(20_000, 60)).toBeLessThan(frictionMartinVdi(20_000, 60, caleb));
  });
  it('keeps Martin’s step at Re 2000: the laminar terms just below, the turbulent ones from 2000', () => {
    const below = frictionMartinVdi(1999.999, 60);
    const at = frictionMartinVdi(2000, 60);
    expect(Math.abs(below - at) / at).toBeGreaterThan(0.01);
    // By hand at 60°: ξ0 = (1.8·lg 2000 − 1.5)⁻² = 0.050685, ξ1 = 39·2000^−0.289 = 4.3352;
    // 1/√ξ = 0.5/√(0.18·1.73205 + 0.36·0.86603 + 0.050685/0.5) + 0.5/√(3.8·4.3352) = 0.71041 → ξ = 1.9814.
    // (Degrees, not radians: 60 rad would give a negative cosine and a different number.)
    expect(at).toBeCloseTo(1.9814, 3);
  });
  it('rises with the corrugation angle (an H channel resists more than an L channel)', () => {
    expect(frictionMartinVdi(3000, 60)).toBeGreaterThan(frictionMartinVdi(3000, 45));
    expect(frictionMartinVdi(3000, 45)).toBeGreaterThan(frictionMartinVdi(3000, 30));
  });
});

describe('nusseltMartin', () => {
  it('reproduces Nu_plate_Martin(Re=2000, Pr=0.7, 1.18) = 43.5794551998615 (ht docstring; 1999 friction, 1.18 rad)', () => {
    const phi = 1.18 * RAD;
    expect(nusseltMartin(2000, 0.7, phi, frictionMartin1999(2000, phi))).toBeCloseTo(43.5794551998615, 10);
  });
  it('takes the chevron angle, not the enlargement factor: passing φ = 1.17 as an angle is far off', () => {
    const right = nusseltMartin(5000, 5, 60, frictionMartinVdi(5000, 60));
    const trap = nusseltMartin(5000, 5, 1.17, frictionMartinVdi(5000, 1.17));
    expect(trap / right).toBeLessThan(0.3);
  });
  it('applies (μ/μw)^(1/6): a cooled liquid (μw > μ) transfers less', () => {
    const xi = frictionMartinVdi(4000, 60);
    expect(nusseltMartin(4000, 4, 60, xi, 0.8) / nusseltMartin(4000, 4, 60, xi)).toBeCloseTo(
      0.8 ** (1 / 6),
      12,
    );
  });
});

describe('plate geometry', () => {
  it('enlargement factor of b = 3 mm, Λ = 10.8 mm is 1.17 (Martin 1996, eq. 3), to 0.002', () => {
    expect(enlargementFactor(0.003, 0.0108)).toBeCloseTo(1.17, 2);
  });
  it('mixed channels take the mean of the H and L angles', () => {
    expect(channelAngleDeg('M', 60, 30)).toBe(45);
    expect(channelAngleDeg('H', 60, 30)).toBe(60);
    expect(channelAngleDeg('L', 60, 30)).toBe(30);
  });
});
