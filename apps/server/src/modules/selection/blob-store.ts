// Where a stored file's bytes live (decision 0037): one interface, two backends picked at start
// from the database kind — DATA_DIR/files on SQLite (one instance), PostgreSQL chunks on PostgreSQL
// (any instance serves any file). The metadata rows stay in `file` (file-store.ts) either way.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../../db/schema';
import { privateDir, writePrivateFileAsync } from '../../private-files';

export interface StoredBlob {
  storageName: string;
  size: number;
}

export interface BlobStore {
  readonly kind: 'disk' | 'postgres';
  /** True when deleting a `file` row deletes its blob in the same transaction. */
  readonly deletedWithRows: boolean;
  /** Stores bytes under a fresh internal name; whole or not at all. */
  write(data: Uint8Array): Promise<StoredBlob>;
  /** Removes blobs (a missing one is no error); throws when a removal fails. */
  remove(storageName: string): Promise<void>;
  /** A read stream of the bytes, or undefined when the blob is missing. `size`: the row's size. */
  open(storageName: string, size: number): Promise<Readable | undefined>;
  /**
   * Removes blobs whose metadata row never came and unfinished writes, all from before `before`;
   * `withRows` answers which of some names have a row. Answers how many it removed.
   */
  sweep(before: Date, withRows: (names: readonly string[]) => Promise<Set<string>>): Promise<number>;
}

/** The temp name of a disk blob being written (renamed to its own name when whole). */
const TMP_PREFIX = '.tmp-';
/** Names looked up per query when the disk sweep asks which blobs have rows. */
const SWEEP_BATCH = 500;

/** A fresh internal name: 192 random bits, URL-safe; never derived from user input. */
const freshName = () => randomBytes(24).toString('base64url');
/** What freshName makes (and what tests plant): the only names a COPY statement may inline. */
const internalName = /^[A-Za-z0-9_-]{1,80}$/;

/** SQLite mode: bytes under DATA_DIR/files/<internal name>, as since the first version. */
export class DiskBlobStore implements BlobStore {
  readonly kind = 'disk';
  readonly deletedWithRows = false;
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'files');
    privateDir(this.dir);
  }

  /** Atomically: a temp file (owner-only), then a rename. */
  async write(data: Uint8Array): Promise<StoredBlob> {
    const storageName = freshName();
    const tmp = path.join(this.dir, TMP_PREFIX + storageName);
    await writePrivateFileAsync(tmp, data);
    await fs.promises.rename(tmp, path.join(this.dir, storageName));
    return { storageName, size: data.byteLength };
  }

  async remove(storageName: string): Promise<void> {
    await fs.promises.rm(path.join(this.dir, storageName), { force: true });
  }

  async open(storageName: string): Promise<Readable | undefined> {
    const full = path.join(this.dir, storageName);
    try {
      await fs.promises.access(full, fs.constants.R_OK);
    } catch {
      return undefined;
    }
    return fs.createReadStream(full);
  }

  /**
   * What a kill -9 leaves (decision 0040): temp files of writes cut off, and blobs written whose row
   * never committed (the bytes are written before the row's transaction).
   */
  async sweep(before: Date, withRows: (names: readonly string[]) => Promise<Set<string>>): Promise<number> {
    const old = async (name: string) => {
      const stat = await fs.promises.stat(path.join(this.dir, name)).catch(() => null);
      return stat !== null && stat.isFile() && stat.mtimeMs < before.getTime();
    };
    const names = await fs.promises.readdir(this.dir);
    const doomed = names.filter((n) => n.startsWith(TMP_PREFIX));
    const blobs = names.filter((n) => internalName.test(n));
    for (let i = 0; i < blobs.length; i += SWEEP_BATCH) {
      const batch = blobs.slice(i, i + SWEEP_BATCH);
      const kept = await withRows(batch);
      doomed.push(...batch.filter((n) => !kept.has(n)));
    }
    let removed = 0;
    for (const name of doomed) {
      if (!(await old(name))) continue;
      await fs.promises.rm(path.join(this.dir, name), { force: true });
      removed++;
    }
    return removed;
  }
}

/** Bytes per chunk row: large enough for few rows, small enough to stream. */
export const CHUNK_BYTES = 256 * 1024;
/** Chunks per query when reading: a download holds at most two batches (2 MB) of its file. */
export const READ_BATCH = 4;
/** Chunks per insert statement when writing. */
const WRITE_BATCH = 4;

/** PostgreSQL's binary COPY signature (11 bytes), then flags (int32) and an extension length. */
const copySignature = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/**
 * The bytes of the (seq int4, bytes bytea) rows of a binary COPY, checked to run from `from` on
 * without a gap. Each row: field count (int16, -1 ends the data), then per field its length (int32)
 * and its bytes. The answered buffers are views of `data`, not copies.
 */
