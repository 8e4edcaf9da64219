// The search across series and the comparison (decision 0032): the cross-series list is the
// series' own candidates re-ranked by the one rule of decision 0042 (properties over random
// catalogues), and a comparison reports each pump exactly as its series' selection does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  comparePumps,
  selectAcrossSeries,
  selectPumps,
  type PumpModelData,
  type PumpSeriesData,
} from '../../src/pumps';
import { series, syntheticModel } from './helpers';

const MOTORS = [0.37, 0.55, 0.75, 1.1, 1.5, 2.2, 3, 4, 5.5, 7.5, 11];

/** A random catalogue: 2–4 series of 2–6 pumps, ids unique across the catalogue, mixed options. */
const catalogueArb = fc
  .array(
    fc.record({
      pumps: fc.array(
        fc.record({
          qBep: fc.double({ min: 1, max: 30, noNaN: true }),
          h0: fc.double({ min: 10, max: 120, noNaN: true }),
          motor: fc.integer({ min: 0, max: MOTORS.length - 1 }),
        }),
        { minLength: 2, maxLength: 6 },
      ),
      control: fc.boolean(),
      count: fc.boolean(),
    }),
    { minLength: 2, maxLength: 4 },
  )
  .map((list) =>
    list.map((s, si): PumpSeriesData => {
      const models = s.pumps.map((p, i): PumpModelData => {
        const id = (si + 1) * 100 + i + 1;
        const m = syntheticModel({ id, name: `S${si + 1}-${i + 1}`, qBep: p.qBep, h0: p.h0 });
        const need = Math.max(...m.curve.map((c) => c.P2));
        return { ...m, power: Math.max(need, MOTORS[p.motor]!) };
      });
      return series(models, { id: si + 1, name: `S${si + 1}`, has_control: s.control, has_count: s.count });
    }),
  );
const dutyArb = fc
  .record({
    Q: fc.double({ min: 1, max: 30, noNaN: true }),
    H: fc.double({ min: 0.5, max: 10, noNaN: true }),
    H0share: fc.double({ min: 0, max: 0.9, noNaN: true }),
    BoxType: fc.constantFrom(0 as const, 2 as const),
    pcnt: fc.integer({ min: 1, max: 3 }),
  })
  .map((d) => ({
    units: 'm' as const,
    Q: d.Q,
    H: d.H,
    H0: d.H * d.H0share,
    BoxType: d.BoxType,
    pcnt: d.pcnt,
  }));

describe('search across series: properties', () => {
  it('offers exactly the pumps each series offers, with the same working points and series ranks', () => {
    fc.assert(
      fc.property(catalogueArb, dutyArb, (catalogue, duty) => {
        const all = selectAcrossSeries(catalogue, duty);
        const own = catalogue.flatMap((s) =>
          selectPumps(s, duty).candidates.map((c) => ({
            seriesId: s.id,
            id: c.id,
            rank: c.rank,
            point: c.delta.x_work,
          })),
        );
        expect(all.candidates.map((c) => c.id).sort()).toEqual(own.map((c) => c.id).sort());
        for (const c of all.candidates) {
          const o = own.find((x) => x.id === c.id)!;
          expect(c.seriesId).toBe(o.seriesId);
          expect(c.seriesRank).toBe(o.rank);
          expect(c.delta.x_work).toEqual(o.point);
        }
        expect(all.candidates.map((c) => c.rank)).toEqual(all.candidates.map((_, i) => i + 1));
      }),
      { numRuns: 200, seed: 32 },
    );
  });

  it('no pump is beaten on life-cycle cost by one ranked below it (short of the duty last), whatever its series', () => {
    fc.assert(
      fc.property(catalogueArb, dutyArb, (catalogue, duty) => {
        const list = selectAcrossSeries(catalogue, duty).candidates;
        for (let i = 1; i < list.length; i++) {
          const a = list[i - 1]!;
          const b = list[i]!;
          expect(Number(a.why.shortOfDuty)).toBeLessThanOrEqual(Number(b.why.shortOfDuty));
          if (a.why.shortOfDuty === b.why.shortOfDuty)
            expect(a.why.lcc.totalKopecks).toBeLessThanOrEqual(b.why.lcc.totalKopecks);
        }
      }),
      { numRuns: 200, seed: 320 },
    );
  });

  it('the first pump costs no more over its life than the first of any single series', () => {
    fc.assert(
      fc.property(catalogueArb, dutyArb, (catalogue, duty) => {
        const first = selectAcrossSeries(catalogue, duty).candidates[0];
        if (!first) return;
        for (const s of catalogue) {
          const best = selectPumps(s, duty).candidates[0];
          if (best && best.why.shortOfDuty === first.why.shortOfDuty)
            expect(first.why.lcc.totalKopecks).toBeLessThanOrEqual(best.why.lcc.totalKopecks);
        }
      }),
      { numRuns: 200, seed: 3200 },
    );
  });

  it('a series without control runs at fixed speed in the list, as on its own page', () => {
    const fixed = series([syntheticModel({ id: 1, qBep: 5, h0: 30 })], {
      id: 1,
      name: 'F',
      has_control: false,
    });
    const vfd = series([syntheticModel({ id: 2, qBep: 5, h0: 30 })], { id: 2, name: 'V', has_control: true });
    const r = selectAcrossSeries([fixed, vfd], { units: 'm', Q: 4, H: 2, H0: 0.5, BoxType: 0 });
    expect(r.series.map((s) => s.applied.BoxType)).toEqual([2, 0]);
    const f = r.candidates.find((c) => c.seriesId === 1);
    if (f) expect(f.why.speedPct).toBe(100);
  });
});

