// What the cabinet's query files share: the connection type (a database or a transaction), a
// list page, the folded search key of names, a literal "contains" match, and LIMIT for "all".
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { ListSort } from '@podbor/contracts';
import type { Database } from '../../db/schema';

export type Conn = Kysely<Database> | Transaction<Database>;

/** How names are compared in a search: lower case, ё as е. */
export const searchKey = (s: string) => s.toLowerCase().replaceAll('ё', 'е');

/** `ref` contains `needle` literally (its % and _ are not wildcards). */
export function contains(ref: string, needle: string) {
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${sql.ref(ref)} like ${pattern} escape '\\'`;
}

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
