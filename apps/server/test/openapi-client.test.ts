// A client generated from the OpenAPI document (openapi-typescript types in openapi/schema.d.ts,
// openapi-fetch) against a running server on an ephemeral port: a few calls of each module as a
// third party would write them. The calls are typed by the document, and their answers are
// assigned to the contracts' types, so a document that drifted from the server fails here —
// at compile time (npm run typecheck) or at run time.
import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  type HistoryResponse,
  type ObjectListResponse,
  type ObjectMiniListResponse,
  type ProjectItem,
  type PumpSeriesItem,
  type RequestStatus,
  type SearchAccepted,
  type UserInfo,
} from '@podbor/contracts';
import type { paths } from '../openapi/schema';
import { createTestApp, onceOnSqlite, type TestApp } from './helpers/test-app';
import { authHeader, lastSmsCode, uniquePhone } from './helpers/auth';

/** A duty the EVR range serves with frequency control (as pumps.test.ts). */
const duty = { units: 'm' as const, Q: 4, H: 4, H0: 1.5, BoxType: 0 as const };

describe.each(onceOnSqlite)('a generated client against the running server on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof createClient<paths>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    api = createClient<paths>({ baseUrl: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => t?.close());

  /** Signs a new user up through the client: register → SMS code from the outbox → verify. */
  async function signUp() {
    const phoneNumber = uniquePhone();
    const password = 'correct-horse-1';
    const started = await api.PUT('/api/v1/user/register', { body: { phoneNumber, password } });
    expect(started.response.status).toBe(200);
    const code = lastSmsCode(t.dataDir, phoneNumber);
    const verified = await api.POST('/api/v1/user/register/verify', { body: { phoneNumber, code } });
    const token = verified.data!.response.token;
    return { phoneNumber, password, headers: authHeader(token) };
  }

  async function grant() {
    const { data } = await api.POST('/api/v1/calc/access', {
      body: { calc: 'Aquastrong', password: t.config.CALC_PASSWORD_AQUASTRONG },
    });
    return { 'calc-access': data!.response.grant };
  }

  it('probes: health and readiness', async () => {
    expect((await api.GET('/healthz')).data).toEqual({ status: 'ok' });
    expect((await api.GET('/readyz')).data).toEqual({ status: 'ready' });
  });

  it('auth: sign-up, profile, settings, a refused login, logout', async () => {
    const user = await signUp();
    const info = await api.GET('/api/v1/user/info', { headers: user.headers });
    const profile: UserInfo = info.data!.response;
    expect(profile.phone_number).toBe(user.phoneNumber);

    const settings = await api.POST('/api/v1/user/update/notifications', {
      headers: user.headers,
      body: { sms: false, push: true, email: false },
    });
    expect(settings.data!.response).toEqual({ sms: false, push: true, email: false });

    const wrong = await api.POST('/api/v1/user/login', {
      body: { username: user.phoneNumber.slice(2), password: 'not-the-password' },
    });
    expect(wrong.data).toBeUndefined();
    expect(wrong.response.status).toBeGreaterThanOrEqual(400);
    expect(typeof wrong.error!.response.error).toBe('string');

    const login = await api.POST('/api/v1/user/login', {
      body: { username: user.phoneNumber.slice(2), password: user.password },
    });
    const session = authHeader(login.data!.response.token);
    expect((await api.POST('/api/v1/user/logout', { headers: session })).data!.response).toEqual({
      success: true,
    });
    const after = await api.GET('/api/v1/user/info', { headers: session });
    expect(after.response.status).toBe(401);
    expect(after.error!.response.error).toBe(apiMessages.unauthorized);
  });

  it('calc-access: a wrong password is refused, the right one opens the pump calls', async () => {
    const refused = await api.POST('/api/v1/calc/access', { body: { calc: 'Aquastrong', password: 'x' } });
    expect(refused.response.status).toBe(401);
    const noGrant = await api.GET('/api/v1/search/pump/series');
    expect(noGrant.response.status).toBe(401);
    const series = await api.GET('/api/v1/search/pump/series', { headers: await grant() });
    expect(series.data!.response.length).toBeGreaterThan(0);
  });

  it('pumps and selection: series, form, selection, one pump, its drawing, files by hash', async () => {
    const user = await signUp();
    const headers = await grant();
    const list: PumpSeriesItem[] = (await api.GET('/api/v1/search/pump/series', { headers })).data!.response;
    const evr = list.find((s) => s.name === 'EVR')!;
    const seriesId = String(evr.id);

    const series = await api.GET('/api/v1/search/pump/series/{id}', {
      params: { path: { id: seriesId } },
      headers,
    });
    expect(series.data!.response.models.length).toBeGreaterThan(0);
    const form = await api.GET('/api/v1/search/pump/filter/{seriesId}', {
      params: { path: { seriesId } },
      headers,
    });
    expect(form.data!.response.fields.length).toBeGreaterThan(0);

    const selection = await api.POST('/api/v1/search/pump/filter/{seriesId}', {
      params: { path: { seriesId } },
      headers,
      body: duty,
    });
    const best = selection.data!.response.candidates[0]!;
    const pump = await api.POST('/api/v1/search/pump/{pumpId}', {
      params: { path: { pumpId: String(best.id) } },
      headers,
      body: duty,
    });
    expect(pump.data!.response.pump.name).toBe(best.name);

    const drawing = await api.GET('/api/v1/search/pump/series/{id}/image', {
      params: { path: { id: seriesId } },
      parseAs: 'arrayBuffer',
    });
    expect(drawing.response.headers.get('content-type')).toBe('image/jpeg');
    expect([...new Uint8Array(drawing.data!).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    const files = await api.POST('/api/v1/search/pump/files/{pumpId}', {
      params: { path: { pumpId: String(best.id) } },
      headers: { ...headers, ...user.headers },
      body: duty,
    });
    const accepted: SearchAccepted = files.data!.response;
    // The job renders charts and a PDF in the worker pool: 30–60 s on a busy two-core machine.
    let status: RequestStatus | undefined;
    for (const until = Date.now() + 150_000; Date.now() < until;) {
      const polled = await api.GET('/api/v1/request/{hash}', { params: { path: { hash: accepted.hash } } });
      status = polled.data!.response;
      if (status.state === 'done' || status.state === 'failed') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toMatchObject({ id: accepted.id, state: 'done', error: null });
    // The download path the status gives is /api/v1/files/{id}/{name}.
    const [, , , , id, name] = status!.files!['HQc.png']!.split('/');
    const png = await api.GET('/api/v1/files/{id}/{name}', {
      params: { path: { id: Number(id), name: decodeURIComponent(name!) } },
      headers: user.headers,
      parseAs: 'arrayBuffer',
    });
    expect(png.response.status).toBe(200);
    expect([...new Uint8Array(png.data!).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    const unavailable = await api.POST('/api/v1/search/{category}', {
      params: { path: { category: 'boiler' } },
    });
    expect(unavailable.response.status).toBe(404);
    expect(unavailable.error!.response.error).toBe(apiMessages.unknownCategory);
  }, 180_000);

  it('cabinet: an object, a project, history, attach, comments, delete', async () => {
    const user = await signUp();
    const headers = user.headers;
    const created = await api.PUT('/api/v1/user/object/create', { headers, body: { name: 'Школа № 5' } });
    const objectId = created.data!.response.id;
    const objects: ObjectListResponse | ObjectMiniListResponse = (
      await api.POST('/api/v1/user/object', { headers, body: {} })
    ).data!.response;
    expect(objects[0]!.result.map((o) => o.name)).toEqual(['Школа № 5']);

    const project = await api.PUT('/api/v1/user/object/{id}/project/create', {
      params: { path: { id: objectId } },
      headers,
      body: { name: 'ИТП', comment: null },
    });
    const item: ProjectItem = project.data!.response;
    expect(item.name).toBe('ИТП');

    const history: HistoryResponse = (
      await api.POST('/api/v1/user/history', { headers, body: { limit: 10 } })
    ).data!.response;
    expect(history.count).toBe(0);
    const attach = await api.PUT('/api/v1/user/project/{id}/calc', {
      params: { path: { id: item.id } },
      headers,
      body: { request_id: 999_999 },
    });
    expect(attach.response.status).toBe(404);

    const comments = await api.GET('/api/v1/user/object/{id}/comment', {
      params: { path: { id: objectId }, query: { offset: 0, limit: 10 } },
      headers,
    });
    expect(comments.data!.response.count).toBe(0);
    // The comment form is multipart (its fields are in the document); the client sends FormData.
    const posted = await api.POST('/api/v1/user/object/{id}/comment', {
      params: { path: { id: objectId } },
      headers,
      body: { comment: 'Проверить напор', file: 'Q 4 м³/ч, H 4 бар' },
      bodySerializer: ({ comment, file }) => {
        const form = new FormData();
        form.append('comment', comment!);
        form.append('file', new Blob([file!], { type: 'text/plain' }), 'заметка.txt');
        return form;
      },
    });
    expect(posted.data!.response).toMatchObject({ comment: 'Проверить напор', own: true });
    expect(posted.data!.response.file).toMatchObject({ name: 'заметка.txt' });

    const removed = await api.DELETE('/api/v1/user/object/{id}', {
      params: { path: { id: objectId } },
      headers,
    });
    expect(removed.data!.response).toEqual({ success: true });
    const gone = await api.GET('/api/v1/user/object/{id}', { params: { path: { id: objectId } }, headers });
    expect(gone.response.status).toBe(404);
    // The cabinet is a signed-in user's: a guest gets 401.
    expect((await api.POST('/api/v1/user/object', { body: {} })).response.status).toBe(401);
  });
});
