// КП requests through the API on each database: a customer asks from an object, a project or a
// calculation; the request keeps a copy; the manager works it (statuses, comments, the offer); each
// role reaches only its own (customer vs customer 404, customer vs manager 403); refusals store nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  cabinetMessages,
  kpDetail,
  kpLimits,
  kpMessages,
  type KpDetail,
} from '@podbor/contracts';
import { buildApp } from '../src/app';
import type { KpNotification } from '../src/modules/kp/notify-port';
import { databases, createTestApp, type TestApp } from './helpers/test-app';
import {
  cabinetUser,
  managerUser,
  client,
  samples,
  seedRequests,
  type CabinetUser,
  type Client,
} from './helpers/cabinet';

describe.each(databases)('КП requests on %s', (kind) => {
  let t: TestApp;
  const told: KpNotification[] = [];
  let alice: CabinetUser;
  let bob: CabinetUser;
  let boss: CabinetUser;
  let a: Client;
  let b: Client;
  let m: Client;
  let guest: Client;
  let objectId: number;
  let projectId: number;
  let project2Id: number;
  let calcs: number[];
  let bobObjectId: number;
  let bobCalc: number;

  const counts = async () => {
    const db = t.database.db;
    const n = async (table: 'kp_request' | 'kp_event' | 'file' | 'cabinet_comment') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      kp: await n('kp_request'),
      events: await n('kp_event'),
      files: await n('file'),
      comments: await n('cabinet_comment'),
    };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, (deps, o = {}) =>
      buildApp(deps, {
        ...o,
        kp: {
          // What the customer is told; the managers' news of customers' requests has its own test
          // (kp-notifications.test.ts).
          notify: async (n) => {
            if (n.kind !== 'kp-request') told.push(n);
          },
        },
      }),
    );
    alice = await cabinetUser(t);
    bob = await cabinetUser(t);
    boss = await managerUser(t);
    a = client(t, alice);
    b = client(t, bob);
    m = client(t, boss);
    guest = client(t, null);
    await a.post('/api/v1/user/update/info', { lastname: 'Иванова', firstname: 'Алиса', patronymic: null });
    objectId = (await a.put('/api/v1/user/object/create', { name: 'Котельная на Лесной' })).body.response.id;
    projectId = (await a.put(`/api/v1/user/object/${objectId}/project/create`, { name: 'Насосная' })).body
      .response.id;
    project2Id = (await a.put(`/api/v1/user/object/${objectId}/project/create`, { name: 'ИТП' })).body
      .response.id;
    calcs = await seedRequests(t, alice.id, [{ type: 'station' }, { type: 'station' }, { type: 'dcu' }]);
    for (const [p, c] of [
      [projectId, calcs[0]],
      [projectId, calcs[1]],
      [project2Id, calcs[2]],
    ] as const)
      expect((await a.put(`/api/v1/user/project/${p}/calc`, { request_id: c })).status).toBe(200);
    bobObjectId = (await b.put('/api/v1/user/object/create', { name: 'Чужой объект' })).body.response.id;
    bobCalc = (await seedRequests(t, bob.id, [{ type: 'station' }]))[0]!;
  });
  afterAll(async () => t?.close());

  const create = (c: Client, fields: Record<string, string>, files: Parameters<Client['form']>[2] = []) =>
    c.form('/api/v1/user/kp', fields, files);

  let fromObject: KpDetail;
  let fromProject: KpDetail;
  let fromCalc: KpDetail;

  it('a customer asks for a КП about a whole object: all its projects and calculations are copied', async () => {
    const res = await create(a, { object_id: String(objectId), comment: 'Нужна цена с доставкой' }, [
      { name: 'ТЗ.pdf', data: samples.pdf },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    fromObject = kpDetail.parse(res.body.response);
    expect(fromObject).toMatchObject({
      status: 'new',
      color: '#FFC266',
      object: 'Котельная на Лесной',
      object_id: objectId,
      comment: 'Нужна цена с доставкой',
      manager_comment: null,
      offer: null,
      customer: null,
      next: [],
    });
    expect(fromObject.date_send).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(fromObject.calculations.sort()).toEqual([...calcs].sort());
    expect(fromObject.snapshot.projects.map((p) => p.name).sort()).toEqual(['ИТП', 'Насосная']);
    expect(fromObject.attachment).toMatchObject({ name: 'ТЗ.pdf', mime: 'application/pdf' });
    expect(fromObject.events).toMatchObject([
      { kind: 'created', to: 'new', by: 'Алиса Иванова', manager: false },
    ]);
  });

  it('from a project with chosen calculations, and from a calculator result alone', async () => {
    const res = await create(a, { project_id: String(projectId), calculations: String(calcs[1]) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    fromProject = kpDetail.parse(res.body.response);
    expect(fromProject).toMatchObject({
      object_id: objectId,
      project_id: projectId,
      calculations: [calcs[1]],
    });
    expect(fromProject.snapshot.projects).toEqual([{ id: projectId, name: 'Насосная' }]);

    const one = await create(a, { calculations: String(calcs[2]), comment: 'Спецификация DCU' });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    fromCalc = kpDetail.parse(one.body.response);
    expect(fromCalc).toMatchObject({ object: '', object_id: null, calculations: [calcs[2]] });
    expect(fromCalc.snapshot.calculations[0]).toMatchObject({ request_id: calcs[2], type: 'dcu' });
  });

  it('lists the customer’s own requests two a page, newest first, with the tiles, search and dates', async () => {
    const page = await a.post('/api/v1/user/kp/list', {});
    expect(page.status).toBe(200);
    expect(page.body.response.count).toBe(3);
    expect(page.body.response.result.map((r: KpDetail) => r.id)).toEqual([fromCalc.id, fromProject.id]);
    expect(page.body.response.summary).toEqual({ all: 3, new: 3, clarifying: 0, in_work: 0, ready: 0 });
    const second = await a.post('/api/v1/user/kp/list', { offset: 2 });
    expect(second.body.response.result.map((r: KpDetail) => r.id)).toEqual([fromObject.id]);

    const byText = await a.post('/api/v1/user/kp/list', { search: 'лесной' });
    expect(byText.body.response.count).toBe(2);
    const byId = await a.post('/api/v1/user/kp/list', { search: `№ ${fromCalc.id}` });
    expect(byId.body.response.result.map((r: KpDetail) => r.id)).toContain(fromCalc.id);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await a.post('/api/v1/user/kp/list', { date: { from: today, to: today } })).body.response.count,
    ).toBe(3);
    expect(
      (await a.post('/api/v1/user/kp/list', { date: { from: '2001-01-01', to: '2001-01-02' } })).body.response
        .count,
    ).toBe(0);
    const ofProject = await a.post('/api/v1/user/kp/list', { project_id: projectId, limit: 10 });
    expect(ofProject.body.response.result.map((r: KpDetail) => r.id)).toEqual([fromProject.id]);
    expect((await b.post('/api/v1/user/kp/list', {})).body.response.count).toBe(0);
    expect((await a.post('/api/v1/user/kp/list', { date: { from: '2024-13-01' } })).status).toBe(400);
  });

  it('another customer gets 404 for the request, its offer, and a КП on others’ items; nothing stored', async () => {
    const before = await counts();
    for (const url of [`/api/v1/user/kp/${fromObject.id}`, `/api/v1/user/kp/${fromObject.id}/offer`])
      expect((await b.get(url)).status, url).toBe(404);
    const tries: Array<[Record<string, string>, number, string]> = [
      [{ object_id: String(objectId) }, 404, cabinetMessages.objectNotFound],
      [{ project_id: String(projectId) }, 404, cabinetMessages.projectNotFound],
      [{ calculations: String(calcs[0]) }, 404, cabinetMessages.calcNotFound],
      [{ object_id: String(bobObjectId), calculations: String(calcs[0]) }, 400, kpMessages.calcNotInProjects],
    ];
    for (const [fields, status, message] of tries.slice(0, 3)) {
      const res = await create(b, fields);
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect(res.body.response.error).toBe(message);
    }
    // Alice naming Bob's calculation inside her own object: not found, as a missing one.
    const mixed = await create(a, { object_id: String(objectId), calculations: String(bobCalc) });
    expect(mixed.status).toBe(404);
    expect(mixed.body.response.error).toBe(cabinetMessages.calcNotFound);
    const bad = await create(a, {});
    expect(bad.status).toBe(400);
    expect(bad.body.response.error).toBe(kpMessages.nothingToSend);
    expect((await create(a, { object_id: String(objectId), projects: '1,x' })).status).toBe(400);
    expect((await create(a, { object_id: String(objectId), comment: 'x'.repeat(2001) })).status).toBe(400);
    const wrongType = await create(a, { object_id: String(objectId) }, [{ name: 'run.exe', data: 'MZ' }]);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.response.error).toBe(cabinetMessages.fileType);
    const tooBig = await create(a, { object_id: String(objectId) }, [
      { name: 'big.txt', data: Buffer.alloc(10 * 1024 * 1024 + 1, 0x61) },
    ]);
    expect(tooBig.status).toBe(413);
    expect(await counts()).toEqual(before);
  });

  it('a customer gets 403 on every manager call, a guest 401', async () => {
    const calls: Array<[string, string]> = [
      ['POST', '/api/v1/manager/kp/list'],
      ['GET', '/api/v1/manager/customers'],
      ['GET', `/api/v1/manager/kp/${fromObject.id}`],
      ['GET', `/api/v1/manager/kp/${fromObject.id}/live`],
      ['POST', `/api/v1/manager/kp/${fromObject.id}/status`],
      ['POST', `/api/v1/manager/kp/${fromObject.id}/comment`],
      ['POST', `/api/v1/manager/kp/${fromObject.id}/offer`],
      ['POST', `/api/v1/manager/object/${objectId}/comment`],
    ];
    const before = await counts();
    for (const [method, url] of calls) {
      const as = async (who: CabinetUser | null) =>
        t.app.inject({
          method: method as 'GET',
          url,
          headers: who?.headers ?? {},
          ...(method === 'POST' ? { payload: { status: 'ready', comment: 'x' } } : {}),
        });
      const res = await as(alice);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().response.error).toBe(apiMessages.managerOnly);
      expect((await as(null)).statusCode, url).toBe(401);
    }
    expect(await counts()).toEqual(before);
    expect((await guest.post('/api/v1/user/kp/list', {})).status).toBe(401);
  });

  it('the manager sees every customer’s requests, filters them, and reads the customer', async () => {
    await create(b, { calculations: String(bobCalc) });
    const q = await m.post('/api/v1/manager/kp/list', {});
    expect(q.status).toBe(200);
    expect(q.body.response.count).toBe(4);
    expect(q.body.response.result[0].customer).toMatchObject({ id: bob.id, phone: bob.phone });
    const ofAlice = await m.post('/api/v1/manager/kp/list', { customer_id: alice.id });
    expect(ofAlice.body.response.count).toBe(3);
    expect(ofAlice.body.response.result[0].customer.name).toBe('Алиса Иванова');
    const customers = await m.get('/api/v1/manager/customers');
    expect(customers.body.response.map((c: { id: number }) => c.id).sort()).toEqual(
      [alice.id, bob.id].sort(),
    );
    const d = await m.get(`/api/v1/manager/kp/${fromObject.id}`);
    expect(d.body.response.next).toEqual(['clarifying', 'in_work']);
    // The customer's attachment: the manager downloads it, another customer cannot.
    const path = fromObject.attachment!.path;
    expect((await m.raw(path)).statusCode).toBe(200);
    expect((await b.raw(path)).statusCode).toBe(404);
    const live = await m.get(`/api/v1/manager/kp/${fromObject.id}/live`);
    expect(live.status).toBe(200);
    expect(live.body.response.object.name).toBe('Котельная на Лесной');
    expect(live.body.response.calculations).toHaveLength(3);
  });

  it('walks the workflow: refuses jumps, records who/when/from/to, tells the customer', async () => {
    const id = fromObject.id;
    const before = await counts();
    const jump = await m.post(`/api/v1/manager/kp/${id}/status`, { status: 'ready' });
    expect(jump.status).toBe(409);
    expect(jump.body.response.error).toBe('Нельзя перевести запрос из статуса «Новый» в «Готово»');
    expect((await m.post(`/api/v1/manager/kp/${id}/status`, { status: 'new' })).status).toBe(400);
    expect((await m.post(`/api/v1/manager/kp/${id}/status`, { status: 'done' })).status).toBe(400);
    expect(
      (await m.post(`/api/v1/manager/kp/${id}/comment`, { comment: '   ' })).body.response.fields,
    ).toEqual({
      comment: kpMessages.commentRequired,
    });
    expect((await m.post(`/api/v1/manager/kp/${id}/comment`, { comment: 'я'.repeat(2001) })).status).toBe(
      400,
    );
    expect(await counts()).toEqual(before);
    expect(told).toEqual([]);

    const res = await m.post(`/api/v1/manager/kp/${id}/status`, {
      status: 'clarifying',
      comment: 'Уточните давление на входе',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.response).toMatchObject({
      status: 'clarifying',
      color: '#9FC5F4',
      manager_comment: 'Уточните давление на входе',
    });
    expect(told).toEqual([
      // One action, one notification, naming the comment.
      {
        userId: alice.id,
        kind: 'kp-status',
        text: `Запрос КП №\u00a0${id}: статус «Уточнение», комментарий менеджера`,
        link: `/person/kp?id=${id}`,
      },
    ]);

    const noOffer = await m.post(`/api/v1/manager/kp/${id}/status`, { status: 'ready' });
    expect(noOffer.status).toBe(409);
    expect(noOffer.body.response.error).toBe(kpMessages.offerRequired);

    // The customer sees the status, the comment and the change (who, when, from, to).
    const seen = kpDetail.parse((await a.get(`/api/v1/user/kp/${id}`)).body.response);
    expect(seen.manager_comment).toBe('Уточните давление на входе');
    expect(seen.events.map((e) => [e.kind, e.from, e.to, e.manager])).toEqual([
      ['created', null, 'new', false],
      ['status', 'new', 'clarifying', true],
      ['comment', null, null, true],
    ]);
    // A manager without a name in the profile is «Менеджер» to the customer, never a phone (issue 33 item 8).
    expect(seen.events[1]!.by).toBe('Менеджер');
    const tiles = (await a.post('/api/v1/user/kp/list', {})).body.response.summary;
    expect(tiles).toEqual({ all: 3, new: 2, clarifying: 1, in_work: 0, ready: 0 });
  });

  it('takes the offer as a PDF only, then Готово; the customer downloads it', async () => {
    const id = fromObject.id;
    const before = await counts();
    const notPdf = await m.form(`/api/v1/manager/kp/${id}/offer`, {}, [
      { name: 'kp.png', data: samples.png },
    ]);
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.response.error).toBe(kpMessages.offerType);
    const fake = await m.form(`/api/v1/manager/kp/${id}/offer`, {}, [{ name: 'kp.pdf', data: 'hello' }]);
    expect(fake.status).toBe(400);
    const big = await m.form(`/api/v1/manager/kp/${id}/offer`, {}, [
      { name: 'kp.pdf', data: Buffer.concat([samples.pdf, Buffer.alloc(kpLimits.offerMaxBytes)]) },
    ]);
    expect(big.status).toBe(413);
    expect(big.body.response.error).toBe(kpMessages.offerTooLarge);
    expect((await m.form(`/api/v1/manager/kp/${id}/offer`, {})).status).toBe(400);
    expect(await counts()).toEqual(before);

    const up = await m.form(`/api/v1/manager/kp/${id}/offer`, {}, [
      { name: 'КП № 1.pdf', data: samples.pdf },
    ]);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const ready = await m.post(`/api/v1/manager/kp/${id}/status`, { status: 'ready' });
    expect(ready.status).toBe(200);
    expect(ready.body.response).toMatchObject({ status: 'ready', color: '#94D19E', next: ['in_work'] });

    const seen = kpDetail.parse((await a.get(`/api/v1/user/kp/${id}`)).body.response);
    expect(seen.offer).toMatchObject({ name: 'КП № 1.pdf', path: `/api/v1/user/kp/${id}/offer` });
    const dl = await a.raw(seen.offer!.path);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.rawPayload.equals(samples.pdf)).toBe(true);
    expect(dl.headers['content-disposition']).toContain("filename*=UTF-8''%D0%9A%D0%9F");
    expect((await b.raw(seen.offer!.path)).statusCode).toBe(404);
    expect((await a.raw(`/api/v1/user/kp/${fromProject.id}/offer`)).statusCode).toBe(404);
  });

  it('keeps its copy when the calculations, the project and the object are deleted', async () => {
    expect((await a.del(`/api/v1/user/history/${calcs[1]}`)).status).toBe(200);
    expect((await a.del(`/api/v1/user/object/${objectId}`)).status).toBe(200);
    const kp = kpDetail.parse((await a.get(`/api/v1/user/kp/${fromProject.id}`)).body.response);
    expect(kp).toMatchObject({
      object: 'Котельная на Лесной',
      object_id: null,
      project_id: null,
      calculations: [calcs[1]],
    });
    expect(kp.snapshot.projects).toEqual([{ id: projectId, name: 'Насосная' }]);
    expect(kp.snapshot.calculations[0]).toMatchObject({ request_id: calcs[1], type: 'station' });
    const live = await m.get(`/api/v1/manager/kp/${fromProject.id}/live`);
    expect(live.body.response).toMatchObject({ object: null, projects: [], calculations: [] });
  });

  it('a manager comments in a customer’s object: the customer sees it and is told', async () => {
    const obj = (await a.put('/api/v1/user/object/create', { name: 'Склад' })).body.response.id;
    told.length = 0;
    const res = await m.form(`/api/v1/manager/object/${obj}/comment`, { comment: 'Добавьте схему узла' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(told).toEqual([
      {
        userId: alice.id,
        kind: 'object-comment',
        text: 'Новый комментарий менеджера в объекте «Склад»',
        link: `/person/place/${obj}`,
      },
    ]);
    const list = await a.get(`/api/v1/user/object/${obj}/comment`);
    expect(list.body.response.result[0]).toMatchObject({ comment: 'Добавьте схему узла', own: false });
    const before = await counts();
    expect((await m.form(`/api/v1/manager/object/999999/comment`, { comment: 'x' })).status).toBe(404);
    expect((await m.form(`/api/v1/manager/object/${obj}/comment`, { comment: '' })).status).toBe(400);
    expect(await counts()).toEqual(before);
    expect(told).toHaveLength(1);
  });

  // Issue 31 item 1: the solution viewed, a quantity; edit and withdraw while «Новый».
  let heatCalc: number;
  let withSolution: KpDetail;
  const viewed = { article: 'CLH 65S', name: 'Теплообменник CLH 65S', quantity: 2 };
  // CLH 65S is priced as the engine prices it (decision 0026 «Cost»): its frame and 80 plates, both
  // rows of the shipped price list; CLH 40S is an answer stored before the cost ranking.
  const clh65Cost = {
    lines: [
      { article: 'PHE-CLH-65S-FRAME', count: 1 },
      { article: 'PHE-CLH-65S-PLATE', count: 80 },
    ],
  };
  const heatResponse = (units: string[]) => ({
    solutions: units.map((u) => ({
      solution: u,
      assortment: { name: u },
      ...(u === 'CLH 65S' ? { cost: clh65Cost } : {}),
    })),
  });
  const stored = async (id: number) =>
    t.database.db.selectFrom('kp_request').selectAll().where('id', '=', id).executeTakeFirst();

  it('sends the solution viewed with its quantity; the manager sees it and the draft line is it; bad ones store nothing', async () => {
    heatCalc = (
      await seedRequests(t, alice.id, [{ type: 'clever', response: heatResponse(['CLH 40S', 'CLH 65S']) }])
    )[0]!;
    const solutions = (s: object[]) => JSON.stringify(s);
    // What an object's or project's form offers to choose from: the calculation's units by article.
    const options = await a.post('/api/v1/user/kp/solutions', { calculations: [heatCalc, calcs[2]] });
    expect(options.body.response.result).toEqual([
      {
        request_id: heatCalc,
        solutions: [
          { article: 'CLH 40S', name: 'Теплообменник CLH 40S' },
          { article: 'CLH 65S', name: 'Теплообменник CLH 65S' },
        ],
      },
      { request_id: calcs[2], solutions: [] },
    ]);
    expect((await b.post('/api/v1/user/kp/solutions', { calculations: [heatCalc] })).status).toBe(404);
    // Each calculator names its solutions as its result page does.
    const others = await seedRequests(t, alice.id, [
      { type: 'pump', response: { name: 'EVR 3-11', article: 'AQ-EVR03-11-3x400' } },
      { type: 'station', response: { sets: [{ modelName: 'WRP-A 2+1 EVR 10-6', article: 'ST-1' }] } },
      { type: 'dcu', response: { articul: 'DCU-25-4', productName: 'Узел DCU-25' } },
    ]);
    const named = await a.post('/api/v1/user/kp/solutions', { calculations: others });
    expect(named.body.response.result.map((r: { solutions: unknown[] }) => r.solutions)).toEqual([
      [{ article: 'AQ-EVR03-11-3x400', name: 'EVR 3-11' }],
      [{ article: 'ST-1', name: 'Насосная станция WRP-A 2+1 EVR 10-6' }],
      [{ article: 'DCU-25-4', name: 'Узел DCU-25' }],
    ]);
    const before = await counts();
    const refusals: Array<[Record<string, string>, number, string]> = [
      [
        { solutions: solutions([{ request_id: heatCalc, ...viewed, quantity: 0 }]) },
        400,
        kpMessages.quantity,
      ],
      [
        { solutions: solutions([{ request_id: heatCalc, ...viewed, quantity: 1.5 }]) },
        400,
        kpMessages.quantity,
      ],
      [
        { solutions: solutions([{ request_id: heatCalc, ...viewed, article: 'CLH 99X' }]) },
        400,
        kpMessages.solutionNotFound,
      ],
      [{ solutions: solutions([{ request_id: calcs[0], ...viewed }]) }, 400, kpMessages.solutionNotSent],
      [{ solutions: '[{' }, 400, kpMessages.solutionsInvalid],
    ];
    for (const [fields, status, message] of refusals) {
      const res = await create(a, { calculations: String(heatCalc), ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect(JSON.stringify(res.body.response), JSON.stringify(fields)).toContain(message);
    }
    expect(await counts()).toEqual(before);

    const res = await create(a, {
      calculations: String(heatCalc),
      solutions: solutions([{ request_id: heatCalc, ...viewed }]),
      comment: 'Для ИТП',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    withSolution = kpDetail.parse(res.body.response);
    expect(withSolution).toMatchObject({ editable: true, comment: 'Для ИТП' });
    expect(withSolution.snapshot.calculations).toMatchObject([{ request_id: heatCalc, solution: viewed }]);
    // An older request without a solution still reads.
    expect(
      kpDetail.parse((await a.get(`/api/v1/user/kp/${fromCalc.id}`)).body.response).snapshot.calculations[0]!
        .solution ?? null,
    ).toBeNull();

    const seen = kpDetail.parse((await m.get(`/api/v1/manager/kp/${withSolution.id}`)).body.response);
    expect(seen.snapshot.calculations[0]!.solution).toEqual({ ...viewed, parts: clh65Cost.lines });
    // The unit is no row of the price list: its draft line is priced as its frame and plates
    // (140 880,00 ₽ + 80 × 2 720,00 ₽ in the shipped list), not 0.
    const draft = await m.get(`/api/v1/manager/kp/${withSolution.id}/offer/draft`);
    expect(draft.body.response.lines).toMatchObject([
      { article: 'CLH 65S', quantity: 2, price: 14_088_000 + 80 * 272_000, priced: true },
    ]);
    expect((await a.post('/api/v1/user/kp/list', { search: 'CLH 65S' })).body.response.result[0].id).toBe(
      withSolution.id,
    );
  });

  it('edits and withdraws only its own request, only while «Новый»; every refusal is a 4xx and changes nothing', async () => {
    const url = `/api/v1/user/kp/${withSolution.id}`;
    const edited = await a.put(url, {
      comment: 'Для ИТП, срочно',
      quantities: [{ request_id: heatCalc, quantity: 5 }],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const kp = kpDetail.parse(edited.body.response);
    expect(kp.comment).toBe('Для ИТП, срочно');
    expect(kp.snapshot.calculations[0]!.solution).toEqual({ ...viewed, quantity: 5, parts: clh65Cost.lines });
    expect(kp.events.at(-1)).toMatchObject({
      kind: 'edited',
      manager: false,
      text: 'Изменено: Теплообменник CLH 65S: 2 → 5 шт.; комментарий',
    });

    const row = await stored(withSolution.id);
    const events = (await counts()).events;
    const refusals: Array<[Client, unknown, number, string]> = [
      [b, { comment: 'чужой' }, 404, kpMessages.notFound],
      [a, { quantities: [{ request_id: heatCalc, quantity: 0 }] }, 400, kpMessages.quantity],
      [a, { quantities: [{ request_id: heatCalc, quantity: 1_000_001 }] }, 400, kpMessages.quantity],
      [
        a,
        { quantities: [{ request_id: calcs[0], quantity: 1 }] },
        400,
        kpMessages.calcNotInRequest(calcs[0]!),
      ],
      [a, {}, 400, kpMessages.nothingToEdit],
    ];
    for (const [c, body, status, message] of refusals) {
      const res = await c.put(url, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.body.response)).toContain(message);
    }
    const noSolution = await a.put(`/api/v1/user/kp/${fromCalc.id}`, {
      quantities: [{ request_id: calcs[2], quantity: 2 }],
    });
    expect(noSolution.status).toBe(400);
    expect(noSolution.body.response.error).toBe(kpMessages.noSolution(calcs[2]!));
    expect((await b.del(url)).status).toBe(404);

    // A manager takes it up: the customer can neither edit nor withdraw it any more.
    expect((await m.post(`${url.replace('/user/', '/manager/')}/status`, { status: 'in_work' })).status).toBe(
      200,
    );
    const after = await stored(withSolution.id);
    for (const res of [await a.put(url, { comment: 'ещё' }), await a.del(url)]) {
      expect(res.status).toBe(409);
      expect(res.body.response.error).toBe(kpMessages.notNew('В работе'));
    }
    expect(await stored(withSolution.id)).toEqual(after);
    expect({ ...after, status: row!.status, updated: row!.updated }).toEqual(row);
    expect((await counts()).events).toBe(events + 1);
    expect(kpDetail.parse((await a.get(url)).body.response).editable).toBe(false);

    // A new one with a file is withdrawn whole: the request, its timeline and the file go.
    const fresh = await create(
      a,
      {
        calculations: String(heatCalc),
        solutions: JSON.stringify([
          { request_id: heatCalc, article: 'CLH 40S', name: 'что угодно', quantity: 1 },
        ]),
      },
      [{ name: 'ТЗ.pdf', data: samples.pdf }],
    );
    const freshId = fresh.body.response.id as number;
    // The calculator's name of the unit is kept, not the text the page sent.
    expect(kpDetail.parse(fresh.body.response).snapshot.calculations[0]!.solution).toEqual({
      article: 'CLH 40S',
      name: 'Теплообменник CLH 40S',
      quantity: 1,
    });
    const withFile = await counts();
    const gone = await a.del(`/api/v1/user/kp/${freshId}`);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect((await a.get(`/api/v1/user/kp/${freshId}`)).status).toBe(404);
    expect(await counts()).toEqual({
      ...withFile,
      kp: withFile.kp - 1,
      events: withFile.events - 1,
      files: withFile.files - 1,
    });
  });
});
