// Pump calculator rules (calculators §4, §7): series, their model ranges and filter lists, selection
// over a series, one pump for a duty, and the input of a files request. Catalogue in, contracts out.
import {
  apiMessages,
  pumpApiMessages,
  pumpProfileOf,
  pumpRanges,
  pumpRejectionMessages,
  searchMessages,
  type PumpDetails,
  type PumpFilesJob,
  type PumpFilterField,
  type PumpFilterResult,
  type PumpForm,
  type PumpModelSummary,
  type PumpNoSolutionAdvice,
  type PumpRecord,
  type PumpRejectionDetail,
  type PumpSeriesData,
  type PumpSeriesFilter,
  type PumpSeriesItem,
  type PumpSeriesRecord,
} from '@podbor/contracts';
import {
  listPumpSeries,
  loadPumpCatalog,
  type PumpCatalog,
  type PumpModelRecord,
  type PumpSeriesRecord as CatalogSeries,
} from '@podbor/catalog/pumps';
import {
  evaluateFitOrThrow,
  noSolutionAdvice,
  preparePump,
  pumpCurves,
  selectPumps,
  type PumpRejection,
  type PumpWorkingPoint,
} from '@podbor/engineering/pumps';
import { headToBar, m3sToM3h, type Metres } from '@podbor/engineering/units';
import { AppError } from '../../http/errors';
import { seriesImage } from './images';

const numericId = /^[1-9]\d{0,8}$/;
/** Four significant figures: what a data sheet prints, without float noise in the JSON. */
const sig = (v: number) => Number(v.toPrecision(4));
const bar = (m: number) => sig(headToBar(m as Metres));

/**
 * Everything here computes in-process on the request's own thread: a selection over a series is a
 * sweep of closed-form working points over at most a few dozen pre-fitted models, well under a
 * millisecond (bench: pump-engine), so a worker-pool round trip would only add latency. Rendering
 * documents is the slow part and goes through the selection pool (pump files).
 */
export class PumpService {
  private readonly seriesData = new Map<number, PumpSeriesData>();
  private readonly filters = new Map<number, PumpSeriesFilter>();
  private readonly records: PumpSeriesRecord[];
  private readonly items: PumpSeriesItem[];

  constructor(private readonly catalog: PumpCatalog = loadPumpCatalog()) {
    this.records = listPumpSeries(catalog);
    this.items = this.records.map((r) => ({
      ...r,
      image: seriesImage(r.name) ? `/api/v1/search/pump/series/${r.id}/image` : null,
    }));
  }

  /** GET series: every series with the path of its drawing, in catalogue order. */
  listSeries(): PumpSeriesItem[] {
    return this.items;
  }

  /** GET series/{id}/image: the series drawing (JPEG). */
  getSeriesImage(id: string): Uint8Array {
    const image = seriesImage(this.series(id).name);
    if (!image) throw new AppError(404, apiMessages.fileNotFound);
    return image;
  }

  /** GET series/{id}: the record and its full model range. */
  getSeries(id: string): PumpSeriesData {
    const series = this.series(id);
    let data = this.seriesData.get(series.id);
    if (!data) {
      data = { ...this.items.find((i) => i.id === series.id)!, models: series.models.map(summarise) };
      this.seriesData.set(series.id, data);
    }
    return data;
  }

  /** GET filter/{seriesId}: the form fields the series offers, with ranges and choices. */
  getFilter(id: string): PumpSeriesFilter {
    const series = this.series(id);
    let filter = this.filters.get(series.id);
    if (!filter) {
      const models = this.getSeries(id).models;
      filter = {
        seriesId: series.id,
        fields: filterFields(series),
        coverage: {
          Qmin: Math.min(...models.map((m) => m.range.Qmin)),
          Qmax: Math.max(...models.map((m) => m.range.Qmax)),
          pMin: Math.min(...models.map((m) => m.range.pMin)),
          pMax: Math.max(...models.map((m) => m.range.pMax)),
        },
      };
      this.filters.set(series.id, filter);
    }
    return filter;
  }

