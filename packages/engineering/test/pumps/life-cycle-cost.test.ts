// The life-cycle-cost module (decision 0042) against figures worked by hand: converter losses from
// the IE2 table and the part-load split, a drive's input, the purchase lines, the LCC sum.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CDM_IE2_LOSSES_90_100,
  CDM_PART_LOAD_SHARES,
  DEFAULT_LOAD_PROFILE,
  converterLossAt90100W,
  converterLossW,
  converterPriceProxyKopecks,
  driveInputPower,
  lifeCycleCost,
  profileRows,
  pumpPriceProxyKopecks,
  setPurchase,
} from '../../src/pumps';

describe('IE2 converter losses (IEC 61800-9-2 points)', () => {
  it('are the table figure at (90;100): 7.5 kW → 4.4 % of 9.95 kVA = 437.8 W', () => {
    expect(converterLossAt90100W(7.5)).toBeCloseTo(437.8, 6);
    expect(converterLossW(7.5, 0.9, 1)).toBeCloseTo(437.8, 6);
  });

  it('take the next converter up between sizes and the last row beyond the table', () => {
    // 2.0 kW motor → the 2.2 kW converter: 6.8 % of 3.3 kVA = 224.4 W.
    expect(converterLossAt90100W(2)).toBeCloseTo(224.4, 6);
    const last = CDM_IE2_LOSSES_90_100[CDM_IE2_LOSSES_90_100.length - 1]!;
    expect(converterLossAt90100W(500)).toBeCloseTo((last[2] / 100) * last[1] * 1000, 6);
  });

  it('fall at part load by the stated split: (50;25) = 0.2 + 0.1 + 0.015625 + 0.0208333 = 33.65 %', () => {
    expect(converterLossW(7.5, 0.5, 0.25)).toBeCloseTo(437.8 * 0.3364583333, 6);
    expect(converterLossW(7.5, 0.5, 0.25)).toBeCloseTo(147.3015, 3);
    const s = CDM_PART_LOAD_SHARES;
    expect(s.constant + s.current + s.currentSquared + s.power).toBeCloseTo(1, 12);
  });

  it('grow with current and frequency, and the relative loss falls with size', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CDM_IE2_LOSSES_90_100.map((r) => r[0])),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (kw, f, i) => {
          expect(converterLossW(kw, f, i + 0.01)).toBeGreaterThan(converterLossW(kw, f, i));
          expect(converterLossW(kw, f + 0.01, i)).toBeGreaterThanOrEqual(converterLossW(kw, f, i));
        },
      ),
      { numRuns: 200, seed: 29 },
    );
    for (let k = 1; k < CDM_IE2_LOSSES_90_100.length; k++)
      expect(CDM_IE2_LOSSES_90_100[k]![2]).toBeLessThanOrEqual(CDM_IE2_LOSSES_90_100[k - 1]![2]);
  });
});

describe('driveInputPower', () => {
  it('is the decision 0030 motor alone without a converter (2 kW on a 5.5 kW IE3 motor: 2290.31 W)', () => {
    // 2000 + 5500·(1/0.892 − 1)·(0.35 + 0.65·(2/5.5)²) = 2290.308 W
    const d = driveInputPower({ shaftW: 2000, ratedKw: 5.5, speedRatio: 1, converter: false });
    expect(d.inputW).toBeCloseTo(2290.308, 2);
    expect(d.converterLossW).toBe(0);
    expect(d.motorLossW).toBeCloseTo(290.308, 2);
  });

  it('adds the IE2 converter at f = s, i = (P2/Pr)/s (2 kW, 5.5 kW, full speed: +170.84 W)', () => {
    // 5.5 kW converter: 4.9 % of 7.94 kVA = 389.06 W at (90;100); i = 0.3636:
    // 389.06·(0.2 + 0.4·0.3636 + 0.25·0.1322 + 0.15·(1/0.9)·0.3636) = 389.06·0.43912 = 170.84 W
    const d = driveInputPower({ shaftW: 2000, ratedKw: 5.5, speedRatio: 1, converter: true });
    expect(d.converterLossW).toBeCloseTo(170.843, 2);
    expect(d.inputW).toBeCloseTo(2461.151, 2);
  });

  it('at half speed the torque ratio is (P2/Pr)/s (250 W at s 0.5 → i 0.0909, converter 95.71 W)', () => {
    const d = driveInputPower({ shaftW: 250, ratedKw: 5.5, speedRatio: 0.5, converter: true });
    expect(d.converterLossW).toBeCloseTo(95.711, 2);
    expect(d.inputW).toBeCloseTo(579.677, 2);
  });

  it('uses the catalogue motor efficiency where given', () => {
    // η 0.9: 2000 + 5500·(1/0.9 − 1)·(0.35 + 0.65·0.13223) = 2000 + 611.11·0.43595 = 2266.41 W
    const d = driveInputPower({
      shaftW: 2000,
      ratedKw: 5.5,
      speedRatio: 1,
      converter: false,
      motorEfficiency: 0.9,
    });
    expect(d.inputW).toBeCloseTo(2266.415, 2);
  });
});

