// Notifications on each database: the service (toggles choose the channels, the 10-minute throttle
// per key, a failing provider never fails the caller, SMS and e-mail land in the outbox) and the
// API (own items only, newest first, unread count, marking read; no call creates one).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationListResponse, notificationMessages } from '@podbor/contracts';
import { databases, createTestApp, type TestApp } from './helpers/test-app';
import { cabinetUser, client, type CabinetUser, type Client } from './helpers/cabinet';
import { fakeClock, mailOutbox, smsOutbox } from './helpers/auth';
import { createNotificationRepository } from '../src/modules/notifications/repository';
import { NotificationService, THROTTLE_MS, type Notice } from '../src/modules/notifications/service';

describe.each(databases)('notifications on %s', (kind) => {
  let t: TestApp;
  let a: CabinetUser;
  let b: CabinetUser;
  let apiA: Client;
  let apiB: Client;
  let clock: ReturnType<typeof fakeClock>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await cabinetUser(t);
    b = await cabinetUser(t);
    apiA = client(t, a);
    apiB = client(t, b);
    clock = fakeClock(t);
  });
  afterAll(async () => t?.close());

  const setAccount = (u: CabinetUser, patch: { email?: string | null; sms?: 0 | 1; mail?: 0 | 1 }) =>
    t.database.db
      .updateTable('account')
      .set({
        ...(patch.email !== undefined ? { email: patch.email } : {}),
        ...(patch.sms !== undefined ? { notify_sms: patch.sms } : {}),
        ...(patch.mail !== undefined ? { notify_email: patch.mail } : {}),
      })
      .where('id', '=', u.id)
      .execute();
  const notify = async (n: Notice) => {
    await t.app.notifications.notify(n);
    await t.app.notifications.flush();
  };
  /** What the outbox got for `u` since the test began. */
  const sent = (u: CabinetUser, email: string, since: number) => ({
    sms: smsOutbox(t.dataDir).filter((l) => l.phone === u.phone && l.code === null && l.at >= iso(since)),
    mail: mailOutbox(t.dataDir).filter((m) => m.to === email && m.at >= iso(since)),
  });
  const iso = (ms: number) => new Date(ms).toISOString();

  beforeEach(async () => {
    clock.advance(THROTTLE_MS + 1000);
    // Both sessions stay alive while the clock runs ahead (30 minutes idle ends one).
    for (const api of [apiA, apiB])
      expect((await api.get('/api/v1/user/notifications?limit=1')).status).toBe(200);
    await t.database.db.deleteFrom('notification').execute();
    await setAccount(a, { email: null, sms: 0, mail: 0 });
  });

  it('keeps the item in-app only when every toggle is off', async () => {
    const start = Date.now();
    await notify({
      userId: a.id,
      kind: 'kp-status',
      text: 'Запрос КП № 7: статус «В работе»',
      link: '/person/kp?id=7',
    });
    const list = notificationListResponse.parse((await apiA.get('/api/v1/user/notifications')).body.response);
    expect(list).toMatchObject({
      unread: 1,
      more: false,
      result: [
        { kind: 'kp-status', text: 'Запрос КП № 7: статус «В работе»', link: '/person/kp?id=7', read: false },
      ],
    });
    expect(sent(a, 'a@example.ru', start)).toEqual({ sms: [], mail: [] });
  });

  it('sends e-mail and SMS as the toggles say, with short Russian texts, into the outbox', async () => {
    const start = Date.now();
    await setAccount(a, { email: 'a@example.ru', sms: 1, mail: 1 });
    await notify({
      userId: a.id,
      kind: 'kp-comment',
      text: 'Менеджер ответил по запросу КП № 8',
      link: '/person/kp?id=8',
    });
    const out = sent(a, 'a@example.ru', start);
    expect(out.mail).toHaveLength(1);
    expect(out.mail[0]).toMatchObject({ subject: 'podbor: комментарий менеджера к запросу КП' });
    expect(out.mail[0]!.text).toContain('Менеджер ответил по запросу КП № 8');
    expect(out.sms).toHaveLength(1);
    expect(out.sms[0]!.text).toBe('podbor: Менеджер ответил по запросу КП № 8');

    // E-mail on, but no address: nothing by e-mail; SMS off: nothing by SMS. (The outbox stamps in
    // milliseconds: a tick apart, so the sends above are not taken for new ones.)
    await new Promise((r) => setTimeout(r, 5));
    const start2 = Date.now();
    await setAccount(a, { email: null, sms: 0, mail: 1 });
    await notify({ userId: a.id, kind: 'kp-comment', text: 'Ещё ответ', link: '/person/kp?id=9' });
    expect(sent(a, 'a@example.ru', start2)).toEqual({ sms: [], mail: [] });
  });

  it('sends at most one e-mail and SMS per key in 10 minutes; every item is still kept', async () => {
    const start = Date.now();
    await setAccount(a, { email: 'a@example.ru', sms: 1, mail: 1 });
    const chat = (text: string) =>
      notify({
        userId: a.id,
        kind: 'chat-message',
        text,
        link: '/person/chat/chat_list?chat_id=3',
        throttleKey: 'chat 3',
      });
    await chat('Сообщение 1');
    clock.advance(60_000);
    await chat('Сообщение 2');
    await notify({
      userId: a.id,
      kind: 'chat-message',
      text: 'Другая тема',
      link: '/person/chat/chat_list?chat_id=4',
      throttleKey: 'chat 4',
    });
    let out = sent(a, 'a@example.ru', start);
    expect(out.sms.map((l) => l.text)).toEqual(['podbor: Сообщение 1', 'podbor: Другая тема']);
    expect(out.mail).toHaveLength(2);
    expect((await apiA.get('/api/v1/user/notifications/unread')).body.response.unread).toBe(3);

    clock.advance(THROTTLE_MS);
    await chat('Сообщение 3');
    out = sent(a, 'a@example.ru', start);
    expect(out.sms.map((l) => l.text)).toEqual([
      'podbor: Сообщение 1',
      'podbor: Другая тема',
      'podbor: Сообщение 3',
    ]);
  });

  it('never fails the caller: a broken provider is logged, the item stays, the next event sends', async () => {
    await setAccount(a, { email: 'a@example.ru', sms: 1, mail: 1 });
    const calls: string[] = [];
    let broken = true;
    const logged: unknown[] = [];
    const log = {
      ...t.app.log,
      warn: (o: unknown) => logged.push(o),
      error: (o: unknown) => logged.push(o),
      debug() {},
    };
    const service = new NotificationService({
      repo: createNotificationRepository(t.database.db),
      contacts: (id) => t.app.auth.contacts(id),
      sms: {
        name: 'broken',
        send: async (_phone, text) => {
          calls.push(`sms ${text}`);
          if (broken) throw new Error('шлюз недоступен');
        },
      },
      mail: {
        name: 'broken',
        send: async (m) => {
          calls.push(`mail ${m.subject}`);
          if (broken) throw new Error('SMTP недоступен');
        },
      },
      log: log as never,
      clock: { now: clock.now },
    });
    const n: Notice = {
      userId: a.id,
      kind: 'object-comment',
      text: 'Менеджер прокомментировал объект',
      link: '/person/objects/5',
    };
    await expect(service.notify(n)).resolves.toBeUndefined();
    await service.flush();
    expect(calls).toHaveLength(2);
    expect(logged).toHaveLength(2);
    expect((await apiA.get('/api/v1/user/notifications/unread')).body.response.unread).toBe(1);

    // The failed sends gave their throttle back: the next event within 10 minutes is sent.
    broken = false;
    clock.advance(1000);
    await service.notify(n);
    await service.flush();
    expect(calls).toHaveLength(4);

    // A bad notice (a link off the site) is logged and stores nothing; it does not throw either.
    await expect(service.notify({ ...n, link: 'https://evil.example/' })).resolves.toBeUndefined();
    await expect(service.notify({ ...n, link: '//evil.example/' })).resolves.toBeUndefined();
    expect((await apiA.get('/api/v1/user/notifications/unread')).body.response.unread).toBe(2);
  });

  it('cuts a long text to 500 characters with «…»', async () => {
    await notify({ userId: a.id, kind: 'kp-comment', text: 'ж'.repeat(800), link: '/person/kp' });
    const [item] = (await apiA.get('/api/v1/user/notifications')).body.response.result;
    expect(item.text).toHaveLength(500);
    expect(item.text.endsWith('…')).toBe(true);
  });

  it('lists newest first in pages; nobody reads or marks another user’s items', async () => {
    for (let i = 1; i <= 5; i++) {
      await notify({ userId: a.id, kind: 'kp-status', text: `Событие ${i}`, link: `/person/kp?id=${i}` });
      clock.advance(1000);
    }
    await notify({ userId: b.id, kind: 'kp-status', text: 'Чужое', link: '/person/kp?id=99' });

    const page1 = (await apiA.get('/api/v1/user/notifications?limit=2')).body.response;
    expect(page1.result.map((n: { text: string }) => n.text)).toEqual(['Событие 5', 'Событие 4']);
    expect(page1).toMatchObject({ more: true, unread: 5 });
    const last = page1.result[1].id;
    const page2 = (await apiA.get(`/api/v1/user/notifications?limit=10&before=${last}`)).body.response;
    expect(page2.result.map((n: { text: string }) => n.text)).toEqual([
      'Событие 3',
      'Событие 2',
      'Событие 1',
    ]);
    expect(page2.more).toBe(false);

    const bList = (await apiB.get('/api/v1/user/notifications')).body.response;
    expect(bList.result.map((n: { text: string }) => n.text)).toEqual(['Чужое']);
    const foreign = bList.result[0].id;
    const res = await apiA.post(`/api/v1/user/notifications/${foreign}/read`);
    expect(res.status).toBe(404);
    expect(res.body.response.error).toBe(notificationMessages.notFound);
    expect((await apiB.get('/api/v1/user/notifications/unread')).body.response.unread).toBe(1);

    for (const q of ['limit=0', 'limit=101', 'before=x', 'offset=1'])
      expect((await apiA.get(`/api/v1/user/notifications?${q}`)).status, q).toBe(400);
  });

  it('marks one, then all up to the newest shown; an item that came meanwhile stays unread', async () => {
    for (const i of [1, 2, 3])
      await notify({ userId: a.id, kind: 'kp-status', text: `№ ${i}`, link: '/person/kp' });
    const { result } = (await apiA.get('/api/v1/user/notifications')).body.response;
    const [newest, , oldest] = result.map((n: { id: number }) => n.id);
    let res = await apiA.post(`/api/v1/user/notifications/${oldest}/read`);
    expect(res.body.response).toEqual({ unread: 2, latest: newest });
    expect((await apiA.post(`/api/v1/user/notifications/${oldest}/read`)).status).toBe(200);

    await notify({ userId: a.id, kind: 'kp-status', text: '№ 4', link: '/person/kp' });
    res = await apiA.post('/api/v1/user/notifications/read', { up_to: newest });
    expect(res.body.response.unread).toBe(1);
    res = await apiA.post('/api/v1/user/notifications/read', {});
    expect(res.body.response.unread).toBe(0);
    const list = (await apiA.get('/api/v1/user/notifications')).body.response;
    expect(list.result.every((n: { read: boolean }) => n.read)).toBe(true);

    for (const id of ['abc', '0', '99999999999'])
      expect((await apiA.post(`/api/v1/user/notifications/${id}/read`)).status, id).toBe(404);
    expect((await apiA.post('/api/v1/user/notifications/read', { up_to: 'x' })).status).toBe(400);
  });

  it('answers a guest 401 and offers no call that creates a notification', async () => {
    const guest = client(t, null);
    for (const url of ['/api/v1/user/notifications', '/api/v1/user/notifications/unread'])
      expect((await guest.get(url)).status, url).toBe(401);
    expect((await guest.post('/api/v1/user/notifications/read')).status).toBe(401);
    expect((await apiA.put('/api/v1/user/notifications', { text: 'x' })).status).toBe(404);
    expect((await apiA.post('/api/v1/user/notifications', { text: 'x' })).status).toBe(404);
  });

  // Last: it runs the shared clock past every session's idle time.
  it('the 30-second poll of the unread count does not keep an unattended session alive', async () => {
    const u = await cabinetUser(t);
    const api = client(t, u);
    for (let minutes = 0; minutes < 29; minutes += 1) {
      clock.advance(60_000);
      expect((await api.get('/api/v1/user/notifications/unread')).status).toBe(200);
    }
    clock.advance(2 * 60_000);
    expect((await api.get('/api/v1/user/notifications/unread')).status).toBe(401);
    expect((await api.get('/api/v1/user/notifications')).status).toBe(401);
  });
});
