// Unit conversions at the engine's edges, checked against exact definitions and NIST factors.
import { describe, expect, it } from 'vitest';
import {
  STANDARD_GRAVITY,
  WATER_DENSITY_20C,
  barToFormHead,
  barToHead,
  formHeadToBar,
  barToPa,
  formFlowToM3s,
  headToBar,
  headToPascals,
  lpsToM3s,
  m3hToM3s,
  m3sToFormFlow,
  m3sToLps,
  m3sToM3h,
  m3sToUsGpm,
  paToBar,
  pascalsToHead,
  usGpmToM3s,
  type Bar,
  type CubicMetresPerHour,
  type CubicMetresPerSecond,
  type KilogramsPerCubicMetre,
  type LitresPerSecond,
  type Metres,
  type UsGallonsPerMinute,
} from '../../src/units';

describe('flow conversions', () => {
  it('36 m³/h, 10 l/s and 0.01 m³/s are the same flow', () => {
    expect(m3hToM3s(36 as CubicMetresPerHour)).toBeCloseTo(0.01, 15);
    expect(lpsToM3s(10 as LitresPerSecond)).toBeCloseTo(0.01, 15);
    expect(m3sToM3h(0.01 as CubicMetresPerSecond)).toBeCloseTo(36, 12);
    expect(m3sToLps(0.01 as CubicMetresPerSecond)).toBeCloseTo(10, 12);
  });

  it("the form's unit code picks m³/h ('m') or l/s ('l')", () => {
    expect(formFlowToM3s(36, 'm')).toBeCloseTo(0.01, 15);
    expect(formFlowToM3s(10, 'l')).toBeCloseTo(0.01, 15);
    expect(m3sToFormFlow(0.01 as CubicMetresPerSecond, 'l')).toBeCloseTo(10, 12);
    expect(m3sToFormFlow(0.01 as CubicMetresPerSecond, 'm')).toBeCloseTo(36, 12);
  });

  it('1 US gpm = 6.309020e-5 m³/s (NIST SP 811 B.8)', () => {
    expect(usGpmToM3s(1 as UsGallonsPerMinute)).toBeCloseTo(6.30902e-5, 10);
    expect(m3sToUsGpm(usGpmToM3s(200 as UsGallonsPerMinute))).toBeCloseTo(200, 10);
  });
});

describe('pressure and head', () => {
  it('uses g = 9.80665 m/s² and ρ(20 °C) = 998.2 kg/m³', () => {
    expect(STANDARD_GRAVITY).toBe(9.80665);
    expect(WATER_DENSITY_20C).toBe(998.2);
  });

  it('1 bar is 10.2156 m of water at 20 °C, and back', () => {
    // 1e5 Pa / (998.2 kg/m³ · 9.80665 m/s²) = 10.215550 m
    expect(barToHead(1 as Bar)).toBeCloseTo(10.21555, 5);
    expect(headToBar(barToHead(4.2 as Bar))).toBeCloseTo(4.2, 12);
  });

  it('10 m of water at 20 °C is 97 890 Pa; with ρ = 1000 it is 98 066.5 Pa', () => {
    expect(headToPascals(10 as Metres)).toBeCloseTo(97889.98, 2);
    expect(headToPascals(10 as Metres, 1000 as KilogramsPerCubicMetre)).toBeCloseTo(98066.5, 6);
    expect(pascalsToHead(headToPascals(12.5 as Metres))).toBeCloseTo(12.5, 12);
  });

  it('bar ↔ Pa', () => {
    expect(barToPa(1.5 as Bar)).toBe(150000);
    expect(paToBar(barToPa(2.75 as Bar))).toBeCloseTo(2.75, 14);
  });
});

describe("the pump form's head units (hunits): bar, or metres of head of water at 20 °C", () => {
  it('metres are the head the engine selects in: 5 bar is 51.08 m, as a bar duty is converted', () => {
    expect(formHeadToBar(5, 'bar')).toBe(5);
    expect(barToFormHead(5 as Bar, 'm')).toBeCloseTo(51.078, 3);
    expect(barToFormHead(5 as Bar, 'm')).toBe(barToHead(5 as Bar));
    expect(formHeadToBar(50, 'm')).toBeCloseTo(4.8945, 4);
    expect(formHeadToBar(50, 'm')).toBe(headToBar(50 as Metres));
    expect(barToFormHead(5 as Bar, 'bar')).toBe(5);
    expect(barToFormHead(formHeadToBar(37.5, 'm'), 'm')).toBeCloseTo(37.5, 12);
  });
});
