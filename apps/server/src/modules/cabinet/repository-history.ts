// Queries of the history — a user's rows of the selection module's `request` table, read here
// (changes go through SelectionService) — and of the calculations attached to projects.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { RequestType } from '@podbor/contracts';
import { idPrefixRanges } from '../../db/query';
import type { Database } from '../../db/schema';

/**
 * The strings starting with `prefix`, as a half-open range [prefix, next): `next` is the prefix with
 * its last character one code point up. Code point order is byte order in UTF-8, which SQLite's
 * BINARY and PostgreSQL's "C" collation (the column's) compare by.
 */
export function prefixRange(prefix: string): [string, string] | null {
  const chars = Array.from(prefix);
  const last = chars.pop();
  if (last === undefined) return null;
  const cp = last.codePointAt(0)!;
  // Past the surrogates: the next code point must itself be encodable.
  const next = cp === 0xd7ff ? 0xe000 : cp + 1;
  if (next > 0x10ffff) return null;
  return [prefix, chars.join('') + String.fromCodePoint(next)];
}

/** What a history page reads of each request. */
const ROW_COLUMNS = ['r.id', 'r.type', 'r.state', 'r.created', 'r.updated', 'r.input', 'r.response'] as const;

export interface HistoryFilter {
  type?: RequestType;
  projectId?: number;
  objectId?: number;
  /** Exactly these calculations (those of them that are the user's). */
  ids?: readonly number[];
  /** Stored-timestamp bounds of `updated`: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  /**
   * A search: calculation IDs starting with `idPrefix`, the types whose label matched, and/or the
   * requests with a search term (request_term) starting with `termPrefix` (folded: a title, an
   * offered model's name or article).
   */
  search?: { idPrefix: string | null; types: RequestType[]; termPrefix: string | null };
  offset: number;
  /** 0: count only. */
  limit: number;
}

