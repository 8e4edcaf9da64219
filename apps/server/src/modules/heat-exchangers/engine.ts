// The `clever` and `rto` engines of the selection pool (worker threads): the form in the engine's
// units, the design, the solutions by area (smallest first) and a thermal datasheet per solution.
import {
  cleverForm,
  cleverInputRows,
  heatDatasheetKey,
  heatSolutionName,
  rtoForm,
  rtoInputRows,
  searchMessages,
  type HeatRow,
  type HeatSearchResult,
  type HeatSolution,
} from '@podbor/contracts';
import type { PheDesignInput } from '@podbor/engineering/phe';
import { EngineRefusal, type Engine, type EngineFile, type JobRequest } from '../selection/engine';
import { renderHeatDatasheet } from './datasheet';
import { cleverDesignInput, rtoDesignInput } from './design-input';
import { heatDeps } from './phe-engine';

async function design(
  input: PheDesignInput,
  inputs: readonly HeatRow[],
  request: JobRequest,
): Promise<{ response: HeatSearchResult; files: EngineFile[] }> {
  const result = heatDeps().engine.design(input);
  if (!result.ok) {
    const { reason, closestMiss } = result.refusal;
    throw new EngineRefusal(closestMiss ? [reason, `${closestMiss.model}: ${closestMiss.detail}`] : reason);
  }
  if (result.solutions.length === 0) throw new EngineRefusal(searchMessages.noSolutions);
  // Issue 14: the solutions sorted by area; the model's name breaks a tie so the order is stable.
  const sorted = [...result.solutions].sort(
    (a, b) => a.check.areaM2 - b.check.areaM2 || a.model.localeCompare(b.model),
  );
  const solutions: HeatSolution[] = sorted.map((s) => {
    const name = heatSolutionName(s.model, s.check.plates, s.thicknessMm);
    return {
      solution: name,
      assortment: { name: s.model },
      thicknessMm: s.thicknessMm,
      channelMix: s.channelMix,
      pressureClassBar: s.pressureClassBar,
      check: s.check,
      file: heatDatasheetKey(name),
    };
  });
  const files: EngineFile[] = [];
  for (const s of solutions)
    files.push({
      name: s.file,
      mime: 'application/pdf',
      data: await renderHeatDatasheet({ line: input.line, request, solution: s, inputs }),
    });
  return { response: { line: input.line, balance: result.balance, solutions }, files };
}

export const cleverEngine: Engine = async (raw, request) => {
  const form = cleverForm.parse(raw);
  return design(cleverDesignInput(form, heatDeps()), cleverInputRows(form), request);
};

export const rtoEngine: Engine = async (raw, request) => {
  const form = rtoForm.parse(raw);
  return design(rtoDesignInput(form), rtoInputRows(form), request);
};