  /** POST filter/{seriesId}: ranked candidates with working points, and who was not offered. */
  select(seriesId: string, form: PumpForm): PumpFilterResult {
    const series = this.series(seriesId);
    const result = selectPumps(series, form);
    const models = new Map(series.models.map((m) => [m.id, m]));
    return {
      seriesId: series.id,
      applied: result.applied,
      water: result.water,
      candidates: result.candidates.map((c) => ({
        ...this.pumpRecord(models.get(c.id)!, c.delta.x_work),
        delta: { x_work: c.delta.x_work },
        rank: c.rank,
        why: c.why,
      })),
      rejected: result.rejected.map(rejectionDetail),
      profile: pumpProfileOf(form),
      message: result.candidates.length === 0 ? searchMessages.noSolutions : null,
      // What to try, only at a dead end: the extra sweeps (≤ 4 counts and the other series) cost
      // about a millisecond, and only answers that show 'Решений не найдено' pay it.
      ...(result.candidates.length === 0
        ? { advice: roundAdvice(noSolutionAdvice(series, this.catalog.series, form, result)) }
        : {}),
      illustrative: this.catalog.illustrative,
      note: this.catalog.note,
    };
  }

  /**
   * POST {pumpId}: the pump for the duty with its curves and the system curve. A pump that cannot
   * serve the duty still answers its curves, with the reason instead of a working point.
   */
  pump(pumpId: string, form: PumpForm): PumpDetails {
    const { series, model } = this.model(pumpId);
    const result = selectPumps(series, form);
    const candidate = result.candidates.find((c) => c.id === model.id);
    const rejected = result.rejected.find((r) => r.id === model.id);
    const curves = pumpCurves(model, form, series);
    return {
      series: this.record(series),
      pump: this.pumpRecord(model, candidate?.delta.x_work ?? null),
      applied: result.applied,
      water: result.water,
      // The engine's arrays are readonly; the answer is serialised as it is.
      curves: curves as PumpDetails['curves'],
      rank: candidate?.rank ?? null,
      candidates: result.candidates.length,
      why: candidate?.why ?? null,
      rejection: rejected
        ? { reason: rejected.reason, message: pumpRejectionMessages[rejected.reason] }
        : null,
      profile: pumpProfileOf(form),
      illustrative: this.catalog.illustrative,
      note: this.catalog.note,
    };
  }

  /**
   * The input of a files request for a pump and a duty. Refused at once (400) when the pump cannot
   * serve the duty: a datasheet needs a working point.
   */
  filesJob(pumpId: string, form: PumpForm): PumpFilesJob {
    const { series, model } = this.model(pumpId);
    const rejected = selectPumps(series, form).rejected.find((r) => r.id === model.id);
    if (rejected) {
      throw new AppError(
        400,
        pumpApiMessages.cannotServe(model.name, pumpRejectionMessages[rejected.reason]),
      );
    }
    // Bar is the default unit: stored without hunits, so a bar duty is one row however it was sent.
    const { hunits, ...inBar } = form;
    return { seriesId: series.id, pumpId: model.id, form: hunits === 'm' ? form : inBar };
  }

  private series(id: string): CatalogSeries {
    const series = numericId.test(id) ? this.catalog.series.find((s) => s.id === Number(id)) : undefined;
    if (!series) throw new AppError(404, pumpApiMessages.seriesNotFound);
    return series;
  }

  private model(id: string): { series: CatalogSeries; model: PumpModelRecord } {
    if (numericId.test(id)) {
      for (const series of this.catalog.series) {
        const model = series.models.find((m) => m.id === Number(id));
        if (model) return { series, model };
      }
    }
    throw new AppError(404, pumpApiMessages.pumpNotFound);
  }

  private record(series: CatalogSeries): PumpSeriesRecord {
    return this.records.find((r) => r.id === series.id)!;
  }

  /** The spec's Pump record; `files` fill in once a files request has run. */
  private pumpRecord(model: PumpModelRecord, workingPoint: PumpWorkingPoint | null): PumpRecord {
    return {
      id: model.id,
      name: model.name,
      article: model.article,
      voltage: model.voltage,
      power: model.power,
      files: {},
      paramGroups: model.paramGroups,
      delta: { x_work: workingPoint },
    };
  }
}

