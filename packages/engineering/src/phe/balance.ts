// Closing the energy balance of a plate exchanger from what the form gives (Clever: duty and four
// temperatures; LT: any 5 of 7), and the refusals of impossible temperature sets.
import type { FluidProperties, FluidSpec, FluidState } from '../fluids/types';
import type { PheBalance, PheDesignInput, PheRefusal, PheSideInput } from './types';

export type PropertiesFn = (spec: FluidSpec, state: FluidState) => FluidProperties;

/** Standard atmosphere [bar]: the form's gauge pressure plus this is the absolute pressure. */
export const ATMOSPHERE_BAR = 1.01325;
/** Given values that over-determine the balance must agree within this share. */
export const BALANCE_TOLERANCE = 0.01;

export type BalanceResult = { ok: true; balance: PheBalance } | { ok: false; refusal: PheRefusal };

const fmt = (v: number, digits = 3) => String(Number(v.toPrecision(digits))).replace('.', ',');

/** A fluid property function's refusal (RangeError with a Russian message) as a refusal; others rethrow. */
export function asRefusal(e: unknown): { ok: false; refusal: PheRefusal } {
  if (e instanceof RangeError) return { ok: false, refusal: { reason: e.message } };
  throw e;
}

interface Side {
  tIn?: number;
  tOut?: number;
  m?: number;
}

/**
 * Closes one side for a known duty: Q = ṁ·cp(T̄)·|tIn − tOut| with cp at the side's mean temperature
 * (fixed-point iteration on cp; converges in a few steps, cp varies by well under 1 % per 10 K).
 * @param sign - +1 for the hot side (tIn > tOut), −1 for the cold side
 */
function closeSide(side: Side, q: number, sign: 1 | -1, cp: (t: number) => number): Required<Side> {
  const { tIn, tOut } = side;
  let m = side.m;
  if (tIn !== undefined && tOut !== undefined) {
    m ??= q / (cp((tIn + tOut) / 2) * sign * (tIn - tOut));
    return { tIn, tOut, m };
  }
  if (m === undefined) throw new Error('closeSide: two unknowns');
  const known = (tIn ?? tOut)!;
  let other = known;
  for (let i = 0; i < 30; i++) {
    const next =
      tIn !== undefined
        ? known - (sign * q) / (m * cp((known + other) / 2))
        : known + (sign * q) / (m * cp((known + other) / 2));
    if (Math.abs(next - other) < 1e-9) {
      other = next;
      break;
    }
    other = next;
  }
  return tIn !== undefined ? { tIn, tOut: other, m } : { tIn: other, tOut: known, m };
}

const count = (s: Side) =>
  (s.tIn === undefined ? 1 : 0) + (s.tOut === undefined ? 1 : 0) + (s.m === undefined ? 1 : 0);

/**
 * Closes the balance: the duty from a fully given side when the duty is missing, then each side's
 * missing temperature or flow. Refuses with a Russian reason: a side with two unknowns, values that
 * contradict each other by more than 1 %, the heating side not cooling, the heated side not
 * warming, a temperature cross (heated outlet at or above heating inlet, heated inlet at or above
 * heating outlet), and a medium out of its property range (the property function's message).
 */
