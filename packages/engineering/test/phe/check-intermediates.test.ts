// The check figures a solution carries for a hand check (issue 30 item 6): every intermediate of
// Martin's h, the wall, U, the area rule and the reserve is the figure the engine computed with.
import { describe, expect, it } from 'vitest';
import {
  designPhe,
  frictionMartinVdi,
  nusseltMartin,
  PORT_LOSS_COEFFICIENT,
  type PheCheck,
  type PheSideCheck,
} from '../../src/phe';
import { heatingInput, TEST_CATALOGUE } from './helpers';
import { testWaterProperties } from './water-table';

const deps = { catalogue: TEST_CATALOGUE, properties: testWaterProperties };

/** Every solution of a heating duty with fouling on both sides (so Rf ≠ 0 and U clean ≠ U service). */
function checks(): PheCheck[] {
  const input = heatingInput({
    hot: { fluid: { medium: 'water' }, tIn: 90, tOut: 60, maxPressureDropKPa: 50, foulingM2KW: 5e-5 },
    cold: { fluid: { medium: 'water' }, tIn: 40, tOut: 70, maxPressureDropKPa: 50, foulingM2KW: 5e-5 },
  });
  const result = designPhe(input, deps);
  if (!result.ok) throw new Error(result.refusal.reason);
  return result.solutions.map((s) => s.check);
}

/** The side's chain from its printed inputs, as an engineer recomputes it. */
function recompute(c: PheCheck, s: PheSideCheck, passes: number) {
  const w = s.massFlowKgS / (s.density * s.channelsPerPass * c.channelGapM * c.widthM);
  const re = (s.density * w * c.hydraulicDiameterM) / s.viscosity;
  const xi = frictionMartinVdi(re, c.chevronAngleDeg);
  const nu = nusseltMartin(re, s.prandtl, c.chevronAngleDeg, xi, s.viscosity / s.viscosityWall);
  const wPort = s.massFlowKgS / s.density / ((Math.PI / 4) * c.portDiameterM ** 2);
  return {
    w,
    re,
    pr: (s.viscosity * s.specificHeat) / s.conductivity,
    xi,
    nu,
    h: (nu * s.conductivity) / c.hydraulicDiameterM,
    dpChannelKPa: (passes * xi * (c.portToPortLengthM / c.hydraulicDiameterM) * s.density * w * w) / 2 / 1000,
    dpPortsKPa: (passes * PORT_LOSS_COEFFICIENT * s.density * wPort * wPort) / 2 / 1000,
  };
}

describe('the check carries the intermediates the engine used', () => {
  const list = checks();

  it('offers solutions to check, each with every new figure finite', () => {
    expect(list.length).toBeGreaterThan(0);
    for (const c of list) {
      for (const s of [c.hot, c.cold]) {
        for (const v of [s.viscosityWall, s.viscosityRatio, s.viscosityFactor, s.frictionFactor, s.nusselt])
          expect(Number.isFinite(v)).toBe(true);
      }
    }
  });

  it('per side: μ/μw, (μ/μw)^(1/6), w, Re, Pr, ξ, Nu, h and both pressure drops close to 1e-9', () => {
    for (const c of list) {
      for (const [s, passes, channels] of [
        [c.hot, c.passesHot, c.channelsHot],
        [c.cold, c.passesCold, c.channelsCold],
      ] as const) {
        expect(s.channelsPerPass * passes).toBe(channels);
        expect(s.meanTemperatureC).toBeCloseTo((s.tIn + s.tOut) / 2, 12);
        expect(s.viscosityRatio).toBeCloseTo(s.viscosity / s.viscosityWall, 12);
        expect(s.viscosityFactor).toBeCloseTo(s.viscosityRatio ** (1 / 6), 12);
        const r = recompute(c, s, passes);
        const close = (a: number, b: number) => expect(Math.abs(a / b - 1)).toBeLessThan(1e-9);
        close(s.channelVelocityMS, r.w);
        close(s.reynolds, r.re);
        close(s.prandtl, r.pr);
        close(s.frictionFactor, r.xi);
        close(s.nusselt, r.nu);
        close(s.htcWM2K, r.h);
        close(s.dpChannelKPa, r.dpChannelKPa);
        close(s.dpPortsKPa, r.dpPortsKPa);
      }
    }
  });

  it('the wall at the mean of the sides’ means; U from h, t/λ and Rf; A = (N − 2)·A_plate; reserve = A/A_req − 1', () => {
    for (const c of list) {
      expect(c.wallTemperatureC).toBeCloseTo((c.hot.meanTemperatureC + c.cold.meanTemperatureC) / 2, 12);
      expect(c.wallResistanceM2KW).toBeCloseTo(c.plateThicknessM / c.wallConductivity, 15);
      const clean = 1 / (1 / c.hot.htcWM2K + 1 / c.cold.htcWM2K + c.wallResistanceM2KW);
      expect(c.uCleanWM2K / clean - 1).toBeCloseTo(0, 12);
      expect(c.uServiceWM2K / (1 / (1 / clean + c.foulingM2KW)) - 1).toBeCloseTo(0, 12);
      expect(c.foulingM2KW).toBeCloseTo(1e-4, 15);
      expect(c.thermalPlates).toBe(c.plates - 2);
      expect(c.areaM2).toBeCloseTo(c.thermalPlates * c.plateAreaM2, 12);
      const required = (c.dutyKW * 1000) / (c.uServiceWM2K * c.correctionF * c.lmtdK);
      expect(c.requiredAreaM2 / required - 1).toBeCloseTo(0, 12);
      expect(c.reservePct).toBeCloseTo((c.areaM2 / c.requiredAreaM2 - 1) * 100, 9);
    }
  });
});
