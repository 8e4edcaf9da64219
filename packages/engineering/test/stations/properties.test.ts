// Invariants of the station engine over random duties and types (fast-check): every offered set
// passes its checks, its full-speed curve passes through or above the duty point, a fire set meets
// EN 12845 at the figures it reports, the power balances the water power, and the order is energy-first.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateFit, preparePump } from '../../src/pumps';
import {
  NFPA20,
  STATION_TYPES,
  internalLoss,
  pumpBranch,
  selectStationSets,
  shutoffHead,
  type StationSelectionInput,
  type StationTypeCode,
} from '../../src/stations';
import {
  STANDARD_GRAVITY,
  WATER_DENSITY_20C,
  barToHead,
  m3hToM3s,
  type Bar,
  type CubicMetresPerHour,
} from '../../src/units';
import { series, syntheticModel } from '../pumps/helpers';

// A series like the sample catalogue's: four sizes, each in several stage counts.
const sizes = [
  { qBep: 3.2, h0: 7.4 },
  { qBep: 5.8, h0: 8.4 },
  { qBep: 10.5, h0: 11.2 },
  { qBep: 16.5, h0: 14.6 },
];
const models = sizes.flatMap((s, i) =>
  [2, 4, 6, 8, 10].map((stages, j) =>
    syntheticModel({ id: 100 * (i + 1) + j, name: `X ${s.qBep}-${stages}`, qBep: s.qBep, h0: s.h0 * stages }),
  ),
);
const byId = new Map(models.map((m) => [m.id, m]));

const inputArb = fc
  .record({
    consumption: fc.double({ min: 1, max: 60, noNaN: true }),
    hSet: fc.double({ min: 5, max: 110, noNaN: true }),
    affluent: fc.double({ min: 0, max: 30, noNaN: true }),
    maximum_pressure: fc.double({ min: 3, max: 16, noNaN: true }),
    station_type: fc.integer({ min: 0, max: 6 }),
    pumpsPick: fc.integer({ min: 1, max: 3 }),
  })
  .map(({ hSet, pumpsPick, station_type, ...r }): StationSelectionInput => {
    const info = STATION_TYPES[station_type as StationTypeCode];
    return {
      ...r,
      pressure: r.affluent + hSet,
      station_type: station_type as StationTypeCode,
      current_pumps: Math.min(pumpsPick, info.maxWorkingPumps),
      additional_pumps: 1,
      series: info.series[info.series.length - 1]!,
    };
  });

const run = (input: StationSelectionInput) =>
  selectStationSets(series(models, { name: input.series }), input);

describe('station engine invariants', () => {
  it('every offered set passes every check, reaches the duty at full speed and stays within the maximum pressure', () => {
    let offered = 0;
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = run(input);
        const hSet = input.pressure - input.affluent;
        for (const s of r.sets) {
          offered++;
          expect(s.checks.every((c) => c.passed)).toBe(true);
          const pump = preparePump(byId.get(s.modelId)!);
          const n = input.current_pumps;
          const qp = m3hToM3s((input.consumption / n) as CubicMetresPerHour);
          // The full-speed set curve at the duty flow is at or above the duty head.
          const full = evaluateFit(pump.head, qp)! - internalLoss(pumpBranch(pump.bepFlow), qp);
          expect(full).toBeGreaterThanOrEqual(hSet * (1 - 1e-9));
          expect(s.headAtDuty).toBeGreaterThanOrEqual(hSet * (1 - 1e-9));
          if (s.control !== 'fixed') expect(s.headAtDuty).toBeCloseTo(hSet, 9);
          // Closed valve at full speed plus the inlet pressure within the maximum pressure.
          const shut = shutoffHead(pump).head!;
          expect(shut + input.affluent).toBeLessThanOrEqual(
            barToHead(input.maximum_pressure as Bar) * (1 + 1e-12),
          );
          // Flows add up to the duty.
          const total = s.points.reduce((a, p) => a + p.count * p.flow, 0);
          expect(total).toBeCloseTo(input.consumption, 9);
          // Shaft power = water power of the pumps / their efficiency (fit residue: 2 %).
          for (const p of s.points) {
            const water = (WATER_DENSITY_20C * STANDARD_GRAVITY * (p.flow / 3600) * p.head) / 1000;
            expect(Math.abs(p.power - water / (p.efficiency / 100)) / p.power).toBeLessThan(0.02);
            expect(p.speedPct).toBeLessThanOrEqual(100 + 1e-9);
          }
        }
        // Life-cycle-cost order (decisions 0042, 0043): no set is beaten by one ranked below it, and
        // every set buys a standby pump.
        for (let i = 1; i < r.sets.length; i++)
          expect(r.sets[i - 1]!.lcc.totalKopecks).toBeLessThanOrEqual(r.sets[i]!.lcc.totalKopecks);
        for (const s of r.sets) expect(s.lcc.purchase.find((l) => l.role === 'standby')?.count).toBe(1);
        if (r.sets.length === 0) {
          expect(r.nearest).not.toBeNull();
          expect(r.nearest!.check.passed).toBe(false);
          expect(r.nearest!.check.missPct).toBeGreaterThan(0);
        }
      }),
      { numRuns: 150 },
    );
    expect(offered).toBeGreaterThan(50);
  });

  it('an EN 12845 fire set meets NFPA 20 §6.2 at the figures it reports, each pump at its share (§10.2)', () => {
    let offered = 0;
    fc.assert(
      // Fire duties where sets exist: the churn limit leaves a narrow band of each stage count.
      fc.property(inputArb, fc.constantFrom(3, 5), (base, code) => {
        const input = {
          ...base,
          consumption: 2 + (base.consumption % 18),
          maximum_pressure: 16,
          station_type: code as StationTypeCode,
          current_pumps: Math.min(base.current_pumps, 2),
          fire_code: 'en12845' as const,
        };
        const r = run(input);
        const hSet = input.pressure - input.affluent;
        for (const s of r.sets) {
          offered++;
          const pump = preparePump(byId.get(s.modelId)!);
          const qn = m3hToM3s((input.consumption / input.current_pumps) as CubicMetresPerHour);
          const loss = internalLoss(pumpBranch(pump.bepFlow), qn);
          const hn = hSet + loss;
          expect(evaluateFit(pump.head, qn)! - loss).toBeGreaterThanOrEqual(hSet);
          const churn = (shutoffHead(pump).head! / hn) * 100;
          const over = (evaluateFit(pump.head, 1.5 * qn)! / hn) * 100;
          expect(churn).toBeLessThanOrEqual(NFPA20.churnMaxPct);
          expect(over).toBeGreaterThanOrEqual(NFPA20.overloadMinHeadPct);
          const fig = (c: string) => s.checks.find((x) => x.code === c)!.actual;
          expect(fig('churnPressure')).toBeCloseTo(churn, 9);
          expect(fig('overloadPressure')).toBeCloseTo(over, 9);
          expect(s.points.every((p) => p.speedPct === 100)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
    expect(offered).toBeGreaterThan(20);
  });
});
