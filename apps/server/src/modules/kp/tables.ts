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
  /** created | status | comment | offer | answer | edited */
  kind: string;
  from_status: string | null;
  to_status: string | null;
  text: string | null;
  created: string;
}

export interface PriceItemTable {
  article: string;
  name: string;
  /** Kopecks (bigint: PostgreSQL answers a string, read through Number()). */
  price: number | string;
  price_date: string;
  source: string;
}

export interface KpOfferTable {
  id: Generated<number>;
  kp_id: number;
  revision: number;
  /** sent | superseded | accepted | declined */
  state: string;
  /** JSON OfferDoc. */
  doc: string;
  valid_until: string;
  file_id: number | null;
  sha256: string;
  superseded_by: number | null;
  /** JSON acceptance record. */
  acceptance: string | null;
  decline_reason: string | null;
  created_by: number | null;
  created: string;
}

export interface KpOfferCodeTable {
  offer_id: number;
  code_hash: string;
  expires: string;
  attempts: number;
}

export interface KpTables {
  kp_request: KpRequestTable;
  kp_event: KpEventTable;
  price_item: PriceItemTable;
  kp_offer: KpOfferTable;
  kp_offer_code: KpOfferCodeTable;
}
