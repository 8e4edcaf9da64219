// Tables owned by the cabinet module: a user's objects, their projects, the calculations (selection
// requests) attached to projects, and comments on objects and projects.
import type { Generated } from 'kysely';

export interface CabinetObjectTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** `name` folded for search: lower case, ё → е. */
  name_key: string;
  comment: string | null;
  created: string;
  updated: string;
}

export interface CabinetProjectTable {
  id: Generated<number>;
  object_id: number;
  /** The object's owner, copied so every project query checks the owner without a join. */
  user_id: number;
  name: string;
  name_key: string;
  comment: string | null;
  created: string;
  updated: string;
}

/** A calculation attached to a project; one calculation may sit in several projects. */
export interface ProjectCalcTable {
  project_id: number;
  request_id: number;
  attached: string;
}

export interface CabinetCommentTable {
  id: Generated<number>;
  /** The author. */
  user_id: number;
  object_id: number;
  /** Null: a comment on the object itself. */
  project_id: number | null;
  text: string;
  /** The attached file (file store row), if any. */
  file_id: number | null;
  created: string;
}

/** How many requests each user has (the unfiltered history count), kept by triggers on `request`. */
export interface HistoryCountTable {
  user_id: number;
  n: number;
}

export interface CabinetTables {
  cabinet_object: CabinetObjectTable;
  cabinet_project: CabinetProjectTable;
  project_calc: ProjectCalcTable;
  cabinet_comment: CabinetCommentTable;
  history_count: HistoryCountTable;
}
