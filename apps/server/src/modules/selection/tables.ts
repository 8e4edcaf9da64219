// Tables owned by the selection module: selection requests and the stored files they produce.
import type { Generated } from 'kysely';

export interface RequestTable {
  id: Generated<number>;
  /** Unguessable public id (base64url, 128+ bits). */
  hash: string;
  /** rto | clever | dcu | station | pump */
  type: string;
  /** Owner when a signed-in user ran it; null for a guest. */
  user_id: number | null;
  /** pending | running | done | failed */
  state: string;
  /** Validated form input, JSON. */
  input: string;
  /** Engine answer, JSON; null until done. */
  response: string | null;
  /** Error message or list of messages, JSON; null unless failed. */
  error: string | null;
  /** 1 when a failed request is the calculator's refusal of the duty (an answer), 0 otherwise. */
  refused: Generated<number>;
  attempts: Generated<number>;
  created: string;
  updated: string;
  /**
   * The history search's key: the calculator's summary title folded (summaryKey) — a pump's model,
   * 'evr 10-4'; '' when the calculator gives none; null until set (rows from before migration 0004,
   * filled at start).
   */
  summary_key: Generated<string | null>;
  /** 1 once the request's search terms (request_term) are written; 0 on rows from before 0014. */
  terms_filled: Generated<number>;
  /** Whose share of the queue it counts against: 'user:<id>' or 'ip:<address>'; null before 0009. */
  client: Generated<string | null>;
  /** PostgreSQL mode: the job_worker id running it (decision 0038); null while pending. */
  lease_owner: Generated<string | null>;
  /**
   * Once done: the status record's files (user file name → download path) as JSON, 'null' when it
   * has none — written in the transaction that stores them, so the polled status is one read.
   * null (SQL) on rows done before migration 0011: their status reads the `file` rows.
   */
  files: Generated<string | null>;
}

/**
 * A folded search term of a signed-in user's request (migration 0014): its summary title, and the
 * model names and articles it offered; the history search matches a prefix of one.
 */
export interface RequestTermTable {
  request_id: number;
  term: string;
  /** The request's owner and `updated` (kept equal by a trigger), for an index-only search. */
  user_id: number;
  updated: string;
}

/** A live server instance of the shared queue (PostgreSQL mode, decision 0038). */
export interface JobWorkerTable {
  id: string;
  /** Worker threads + waiting places this instance brings. */
  places: number;
  /** Last heartbeat, ms since the epoch by the database's clock. */
  seen: number;
}

export interface FileTable {
  id: Generated<number>;
  /** The blob's internal name (DATA_DIR/files/<name>, or file_blob in PostgreSQL); never user input. */
  storage_name: string;
  /** The name the user sees and downloads under. */
  file_name: string;
  mime: string;
  size: number;
  request_id: number | null;
  owner_user_id: number | null;
  created: string;
}

export interface SelectionTables extends FileBlobTables {
  request: RequestTable;
  request_term: RequestTermTable;
  file: FileTable;
  job_worker: JobWorkerTable;
}

/** PostgreSQL only (migration 0008): a stored blob; its bytes are file_chunk rows. */
export interface FileBlobTable {
  storage_name: string;
  size: number;
  created: string;
}

/** PostgreSQL only: one piece (256 KB, the last one shorter) of a blob, in order of seq from 0. */
export interface FileChunkTable {
  storage_name: string;
  seq: number;
  bytes: Uint8Array;
}

/** The file store's PostgreSQL backend (decision 0037). */
export interface FileBlobTables {
  file_blob: FileBlobTable;
  file_chunk: FileChunkTable;
}
