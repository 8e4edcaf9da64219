// Two instances on one PostgreSQL database, each with its own DATA_DIR (issue 20 items 1 and 4,
// decision 0037): a file uploaded or made by a job through A downloads byte-identical through B;
// deleting through B makes it 404 on A and its bytes leave the database; a 5 MB file is read a
// batch of chunks at a time. PostgreSQL only: skipped when TEST_DATABASE_URL is unset.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentItem } from '@podbor/contracts';
import { pgTestSchema, type TestApp } from './helpers/test-app';
import { createSelectionApp, grantFor } from './helpers/selection-app';
import { cabinetUser, managerUser, client, runSelection, type CabinetUser } from './helpers/cabinet';
import { blobExists, storedBlobs } from './helpers/files';
import { CHUNK_BYTES, READ_BATCH } from '../src/modules/selection/blob-store';

const base = process.env.TEST_DATABASE_URL;

/** A PDF of `bytes` bytes (the comment upload checks the signature), its body random. */
const pdfOf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(bytes - 9)]);

const headersOf = (res: LightMyRequestResponse) => ({
  type: res.headers['content-type'],
  length: res.headers['content-length'],
  disposition: res.headers['content-disposition'],
});

describe.skipIf(!base)('files across two instances on one PostgreSQL database', () => {
  let schema: Awaited<ReturnType<typeof pgTestSchema>>;
  let a: TestApp;
  let b: TestApp;
  let u: CabinetUser;
  let objectId: number;

  beforeAll(async () => {
    schema = await pgTestSchema(base!);
    a = await createSelectionApp('postgres', { DATABASE_URL: schema.url });
    b = await createSelectionApp('postgres', { DATABASE_URL: schema.url });
    u = await cabinetUser(a);
    objectId = (await client(a, u).put('/api/v1/user/object/create', { name: 'Два сервера' })).body.response
      .id;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await schema?.drop();
  });

  const storageOf = async (fileId: number) =>
    (
      await a.database.db
        .selectFrom('file')
        .select('storage_name')
        .where('id', '=', fileId)
        .executeTakeFirst()
    )?.storage_name;
  const chunksOf = async (storage: string) =>
    Number(
      (
        await a.database.db
          .selectFrom('file_chunk')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('storage_name', '=', storage)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('the instances have their own DATA_DIR and keep no file bytes there', async () => {
    expect(a.dataDir).not.toBe(b.dataDir);
    expect(a.app.files.blobs.kind).toBe('postgres');
    expect(b.app.files.blobs.kind).toBe('postgres');
    expect(fs.existsSync(path.join(a.dataDir, 'files'))).toBe(false);
  });

  it('an upload through A downloads byte-identical through B; deleting through B removes it for A', async () => {
    const data = pdfOf(300 * 1024); // two chunks
    const res = await client(a, u).form(`/api/v1/user/object/${objectId}/comment`, { comment: 'на A' }, [
      { name: 'Схема узла.pdf', data, type: 'application/pdf' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const c = commentItem.parse(res.body.response);
    const storage = (await storageOf(c.file!.id))!;
    expect(await chunksOf(storage)).toBe(2);

    const viaA = await client(a, u).raw(c.file!.path);
    const viaB = await client(b, u).raw(c.file!.path);
    expect(viaB.statusCode).toBe(200);
    expect(viaB.rawPayload.equals(data)).toBe(true);
    expect(headersOf(viaB)).toEqual(headersOf(viaA));
    expect(headersOf(viaB)).toMatchObject({ type: 'application/pdf', length: String(data.byteLength) });

    expect((await client(b, u).del(`/api/v1/user/comment/${c.id}`)).status).toBe(200);
    expect((await client(a, u).raw(c.file!.path)).statusCode).toBe(404);
    expect(await blobExists(a, storage)).toBe(false);
    expect(await chunksOf(storage)).toBe(0);
  });

  it("a job's files made through A download byte-identical through B; deleting the calculation through B removes them", async () => {
    const status = await runSelection(a, await grantFor(a.app), u, { mode: 'ok' });
    expect(status.state).toBe('done');
    const paths = Object.values(status.files!);
    expect(paths.length).toBeGreaterThan(0);
    for (const p of paths) {
      const viaA = await client(a, u).raw(p);
      const viaB = await client(b, u).raw(p);
      expect(viaA.statusCode).toBe(200);
      expect(viaB.statusCode).toBe(200);
      expect(viaB.rawPayload.equals(viaA.rawPayload)).toBe(true);
      expect(headersOf(viaB)).toEqual(headersOf(viaA));
    }
    const storages = (
      await a.database.db
        .selectFrom('file')
        .select('storage_name')
        .where('request_id', '=', status.id)
        .execute()
    ).map((r) => r.storage_name);
    for (const s of storages) expect(await blobExists(b, s)).toBe(true);

    expect((await client(b, u).del(`/api/v1/user/history/${status.id}`)).status).toBe(200);
    for (const p of paths) expect((await client(a, u).raw(p)).statusCode).toBe(404);
    for (const s of storages) {
      expect(await blobExists(a, s)).toBe(false);
      expect(await chunksOf(s)).toBe(0);
    }
  });

  it('a КП offer uploaded through A downloads through B; replacing it through B removes the first for A', async () => {
    const boss = await managerUser(a);
    const kp = await client(a, u).form('/api/v1/user/kp', { object_id: String(objectId), comment: 'Цена?' });
    expect(kp.status, JSON.stringify(kp.body)).toBe(200);
    const id = kp.body.response.id as number;
    const offerUrl = `/api/v1/user/kp/${id}/offer`;
    const first = pdfOf(40_000);
    expect(
      (await client(a, boss).form(`/api/v1/manager/kp/${id}/offer`, {}, [{ name: 'КП.pdf', data: first }]))
        .status,
    ).toBe(200);
    const firstStorage = (
      await a.database.db
        .selectFrom('kp_request')
        .innerJoin('file', 'file.id', 'kp_request.offer_file_id')
        .select('file.storage_name')
        .where('kp_request.id', '=', id)
        .executeTakeFirstOrThrow()
    ).storage_name;
    const viaB = await client(b, u).raw(offerUrl);
    expect(viaB.statusCode).toBe(200);
    expect(viaB.rawPayload.equals(first)).toBe(true);

    const second = pdfOf(50_000);
    expect(
      (await client(b, boss).form(`/api/v1/manager/kp/${id}/offer`, {}, [{ name: 'КП 2.pdf', data: second }]))
        .status,
    ).toBe(200);
    expect(await blobExists(a, firstStorage)).toBe(false);
    expect((await client(a, u).raw(offerUrl)).rawPayload.equals(second)).toBe(true);
  });

  it('a 5 MB file streams through B a batch of chunks at a time, never whole', async () => {
    const data = pdfOf(5 * 1024 * 1024);
    const res = await client(a, u).form(`/api/v1/user/object/${objectId}/comment`, { comment: '5 МБ' }, [
      { name: 'big.pdf', data, type: 'application/pdf' },
    ]);
    expect(res.status).toBe(200);
    const c = commentItem.parse(res.body.response);
    const row = (await b.app.files.find(c.file!.id))!;
    expect(await chunksOf(row.storage_name)).toBe(20);

    // Through the API: whole and identical.
    const viaB = await client(b, u).raw(c.file!.path);
    expect(viaB.statusCode).toBe(200);
    expect(viaB.rawPayload.equals(data)).toBe(true);

    // The read path itself: pieces of at most one chunk, and never more than two batches buffered
    // (the one being sent and the one asked for ahead), however slowly the reader takes them.
    const stream = (await b.app.files.open(row))!;
    const heapBefore = process.memoryUsage().heapUsed;
    let most = 0;
    let largest = 0;
    let read = 0;
    for await (const piece of stream as AsyncIterable<Buffer>) {
      largest = Math.max(largest, piece.byteLength);
      read += piece.byteLength;
      await new Promise((r) => setTimeout(r, 5));
      most = Math.max(most, stream.readableLength);
    }
    expect(read).toBe(data.byteLength);
    expect(largest).toBeLessThanOrEqual(CHUNK_BYTES);
    expect(most).toBeLessThanOrEqual(2 * READ_BATCH * CHUNK_BYTES);
    // Rough: the heap did not take the file on (Buffers live outside it; the hex text pg reads
    // them from lives in it a batch at a time).
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(data.byteLength);
    expect((await client(b, u).del(`/api/v1/user/comment/${c.id}`)).status).toBe(200);
  });

  it('a file deleted through B while A reads it ends the read with an error, not a short file', async () => {
    const data = pdfOf(3 * READ_BATCH * CHUNK_BYTES);
    const res = await client(a, u).form(`/api/v1/user/object/${objectId}/comment`, { comment: 'удалят' }, [
      { name: 'gone.pdf', data, type: 'application/pdf' },
    ]);
    const c = commentItem.parse(res.body.response);
    const row = (await a.app.files.find(c.file!.id))!;
    const stream = (await a.app.files.open(row))!;
    expect((await client(b, u).del(`/api/v1/user/comment/${c.id}`)).status).toBe(200);
    await expect(
      (async () => {
        for await (const piece of stream as AsyncIterable<Buffer>) void piece;
      })(),
    ).rejects.toThrow(/bytes read of/);
  });

  it('a blob whose row never came is removed at start once an hour old; a fresh one is kept', async () => {
    const orphan = await a.app.files.writeBlob(Buffer.from('без строки'));
    expect(await b.app.files.sweepOrphans()).toBe(0);
    expect(await blobExists(b, orphan.storageName)).toBe(true);
    expect(await b.app.files.sweepOrphans(Date.now() + 2 * 3_600_000)).toBe(1);
    expect(await blobExists(b, orphan.storageName)).toBe(false);
    expect(await chunksOf(orphan.storageName)).toBe(0);
    // Stored files with their rows are never swept.
    expect((await storedBlobs(a)).length).toBe(
      Number(
        (
          await a.database.db
            .selectFrom('file')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  });
});
