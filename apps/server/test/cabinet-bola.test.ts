// Object-level authorization of the cabinet, on each database: user B calls EVERY cabinet route
// (and the downloads) with user A's ids and gets exactly the 404 a missing id gets; A's data is
// unchanged afterwards. Guests and bad tokens get 401 on every route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@podbor/contracts';
import { databases, type TestApp } from './helpers/test-app';
import { createSelectionApp, grantFor } from './helpers/selection-app';
import {
  cabinetUser,
  client,
  runSelection,
  samples,
  seedRequests,
  type Answer,
  type Client,
} from './helpers/cabinet';

interface Ids {
  object: number;
  project: number;
  request: number;
  comment: number;
  projectComment: number;
  commentFile: string;
  requestFile: string;
}

type Call = { name: string; run: (c: Client) => Promise<Answer | { status: number; body: unknown }> };

/** Every cabinet route, with the given ids; B's own ids where a route needs one of each. */
function calls(ids: Ids, own: { project: number; request: number }): Call[] {
  const j = (name: string, run: (c: Client) => Promise<Answer>): Call => ({ name, run });
  const raw = (name: string, url: string): Call => ({
    name,
    run: async (c) => {
      const res = await c.raw(url);
      return { status: res.statusCode, body: res.json() };
    },
  });
  return [
    j('history by object', (c) => c.post('/api/v1/user/history', { object_id: ids.object, limit: 10 })),
    j('history by project', (c) => c.post('/api/v1/user/history', { project_id: ids.project, limit: null })),
    j('delete history item', (c) => c.del(`/api/v1/user/history/${ids.request}`)),
    j('read object', (c) => c.get(`/api/v1/user/object/${ids.object}`)),
    j('rename object', (c) => c.post(`/api/v1/user/object/${ids.object}`, { name: 'взлом', comment: null })),
    j('delete object', (c) => c.del(`/api/v1/user/object/${ids.object}`)),
    j('create project', (c) => c.put(`/api/v1/user/object/${ids.object}/project/create`, { name: 'взлом' })),
    j('list projects', (c) =>
      c.post(`/api/v1/user/object/${ids.object}/project`, { offset: 0, limit: null }),
    ),
    j('read project', (c) => c.get(`/api/v1/user/project/${ids.project}`)),
    j('rename project', (c) =>
      c.post(`/api/v1/user/project/${ids.project}`, { name: 'взлом', comment: null }),
    ),
    j('delete project', (c) => c.del(`/api/v1/user/project/${ids.project}`)),
    j('attach own calc to their project', (c) =>
      c.put(`/api/v1/user/project/${ids.project}/calc`, { request_id: own.request }),
    ),
    j('attach their calc to own project', (c) =>
      c.put(`/api/v1/user/project/${own.project}/calc`, { request_id: ids.request }),
    ),
    j('detach from their project', (c) => c.del(`/api/v1/user/project/${ids.project}/calc/${ids.request}`)),
    j('list object comments', (c) => c.get(`/api/v1/user/object/${ids.object}/comment`)),
    j('comment on object', (c) => c.form(`/api/v1/user/object/${ids.object}/comment`, { comment: 'взлом' })),
    j('comment on object with a file', (c) =>
      c.form(`/api/v1/user/object/${ids.object}/comment`, { comment: 'взлом' }, [
        { name: 'a.pdf', data: samples.pdf },
      ]),
    ),
    j('list project comments', (c) => c.get(`/api/v1/user/project/${ids.project}/comment`)),
    j('comment on project', (c) =>
      c.form(`/api/v1/user/project/${ids.project}/comment`, { comment: 'взлом' }),
    ),
    j('delete object comment', (c) => c.del(`/api/v1/user/comment/${ids.comment}`)),
    j('delete project comment', (c) => c.del(`/api/v1/user/comment/${ids.projectComment}`)),
    j('request status by id', (c) => c.get(`/api/v1/request/${ids.request}`)),
    raw('download comment file', ids.commentFile),
    raw('download calculation file', ids.requestFile),
  ];
}

