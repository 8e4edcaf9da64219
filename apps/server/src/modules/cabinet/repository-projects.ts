// Queries of a user's projects inside their objects (with the count of attached calculations).
// Every query names its user; a project is created only in an object of the same user.
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contains, searchKey } from '../../db/query';
import { ALL, type ListPage } from './repository-shared';

function projectCount(eb: ExpressionBuilder<Database & { p: Database['cabinet_project'] }, 'p'>) {
  return eb
    .selectFrom('project_calc as pc')
    .whereRef('pc.project_id', '=', 'p.id')
    .select((e) => e.fn.countAll<number>().as('n'))
    .$asScalar()
    .as('count');
}

const projectColumns = ['p.id', 'p.object_id', 'p.name', 'p.comment', 'p.created', 'p.updated'] as const;
export function projectQueries(db: Kysely<Database>) {
  return {
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
  };
}
