// Water at its temperature, NPSH available and its margin, and energy with a load profile
// (decision 0031): reference numbers and cases worked by hand, through selectPumps as a user meets them.
import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_LOAD_PROFILE_HOURS,
  PumpRefusal,
  converterLossW,
  estimatedInputPower,
  npshAvailableFromInlet,
  npshCheck,
  pumpCurves,
  pumpWater,
  selectPumps,
  type PumpModelData,
} from '../../src/pumps';
import type { Kilowatts, Watts } from '../../src/units';
import { series, syntheticModel } from './helpers';

describe('pumpWater (IAPWS-IF97 through the fluid-property module)', () => {
  it('gives the density and vapour pressure of the reference tables', () => {
    // IAPWS-95 / NIST Webbook at 0.101325 MPa: 998.207 kg/m³ at 20 °C, 971.79 kg/m³ at 80 °C;
    // saturation pressure 2.3392 kPa at 20 °C, 47.414 kPa at 80 °C.
    const w20 = pumpWater(20);
    const w80 = pumpWater(80);
    expect(w20.density).toBeCloseTo(998.206, 2);
    expect(w80.density).toBeCloseTo(971.8, 1);
    expect(w20.vapourPressure / 1000).toBeCloseTo(2.339, 2);
    expect(w80.vapourPressure / 1000).toBeCloseTo(47.41, 1);
  });

  it('converts 6 bar to 63.0 m at 80 °C (not the 61.3 m of 20 °C)', () => {
    // 6e5 Pa / (971.80 kg/m³ · 9.80665 m/s²) = 62.96 m.
    expect(Number((6 * pumpWater(80).metresPerBar).toFixed(1))).toBe(63.0);
    expect(Number((6 * pumpWater(20).metresPerBar).toFixed(1))).toBe(61.3);
    expect(pumpWater().temperatureC).toBe(20);
  });

  it('refuses a temperature outside 1…90 °C instead of extrapolating', () => {
    for (const t of [0, 0.5, 90.5, 120, Number.NaN]) expect(() => pumpWater(t)).toThrow(PumpRefusal);
    expect(() => pumpWater(1)).not.toThrow();
    expect(() => pumpWater(90)).not.toThrow();
  });
});

describe('NPSH available and the margin rule', () => {
  it('NPSHa from the absolute inlet pressure, by hand', () => {
    // (1.01325 bar − 2.3392 kPa) / (998.206 · 9.80665) = 98 985.8 / 9 789.06 = 10.112 m.
    expect(npshAvailableFromInlet(1.01325, pumpWater(20))).toBeCloseTo(10.112, 3);
    // At 80 °C the vapour pressure eats 4.8 m: (101 325 − 47 414.7) / (971.803 · 9.80665) = 5.657 m.
    expect(npshAvailableFromInlet(1.01325, pumpWater(80))).toBeCloseTo(5.657, 3);
  });

  it('margin max(0.5 m, 10 % NPSHr): ok, thin (warning), short (refused)', () => {
    expect(npshCheck(4, 3)).toMatchObject({ status: 'ok', marginM: 1, requiredMarginM: 0.5 });
    expect(npshCheck(4, 3).marginPct).toBeCloseTo(33.33, 2);
    expect(npshCheck(3.3, 3).status).toBe('thin');
    expect(npshCheck(3, 3).status).toBe('thin');
    expect(npshCheck(2.9, 3).status).toBe('short');
    // Above 5 m NPSHr the 10 % governs: 8 m needs 0.8 m.
    expect(npshCheck(8.7, 8)).toMatchObject({ status: 'thin', requiredMarginM: 0.8 });
    expect(npshCheck(8.8, 8).status).toBe('ok');
  });

  // NPSHr = 1 + 1.2x², x = Q/Q_bep, scaled by s² at the working speed.
  const right = syntheticModel({ id: 2, name: 'M', qBep: 10, h0: 55 });
  const duty = { units: 'm' as const, Q: 10, H: 3, H0: 1, BoxType: 0 as const };

  it('refuses a pump whose NPSHr exceeds NPSHa, warns on a thin margin, passes a full one', () => {
    const base = selectPumps(series([right]), duty).candidates[0]!;
    const npshr = base.delta.x_work.NPSH;
    expect(npshr).toBeGreaterThan(1);
    expect(base.why.npsh).toBeNull();

    const short = selectPumps(series([right]), { ...duty, NPSHa: npshr - 0.1 });
    expect(short.candidates).toHaveLength(0);
    expect(short.rejected).toEqual([{ id: 2, name: 'M', reason: 'npsh' }]);

    const thin = selectPumps(series([right]), { ...duty, NPSHa: npshr + 0.3 }).candidates[0]!;
    expect(thin.why.npsh).toMatchObject({ status: 'thin', requiredMarginM: 0.5 });
    expect(thin.why.npsh!.marginM).toBeCloseTo(0.3, 9);

    const ok = selectPumps(series([right]), { ...duty, NPSHa: npshr + 1 }).candidates[0]!;
    expect(ok.why.npsh!.status).toBe('ok');
  });

  it('takes NPSHa from the inlet pressure at the temperature, and refuses both given', () => {
    // 0.3 bar (abs.) at 80 °C: (30 000 − 47 414.7)/(971.803 · 9.80665) < 0: the water boils, every pump cavitates.
    const boiling = selectPumps(series([right]), { ...duty, T: 80, pin: 0.3 });
    expect(boiling.candidates).toHaveLength(0);
    expect(boiling.rejected[0]!.reason).toBe('npsh');
    const fine = selectPumps(series([right]), { ...duty, T: 20, pin: 1.01325 }).candidates[0]!;
    expect(fine.why.npsh!.availableM).toBeCloseTo(10.112, 3);
    expect(() => selectPumps(series([right]), { ...duty, NPSHa: 5, pin: 1 })).toThrow(PumpRefusal);
    expect(() => selectPumps(series([right]), { ...duty, pin: 0 })).toThrow(PumpRefusal);
    expect(() => selectPumps(series([right]), { ...duty, NPSHa: -1 })).toThrow(PumpRefusal);
  });
});

