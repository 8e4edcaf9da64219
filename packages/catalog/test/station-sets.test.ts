// Station sets on the shipped pump catalogue: the closed-valve heads the engine estimates against
// the generator's own stage heads, and one duty per station type with the figures an engineer reads.
import { describe, expect, it } from 'vitest';
import { preparePump } from '@podbor/engineering/pumps';
import {
  STATION_TYPES,
  pumpBranch,
  selectStationSets,
  shutoffHead,
  type StationSelectionInput,
  type StationTypeCode,
} from '@podbor/engineering/stations';
import { findPumpSeries, loadPumpCatalog } from '../src/pumps';

const catalog = loadPumpCatalog();
const seriesByName = (name: string) => findPumpSeries(catalog.series.find((s) => s.name === name)!.id)!;

/** Stage head at zero flow of each size, h0 in scripts/generate-sample.ts [m]. */
const STAGE_SHUTOFF: Record<string, number> = {
  '1': 6.9,
  '3': 7.4,
  '5': 8.4,
  '10': 11.2,
  '15': 14.6,
  '20': 15.1,
};

describe('station sets on the sample catalogue', () => {
  it('estimates every EVR and EVP closed-valve head within 0.5 % of the generator’s stage head × stages', () => {
    for (const name of ['EVR', 'EVP']) {
      for (const m of seriesByName(name).models) {
        const size = /^\w+ (\d+)-/.exec(m.name)![1]!;
        const expected = STAGE_SHUTOFF[size]! * m.stages;
        expect(Math.abs(shutoffHead(preparePump(m)).head! - expected) / expected).toBeLessThan(0.005);
      }
    }
  });

  it('gives the pump branches the connections of vertical multistage pumps', () => {
    const dn = (model: string) =>
      pumpBranch(preparePump(seriesByName('EVR').models.find((m) => m.name === model)!).bepFlow).dn;
    expect(['EVR 1-3', 'EVR 3-5', 'EVR 5-4', 'EVR 10-4', 'EVR 15-2', 'EVR 20-2'].map(dn)).toEqual([
      25, 25, 32, 40, 50, 50,
    ]);
  });

  it('offers sets of every type for 20 m³/h at 45 m (1 pump: 10 m³/h; fire: 10 m³/h)', () => {
    for (const code of [0, 1, 2, 3, 4, 5, 6] as StationTypeCode[]) {
      const info = STATION_TYPES[code];
      const fire = info.group === 'fire';
      const input: StationSelectionInput = {
        consumption: fire ? 10 : 20,
        pressure: 55,
        affluent: 10,
        maximum_pressure: 10,
        station_type: code,
        current_pumps: 2,
        additional_pumps: 1,
        series: info.series[0]!,
      };
      const r = selectStationSets(seriesByName(input.series), input);
      expect(r.sets.length, info.name).toBeGreaterThan(0);
      const best = r.sets[0]!;
      expect(best.typeName).toBe(info.name);
      expect(best.pumps.total).toBe(3);
      expect(best.headAtDuty).toBeGreaterThanOrEqual(45 - 1e-9);
      expect(best.shutoff.outletPressure).toBeLessThanOrEqual(10);
      expect(best.internalLoss.head).toBeGreaterThan(0);
      expect(best.specificEnergy).toBeCloseTo(best.power / input.consumption, 12);
    }
  });

  it('finds the fire sets of issue 29 on the sample catalogue, each by its code', () => {
    const run = (over: Partial<StationSelectionInput>) =>
      selectStationSets(seriesByName('EVR'), {
        consumption: 20,
        pressure: 60,
        affluent: 0,
        maximum_pressure: 16,
        station_type: 3,
        current_pumps: 2,
        additional_pumps: 1,
        series: 'EVR',
        ...over,
      });
    // Item 1, EN 12845 §10.2 three pumps: 2 × 50 % + standby. Hand-checked in decision 0043:
    // EVR 15-5 at 10 m³/h gives 64.5 m ≥ 60 m, shutoff 73.0 m = 120.6 % of 60.6 m.
    const en = run({ fire_code: 'en12845' });
    expect(en.sets.map((s) => s.pumpModel)).toEqual(['EVR 15-5', 'EVR 20-5']);
    const best = en.sets[0]!;
    const fig = (code: string) => best.checks.find((c) => c.code === code)!.actual;
    expect(fig('head')).toBeCloseTo(64.5, 1);
    expect(fig('churnPressure')).toBeCloseTo(120.6, 1);
    expect(fig('overloadPressure')).toBeCloseTo(94.1, 1);
    // The same duty by СП 10.13130.2020 (no characteristic ratio): more sets.
    expect(run({ fire_code: 'sp10' }).sets.length).toBeGreaterThan(en.sets.length);
    // Item 7, Q 19 m³/h, 40 m needed, 15 m at the inlet, by СП 10.13130.2020 (the default).
    for (const working of [1, 2]) {
      const sp = run({
        consumption: 19,
        pressure: 40,
        affluent: 15,
        maximum_pressure: 10,
        current_pumps: working,
      });
      expect(sp.sets.length, `${working} working`).toBeGreaterThan(0);
      expect(sp.sets[0]!.fire?.code).toBe('sp10');
    }
  });
});
