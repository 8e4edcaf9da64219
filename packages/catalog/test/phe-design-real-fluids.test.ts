// The engine with the real property formulations (fluids/) and the shipped catalogue, as the server
// runs it: water and glycol duties an engineer would enter, solved and rechecked.
import { describe, expect, it } from 'vitest';
import { pheCatalogue } from '@podbor/catalog/phe';
import { fluidProperties } from '@podbor/engineering/fluids';
import { createPheEngine, type PheDesignInput } from '@podbor/engineering/phe';

const engine = createPheEngine({ catalogue: pheCatalogue, properties: fluidProperties });

const heating = (over: Partial<PheDesignInput> = {}): PheDesignInput => ({
  line: 'clever',
  dutyKW: 500,
  hot: { fluid: { medium: 'water' }, tIn: 130, tOut: 70, maxPressureDropKPa: 50 },
  cold: { fluid: { medium: 'water' }, tIn: 60, tOut: 90, maxPressureDropKPa: 50 },
  reservePct: 10,
  plateMaterial: 'AISI316',
  pressureBar: 6,
  ...over,
});

describe('PHE design with the real fluid properties', () => {
  it('heats water 60 → 90 °C with network water 130 → 70 °C: the balance closes, every offer holds', () => {
    const input = heating();
    const r = engine.design(input);
    if (!r.ok) throw new Error(r.refusal.reason);
    expect(r.solutions.length).toBeGreaterThan(0);
    // Flows from the balance with IF97 cp at the side's mean temperature.
    const hot = fluidProperties({ medium: 'water' }, { temperature: 100, pressure: 7.01325 });
    expect(r.balance.hot.massFlowKgS).toBeCloseTo(500_000 / (hot.specificHeat * 60), 2);
    for (const s of r.solutions) {
      const c = s.check;
      expect(c.dutyKW).toBeCloseTo(500, 6);
      expect(c.hot.dpChannelKPa + c.hot.dpPortsKPa).toBeLessThanOrEqual(50 + 1e-9);
      expect(c.cold.dpChannelKPa + c.cold.dpPortsKPa).toBeLessThanOrEqual(50 + 1e-9);
      expect(c.reservePct).toBeGreaterThanOrEqual(10 - 1e-9);
    }
    const prices = r.solutions.map((s) => s.cost.kopecks);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('cools 30 % ethylene glycol with water: glycol properties reach the check figures', () => {
    const r = engine.design(
      heating({
        dutyKW: 200,
        hot: {
          fluid: { medium: 'ethylene-glycol', fraction: 0.3 },
          tIn: 40,
          tOut: 30,
          maxPressureDropKPa: 60,
        },
        cold: { fluid: { medium: 'water' }, tIn: 20, tOut: 28, maxPressureDropKPa: 60 },
      }),
    );
    if (!r.ok) throw new Error(r.refusal.reason);
    const glycol = fluidProperties({ medium: 'ethylene-glycol', fraction: 0.3 }, { temperature: 35 });
    const best = r.solutions[0]!.check;
    expect(best.hot.specificHeat).toBeCloseTo(glycol.specificHeat, 6);
    expect(best.hot.viscosity).toBeCloseTo(glycol.viscosity, 9);
  });

  it('refuses water that would boil at the given pressure, with the property code’s reason', () => {
    const r = engine.design(
      heating({
        hot: { fluid: { medium: 'water' }, tIn: 160, tOut: 100, maxPressureDropKPa: 50 },
        pressureBar: 1,
      }),
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.refusal.reason).toMatch(/кипит/);
  });
});
