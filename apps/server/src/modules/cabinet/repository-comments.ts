// Queries of the comments on a user's objects and projects and of the files attached to them.
// A comment is written only on the writer's own object or project, checked in the same statement.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { CabinetCommentTable } from './tables';
import type { Conn } from '../../db/query';

export type CommentRow = Selectable<CabinetCommentTable>;

export function commentQueries(db: Kysely<Database>) {
  return {
    /**
     * Adds a comment to the owner's object, or to the owner's project (and so its object), checked in
     * the same statement; null: no such object or project of theirs. The author (`userId`) is the
     * owner, or a manager writing on a customer's object.
     */
    async insertComment(
      conn: Conn,
      row: {
        userId: number;
        ownerId: number;
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
                .where('o.user_id', '=', row.ownerId)
            : eb
                .selectFrom('cabinet_project as p')
                .select(['p.object_id', 'p.id', ...values])
                .where('p.id', '=', target.projectId)
                .where('p.user_id', '=', row.ownerId),
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
