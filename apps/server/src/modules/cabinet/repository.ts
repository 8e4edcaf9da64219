// Queries of the cabinet, one code for both databases, composed from one file per aggregate:
// objects (repository-objects), projects (-projects), history and attachments (-history), comments.
// Every query names its user: nothing of another user can be read or changed through it.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { commentQueries } from './repository-comments';
import { historyQueries } from './repository-history';
import { objectQueries } from './repository-objects';
import { projectQueries } from './repository-projects';

export type { ListPage } from './repository-shared';
export type { ItemTable } from './repository-objects';
export type { HistoryFilter } from './repository-history';
export type { CommentRow } from './repository-comments';

export function createCabinetRepository(db: Kysely<Database>) {
  return {
    ...objectQueries(db),
    ...projectQueries(db),
    ...historyQueries(db),
    ...commentQueries(db),
  };
}

export type CabinetRepository = ReturnType<typeof createCabinetRepository>;
