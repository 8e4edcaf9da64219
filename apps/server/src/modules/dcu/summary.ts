// What a DCU selection was, for the cabinet's history rows and search: the article (once done) or
// the work type, outlets and connection from the stored form.
import {
  dcuLabels,
  dcuReopenInputs,
  dcuResult,
  type HistorySummary,
  type KpSolutionOption,
} from '@podbor/contracts';

const articul = dcuResult.pick({ articul: true });
const named = dcuResult.pick({ productName: true, articul: true, holder: true });

export function describeDcuCalc(input: unknown, response: unknown): HistorySummary | null {
  const form = dcuReopenInputs.safeParse(input);
  if (!form.success) return null;
  const f = form.data;
  const done = articul.safeParse(response);
  const type = dcuLabels.choices.ColletorWorkType[f.ColletorWorkType];
  return {
    title: done.success ? done.data.articul : `DCU ${type.toLowerCase()}`,
    details: [`${type}, DN${f.ConnectionDiametr}, выходов: ${f.OutputCount} × DN${f.OutputDiametr}`],
  };
}

/** The unit of a DCU selection: its article and product name, as the result page shows them. */
export function dcuSolutions(response: unknown): KpSolutionOption[] {
  const done = dcuResult.pick({ articul: true, productName: true }).safeParse(response);
  return done.success ? [{ article: done.data.articul, name: done.data.productName }] : [];
}

/** What the history search finds a done DCU selection by: the unit's name and article, its holder's article. */
export function dcuSearchTerms(_input: unknown, response: unknown): string[] {
  const done = named.safeParse(response);
  return done.success ? [done.data.productName, done.data.articul, done.data.holder.article] : [];
}
