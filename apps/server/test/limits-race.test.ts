// Every limit that counts before it stores, raced (issue 28 item 3, decision 0041): parallel calls of
// one user — on one instance of each database, and through two instances on one PostgreSQL
// database — never store more than the limit allows, and each refusal stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, cabinetLimits, cabinetMessages, chatLimits, chatMessages } from '@podbor/contracts';
import { USER_WRITE_RATE } from '../src/plugins/rate-limit';
import { createInstances, type Instances } from './helpers/instances';
import { cabinetUser, client, type Answer, type CabinetUser, type Client } from './helpers/cabinet';
import { databases, createTestApp, type TestApp } from './helpers/test-app';

interface Race {
  name: string;
  /** Parallel calls fired, and how many of them the limit lets through. */
  tries: number;
  max: number;
  /** The refusal: its status and Russian message. */
  refusal: [number, string];
  /** Whatever the calls need (a topic, an object); runs on the first instance. */
  setup(c: Client, t: TestApp, u: CabinetUser): Promise<string>;
  fire(c: Client, target: string, i: number): Promise<Answer>;
  /** Rows the calls stored. */
  stored(t: TestApp, u: CabinetUser, target: string): Promise<number>;
}

const count = (n: { n: unknown } | undefined) => Number(n?.n ?? 0);

const races: Race[] = [
  {
    name: 'chat topics (20 an hour)',
    tries: 25,
    max: chatLimits.topicsPerHour,
    refusal: [429, chatMessages.tooManyTopics],
    setup: async () => '',
    fire: (c, _t, i) => c.put('/api/v1/user/chat/create', { title: `Тема ${i}` }),
    stored: async (t, u) =>
      count(
        await t.database.db
          .selectFrom('chat_topic')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', u.id)
          .executeTakeFirst(),
      ),
  },
  {
    name: 'chat messages (20 a minute)',
    tries: 25,
    max: chatLimits.floodMessages,
    refusal: [429, chatMessages.flood],
    setup: async (c) =>
      String((await c.put('/api/v1/user/chat/create', { title: 'Поток' })).body.response.id),
    fire: (c, topic, i) => c.form(`/api/v1/user/chat/${topic}/messages`, { text: `сообщение ${i}` }),
    stored: async (t, u) =>
      count(
        await t.database.db
          .selectFrom('chat_message')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('author_id', '=', u.id)
          .executeTakeFirst(),
      ),
  },
  {
    name: 'objects (60 a minute)',
    tries: 65,
    max: USER_WRITE_RATE.max,
    refusal: [429, apiMessages.tooManyRequests],
    setup: async () => '',
    fire: (c, _t, i) => c.put('/api/v1/user/object/create', { name: `Объект ${i}` }),
    stored: async (t, u) =>
      count(
        await t.database.db
          .selectFrom('cabinet_object')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', u.id)
          .executeTakeFirst(),
      ),
  },
  {
    name: 'comments (60 a minute)',
    tries: 65,
    max: USER_WRITE_RATE.max,
    refusal: [429, apiMessages.tooManyRequests],
    setup: async (c) =>
      String((await c.put('/api/v1/user/object/create', { name: 'Для комментариев' })).body.response.id),
    fire: (c, object, i) => c.form(`/api/v1/user/object/${object}/comment`, { comment: `комментарий ${i}` }),
    stored: async (t, u) =>
      count(
        await t.database.db
          .selectFrom('cabinet_comment')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', u.id)
          .executeTakeFirst(),
      ),
  },
  {
    name: 'КП requests (60 a minute)',
    tries: 65,
    max: USER_WRITE_RATE.max,
    refusal: [429, apiMessages.tooManyRequests],
    setup: async (c) =>
      String((await c.put('/api/v1/user/object/create', { name: 'Для КП' })).body.response.id),
    fire: (c, object) => c.form('/api/v1/user/kp', { object_id: object }),
    stored: async (t, u) =>
      count(
        await t.database.db
          .selectFrom('kp_request')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', u.id)
          .executeTakeFirst(),
      ),
  },
  {
    // The quota is filled up to 6 small files' room by a row put straight into the table; 12
    // uploads of 6 bytes race for it, through comments, chat messages and КП requests alike.
    name: 'the files quota (1 GB per user, every upload)',
    tries: 12,
    max: 6,
    refusal: [413, cabinetMessages.filesQuota],
    async setup(c, t, u) {
      await t.database.db
        .insertInto('file')
        .values({
          storage_name: `quota-filler-${u.id}`,
          file_name: 'filler.bin',
          mime: 'application/octet-stream',
          size: cabinetLimits.filesQuotaBytes - 6 * 6,
          request_id: null,
          owner_user_id: u.id,
          created: new Date().toISOString(),
        })
        .execute();
      const object = (await c.put('/api/v1/user/object/create', { name: 'Квота' })).body.response.id;
      const topic = (await c.put('/api/v1/user/chat/create', { title: 'Квота' })).body.response.id;
      return `${object}/${topic}`;
    },
    fire(c, target, i) {
      const [object, topic] = target.split('/');
      const file = [{ name: `f${i}.txt`, data: 'sixby!', type: 'text/plain' }];
      if (i % 3 === 0) return c.form(`/api/v1/user/object/${object}/comment`, { comment: '' }, file);
      if (i % 3 === 1) return c.form(`/api/v1/user/chat/${topic}/messages`, { text: '' }, file);
      return c.form('/api/v1/user/kp', { object_id: object! }, file);
    },
    stored: async (t, u) =>
      count(
        await t.database.db
          .selectFrom('file')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('owner_user_id', '=', u.id)
          .where('file_name', '!=', 'filler.bin')
          .executeTakeFirst(),
      ),
  },
];

/** Fires a race through `apps` (round robin) and checks what passed, what was refused, what stayed. */
async function runRace(race: Race, apps: TestApp[]) {
  const first = apps[0]!;
  const u = await cabinetUser(first);
  const clients = apps.map((t) => client(t, u));
  const target = await race.setup(clients[0]!, first, u);
  const before = await race.stored(first, u, target);
  const answers = await Promise.all(
    Array.from({ length: race.tries }, (_, i) => race.fire(clients[i % clients.length]!, target, i)),
  );
  const passed = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status === race.refusal[0]);
  expect(passed.length + refused.length, JSON.stringify(answers.map((a) => a.status))).toBe(race.tries);
  expect(passed).toHaveLength(race.max);
  for (const r of refused) expect(r.body.response.error).toBe(race.refusal[1]);
  expect((await race.stored(first, u, target)) - before).toBe(race.max);
}

describe.each(databases)('limits raced on one instance (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it.each(races.map((r) => [r.name, r] as const))('%s', async (_name, race) => runRace(race, [t]));
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('limits raced through two instances (PostgreSQL)', () => {
  let two: Instances;
  beforeAll(async () => {
    two = await createInstances(2);
  });
  afterAll(async () => two?.close());

  it.each(races.map((r) => [r.name, r] as const))('%s', async (_name, race) => runRace(race, two.apps));
});
