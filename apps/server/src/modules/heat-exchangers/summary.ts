// What a heat-exchanger selection was, for the cabinet's history rows and search: the best unit
// the line (and model) as the title; the best unit once done, the duty and temperatures as typed, with units.
import {
  cleverForm,
  heatFigure,
  heatSearchResult,
  heatUnitLabels,
  rtoStoredForm,
  type HistorySummary,
  type KpSolutionOffer,
} from '@podbor/contracts';
import { z } from 'zod';

/** What the search reads of a done response: every offered unit's names and priced articles. */
const offeredUnits = z.object({
  solutions: z.array(
    z.object({
      assortment: z.object({ name: z.string() }),
      cost: z.object({ lines: z.array(z.object({ article: z.string() })) }).optional(),
    }),
  ),
});

const temps = (a: number | undefined, b: number | undefined) =>
  a !== undefined && b !== undefined ? `${heatFigure(a)}→${heatFigure(b)} °C` : null;

const best = (response: unknown): string | null => {
  const done = heatSearchResult.safeParse(response);
  return done.success ? (done.data.solutions[0]?.solution ?? null) : null;
};

export function describeCleverCalc(input: unknown, response: unknown): HistorySummary | null {
  const f = cleverForm.safeParse(input);
  if (!f.success) return null;
  const d = f.data;
  const details = [
    best(response),
    `Q ${heatFigure(d.Q, 6)} ${heatUnitLabels[d.QUnit]}, X ${heatFigure(d.X)} %`,
    temps(d.T1, d.T2),
    temps(d.T3, d.T4),
  ].filter((x): x is string => x !== null);
  return { title: `Clever${d.PtoType === '0' ? '' : ` ${d.PtoType}`}`, details };
}

export function describeRtoCalc(input: unknown, response: unknown): HistorySummary | null {
  const f = rtoStoredForm.safeParse(input);
  if (!f.success) return null;
  const d = f.data;
  const details = [
    best(response),
    d.POWER !== undefined ? `${heatFigure(d.POWER, 6)} кВт` : null,
    temps(d.SRC_INPUT, d.SRC_OUTPUT),
    temps(d.REC_INPUT, d.REC_OUTPUT),
    `PN ${d.PRESSURE}`,
  ].filter((x): x is string => x !== null);
  return { title: 'LT', details };
}

/** What the solutions read of a response: each unit's name and article (its `solution`). */
const offered = z.object({
  solutions: z.array(
    z.object({
      solution: z.string(),
      assortment: z.object({ name: z.string() }),
      cost: z.object({ lines: z.array(z.object({ article: z.string(), count: z.number() })) }).optional(),
    }),
  ),
});

/**
 * The units a selection offers, named as the result page names them: «Теплообменник CLH 65S», with
 * the frame and plates it is priced by (absent in answers stored before the cost ranking).
 */
export function heatSolutions(response: unknown): KpSolutionOffer[] {
  const done = offered.safeParse(response);
  return done.success
    ? done.data.solutions.map((s) => ({
        article: s.solution,
        name: `Теплообменник ${s.assortment.name}`,
        ...(s.cost ? { parts: s.cost.lines.map((l) => ({ article: l.article, count: l.count })) } : {}),
      }))
    : [];
}

/**
 * What the history search finds a done heat-exchanger selection by: every offered unit's model
 * ('CLH 100S') and the articles it is priced by.
 */
export function heatSearchTerms(_input: unknown, response: unknown): string[] {
  const done = offeredUnits.safeParse(response);
  if (!done.success) return [];
  // Not the full name ('CLH 100S · 45 пластин · …'): it starts with the model, and a second term
  // per unit matching the same words would double what a search counts through.
  return done.data.solutions.flatMap((s) => [
    s.assortment.name,
    ...(s.cost?.lines.map((l) => l.article) ?? []),
  ]);
}
