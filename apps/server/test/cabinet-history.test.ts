// The history of selections through the API, on each database: a signed-in user's selections
// become history items with their files; filters (type, object, project, search, date range),
// pages and counts; attaching to projects and detaching; delete for good.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabinetLimits, cabinetMessages, historyItem, validationMessages as vm } from '@podbor/contracts';
import { databases, type TestApp } from './helpers/test-app';
import { createSelectionApp, grantFor } from './helpers/selection-app';
import {
  cabinetUser,
  client,
  runSelection,
  seedRequests,
  type CabinetUser,
  type Client,
} from './helpers/cabinet';
import { idPrefixRanges } from '../src/db/query';
import { blobExists } from './helpers/files';

describe('history search by ID prefix', () => {
  it('turns leading digits into primary-key ranges up to the largest id', () => {
    expect(idPrefixRanges('12').slice(0, 3)).toEqual([
      [12, 12],
      [120, 129],
      [1200, 1299],
    ]);
    expect(idPrefixRanges('12')).toHaveLength(9);
    expect(idPrefixRanges('2').at(-1)).toEqual([2_000_000_000, 2_147_483_647]);
    expect(idPrefixRanges('2147483647')).toEqual([[2_147_483_647, 2_147_483_647]]);
    expect(idPrefixRanges('2147483648')).toEqual([]);
    for (const bad of ['0', '012', '', '12345678901', '1a']) expect(idPrefixRanges(bad)).toEqual([]);
  });
});

