// Record ids wherever they arrive — bodies, paths, query strings, headers — checked against the id
// columns' range in this one place (issue 28 item 6): nothing out of range ever reaches a query.
import { z } from 'zod';

/** The id columns' range: PostgreSQL `integer` (SQLite's are wider; the narrower rules). */
export const ID_MAX = 2_147_483_647;

/** Ids in JSON bodies: positive 32-bit integers. */
export const idSchema = z.number().int().positive().max(ID_MAX);

/** An id written as text (a path, a query, a header): decimal digits within 1…ID_MAX, else null. */
export function parseId(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) && raw >= 1 && raw <= ID_MAX ? raw : null;
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= ID_MAX ? n : null;
}

/**
 * A record's id in a path. Anything that cannot be one (letters, 0, -1, 2^31, 1e308) becomes 0,
 * which names no record: the call answers its own «… не найден» (404), as for a missing record.
 */
export const pathIdSchema = z
  .preprocess((v) => parseId(v) ?? 0, z.number().int().min(0).max(ID_MAX))
  .meta({ minimum: 1, description: `Номер записи: целое от 1 до ${ID_MAX}; иное — 404` });

/**
 * An id in a query string or a header, from `min` (0: «from the start») to ID_MAX; anything else
 * is refused as invalid input (400).
 */
export const queryIdSchema = (min: 0 | 1 = 1) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^[0-9]{1,16}$/.test(v) ? Number(v) : v),
    z.number().int().min(min).max(ID_MAX),
  );