describe('purchase', () => {
  it('prices by the stated proxy when the list has no price: never zero', () => {
    expect(pumpPriceProxyKopecks(0.37, 5)).toBe(4_490_000); // 25 000 + 7 400 + 12 500 ₽
    expect(pumpPriceProxyKopecks(7.5, undefined)).toBe(17_500_000); // 25 000 + 150 000 ₽
    expect(converterPriceProxyKopecks(7.5)).toBe(3_525_000); // 9 000 + 26 250 ₽
  });

  it('makes a set: 2 working + 1 standby, one converter per pump; a list price wins over the proxy', () => {
    const lines = setPurchase({
      working: 2,
      standby: 1,
      pump: { ratedKw: 2.2, stages: 6, priceKopecks: 9_000_000 },
      converters: 3,
    });
    expect(lines).toEqual([
      {
        item: 'pump',
        role: 'working',
        count: 2,
        unitKopecks: 9_000_000,
        kopecks: 18_000_000,
        source: 'priceList',
        ratedKw: 2.2,
        stages: 6,
      },
      {
        item: 'pump',
        role: 'standby',
        count: 1,
        unitKopecks: 9_000_000,
        kopecks: 9_000_000,
        source: 'priceList',
        ratedKw: 2.2,
        stages: 6,
      },
      // 9 000 + 3 500·2.2 = 16 700 ₽
      {
        item: 'converter',
        role: 'all',
        count: 3,
        unitKopecks: 1_670_000,
        kopecks: 5_010_000,
        source: 'sizeProxy',
        ratedKw: 2.2,
      },
    ]);
    expect(setPurchase({ working: 1, standby: 0, pump: { ratedKw: 1 }, converters: 0 })).toHaveLength(1);
    expect(() => setPurchase({ working: 1.5, standby: 0, pump: { ratedKw: 1 }, converters: 0 })).toThrow(
      RangeError,
    );
  });
});

describe('lifeCycleCost', () => {
  it('sums purchase and energy over the years: 100 000 ₽ + 5000 kWh × 8 ₽ × 10 = 500 000 ₽', () => {
    const purchase = setPurchase({
      working: 1,
      standby: 0,
      pump: { ratedKw: 2.2, priceKopecks: 10_000_000 },
      converters: 0,
    });
    const lcc = lifeCycleCost(
      purchase,
      [
        { sharePct: 100, hours: 1000, inputW: 2000 },
        { sharePct: 50, hours: 3000, inputW: 1000 },
      ],
      { tariffRubPerKwh: 8, years: 10 },
    );
    expect(lcc.kwhPerYear).toBeCloseTo(5000, 9);
    expect(lcc.energyKopecksPerYear).toBe(4_000_000);
    expect(lcc.energyKopecks).toBe(40_000_000);
    expect(lcc.totalKopecks).toBe(50_000_000);
  });

  it('rounds once per line and the total is the sum of the rounded lines (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            hours: fc.double({ min: 0, max: 2000, noNaN: true }),
            inputW: fc.double({ min: 0, max: 50_000, noNaN: true }),
          }),
          { maxLength: 4 },
        ),
        fc.double({ min: 0.01, max: 1000, noNaN: true }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 3 }),
        (rows, tariff, years, conv) => {
          const purchase = setPurchase({
            working: 1,
            standby: 1,
            pump: { ratedKw: 3, stages: 4 },
            converters: conv,
          });
          const lcc = lifeCycleCost(
            purchase,
            rows.map((r) => ({ sharePct: 100, ...r })),
            { tariffRubPerKwh: tariff, years },
          );
          expect(Number.isInteger(lcc.totalKopecks)).toBe(true);
          expect(lcc.totalKopecks).toBe(
            purchase.reduce((s, l) => s + l.kopecks, 0) + lcc.energyKopecksPerYear * years,
          );
        },
      ),
      { numRuns: 200, seed: 42 },
    );
  });

  it('refuses a profile over 8760 h, a zero tariff and fractional years', () => {
    const row = (hours: number) => ({ sharePct: 100, hours, inputW: 1 });
    expect(() => lifeCycleCost([], [row(5000), row(4000)], { tariffRubPerKwh: 8, years: 10 })).toThrow(
      RangeError,
    );
    expect(() => lifeCycleCost([], [row(1)], { tariffRubPerKwh: 0, years: 10 })).toThrow(RangeError);
    expect(() => lifeCycleCost([], [row(1)], { tariffRubPerKwh: 8, years: 2.5 })).toThrow(RangeError);
  });

  it('keeps the four rows of the default profile (360/900/2100/2640 h at 100/75/50/25 %)', () => {
    expect(profileRows(DEFAULT_LOAD_PROFILE)).toEqual([
      { sharePct: 100, hours: 360 },
      { sharePct: 75, hours: 900 },
      { sharePct: 50, hours: 2100 },
      { sharePct: 25, hours: 2640 },
    ]);
  });
});
