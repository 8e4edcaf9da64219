// The КП work and the notifications module wired together (issue 17 item 4): a manager's status
// change, comment and object comment reach the customer's bell, and the customer's SMS / e-mail by
// their toggles; a request sent, changed or withdrawn by its customer reaches every manager's bell
// (issue 31 item 7), never the customer's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, createTestApp, type TestApp } from './helpers/test-app';
import { cabinetUser, client, managerUser, type Client } from './helpers/cabinet';
import { smsOutbox } from './helpers/auth';

describe.each(databases)('КП events in the notifications on %s', (kind) => {
  let t: TestApp;
  let a: Client;
  let m: Client;
  let customerPhone: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const alice = await cabinetUser(t);
    const boss = await managerUser(t);
    customerPhone = alice.phone;
    a = client(t, alice);
    m = client(t, boss);
  });
  afterAll(async () => t?.close());

  it('the customer hears of the status change with its comment once; the SMS toggle sends one SMS', async () => {
    await a.post('/api/v1/user/update/notifications', { sms: true, push: false, email: false });
    const objectId = (await a.put('/api/v1/user/object/create', { name: 'Котельная' })).body.response.id;
    const kp = await a.form('/api/v1/user/kp', { object_id: String(objectId), comment: 'Цена?' });
    expect(kp.status).toBe(200);
    const id = kp.body.response.id as number;
    expect((await a.get('/api/v1/user/notifications/unread')).body.response.unread).toBe(0);

    const smsBefore = smsOutbox(t.dataDir).filter((l) => l.phone === customerPhone).length;
    const res = await m.post(`/api/v1/manager/kp/${id}/status`, {
      status: 'clarifying',
      comment: 'Уточните',
    });
    expect(res.status).toBe(200);
    const list = (await a.get('/api/v1/user/notifications')).body.response.result as {
      text: string;
      link: string;
    }[];
    // One action, one notification, naming the comment.
    expect(list.map((n) => [n.text, n.link])).toEqual([
      [`Запрос КП №\u00a0${id}: статус «Уточнение», комментарий менеджера`, `/person/kp?id=${id}`],
    ]);
    await new Promise((r) => setTimeout(r, 200));
    const sms = smsOutbox(t.dataDir).filter((l) => l.phone === customerPhone);
    expect(sms.length - smsBefore).toBe(1);
    expect(sms.at(-1)!.text).toMatch(/Запрос КП №\u00a0\d+/);

    // The manager's comment in the customer's object notifies too.
    await m.form(`/api/v1/manager/object/${objectId}/comment`, { comment: 'Добавьте схему' });
    const after = (await a.get('/api/v1/user/notifications')).body.response.result as { link: string }[];
    expect(after[0]!.link).toBe(`/person/place/${objectId}`);
  });

  it('every manager hears of a request sent, changed and withdrawn by its customer, once each', async () => {
    const second = client(t, await managerUser(t));
    const unread = async (c: Client) =>
      (await c.get('/api/v1/user/notifications/unread')).body.response.unread as number;
    const latest = async (c: Client) =>
      (
        (await c.get('/api/v1/user/notifications')).body.response.result as { text: string; link: string }[]
      )[0];
    const customerBefore = await unread(a);
    const before = [await unread(m), await unread(second)];

    const objectId = (await a.put('/api/v1/user/object/create', { name: 'Школа' })).body.response.id;
    const id = (await a.form('/api/v1/user/kp', { object_id: String(objectId), comment: 'Срочно' })).body
      .response.id as number;
    for (const c of [m, second]) {
      const n = (await latest(c))!;
      expect(n.text).toMatch(new RegExp(`^Новый запрос КП №\u00a0${id} от `));
      expect(n.link).toBe(`/manager?id=${id}`);
    }
    expect([await unread(m), await unread(second)]).toEqual(before.map((n) => n + 1));

    expect((await a.put(`/api/v1/user/kp/${id}`, { comment: 'Не срочно' })).status).toBe(200);
    expect(await latest(m)).toMatchObject({
      text: `Запрос КП №\u00a0${id} изменён клиентом: комментарий`,
      link: `/manager?id=${id}`,
    });
    expect((await a.del(`/api/v1/user/kp/${id}`)).status).toBe(200);
    expect(await latest(second)).toMatchObject({
      text: `Запрос КП №\u00a0${id} отозван клиентом`,
      link: '/manager',
    });
    expect([await unread(m), await unread(second)]).toEqual(before.map((n) => n + 3));
    // The customer is not told of what they did themselves.
    expect(await unread(a)).toBe(customerBefore);
  });
});
