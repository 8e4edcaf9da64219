// The polled status call is one indexed read (issue 28 item 8): a done request's files come from its
// own row (migration 0011), not a second query; rows done before 0011 still list their file rows.
import { CALC_ACCESS_HEADER, envelope, requestStatus, type RequestStatus } from '@podbor/contracts';
import { sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createRequestRepository } from '../src/modules/selection/repository';
import { calculatorModules } from '../src/calculators';
import {
  fixtureEngines,
  grantFor,
  testStationCalculator,
  testUserHook,
  waitForEnd,
} from './helpers/selection-app';
import { createTestApp, databases, type TestApp } from './helpers/test-app';

describe.each(databases)('GET /api/v1/request/{hash} on %s', (kind) => {
  let t: TestApp;
  const queries: RootOperationNode['kind'][] = [];
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      queries.push(args.node.kind);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, (deps, o = {}) => {
      deps.database.db = deps.database.db.withPlugin(counter);
      return buildApp(deps, {
        ...o,
        selection: {
          enginesModule: fixtureEngines,
          calculators: { ...calculatorModules, station: testStationCalculator },
        },
        extend: testUserHook,
      });
    });
  });
  afterAll(async () => t?.close());

  it('answers a done request with its files from one indexed read', async () => {
    const grant = await grantFor(t.app);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/station',
      headers: { [CALC_ACCESS_HEADER]: grant, 'x-test-user': '7' },
      payload: { mode: 'ok' },
    });
    const { hash } = submitted.json().response as { hash: string };
    const done = await waitForEnd(t.app, hash);
    expect(Object.keys(done.files ?? {})).toEqual(['Подбор станции.pdf', 'Подбор станции (2).pdf', 'passwd']);

    queries.length = 0;
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/request/${hash}` });
    expect(res.statusCode).toBe(200);
    expect(queries).toEqual(['SelectQueryNode']);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // The stored JSON is set into the answer as it is: the answer is still exactly the schema's.
    const body = envelope(requestStatus).strict().parse(res.json());
    expect(body.response).toMatchObject({ hash, state: 'done', type: 'station', error: null });
    expect(body.response.response).toEqual({
      echo: { mode: 'ok' },
      solutions: [{ name: 'WRP-A 2 EVR 5-4', power: 1.1 }],
    });
    const status = body.response;
    expect(status.files).toEqual(done.files);
    for (const [name, link] of Object.entries(status.files!))
      expect(link).toMatch(
        new RegExp(`^/api/v1/files/\\d+/${encodeURIComponent(name).replace(/[()]/g, '\\$&')}$`),
      );

    if (kind === 'sqlite') {
      const { sql: text } = t.database.db
        .selectFrom('request')
        .selectAll()
        .where('hash', '=', hash)
        .compile();
      const plan = await sql
        .raw<{ detail: string }>(`EXPLAIN QUERY PLAN ${text.replace('?', `'${hash}'`)}`)
        .execute(t.database.db);
      expect(plan.rows.map((r) => r.detail).join('; ')).toMatch(/USING (COVERING )?INDEX/);
    }

    // A row done before migration 0011 has no list of its own: its file rows are read.
    await t.database.db.updateTable('request').set({ files: null }).where('hash', '=', hash).execute();
    const legacy = await t.app.inject({ method: 'GET', url: `/api/v1/request/${hash}` });
    expect((legacy.json().response as RequestStatus).files).toEqual(done.files);
  });

  it('a guest’s done request and a failed one list no files', async () => {
    const grant = await grantFor(t.app);
    const post = async (payload: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/search/station',
          headers: { [CALC_ACCESS_HEADER]: grant },
          payload,
        })
      ).json().response as { hash: string };
    const guest = await waitForEnd(t.app, (await post({ mode: 'ok' })).hash);
    expect(guest.state).toBe('done');
    expect(guest.files).toBeNull();
    const failed = await waitForEnd(t.app, (await post({ mode: 'refuse' })).hash);
    expect(failed.state).toBe('failed');
    expect(failed.files).toBeNull();
    expect(failed.error).toBe('Решений не найдено');
    expect(failed.refused).toBe(true);
    expect(failed.response).toBeNull();
    const many = await waitForEnd(t.app, (await post({ mode: 'refuseMany' })).hash);
    expect(many.error).toEqual(['Нет насосов на эту подачу', 'Уменьшите напор']);
  });

  it('polls that arrive together share one read, and each gets its own answer', async () => {
    const grant = await grantFor(t.app);
    const hashes: string[] = [];
    for (const mode of ['ok', 'refuse', 'refuseMany']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/search/station',
        headers: { [CALC_ACCESS_HEADER]: grant },
        payload: { mode },
      });
      hashes.push((res.json().response as { hash: string }).hash);
    }
    for (const hash of hashes) await waitForEnd(t.app, hash);
    const unknown = 'f'.repeat(hashes[0]!.length);

    queries.length = 0;
    const answers = await Promise.all(
      [...hashes, unknown, hashes[0]!].map((hash) =>
        t.app.inject({ method: 'GET', url: `/api/v1/request/${hash}` }),
      ),
    );
    expect(queries).toEqual(['SelectQueryNode']);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 404, 200]);
    const states = answers.map((a) => (a.statusCode === 200 ? (a.json().response as RequestStatus) : null));
    expect(states.map((s) => s?.hash ?? null)).toEqual([...hashes, null, hashes[0]]);
    expect(states.map((s) => s?.state ?? null)).toEqual(['done', 'failed', 'failed', null, 'done']);
    expect(answers[3]!.json()).toMatchObject({ statusCode: 404 });
  });

  it('a key the database refuses fails its own read, not the ones batched with it', async () => {
    const repo = createRequestRepository(t.database.db);
    const row = await t.database.db.selectFrom('request').select('id').limit(1).executeTakeFirstOrThrow();
    // 2^31 is past PostgreSQL's integer column (the routes refuse it first; this is the last guard).
    const [known, outOfRange] = await Promise.allSettled([
      repo.statusOf({ id: row.id }),
      repo.statusOf({ id: 2 ** 31 }),
    ]);
    expect(known).toMatchObject({ status: 'fulfilled', value: { id: row.id } });
    if (kind === 'postgres') expect(outOfRange.status).toBe('rejected');
    else expect(outOfRange).toEqual({ status: 'fulfilled', value: undefined });
  });
});
