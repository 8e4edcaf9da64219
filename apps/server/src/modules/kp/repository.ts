// Queries of КП requests and their timelines. The customer's calls always carry the owner in the
// WHERE clause; the manager's queue has none. A status change is checked against the status read
// in the same statement (a concurrent change makes it answer nothing).
import {
  sql,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { KpStatus } from '@podbor/contracts';
import type { Database } from '../../db/schema';
import { contains, idPrefixRanges, type Conn } from '../../db/query';
import type { KpEventTable, KpRequestTable } from './tables';

export type KpRow = Selectable<KpRequestTable>;
export type KpEventRow = Selectable<KpEventTable>;

export interface KpFilter {
  /** The customer (all customers when absent: the manager's queue). */
  userId?: number;
  objectId?: number;
  projectId?: number;
  status?: KpStatus;
  /** Digits: ids starting with them; text: folded contains on search_key. */
  search?: { idPrefix: string } | { text: string };
  from?: string;
  to?: string;
  offset: number;
  limit: number;
}

type Q = SelectQueryBuilder<Database, 'kp_request', object>;

function where(q: Q, f: KpFilter, withStatus = true): Q {
  if (f.userId !== undefined) q = q.where('user_id', '=', f.userId);
  if (f.objectId !== undefined) q = q.where('object_id', '=', f.objectId);
  if (f.projectId !== undefined) q = q.where('project_id', '=', f.projectId);
  if (withStatus && f.status) q = q.where('status', '=', f.status);
  if (f.from) q = q.where('created', '>=', f.from);
  if (f.to) q = q.where('created', '<', f.to);
  if (f.search && 'idPrefix' in f.search) {
    const ranges = idPrefixRanges(f.search.idPrefix);
    q = q.where((eb) =>
      ranges.length === 0
        ? sql<SqlBool>`1 = 0`
        : eb.or(ranges.map(([lo, hi]) => (lo === hi ? eb('id', '=', lo) : eb.between('id', lo, hi)))),
    );
  } else if (f.search) q = q.where(contains('search_key', f.search.text));
  return q;
}

export function createKpRepository(db: Kysely<Database>) {
  return {
    async insert(conn: Conn, row: Insertable<KpRequestTable>): Promise<KpRow> {
      return conn.insertInto('kp_request').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async insertEvent(conn: Conn, row: Insertable<KpEventTable>): Promise<void> {
      await conn.insertInto('kp_event').values(row).execute();
    },

    find(id: number, userId?: number) {
      return db
        .selectFrom('kp_request')
        .selectAll()
        .where('id', '=', id)
        .$call((q) => (userId === undefined ? q : q.where('user_id', '=', userId)))
        .executeTakeFirst();
    },

    events(kpId: number) {
      return db.selectFrom('kp_event').selectAll().where('kp_id', '=', kpId).orderBy('id').execute();
    },

    /**
     * A page, its count and the counts by status (the tiles: every filter but the status). The count
     * is read off the tiles — the status tile, or their sum — rather than by a scan of its own: with
     * a text search each scan tests every row (bench kp-queue).
     */
    async list(f: KpFilter) {
      const [rows, byStatus] = await Promise.all([
        where(db.selectFrom('kp_request'), f)
          .selectAll()
          .orderBy('id', 'desc')
          .limit(f.limit)
          .offset(f.offset)
          .execute(),
        where(db.selectFrom('kp_request'), f, false)
          .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('status')
          .execute(),
      ]);
      const tiles = new Map(byStatus.map((r) => [r.status, Number(r.n)]));
      const count = f.status ? (tiles.get(f.status) ?? 0) : [...tiles.values()].reduce((a, b) => a + b, 0);
      return { rows, count, byStatus: tiles };
    },

    /** Customers who have sent requests (the queue's customer filter). */
    async customerIds(): Promise<number[]> {
      const rows = await db.selectFrom('kp_request').select('user_id').distinct().execute();
      return rows.map((r) => r.user_id);
    },

    /** Sets the status if it is still `from`; false when it changed meanwhile. */
    async setStatus(conn: Conn, id: number, from: KpStatus, to: KpStatus, now: string): Promise<boolean> {
      const res = await conn
        .updateTable('kp_request')
        .set({ status: to, updated: now })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    async setManagerComment(conn: Conn, id: number, text: string, now: string): Promise<void> {
      await conn
        .updateTable('kp_request')
        .set({ manager_comment: text, updated: now })
        .where('id', '=', id)
        .execute();
    },

    /** Sets the offer file; answers the previous one's id (to delete it). */
    async setOffer(conn: Conn, id: number, fileId: number, now: string): Promise<number | null> {
      const prev = await conn
        .selectFrom('kp_request')
        .select('offer_file_id')
        .where('id', '=', id)
        .executeTakeFirst();
      await conn
        .updateTable('kp_request')
        .set({ offer_file_id: fileId, updated: now })
        .where('id', '=', id)
        .execute();
      return prev?.offer_file_id ?? null;
    },
  };
}

export type KpRepository = ReturnType<typeof createKpRepository>;
