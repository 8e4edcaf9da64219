// Series illustrations: the catalogue ships one JPEG per series (@podbor/catalog/pumps/images), the
// same picture the datasheet carries as Image.jpg; Vite turns each into a hashed asset URL.
import cmi from '@podbor/catalog/pumps/images/CMI.jpg';
import evp from '@podbor/catalog/pumps/images/EVP.jpg';
import evr from '@podbor/catalog/pumps/images/EVR.jpg';

const byName: Readonly<Record<string, string>> = { CMI: cmi, EVP: evp, EVR: evr };

/** The illustration of a series by its name, or null when the catalogue has none for it. */
export const seriesImage = (seriesName: string): string | null => byName[seriesName] ?? null;
