// What a station selection was, for the cabinet's history rows and search: the best set once done
// (a set's files: that set), else the type and series, and the duty from the stored form with units.
import { loadPumpCatalog } from '@podbor/catalog/pumps';
import {
  pumpComposition,
  stationDocumentLabels,
  stationFormOf,
  stationInputs,
  stationTypeInfo,
  type HistorySummary,
  type KpSolutionOption,
  type StationForm,
} from '@podbor/contracts';
import { z } from 'zod';

/** What the summary reads of a done response: the best set's name. */
const bestSet = z.object({ sets: z.array(z.object({ modelName: z.string() })).min(1) });
/** What the search reads of a done response: every set's names and article. */
const offeredSets = z.object({
  sets: z.array(z.object({ modelName: z.string(), pumpModel: z.string(), article: z.string() })),
});

const num = (v: number) => String(Number(v.toPrecision(6))).replace('.', ',');

/** 'Q 20 м³/ч, 60 м (подпор 15 м), не более 10 бар', '2 рабочих + 1 резервный'. */
export function stationDutyDetails(form: StationForm): string[] {
  return [
    `Q ${num(form.consumption)} м³/ч, ${num(form.pressure)} м (подпор ${num(form.affluent)} м), не более ${num(form.maximum_pressure)} бар`,
    pumpComposition(form.current_pumps, form.additional_pumps),
  ];
}

/** «WRP-A 2+1 EVR 10-6» for a files job's set; null when the model is gone from the catalogue. */
function setName(modelId: number, form: StationForm): string | null {
  const series = loadPumpCatalog().series.find((s) => s.name === form.series);
  const model = series?.models.find((m) => m.id === modelId);
  if (!model) return null;
  const { name } = stationTypeInfo[form.station_type];
  return stationDocumentLabels.modelName(name, form.current_pumps, form.additional_pumps, model.name);
}

/** «WRP-A 2+1 EVR 10-6 · Q 20 м³/ч, …» once done; «WRP-A EVR · …» before; null for an input that no longer reads. */
export function describeStationCalc(input: unknown, response: unknown): HistorySummary | null {
  const inputs = stationInputs.safeParse(input);
  if (!inputs.success) return null;
  const form = { data: stationFormOf(inputs.data) };
  const done = bestSet.safeParse(response);
  // A set's files: its name from the catalogue, the same before and after the job (the reuse of a
  // files request matches on it).
  const set = 'modelId' in inputs.data ? setName(inputs.data.modelId, form.data) : null;
  const title =
    set ??
    (done.success
      ? done.data.sets[0]!.modelName
      : `${stationTypeInfo[form.data.station_type].name} ${form.data.series}`);
  return { title, details: stationDutyDetails(form.data) };
}

/** What the solutions read of a response: each set's name and article. */
const offeredSetNames = z.object({
  sets: z.array(z.object({ modelName: z.string(), article: z.string() })),
});

/** The sets a selection offers (a set's files: that set), named as the result page names them. */
export function stationSolutions(response: unknown): KpSolutionOption[] {
  const done = offeredSetNames.safeParse(response);
  return done.success
    ? done.data.sets.map((s) => ({ article: s.article, name: `Насосная станция ${s.modelName}` }))
    : [];
}

/**
 * What the history search finds a done station selection by besides its title: every offered set's
 * name ('WRP-A 2+1 EVR 10-6'), its pump's model ('EVR 10-6') and its article.
 */
export function stationSearchTerms(_input: unknown, response: unknown): string[] {
  const done = offeredSets.safeParse(response);
  return done.success ? done.data.sets.flatMap((s) => [s.modelName, s.pumpModel, s.article]) : [];
}
