// Queries of a user's objects (with their project and calculation counts), and the renaming and
// deleting that objects and projects share. Every query names its user.
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contains, searchKey, type Conn } from '../../db/query';
import { ALL, type ListPage } from './repository-shared';

/** The two kinds of named items a user owns. */
export type ItemTable = 'cabinet_object' | 'cabinet_project';

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

export function objectQueries(db: Kysely<Database>) {
  return {
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

    /** Whose an object is (a manager's console reaches any customer's object by id). */
    objectOwner(id: number) {
      return db
        .selectFrom('cabinet_object')
        .select(['user_id', 'name'])
        .where('id', '=', id)
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
  };
}
