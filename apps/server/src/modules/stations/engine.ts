// The `station` engine of the selection pool (runs in a worker thread): for a form, the sets of the
// series (engineering/stations) without documents; for a set's files job, that set's H–Q chart PNG
// and PDF datasheet (decision 0029, "Documents on demand").
import {
  STATION_MAX_SETS,
  searchMessages,
  stationDocumentLabels,
  stationFilesJob,
  stationForm,
  stationMessages,
  stationNoSolutionMessage,
  stationBuildingInput,
  stationSeriesMessage,
  stationWorkingPumpsMessage,
  type StationBuildingDuty,
  type StationForm,
  type StationSelectionResult,
  type StationSet,
} from '@podbor/contracts';
import { loadPumpCatalog } from '@podbor/catalog/pumps';
import { isStationRefusal, selectStationSets, type StationRefusalCode } from '@podbor/engineering/stations';
import {
  WaterSupplyRangeError,
  boosterDutyFromBuilding,
  type BuildingInput,
} from '@podbor/engineering/water-supply';
import { EngineRefusal, type Engine, type EngineFile, type JobRequest } from '../selection/engine';

/** Chart layout in CSS pixels; the PNG is twice that for print. */
const CHART = { width: 800, height: 500, scale: 2 } as const;

/** The Russian reason for an engine refusal the form schema should already have caught. */
function refusalMessage(code: StationRefusalCode, form: StationForm): string {
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

/**
 * The duty's derivation from the form's building (СП 30.13330.2020), null without one. The form's
 * flow and outlet pressure must be the derived ones (the page writes them): a form that differs is
 * refused rather than silently replaced.
 */
export function stationBuildingDuty(form: StationForm): StationBuildingDuty | null {
  const building = stationBuildingInput(form);
  if (!building) return null;
  let duty;
  try {
    duty = boosterDutyFromBuilding(building as unknown as BuildingInput);
  } catch (e) {
    if (e instanceof WaterSupplyRangeError) throw new EngineRefusal(stationMessages.buildingOutOfTable);
    throw e;
  }
  if (duty.flowM3h !== form.consumption || duty.requiredHead !== form.pressure) {
    throw new EngineRefusal(
      stationMessages.buildingMismatch(
        String(duty.flowM3h).replace('.', ','),
        String(duty.requiredHead).replace('.', ','),
      ),
    );
  }
  return duty;
}

/** The offered sets for a form, best first, as the answer carries them; refusals in Russian. */
export function stationSets(form: StationForm) {
  const building = stationBuildingDuty(form);
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
  const sets: StationSet[] = result.sets.slice(0, STATION_MAX_SETS).map((s) => {
    const modelName = stationDocumentLabels.modelName(
      s.typeName,
      s.pumps.working,
      s.pumps.standby,
      s.pumpModel,
    );
    return {
      ...s,
      points: [...s.points],
      curve: [...s.curve],
      curveAtWorkingSpeed: s.curveAtWorkingSpeed ? [...s.curveAtWorkingSpeed] : null,
      checks: [...s.checks],
      lcc: {
        ...s.lcc,
        purchase: s.lcc.purchase.map((l) => ({ ...l })),
        rows: s.lcc.rows.map((r) => ({ ...r })),
      },
      modelName,
      files: {
        datasheet: stationDocumentLabels.files.datasheet(modelName),
        chart: stationDocumentLabels.files.chart(modelName),
      },
    };
  });
  return { catalog, series, sets, offered: result.sets.length, building };
}

/** A set's two documents: the H–Q chart PNG and the PDF datasheet that prints it. */
async function setFiles(
  set: StationSet,
  form: StationForm,
  request: JobRequest,
  { catalog, series }: Pick<ReturnType<typeof stationSets>, 'catalog' | 'series'>,
): Promise<EngineFile[]> {
  // The document code (ECharts SSR, resvg, pdfkit and its font) loads with the first files job
  // only: a worker that answers selections never pays for it.
  const [{ stationHeadChart }, { renderChartPng }, { DOCUMENT_FONT_FAMILY }, { renderStationDatasheet }] =
    await Promise.all([
      import('@podbor/charts/stations'),
      import('../../documents/chart-png'),
      import('../../documents/fonts'),
      import('./datasheet'),
    ]);
  const chart = renderChartPng(
    stationHeadChart(set, {
      fontFamily: DOCUMENT_FONT_FAMILY,
      animation: false,
      title: `${set.modelName}: H–Q`,
      ...(catalog.note ? { note: catalog.note } : {}),
    }),
    CHART,
  );
  const model = series.models.find((m) => m.id === set.modelId)!;
  const pdf = await renderStationDatasheet({
    request,
    form,
    set,
    chart,
    model,
    note: catalog.note,
    building: stationBuildingDuty(form),
  });
  return [
    { name: set.files.chart, mime: 'image/png', data: chart },
    { name: set.files.datasheet, mime: 'application/pdf', data: pdf },
  ];
}

/**
 * A form: the sets, no files (the page shows them at once). A files job: the one set with its
 * documents, refused when the duty no longer offers it.
 */
export const stationEngine: Engine = async (raw, request) => {
  const job = stationFilesJob.safeParse(raw);
  const form = job.success ? job.data.form : stationForm.parse(raw);
  const found = stationSets(form);
  const answer = (sets: StationSet[]): StationSelectionResult => ({
    sets,
    building: found.building,
    offered: found.offered,
    illustrative: found.catalog.illustrative,
    note: found.catalog.note,
  });
  if (!job.success) return { response: answer(found.sets), files: [] };
  const set = found.sets.find((s) => s.modelId === job.data.modelId);
  if (!set) throw new EngineRefusal(stationMessages.setNotOffered);
  return { response: answer([set]), files: await setFiles(set, form, request, found) };
};