describe.each(databases)('cabinet authorization on %s', (kind) => {
  let t: TestApp;
  let a: Client;
  let b: Client;
  let ids: Ids;
  let bOwn: { project: number; request: number };

  /** Everything A can see, through the API. */
  const snapshot = async () => ({
    objects: (await a.post('/api/v1/user/object', { limit: 100 })).body,
    object: (await a.get(`/api/v1/user/object/${ids.object}`)).body,
    projects: (await a.post(`/api/v1/user/object/${ids.object}/project`, { limit: null })).body,
    project: (await a.get(`/api/v1/user/project/${ids.project}`)).body,
    history: (await a.post('/api/v1/user/history', { limit: null })).body,
    calcs: (await a.post('/api/v1/user/history', { project_id: ids.project, limit: null })).body,
    comments: (await a.get(`/api/v1/user/object/${ids.object}/comment`)).body,
    projectComments: (await a.get(`/api/v1/user/project/${ids.project}/comment`)).body,
    commentFile: (await a.raw(ids.commentFile)).statusCode,
    requestFile: (await a.raw(ids.requestFile)).statusCode,
  });

  beforeAll(async () => {
    t = await createSelectionApp(kind);
    const ua = await cabinetUser(t);
    const ub = await cabinetUser(t);
    a = client(t, ua);
    b = client(t, ub);
    const grant = await grantFor(t.app);
    const status = await runSelection(t, grant, ua, { mode: 'ok' });
    const object = (await a.put('/api/v1/user/object/create', { name: 'Объект А', comment: 'секрет' })).body
      .response.id;
    const project = (await a.put(`/api/v1/user/object/${object}/project/create`, { name: 'Проект А' })).body
      .response.id;
    await a.put(`/api/v1/user/project/${project}/calc`, { request_id: status.id });
    const comment = (
      await a.form(`/api/v1/user/object/${object}/comment`, { comment: 'А' }, [
        { name: 'схема.pdf', data: samples.pdf },
      ])
    ).body.response;
    const projectComment = (await a.form(`/api/v1/user/project/${project}/comment`, { comment: 'А2' })).body
      .response;
    ids = {
      object,
      project,
      request: status.id,
      comment: comment.id,
      projectComment: projectComment.id,
      commentFile: comment.file.path,
      requestFile: Object.values(status.files!)[0]!,
    };
    const bObject = (await b.put('/api/v1/user/object/create', { name: 'Объект Б' })).body.response.id;
    bOwn = {
      project: (await b.put(`/api/v1/user/object/${bObject}/project/create`, { name: 'Проект Б' })).body
        .response.id,
      request: (await seedRequests(t, ub.id, [{ type: 'pump' }]))[0]!,
    };
  });
  afterAll(async () => t?.close());

  it("answers B exactly as for a missing id on every route, and A's data stays as it was", async () => {
    const before = await snapshot();
    const missing: Ids = {
      object: 2_000_000_001,
      project: 2_000_000_002,
      request: 2_000_000_003,
      comment: 2_000_000_004,
      projectComment: 2_000_000_005,
      commentFile: '/api/v1/files/2000000006/a.pdf',
      requestFile: '/api/v1/files/2000000007/b.pdf',
    };
    const withTheirs = calls(ids, bOwn);
    const withMissing = calls(missing, bOwn);
    expect(withTheirs.length).toBe(24);
    for (const [i, call] of withTheirs.entries()) {
      const theirs = await call.run(b);
      const none = await withMissing[i]!.run(b);
      expect(theirs.status, call.name).toBe(404);
      expect(theirs.body, call.name).toEqual(none.body);
    }
    expect(await snapshot()).toEqual(before);
    expect(before.history.response.count).toBe(1);
    expect(before.comments.response.count).toBe(1);
  });

  it("never lists A's items to B", async () => {
    const objects = (await b.post('/api/v1/user/object', { limit: 100 })).body.response[0];
    expect(objects.result.map((o: { name: string }) => o.name)).toEqual(['Объект Б']);
    const history = (await b.post('/api/v1/user/history', { limit: null })).body.response;
    expect(history.result.map((h: { request_id: number }) => h.request_id)).toEqual([bOwn.request]);
    const search = (await b.post('/api/v1/user/history', { search: String(ids.request), limit: null })).body
      .response;
    expect(search.result.map((h: { request_id: number }) => h.request_id)).not.toContain(ids.request);
  });

  it('answers 401 to guests and bad tokens on every cabinet route, before reading the body', async () => {
    const guest = client(t, null);
    const forged = client(t, { headers: { jwt: 'jwt a.b.c' } });
    const extra: Call[] = [
      { name: 'list objects', run: (c) => c.post('/api/v1/user/object', { limit: 10 }) },
      { name: 'create object', run: (c) => c.put('/api/v1/user/object/create', { name: 'x' }) },
      { name: 'history', run: (c) => c.post('/api/v1/user/history', { limit: 10 }) },
      { name: 'bad body', run: (c) => c.post('/api/v1/user/history', { limit: 'много' }) },
    ];
    for (const who of [guest, forged]) {
      for (const call of [...calls(ids, bOwn).slice(0, 21), ...extra]) {
        const res = await call.run(who);
        expect(res.status, call.name).toBe(401);
        expect((res.body as Answer['body']).response.error, call.name).toBe(apiMessages.unauthorized);
      }
    }
  });
});
