// What the cabinet's list queries share: a list page and LIMIT for "all". The query pieces every
// module uses (connection type, search key, "contains") are in db/query.ts.
import type { ListSort } from '@podbor/contracts';

/** LIMIT for "all": SQLite cannot have OFFSET without LIMIT. */
export const ALL = 2_147_483_647;

export interface ListPage {
  /** Folded search string (searchKey), or null for no search. */
  nameKey: string | null;
  sort: ListSort;
  offset: number;
  /** null: all. */
  limit: number | null;
}
