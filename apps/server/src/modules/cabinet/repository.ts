// Queries of the cabinet, one code for both databases: objects, projects, attached calculations,
// comments, and the history — a user's rows of the selection module's `request` table, read here
// (and joined with the attachments) while every change to a request goes through SelectionService.
// Every query names its user: nothing of another user can be read or changed through it.
import {
  sql,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
  type Transaction,
} from 'kysely';
import type { ListSort, RequestType } from '@podbor/contracts';
import type { Database } from '../../db/schema';
import type { CabinetCommentTable } from './tables';

type Conn = Kysely<Database> | Transaction<Database>;
/** The two kinds of named items a user owns. */
export type ItemTable = 'cabinet_object' | 'cabinet_project';
export type CommentRow = Selectable<CabinetCommentTable>;

/** How names are compared in a search: lower case, ё as е. */
export const searchKey = (s: string) => s.toLowerCase().replaceAll('ё', 'е');

/** `ref` contains `needle` literally (its % and _ are not wildcards). */
function contains(ref: string, needle: string) {
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${sql.ref(ref)} like ${pattern} escape '\\'`;
}

/** LIMIT for "all": SQLite cannot have OFFSET without LIMIT. */
const ALL = 2_147_483_647;
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

export interface ListPage {
  /** Folded search string (searchKey), or null for no search. */
  nameKey: string | null;
  sort: ListSort;
  offset: number;
  /** null: all. */
  limit: number | null;
}

export interface HistoryFilter {
  type?: RequestType;
  projectId?: number;
  objectId?: number;
  /** Stored-timestamp bounds of `updated`: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  /** A search: calculation IDs starting with `idPrefix` and/or the types whose label matched. */
  search?: { idPrefix: string | null; types: RequestType[] };
  offset: number;
  /** 0: count only. */
  limit: number;
}

const objectColumns = ['o.id', 'o.name', 'o.comment', 'o.created', 'o.updated'] as const;

function objectCounts(eb: ExpressionBuilder<Database & { o: Database['cabinet_object'] }, 'o'>) {
  return [
    eb
      .selectFrom('cabinet_project as p')
      .whereRef('p.object_id', '=', 'o.id')
      .select((e) => e.fn.countAll<number>().as('n'))
      .$asScalar()
      .as('projects'),
    eb
      .selectFrom('project_calc as pc')
      .innerJoin('cabinet_project as p', 'p.id', 'pc.project_id')
      .whereRef('p.object_id', '=', 'o.id')
      .select((e) => e.fn.count<number>('pc.request_id').distinct().as('n'))
      .$asScalar()
      .as('calcs'),
  ];
}

function projectCount(eb: ExpressionBuilder<Database & { p: Database['cabinet_project'] }, 'p'>) {
  return eb
    .selectFrom('project_calc as pc')
    .whereRef('pc.project_id', '=', 'p.id')
    .select((e) => e.fn.countAll<number>().as('n'))
    .$asScalar()
    .as('count');
}

const projectColumns = ['p.id', 'p.object_id', 'p.name', 'p.comment', 'p.created', 'p.updated'] as const;

export function createCabinetRepository(db: Kysely<Database>) {
  return {
    // ---------------------------------------------------------------- objects

    async listObjects(userId: number, page: ListPage, withCounts: boolean) {
      let base = db.selectFrom('cabinet_object as o').where('o.user_id', '=', userId);
      if (page.nameKey) base = base.where(contains('o.name_key', page.nameKey));
      const [total, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        base
          .select(objectColumns)
          .$if(withCounts, (q) => q.select(objectCounts))
          .orderBy('o.id', page.sort === 'old' ? 'asc' : 'desc')
          .limit(page.limit ?? ALL)
          .offset(page.offset)
          .execute(),
      ]);
      return { count: Number(total.n), rows };
    },

    findObject(userId: number, id: number) {
      return db
        .selectFrom('cabinet_object as o')
        .select(objectColumns)
        .select(objectCounts)
        .where('o.id', '=', id)
        .where('o.user_id', '=', userId)
        .executeTakeFirst();
    },

    async objectExists(userId: number, id: number): Promise<boolean> {
      const row = await db
        .selectFrom('cabinet_object')
        .select('id')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertObject(row: { userId: number; name: string; comment: string | null; now: string }) {
      const r = await db
        .insertInto('cabinet_object')
        .values({
          user_id: row.userId,
          name: row.name,
          name_key: searchKey(row.name),
          comment: row.comment,
          created: row.now,
          updated: row.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },

    // ---------------------------------------------------------------- objects and projects alike

    /** Renames or re-describes the user's object or project; false when there is no such one. */
    async updateItem(
      table: ItemTable,
      userId: number,
      id: number,
      patch: { name?: string; comment?: string | null; now: string },
    ): Promise<boolean> {
      const res = await db
        .updateTable(table)
        .set({
          ...(patch.name !== undefined ? { name: patch.name, name_key: searchKey(patch.name) } : {}),
          ...(patch.comment !== undefined ? { comment: patch.comment } : {}),
          updated: patch.now,
        })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /**
     * Deletes the user's object or project; what hangs on it goes too (foreign keys): an object's
     * projects, their attachments, all the comments. False when there is no such one.
     */
    async deleteItem(conn: Conn, table: ItemTable, userId: number, id: number): Promise<boolean> {
      const res = await conn
        .deleteFrom(table)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(res.numDeletedRows) === 1;
    },

    // ---------------------------------------------------------------- projects

    async listProjects(userId: number, objectId: number, page: ListPage) {
      let base = db
        .selectFrom('cabinet_project as p')
        .where('p.object_id', '=', objectId)
        .where('p.user_id', '=', userId);
      if (page.nameKey) base = base.where(contains('p.name_key', page.nameKey));
      const [total, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        base
          .select(projectColumns)
          .select(projectCount)
          .orderBy('p.id', page.sort === 'old' ? 'asc' : 'desc')
          .limit(page.limit ?? ALL)
          .offset(page.offset)
          .execute(),
      ]);
      return { count: Number(total.n), rows };
    },

    findProject(userId: number, id: number) {
      return db
        .selectFrom('cabinet_project as p')
        .select(projectColumns)
        .select(projectCount)
        .where('p.id', '=', id)
        .where('p.user_id', '=', userId)
        .executeTakeFirst();
    },

    /** The user's project's id and object, without counts. */
    projectRef(userId: number, id: number) {
      return db
        .selectFrom('cabinet_project')
        .select(['id', 'object_id'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** Creates a project in the user's object (checked in the same statement); null: no such object. */
    async insertProject(row: {
      userId: number;
      objectId: number;
      name: string;
      comment: string | null;
      now: string;
    }): Promise<number | null> {
      const r = await db
        .insertInto('cabinet_project')
        .columns(['object_id', 'user_id', 'name', 'name_key', 'comment', 'created', 'updated'])
        .expression((eb) =>
          eb
            .selectFrom('cabinet_object as o')
            .select([
              'o.id',
              'o.user_id',
              sql<string>`cast(${row.name} as varchar(100))`.as('name'),
              sql<string>`cast(${searchKey(row.name)} as varchar(100))`.as('name_key'),
              sql<string | null>`cast(${row.comment} as text)`.as('comment'),
              sql<string>`cast(${row.now} as varchar(32))`.as('created'),
              sql<string>`cast(${row.now} as varchar(32))`.as('updated'),
            ])
            .where('o.id', '=', row.objectId)
            .where('o.user_id', '=', row.userId),
        )
        .returning('id')
        .executeTakeFirst();
      return r?.id ?? null;
    },

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
        base = base.where((eb) =>
          eb.or([
            ...ranges.map(([lo, hi]) => (lo === hi ? eb('r.id', '=', lo) : eb.between('r.id', lo, hi))),
            ...(types.length > 0 ? [eb('r.type', 'in', types)] : []),
            ...(ranges.length === 0 && types.length === 0 ? [sql<SqlBool>`1 = 0`] : []),
          ]),
        );
      }
      const unfiltered =
        !f.type && f.projectId === undefined && f.objectId === undefined && !f.from && !f.to && !f.search;
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
              .select(['r.id', 'r.type', 'r.state', 'r.created', 'r.updated', 'r.input'])
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

    // ---------------------------------------------------------------- comments

    /**
     * Adds a comment to the user's object, or to the user's project (and so its object), checked in
     * the same statement; null: no such object or project of theirs.
     */
    async insertComment(
      conn: Conn,
      row: {
        userId: number;
        target: { objectId: number } | { projectId: number };
        text: string;
        fileId: number | null;
        now: string;
      },
    ): Promise<CommentRow | null> {
      const values = [
        sql<number>`cast(${row.userId} as integer)`.as('user_id'),
        sql<string>`cast(${row.text} as text)`.as('text'),
        sql<number | null>`cast(${row.fileId} as integer)`.as('file_id'),
        sql<string>`cast(${row.now} as varchar(32))`.as('created'),
      ];
      const { target } = row;
      const inserted = await conn
        .insertInto('cabinet_comment')
        .columns(['object_id', 'project_id', 'user_id', 'text', 'file_id', 'created'])
        .expression((eb) =>
          'objectId' in target
            ? eb
                .selectFrom('cabinet_object as o')
                .select(['o.id', sql<number | null>`cast(null as integer)`.as('project_id'), ...values])
                .where('o.id', '=', target.objectId)
                .where('o.user_id', '=', row.userId)
            : eb
                .selectFrom('cabinet_project as p')
                .select(['p.object_id', 'p.id', ...values])
                .where('p.id', '=', target.projectId)
                .where('p.user_id', '=', row.userId),
        )
        .returningAll()
        .executeTakeFirst();
      return inserted ?? null;
    },

    /** Comments on an object itself (projectId null) or on one of its projects; newest first. */
    async listComments(
      target: { objectId: number; projectId: number | null },
      offset: number,
      limit: number,
    ) {
      const base = db
        .selectFrom('cabinet_comment as c')
        .where('c.object_id', '=', target.objectId)
        .where('c.project_id', target.projectId === null ? 'is' : '=', target.projectId);
      const [total, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        base.selectAll('c').orderBy('c.id', 'desc').limit(limit).offset(offset).execute(),
      ]);
      return { count: Number(total.n), rows };
    },

    /** A comment the user wrote on one of their own objects (or its projects). */
    findOwnComment(userId: number, id: number) {
      return db
        .selectFrom('cabinet_comment as c')
        .innerJoin('cabinet_object as o', 'o.id', 'c.object_id')
        .selectAll('c')
        .where('c.id', '=', id)
        .where('c.user_id', '=', userId)
        .where('o.user_id', '=', userId)
        .executeTakeFirst();
    },

    async deleteComment(conn: Conn, id: number): Promise<boolean> {
      const res = await conn.deleteFrom('cabinet_comment').where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) === 1;
    },

    /** Files attached to the comments of an object (all of them, its projects' too) or of a project. */
    async commentFileIds(conn: Conn, of: { objectId: number } | { projectId: number }): Promise<number[]> {
      const rows = await conn
        .selectFrom('cabinet_comment')
        .select('file_id')
        .$call((q) =>
          'objectId' in of
            ? q.where('object_id', '=', of.objectId)
            : q.where('project_id', '=', of.projectId),
        )
        .where('file_id', 'is not', null)
        .execute();
      return rows.map((r) => r.file_id!);
    },
  };
}

export type CabinetRepository = ReturnType<typeof createCabinetRepository>;
