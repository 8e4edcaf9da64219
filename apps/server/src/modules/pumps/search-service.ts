// Pump search across every series and the side-by-side comparison (issue 13 item 7, decision
// 0032): the engine's selectAcrossSeries and comparePumps over the catalogue, contracts out.
import {
  pumpCompareMessages,
  pumpProfileOf,
  pumpRejectionMessages,
  searchMessages,
  type PumpCatalogFilter,
  type PumpCompareRequest,
  type PumpCompareResult,
  type PumpForm,
  type PumpSearchResult,
} from '@podbor/contracts';
import { loadPumpCatalog, type PumpCatalog } from '@podbor/catalog/pumps';
import { comparePumps, selectAcrossSeries } from '@podbor/engineering/pumps';
import { headToBar, type Metres } from '@podbor/engineering/units';
import { AppError } from '../../http/errors';
import { filterFields } from './service';

/** Four significant figures, as the other pump answers print them. */
const sig = (v: number) => Number(v.toPrecision(4));

/**
 * In-process like the series selection (service.ts): the whole shipped catalogue is 75 models,
 * a cross-series search is one sweep of closed-form working points (bench: pump-search, p95 well
 * under a millisecond), so a worker-pool round trip would only add latency and a queue to wait in.
 */
export class PumpSearchService {
  private filter: PumpCatalogFilter | undefined;

  constructor(private readonly catalog: PumpCatalog = loadPumpCatalog()) {}

  /** GET all: the form for a search over every series, and what the catalogue covers. */
  getFilter(): PumpCatalogFilter {
    if (!this.filter) {
      const series = this.catalog.series;
      const points = series.flatMap((s) => s.models.map((m) => m.curve));
      const bar = (h: number) => sig(headToBar(h as Metres));
      this.filter = {
        fields: filterFields({
          has_control: series.some((s) => s.has_control),
          has_count: series.some((s) => s.has_count),
        }),
        coverage: {
          Qmin: Math.min(...points.map((c) => c[0]!.Q)),
          Qmax: Math.max(...points.map((c) => c[c.length - 1]!.Q)),
          pMin: Math.min(...points.map((c) => bar(c[c.length - 1]!.H))),
          pMax: Math.max(...points.map((c) => bar(c[0]!.H))),
        },
        series: series.map((s) => ({
          id: s.id,
          name: s.name,
          has_control: s.has_control,
          has_count: s.has_count,
        })),
      };
    }
    return this.filter;
  }

  /** POST all: one ranked list over every series for the duty. */
  search(form: PumpForm): PumpSearchResult {
    const r = selectAcrossSeries(this.catalog.series, form);
    return {
      candidates: r.candidates.map((c) => ({
        id: c.id,
        name: c.name,
        article: c.article,
        power: c.power,
        seriesId: c.seriesId,
        seriesName: c.seriesName,
        applied: c.applied,
        rank: c.rank,
        seriesRank: c.seriesRank,
        delta: { x_work: c.delta.x_work },
        why: c.why,
      })),
      series: r.series.map((s) => ({
        seriesId: s.seriesId,
        seriesName: s.seriesName,
        applied: s.applied,
        candidates: s.candidates,
        rejected: s.rejected.length,
      })),
      profile: pumpProfileOf(form),
      message: r.candidates.length === 0 ? searchMessages.noSolutions : null,
      illustrative: this.catalog.illustrative,
      note: this.catalog.note,
    };
  }

  /** POST compare: 2–4 pumps for the duty, in the order asked. An unknown id is a 404. */
  compare(request: PumpCompareRequest): PumpCompareResult {
    const pumps = request.pumps.map((id) => {
      for (const series of this.catalog.series) {
        const model = series.models.find((m) => m.id === id);
        if (model) return { series, model };
      }
      throw new AppError(404, pumpCompareMessages.unknownPump(id));
    });
    const compared = comparePumps(pumps, request.form);
    return {
      profile: pumpProfileOf(request.form),
      pumps: compared.map((c) => ({
        id: c.model.id,
        name: c.model.name,
        article: c.model.article,
        power: c.model.power,
        voltage: c.model.voltage,
        seriesId: c.seriesId,
        seriesName: c.seriesName,
        applied: c.applied,
        motor: {
          efficiencyClass: c.model.motor?.efficiencyClass ?? null,
          efficiency: c.model.motor?.efficiency ?? null,
          ratedCurrent: c.model.motor?.ratedCurrent ?? null,
          cosPhi: c.model.motor?.cosPhi ?? null,
        },
        motorEfficiencySource: c.motorEfficiencySource,
        seriesRank: c.seriesRank,
        workingPoint: c.workingPoint,
        why: c.why,
        rejection: c.rejection ? { reason: c.rejection, message: pumpRejectionMessages[c.rejection] } : null,
        // The same figure as the series page's why.lcc.kwhPerYear (issue 29 item 9), not rounded apart.
        energyKwhYear: c.energyKwhYear,
        curves: c.curves as PumpCompareResult['pumps'][number]['curves'],
      })),
      illustrative: this.catalog.illustrative,
      note: this.catalog.note,
    };
  }
}
