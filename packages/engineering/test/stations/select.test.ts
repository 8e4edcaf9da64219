// selectStationSets as an engineer meets it: which sets are offered for a duty under each control
// scheme, the figures they carry, the checks that remove a set, and the answer when none fits.
import { describe, expect, it } from 'vitest';
import { evaluateFit, preparePump } from '../../src/pumps';
import {
  BRANCH_ZETA,
  NFPA20,
  STATION_TYPES,
  StationRefusal,
  internalLoss,
  pumpBranch,
  selectStationSets,
  shutoffHead,
  type StationCheck,
  type StationSelectionInput,
  type StationTypeCode,
} from '../../src/stations';
import { m3hToM3s, type CubicMetresPerHour, type CubicMetresPerSecond } from '../../src/units';
import { series, syntheticModel } from '../pumps/helpers';

// One hydraulic in four sizes around 20 m³/h at 45 m with two working pumps (10 m³/h each).
const models = [
  syntheticModel({ id: 1, name: 'EVR 5-8', qBep: 5.8, h0: 67 }),
  syntheticModel({ id: 2, name: 'EVR 10-6', qBep: 10.5, h0: 67 }),
  syntheticModel({ id: 3, name: 'EVR 10-8', qBep: 10.5, h0: 90 }),
  syntheticModel({ id: 4, name: 'EVR 15-4', qBep: 16.5, h0: 58 }),
];
const evr = series(models, { name: 'EVR' });
const evp = series(models, { name: 'EVP' });

const form = (over: Partial<StationSelectionInput> = {}): StationSelectionInput => ({
  consumption: 20,
  pressure: 60,
  affluent: 15,
  maximum_pressure: 10,
  station_type: 0,
  current_pumps: 2,
  additional_pumps: 1,
  series: 'EVR',
  ...over,
});
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof StationRefusal ? e.code : String(e);
  }
  return 'no refusal';
};

describe('station types (calculators §3, §4, §5)', () => {
  it('keeps the spec codes, groups, series rules and pump counts', () => {
    const rows = Object.values(STATION_TYPES).map((t) => [
      t.code,
      t.name,
      t.group,
      t.series.join('/'),
      t.maxWorkingPumps,
    ]);
    expect(rows).toEqual([
      [0, 'WRP-A', 'xbc', 'EVR', 2],
      [1, 'WRP-B', 'xbc', 'EVR', 2],
      [2, 'WRP-C', 'xbc', 'EVR', 2],
      [3, 'WRP-F', 'fire', 'EVR/EVP', 2],
      [4, 'WRP-A basic', 'xbc', 'EVR', 2],
      [5, 'WRP-F basic', 'fire', 'EVR/EVP', 2],
      [6, 'WRP-A ECO', 'xbc', 'EVP', 3],
    ]);
  });

  it('refuses a form the spec does not allow, before trying any pump', () => {
    expect(refusal(() => selectStationSets(evp, form({ series: 'EVP' })))).toBe('seriesNotAllowed');
    expect(refusal(() => selectStationSets(evr, form({ station_type: 6 })))).toBe('seriesNotAllowed');
    expect(refusal(() => selectStationSets(evr, form({ current_pumps: 3 })))).toBe('workingPumpsNotAllowed');
    expect(refusal(() => selectStationSets(evr, form({ additional_pumps: 0 })))).toBe(
      'standbyPumpsNotAllowed',
    );
    expect(refusal(() => selectStationSets(evr, form({ pressure: 15 })))).toBe('pressureNotAboveInlet');
    expect(refusal(() => selectStationSets(evr, form({ consumption: 0 })))).toBe('invalidInput');
    expect(refusal(() => selectStationSets(evr, form({ maximum_pressure: 17 })))).toBe('invalidInput');
    expect(refusal(() => selectStationSets(evr, form({ consumption: 1001 })))).toBe('invalidInput');
    // WRP-A ECO takes three working pumps of EVP; fire sets take either series.
    expect(
      selectStationSets(evp, form({ station_type: 6, series: 'EVP', current_pumps: 3 })).sets.length,
    ).toBeGreaterThan(0);
    expect(
      refusal(() => selectStationSets(evp, form({ station_type: 3, series: 'EVP', consumption: 10 }))),
    ).toBe('no refusal');
  });
});

