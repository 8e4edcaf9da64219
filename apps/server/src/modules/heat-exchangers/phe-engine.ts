// Where the heat-exchanger module gets its engine and the media's density (worker threads only).
import type { PheEngine, PheSideInput } from '@podbor/engineering/phe';
import { fakePheEngine } from '../../../test/fixtures/fake-phe-engine';

export interface HeatDeps {
  engine: PheEngine;
  /** Density of a medium at a temperature [kg/m³] (volumetric flows, decision 0027). */
  density: (fluid: PheSideInput['fluid'], temperatureC: number) => number;
}

let deps: HeatDeps | undefined;

/**
 * WIRE: createPheEngine({ catalogue: loadPheCatalogue(), properties }) from @podbor/engineering/phe
 * (catalogue @podbor/catalog/phe, properties @podbor/engineering/fluids), and the density from the
 * same properties. Until the lead wires them, the FAKE engine of the tests answers and water is
 * taken at 1000 kg/m³.
 */
export function heatDeps(): HeatDeps {
  deps ??= { engine: fakePheEngine, density: () => 1000 };
  return deps;
}
