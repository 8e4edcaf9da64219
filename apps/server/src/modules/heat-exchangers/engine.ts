// The `clever` and `rto` engines of the selection pool (worker threads): the form in the engine's
// units, the design priced by the job's price list (cheapest first) and a datasheet per solution;
// or, asked by the rating's datasheet call, a rated unit's datasheet alone.
import {
  cleverForm,
  cleverInputRows,
  heatDatasheetKey,
  heatRatingFileName,
  heatRatingRequest,
  heatSolutionName,
  rtoForm,
  rtoInputRows,
  searchMessages,
  type HeatRatingResult,
  type HeatRow,
  type HeatSearchResult,
  type HeatSolution,
} from '@podbor/contracts';
import { isFluidRangeError } from '@podbor/engineering/fluids';
import type { PheDesignInput, PheLine } from '@podbor/engineering/phe';
import { EngineRefusal, type Engine, type EngineFile, type JobRequest } from '../selection/engine';
import { renderHeatDatasheet, renderHeatRatingDatasheet } from './datasheet';
import { cleverDesignInput, rtoDesignInput } from './design-input';
import { heatDeps, type HeatDeps } from './phe-engine';
import { rateUnit } from './rating';

/**
 * How many solutions a selection offers: each gets a PDF rendered in the job, and a list longer
 * than a screen is not read (decision 0027).
 */
export const MAX_SOLUTIONS = 10;

/**
 * A design as the request's answer: the cheapest MAX_SOLUTIONS by the job's price list (the engine's
 * order, decision 0026 «Cost»), a datasheet each; refusals in Russian.
 */
export async function designAnswer(
  { engine, note }: Pick<HeatDeps, 'engine' | 'note'>,
  input: PheDesignInput,
  inputs: readonly HeatRow[],
  request: JobRequest,
): Promise<{ response: HeatSearchResult; files: EngineFile[] }> {
  const list = request.priceList;
  const result = engine.design(list ? { ...input, prices: list.items } : input);
  if (!result.ok) {
    const { reason, closestMiss } = result.refusal;
    throw new EngineRefusal(closestMiss ? [reason, `${closestMiss.model}: ${closestMiss.detail}`] : reason);
  }
  if (result.solutions.length === 0) throw new EngineRefusal(searchMessages.noSolutions);
  // Issue 30 item 8: the engine's order (cheapest first) is the offer's; each with its datasheet.
  const solutions: HeatSolution[] = result.solutions.slice(0, MAX_SOLUTIONS).map((s) => {
    const name = heatSolutionName(s.model, s.check.plates, s.thicknessMm, s.plateMaterial);
    return {
      solution: name,
      assortment: { name: s.model },
      thicknessMm: s.thicknessMm,
      channelMix: s.channelMix,
      plateMaterial: s.plateMaterial,
      pressureClassBar: s.pressureClassBar,
      check: s.check,
      cost: s.cost,
      ...(s.frame ? { frame: s.frame } : {}),
      ...(s.massKg !== undefined ? { massKg: s.massKg } : {}),
      file: heatDatasheetKey(name),
    };
  });
  const files: EngineFile[] = [];
  for (const s of request.documents ? solutions : [])
    files.push({
      name: s.file,
      mime: 'application/pdf',
      data: await renderHeatDatasheet({ line: input.line, request, solution: s, inputs, note }),
    });
  const prices = list ? { source: list.source, illustrative: list.illustrative } : null;
  return { response: { line: input.line, note, prices, balance: result.balance, solutions }, files };
}

/** The form in the engine's units; a medium the property methods do not cover is refused in Russian. */
function inputOf(make: () => PheDesignInput): PheDesignInput {
  try {
    return make();
  } catch (e) {
    if (isFluidRangeError(e)) throw new EngineRefusal(e.message);
    throw e;
  }
}

/** The job input of a rated unit's datasheet (the rating call's `…/rate/datasheet`), not a form. */
export interface RatingSheetInput {
  ratingSheet: unknown;
}

const isRatingSheet = (raw: unknown): raw is RatingSheetInput =>
  typeof raw === 'object' && raw !== null && 'ratingSheet' in raw;

/**
 * A rated unit's datasheet (issue 30 item 2): rated again here, in the worker, with the same pure
 * function the rating call answers with, so the sheet's figures are the page's; no answer is kept.
 */
async function ratingSheet(
  deps: HeatDeps,
  line: PheLine,
  raw: RatingSheetInput,
  request: JobRequest,
): Promise<{ response: HeatRatingResult; files: EngineFile[] }> {
  const rating = heatRatingRequest.parse(raw.ratingSheet);
  const rated = rateUnit(line, rating, deps);
  if (!rated.ok) throw new EngineRefusal(rated.reason);
  const data = await renderHeatRatingDatasheet({
    line,
    rating,
    result: rated.result,
    created: request.created,
  });
  return {
    response: rated.result,
    files: [{ name: heatRatingFileName(rating), mime: 'application/pdf', data }],
  };
}

/** The two lines' engines on the given engine and properties (tests pass the fake). */
export function heatEngines(deps: () => HeatDeps): { clever: Engine; rto: Engine } {
  return {
    clever: async (raw, request) => {
      if (isRatingSheet(raw)) return ratingSheet(deps(), 'clever', raw, request);
      const form = cleverForm.parse(raw);
      const d = deps();
      return designAnswer(
        d,
        inputOf(() => cleverDesignInput(form, d)),
        cleverInputRows(form),
        request,
      );
    },
    rto: async (raw, request) => {
      if (isRatingSheet(raw)) return ratingSheet(deps(), 'lt', raw, request);
      const form = rtoForm.parse(raw);
      return designAnswer(deps(), rtoDesignInput(form), rtoInputRows(form), request);
    },
  };
}

const wired = heatEngines(heatDeps);
export const cleverEngine: Engine = wired.clever;
export const rtoEngine: Engine = wired.rto;