describe('internal losses', () => {
  it('sizes the branch by 3 m/s at best-efficiency flow and loses ζ·v²/2g in it', () => {
    const dn = (qBep: number) => pumpBranch(m3hToM3s(qBep as CubicMetresPerHour)).dn;
    // The vertical multistage sizes 1, 3, 5, 10, 15, 20 have DN 25, 25, 32, 40, 50, 50 connections.
    expect([1.3, 3.2, 5.8, 10.5, 16.5, 21].map(dn)).toEqual([25, 25, 32, 40, 50, 50]);
    // 10.5 m³/h in DN 40: v = 2.321 m/s, Δh = 5.0 × 2.321² / (2 × 9.80665) = 1.373 m.
    expect(BRANCH_ZETA).toBeCloseTo(5.0, 12);
    const loss = internalLoss({ dn: 40, zeta: 5 }, m3hToM3s(10.5 as CubicMetresPerHour));
    expect(loss).toBeCloseTo(1.3733, 3);
  });
});

describe('control schemes on one duty: 20 m³/h, outlet 60 m, inlet 15 m, two working pumps', () => {
  const hSet = 45;
  it('WRP-A holds the duty head exactly with every pump at the same reduced speed', () => {
    const r = selectStationSets(evr, form({ station_type: 0 }));
    expect(r.sets.length).toBeGreaterThan(0);
    for (const s of r.sets) {
      expect(s.control).toBe('speedEach');
      expect(s.pumps).toEqual({ working: 2, standby: 1, total: 3 });
      expect(s.headAtDuty).toBeCloseTo(hSet, 9);
      expect(s.points).toHaveLength(1);
      const p = s.points[0]!;
      expect(p.flow).toBeCloseTo(10, 9);
      // The pump makes the set's head plus the loss of its own branch.
      expect(p.head).toBeCloseTo(hSet + s.internalLoss.head, 6);
      expect(p.speedPct).toBeLessThanOrEqual(100);
    }
  });

  it('WRP-C runs at full speed above the duty and costs more energy than WRP-A with the same pump', () => {
    const a = selectStationSets(evr, form({ station_type: 0 }));
    const c = selectStationSets(evr, form({ station_type: 2 }));
    for (const s of c.sets) {
      expect(s.points[0]!.speedPct).toBe(100);
      expect(s.headAtDuty).toBeGreaterThanOrEqual(hSet);
      const same = a.sets.find((x) => x.modelId === s.modelId)!;
      expect(same.power).toBeLessThan(s.power);
    }
  });

  it('WRP-B splits the duty: one pump at full speed, the converter pump carries the rest at the same head', () => {
    const r = selectStationSets(evr, form({ station_type: 1 }));
    expect(r.sets.length).toBeGreaterThan(0);
    for (const s of r.sets) {
      const variable = s.points.find((p) => p.role === 'variable')!;
      const fixed = s.points.find((p) => p.role === 'fixed')!;
      expect(fixed.speedPct).toBe(100);
      expect(variable.flow + fixed.flow).toBeCloseTo(20, 9);
      const branch = pumpBranch(preparePump(models.find((m) => m.id === s.modelId)!).bepFlow);
      const out = (p: typeof fixed) => p.head - internalLoss(branch, m3hToM3s(p.flow as CubicMetresPerHour));
      expect(out(fixed)).toBeCloseTo(hSet, 6);
      expect(out(variable)).toBeCloseTo(hSet, 6);
    }
  });

  it('ranks the sets by life-cycle cost: every pump, the standby and the converters bought, the running pumps over the profile', () => {
    const byType = (code: StationTypeCode) => selectStationSets(evr, form({ station_type: code }));
    const a = byType(0);
    expect(a.sets.length).toBeGreaterThan(1);
    // No offered set is beaten on life-cycle cost by one ranked below it (issue 29 item 10).
    for (let i = 1; i < a.sets.length; i++)
      expect(a.sets[i - 1]!.lcc.totalKopecks).toBeLessThanOrEqual(a.sets[i]!.lcc.totalKopecks);
    expect(a.sets.map((s) => s.rank)).toEqual(a.sets.map((_, i) => i + 1));
    const s = a.sets[0]!;
    expect(s.why.lccKopecks).toBe(s.lcc.totalKopecks);
    // Synthetic pumps have 5.5 kW motors and no stage count: 25 000 + 20 000 × 5.5 = 135 000 ₽ a
    // pump by the size proxy, 9 000 + 3 500 × 5.5 = 28 250 ₽ a converter; WRP-A: 2 + 1 pumps, 3 converters.
    expect(s.lcc.purchase.map((l) => [l.item, l.role, l.count, l.unitKopecks, l.source])).toEqual([
      ['pump', 'working', 2, 13_500_000, 'sizeProxy'],
      ['pump', 'standby', 1, 13_500_000, 'sizeProxy'],
      ['converter', 'all', 3, 2_825_000, 'sizeProxy'],
    ]);
    expect(s.lcc.purchaseKopecks).toBe(48_975_000);
    // Energy: Σ hours × input (6000 h of the example profile), 8 ₽/kWh, 10 years.
    const kwh = s.lcc.rows.reduce((w, r) => w + (r.hours * r.inputW) / 1000, 0);
    expect(s.lcc.kwhPerYear).toBeCloseTo(kwh, 9);
    expect(s.lcc.rows.map((r) => r.hours)).toEqual([360, 900, 2100, 2640]);
    expect(s.lcc.totalKopecks).toBe(s.lcc.purchaseKopecks + Math.round(kwh * 8 * 100) * 10);
    // The duty row runs both pumps; a quarter of the flow, one.
    expect(s.lcc.rows[0]!.running).toBe(2);
    expect(s.lcc.rows[3]!.running).toBe(1);
    expect(s.lcc.rows[0]!.inputW).toBeCloseTo(s.lcc.inputAtDutyW, 6);
    // A cascade set buys one converter, a fixed-speed set none.
    expect(byType(1).sets[0]!.lcc.purchase.find((l) => l.item === 'converter')?.count).toBe(1);
    expect(byType(2).sets[0]!.lcc.purchase.some((l) => l.item === 'converter')).toBe(false);
  });

  it('takes the form’s load profile, tariff and years, as the pump selection does (issue 29 item 9)', () => {
    const base = selectStationSets(evr, form()).sets[0]!;
    const own = selectStationSets(evr, form({ price: 4, years: 15, h100: 1000, h75: 0, h50: 0, h25: 0 }));
    const s = own.sets.find((x) => x.modelId === base.modelId)!;
    expect(s.lcc.tariffRubPerKwh).toBe(4);
    expect(s.lcc.years).toBe(15);
    expect(s.lcc.rows.map((r) => r.hours)).toEqual([1000, 0, 0, 0]);
    expect(s.lcc.kwhPerYear).toBeCloseTo(s.lcc.rows[0]!.inputW, 6);
    expect(s.lcc.totalKopecks).toBe(s.lcc.purchaseKopecks + Math.round(s.lcc.kwhPerYear * 4 * 100) * 15);
    expect(base.lcc.tariffRubPerKwh).toBe(8);
    expect(() => selectStationSets(evr, form({ h100: 8000, h75: 800 }))).toThrow(RangeError);
  });

  it('counts no running hours for a fire set: its life-cycle cost is its purchase', () => {
    const r = selectStationSets(evr, form({ station_type: 3, consumption: 20, pressure: 55, affluent: 10 }));
    expect(r.sets.length).toBeGreaterThan(0);
    for (const s of r.sets) {
      expect(s.lcc.kwhPerYear).toBe(0);
      expect(s.lcc.totalKopecks).toBe(s.lcc.purchaseKopecks);
    }
  });
});

