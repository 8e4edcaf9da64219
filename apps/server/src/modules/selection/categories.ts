// The form schema of each `POST /api/v1/search/{category}` category, checked on the main thread
// before a job is queued. A calculator adds its line here when it lands, e.g. `station: stationForm`.
import type { z } from 'zod';
import type { SearchCategory } from '@podbor/contracts';

/**
 * Category → zod schema of the request body (from @podbor/contracts, the same one the web form
 * uses). A category missing here answers 404 'Неизвестный тип подбора'.
 */
export type SearchSchemas = Partial<Record<SearchCategory, z.ZodType>>;

export const searchSchemas: SearchSchemas = {};