describe.each(databases)('cabinet history on %s', (kind) => {
  let t: TestApp;
  let u: CabinetUser;
  let api: Client;
  let grant: string;
  beforeAll(async () => {
    t = await createSelectionApp(kind);
    u = await cabinetUser(t);
    api = client(t, u);
    grant = await grantFor(t.app);
  });
  afterAll(async () => t?.close());

  const history = async (body: object) => {
    const res = await api.post('/api/v1/user/history', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.response as {
      result: Array<{ request_id: number; project_ids: number[] }>;
      count: number;
    };
  };
  const ids = (r: { result: Array<{ request_id: number }> }) => r.result.map((h) => h.request_id);

  it('carries a pump selection’s inputs, to reopen the calculator with them', async () => {
    const job = { seriesId: 1, pumpId: 1023, form: { units: 'm', Q: 4, H: 4, H0: 1.5, BoxType: 0 } };
    const [pump, broken, station] = await seedRequests(t, u.id, [
      { type: 'pump', input: job },
      { type: 'pump', input: { pumpId: 'x' } },
      { type: 'station', input: { Q: 1 } },
    ]);
    const h = await history({ type: null, object_id: null, project_id: null, offset: 0, limit: 3 });
    const byId = new Map(h.result.map((r) => [r.request_id, historyItem.parse(r)]));
    expect(byId.get(pump!)!.inputs).toEqual(job);
    expect(byId.get(broken!)!.inputs).toBeNull();
    expect(byId.get(station!)!.inputs).toBeNull();
    for (const id of [pump!, broken!, station!])
      expect((await api.del(`/api/v1/user/history/${id}`)).status).toBe(200);
  });

  it('turns a selection run by a signed-in user into a history item with its files', async () => {
    const status = await runSelection(t, grant, u, { mode: 'ok' });
    const h = await history({ type: null, object_id: null, project_id: null, offset: 0, limit: 4 });
    const item = historyItem.parse(h.result[0]);
    expect(item).toMatchObject({ request_id: status.id, type: 'station', state: 'done', project_ids: [] });
    expect(item.files).toEqual(status.files);
    expect(Object.keys(item.files!)).toEqual(['Подбор станции.pdf', 'Подбор станции (2).pdf', 'passwd']);
    expect(item.updated.date.slice(0, 19).replace(' ', 'T')).toBe(status.updated.slice(0, 19));
    // The owner downloads them; the status record answers by the numeric id too.
    const download = await api.raw(Object.values(item.files!)[0]!);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('%PDF-1.4 test');
    expect((await api.get(`/api/v1/request/${status.id}`)).status).toBe(200);

    // A guest's selection is nobody's history.
    const guestId = (await runSelection(t, grant, null, { mode: 'sleep', ms: 0 })).id;
    expect(ids(await history({ limit: 100 }))).not.toContain(guestId);
  });

  it('lists failed and running selections too, newest first, files null', async () => {
    const other = await cabinetUser(t);
    const mine = client(t, other);
    const [failed, pending] = await seedRequests(t, other.id, [
      { state: 'failed', updated: '2024-01-01T10:00:00.000Z' },
      { state: 'pending', updated: '2024-01-02T10:00:00.000Z' },
    ]);
    const res = await mine.post('/api/v1/user/history', { offset: 0, limit: 10 });
    expect(res.body.response).toMatchObject({
      count: 2,
      result: [
        { request_id: pending, state: 'pending', files: null },
        { request_id: failed, state: 'failed', files: null },
      ],
    });
  });

  describe('filters, pages and counts', () => {
    let v: CabinetUser;
    let mine: Client;
    let all: number[];
    beforeAll(async () => {
      v = await cabinetUser(t);
      mine = client(t, v);
      // 25 items: one a day through January 2024 at 22:30 UTC (01:30 next day in Moscow), types cycling.
      const types = ['pump', 'station', 'dcu', 'clever', 'rto'] as const;
      all = await seedRequests(
        t,
        v.id,
        Array.from({ length: 25 }, (_, i) => ({
          type: types[i % 5],
          updated: `2024-01-${String(i + 1).padStart(2, '0')}T22:30:00.000Z`,
        })),
      );
    });
    const run = async (body: object) => {
      const res = await mine.post('/api/v1/user/history', body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.response as { result: Array<{ request_id: number; type: string }>; count: number };
    };
    const newestFirst = () => [...all].reverse();

    it('pages of 10 with the total count; limit null answers all; limit 0 only the count', async () => {
      const p1 = await run({ offset: 0, limit: 10 });
      expect(p1.count).toBe(25);
      expect(ids(p1)).toEqual(newestFirst().slice(0, 10));
      const p3 = await run({ offset: 20, limit: 10 });
      expect(ids(p3)).toEqual(newestFirst().slice(20));
      expect((await run({ offset: 30, limit: 10 })).result).toEqual([]);
      const everything = await run({ type: null, object_id: null, project_id: null, offset: 0, limit: null });
      expect(everything.count).toBe(25);
      expect(ids(everything)).toEqual(newestFirst());
      expect(await run({ limit: 0 })).toEqual({ result: [], count: 25 });
      expect(cabinetLimits.historyAllMax).toBeGreaterThanOrEqual(1000);
    });

    it('filters by type', async () => {
      const pumps = await run({ type: 'pump', limit: 100 });
      expect(pumps.count).toBe(5);
      expect(pumps.result.every((h) => h.type === 'pump')).toBe(true);
    });

    it('searches calculation IDs by their first digits and the type by its label', async () => {
      const target = all[7]!;
      const byId = await run({ search: ` ${target} `, limit: 100 });
      expect(ids(byId)).toEqual([target]);
      const prefix = String(target).slice(0, -1);
      const byPrefix = await run({ search: prefix, limit: 100 });
      expect(ids(byPrefix)).toContain(target);
      expect(byPrefix.result.every((h) => String(h.request_id).startsWith(prefix))).toBe(true);
      expect(byPrefix.count).toBe(all.filter((id) => String(id).startsWith(prefix)).length);
      expect((await run({ search: `0${target}`, limit: 100 })).count).toBe(0);
      expect(ids(await run({ search: `№ ${target}`, limit: 100 }))).toContain(target);
      const dcu = await run({ search: 'коллекторные', limit: 100 });
      expect(dcu.count).toBe(5);
      expect(dcu.result.every((h) => h.type === 'dcu')).toBe(true);
      expect((await run({ search: 'DCU', limit: 100 })).count).toBe(5);
      // 'Теплообменники SPL' matches both heat-exchanger lines.
      expect((await run({ search: 'теплообменники', limit: 100 })).count).toBe(10);
      expect((await run({ search: 'ничего такого', limit: 100 })).count).toBe(0);
      expect((await run({ search: '', limit: 100 })).count).toBe(25);
    });

    it('filters by the user’s calendar days: ends inclusive, open ends, reversed range swapped', async () => {
      // In UTC, 2024-01-10 holds the item stamped 2024-01-10T22:30Z (index 9).
      const utcDay = await run({ date: { from: '2024-01-10', to: '2024-01-10' }, limit: 100 });
      expect(ids(utcDay)).toEqual([all[9]]);
      // In Moscow (UTC+3) that moment is 01:30 on the 11th: the 10th holds index 8.
      const mskDay = await run({
        date: { from: '2024-01-10', to: '2024-01-10', utc_offset: 180 },
        limit: 100,
      });
      expect(ids(mskDay)).toEqual([all[8]]);
      expect((await run({ date: { from: '2024-01-20', to: null }, limit: 100 })).count).toBe(6);
      expect((await run({ date: { from: null, to: '2024-01-05' }, limit: 100 })).count).toBe(5);
      const reversed = await run({ date: { from: '2024-01-12', to: '2024-01-10' }, limit: 100 });
      expect(ids(reversed)).toEqual([all[11], all[10], all[9]]);
      expect((await run({ date: { from: null, to: null }, limit: 100 })).count).toBe(25);
      const both = await run({ type: 'pump', date: { from: '2024-01-01', to: '2024-01-10' }, limit: 100 });
      expect(ids(both)).toEqual([all[5], all[0]]);
    });

    it("refuses a malformed date with the spec's message", async () => {
      for (const date of [
        { from: '2024-13-01' },
        { to: '01.02.2024' },
        { from: '2024-02-30' },
        { from: 20240101 },
      ]) {
        const res = await mine.post('/api/v1/user/history', { date, limit: 10 });
        expect(res.status, JSON.stringify(date)).toBe(400);
        expect(Object.values(res.body.response.fields)).toContain(vm.dateFormat);
      }
      expect(vm.dateFormat).toBe('Неверный формат даты. Ожидается гггг-мм-дд');
    });

    it('refuses bad pages and unknown fields', async () => {
      for (const body of [
        { limit: 101 },
        { limit: -1 },
        { offset: -1 },
        { offset: 1.5 },
        { type: 'boiler' },
        { user_id: 1 },
        { search: 'x'.repeat(101) },
        { date: { from: '2024-01-01', extra: 1 } },
        { date: { utc_offset: 900 } },
      ]) {
        const res = await mine.post('/api/v1/user/history', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
    });
  });

  describe('calculations in projects', () => {
    it('attaches (twice is fine), filters by project and object, detaches; counts follow', async () => {
      const objectId = (await api.put('/api/v1/user/object/create', { name: 'Для расчётов' })).body.response
        .id;
      const p1 = (await api.put(`/api/v1/user/object/${objectId}/project/create`, { name: 'П1' })).body
        .response.id;
      const p2 = (await api.put(`/api/v1/user/object/${objectId}/project/create`, { name: 'П2' })).body
        .response.id;
      const [a, b, c] = await seedRequests(t, u.id, [{ type: 'pump' }, { type: 'dcu' }, { type: 'rto' }]);
      for (const [p, r] of [
        [p1, a],
        [p1, b],
        [p1, a],
        [p2, b],
      ]) {
        const res = await api.put(`/api/v1/user/project/${p}/calc`, { request_id: r });
        expect(res.body).toEqual({ statusCode: 200, response: { success: true } });
      }
      // The spec's "calculations of a project": offset 0, limit null.
      const ofP1 = await history({ type: null, object_id: null, project_id: p1, offset: 0, limit: null });
      expect(ofP1.count).toBe(2);
      expect(ids(ofP1).sort()).toEqual([a, b].sort());
      expect(ofP1.result.find((h) => h.request_id === b)!.project_ids).toEqual(
        [p1, p2].sort((x, y) => x - y),
      );
      expect(ids(await history({ object_id: objectId, limit: null })).sort()).toEqual([a, b].sort());
      expect((await history({ object_id: objectId, project_id: p2, limit: null })).count).toBe(1);
      expect((await history({ project_id: p1, type: 'dcu', limit: null })).count).toBe(1);
      expect((await api.get(`/api/v1/user/object/${objectId}`)).body.response[0]).toMatchObject({
        projects: 2,
        calcs: 2,
      });

      const detached = await api.del(`/api/v1/user/project/${p1}/calc/${a}`);
      expect(detached.status).toBe(200);
      const again = await api.del(`/api/v1/user/project/${p1}/calc/${a}`);
      expect(again.status).toBe(404);
      expect(again.body.response.error).toBe(cabinetMessages.calcNotAttached);
      expect((await api.del(`/api/v1/user/project/${p1}/calc/${c}`)).status).toBe(404);
      expect(ids(await history({ project_id: p1, limit: null }))).toEqual([b]);
      // Still in the history.
      expect(ids(await history({ search: String(a), limit: 100 }))).toContain(a);
      expect((await api.get(`/api/v1/user/project/${p1}`)).body.response[0].count).toBe(1);
    });

    it('refuses attaching a missing calculation or to a missing project, and a project of another object', async () => {
      const objectId = (await api.put('/api/v1/user/object/create', { name: 'Проверки' })).body.response.id;
      const other = (await api.put('/api/v1/user/object/create', { name: 'Другой' })).body.response.id;
      const p = (await api.put(`/api/v1/user/object/${objectId}/project/create`, { name: 'П' })).body.response
        .id;
      const missingCalc = await api.put(`/api/v1/user/project/${p}/calc`, { request_id: 99_999_999 });
      expect(missingCalc.status).toBe(404);
      expect(missingCalc.body.response.error).toBe(cabinetMessages.calcNotFound);
      const missingProject = await api.put('/api/v1/user/project/99999999/calc', { request_id: 1 });
      expect(missingProject.body.response.error).toBe(cabinetMessages.projectNotFound);
      for (const body of [{}, { request_id: 'x' }, { request_id: 0 }, { request_id: 1, project_id: 2 }])
        expect((await api.put(`/api/v1/user/project/${p}/calc`, body)).status).toBe(400);
      const wrong = await api.post('/api/v1/user/history', { object_id: other, project_id: p, limit: 10 });
      expect(wrong.status).toBe(404);
      expect(wrong.body.response.error).toBe(cabinetMessages.projectNotFound);
      expect((await api.post('/api/v1/user/history', { object_id: 99_999_999 })).body.response.error).toBe(
        cabinetMessages.objectNotFound,
      );
    });
  });

  it('deletes a calculation for good: gone from the history and projects, files no longer downloadable', async () => {
    const status = await runSelection(t, grant, u, { mode: 'ok' });
    const objectId = (await api.put('/api/v1/user/object/create', { name: 'С удаляемым расчётом' })).body
      .response.id;
    const p = (await api.put(`/api/v1/user/object/${objectId}/project/create`, { name: 'П' })).body.response
      .id;
    await api.put(`/api/v1/user/project/${p}/calc`, { request_id: status.id });
    const storage = await t.database.db
      .selectFrom('file')
      .select('storage_name')
      .where('request_id', '=', status.id)
      .execute();
    expect(storage).toHaveLength(3);
    for (const s of storage) expect(await blobExists(t, s.storage_name)).toBe(true);

    const del = await api.del(`/api/v1/user/history/${status.id}`);
    expect(del.body).toEqual({ statusCode: 200, response: { success: true } });
    expect(ids(await history({ limit: null }))).not.toContain(status.id);
    expect((await history({ project_id: p, limit: null })).count).toBe(0);
    expect((await api.get(`/api/v1/user/object/${objectId}`)).body.response[0]).toMatchObject({ calcs: 0 });
    for (const path_ of Object.values(status.files!)) expect((await api.raw(path_)).statusCode).toBe(404);
    expect((await api.get(`/api/v1/request/${status.id}`)).status).toBe(404);
    for (const s of storage) expect(await blobExists(t, s.storage_name)).toBe(false);
    // It cannot be attached again, nor deleted twice.
    expect((await api.put(`/api/v1/user/project/${p}/calc`, { request_id: status.id })).status).toBe(404);
    const twice = await api.del(`/api/v1/user/history/${status.id}`);
    expect(twice.status).toBe(404);
    expect(twice.body.response.error).toBe(cabinetMessages.calcNotFound);
    expect((await api.del('/api/v1/user/history/abc')).status).toBe(404);
  });

  it('keeps the unfiltered count (a counter kept by triggers) equal to counting the rows', async () => {
    const w = await cabinetUser(t);
    const mine = client(t, w);
    const counts = async () => {
      const quick = (await mine.post('/api/v1/user/history', { limit: 0 })).body.response.count;
      const counted = (
        await mine.post('/api/v1/user/history', { limit: 0, date: { from: '1970-01-01', to: '9999-12-30' } })
      ).body.response.count;
      expect(quick).toBe(counted);
      return quick;
    };
    expect(await counts()).toBe(0);
    const seeded = await seedRequests(t, w.id, [{}, {}, { state: 'failed' }]);
    await runSelection(t, grant, w, { mode: 'ok' });
    expect(await counts()).toBe(4);
    await mine.del(`/api/v1/user/history/${seeded[0]}`);
    expect(await mine.del(`/api/v1/user/history/${seeded[0]}`)).toMatchObject({ status: 404 });
    expect(await counts()).toBe(3);
    // Another user's and guests' requests never count.
    await seedRequests(t, u.id, [{}]);
    await runSelection(t, grant, null, { mode: 'sleep', ms: 0 });
    expect(await counts()).toBe(3);
  });

  it('deleting a calculation whose job is still running drops its result', async () => {
    const sub = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/station',
      headers: { ...u.headers, 'calc-access': grant },
      payload: { mode: 'sleep', ms: 300 },
    });
    const { id } = sub.json().response;
    expect((await api.del(`/api/v1/user/history/${id}`)).status).toBe(200);
    await t.app.selection.settled();
    expect(await t.database.db.selectFrom('request').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(ids(await history({ limit: null }))).not.toContain(id);
  });
});