describe('selection at the water temperature', () => {
  const big = syntheticModel({ id: 4, name: 'XL', qBep: 40, h0: 90 });

  it('converts a bar duty with ρ(T): 6 bar at 80 °C is a 62.96 m duty', () => {
    const r = selectPumps(series([big]), { units: 'm', Q: 20, H: 6, H0: 0, BoxType: 0, T: 80 });
    expect(r.water.temperatureC).toBe(80);
    expect(r.water.metresPerBar).toBeCloseTo(10.493, 3);
    expect(r.candidates[0]!.delta.x_work.H).toBeCloseTo(62.958, 3);
    expect(r.candidates[0]!.delta.x_work.p).toBeCloseTo(6, 9);
    const curves = pumpCurves(big, { units: 'm', Q: 20, H: 6, H0: 0, BoxType: 0, T: 80 }, series([big]));
    expect(curves.headMetresPerBar).toBeCloseTo(10.493, 3);
    expect(curves.workingPoint!.H).toBeCloseTo(62.958, 3);
  });

  it('scales the catalogue shaft power (water at 20 °C) with the density', () => {
    const at = (T: number) =>
      selectPumps(series([big]), { units: 'm', hunits: 'm', Q: 10, H: 60, H0: 0, BoxType: 0, T })
        .candidates[0]!;
    // The same duty in metres: the same speed, P2 in the ratio of the densities 971.80/998.21.
    expect(at(80).delta.x_work.speedPct).toBeCloseTo(at(20).delta.x_work.speedPct, 9);
    expect(at(80).why.powerKw / at(20).why.powerKw).toBeCloseTo(971.803 / 998.206, 5);
  });
});

