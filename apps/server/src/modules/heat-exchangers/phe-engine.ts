// Where the heat-exchanger module gets its engine, the media's density and the catalogue's data
// note (worker threads for the jobs, the main thread for rating): the plate catalogue of
// @podbor/catalog/phe and the fluid properties of @podbor/engineering/fluids (decision 0025).
import { loadPheCatalogue, pheCatalogue } from '@podbor/catalog/phe';
import { fluidProperties } from '@podbor/engineering/fluids';
import { createPheEngine, type PheEngine, type PheSideInput } from '@podbor/engineering/phe';

export interface HeatDeps {
  engine: PheEngine;
  /** Density of a medium at a temperature [kg/m³] (volumetric flows, decision 0027). */
  density: (fluid: PheSideInput['fluid'], temperatureC: number) => number;
  /** The catalogue's note when its plates are sample data, else null (the page and the PDF say it). */
  note: string | null;
}

let deps: HeatDeps | undefined;

/** The engine over the shipped catalogue and the real fluid properties, made on first use. */
export function heatDeps(): HeatDeps {
  if (!deps) {
    const record = loadPheCatalogue();
    deps = {
      engine: createPheEngine({ catalogue: pheCatalogue, properties: fluidProperties }),
      density: (fluid, temperature) => fluidProperties(fluid, { temperature }).density,
      note: record.illustrative ? record.note : null,
    };
  }
  return deps;
}
