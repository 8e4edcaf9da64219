// The file store: metadata rows in `file`, bytes in a blob store under a random internal name —
// DATA_DIR/files on SQLite, PostgreSQL on PostgreSQL (decision 0037). The user's file name is
// metadata only; nothing a user sends ever becomes a path on disk or a blob's name.
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { cabinetMessages } from '@podbor/contracts';
import type { Db, Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { lockLimit } from '../limits/lock';
import { DiskBlobStore, PostgresBlobStore, type BlobStore, type StoredBlob } from './blob-store';
import type { FileTable } from './tables';

export type FileRow = Selectable<FileTable>;

export interface NewFile {
  /** The user's file name; cleaned of path separators and control characters. */
  name: string;
  mime: string;
  data: Uint8Array;
  requestId?: number | null;
  ownerUserId?: number | null;
  /**
   * The owner's own upload, refused (413) when the owner's files would pass this many bytes: counted
   * and stored under the owner's limit lock, so parallel uploads cannot pass it (decision 0041).
   */
  quotaBytes?: number;
}

/** The download path of a stored file: `/api/v1/files/{id}/{encoded name}`. */
export function downloadPath(file: Pick<FileRow, 'id' | 'file_name'>): string {
  return `/api/v1/files/${file.id}/${encodeURIComponent(file.file_name)}`;
}

/**
 * The `files` of a status record or history item: file name → download path; null when none. A
 * file the result lists under another name (`listed`: stored name → listed name, e.g. the DCU's
 * '3d.png' → 'Images/3d.png') is keyed by that name; its download path keeps the stored one.
 */
export function filesRecord(
  files: readonly FileRow[],
  listed: Readonly<Record<string, string>> = {},
): Record<string, string> | null {
  return files.length > 0
    ? Object.fromEntries(files.map((f) => [listed[f.file_name] ?? f.file_name, downloadPath(f)]))
    : null;
}

/** Longest stored file name, in UTF-16 units (what file systems and the download path allow). */
const MAX_NAME = 255;
/** An extension kept when a long name is cut: a dot and up to 16 letters or digits at the end. */
const extension = /\.[\p{L}\p{N}]{1,16}$/u;

/**
 * A safe display name: no path parts, no control characters, no bidirectional controls (a name
 * like «счёт\u202Efdp.exe» must not show as «счётexe.pdf»), at most 255 characters with its
 * extension kept when cut.
 */
export function cleanFileName(name: string): string {
  const base = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .split(/[\\/]/)
    .pop()!
    .trim();
  const cleaned = base === '' || base === '.' || base === '..' ? 'file' : base;
  if (cleaned.length <= MAX_NAME) return cleaned;
  const ext = extension.exec(cleaned)?.[0] ?? '';
  // Not half a surrogate pair at the cut.
  const stem = cleaned.slice(0, MAX_NAME - ext.length).replace(/[\ud800-\udbff]$/, '');
  return stem + ext;
}

/**
 * PostgreSQL: blobs older than this without a metadata row are removed at start (another instance
 * may be between a blob's write and its row). SQLite has one instance: at its start nothing is
 * being written, so whatever has no row is a crash's leftover.
 */
const ORPHAN_AGE_MS = 60 * 60 * 1000;

/** The file store of the database's kind: disk blobs on SQLite, PostgreSQL blobs on PostgreSQL. */
export function createFileStore(
  database: Db,
  dataDir: string,
  log?: Pick<FastifyBaseLogger, 'error' | 'info'>,
): FileStore {
  const blobs = database.pool
    ? new PostgresBlobStore(database.db, database.pool)
    : new DiskBlobStore(dataDir);
  return new FileStore(database.db, blobs, log, database.dialect);
}

export class FileStore {
  constructor(
    private readonly db: Kysely<Database>,
    readonly blobs: BlobStore,
    /** Reports a metadata row whose bytes are gone (answered as not found). */
    private readonly log?: Pick<FastifyBaseLogger, 'error' | 'info'>,
    private readonly dialect: Dialect = 'sqlite',
  ) {}

  /**
   * An upload stored with the record it belongs to: the bytes are written first, then `commit` runs
   * the caller's transaction and inserts the file's row in it through `store(trx)` (null when there
   * is no file). When `commit` throws (a refusal, a lost race) the bytes are removed again, so
   * nothing is left behind. A file with `quotaBytes` is counted against its owner's quota first.
   */
  async withUpload<T>(
    file: NewFile | null,
    commit: (store: (trx: Transaction<Database>) => Promise<FileRow | null>) => Promise<T>,
  ): Promise<T> {
    const blob = file ? await this.writeBlob(file.data) : null;
    try {
      return await commit(async (trx) => {
        if (!file || !blob) return null;
        if (file.quotaBytes !== undefined && file.ownerUserId != null)
          await this.checkQuota(trx, file.ownerUserId, blob.size, file.quotaBytes);
        return this.insertRow(trx, blob, file);
      });
    } catch (e) {
      if (blob) await this.removeBlob(blob.storageName);
      throw e;
    }
  }

  /** Writes bytes under a fresh internal name, whole or not at all; insert its row next. */
  async writeBlob(data: Uint8Array): Promise<StoredBlob> {
    return this.blobs.write(data);
  }

  /** Removes a blob whose row was never committed (a failed transaction). */
  async removeBlob(storageName: string): Promise<void> {
    await this.blobs.remove(storageName);
  }

  /** Inserts the metadata row of a blob already written; use inside the caller's transaction. */
  async insertRow(
    trx: Kysely<Database> | Transaction<Database>,
    blob: StoredBlob,
    file: Omit<NewFile, 'data'>,
  ): Promise<FileRow> {
    return trx
      .insertInto('file')
      .values({
        storage_name: blob.storageName,
        file_name: cleanFileName(file.name),
        mime: file.mime,
        size: blob.size,
        request_id: file.requestId ?? null,
        owner_user_id: file.ownerUserId ?? null,
        created: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Stores one file with its metadata row; for uploads and anything outside a selection job. */
  async save(file: NewFile): Promise<FileRow> {
    const blob = await this.writeBlob(file.data);
    try {
      return await this.insertRow(this.db, blob, file);
    } catch (e) {
      await this.removeBlob(blob.storageName);
      throw e;
    }
  }

  async find(id: number): Promise<FileRow | undefined> {
    return this.db.selectFrom('file').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async ofRequest(requestId: number): Promise<FileRow[]> {
    return this.db.selectFrom('file').selectAll().where('request_id', '=', requestId).orderBy('id').execute();
  }

  /** The files of several requests, in id order. */
  async ofRequests(requestIds: readonly number[]): Promise<FileRow[]> {
    if (requestIds.length === 0) return [];
    return this.db
      .selectFrom('file')
      .selectAll()
      .where('request_id', 'in', requestIds)
      .orderBy('id')
      .execute();
  }

  /** Bytes of the files a user uploaded (files of no request). */
  /** Refuses (413) an upload of `size` bytes that would take the owner's files past `quota`. */
  private async checkQuota(trx: Transaction<Database>, owner: number, size: number, quota: number) {
    await lockLimit(trx, this.dialect, `files-quota:${owner}`);
    if ((await this.uploadedBytes(owner, trx)) + size > quota)
      throw new AppError(413, cabinetMessages.filesQuota, { fields: { file: cabinetMessages.filesQuota } });
  }

  private async uploadedBytes(ownerUserId: number, conn: Kysely<Database>): Promise<number> {
    const row = await conn
      .selectFrom('file')
      .select((eb) => eb.fn.sum<number | null>('size').as('bytes'))
      .where('owner_user_id', '=', ownerUserId)
      .where('request_id', 'is', null)
      .executeTakeFirst();
    return Number(row?.bytes ?? 0);
  }

  async findMany(ids: readonly number[]): Promise<FileRow[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('file').selectAll().where('id', 'in', ids).execute();
  }

  /**
   * Deletes metadata rows inside the caller's transaction and answers their internal names: remove
   * those blobs (removeBlobs) once the transaction has committed. In PostgreSQL the blobs go with
   * the rows in the same transaction (migration 0008's trigger) and removeBlobs finds them gone.
   */
  async deleteRows(
    trx: Kysely<Database> | Transaction<Database>,
    by: { ids: readonly number[] } | { requestId: number },
  ): Promise<string[]> {
    if ('ids' in by && by.ids.length === 0) return [];
    const rows = await trx
      .deleteFrom('file')
      .$call((q) => ('ids' in by ? q.where('id', 'in', by.ids) : q.where('request_id', '=', by.requestId)))
      .returning('storage_name')
      .execute();
    return rows.map((r) => r.storage_name);
  }

  /** Removes blobs whose rows are gone; answers the names it could not remove (never throws). */
  async removeBlobs(storageNames: readonly string[]): Promise<string[]> {
    if (this.blobs.deletedWithRows) return [];
    const results = await Promise.allSettled(storageNames.map((n) => this.removeBlob(n)));
    return storageNames.filter((_, i) => results[i]!.status === 'rejected');
  }

  /** A read stream of the bytes, or undefined when the blob is missing. */
  async open(file: Pick<FileRow, 'storage_name' | 'size'>): Promise<Readable | undefined> {
    return this.blobs.open(file.storage_name, file.size);
  }

  /** Removes blobs left without a row by a crash between the write and the row, and cut writes. */
  async sweepOrphans(now = Date.now()): Promise<number> {
    const before = new Date(this.blobs.kind === 'disk' ? now : now - ORPHAN_AGE_MS);
    const removed = await this.blobs.sweep(before, async (names) => {
      const rows = await this.db
        .selectFrom('file')
        .select('storage_name')
        .where('storage_name', 'in', names)
        .execute();
      return new Set(rows.map((r) => r.storage_name));
    });
    if (removed > 0) this.log?.info({ removed }, 'blobs without a file row removed');
    return removed;
  }

  /**
   * A user's own file with a read stream of its bytes, by the id a download URL carries. A malformed
   * id, a missing file, another user's file and a row without its bytes all answer undefined alike,
   * so a caller cannot tell another's file from none. `anyOwner`: a manager reading the files a
   * customer's КП request refers to (decision 0033).
   */
  async openOwned(
    id: number,
    userId: number,
    anyOwner = false,
  ): Promise<{ file: FileRow; stream: Readable } | undefined> {
    const file = await this.find(id);
    if (!file || (!anyOwner && file.owner_user_id !== userId)) return undefined;
    const stream = await this.open(file);
    if (!stream) {
      this.log?.error({ fileId: file.id, store: this.blobs.kind }, 'file row without its bytes');
      return undefined;
    }
    return { file, stream };
  }
}