/** The advice's figures to four significant figures, like every other figure in the answers. */
function roundAdvice(a: ReturnType<typeof noSolutionAdvice>): PumpNoSolutionAdvice {
  const n = a.nearest;
  return {
    nearest: n
      ? { ...n, Q: sig(n.Q), required: sig(n.required), actual: sig(n.actual), pct: sig(n.pct) }
      : null,
    parallel: a.parallel,
    series: [...a.series],
  };
}

function rejectionDetail(r: PumpRejection): PumpRejectionDetail {
  return { id: r.id, name: r.name, reason: r.reason, message: pumpRejectionMessages[r.reason] };
}

/** A model's identity and key figures at rated speed, in m³/h and bar. */
function summarise(model: PumpModelRecord): PumpModelSummary {
  const pump = preparePump(model);
  const bepHead = evaluateFitOrThrow(pump.head, pump.bepFlow);
  const first = model.curve[0]!;
  const last = model.curve[model.curve.length - 1]!;
  return {
    id: model.id,
    name: model.name,
    article: model.article,
    power: model.power,
    voltage: model.voltage,
    stages: model.stages,
    ratedSpeed: model.ratedSpeed,
    weight: model.weight,
    bep: {
      Q: sig(m3sToM3h(pump.bepFlow)),
      p: bar(bepHead),
      H: sig(bepHead),
      eff: sig(pump.bepEfficiency * 100),
    },
    range: { Qmin: first.Q, Qmax: last.Q, pMin: bar(last.H), pMax: bar(first.H) },
  };
}

/** The pump form as this series offers it (calculators §3, §5; pcnt and BoxType per series). */
export function filterFields(series: Pick<CatalogSeries, 'has_control' | 'has_count'>): PumpFilterField[] {
  const number = (
    name: 'Q' | 'H' | 'H0',
    label: string,
    unit: string | null,
    range: { min: number; max: number },
  ): PumpFilterField => ({
    name,
    label,
    unit,
    required: true,
    min: range.min,
    max: range.max,
    options: null,
    default: null,
  });
  /** A choice without a range: the flow and head units, the control type. */
  const choice = (
    name: 'units' | 'hunits' | 'BoxType',
    label: string,
    options: { value: string | number; label: string }[],
    defaultValue: string | number,
    required = false,
  ): PumpFilterField => ({
    name,
    label,
    unit: null,
    required,
    min: null,
    max: null,
    options,
    default: defaultValue,
  });
  const fields: PumpFilterField[] = [
    choice(
      'units',
      'Единицы расхода',
      [
        { value: 'm', label: 'м³/ч' },
        { value: 'l', label: 'л/с' },
      ],
      'm',
      true,
    ),
    number('Q', 'Подача Q', null, pumpRanges.Q),
    choice(
      'hunits',
      'Единицы напора',
      [
        { value: 'bar', label: 'бар' },
        { value: 'm', label: 'м вод. ст.' },
      ],
      'bar',
    ),
    // H and H0 in bar (the spec's); in the hunits chosen through pumpHeadRange.
    number('H', 'Напор H', null, pumpRanges.H),
    number('H0', 'Статический напор H0', null, pumpRanges.H0),
  ];
  if (series.has_count) {
    const counts = [];
    for (let n = pumpRanges.pcnt.min; n <= pumpRanges.pcnt.max; n++)
      counts.push({ value: n, label: String(n) });
    fields.push({
      name: 'pcnt',
      label: 'Число рабочих насосов',
      unit: 'шт.',
      required: false,
      min: pumpRanges.pcnt.min,
      max: pumpRanges.pcnt.max,
      options: counts,
      default: 1,
    });
  }
  if (series.has_control) {
    fields.push(
      choice(
        'BoxType',
        'Исполнение',
        [
          { value: 0, label: 'С частотным регулированием' },
          { value: 2, label: 'Без частотного регулирования' },
        ],
        0,
      ),
    );
  }
  return fields;
}
