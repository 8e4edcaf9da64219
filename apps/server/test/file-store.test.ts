// The file store on each database (decision 0037): the backend its database picks, bytes back as
// written across chunk boundaries, a row without bytes answered as not found, removals that
// tolerate a missing blob.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databases, type TestApp } from './helpers/test-app';
import { blobExists } from './helpers/files';
import { CHUNK_BYTES } from '../src/modules/selection/blob-store';

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const p of stream) parts.push(p);
  return Buffer.concat(parts);
}

describe.each(databases)('file store on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('keeps bytes where the database kind says', () => {
    expect(t.app.files.blobs.kind).toBe(kind === 'postgres' ? 'postgres' : 'disk');
  });

  it.each([0, 1, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 5 * CHUNK_BYTES + 3])(
    'answers %i bytes exactly as stored',
    async (size) => {
      const data = randomBytes(size);
      const row = await t.app.files.save({ name: 'f.bin', mime: 'application/octet-stream', data });
      expect(row.size).toBe(size);
      const stream = await t.app.files.open(row);
      expect(stream).toBeDefined();
      expect((await readAll(stream!)).equals(data)).toBe(true);
    },
  );

  it('answers a row without its bytes, and a name that is not ours, as not found', async () => {
    const row = await t.database.db
      .insertInto('file')
      .values({
        storage_name: 'no-such-blob',
        file_name: 'x.pdf',
        mime: 'application/pdf',
        size: 10,
        request_id: null,
        owner_user_id: 1,
        created: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(await t.app.files.openOwned(row.id, 1)).toBeUndefined();
    expect(await t.app.files.open({ storage_name: "x' or '1'='1", size: 1 })).toBeUndefined();
  });

  it('removes a blob with its row, and a missing blob is no error', async () => {
    const row = await t.app.files.save({ name: 'a.txt', mime: 'text/plain', data: Buffer.from('a') });
    expect(await blobExists(t, row.storage_name)).toBe(true);
    const names = await t.database.db
      .transaction()
      .execute((trx) => t.app.files.deleteRows(trx, { ids: [row.id] }));
    expect(await t.app.files.removeBlobs(names)).toEqual([]);
    expect(await blobExists(t, row.storage_name)).toBe(false);
    await expect(t.app.files.removeBlob(row.storage_name)).resolves.toBeUndefined();
    expect(await t.app.files.removeBlobs(['never-was'])).toEqual([]);
  });

  it.runIf(kind === 'postgres')(
    'deletes the bytes with the row in the same transaction, also when a cascade deletes the row',
    async () => {
      const db = t.database.db;
      const request = await db
        .insertInto('request')
        .values({
          hash: `h-${Date.now()}`,
          type: 'station',
          user_id: 1,
          state: 'done',
          input: '{}',
          created: new Date().toISOString(),
          updated: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const files = await Promise.all(
        [1, 2].map((i) =>
          t.app.files.save({
            name: `${i}.png`,
            mime: 'image/png',
            data: randomBytes(CHUNK_BYTES + i),
            requestId: request.id,
            ownerUserId: 1,
          }),
        ),
      );
      // A rolled-back delete keeps them.
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.deleteFrom('request').where('id', '=', request.id).execute();
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      for (const f of files) expect(await blobExists(t, f.storage_name)).toBe(true);
      // The foreign key deletes the file rows; the trigger deletes their blobs and chunks.
      await db.deleteFrom('request').where('id', '=', request.id).execute();
      for (const f of files) expect(await blobExists(t, f.storage_name)).toBe(false);
      const chunks = await db
        .selectFrom('file_chunk')
        .select('seq')
        .where(
          'storage_name',
          'in',
          files.map((f) => f.storage_name),
        )
        .execute();
      expect(chunks).toEqual([]);
    },
  );
});
