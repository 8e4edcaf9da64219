// States outside a method's range are refused with a Russian reason the server shows as is.
import { describe, expect, it } from 'vitest';
import { FluidRangeError, fluidProperties, type FluidSpec, type FluidState } from '../../src/fluids';

function refusal(spec: FluidSpec, state: FluidState): FluidRangeError {
  try {
    fluidProperties(spec, state);
  } catch (e) {
    if (e instanceof FluidRangeError) return e;
    throw e;
  }
  throw new Error('expected a FluidRangeError');
}

describe('water', () => {
  it('boils at 120 °C below 1,99 bar and at 200 °C below 15,55 bar (IF97 region 4)', () => {
    const e = refusal({ medium: 'water' }, { temperature: 120 });
    expect(e).toBeInstanceOf(RangeError);
    expect(e.reason).toBe('boiling');
    expect(e.message).toBe('Вода при 120 °C кипит при давлении ниже 1,99 бар (абс.); задано 1,01 бар (абс.)');
    expect(refusal({ medium: 'water' }, { temperature: 200, pressure: 15.5 }).message).toBe(
      'Вода при 200 °C кипит при давлении ниже 15,55 бар (абс.); задано 15,5 бар (абс.)',
    );
    expect(() => fluidProperties({ medium: 'water' }, { temperature: 120, pressure: 1.99 })).not.toThrow();
    expect(() => fluidProperties({ medium: 'water' }, { temperature: 200, pressure: 15.56 })).not.toThrow();
  });

  it('freezes at 0 °C and is not computed above 200 °C', () => {
    expect(refusal({ medium: 'water' }, { temperature: -5 }).message).toBe(
      'Температура −5 °C ниже температуры замерзания воды (0 °C)',
    );
    expect(refusal({ medium: 'water' }, { temperature: 0 }).reason).toBe('freezing');
    expect(refusal({ medium: 'water' }, { temperature: 210, pressure: 25 }).message).toBe(
      'Температура 210 °C вне диапазона расчёта свойств воды (0…200 °C)',
    );
  });

  it('refuses a missing temperature and a pressure outside IF97 region 1', () => {
    expect(refusal({ medium: 'water' }, { temperature: Number.NaN }).reason).toBe('input');
    expect(refusal({ medium: 'water' }, { temperature: 20, pressure: 0 }).reason).toBe('pressure');
    expect(refusal({ medium: 'water' }, { temperature: 20, pressure: 1200 }).reason).toBe('pressure');
  });
});

describe('sea water', () => {
  it('freezes at −1,9 °C, is computed from 0 to 180 °C only, and boils a little later than water', () => {
    expect(refusal({ medium: 'seawater' }, { temperature: -3 }).message).toBe(
      'Температура −3 °C ниже температуры замерзания морской воды (−1,9 °C)',
    );
    expect(refusal({ medium: 'seawater' }, { temperature: -1 }).message).toBe(
      'Температура −1 °C вне диапазона расчёта свойств морской воды (0…180 °C)',
    );
    expect(refusal({ medium: 'seawater' }, { temperature: 185, pressure: 20 }).reason).toBe('temperature');
    // Water boils at 100 °C at 1,01 bar; sea water's vapour pressure is 1.9 % lower.
    expect(() => fluidProperties({ medium: 'seawater' }, { temperature: 100 })).not.toThrow();
    expect(refusal({ medium: 'seawater' }, { temperature: 120 }).reason).toBe('boiling');
  });

  it('ignores a glycol fraction', () => {
    expect(fluidProperties({ medium: 'seawater', fraction: 0.4 }, { temperature: 20 })).toEqual(
      fluidProperties({ medium: 'seawater' }, { temperature: 20 }),
    );
  });
});

describe('glycols', () => {
  it('refuses a temperature at or below the freezing point of the solution', () => {
    expect(refusal({ medium: 'ethylene-glycol', fraction: 0.3 }, { temperature: -20 }).message).toBe(
      'Температура −20 °C ниже температуры замерзания раствора (−14,6 °C)',
    );
    expect(refusal({ medium: 'propylene-glycol', fraction: 0.2 }, { temperature: -8 }).reason).toBe(
      'freezing',
    );
  });

  it('refuses Melinder fits above 100 °C and fractions they do not cover', () => {
    expect(refusal({ medium: 'ethylene-glycol', fraction: 0.3 }, { temperature: 101 }).message).toBe(
      'Температура 101 °C вне диапазона расчёта свойств раствора этиленгликоля 30 % (−14,6…100 °C)',
    );
    expect(refusal({ medium: 'ethylene-glycol', fraction: 0.7 }, { temperature: 20 }).message).toBe(
      'Массовая доля этиленгликоля 70 % вне диапазона расчёта свойств (0…60 %)',
    );
    expect(refusal({ medium: 'propylene-glycol', fraction: 0.65 }, { temperature: 20 }).message).toBe(
      'Массовая доля пропиленгликоля 65 % вне диапазона расчёта свойств (0…60 % или 70…80 %)',
    );
    expect(refusal({ medium: 'propylene-glycol', fraction: 0.85 }, { temperature: 20 }).reason).toBe(
      'fraction',
    );
    expect(refusal({ medium: 'ethylene-glycol', fraction: -0.1 }, { temperature: 20 }).reason).toBe(
      'fraction',
    );
    expect(refusal({ medium: 'propylene-glycol' }, { temperature: 20 }).message).toBe(
      'Не задана массовая доля пропиленгликоля',
    );
  });

  it('refuses PG 70–80 % outside −20…120 °C and where it boils', () => {
    expect(refusal({ medium: 'propylene-glycol', fraction: 0.8 }, { temperature: -25 }).message).toBe(
      'Температура −25 °C вне диапазона расчёта свойств раствора пропиленгликоля 80 % (−20…120 °C)',
    );
    expect(refusal({ medium: 'propylene-glycol', fraction: 0.7 }, { temperature: 120 }).message).toBe(
      'Раствор пропиленгликоля 70 % при 120 °C кипит при давлении ниже 1,28 бар (абс.); задано 1,01 бар (абс.)',
    );
    expect(() =>
      fluidProperties({ medium: 'propylene-glycol', fraction: 0.7 }, { temperature: 120, pressure: 3 }),
    ).not.toThrow();
    expect(() =>
      fluidProperties({ medium: 'propylene-glycol', fraction: 0.8 }, { temperature: -20 }),
    ).not.toThrow();
  });

  it('accepts pressures to 30 bar for the atmospheric correlations, refuses above', () => {
    expect(() =>
      fluidProperties({ medium: 'ethylene-glycol', fraction: 0.4 }, { temperature: 50, pressure: 30 }),
    ).not.toThrow();
    expect(
      refusal({ medium: 'ethylene-glycol', fraction: 0.4 }, { temperature: 50, pressure: 31 }).reason,
    ).toBe('pressure');
  });
});
