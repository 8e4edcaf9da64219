// The `station` engine of the selection pool (runs in a worker thread): the sets of the series for
// the form (engineering/stations), and per set its H–Q chart PNG and its PDF datasheet.
import {
  STATION_MAX_SETS,
  searchMessages,
  stationDocumentLabels,
  stationForm,
  stationMessages,
  stationNoSolutionMessage,
  stationSeriesMessage,
  stationWorkingPumpsMessage,
  type StationSelectionResult,
  type StationSet,
} from '@podbor/contracts';
import { loadPumpCatalog } from '@podbor/catalog/pumps';
import { stationHeadChart } from '@podbor/charts/stations';
import { isStationRefusal, selectStationSets, type StationRefusalCode } from '@podbor/engineering/stations';
import { renderChartPng } from '../../documents/chart-png';
import { DOCUMENT_FONT_FAMILY } from '../../documents/fonts';
import { EngineRefusal, type Engine, type EngineFile } from '../selection/engine';
import { renderStationDatasheet } from './datasheet';

/** Chart layout in CSS pixels; the PNG is twice that for print. */
const CHART = { width: 800, height: 500, scale: 2 } as const;

/** The Russian reason for an engine refusal the form schema should already have caught. */
function refusalMessage(code: StationRefusalCode, form: ReturnType<typeof stationForm.parse>): string {
  switch (code) {
    case 'pressureNotAboveInlet':
      return stationMessages.pressureAboveInlet;
    case 'seriesNotAllowed':
      return stationSeriesMessage(form.station_type);
    case 'workingPumpsNotAllowed':
      return stationWorkingPumpsMessage(form.station_type);
    case 'standbyPumpsNotAllowed':
      return stationMessages.standbyPumps;
    default:
      return searchMessages.noSolutions;
  }
}

export const stationEngine: Engine = async (raw, request) => {
  const form = stationForm.parse(raw);
  const catalog = loadPumpCatalog();
  const series = catalog.series.find((s) => s.name === form.series);
  if (!series) throw new EngineRefusal(searchMessages.noSolutions);
  let result;
  try {
    result = selectStationSets(series, form);
  } catch (e) {
    if (isStationRefusal(e)) throw new EngineRefusal(refusalMessage(e.code, form));
    throw e;
  }
  if (result.sets.length === 0) {
    const n = result.nearest;
    throw new EngineRefusal(
      n
        ? [searchMessages.noSolutions, stationNoSolutionMessage(n.pumpModel, n.check)]
        : searchMessages.noSolutions,
    );
  }
  const files: EngineFile[] = [];
  const sets: StationSet[] = [];
  for (const s of result.sets.slice(0, STATION_MAX_SETS)) {
    const modelName = stationDocumentLabels.modelName(
      s.typeName,
      s.pumps.working,
      s.pumps.standby,
      s.pumpModel,
    );
    const names = {
      datasheet: stationDocumentLabels.files.datasheet(modelName),
      chart: stationDocumentLabels.files.chart(modelName),
    };
    const set: StationSet = {
      ...s,
      points: [...s.points],
      curve: [...s.curve],
      curveAtWorkingSpeed: s.curveAtWorkingSpeed ? [...s.curveAtWorkingSpeed] : null,
      checks: [...s.checks],
      modelName,
      files: names,
    };
    const chart = renderChartPng(
      stationHeadChart(set, {
        fontFamily: DOCUMENT_FONT_FAMILY,
        animation: false,
        title: `${modelName}: H–Q`,
        ...(catalog.note ? { note: catalog.note } : {}),
      }),
      CHART,
    );
    const model = series.models.find((m) => m.id === s.modelId)!;
    const pdf = await renderStationDatasheet({ request, form, set, chart, model, note: catalog.note });
    files.push({ name: names.chart, mime: 'image/png', data: chart });
    files.push({ name: names.datasheet, mime: 'application/pdf', data: pdf });
    sets.push(set);
  }
  const response: StationSelectionResult = {
    sets,
    offered: result.sets.length,
    illustrative: catalog.illustrative,
    note: catalog.note,
  };
  return { response, files };
};