export function historyQueries(db: Kysely<Database>) {
  /** Whether a search term of the user's lies in [from, to): one index probe. */
  const hasTermPrefix = async (userId: number, [from, to]: [string, string]): Promise<boolean> => {
    const hit = await db
      .selectFrom('request_term')
      .select('request_id')
      .where('user_id', '=', userId)
      .where('term', '>=', from)
      .where('term', '<', to)
      .limit(1)
      .executeTakeFirst();
    return hit !== undefined;
  };

  /**
   * A search by a term prefix alone (dates allowed): the count and the page's order are read from
   * request_term_search_idx (user_id, term, updated, request_id) only — a request's terms carry its
   * owner and `updated` — and then the page's rows by id. A request with several matching terms is
   * one row (counted distinct).
   */
  const termHistory = async (userId: number, [lo, hi]: [string, string], f: HistoryFilter) => {
    const terms = () => {
      let q = db
        .selectFrom('request_term as t')
        .where('t.user_id', '=', userId)
        .where('t.term', '>=', lo)
        .where('t.term', '<', hi);
      if (f.from) q = q.where('t.updated', '>=', f.from);
      if (f.to) q = q.where('t.updated', '<', f.to);
      return q;
    };
    const count = terms()
      .select((eb) => eb.fn.count<number>('t.request_id').distinct().as('n'))
      .executeTakeFirstOrThrow();
    const rows = async () => {
      if (f.limit === 0) return [];
      // Newest first without DISTINCT (a bounded sort, where DISTINCT sorted every match): a
      // request's terms share its `updated`, so its repeats are neighbours; more are read only when
      // repeats left the page short.
      const want = f.offset + f.limit;
      let page: number[] = [];
      for (let n = want * 2; ; n *= 4) {
        const got = await terms()
          .select(['t.request_id', 't.updated'])
          .orderBy('t.updated', 'desc')
          .orderBy('t.request_id', 'desc')
          .limit(sql.lit(n))
          .execute();
        page = [...new Set(got.map((g) => g.request_id))];
        if (page.length >= want || got.length < n) break;
      }
      page = page.slice(f.offset, want);
      if (page.length === 0) return [];
      // In the page's order, put back here: an ORDER BY would lead SQLite's planner to walk the
      // user's history in date order instead of reading these few rows by id.
      const read = await db
        .selectFrom('request as r')
        .select(ROW_COLUMNS)
        .where('r.user_id', '=', userId)
        .where('r.id', 'in', page)
        .execute();
      const at = new Map(page.map((id, i) => [id, i]));
      return read.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
    };
    const [total, page] = await Promise.all([count, rows()]);
    return { count: Number(total.n), rows: page };
  };

  return {
    // ---------------------------------------------------------------- attached calculations

    /**
     * Attaches the user's request to the user's project in one statement (both checked in it):
     * 'attached', 'already' (nothing to do) or 'missing' (no such project or request of theirs).
     */
    async attach(
      userId: number,
      projectId: number,
      requestId: number,
      now: string,
    ): Promise<'attached' | 'already' | 'missing'> {
      const res = await db
        .insertInto('project_calc')
        .columns(['project_id', 'request_id', 'attached'])
        .expression((eb) =>
          eb
            .selectFrom('request as r')
            .select([
              sql<number>`cast(${projectId} as integer)`.as('project_id'),
              'r.id',
              sql<string>`cast(${now} as varchar(32))`.as('attached'),
            ])
            .where('r.id', '=', requestId)
            .where('r.user_id', '=', userId)
            .where((w) =>
              w.exists(
                w
                  .selectFrom('cabinet_project as p')
                  .select('p.id')
                  .where('p.id', '=', projectId)
                  .where('p.user_id', '=', userId),
              ),
            ),
        )
        .onConflict((oc) => oc.columns(['project_id', 'request_id']).doNothing())
        .executeTakeFirst();
      if (Number(res.numInsertedOrUpdatedRows ?? 0) === 1) return 'attached';
      const there = await db
        .selectFrom('project_calc as pc')
        .innerJoin('cabinet_project as p', 'p.id', 'pc.project_id')
        .select('pc.request_id')
        .where('pc.project_id', '=', projectId)
        .where('pc.request_id', '=', requestId)
        .where('p.user_id', '=', userId)
        .executeTakeFirst();
      return there ? 'already' : 'missing';
    },

    /** The project must be the user's (checked by the caller). */
    async detach(projectId: number, requestId: number): Promise<boolean> {
      const res = await db
        .deleteFrom('project_calc')
        .where('project_id', '=', projectId)
        .where('request_id', '=', requestId)
        .executeTakeFirst();
      return Number(res.numDeletedRows) === 1;
    },

    // ---------------------------------------------------------------- history

    /** A user's requests, newest `updated` first, with the exact count of the filtered set. */
    async history(userId: number, f: HistoryFilter) {
      let base = db.selectFrom('request as r').where('r.user_id', '=', userId);
      if (f.type) base = base.where('r.type', '=', f.type);
      if (f.ids) base = f.ids.length > 0 ? base.where('r.id', 'in', f.ids) : base.where(sql<SqlBool>`1 = 0`);
      if (f.from) base = base.where('r.updated', '>=', f.from);
      if (f.to) base = base.where('r.updated', '<', f.to);
      if (f.projectId !== undefined) {
        const projectId = f.projectId;
        base = base.where('r.id', 'in', (eb) =>
          eb.selectFrom('project_calc as pc').select('pc.request_id').where('pc.project_id', '=', projectId),
        );
      }
      if (f.objectId !== undefined) {
        const objectId = f.objectId;
        base = base.where('r.id', 'in', (eb) =>
          eb
            .selectFrom('project_calc as pc')
            .innerJoin('cabinet_project as p', 'p.id', 'pc.project_id')
            .select('pc.request_id')
            .where('p.object_id', '=', objectId),
        );
      }
      if (f.search) {
        const ranges = f.search.idPrefix ? idPrefixRanges(f.search.idPrefix) : [];
        const { types } = f.search;
        // Only a prefix some calculation of the user's has: an OR with a range that matches nothing
        // would still turn the type search's index-only count into reads of the table.
        const typed = f.search.termPrefix ? prefixRange(f.search.termPrefix) : null;
        const range = typed && (await hasTermPrefix(userId, typed)) ? typed : null;
        const termOnly =
          ranges.length === 0 &&
          types.length === 0 &&
          !f.type &&
          f.projectId === undefined &&
          f.objectId === undefined &&
          !f.ids;
        if (range && termOnly) return termHistory(userId, range, f);
        base = base.where((eb) =>
          eb.or([
            ...ranges.map(([lo, hi]) => (lo === hi ? eb('r.id', '=', lo) : eb.between('r.id', lo, hi))),
            ...(types.length > 0 ? [eb('r.type', 'in', types)] : []),
            // Mixed with IDs or types: an index range on request_term_search_idx, both databases; a
            // request with several matching terms is still one row (a semi-join).
            ...(range
              ? [
                  eb(
                    'r.id',
                    'in',
                    eb
                      .selectFrom('request_term as t')
                      .select('t.request_id')
                      .where('t.user_id', '=', userId)
                      .where('t.term', '>=', range[0])
                      .where('t.term', '<', range[1]),
                  ),
                ]
              : []),
            ...(ranges.length === 0 && types.length === 0 && !range ? [sql<SqlBool>`1 = 0`] : []),
          ]),
        );
      }
      const unfiltered =
        !f.type &&
        f.projectId === undefined &&
        f.objectId === undefined &&
        !f.ids &&
        !f.from &&
        !f.to &&
        !f.search;
      const countQuery = unfiltered
        ? db
            .selectFrom('history_count')
            .select('n')
            .where('user_id', '=', userId)
            .executeTakeFirst()
            .then((r) => ({ n: r?.n ?? 0 }))
        : base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rowsQuery =
        f.limit === 0
          ? Promise.resolve([])
          : base
              .select(ROW_COLUMNS)
              .orderBy('r.updated', 'desc')
              .orderBy('r.id', 'desc')
              // A literal (a checked integer): with a bound LIMIT, SQLite's planner cannot see that
              // sorting a few ID-search matches beats walking the whole history in date order.
              .limit(sql.lit(f.limit))
              .offset(f.offset)
              .execute();
      const [total, rows] = await Promise.all([countQuery, rowsQuery]);
      return { count: Number(total.n), rows };
    },

    /** Which projects each of these requests is attached to. */
    attachmentsOf(requestIds: readonly number[]) {
      if (requestIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('project_calc')
        .select(['request_id', 'project_id'])
        .where('request_id', 'in', requestIds)
        .orderBy('project_id')
        .execute();
    },
  };
}
