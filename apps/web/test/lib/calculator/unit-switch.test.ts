// A number field's unit switch (decision 0045): the same quantity in the new unit, straight back
// restores the number typed, an edited number converts afresh, and a number that cannot be
// converted yet is kept with the reason — the Clever form's conversions as a user meets them.
import { describe, expect, it } from 'vitest';
import { heatUnitConvert } from '../../../src/features/calculators/heat-exchangers/heat-unit-switch';
import { shownSwitch, switchFieldUnit } from '../../../src/lib/calculator/unit-switch';

const power = heatUnitConvert('Q', {});
const pressure = heatUnitConvert('R1', {});

describe('switchFieldUnit', () => {
  it('converts 200 кВт to 0,2 МВт and back to the 200 typed; an edited number converts afresh', () => {
    const toMw = switchFieldUnit<string>(200, 'kW', 'MW', power, 4, null);
    expect(toMw).toEqual({ value: 0.2, last: { from: 'kW', typed: 200, to: 'MW', converted: 0.2 } });
    expect(switchFieldUnit<string>(0.2, 'MW', 'kW', power, 4, toMw.last).value).toBe(200);
    expect(switchFieldUnit<string>(0.3, 'MW', 'kW', power, 4, toMw.last).value).toBe(300);
    // 1 Gcal/h = 1,163 MW exactly; to the field's four decimals.
    expect(switchFieldUnit<string>(1, 'Gcal/h', 'MW', power, 4, null).value).toBe(1.163);
  });

  it('30 кПа is 0,3 бар and 3,0591 м вод. ст.; empty stays empty; the same unit changes nothing', () => {
    expect(switchFieldUnit<string>(30, 'kPa', 'bar', pressure, 4, null).value).toBe(0.3);
    expect(switchFieldUnit<string>(30, 'kPa', 'mwc', pressure, 4, null).value).toBe(3.0591);
    expect(switchFieldUnit<string>(null, 'kPa', 'bar', pressure, 4, null)).toEqual({
      value: null,
      last: null,
    });
    expect(switchFieldUnit<string>(30, 'kPa', 'kPa', pressure, 4, null)).toEqual({ value: 30, last: null });
  });

  it('a flow in т/ч → м³/ч needs the side’s temperature; with water at 90 °C it is converted', () => {
    const without = switchFieldUnit<string>(10, 't/h', 'm3/h', heatUnitConvert('G1', {}), 4, null);
    expect(without.value).toBe(10);
    expect(without.last).toMatchObject({ kept: 'temperature' });
    const glycol = heatUnitConvert('G2', { EnvironmentColdId: 'ethylene-glycol', T3: 20 });
    expect(switchFieldUnit<string>(10, 't/h', 'm3/h', glycol, 4, null).last).toMatchObject({
      kept: 'percent',
    });
    const water = heatUnitConvert('G1', { EnvironmentHotId: 'water', T1: 90 });
    const converted = switchFieldUnit<string>(10, 't/h', 'm3/h', water, 4, null);
    expect(converted.value).toBeCloseTo(10.36, 2);
    // м³/ч ↔ л/ч needs no density.
    expect(switchFieldUnit<string>(2, 'm3/h', 'l/h', heatUnitConvert('G1', {}), 4, null).value).toBe(2000);
  });

  it('the note shows while the field holds the converted number in the unit switched to', () => {
    const last = { from: 'kW', typed: 200, to: 'MW', converted: 0.2 };
    expect(shownSwitch(last, 0.2, 'MW')).toBe(last);
    expect(shownSwitch(last, 0.25, 'MW')).toBeNull();
    expect(shownSwitch(last, 0.2, 'kW')).toBeNull();
  });
});
