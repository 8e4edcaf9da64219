// What a pump selection was, for the cabinet's history rows and search: the model (from the
// finished response, else the catalogue) and the duty from the stored input, with units.
import {
  pumpFilesJob,
  pumpFilesResult,
  pumpHeadUnitText,
  type HistorySummary,
  type KpSolutionOption,
  type PumpFilesJob,
  type PumpForm,
} from '@podbor/contracts';
import { loadPumpCatalog } from '@podbor/catalog/pumps';

/** What the description reads of a done response: the pump and its name when the files were made. */
const madeWith = pumpFilesResult.pick({ pumpId: true, name: true });
const madeArticle = pumpFilesResult.pick({ article: true });

/** A number as a Russian page prints it: a decimal comma, no float noise. */
const num = (v: number) => String(Number(v.toPrecision(6))).replace('.', ',');

/** '1 насос', '2 насоса', '5 насосов'. */
export function pumpCount(n: number): string {
  const tens = n % 100;
  const ones = n % 10;
  const word =
    tens >= 11 && tens <= 14
      ? 'насосов'
      : ones === 1
        ? 'насос'
        : ones >= 2 && ones <= 4
          ? 'насоса'
          : 'насосов';
  return `${n} ${word}`;
}

/**
 * The duty of a pump form as typed, in its units: 'Q 5 м³/ч, H 6 бар (H0 2 бар)' or 'Q 5 м³/ч,
 * H 50 м (H0 20 м)', then the pump count and the drive.
 */
export function pumpDutyDetails(form: PumpForm): string[] {
  const q = form.units === 'l' ? 'л/с' : 'м³/ч';
  const h = pumpHeadUnitText(form.hunits);
  const out = [`Q ${num(form.Q)} ${q}, H ${num(form.H)} ${h} (H0 ${num(form.H0)} ${h})`];
  if (form.pcnt !== undefined) out.push(pumpCount(form.pcnt));
  if (form.BoxType !== undefined) out.push(form.BoxType === 0 ? 'с ЧРП' : 'без ЧРП');
  return out;
}

/** The model's name as the catalogue has it now; null when the pump is gone from it. */
function catalogName(job: PumpFilesJob): string | null {
  const series = loadPumpCatalog().series.find((s) => s.id === job.seriesId);
  const model = series?.models.find((m) => m.id === job.pumpId);
  return model?.name ?? series?.name ?? null;
}

/**
 * A pump request's summary: «EVR 10-4 · Q 5 м³/ч, H 6 бар (H0 2 бар), 1 насос, с ЧРП». The name is
 * the one the files were made with when done, else the catalogue's; null for an input that no
 * longer reads as a pump files job.
 */
export function describePumpCalc(input: unknown, response: unknown): HistorySummary | null {
  const job = pumpFilesJob.safeParse(input);
  if (!job.success) return null;
  const done = madeWith.safeParse(response);
  const title =
    (done.success && done.data.pumpId === job.data.pumpId ? done.data.name : null) ??
    catalogName(job.data) ??
    `Насос №\u00a0${job.data.pumpId}`;
  return { title, details: pumpDutyDetails(job.data.form) };
}

/** The pump whose files were made: the one solution of a pump calculation, as its page names it. */
export function pumpSolutions(response: unknown): KpSolutionOption[] {
  const done = pumpFilesResult.pick({ name: true, article: true }).safeParse(response);
  return done.success ? [{ article: done.data.article, name: done.data.name }] : [];
}

/** What the history search finds a done pump selection by besides its model (the title): the article. */
export function pumpSearchTerms(_input: unknown, response: unknown): string[] {
  const done = madeArticle.safeParse(response);
  return done.success ? [done.data.article] : [];
}
