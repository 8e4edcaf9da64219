// Table types of the whole database, composed from each module's own table declarations.
// A module adds its tables in its own file and one `extends` here.
import type { SelectionTables } from '../modules/selection/tables';

// A module adds its tables as one more intersection: `SelectionTables & AuthTables & …`.
/** Timestamps are ISO 8601 UTC strings in both dialects; booleans are 0/1 integers. */
export type Database = SelectionTables;
