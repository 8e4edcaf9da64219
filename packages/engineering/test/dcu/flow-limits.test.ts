// The DCU design flow check against its sources' own numbers: table 12.1 of СП 30.13330.2020
// (meter resistance S), the meter loss limits (5 m vane, 2.5 m turbine), the 1.5 m/s velocity
// limit (СП 30.13330.2020 п. 8.26; СП 60.13330.2012 table Е.1), and issue 30's DN25 unit at 30 m³/h.
import { describe, expect, it } from 'vitest';
import {
  DCU_VELOCITY_LIMIT_MS,
  SP30_METER_LOSS_LIMIT_M,
  SP30_WATER_METERS,
  boreFlowM3h,
  boreVelocityMs,
  dcuFlowProblems,
  defaultDcuOptions,
  kvsFromMeterResistance,
  meterHeadLossM,
  type DcuOptions,
} from '../../src/dcu';

const heating = (patch: Partial<DcuOptions> = {}): DcuOptions => ({ ...defaultDcuOptions(0), ...patch });
const water = (patch: Partial<DcuOptions> = {}): DcuOptions => ({ ...defaultDcuOptions(1), ...patch });

describe('water meters by СП 30.13330.2020 table 12.1', () => {
  it('carries the table’s resistance S [m/(l/s)²] for DN15–50', () => {
    expect(Object.fromEntries(Object.entries(SP30_WATER_METERS).map(([dn, m]) => [dn, m.s]))).toEqual({
      15: 14.5,
      20: 5.18,
      25: 2.64,
      32: 1.3,
      40: 0.5,
      50: 0.143,
    });
    expect(SP30_METER_LOSS_LIMIT_M).toEqual({ vane: 5, turbine: 2.5 });
  });

  it('gives h = S·q², q in l/s, as the source’s worked example (S 14.5, 5.18, 1.3 at 0.96 l/s)', () => {
    const q = 0.96 * 3.6;
    expect(meterHeadLossM(14.5, q)).toBeCloseTo(13.36, 2); // > 5 m: «не подходит»
    expect(meterHeadLossM(1.3, q)).toBeCloseTo(1.2, 2); // < 5 m: the DN32 vane meter is chosen
  });

  it('turns S into an equivalent Kvs: √(132.2/S), about 3.0, 5.1, 7.1, 10.1, 16.3, 30.4 m³/h', () => {
    const kvs = Object.values(SP30_WATER_METERS).map((m) => kvsFromMeterResistance(m.s));
    [3.02, 5.05, 7.08, 10.08, 16.26, 30.4].forEach((k, i) => expect(kvs[i]).toBeCloseTo(k, 1));
    // The loss the Kvs predicts is the table's: DN25 at 1 l/s loses 2.64 m = 0.2589 bar.
    expect((3.6 / kvs[2]!) ** 2).toBeCloseTo((2.64 * 1000 * 9.80665) / 1e5, 10);
  });
});

describe('velocity in a bore of the nominal diameter', () => {
  it('reproduces issue 30: a DN25 unit at 30 m³/h runs at 17 m/s', () => {
    expect(boreVelocityMs(30, 25)).toBeCloseTo(16.98, 2);
    expect(boreFlowM3h(DCU_VELOCITY_LIMIT_MS, 25)).toBeCloseTo(2.651, 3);
    expect(DCU_VELOCITY_LIMIT_MS).toBe(1.5);
  });
});

describe('dcuFlowProblems', () => {
  it('refuses issue 30’s DN25 unit at 30 m³/h at the connection and the outlets, naming a way out', () => {
    const p = dcuFlowProblems(heating(), 30);
    expect(p.map((x) => x.code)).toEqual(['connectionVelocity', 'outletVelocity']);
    expect(p[0]).toMatchObject({
      dn: 25,
      suggestDn: null,
      limitMs: 1.5,
      velocityMs: expect.closeTo(16.98, 2),
    });
    expect(p[1]).toMatchObject({ dn: 15, outlets: 4, suggestDn: null });
    expect(p[1]!.flowM3h).toBe(7.5);
  });

  it('passes the limit itself and refuses just above it; suggests the next connection that carries it', () => {
    const limit = boreFlowM3h(1.5, 25); // 2.651 m³/h
    expect(dcuFlowProblems(heating({ OutputCount: 12 }), limit)).toEqual([]);
    const over = dcuFlowProblems(heating({ OutputCount: 12 }), limit * 1.01);
    expect(over).toHaveLength(1);
    expect(over[0]).toMatchObject({ code: 'connectionVelocity', suggestDn: 32 });
    expect(over[0]!.maxFlowM3h).toBeCloseTo(limit, 12);
    expect(dcuFlowProblems(heating(), null)).toEqual([]);
  });

  it('suggests wider outlets within the connection', () => {
    // DN32, 2 outlets DN15 at 3 m³/h: 1.5 m³/h an outlet is 2.36 m/s in DN15, 1.33 m/s in DN20.
    const p = dcuFlowProblems(water({ ConnectionDiametr: 32, OutputCount: 2, OtvodSchetchik: false }), 3);
    expect(p).toEqual([expect.objectContaining({ code: 'outletVelocity', suggestDn: 20 })]);
  });

  it('checks the water meters’ loss against 5 m (vane), with the flow that passes', () => {
    // At 1.5 m/s a meter loses 1.0–1.4 m, so the velocity is refused first; the meter check on its
    // own (the velocity limit raised for the test) refuses above the norm’s 5 m.
    const o = water({ UseInputSchetchik: 1, OutputCount: 12 });
    expect(dcuFlowProblems(o, boreFlowM3h(1.5, 25)).filter((x) => x.code === 'meterLoss')).toEqual([]);
    const q = 3.6 * Math.sqrt(5 / 2.64) * 1.02; // 2 % above the DN25 meter’s 5 m
    const meter = dcuFlowProblems(o, q).find((x) => x.code === 'meterLoss');
    expect(meter).toMatchObject({ where: 'inlet', dn: 25, meterType: 'vane', s: 2.64, limitM: 5 });
    expect(meter?.code === 'meterLoss' && meter.headM).toBeCloseTo(5 * 1.02 ** 2, 10);
    expect(meter!.maxFlowM3h).toBeCloseTo(4.954, 3);
    // Heating units’ meters are heat meters’ flow parts: no СП 30 water meter limit on them.
    expect(
      dcuFlowProblems(
        heating({ UseInputSchetchik: 1, RidanRegulatorDiametr: null, OutputCount: 12 }),
        q,
      ).some((x) => x.code === 'meterLoss'),
    ).toBe(false);
  });
});
