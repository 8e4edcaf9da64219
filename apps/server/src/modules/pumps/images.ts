// The series drawings shipped with the catalogue (@podbor/catalog/pumps/images/<series>.jpg): read
// once per process, for the series cards (an API route) and the files of a pump request (Image.jpg).
import fs from 'node:fs';
import { createRequire } from 'node:module';

const cache = new Map<string, Uint8Array | null>();

/** The JPEG drawing of a series by its name, or null when the catalogue has none for it. */
export function seriesImage(seriesName: string): Uint8Array | null {
  let image = cache.get(seriesName);
  if (image === undefined) {
    try {
      // Resolved through node_modules from this module, so source and bundle find the same file.
      const file = createRequire(import.meta.url).resolve(`@podbor/catalog/pumps/images/${seriesName}.jpg`);
      image = new Uint8Array(fs.readFileSync(file));
    } catch {
      image = null;
    }
    cache.set(seriesName, image);
  }
  return image;
}