function copyRows(data: Buffer, storageName: string, from: number): Buffer[] {
  if (data.length < 19 || !data.subarray(0, 11).equals(copySignature))
    throw new Error('not a binary COPY answer');
  let at = 19 + data.readInt32BE(15);
  const rows: Buffer[] = [];
  for (;;) {
    const fields = data.readInt16BE(at);
    at += 2;
    if (fields === -1) return rows;
    if (fields !== 2 || data.readInt32BE(at) !== 4) throw new Error('unexpected COPY row');
    const seq = data.readInt32BE(at + 4);
    const length = data.readInt32BE(at + 8);
    at += 12;
    if (seq !== from + rows.length)
      throw new Error(`file chunk ${from + rows.length} of ${storageName} is missing`);
    rows.push(data.subarray(at, at + length));
    at += length;
  }
}

/**
 * PostgreSQL mode: a `file_blob` row and its `file_chunk` rows of CHUNK_BYTES, written in one
 * transaction and read back a batch of chunks per query, so a download never holds the whole file
 * and holds no connection between batches. Deleting the `file` row deletes the blob (trigger of
 * migration 0008), in the deleting transaction, for every instance at once.
 */
export class PostgresBlobStore implements BlobStore {
  readonly kind = 'postgres';
  readonly deletedWithRows = true;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly pool: pg.Pool,
  ) {}

  async write(data: Uint8Array): Promise<StoredBlob> {
    const storageName = freshName();
    const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    // At least one chunk, empty for an empty file: the first chunk's presence says the blob exists.
    const count = Math.max(1, Math.ceil(bytes.byteLength / CHUNK_BYTES));
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('file_blob')
        .values({ storage_name: storageName, size: bytes.byteLength, created: new Date().toISOString() })
        .execute();
      for (let first = 0; first < count; first += WRITE_BATCH) {
        const rows = [];
        for (let seq = first; seq < Math.min(count, first + WRITE_BATCH); seq++)
          rows.push({
            storage_name: storageName,
            seq,
            bytes: bytes.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES),
          });
        await trx.insertInto('file_chunk').values(rows).execute();
      }
    });
    return { storageName, size: bytes.byteLength };
  }

  async remove(storageName: string): Promise<void> {
    await this.db.deleteFrom('file_blob').where('storage_name', '=', storageName).execute();
  }

  /**
   * Chunks seq ≥ from, at most READ_BATCH of them, in order. Read with COPY … (FORMAT binary): a
   * select answers bytea as hex text, twice the bytes for the server to write and for node to
   * decode (measured: about a third of COPY's throughput); COPY's binary rows arrive as the bytes.
   * The connection is held for one batch only, never while the client reads.
   */
  private async batch(storageName: string, from: number): Promise<Buffer[]> {
    // COPY takes no parameters: the name is inlined, so it must be one of ours (base64url).
    if (!internalName.test(storageName)) return [];
    const client = await this.pool.connect();
    let failed: Error | undefined;
    try {
      const parts: Buffer[] = [];
      const copy = client.query(
        copyTo(
          `copy (select seq, bytes from file_chunk where storage_name = '${storageName}' ` +
            `and seq >= ${from} and seq < ${from + READ_BATCH} order by seq) to stdout (format binary)`,
        ),
      );
      for await (const part of copy) parts.push(part as Buffer);
      return copyRows(Buffer.concat(parts), storageName, from);
    } catch (e) {
      failed = e as Error;
      throw e;
    } finally {
      // A connection that failed mid-COPY may be out of step: dropped, not reused.
      client.release(failed);
    }
  }

  async open(storageName: string, size: number): Promise<Readable | undefined> {
    // The first batch is read before answering, so a missing blob is a 404, not a broken body.
    const first = await this.batch(storageName, 0);
    if (first.length === 0) return undefined;
    const count = Math.max(1, Math.ceil(size / CHUNK_BYTES));
    const batch = (from: number) => this.batch(storageName, from);
    async function* chunks(): AsyncGenerator<Buffer> {
      let pending = first;
      let seq = 0;
      let sent = 0;
      for (;;) {
        // The next batch is asked for while this one is sent (at most two batches held).
        const from = seq + pending.length;
        const ahead = from < count ? batch(from) : undefined;
        // Awaited below; a reader that stops early (client gone) leaves it unread, not unhandled.
        ahead?.catch(() => undefined);
        for (const bytes of pending) {
          seq++;
          sent += bytes.byteLength;
          yield bytes;
        }
        if (!ahead) break;
        pending = await ahead;
        // Deleted mid-read: the size check below ends the stream with an error (the reply is cut).
        if (pending.length === 0) break;
      }
      if (sent !== size) throw new Error(`file ${storageName}: ${sent} bytes read of ${size}`);
    }
    return Readable.from(chunks(), { objectMode: false });
  }

  async sweep(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('file_blob')
      .where('created', '<', before.toISOString())
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('file').select('file.id').whereRef('file.storage_name', '=', 'file_blob.storage_name'),
          ),
        ),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
