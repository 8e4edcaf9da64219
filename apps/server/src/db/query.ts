// Query pieces every module's repository shares: the connection type (a database or a transaction),
// the folded search key of names, a literal "contains" match and id-prefix ranges on a primary key.
// They know no table, so any module may use them without reaching into another module's repository.
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from './schema';

export type Conn = Kysely<Database> | Transaction<Database>;

/** How names are compared in a search: lower case, ё as е. */
export const searchKey = (s: string) => s.toLowerCase().replaceAll('ё', 'е');

/** `ref` contains `needle` literally (its % and _ are not wildcards). */
export function contains(ref: string, needle: string) {
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${sql.ref(ref)} like ${pattern} escape '\\'`;
}

const MAX_ID = 2_147_483_647;

/**
 * The id ranges whose decimal form starts with `digits`: 12 → [12], [120, 129], [1200, 1299], …
 * up to the largest id. Index ranges on the primary key, where a text match would read every row.
 */
export function idPrefixRanges(digits: string): Array<[number, number]> {
  if (!/^[1-9]\d{0,9}$/.test(digits)) return [];
  const d = Number(digits);
  const out: Array<[number, number]> = [];
  for (let scale = 1; d * scale <= MAX_ID; scale *= 10)
    out.push([d * scale, Math.min(MAX_ID, (d + 1) * scale - 1)]);
  return out;
}
