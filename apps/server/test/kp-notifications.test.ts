// The КП work and the notifications module wired together (issue 17 item 4): a manager's status
// change, comment and object comment reach the customer's bell, and the customer's SMS / e-mail by
// their toggles; the customer's own actions notify nobody.
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
});