describe('energy with a load profile', () => {
  // A pump whose shaft power is 2 kW over its whole range (fits exactly), motor 5.5 kW.
  const flatPower = (): PumpModelData => {
    const m = syntheticModel({ id: 5, name: 'F', qBep: 10, h0: 55 });
    return { ...m, curve: m.curve.map((p) => ({ ...p, P2: 2 })) };
  };

  it('fixed speed, throttled: 1000 h at the duty, by hand', () => {
    const r = selectPumps(series([flatPower()]), {
      units: 'm',
      Q: 10,
      H: 3,
      H0: 1,
      BoxType: 2,
      price: 5,
      years: 10,
      h100: 1000,
      h75: 0,
      h50: 0,
      h25: 0,
    });
    const e = r.candidates[0]!.why.energy!;
    expect(e.ok).toBe(true);
    if (!e.ok) return;
    // IE3 5.5 kW 2-pole: η 89.2 % (IEC 60034-30-1), L = 5500(1/0.892 − 1) = 665.92 W; load 2000/5500:
    // P1 = 2000 + 665.92·(0.35 + 0.65·0.36364²) = 2290.3 W → 2290.3 kWh a year, ×5 ₽ = 11 451 ₽, ×10 years.
    const p1 = 2000 + 5500 * (1 / 0.892 - 1) * (0.35 + 0.65 * (2000 / 5500) ** 2);
    const factor = pumpWater(20).powerFactor; // 998.206/998.2
    expect(e.kwhPerYear).toBeCloseTo(
      (estimatedInputPower((2000 * factor) as Watts, 5.5 as Kilowatts) * 1000) / 1000,
      6,
    );
    expect(e.kwhPerYear).toBeCloseTo(p1, 0);
    expect(e.rows).toHaveLength(1);
    // Decision 0042: at fixed speed the 100 % row runs where the pump curve crosses the system curve.
    expect(e.rows[0]!.Q).toBeCloseTo(r.candidates[0]!.delta.x_work.Q, 9);
    expect(r.candidates[0]!.why.lcc.fixedSpeedAt).toBe('crossing');
    // Money in kopecks, rounded once a year (decision 0042).
    expect(e.costPerYear).toBeCloseTo(e.kwhPerYear * 5, 2);
    expect(e.costTotal).toBe(e.costPerYear * 10);
  });

  it('with control, part flow on a system curve through the origin runs at the affinity speed', () => {
    const r = selectPumps(series([flatPower()]), {
      units: 'm',
      Q: 10,
      H: 3,
      H0: 0,
      BoxType: 0,
      price: 1,
      h100: 1000,
      h75: 0,
      h50: 1000,
      h25: 0,
    });
    const e = r.candidates[0]!.why.energy!;
    if (!e.ok) throw new Error('energy refused');
    const [full, half] = e.rows;
    // H ∝ Q² through the origin: half the flow at half the speed, P2 = 2 kW · s³.
    expect(half!.speedPct).toBeCloseTo(full!.speedPct / 2, 6);
    const s = half!.speedPct / 100;
    const factor = pumpWater(20).powerFactor;
    // Motor (decision 0030) plus the IE2 converter's losses at (s; torque ratio) (decision 0042).
    const shaft = 2000 * s ** 3 * factor;
    expect(half!.inputKw).toBeCloseTo(
      (estimatedInputPower(shaft as Watts, 5.5 as Kilowatts) + converterLossW(5.5, s, shaft / 5500 / s)) /
        1000,
      9,
    );
    expect(e.kwhPerYear).toBeCloseTo(full!.kwh + half!.kwh, 9);
    expect(e.years).toBe(10);
  });

  it('charges a share left of the curve at its lowest point, never extrapolates; defaults to the example profile', () => {
    const m = flatPower();
    const r = selectPumps(series([m]), { units: 'm', Q: 10, H: 3, H0: 1, BoxType: 2, price: 5 });
    const e = r.candidates[0]!.why.energy!;
    if (!e.ok) throw new Error('energy refused');
    // 25 % of 10 m³/h = 2.5 m³/h is left of the curve's 3 m³/h: the pump runs at 3 m³/h (a bypass
    // returns the rest), 2 kW at the shaft like everywhere on this curve.
    const row25 = r.candidates[0]!.why.lcc.rows[3]!;
    expect(row25.atLowestPoint).toBe(true);
    expect(row25.inputKw).toBeCloseTo(e.rows[0]!.inputKw, 9);
    expect(e.rows.map((row) => row.hours)).toEqual([...EXAMPLE_LOAD_PROFILE_HOURS]);
    const without25 = selectPumps(series([m]), {
      units: 'm',
      Q: 10,
      H: 3,
      H0: 1,
      BoxType: 2,
      price: 5,
      h25: 0,
    });
    const ok = without25.candidates[0]!.why.energy!;
    if (!ok.ok) throw new Error('energy refused');
    expect(ok.rows.map((row) => row.hours)).toEqual(EXAMPLE_LOAD_PROFILE_HOURS.slice(0, 3));
  });

  it('refuses bad profiles', () => {
    const m = flatPower();
    const d = { units: 'm' as const, Q: 10, H: 3, H0: 1, BoxType: 2 as const };
    expect(() => selectPumps(series([m]), { ...d, price: 0 })).toThrow(PumpRefusal);
    expect(() => selectPumps(series([m]), { ...d, price: 1, h100: 8760, h75: 1 })).toThrow(PumpRefusal);
    expect(() => selectPumps(series([m]), { ...d, price: 1, years: 1.5 })).toThrow(PumpRefusal);
    // No tariff given: the default 8 ₽/kWh, stated; hours alone are a profile.
    const e = selectPumps(series([m]), { ...d, h100: 100 }).candidates[0]!.why.energy!;
    if (!e.ok) throw new Error('energy refused');
    expect(e.price).toBe(8);
    expect(e.rows[0]!.hours).toBe(100);
  });
});
