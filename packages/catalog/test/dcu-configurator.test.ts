// The DCU configurator on the shipped (illustrative) components: the bill of materials follows the
// options (a property over random buildable options), the cabinet and the hydraulic data.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dcuCatalogue } from '../src/dcu';
import {
  DcuRefusal,
  SP30_WATER_METERS,
  configureDcu,
  kvsFromMeterResistance,
  dcuHolderSize,
  dcuProblems,
  defaultDcuOptions,
  valvePressureLossBar,
  type DcuConfiguration,
  type DcuOptions,
  type ConnectionDn,
  type DcuRole,
  type OutputDn,
} from '@podbor/engineering/dcu';
import { anyDcuOptions } from '../../engineering/test/dcu/arbitraries';

const qty = (c: DcuConfiguration, role: DcuRole) =>
  c.bom.filter((l) => l.role === role).reduce((s, l) => s + l.quantity, 0);
const heating = (patch: Partial<DcuOptions> = {}): DcuOptions => ({ ...defaultDcuOptions(0), ...patch });
const water = (patch: Partial<DcuOptions> = {}): DcuOptions => ({ ...defaultDcuOptions(1), ...patch });

describe('configureDcu', () => {
  it('lists the default heating unit: two beams, valves on both, outlet meters and Ridan valves', () => {
    const c = configureDcu(heating(), dcuCatalogue);
    expect(c.article).toBe('DCU-H-F-L-25-C-04-B1-N-O15-T0R-AA-D1-R25-P0');
    expect(c.bom.map((l) => [l.role, l.article, l.quantity])).toEqual([
      ['collector', 'KLS-C25-04', 2],
      ['inletValve', 'BV-25', 2],
      ['strainer', 'FY-25', 1],
      ['regulator', 'RDN-DP-25', 1],
      ['outletValve', 'BV-15', 8],
      ['outletMeter', 'MTR-15', 4],
      ['outletBalancingValve', 'RDN-BV-15', 4],
      ['airVent', 'AV-A-15', 2],
      ['drain', 'DRV-15', 2],
      ['holder', 'ShRV-1', 1],
    ]);
    expect(c.dimensions).toEqual({ widthMm: 450, heightMm: 650, depthMm: 125 });
    expect(c.massKg).toBeCloseTo(
      c.bom.reduce((s, l) => s + l.quantity * l.massKg, 0),
      3,
    );
    expect(c.illustrative).toBe(true);
  });

  it('puts a meter, the reducing valve and the gauges on a water-supply unit', () => {
    const c = configureDcu(water({ UseInputSchetchik: 1, OutputCount: 6 }), dcuCatalogue);
    expect(qty(c, 'collector')).toBe(1);
    expect(qty(c, 'inletMeter')).toBe(1);
    expect(qty(c, 'reducer')).toBe(1);
    expect(qty(c, 'outletValve')).toBe(6);
    expect(qty(c, 'outletMeter')).toBe(6);
    expect(qty(c, 'gauge')).toBe(2);
    // 6 outlets → size 2, meter and reducing valve at the inlet → size 3.
    expect(c.holder.size).toBe(3);
    expect(c.holder.article).toBe('ShRV-3');
  });

  it('gives Δp = (Q/Kvs)² per element and for the unit (DOMAIN.md: DN20 balancing valve Kvs 3.8)', () => {
    expect(valvePressureLossBar(3.8, 3.8)).toBe(1);
    expect(valvePressureLossBar(1.9, 3.8)).toBeCloseTo(0.25, 12);
    const c = configureDcu(heating({ OutputCount: 4 }), dcuCatalogue, 2);
    const sum = c.hydraulics.path.reduce((s, e) => s + e.pressureLossBar!, 0);
    expect(c.hydraulics.pressureLossBar).toBeCloseTo(sum, 12);
    // The inlet Ridan regulator DN25 (Kvs 4) passes the whole 2 m³/h: 0.25 bar.
    expect(c.hydraulics.path.find((e) => e.role === 'regulator')!.pressureLossBar).toBeCloseTo(0.25, 12);
    // Each outlet branch carries a quarter: the DN15 meter loses h = S·q² of СП 30.13330.2020
    // table 12.1 (S = 14.5 m/(l/s)², q = 0.5 m³/h), in bar.
    expect(c.hydraulics.path.find((e) => e.role === 'outletMeter')!.pressureLossBar).toBeCloseTo(
      (14.5 * (0.5 / 3.6) ** 2 * 1000 * 9.80665) / 1e5,
      12,
    );
    expect(configureDcu(heating(), dcuCatalogue).hydraulics.pressureLossBar).toBeNull();
  });

  it('takes the meters’ Kvs from table 12.1 of СП 30.13330.2020, not the former 6–60 m³/h', () => {
    for (const [dn, m] of Object.entries(SP30_WATER_METERS)) {
      const kvs = kvsFromMeterResistance(m.s);
      expect(dcuCatalogue.meters[Number(dn) as ConnectionDn].kvs).toBe(kvs);
      if (Number(dn) <= 25) expect(dcuCatalogue.outletMeters[Number(dn) as OutputDn].kvs).toBe(kvs);
    }
  });

  it('says at what opening each element of the loss is counted', () => {
    const c = configureDcu(
      heating({ UsePartner: true, PartnerType: 'MNT-R', PartnerDiametr: 25 }),
      dcuCatalogue,
      2,
    );
    expect(Object.fromEntries(c.hydraulics.path.map((e) => [e.role, e.basis]))).toEqual({
      inletValve: 'open',
      strainer: 'open',
      regulator: 'fullyOpen',
      partnerValve: 'fullyOpen',
      outletValve: 'open',
      outletMeter: 'meterSp30',
      outletBalancingValve: 'fullyOpen',
    });
    expect(c.hydraulics.velocities).toEqual({
      connectionMs: expect.closeTo(1.132, 3),
      outletMs: expect.closeTo(0.786, 3),
      limitMs: 1.5,
    });
  });

  it('refuses a design flow beyond the velocity limits before any meter, and beyond a meter’s qMax', () => {
    // Issue 30: DN25 at 30 m³/h (17 m/s) is refused, not priced.
    try {
      configureDcu(heating(), dcuCatalogue, 30);
      expect.unreachable();
    } catch (e) {
      const r = (e as DcuRefusal).reason;
      expect(r.kind).toBe('flow');
      expect(r.kind === 'flow' && r.problems.map((p) => p.code)).toEqual([
        'connectionVelocity',
        'outletVelocity',
      ]);
    }
    // Within 1.5 m/s every catalogue meter is below its Q3; a catalogue with a smaller meter still
    // refuses by the meter (qMax 1 m³/h on the DN25 inlet meter).
    const small = {
      ...dcuCatalogue,
      meters: { ...dcuCatalogue.meters, 25: { ...dcuCatalogue.meters[25], qMaxM3h: 1 } },
    };
    try {
      configureDcu(heating({ UseInputSchetchik: 1, RidanRegulatorDiametr: null }), small, 2);
      expect.unreachable();
    } catch (e) {
      expect((e as DcuRefusal).reason).toMatchObject({ kind: 'meterOverload', where: 'inlet', qMaxM3h: 1 });
    }
  });

  it('refuses options that cannot be built with their problems', () => {
    expect(() => configureDcu(water({ ColletorType: 0 }), dcuCatalogue)).toThrow(DcuRefusal);
  });

  it('keeps the BOM in step with the options for any buildable unit', () => {
    fc.assert(
      fc.property(anyDcuOptions, (o) => {
        fc.pre(dcuProblems(o).length === 0);
        const c = configureDcu(o, dcuCatalogue);
        const n = o.OutputCount;
        const heat = o.ColletorWorkType === 0;
        const beams = heat ? 2 : 1;
        expect(qty(c, 'collector')).toBe(beams);
        expect(qty(c, 'inletValve')).toBe(beams);
        expect(qty(c, 'outletValve')).toBe(beams * n);
        expect(qty(c, 'inletMeter')).toBe(o.UseInputSchetchik === 1 ? 1 : 0);
        expect(qty(c, 'inletInsert')).toBe(o.UseInputSchetchik === 0 ? 1 : 0);
        const outletMeters = heat ? o.SchetchikType === 0 : o.OtvodSchetchik;
        expect(qty(c, 'outletMeter')).toBe(outletMeters ? n : 0);
        expect(qty(c, 'regulator')).toBe(heat && o.RidanRegulatorDiametr !== null ? 1 : 0);
        expect(qty(c, 'partnerValve')).toBe(heat && o.UsePartner ? 1 : 0);
        expect(qty(c, 'gauge')).toBe(!heat && o.UseManometr ? 2 : 0);
        expect(qty(c, 'holder')).toBe(1);
        expect(c.holder.size).toBe(dcuHolderSize(o));
        expect(c.holder.type).toBe(o.HolderType);
        // Every article of the BOM comes with the DN the options ask for.
        const collector = c.bom.find((l) => l.role === 'collector')!;
        expect(collector.article).toBe(
          `KLS-${o.ColletorType === 0 ? 'C' : 'S'}${o.ConnectionDiametr}-${String(n).padStart(2, '0')}`,
        );
        expect(c.bom.find((l) => l.role === 'outletValve')!.article).toBe(`BV-${o.OutputDiametr}`);
        expect(c.hydraulics.kvsUnit).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('runs in well under 5 ms per configuration', () => {
    const o = heating({ OutputCount: 12, RidanRegulatorDiametr: null, UseInputSchetchik: 1 });
    const t0 = performance.now();
    for (let i = 0; i < 1000; i++) configureDcu(o, dcuCatalogue, 2.5);
    expect((performance.now() - t0) / 1000).toBeLessThan(5);
  });
});
