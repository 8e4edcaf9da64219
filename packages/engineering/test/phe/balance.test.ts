// Closing the energy balance from the Clever and LT (5 of 7) inputs, and the refusals a user sees.
import { describe, expect, it } from 'vitest';
import { closePheBalance } from '../../src/phe';
import { heatingInput } from './helpers';
import { testWaterProperties, WATER } from './water-table';

const cpAt = (t: number) => testWaterProperties(WATER, { temperature: t }).specificHeat;
const close = (over: Parameters<typeof heatingInput>[0]) =>
  closePheBalance(heatingInput(over), testWaterProperties);

describe('closePheBalance', () => {
  it('Clever: duty and four temperatures give both flows, Q = ṁ·cp(T̄)·ΔT on each side to 1e-9', () => {
    const r = close({});
    if (!r.ok) throw new Error(r.refusal.reason);
    const { hot, cold, dutyKW } = r.balance;
    expect(dutyKW).toBe(200);
    expect(hot.massFlowKgS * cpAt(75) * 30).toBeCloseTo(200_000, 4);
    expect(cold.massFlowKgS * cpAt(55) * 30).toBeCloseTo(200_000, 4);
    expect(hot.massFlowKgS).toBeCloseTo(200_000 / (4193.55 * 30), 3);
  });

  it('LT, 5 of 7: both flows and three temperatures give the duty and the missing outlet', () => {
    const r = close({
      dutyKW: undefined,
      hot: { fluid: WATER, tIn: 90, tOut: 60, massFlowKgS: 1.6, maxPressureDropKPa: 50 },
      cold: { fluid: WATER, tIn: 40, massFlowKgS: 2, maxPressureDropKPa: 50 },
    });
    if (!r.ok) throw new Error(r.refusal.reason);
    const q = 1.6 * cpAt(75) * 30;
    expect(r.balance.dutyKW * 1000).toBeCloseTo(q, 6);
    const c = r.balance.cold;
    // The outlet solves Q = ṁ·cp((tIn + tOut)/2)·(tOut − tIn) with cp at the mean it finds.
    expect(2 * cpAt((c.tIn + c.tOut) / 2) * (c.tOut - c.tIn)).toBeCloseTo(q, 4);
  });

  it('LT, 5 of 7: duty, both inlets and both flows give both outlets', () => {
    const r = close({
      dutyKW: 150,
      hot: { fluid: WATER, tIn: 95, massFlowKgS: 1.5, maxPressureDropKPa: 50 },
      cold: { fluid: WATER, tIn: 10, massFlowKgS: 1, maxPressureDropKPa: 50 },
    });
    if (!r.ok) throw new Error(r.refusal.reason);
    expect(r.balance.hot.tOut).toBeCloseTo(95 - 150_000 / (1.5 * 4200), 0);
    expect(r.balance.cold.tOut).toBeCloseTo(10 + 150_000 / (1 * 4182), 0);
  });

  it('refuses a side with two unknowns, naming what to give', () => {
    const r = close({ cold: { fluid: WATER, tIn: 40, maxPressureDropKPa: 50 } });
    expect(r).toEqual({
      ok: false,
      refusal: {
        reason:
          'Недостаточно данных для нагреваемой среды: задайте две из трёх величин — температуру на входе, температуру на выходе, расход.',
      },
    });
  });

  it('refuses without a duty when no side is fully given', () => {
    const r = close({ dutyKW: undefined });
    expect(r.ok || r.refusal.reason).toMatch(/^Недостаточно данных: без мощности/);
  });

  it('refuses a heating inlet not above its outlet', () => {
    const r = close({ hot: { fluid: WATER, tIn: 60, tOut: 60, maxPressureDropKPa: 50 } });
    expect(r.ok || r.refusal.reason).toBe(
      'Температура греющей среды на входе должна быть выше температуры на выходе.',
    );
  });

  it('refuses a temperature cross: heated outlet above the heating inlet', () => {
    const r = close({ cold: { fluid: WATER, tIn: 40, tOut: 95, maxPressureDropKPa: 50 } });
    expect(r.ok || r.refusal.reason).toBe(
      'Температурный перекрёст: нагреваемая среда на выходе (95 °C) должна быть холоднее греющей на входе (90 °C).',
    );
  });

  it('refuses an outlet the balance pushes past the inlet of the other side', () => {
    const r = close({
      dutyKW: 400,
      cold: { fluid: WATER, tIn: 40, massFlowKgS: 1.5, maxPressureDropKPa: 50 },
    });
    // 400 kW into 1.5 kg/s from 40 °C: about 40 + 400/(1.5·4.18) = 104 °C, above the 90 °C inlet.
    expect(r.ok || r.refusal.reason).toMatch(
      /^Температурный перекрёст: нагреваемая среда на выходе \(104 °C\)/,
    );
  });

  it('passes the property code’s Russian message for a medium out of range', () => {
    const r = close({ hot: { fluid: WATER, tIn: 170, tOut: 60, maxPressureDropKPa: 50 } });
    expect(r.ok || r.refusal.reason).toBe(
      'Вода: температура 170 °C вне диапазона расчёта свойств (0.01–160 °C).',
    );
  });

  it('refuses given values that contradict each other by more than 1 %', () => {
    const r = close({ hot: { fluid: WATER, tIn: 90, tOut: 60, massFlowKgS: 2, maxPressureDropKPa: 50 } });
    expect(r.ok || r.refusal.reason).toMatch(
      /^Данные не согласуются: по расходу и температурам греющей среды мощность 252 кВт/,
    );
  });
});
