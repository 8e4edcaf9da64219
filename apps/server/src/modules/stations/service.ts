// Station calculator rules outside the search itself: the input of a set's files request. The
// duty must still offer that set (decision 0029, "Documents on demand"). Catalogue in, contracts out.
import { STATION_MAX_SETS, stationMessages, type StationFilesJob, type StationForm } from '@podbor/contracts';
import { loadPumpCatalog, type PumpCatalog } from '@podbor/catalog/pumps';
import { isStationRefusal, selectStationSets } from '@podbor/engineering/stations';
import { AppError } from '../../http/errors';

/**
 * The check runs in-process: a station selection is a fraction of a millisecond once the series'
 * curves are fitted (bench: station-engine); the documents themselves render in the selection pool.
 */
export class StationService {
  constructor(private readonly catalog: PumpCatalog = loadPumpCatalog()) {}

  /** The files job of a set; 400 when the form's selection does not list that set. */
  filesJob(modelId: string, form: StationForm): StationFilesJob {
    const id = /^[1-9]\d{0,8}$/.test(modelId) ? Number(modelId) : null;
    const series = this.catalog.series.find((s) => s.name === form.series);
    let offered = false;
    if (id !== null && series) {
      try {
        offered = selectStationSets(series, form)
          .sets.slice(0, STATION_MAX_SETS)
          .some((s) => s.modelId === id);
      } catch (e) {
        if (!isStationRefusal(e)) throw e;
      }
    }
    if (!offered || id === null) throw new AppError(400, stationMessages.setNotOffered);
    return { modelId: id, form };
  }
}