describe('the closed-valve check', () => {
  it('removes a set whose closed-valve head plus the inlet pressure exceeds the maximum pressure', () => {
    const r = selectStationSets(evr, form({ station_type: 0 }));
    const highest = Math.max(...r.sets.map((s) => s.shutoff.outletPressure));
    const tight = selectStationSets(evr, form({ station_type: 0, maximum_pressure: highest - 0.01 }));
    expect(tight.sets.length).toBe(r.sets.length - 1);
    for (const s of tight.sets) expect(s.shutoff.outletPressure).toBeLessThanOrEqual(highest - 0.01);
    const failed = tight.rejected.flatMap((x) => x.failed).find((c) => c.code === 'shutoffPressure')!;
    expect(failed.actual).toBeCloseTo(highest, 9);
    expect(failed.unit).toBe('bar');
  });

  it('estimates the closed-valve head only from a curve starting near zero flow', () => {
    // h = h0(1 − 0.06x − 0.2x²) from x = 0.3: the fit gives h0 at zero flow.
    const p = preparePump(syntheticModel({ qBep: 10, h0: 50 }));
    expect(shutoffHead(p).head).toBeCloseTo(50, 6);
    const late = preparePump(syntheticModel({ qBep: 10, h0: 50, xMin: 0.5 }));
    expect(shutoffHead(late)).toEqual({ startPct: expect.closeTo(50, 5), head: null });
    const r = selectStationSets(
      series([syntheticModel({ qBep: 10, h0: 90, xMin: 0.5 })], { name: 'EVR' }),
      form(),
    );
    expect(r.sets).toEqual([]);
    expect(r.nearest?.check).toMatchObject({
      code: 'shutoffPressure',
      actual: expect.closeTo(50, 5),
      limit: 40,
      unit: '%',
    });
  });
});

