// Public surface of @podbor/catalog/phe: the plate catalogue of the Clever and LT lines (checked
// once, on first use) in the shape the engine takes (createPheEngine({ catalogue: pheCatalogue, … })).
// Browser-safe: no node: imports; reading and writing files is in import.ts.
import catalogJson from '../../catalogue/phe/phe-catalog.json' with { type: 'json' };
import type { PheCatalogue } from '@podbor/engineering/phe';
import type { PheCatalogRecord } from './schema';
import { parsePheCatalog } from './validate';

export * from './schema';
export * from './validate';

/** The committed catalogue file as it is (before the checks). */
export const pheCatalogData = catalogJson as unknown as PheCatalogRecord;

let cached: PheCatalogRecord | undefined;

/**
 * The plate catalogue (catalogue/phe/phe-catalog.json), schema-checked and physically validated on
 * first use. A static JSON import, so a server bundle carries the data.
 * @throws Error listing the issues if the committed file breaks a check (a broken commit, not user input)
 */
export function loadPheCatalogue(): PheCatalogRecord {
  if (!cached) {
    const r = parsePheCatalog(catalogJson);
    if (!r.ok)
      throw new Error(
        `phe catalogue: ${r.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
    cached = r.catalog;
  }
  return cached;
}

/** The catalogue as the engine takes it. */
export const pheCatalogue: PheCatalogue = loadPheCatalogue();