describe('comparison', () => {
  const a = syntheticModel({ id: 1, name: 'A', qBep: 5, h0: 30 });
  const b = { ...syntheticModel({ id: 2, name: 'B', qBep: 8, h0: 35 }), power: 4 };
  const tooSmall = syntheticModel({ id: 3, name: 'C', qBep: 1, h0: 5 });
  const s = series([a, b, tooSmall]);
  const duty = { units: 'm' as const, Q: 4, H: 2, H0: 0.5, BoxType: 0 as const };

  it('gives each pump its series’ working point, rank and energy over the one load profile', () => {
    const own = selectPumps(s, duty);
    const r = comparePumps(
      [
        { series: s, model: b },
        { series: s, model: a },
      ],
      duty,
    );
    expect(r.map((p) => p.model.id)).toEqual([2, 1]);
    for (const p of r) {
      const c = own.candidates.find((x) => x.id === p.model.id)!;
      expect(p.workingPoint).toEqual(c.delta.x_work);
      expect(p.seriesRank).toBe(c.rank);
      expect(p.energyKwhYear).toBe(c.why.lcc.kwhPerYear);
      expect(p.why!.lcc).toEqual(c.why.lcc);
      expect(p.motorEfficiencySource).toBe('ie3');
      expect(p.curves.headRated.length).toBeGreaterThan(10);
    }
  });

  it('a pump that cannot serve the duty keeps its curves and says why, with no energy', () => {
    const [, c] = comparePumps(
      [
        { series: s, model: a },
        { series: s, model: tooSmall },
      ],
      { ...duty, h100: 2000 },
    );
    expect(c!.workingPoint).toBeNull();
    expect(c!.rejection).not.toBeNull();
    expect(c!.energyKwhYear).toBeNull();
    expect(c!.curves.headRated.length).toBeGreaterThan(0);
  });

  it('refuses one pump or five', () => {
    expect(() => comparePumps([{ series: s, model: a }], duty)).toThrow(RangeError);
    expect(() => comparePumps(Array(5).fill({ series: s, model: a }), duty)).toThrow(RangeError);
  });

  it('the energy follows the form’s load profile: twice the hours, twice the kWh', () => {
    const pair = [
      { series: s, model: a },
      { series: s, model: b },
    ];
    const one = comparePumps(pair, { ...duty, h100: 1000, h75: 0, h50: 0, h25: 0 });
    const two = comparePumps(pair, { ...duty, h100: 2000, h75: 0, h50: 0, h25: 0 });
    expect(two[0]!.energyKwhYear!).toBeCloseTo(2 * one[0]!.energyKwhYear!, 9);
  });

  it('uses the catalogue’s motor efficiency where the model has one', () => {
    const rated = { ...a, motor: { efficiency: 95 } };
    const [p, q] = comparePumps(
      [
        { series: series([rated]), model: rated },
        { series: s, model: a },
      ],
      duty,
    );
    expect(p!.motorEfficiencySource).toBe('catalogue');
    expect(p!.energyKwhYear!).toBeLessThan(q!.energyKwhYear!);
  });
});