describe('fire-fighting sets by the chosen code (decision 0043)', () => {
  const fire = (code: StationTypeCode, over: Partial<StationSelectionInput> = {}) =>
    selectStationSets(
      evr,
      form({
        station_type: code,
        consumption: 20,
        pressure: 55,
        affluent: 10,
        maximum_pressure: 12,
        fire_code: 'en12845',
        ...over,
      }),
    );
  const figure = (s: { checks: readonly { code: string }[] }, code: string) =>
    s.checks.find((c) => c.code === code) as StationCheck | undefined;

  it('takes the NFPA 20 §6.2 figures: shutoff ≤ 140 %, ≥ 65 % at 150 % of rated flow', () => {
    expect(NFPA20).toEqual({ churnMaxPct: 140, overloadFlowPct: 150, overloadMinHeadPct: 65 });
  });

  it('sizes EN 12845 §10.2 three pumps (2 working + 1 standby) at 50 % each, two pumps at 100 % each', () => {
    for (const [working, share, rule] of [
      [2, 50, 'en12845_10_2_half'],
      [1, 100, 'en12845_10_2_full'],
    ] as const) {
      const r = fire(3, { current_pumps: working, consumption: working * 10 });
      expect(r.sets.length, `${working} working`).toBeGreaterThan(0);
      for (const s of r.sets) {
        const pump = preparePump(models.find((m) => m.id === s.modelId)!);
        const qn = m3hToM3s(10 as CubicMetresPerHour);
        const loss = internalLoss(pumpBranch(pump.bepFlow), qn);
        const hn = 45 + loss;
        expect(s.fire).toMatchObject({ code: 'en12845', pumpSharePct: share });
        expect(s.fire!.nominalFlow).toBeCloseTo(10, 9);
        expect(s.fire!.nominalHead).toBeCloseTo(hn, 9);
        // Each pump alone gives its share at the set head (§10.2), per pump.
        expect(figure(s, 'pumpShare')).toMatchObject({ rule, scope: 'pump', passed: true });
        expect(figure(s, 'pumpShare')!.actual).toBeCloseTo(evaluateFit(pump.head, qn)! - loss, 9);
        expect(figure(s, 'standbyPump')).toMatchObject({ rule, actual: 1, passed: true });
        // The pump characteristic at its rated point (NFPA 20 §6.2), per pump.
        const h0 = shutoffHead(pump).head!;
        expect(figure(s, 'churnPressure')).toMatchObject({ rule: 'nfpa20_6_2_2', limit: 140, scope: 'pump' });
        expect(figure(s, 'churnPressure')!.actual).toBeCloseTo((h0 / hn) * 100, 9);
        const h150 = evaluateFit(pump.head, 1.5 * qn)!;
        expect(figure(s, 'overloadPressure')).toMatchObject({ rule: 'nfpa20_6_2_1', limit: 65 });
        expect(figure(s, 'overloadPressure')!.actual).toBeCloseTo((h150 / hn) * 100, 9);
        // And the set as a whole at 150 % of the design flow.
        const set150 = h150 - internalLoss(pumpBranch(pump.bepFlow), (1.5 * qn) as CubicMetresPerSecond);
        expect(figure(s, 'setOverloadPressure')).toMatchObject({ scope: 'set', limit: 65 });
        expect(figure(s, 'setOverloadPressure')!.actual).toBeCloseTo((set150 / 45) * 100, 9);
        expect(figure(s, 'stableCurve')).toMatchObject({
          passed: true,
          actual: 0,
          rule: 'en12845_10_2_parallel',
        });
        expect(s.points[0]!.speedPct).toBe(100);
        expect(s.points[0]!.count).toBe(working);
      }
    }
  });

  it('checks a set by СП 10.13130 unless asked otherwise: the standby, the pressure, no characteristic ratios', () => {
    for (const over of [{ fire_code: 'sp10' as const }, { fire_code: undefined }]) {
      const r = fire(5, { current_pumps: 2, ...over });
      expect(r.sets.length).toBeGreaterThan(0);
      for (const s of r.sets) {
        expect(s.fire?.code).toBe('sp10');
        expect(figure(s, 'head')).toMatchObject({ rule: 'sp10_pressure', passed: true });
        expect(figure(s, 'standbyPump')).toMatchObject({ rule: 'sp10_standby', passed: true });
        expect(figure(s, 'stableCurve')?.passed).toBe(true);
        for (const code of ['churnPressure', 'overloadPressure', 'setOverloadPressure', 'pumpShare']) {
          expect(figure(s, code)).toBeUndefined();
        }
      }
    }
  });

  it('refuses an oversized fire pump by its churn pressure and names it when nothing else fits', () => {
    // 10 m³/h at 30 m with one working pump: every size shuts off far above 140 % of its rated head.
    const r = fire(3, { consumption: 10, current_pumps: 1, pressure: 40 });
    expect(r.sets).toEqual([]);
    expect(r.nearest?.failed.map((c) => c.code)).toContain('churnPressure');
    expect(r.nearest!.check.missPct).toBeGreaterThan(0);
  });
});

describe('when nothing fits', () => {
  it('names the model that came closest, its failed check and by how much', () => {
    // 120 m is beyond every size; of the sizes whose range holds 10 m³/h per pump the biggest
    // comes closest (EVR 5-8 misses by flow, which says nothing about head).
    const r = selectStationSets(evr, form({ pressure: 120, affluent: 0, maximum_pressure: 16 }));
    expect(r.sets).toEqual([]);
    const n = r.nearest!;
    expect(n.pumpModel).toBe('EVR 10-8');
    expect(n.check.code).toBe('head');
    const pump = preparePump(models[2]!);
    const q = m3hToM3s(10 as CubicMetresPerHour);
    const head =
      evaluateFit(pump.head, q)! - internalLoss(pumpBranch(pump.bepFlow), q as CubicMetresPerSecond);
    expect(n.check.actual).toBeCloseTo(head, 9);
    expect(n.check.missPct).toBeCloseTo(((120 - head) / 120) * 100, 9);
  });
});
