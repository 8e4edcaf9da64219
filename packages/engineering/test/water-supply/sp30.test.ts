// СП 30.13330.2020 against the norm's own figures: α read at the points of tables Б.1 and Б.2,
// the probability of action and q = 5·q0·α of a hand-checked building (decision 0043).
import { describe, expect, it } from 'vitest';
import {
  SP30_DEFAULTS,
  SP30_TABLE_B1,
  SP30_TABLE_B2,
  WaterSupplyRangeError,
  alphaSp30,
  alphaTableB1,
  alphaTableB2,
  boosterDutyFromBuilding,
  designFlow,
  probabilityOfAction,
  type BuildingInput,
} from '../../src/water-supply';
import type { LitresPerHour, LitresPerSecond, Metres } from '../../src/units';

describe('α of СП 30.13330.2020 appendix Б', () => {
  it('reads table Б.2 at its own points and 0.2 below NP 0.015', () => {
    const points: [number, number][] = [
      [0.015, 0.202],
      [0.05, 0.273],
      [0.1, 0.343],
      [0.5, 0.678],
      [1, 0.969],
      [2, 1.437],
      [5, 2.558],
      [10, 4.126],
      [20, 6.893],
      [50, 14.32],
      [100, 25.91],
      [200, 48.43],
    ];
    for (const [np, alpha] of points) expect(alphaTableB2(np)).toBeCloseTo(alpha, 12);
    expect(alphaTableB2(0.01)).toBe(0.2);
    expect(alphaTableB2(0)).toBe(0.2);
  });

  it('interpolates linearly between the table points, and across the three entries left out', () => {
    expect(alphaTableB2(4.35)).toBeCloseTo((2.317 + 2.352) / 2, 12);
    // NP 82 is interpolated between 81 (21.56) and 83 (22.02).
    expect(alphaTableB2(82)).toBeCloseTo(21.79, 12);
    expect(alphaTableB2(118)).toBeCloseTo(29.99, 12);
  });

  it('keeps the table rising', () => {
    for (let i = 1; i < SP30_TABLE_B2.length; i++) {
      expect(SP30_TABLE_B2[i]![0]).toBeGreaterThan(SP30_TABLE_B2[i - 1]![0]);
      expect(SP30_TABLE_B2[i]![1]).toBeGreaterThanOrEqual(SP30_TABLE_B2[i - 1]![1]);
    }
    for (const row of SP30_TABLE_B1.rows) expect(row.alpha).toHaveLength(SP30_TABLE_B1.p.length);
  });

  it('refuses NP beyond the table rather than extrapolate', () => {
    expect(() => alphaTableB2(201)).toThrow(WaterSupplyRangeError);
    expect(() => alphaSp30(10, 1.2)).toThrow(/above 1/);
  });

  it('reads table Б.1 at its points, and between rows around the cell left out', () => {
    expect(alphaTableB1(10, 0.2)).toBeCloseTo(1.25, 12);
    expect(alphaTableB1(100, 0.5)).toBeCloseTo(13.3, 12);
    expect(alphaTableB1(2, 0.8)).toBeCloseTo(0.4, 12);
    // N 18, P 0.4: between N 16 (2.41) and N 20 (2.88).
    expect(alphaTableB1(18, 0.4)).toBeCloseTo(2.645, 12);
  });

  it('takes Б.1 for P > 0.1 and N ≤ 200, Б.2 otherwise (п. 5.3)', () => {
    expect(alphaSp30(10, 0.2)).toEqual({
      alpha: expect.closeTo(1.25, 12),
      table: 'Б.1',
      np: expect.closeTo(2, 12),
    });
    expect(alphaSp30(400, 0.2).table).toBe('Б.2');
    expect(alphaSp30(400, 0.01)).toEqual({
      alpha: expect.closeTo(2.21, 12),
      table: 'Б.2',
      np: expect.closeTo(4, 12),
    });
  });
});

describe('the design flow and the required head of a building', () => {
  const building: BuildingInput = {
    floors: 16,
    floorHeight: 3 as Metres,
    baseHeight: 3 as Metres,
    fixtureHeight: 1 as Metres,
    apartments: 100,
    residentsPerApartment: 3,
    fixturesPerApartment: 4,
    water: 'total',
    q0: SP30_DEFAULTS.total.q0 as LitresPerSecond,
    qHrU: SP30_DEFAULTS.total.qHrU as LitresPerHour,
    losses: 8 as Metres,
  };

  it('gives P by formula (3) and q = 5·q0·α by formula (2)', () => {
    // P = 15.6 × 300 / (3600 × 0.3 × 400) = 4680 / 432000.
    expect(probabilityOfAction(15.6 as LitresPerHour, 300, 0.3 as LitresPerSecond, 400)).toBeCloseTo(
      4680 / 432000,
      15,
    );
    expect(designFlow(0.3 as LitresPerSecond, 2)).toBeCloseTo(3, 15);
  });

  it('derives the duty of a hand-checked building, every step', () => {
    const d = boosterDutyFromBuilding(building);
    expect(d.consumers).toBe(300);
    expect(d.fixtures).toBe(400);
    expect(d.probability).toBeCloseTo(0.0108333, 6);
    expect(d.np).toBeCloseTo(4.33333, 4);
    // α between NP 4.3 (2.317) and 4.4 (2.352): 2.317 + 0.3333 × 0.035.
    expect(d.alpha).toBeCloseTo(2.328667, 5);
    expect(d.alphaTable).toBe('Б.2');
    expect(d.flowLs).toBeCloseTo(3.493, 3);
    expect(d.flowM3h).toBe(12.575);
    // Hgeom 3 + 15 × 3 + 1 = 49 m; Htr = 49 + 8 + 20 + 3 = 80 m.
    expect(d.geometric).toBe(49);
    expect([d.freeHead, d.heaterLoss]).toEqual([20, 3]);
    expect(d.requiredHead).toBe(80);
    // Cold water only: no heater, q0 0.2, q_hr,u 5.6.
    const cold = boosterDutyFromBuilding({
      ...building,
      water: 'cold',
      q0: 0.2 as LitresPerSecond,
      qHrU: 5.6 as LitresPerHour,
    });
    expect(cold.heaterLoss).toBe(0);
    expect(cold.requiredHead).toBe(77);
    // P = 5.6 × 300 / (3600 × 0.2 × 400) = 0.0058333, NP 2.3333, α 1.563 + 0.3333 × 0.041.
    expect(cold.alpha).toBeCloseTo(1.576667, 5);
    expect(cold.flowLs).toBeCloseTo(5 * 0.2 * 1.576667, 5);
  });
});
