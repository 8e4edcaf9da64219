// Objects and projects of the personal cabinet through the API, on each database: create, list
// (search, sort, pages, counts, mini), read, rename, delete with cascade, and every refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, cabinetMessages, objectItem, projectItem } from '@podbor/contracts';
import { databases, type TestApp } from './helpers/test-app';
import { createSelectionApp } from './helpers/selection-app';
import { cabinetUser, client, seedRequests, type CabinetUser, type Client } from './helpers/cabinet';
import { USER_WRITE_RATE } from '../src/plugins/rate-limit';

const dateText = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/;

describe.each(databases)('cabinet objects and projects on %s', (kind) => {
  let t: TestApp;
  let u: CabinetUser;
  let api: Client;
  beforeAll(async () => {
    t = await createSelectionApp(kind);
    u = await cabinetUser(t);
    api = client(t, u);
  });
  afterAll(async () => t?.close());

  const createObject = async (name: string, comment: string | null = null) => {
    const res = await api.put('/api/v1/user/object/create', { name, comment });
    expect(res.status).toBe(200);
    return res.body.response.id as number;
  };
  const createProject = async (objectId: number, name: string) => {
    const res = await api.put(`/api/v1/user/object/${objectId}/project/create`, { name, comment: null });
    expect(res.status).toBe(200);
    return res.body.response.id as number;
  };

  describe('objects', () => {
    it('creates an object (trimmed name, response.id) and reads it as the first list element', async () => {
      const id = await createObject('  ЖК «Северный», корпус 2 ', 'Тепловой пункт');
      expect(id).toBeGreaterThan(0);
      const read = await api.get(`/api/v1/user/object/${id}`);
      expect(read.status).toBe(200);
      expect(read.body.statusCode).toBe(200);
      expect(read.body.response).toHaveLength(1);
      const item = objectItem.parse(read.body.response[0]);
      expect(item).toMatchObject({
        id,
        name: 'ЖК «Северный», корпус 2',
        comment: 'Тепловой пункт',
        projects: 0,
        calcs: 0,
        status: null,
        color: null,
      });
      expect(item.created.date).toMatch(dateText);
      expect(item.created.timezone).toBe('UTC');
      expect(item.created.date.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    });

    it('refuses a bad name or comment with a clear message and stores nothing', async () => {
      const before = (await api.post('/api/v1/user/object', { limit: 100 })).body.response[0].count;
      for (const [body, field, message] of [
        [{ name: '   ', comment: null }, 'name', cabinetMessages.nameRequired],
        [{ name: '', comment: null }, 'name', cabinetMessages.nameRequired],
        [{ comment: 'без имени' }, 'name', cabinetMessages.nameRequired],
        [{ name: 'я'.repeat(101) }, 'name', cabinetMessages.nameMax],
        [{ name: 'две\nстроки' }, 'name', cabinetMessages.badCharacters],
        [{ name: 'Дом', comment: 'x'.repeat(2001) }, 'comment', cabinetMessages.commentMax],
        [{ name: 'Дом', user_id: 999 }, 'user_id', apiMessages.unknownField],
        [{ name: 'Дом', id: 1 }, 'id', apiMessages.unknownField],
      ] as const) {
        const res = await api.put('/api/v1/user/object/create', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.response.error).toBe(apiMessages.validation);
        expect(res.body.response.fields[field]).toBe(message);
      }
      expect(await createObject('я'.repeat(100))).toBeGreaterThan(0);
      const after = (await api.post('/api/v1/user/object', { limit: 100 })).body.response[0].count;
      expect(after).toBe(before + 1);
    });

    it('lists as [{result, count}]: search (case, ё), sort new/old, offset/limit, mini', async () => {
      const other = await cabinetUser(t);
      const mine = client(t, other);
      const ids: number[] = [];
      for (const name of ['Школа № 5', 'Котельная Ёлки', 'ШКОЛА искусств', 'Больница', 'Склад 100%_']) {
        const res = await mine.put('/api/v1/user/object/create', { name, comment: null });
        ids.push(res.body.response.id);
      }
      const list = async (body: object) => {
        const res = await mine.post('/api/v1/user/object', body);
        expect(res.status).toBe(200);
        expect(res.body.response).toHaveLength(1);
        return res.body.response[0] as { result: Array<{ id: number; name: string }>; count: number };
      };
      const all = await list({ filters: null, offset: 0, limit: 10 });
      expect(all.count).toBe(5);
      expect(all.result.map((o) => o.id)).toEqual([...ids].reverse());
      for (const o of all.result) objectItem.parse(o);
      expect((await list({ filters: { sort: 'old' } })).result.map((o) => o.id)).toEqual(ids);
      const school = await list({ filters: { name: 'школа', sort: 'old' } });
      expect(school.result.map((o) => o.name)).toEqual(['Школа № 5', 'ШКОЛА искусств']);
      expect(school.count).toBe(2);
      expect((await list({ filters: { name: 'елки' } })).result.map((o) => o.name)).toEqual([
        'Котельная Ёлки',
      ]);
      expect((await list({ filters: { name: '%' } })).result.map((o) => o.name)).toEqual(['Склад 100%_']);
      expect((await list({ filters: { name: '_' } })).count).toBe(1);
      expect((await list({ filters: { name: 'нет такого' } })).count).toBe(0);
      const page = await list({ offset: 1, limit: 2, filters: { sort: 'old' } });
      expect(page).toMatchObject({ count: 5 });
      expect(page.result.map((o) => o.id)).toEqual(ids.slice(1, 3));
      const mini = await list({ offset: 0, limit: 2, mini: true });
      expect(mini.count).toBe(5);
      expect(mini.result).toEqual([
        { id: ids[4], name: 'Склад 100%_', created: expect.objectContaining({ timezone: 'UTC' }) },
        { id: ids[3], name: 'Больница', created: expect.objectContaining({ timezone: 'UTC' }) },
      ]);
      // The default page is 20; limit above 100 or below 1 is refused.
      for (const body of [
        { limit: 101 },
        { limit: 0 },
        { offset: -1 },
        { filters: { sort: 'az' } },
        { page: 1 },
      ]) {
        expect((await mine.post('/api/v1/user/object', body)).status, JSON.stringify(body)).toBe(400);
      }
    });

    it('renames with comment null (the comment stays), clears a comment with "", refuses bad names', async () => {
      const id = await createObject('Старое имя', 'описание');
      const renamed = await api.post(`/api/v1/user/object/${id}`, { name: ' Новое имя ', comment: null });
      expect(renamed.status).toBe(200);
      expect(renamed.body.response[0]).toMatchObject({ id, name: 'Новое имя', comment: 'описание' });
      const cleared = await api.post(`/api/v1/user/object/${id}`, { comment: '' });
      expect(cleared.body.response[0]).toMatchObject({ name: 'Новое имя', comment: null });
      for (const body of [
        { name: '' },
        { name: '  ' },
        { name: 'x'.repeat(101) },
        { name: 'Имя', created: '2020' },
      ]) {
        expect((await api.post(`/api/v1/user/object/${id}`, body)).status).toBe(400);
      }
      const read = await api.get(`/api/v1/user/object/${id}`);
      expect(read.body.response[0]).toMatchObject({ name: 'Новое имя', comment: null });
      expect(read.body.response[0].created).toEqual(renamed.body.response[0].created);
    });

    it('limits creations to 60 a minute per user, without touching other users', async () => {
      const busy = client(t, await cabinetUser(t));
      for (let i = 1; i <= USER_WRITE_RATE.max; i++)
        expect((await busy.put('/api/v1/user/object/create', { name: `Объект ${i}` })).status).toBe(200);
      const refused = await busy.put('/api/v1/user/object/create', { name: 'Лишний' });
      expect(refused.status).toBe(429);
      expect(refused.body.response.error).toBe(apiMessages.tooManyRequests);
      expect((await busy.post('/api/v1/user/object', { limit: 1 })).body.response[0].count).toBe(60);
      expect(await createObject('Другой пользователь')).toBeGreaterThan(0);
    });

    it('answers 404 for a missing or malformed id', async () => {
      for (const id of ['999999', '0', '-1', 'abc', '1.5', '99999999999', '2147483648']) {
        for (const res of [
          await api.get(`/api/v1/user/object/${id}`),
          await api.post(`/api/v1/user/object/${id}`, { name: 'x' }),
          await api.del(`/api/v1/user/object/${id}`),
          await api.put(`/api/v1/user/object/${id}/project/create`, { name: 'x' }),
          await api.post(`/api/v1/user/object/${id}/project`, {}),
        ]) {
          expect(res.status, id).toBe(404);
          expect(res.body.response.error).toBe(cabinetMessages.objectNotFound);
        }
      }
    });
  });

  describe('projects', () => {
    it('creates projects (answers the project), lists them with counts, all with limit null', async () => {
      const objectId = await createObject('Объект с проектами');
      const created = await api.put(`/api/v1/user/object/${objectId}/project/create`, {
        name: ' ИТП ',
        comment: 'Отопление',
      });
      expect(created.status).toBe(200);
      const p = projectItem.parse(created.body.response);
      expect(p).toMatchObject({ object_id: objectId, name: 'ИТП', comment: 'Отопление', count: 0 });
      expect(p.created.date).toMatch(dateText);
      const ids = [p.id];
      for (let i = 2; i <= 12; i++) ids.push(await createProject(objectId, `Проект ${i}`));

      const all = await api.post(`/api/v1/user/object/${objectId}/project`, { offset: 0, limit: null });
      expect(all.status).toBe(200);
      expect(all.body.response.count).toBe(12);
      expect(all.body.response.result.map((x: { id: number }) => x.id)).toEqual([...ids].reverse());
      const page = await api.post(`/api/v1/user/object/${objectId}/project`, {
        offset: 10,
        limit: 5,
        filters: { sort: 'old' },
      });
      expect(page.body.response.result.map((x: { id: number }) => x.id)).toEqual(ids.slice(10));
      const found = await api.post(`/api/v1/user/object/${objectId}/project`, { filters: { name: 'итп' } });
      expect(found.body.response).toMatchObject({ count: 1, result: [{ id: p.id }] });

      const [calcA, calcB] = await seedRequests(t, u.id, [{ type: 'pump' }, { type: 'dcu' }]);
      await api.put(`/api/v1/user/project/${ids[0]}/calc`, { request_id: calcA });
      await api.put(`/api/v1/user/project/${ids[0]}/calc`, { request_id: calcB });
      await api.put(`/api/v1/user/project/${ids[1]}/calc`, { request_id: calcA });
      const obj = (await api.get(`/api/v1/user/object/${objectId}`)).body.response[0];
      // Two distinct calculations, although calcA sits in two projects.
      expect(obj).toMatchObject({ projects: 12, calcs: 2 });
      expect((await api.get(`/api/v1/user/project/${ids[0]}`)).body.response[0].count).toBe(2);
      const listed = (await api.post('/api/v1/user/object', { filters: { name: 'Объект с проектами' } })).body
        .response[0].result[0];
      expect(listed).toMatchObject({ id: objectId, projects: 12, calcs: 2 });
    });

    it('refuses bad project names, reads, renames and answers 404 for missing ones', async () => {
      const objectId = await createObject('Объект Б');
      const bad = await api.put(`/api/v1/user/object/${objectId}/project/create`, { name: ' ' });
      expect(bad.status).toBe(400);
      expect(bad.body.response.fields.name).toBe(cabinetMessages.nameRequired);
      const id = await createProject(objectId, 'Насосная');
      const read = await api.get(`/api/v1/user/project/${id}`);
      expect(read.body.response).toEqual([
        expect.objectContaining({ id, object_id: objectId, name: 'Насосная' }),
      ]);
      const renamed = await api.post(`/api/v1/user/project/${id}`, {
        name: 'Насосная станция',
        comment: null,
      });
      expect(renamed.body.response[0]).toMatchObject({ name: 'Насосная станция', comment: null });
      expect((await api.post(`/api/v1/user/project/${id}`, { name: '' })).status).toBe(400);
      expect((await api.get(`/api/v1/user/project/${id}`)).body.response[0].name).toBe('Насосная станция');
      for (const res of [
        await api.get('/api/v1/user/project/999999'),
        await api.post('/api/v1/user/project/abc', { name: 'x' }),
        await api.del('/api/v1/user/project/0'),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.response.error).toBe(cabinetMessages.projectNotFound);
      }
    });

    it('deleting a project keeps its calculations in the history', async () => {
      const objectId = await createObject('Объект В');
      const projectId = await createProject(objectId, 'Удаляемый');
      const [calc] = await seedRequests(t, u.id, [{ type: 'clever' }]);
      await api.put(`/api/v1/user/project/${projectId}/calc`, { request_id: calc });
      expect((await api.del(`/api/v1/user/project/${projectId}`)).body).toEqual({
        statusCode: 200,
        response: { success: true },
      });
      expect((await api.get(`/api/v1/user/project/${projectId}`)).status).toBe(404);
      expect((await api.del(`/api/v1/user/project/${projectId}`)).status).toBe(404);
      const hist = await api.post('/api/v1/user/history', { search: String(calc), limit: 10 });
      expect(hist.body.response.result.map((h: { request_id: number }) => h.request_id)).toContain(calc);
      expect((await api.get(`/api/v1/user/object/${objectId}`)).body.response[0]).toMatchObject({
        projects: 0,
        calcs: 0,
      });
    });

    it('deleting an object deletes its projects and their attachments; calculations stay', async () => {
      const objectId = await createObject('Объект Г');
      const p1 = await createProject(objectId, 'П1');
      const p2 = await createProject(objectId, 'П2');
      const [calc] = await seedRequests(t, u.id, [{ type: 'rto' }]);
      await api.put(`/api/v1/user/project/${p1}/calc`, { request_id: calc });
      expect((await api.del(`/api/v1/user/object/${objectId}`)).status).toBe(200);
      for (const url of [
        `/api/v1/user/object/${objectId}`,
        `/api/v1/user/project/${p1}`,
        `/api/v1/user/project/${p2}`,
      ])
        expect((await api.get(url)).status).toBe(404);
      const rows = await t.database.db
        .selectFrom('cabinet_project')
        .select('id')
        .where('object_id', '=', objectId)
        .execute();
      expect(rows).toEqual([]);
      const left = await t.database.db
        .selectFrom('project_calc')
        .select('request_id')
        .where('project_id', 'in', [p1, p2])
        .execute();
      expect(left).toEqual([]);
      const hist = await api.post('/api/v1/user/history', { search: String(calc), limit: 10 });
      expect(hist.body.response.result[0]).toMatchObject({ request_id: calc, project_ids: [] });
    });
  });
});
