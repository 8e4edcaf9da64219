// The `pump` engine of the selection pool (runs in a worker thread): the pump's working point for
// the form, its charts as PNG (HQc.png, Powerc.png), the series illustration and the PDF datasheet
// (with all four charts: H–Q, power, efficiency, NPSHr).
import {
  pumpApiMessages,
  pumpDocumentLabels,
  pumpFilesJob,
  pumpRejectionMessages,
  type PumpFilesResult,
} from '@podbor/contracts';
import { listPumpSeries, loadPumpCatalog } from '@podbor/catalog/pumps';
import {
  pumpChartText,
  pumpEfficiencyChart,
  pumpHeadChart,
  pumpNpshrChart,
  pumpPowerChart,
  type PumpChartOptions,
  type PumpChartSet,
  type PumpCurves,
} from '@podbor/charts/pumps';
import { pumpCurves, selectPumps } from '@podbor/engineering/pumps';
import { renderChartPng } from '../../documents/chart-png';
import { DOCUMENT_FONT_FAMILY } from '../../documents/fonts';
import { EngineRefusal, type Engine, type EngineFile } from '../selection/engine';
import { renderPumpDatasheet } from './datasheet';
import { seriesImage } from './images';

/** Chart layout in CSS pixels; the PNGs are twice that for print. */
const CHART = { width: 800, height: 500, scale: 2 } as const;

/** The files of a pump request, named as the spec's pump record names them (calculators §3). */
export const pumpFileNames = pumpDocumentLabels.files;

/**
 * The four charts of a pump's files, in the document font: each titled with the model, and with the
 * catalogue's note (illustrative data) under the title, since a PNG travels without the page.
 */
export function pumpFileCharts(curves: PumpCurves, modelName: string, note: string | null): PumpChartSet {
  const opts = (kind: keyof PumpChartSet): PumpChartOptions => ({
    fontFamily: DOCUMENT_FONT_FAMILY,
    animation: false,
    title: pumpDocumentLabels.chartTitle(modelName, pumpChartText.titles[kind]),
    ...(note ? { note } : {}),
  });
  return {
    head: pumpHeadChart(curves, opts('head')),
    power: pumpPowerChart(curves, opts('power')),
    efficiency: pumpEfficiencyChart(curves, opts('efficiency')),
    npshr: pumpNpshrChart(curves, opts('npshr')),
  };
}

export const pumpEngine: Engine = async (raw, request) => {
  const job = pumpFilesJob.parse(raw);
  const catalog = loadPumpCatalog();
  const series = catalog.series.find((s) => s.id === job.seriesId);
  const model = series?.models.find((m) => m.id === job.pumpId);
  if (!series || !model) throw new EngineRefusal(pumpApiMessages.pumpNotFound);

  const selection = selectPumps(series, job.form);
  const candidate = selection.candidates.find((c) => c.id === model.id);
  if (!candidate) {
    const rejected = selection.rejected.find((r) => r.id === model.id);
    const reason = rejected ? pumpRejectionMessages[rejected.reason] : '';
    throw new EngineRefusal(pumpApiMessages.cannotServe(model.name, reason).trim());
  }
  const curves = pumpCurves(model, job.form, series);
  const charts = pumpFileCharts(curves, model.name, catalog.note);
  const hq = renderChartPng(charts.head, CHART);
  const power = renderChartPng(charts.power, CHART);
  // Efficiency and NPSHr go into the datasheet only (the spec's files are HQc.png and Powerc.png).
  const efficiency = renderChartPng(charts.efficiency, CHART);
  const npshr = renderChartPng(charts.npshr, CHART);
  const image = seriesImage(series.name);
  const record = listPumpSeries(catalog).find((s) => s.id === series.id)!;
  const pdf = await renderPumpDatasheet({
    request,
    series: record,
    model,
    form: job.form,
    applied: selection.applied,
    water: selection.water,
    workingPoint: candidate.delta.x_work,
    why: candidate.why,
    rank: candidate.rank,
    candidates: selection.candidates.length,
    headMetresPerBar: curves.headMetresPerBar,
    paramGroups: model.paramGroups,
    images: { hq, power, efficiency, npshr, series: image },
    note: catalog.note,
    curveFrom: curves.headRated[0]?.q ?? 0,
  });

  const files: EngineFile[] = [
    { name: pumpFileNames.hq, mime: 'image/png', data: hq },
    { name: pumpFileNames.power, mime: 'image/png', data: power },
  ];
  if (image) files.push({ name: pumpFileNames.image, mime: 'image/jpeg', data: image });
  files.push({ name: pumpFileNames.datasheet(model.name), mime: 'application/pdf', data: pdf });
  const response: PumpFilesResult = {
    seriesId: series.id,
    pumpId: model.id,
    name: model.name,
    article: model.article,
    applied: selection.applied,
    water: selection.water,
    workingPoint: candidate.delta.x_work,
    why: candidate.why,
    illustrative: catalog.illustrative,
  };
  return { response, files };
};
