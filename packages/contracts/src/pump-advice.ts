// What to try when no pump fits (decision 0011): the nearest model's miss, parallel pumps and other
// series, in figures, and the Russian sentences that word them under 'Решений не найдено'.
import { z } from 'zod';
import { pumpBoxType } from './pump-form';
import type { PumpHeadUnits, PumpUnits } from './pump-ranges';
import { plural, ruNumber } from './russian';

const modelRef = z.object({ id: z.number().int(), name: z.string() });

/** How the nearest model misses the duty at rated speed (decision 0011). */
export const pumpMissKind = z.enum(['headShort', 'headOver', 'flowAbove', 'flowBelow']);
export type PumpMissKind = z.infer<typeof pumpMissKind>;

/**
 * What to try when nothing fits (decision 0011), in figures; pumpAdviceMessages words them.
 * - nearest: the rejected model nearest the duty; head kinds give heads [form head unit], flow kinds flows
 *   [form unit] (`actual` the end of the set's range the duty passes); pct the miss [%].
 * - parallel: the smallest pump count (above the one asked for) with a fitting model, if any.
 * - series: the other series with a fitting model for the same duty, one pump, with the control
 *   type they were run with (null when the series has no such choice).
 */
export const pumpNoSolutionAdvice = z.object({
  nearest: z
    .object({
      id: z.number().int(),
      name: z.string(),
      kind: pumpMissKind,
      Q: z.number(),
      required: z.number(),
      actual: z.number(),
      pct: z.number().nonnegative(),
    })
    .nullable(),
  parallel: z
    .object({ pcnt: z.number().int().min(2).max(5), best: modelRef, count: z.number().int().positive() })
    .nullable(),
  series: z.array(
    z.object({
      seriesId: z.number().int(),
      name: z.string(),
      count: z.number().int().positive(),
      best: modelRef,
      BoxType: pumpBoxType.nullable(),
    }),
  ),
});
export type PumpNoSolutionAdvice = z.infer<typeof pumpNoSolutionAdvice>;

/** No-break space: a figure and its unit stay on one line. */
const NB = '\u00a0';
/** A figure in advice: three significant figures, decimal comma. */
const figure = (v: number): string => ruNumber(Number(v.toPrecision(3)));
const percent = (pct: number): string => (pct < 0.5 ? 'менее 1' : ruNumber(Math.round(pct)));
const flowUnitText = (units: PumpUnits): string => (units === 'l' ? 'л/с' : 'м³/ч');
/** The head unit as a Russian page writes it. */
export const pumpHeadUnitText = (hunits: PumpHeadUnits | undefined): string => (hunits === 'm' ? 'м' : 'бар');
const models = (n: number): string => `${n} ${plural(n, 'модель', 'модели', 'моделей')}`;
const pumpsWord = (n: number): string => plural(n, 'насос', 'насоса', 'насосов');

/** A figure and its unit: «5,2\u00a0бар», «10\u00a0м³/ч». */
const withUnit = (v: number, unit: string): string => `${figure(v)}${NB}${unit}`;

/**
 * The texts of the advice under 'Решений не найдено' (a figure and its unit never part). Figures
 * come formatted (withUnit); pumpNearestText and the page build them from the advice's figures.
 */
export const pumpAdviceMessages = {
  title: 'Что можно попробовать',
  headShort: (name: string, flow: string, head: string, pct: string, required: string) =>
    `Ближе всего ${name}: при Q ${flow} напор ${head} — на ${pct}${NB}% меньше требуемого ${required}`,
  headOver: (name: string, flow: string, head: string, pct: string, required: string) =>
    `Ближе всего ${name}: при Q ${flow} напор ${head} — на ${pct}${NB}% больше требуемого ${required}, без частотного регулирования насос выходит за свой диапазон`,
  flowAbove: (name: string, required: string, pct: string, actual: string) =>
    `Ближе всего ${name}: требуемая подача ${required} на ${pct}${NB}% больше наибольшей подачи ${actual}`,
  flowBelow: (name: string, required: string, pct: string, actual: string) =>
    `Ближе всего ${name}: требуемая подача ${required} на ${pct}${NB}% меньше наименьшей подачи ${actual}`,
  /** `more`: how many other models fit besides `best`. */
  parallel: (pcnt: number, best: string, more: number): string =>
    `Подойдут ${pcnt} ${pumpsWord(pcnt)} параллельно: ${best}` + (more > 0 ? ` и ещё ${models(more)}` : ''),
  parallelAction: (pcnt: number): string => `Подобрать ${pcnt} ${pumpsWord(pcnt)} параллельно`,
  series: (name: string, count: number, best: string): string =>
    `В серии ${name} ${count % 10 === 1 && count % 100 !== 11 ? 'подходит' : 'подходят'} ${models(count)}, например ${best}`,
  seriesAction: (name: string): string => `Подобрать в серии ${name}`,
  nothingElse: 'Ни параллельная работа до 5 насосов, ни другие серии каталога этот режим не обеспечивают.',
} as const;

/** The nearest model's sentence: «Ближе всего EVR 1-11: при Q 5 м³/ч напор 5,2 бар — на 12 % меньше требуемого 5,9 бар». */
export function pumpNearestText(
  n: NonNullable<PumpNoSolutionAdvice['nearest']>,
  units: PumpUnits,
  hunits?: PumpHeadUnits,
): string {
  const q = flowUnitText(units);
  const h = pumpHeadUnitText(hunits);
  const m = pumpAdviceMessages;
  switch (n.kind) {
    case 'headShort':
    case 'headOver':
      return m[n.kind](
        n.name,
        withUnit(n.Q, q),
        withUnit(n.actual, h),
        percent(n.pct),
        withUnit(n.required, h),
      );
    case 'flowAbove':
    case 'flowBelow':
      return m[n.kind](n.name, withUnit(n.required, q), percent(n.pct), withUnit(n.actual, q));
  }
}