export function closePheBalance(input: PheDesignInput, props: PropertiesFn): BalanceResult {
  const pressure = input.pressureBar + ATMOSPHERE_BAR;
  const hot: Side = { tIn: input.hot.tIn, tOut: input.hot.tOut, m: input.hot.massFlowKgS };
  const cold: Side = { tIn: input.cold.tIn, tOut: input.cold.tOut, m: input.cold.massFlowKgS };
  const cpOf = (s: PheSideInput) => (t: number) => props(s.fluid, { temperature: t, pressure }).specificHeat;
  const refuse = (reason: string): BalanceResult => ({ ok: false, refusal: { reason } });

  for (const [v, what] of [
    [input.dutyKW, 'мощность'],
    [hot.m, 'расход греющей среды'],
    [cold.m, 'расход нагреваемой среды'],
  ] as const) {
    if (v !== undefined && !(v > 0)) return refuse(`Значение «${what}» должно быть больше нуля.`);
  }
  // The temperature order first: it is what the user typed, and the balance below assumes it.
  if (hot.tIn !== undefined && hot.tOut !== undefined && !(hot.tIn > hot.tOut))
    return refuse('Температура греющей среды на входе должна быть выше температуры на выходе.');
  if (cold.tIn !== undefined && cold.tOut !== undefined && !(cold.tIn < cold.tOut))
    return refuse('Температура нагреваемой среды на входе должна быть ниже температуры на выходе.');

  try {
    let q = input.dutyKW !== undefined ? input.dutyKW * 1000 : undefined;
    if (q === undefined) {
      const full = count(hot) === 0 ? hot : count(cold) === 0 ? cold : undefined;
      if (!full)
        return refuse(
          'Недостаточно данных: без мощности нужно задать обе температуры и расход хотя бы одной из сред.',
        );
      const spec = full === hot ? input.hot : input.cold;
      q = full.m! * cpOf(spec)((full.tIn! + full.tOut!) / 2) * Math.abs(full.tIn! - full.tOut!);
    }
    for (const [s, name] of [
      [hot, 'греющей'],
      [cold, 'нагреваемой'],
    ] as const) {
      if (count(s) >= 2)
        return refuse(
          `Недостаточно данных для ${name} среды: задайте две из трёх величин — температуру на входе, температуру на выходе, расход.`,
        );
    }
    const h = closeSide(hot, q, 1, cpOf(input.hot));
    const c = closeSide(cold, q, -1, cpOf(input.cold));
    // Over-determined input (all seven, or a side with all three and the duty): must agree.
    for (const [s, closed, spec, name] of [
      [hot, h, input.hot, 'греющей'],
      [cold, c, input.cold, 'нагреваемой'],
    ] as const) {
      if (count(s) === 0) {
        const qSide =
          closed.m * cpOf(spec)((closed.tIn + closed.tOut) / 2) * Math.abs(closed.tIn - closed.tOut);
        if (Math.abs(qSide - q) > BALANCE_TOLERANCE * q)
          return refuse(
            `Данные не согласуются: по расходу и температурам ${name} среды мощность ${fmt(qSide / 1000)} кВт, ` +
              `а задано ${fmt(q / 1000)} кВт (допустимо расхождение ${BALANCE_TOLERANCE * 100} %).`,
          );
      }
    }
    if (!(h.tIn > h.tOut))
      return refuse('Температура греющей среды на входе должна быть выше температуры на выходе.');
    if (!(c.tIn < c.tOut))
      return refuse('Температура нагреваемой среды на входе должна быть ниже температуры на выходе.');
    if (!(c.tOut < h.tIn))
      return refuse(
        `Температурный перекрёст: нагреваемая среда на выходе (${fmt(c.tOut)} °C) должна быть холоднее греющей на входе (${fmt(h.tIn)} °C).`,
      );
    if (!(c.tIn < h.tOut))
      return refuse(
        `Температурный перекрёст: нагреваемая среда на входе (${fmt(c.tIn)} °C) должна быть холоднее греющей на выходе (${fmt(h.tOut)} °C).`,
      );
    // Every temperature of both sides must be a state the property formulation covers.
    for (const [spec, s] of [
      [input.hot.fluid, h],
      [input.cold.fluid, c],
    ] as const) {
      props(spec, { temperature: s.tIn, pressure });
      props(spec, { temperature: s.tOut, pressure });
    }
    return {
      ok: true,
      balance: {
        dutyKW: q / 1000,
        hot: { tIn: h.tIn, tOut: h.tOut, massFlowKgS: h.m },
        cold: { tIn: c.tIn, tOut: c.tOut, massFlowKgS: c.m },
      },
    };
  } catch (e) {
    return asRefusal(e);
  }
}
