// Tables owned by the kp module: КП requests and their timelines (status changes, comments, offers).
import type { Generated } from 'kysely';

export interface KpRequestTable {
  id: Generated<number>;
  /** The customer. */
  user_id: number;
  object_id: number | null;
  project_id: number | null;
  /** The object's name when sent; '' when none. */
  object_name: string;
  comment: string;
  /** new | clarifying | in_work | ready */
  status: string;
  /** JSON kpSnapshot. */
  snapshot: string;
  /** JSON number[]. */
  calc_ids: string;
  search_key: string;
  file_id: number | null;
  offer_file_id: number | null;
  manager_comment: string | null;
  created: string;
  updated: string;
}

export interface KpEventTable {
  id: Generated<number>;
  kp_id: number;
  user_id: number | null;
  /** created | status | comment | offer */
  kind: string;
  from_status: string | null;
  to_status: string | null;
  text: string | null;
  created: string;
}

export interface KpTables {
  kp_request: KpRequestTable;
  kp_event: KpEventTable;
}
