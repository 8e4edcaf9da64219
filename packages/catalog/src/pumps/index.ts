// Public surface of @podbor/catalog/pumps: the pump catalogue (loaded once, schema-checked) and
// look-ups by series and pump id. Browser-safe: no node: imports; file writing is in store.ts.
import catalogJson from '../../catalogue/pumps/pump-catalog.json' with { type: 'json' };
import { pumpCatalogSchema, type PumpCatalog, type PumpModelRecord, type PumpSeriesRecord } from './schema';

export * from './schema';
export {
  validatePumpCatalog,
  validatePumpModel,
  shaftPowerKw,
  type CatalogIssue,
  type CatalogPath,
} from './validate';
export { buildParamGroups } from './params';

let cached: PumpCatalog | undefined;

/**
 * The current pump catalogue (catalogue/pumps/pump-catalog.json), parsed with the schema on first use.
 * A static JSON import, so an esbuild bundle of the server carries the data with it; after
 * `catalog import` the server picks the new file up on its next build and start.
 * @throws ZodError if the committed file does not match the schema (a broken commit, not user input)
 */
export function loadPumpCatalog(): PumpCatalog {
  cached ??= pumpCatalogSchema.parse(catalogJson);
  return cached;
}

/** The spec's Series record (calculators §3), plus whether the data is illustrative. */
export interface PumpSeriesSummary {
  id: number;
  name: string;
  description: string;
  P_CurveName: string;
  has_control: boolean;
  has_count: boolean;
  illustrative: boolean;
  note: string | null;
}

/** Every series as the spec's Series record, in catalogue order. */
export function listPumpSeries(catalog: PumpCatalog = loadPumpCatalog()): PumpSeriesSummary[] {
  return catalog.series.map((s) => ({
    id: s.id,
    name: s.name,
    description: s.description,
    P_CurveName: s.P_CurveName,
    has_control: s.has_control,
    has_count: s.has_count,
    illustrative: catalog.illustrative,
    note: catalog.note,
  }));
}

/** A series with its models (a PumpSeriesData for the engine's selectPumps), or undefined. */
export function findPumpSeries(
  id: number,
  catalog: PumpCatalog = loadPumpCatalog(),
): PumpSeriesRecord | undefined {
  return catalog.series.find((s) => s.id === id);
}

/** A pump model and its series by pump id (ids are unique across the catalogue), or undefined. */
export function findPumpModel(
  pumpId: number,
  catalog: PumpCatalog = loadPumpCatalog(),
): { series: PumpSeriesRecord; model: PumpModelRecord } | undefined {
  for (const series of catalog.series) {
    const model = series.models.find((m) => m.id === pumpId);
    if (model) return { series, model };
  }
  return undefined;
}
