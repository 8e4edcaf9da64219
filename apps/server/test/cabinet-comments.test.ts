// Comments on objects and projects through the API, on each database: author, date, text, an
// attached file (types, signatures, size), downloads by the owner, delete, and cascades.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, cabinetLimits, cabinetMessages, commentItem } from '@podbor/contracts';
import { databases, type TestApp } from './helpers/test-app';
import { createSelectionApp } from './helpers/selection-app';
import { cabinetUser, client, samples, type CabinetUser, type Client } from './helpers/cabinet';
import { blobExists as blobExistsIn, storedBlobs } from './helpers/files';

describe.each(databases)('cabinet comments on %s', (kind) => {
  let t: TestApp;
  let u: CabinetUser;
  let api: Client;
  let objectId: number;
  let projectId: number;
  beforeAll(async () => {
    t = await createSelectionApp(kind);
    u = await cabinetUser(t);
    api = client(t, u);
    objectId = (await api.put('/api/v1/user/object/create', { name: 'Объект с комментариями' })).body.response
      .id;
    projectId = (await api.put(`/api/v1/user/object/${objectId}/project/create`, { name: 'Проект' })).body
      .response.id;
  });
  afterAll(async () => t?.close());

  const blobExists = (storage: string) => blobExistsIn(t, storage);
  const storageOf = async (fileId: number) =>
    (
      await t.database.db
        .selectFrom('file')
        .select('storage_name')
        .where('id', '=', fileId)
        .executeTakeFirst()
    )?.storage_name;

  it('adds a text comment: author is the phone until the profile has a name, then the name', async () => {
    const res = await api.form(`/api/v1/user/object/${objectId}/comment`, { comment: '  Проверить напор  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const c = commentItem.parse(res.body.response);
    expect(c).toMatchObject({ comment: 'Проверить напор', file: null, own: true });
    expect(c.author).toBe(u.phone.replace(/^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/, '+7 $1 $2 $3 $4'));
    expect(c.date.date.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));

    await api.post('/api/v1/user/update/info', { lastname: 'Петров', firstname: 'Иван', patronymic: null });
    const list = await api.get(`/api/v1/user/object/${objectId}/comment`);
    expect(list.status).toBe(200);
    expect(list.body.response).toMatchObject({ count: 1, result: [{ id: c.id, author: 'Иван Петров' }] });
  });

  it('keeps object and project comments apart, newest first, with pages', async () => {
    for (const text of ['первый', 'второй', 'третий'])
      expect((await api.form(`/api/v1/user/project/${projectId}/comment`, { comment: text })).status).toBe(
        200,
      );
    const list = await api.get(`/api/v1/user/project/${projectId}/comment`);
    expect(list.body.response.count).toBe(3);
    expect(list.body.response.result.map((c: { comment: string }) => c.comment)).toEqual([
      'третий',
      'второй',
      'первый',
    ]);
    const page = await api.get(`/api/v1/user/project/${projectId}/comment?offset=1&limit=1`);
    expect(page.body.response).toMatchObject({ count: 3, result: [{ comment: 'второй' }] });
    expect((await api.get(`/api/v1/user/object/${objectId}/comment`)).body.response.count).toBe(1);
    for (const q of ['limit=0', 'limit=101', 'offset=-1', 'limit=x', 'page=2'])
      expect((await api.get(`/api/v1/user/project/${projectId}/comment?${q}`)).status, q).toBe(400);
  });

  it('stores an attached file under an internal name; the owner downloads it under its own name', async () => {
    const res = await api.form(`/api/v1/user/object/${objectId}/comment`, { comment: 'Схема' }, [
      { name: 'Схема узла № 1.PDF', data: samples.pdf, type: 'text/html' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const c = commentItem.parse(res.body.response);
    expect(c.file).toMatchObject({
      name: 'Схема узла № 1.PDF',
      size: samples.pdf.byteLength,
      mime: 'application/pdf',
    });
    const storage = await storageOf(c.file!.id);
    expect(storage).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await blobExists(storage!)).toBe(true);
    const dl = await api.raw(c.file!.path);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toContain("filename*=UTF-8''%D0%A1%D1%85%D0%B5%D0%BC%D0%B0");
    expect(dl.rawPayload.equals(samples.pdf)).toBe(true);
    // A file alone is a comment too.
    const alone = await api.form(`/api/v1/user/project/${projectId}/comment`, {}, [
      { name: 'photo.png', data: samples.png },
    ]);
    expect(alone.status).toBe(200);
    expect(alone.body.response).toMatchObject({
      comment: '',
      file: { name: 'photo.png', mime: 'image/png' },
    });
  });

  it('refuses other file types, fake contents, empty and oversized files, two files, unknown parts', async () => {
    const url = `/api/v1/user/object/${objectId}/comment`;
    const before = (await api.get(url)).body.response.count;
    const filesBefore = (await storedBlobs(t)).length;
    const cases: Array<[Parameters<Client['form']>[1], Parameters<Client['form']>[2], number, string]> = [
      [{ comment: 'x' }, [{ name: 'run.exe', data: 'MZ' }], 400, cabinetMessages.fileType],
      [{ comment: 'x' }, [{ name: 'page.html', data: '<script>' }], 400, cabinetMessages.fileType],
      [{ comment: 'x' }, [{ name: 'noext', data: 'abc' }], 400, cabinetMessages.fileType],
      [
        { comment: 'x' },
        [{ name: 'fake.pdf', data: '<html>not a pdf</html>' }],
        400,
        cabinetMessages.fileContent,
      ],
      [{ comment: 'x' }, [{ name: 'fake.png', data: samples.pdf }], 400, cabinetMessages.fileContent],
      [{ comment: 'x' }, [{ name: 'empty.txt', data: '' }], 400, cabinetMessages.fileEmpty],
      [
        { comment: 'x' },
        [{ name: 'big.txt', data: Buffer.alloc(10 * 1024 * 1024 + 1, 0x41) }],
        413,
        cabinetMessages.fileTooLarge,
      ],
      [
        { comment: 'x' },
        [
          { name: 'a.txt', data: 'a' },
          { name: 'b.txt', data: 'b' },
        ],
        400,
        cabinetMessages.oneFile,
      ],
      [
        { comment: 'x' },
        [{ field: 'attachment', name: 'a.txt', data: 'a' }],
        400,
        cabinetMessages.unknownPart,
      ],
      [{ comment: 'x', user_id: '5' }, [], 400, apiMessages.validation],
      [{ comment: 'x'.repeat(2001) }, [], 400, cabinetMessages.commentMax],
      [{ comment: '   ' }, [], 400, cabinetMessages.commentEmpty],
      [{}, [], 400, cabinetMessages.commentEmpty],
    ];
    for (const [fields, files, status, message] of cases) {
      const res = await api.form(url, fields, files);
      expect(res.status, message).toBe(status);
      const answer = res.body.response;
      expect([answer.error, ...Object.values(answer.fields ?? {})], message).toContain(message);
    }
    // Exactly 10 MB is fine.
    const max = await api.form(url, { comment: 'ровно 10 МБ' }, [
      { name: 'max.txt', data: Buffer.alloc(10 * 1024 * 1024, 0x41) },
    ]);
    expect(max.status).toBe(200);
    expect((await api.get(url)).body.response.count).toBe(before + 1);
    expect((await storedBlobs(t)).length).toBe(filesBefore + 1);
    await api.del(`/api/v1/user/comment/${max.body.response.id}`);

    const json = await api.post(url, { comment: 'json' });
    expect(json.status).toBe(415);
    expect(json.body.response.error).toBe(cabinetMessages.multipartRequired);
  });

  it('refuses a file beyond the 1 GB of attachments a user may keep', async () => {
    const heavy = await cabinetUser(t);
    const mine = client(t, heavy);
    const o = (await mine.put('/api/v1/user/object/create', { name: 'Тяжёлый' })).body.response.id;
    // Attachments already stored: 1 GB minus 10 bytes (rows only; the quota counts sizes).
    await t.database.db
      .insertInto('file')
      .values({
        storage_name: 'quota-test-placeholder',
        file_name: 'big.dwg',
        mime: 'image/vnd.dwg',
        size: cabinetLimits.filesQuotaBytes - 10,
        request_id: null,
        owner_user_id: heavy.id,
        created: new Date().toISOString(),
      })
      .execute();
    expect(
      (await mine.form(`/api/v1/user/object/${o}/comment`, {}, [{ name: 'a.txt', data: '0123456789' }]))
        .status,
    ).toBe(200);
    const over = await mine.form(`/api/v1/user/object/${o}/comment`, {}, [{ name: 'b.txt', data: 'x' }]);
    expect(over.status).toBe(413);
    expect(over.body.response.error).toBe(cabinetMessages.filesQuota);
    expect((await mine.form(`/api/v1/user/object/${o}/comment`, { comment: 'без файла' })).status).toBe(200);
    // The quota is per user.
    expect(
      (await api.form(`/api/v1/user/object/${objectId}/comment`, {}, [{ name: 'c.txt', data: 'x' }])).status,
    ).toBe(200);
  });

  it('deletes an own comment with its file; answers 404 for a missing one', async () => {
    const res = await api.form(`/api/v1/user/object/${objectId}/comment`, { comment: 'удалю' }, [
      { name: 'note.txt', data: 'текст' },
    ]);
    const c = commentItem.parse(res.body.response);
    const storage = (await storageOf(c.file!.id))!;
    const del = await api.del(`/api/v1/user/comment/${c.id}`);
    expect(del.body).toEqual({ statusCode: 200, response: { success: true } });
    expect(await blobExists(storage)).toBe(false);
    expect((await api.raw(c.file!.path)).statusCode).toBe(404);
    const again = await api.del(`/api/v1/user/comment/${c.id}`);
    expect(again.status).toBe(404);
    expect(again.body.response.error).toBe(cabinetMessages.commentNotFound);
    expect((await api.del('/api/v1/user/comment/x')).status).toBe(404);
  });

  it('deleting a project or an object deletes its comments and their files', async () => {
    const o = (await api.put('/api/v1/user/object/create', { name: 'Под снос' })).body.response.id;
    const p = (await api.put(`/api/v1/user/object/${o}/project/create`, { name: 'П' })).body.response.id;
    const p2 = (await api.put(`/api/v1/user/object/${o}/project/create`, { name: 'П2' })).body.response.id;
    const onObject = (
      await api.form(`/api/v1/user/object/${o}/comment`, { comment: 'о' }, [{ name: 'a.txt', data: 'a' }])
    ).body.response;
    const onProject = (
      await api.form(`/api/v1/user/project/${p}/comment`, { comment: 'п' }, [{ name: 'b.txt', data: 'b' }])
    ).body.response;
    const onP2 = (
      await api.form(`/api/v1/user/project/${p2}/comment`, { comment: 'п2' }, [{ name: 'c.txt', data: 'c' }])
    ).body.response;
    const storages = await Promise.all([onObject, onProject, onP2].map((c) => storageOf(c.file.id)));

    expect((await api.del(`/api/v1/user/project/${p2}`)).status).toBe(200);
    expect(await blobExists(storages[2]!)).toBe(false);
    expect(await blobExists(storages[0]!)).toBe(true);

    expect((await api.del(`/api/v1/user/object/${o}`)).status).toBe(200);
    for (const s of storages) expect(await blobExists(s!)).toBe(false);
    const left = await t.database.db
      .selectFrom('cabinet_comment')
      .select('id')
      .where('id', 'in', [onObject.id, onProject.id, onP2.id])
      .execute();
    expect(left).toEqual([]);
    for (const c of [onObject, onProject]) expect(await storageOf(c.file.id)).toBeUndefined();
  });

  it('answers 404 for comments on a missing object or project', async () => {
    for (const url of ['/api/v1/user/object/999999/comment', '/api/v1/user/project/abc/comment']) {
      expect((await api.get(url)).status).toBe(404);
      expect((await api.form(url, { comment: 'x' })).status).toBe(404);
    }
  });
});
