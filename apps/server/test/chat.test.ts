// Chat through the API on each database: a customer's topics (create with a reference, list, search,
// sorts, delete), messages (pages, text, files, read marks, unread counts), the managers' inbox
// (unread first, answer, close, the customer's objects and КП), every role (guest 401, another
// customer 404, a customer on manager calls 403) and refusals that store nothing (empty, too long,
// bad file, closed topic, flood 429), and the notifications a message raises.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  cabinetMessages,
  chatLimits,
  chatMessages,
  chatMessage,
  chatTopic,
  chatTopicListResponse,
  namelessManagerName,
} from '@podbor/contracts';
import { databases, createTestApp, type TestApp } from './helpers/test-app';
import { cabinetUser, managerUser, client, samples, type CabinetUser, type Client } from './helpers/cabinet';

describe.each(databases)('chat on %s', (kind) => {
  let t: TestApp;
  let alice: CabinetUser;
  let bob: CabinetUser;
  let boss: CabinetUser;
  let a: Client;
  let b: Client;
  let m: Client;
  let guest: Client;
  let objectId: number;

  const counts = async () => {
    const db = t.database.db;
    const n = async (table: 'chat_topic' | 'chat_message' | 'file') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { topics: await n('chat_topic'), messages: await n('chat_message'), files: await n('file') };
  };
  const notes = (userId: number) =>
    t.database.db
      .selectFrom('notification')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await cabinetUser(t);
    bob = await cabinetUser(t);
    boss = await managerUser(t);
    a = client(t, alice);
    b = client(t, bob);
    m = client(t, boss);
    guest = client(t, null);
    await a.post('/api/v1/user/update/info', { lastname: 'Иванова', firstname: 'Алиса', patronymic: null });
    objectId = (await a.put('/api/v1/user/object/create', { name: 'Котельная на Лесной' })).body.response.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates topics with a reference to the customer’s own object, and refuses another’s', async () => {
    const created = await a.put('/api/v1/user/chat/create', {
      title: '  Подбор насоса для котельной  ',
      ref: { kind: 'object', id: objectId },
    });
    expect(created.status).toBe(200);
    const topic = chatTopic.parse(created.body.response);
    expect(topic).toMatchObject({
      title: 'Подбор насоса для котельной',
      status: 'open',
      messages: 0,
      unread: 0,
      last_message: null,
      customer: null,
      ref: { kind: 'object', id: objectId, name: 'Объект «Котельная на Лесной»' },
    });

    const before = await counts();
    const empty = await a.put('/api/v1/user/chat/create', { title: '   ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body.response)).toContain(chatMessages.titleRequired);
    const long = await a.put('/api/v1/user/chat/create', { title: 'я'.repeat(chatLimits.titleMax + 1) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body.response)).toContain(chatMessages.titleMax);
    const foreign = await b.put('/api/v1/user/chat/create', {
      title: 'Чужой',
      ref: { kind: 'object', id: objectId },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.response.error).toBe(chatMessages.refNotFound);
    const kp = await a.put('/api/v1/user/chat/create', { title: 'КП', ref: { kind: 'kp', id: 999999 } });
    expect(kp.status).toBe(404);
    expect((await guest.put('/api/v1/user/chat/create', { title: 'Гость' })).status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('lists, counts, searches (Cyrillic, any case) and sorts a customer’s topics; the overview asks for 3', async () => {
    await a.put('/api/v1/user/chat/create', { title: 'Вопрос по теплообменнику' });
    await a.put('/api/v1/user/chat/create', { title: 'Ёмкость бака' });
    await b.put('/api/v1/user/chat/create', { title: 'Вопрос Боба' });
    const all = chatTopicListResponse.parse((await a.post('/api/v1/user/chat/list', {})).body.response);
    expect(all.count).toBe(3);
    expect(all.result.map((x) => x.title)).toEqual([
      'Ёмкость бака',
      'Вопрос по теплообменнику',
      'Подбор насоса для котельной',
    ]);
    const old = (await a.post('/api/v1/user/chat/list', { sort: 'old' })).body.response;
    expect(old.result[0].title).toBe('Подбор насоса для котельной');
    const found = (await a.post('/api/v1/user/chat/list', { search: 'ВОПРОС' })).body.response;
    expect(found.count).toBe(1);
    expect(found.result[0].title).toBe('Вопрос по теплообменнику');
    expect((await a.post('/api/v1/user/chat/list', { search: 'емкость' })).body.response.count).toBe(1);
    const overview = (await a.post('/api/v1/user/chat/list', { limit: chatLimits.overviewTopics })).body
      .response;
    expect(overview.result).toHaveLength(3);
    expect((await guest.post('/api/v1/user/chat/list', {})).status).toBe(401);
  });

  it('sends text and files, pages older messages, and hides a topic from other customers (404)', async () => {
    const topic = (await a.put('/api/v1/user/chat/create', { title: 'Переписка' })).body.response;
    const url = `/api/v1/user/chat/${topic.id}/messages`;
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const sent = await a.form(url, { text: `Сообщение ${i}\nвторая строка` });
      expect(sent.status).toBe(200);
      const msg = chatMessage.parse(sent.body.response);
      expect(msg).toMatchObject({ own: true, manager: false, author: 'Алиса Иванова', file: null });
      ids.push(msg.id);
    }
    const withFile = await a.form(url, {}, [{ name: 'схема.pdf', data: samples.pdf }]);
    expect(withFile.status).toBe(200);
    expect(withFile.body.response.text).toBe('');
    expect(withFile.body.response.file).toMatchObject({ name: 'схема.pdf', mime: 'application/pdf' });
    expect((await a.raw(withFile.body.response.file.path)).statusCode).toBe(200);

    const page = (await a.get(`${url}?limit=3`)).body.response;
    expect(page.more).toBe(true);
    expect(page.result.map((x: { id: number }) => x.id)).toEqual([ids[3], ids[4], withFile.body.response.id]);
    const older = (await a.get(`${url}?limit=3&before=${page.result[0].id}`)).body.response;
    expect(older.result.map((x: { id: number }) => x.id)).toEqual([ids[0], ids[1], ids[2]]);
    expect(older.more).toBe(false);

    const read = await a.get(`/api/v1/user/chat/${topic.id}`);
    expect(read.body.response).toMatchObject({ messages: 6, preview: '' });
    for (const call of [
      () => b.get(`/api/v1/user/chat/${topic.id}`),
      () => b.get(url),
      () => b.form(url, { text: 'влезть' }),
      () => b.post(`/api/v1/user/chat/${topic.id}/read`, {}),
      () => b.del(`/api/v1/user/chat/${topic.id}`),
      () => a.get('/api/v1/user/chat/999999'),
      () => a.get('/api/v1/user/chat/abc'),
    ]) {
      const res = await call();
      expect(res.status).toBe(404);
      expect(res.body.response.error).toBe(chatMessages.topicNotFound);
    }
    expect((await guest.get(url)).status).toBe(401);
  });

  it('refuses empty and oversized messages and bad files, storing nothing', async () => {
    const topic = (await a.put('/api/v1/user/chat/create', { title: 'Отказы' })).body.response;
    const url = `/api/v1/user/chat/${topic.id}/messages`;
    const before = await counts();
    const empty = await a.form(url, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.response.error).toBe(chatMessages.messageEmpty);
    const long = await a.form(url, { text: 'ж'.repeat(chatLimits.textMax + 1) });
    expect(long.status).toBe(400);
    expect(long.body.response.error).toBe(chatMessages.textMax);
    const exe = await a.form(url, { text: 'вот' }, [{ name: 'virus.exe', data: 'MZ' }]);
    expect(exe.status).toBe(400);
    expect(exe.body.response.error).toBe(cabinetMessages.fileType);
    const fake = await a.form(url, {}, [{ name: 'fake.pdf', data: 'not a pdf' }]);
    expect(fake.status).toBe(400);
    expect(fake.body.response.error).toBe(cabinetMessages.fileContent);
    const big = await a.form(url, {}, [
      { name: 'big.pdf', data: Buffer.alloc(chatLimits.fileMaxBytes + 1, 0x25) },
    ]);
    expect(big.status).toBe(413);
    expect(big.body.response.error).toBe(chatMessages.fileTooLarge);
    const json = await a.post(url, { text: 'json' });
    expect(json.status).toBe(415);
    expect(json.body.response.error).toBe(chatMessages.multipartRequired);
    const unknown = await a.form(url, { text: 'a', other: 'b' });
    expect(unknown.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('the manager’s inbox: every customer’s topics, unread first, answer, read marks and close', async () => {
    const t1 = (await a.put('/api/v1/user/chat/create', { title: 'Старый вопрос' })).body.response;
    const t2 = (await b.put('/api/v1/user/chat/create', { title: 'Срочный вопрос Боба' })).body.response;
    await a.form(`/api/v1/user/chat/${t1.id}/messages`, { text: 'Прочитанный' });
    await m.post(`/api/v1/manager/chat/${t1.id}/read`, {});
    await b.form(`/api/v1/user/chat/${t2.id}/messages`, { text: 'Ответьте, пожалуйста' });
    // A newer topic with no messages: still after the unread one.
    await a.put('/api/v1/user/chat/create', { title: 'Новее всех' });

    const inbox = chatTopicListResponse.parse((await m.post('/api/v1/manager/chat/list', {})).body.response);
    expect(inbox.result[0]).toMatchObject({ id: t2.id, unread: 1 });
    expect(inbox.result[0]!.customer).toMatchObject({ id: bob.id });
    expect(inbox.unread).toBeGreaterThanOrEqual(1);
    const onlyBob = (await m.post('/api/v1/manager/chat/list', { customer_id: bob.id })).body.response;
    expect(onlyBob.result.every((x: { customer: { id: number } }) => x.customer.id === bob.id)).toBe(true);
    expect((await m.get('/api/v1/manager/chat/unread')).body.response.topics).toContainEqual({
      id: t2.id,
      unread: 1,
    });

    const answer = await m.form(`/api/v1/manager/chat/${t2.id}/messages`, { text: 'Здравствуйте! Смотрю.' });
    expect(answer.status).toBe(200);
    expect(answer.body.response).toMatchObject({ manager: true, own: true });
    // Answering reads the topic for the managers; the customer now has one unread.
    expect((await m.get(`/api/v1/manager/chat/${t2.id}`)).body.response.unread).toBe(0);
    const bobView = (await b.get(`/api/v1/user/chat/${t2.id}`)).body.response;
    expect(bobView.unread).toBe(1);
    expect((await b.get('/api/v1/user/chat/unread')).body.response).toEqual({
      total: 1,
      topics: [{ id: t2.id, unread: 1 }],
    });
    const msgs = (await b.get(`/api/v1/user/chat/${t2.id}/messages`)).body.response.result;
    // A manager without a name in the profile is «Менеджер» to the customer, never their phone.
    expect(msgs.at(-1)).toMatchObject({
      manager: true,
      own: false,
      author: namelessManagerName,
      text: 'Здравствуйте! Смотрю.',
    });
    await m.post('/api/v1/user/update/info', { lastname: 'Петров', firstname: 'Пётр', patronymic: null });
    const named = (await b.get(`/api/v1/user/chat/${t2.id}/messages`)).body.response.result;
    expect(named.at(-1)).toMatchObject({ manager: true, author: 'Пётр Петров' });
    expect(
      (await b.post(`/api/v1/user/chat/${t2.id}/read`, { up_to: msgs.at(-1).id })).body.response.total,
    ).toBe(0);

    const closed = await m.post(`/api/v1/manager/chat/${t2.id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body.response).toMatchObject({ status: 'closed', closed_by: 'manager' });
    expect((await m.post(`/api/v1/manager/chat/${t2.id}/close`)).status).toBe(409);
    const before = await counts();
    const late = await b.form(`/api/v1/user/chat/${t2.id}/messages`, { text: 'Ещё вопрос' });
    expect(late.status).toBe(409);
    expect(late.body.response.error).toBe(chatMessages.topicClosed);
    expect(await counts()).toEqual(before);
  });

  it('the manager sees the customer’s objects and КП from a topic', async () => {
    const topic = (await a.put('/api/v1/user/chat/create', { title: 'Контекст' })).body.response;
    const ctx = (await m.get(`/api/v1/manager/chat/${topic.id}/customer`)).body.response;
    expect(ctx.customer).toMatchObject({ id: alice.id, name: 'Алиса Иванова' });
    expect(ctx.objects).toContainEqual(
      expect.objectContaining({ id: objectId, name: 'Котельная на Лесной' }),
    );
    expect(ctx.kp).toEqual([]);
  });

  it('manager calls: a customer 403, a guest 401', async () => {
    const topic = (await a.put('/api/v1/user/chat/create', { title: 'Роли' })).body.response;
    for (const [method, url] of [
      ['POST', '/api/v1/manager/chat/list'],
      ['GET', '/api/v1/manager/chat/unread'],
      ['GET', `/api/v1/manager/chat/${topic.id}`],
      ['GET', `/api/v1/manager/chat/${topic.id}/messages`],
      ['POST', `/api/v1/manager/chat/${topic.id}/read`],
      ['POST', `/api/v1/manager/chat/${topic.id}/close`],
      ['GET', `/api/v1/manager/chat/${topic.id}/customer`],
    ] as const) {
      const as = (c: Client) => (method === 'GET' ? c.get(url) : c.post(url, {}));
      const customer = await as(a);
      expect(customer.status, url).toBe(403);
      expect(customer.body.response.error).toBe(apiMessages.managerOnly);
      expect((await as(guest)).status, url).toBe(401);
    }
    expect((await a.form(`/api/v1/manager/chat/${topic.id}/messages`, { text: 'я менеджер' })).status).toBe(
      403,
    );
  });

  it('delete: gone for the customer, kept closed (by the customer) for the managers', async () => {
    const topic = (await a.put('/api/v1/user/chat/create', { title: 'Удаляемый' })).body.response;
    await a.form(`/api/v1/user/chat/${topic.id}/messages`, { text: 'перед удалением' });
    expect((await a.del(`/api/v1/user/chat/${topic.id}`)).body.response).toEqual({ success: true });
    expect((await a.get(`/api/v1/user/chat/${topic.id}`)).status).toBe(404);
    expect((await a.del(`/api/v1/user/chat/${topic.id}`)).status).toBe(404);
    const list = (await a.post('/api/v1/user/chat/list', { search: 'удаляемый' })).body.response;
    expect(list.count).toBe(0);
    const kept = (await m.get(`/api/v1/manager/chat/${topic.id}`)).body.response;
    expect(kept).toMatchObject({ status: 'closed', closed_by: 'customer', messages: 1 });
    expect((await m.form(`/api/v1/manager/chat/${topic.id}/messages`, { text: 'ответ' })).status).toBe(409);
  });

  it('a new message notifies the other side in-app each time, e-mail/SMS once per topic per 10 minutes', async () => {
    await t.database.db
      .updateTable('account')
      .set({ notify_sms: 1 })
      .where('id', 'in', [alice.id, boss.id])
      .execute();
    const topic = (await a.put('/api/v1/user/chat/create', { title: 'Уведомления' })).body.response;
    const bossBefore = (await notes(boss.id)).length;
    await a.form(`/api/v1/user/chat/${topic.id}/messages`, { text: 'Первое' });
    await a.form(`/api/v1/user/chat/${topic.id}/messages`, { text: 'Второе' });
    const bossNotes = (await notes(boss.id)).slice(bossBefore);
    expect(bossNotes).toHaveLength(2);
    expect(bossNotes[0]).toMatchObject({
      kind: 'chat-message',
      text: 'Новое сообщение клиента в чате «Уведомления»',
      link: `/manager/chat?chat_id=${topic.id}`,
    });
    await m.form(`/api/v1/manager/chat/${topic.id}/messages`, { text: 'Ответ' });
    const aliceNotes = await notes(alice.id);
    expect(aliceNotes.at(-1)).toMatchObject({
      kind: 'chat-message',
      text: 'Новое сообщение менеджера в чате «Уведомления»',
      link: `/person/chat/chat_list?chat_id=${topic.id}`,
    });
    await t.app.notifications.flush();
    const sends = await t.database.db
      .selectFrom('notification_send')
      .selectAll()
      .where('throttle_key', '=', `chat:${topic.id}`)
      .execute();
    // One SMS claim per recipient and topic, whatever the number of messages.
    expect(sends.map((s) => `${s.user_id}:${s.channel}`).sort()).toEqual(
      [`${alice.id}:sms`, `${boss.id}:sms`].sort(),
    );
  });

  it('flood: more than the per-minute limit is refused with 429 and nothing stored', async () => {
    const carol = await cabinetUser(t);
    const c = client(t, carol);
    const topic = (await c.put('/api/v1/user/chat/create', { title: 'Флуд' })).body.response;
    const url = `/api/v1/user/chat/${topic.id}/messages`;
    const answers = await Promise.all(
      Array.from({ length: chatLimits.floodMessages + 5 }, (_, i) => c.form(url, { text: `спам ${i}` })),
    );
    const okCount = answers.filter((x) => x.status === 200).length;
    const refused = answers.filter((x) => x.status === 429);
    expect(okCount).toBe(chatLimits.floodMessages);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body.response.error).toBe(chatMessages.flood);
    expect((await c.get(`/api/v1/user/chat/${topic.id}`)).body.response.messages).toBe(
      chatLimits.floodMessages,
    );
  });
});
