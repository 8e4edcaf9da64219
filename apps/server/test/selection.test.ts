// Selection requests end to end through the real worker pool, with an engine registry only the
// tests register: results with files, refusals, crashes, time limits, saturation, downloads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, requestStatus } from '@podbor/contracts';
import { databases, type TestApp } from './helpers/test-app';
import { countRows, createSelectionApp, grantFor, waitForEnd } from './helpers/selection-app';
import { registerUser } from './helpers/auth';

describe.each(databases)('selection requests on %s', (kind) => {
  let t: TestApp;
  let grant: string;
  beforeAll(async () => {
    t = await createSelectionApp(kind);
    grant = await grantFor(t.app);
  });
  afterAll(async () => t?.close());

  const submit = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/search/station',
      headers: { 'calc-access': grant, ...headers },
      payload: body as object,
    });

  it('runs a job to done: the status record has the response and the files by user file name', async () => {
    const res = await submit({ mode: 'ok', note: 'первый' }, { 'x-test-user': '7' });
    expect(res.statusCode).toBe(200);
    const { hash, id } = res.json().response;
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const status = await waitForEnd(t.app, hash);
    expect(requestStatus.parse(status)).toBeTruthy();
    expect(status).toMatchObject({ id, hash, type: 'station', state: 'done', error: null });
    expect(status.response).toEqual({
      echo: { mode: 'ok', note: 'первый' },
      solutions: [{ name: 'WRP-A 2 EVR 5-4', power: 1.1 }],
    });
    // Repeated names are made distinct; a path in a name never reaches the disk or the user.
    expect(Object.keys(status.files ?? {})).toEqual([
      'Подбор станции.pdf',
      'Подбор станции (2).pdf',
      'passwd',
    ]);
    for (const p of Object.values(status.files ?? {})) expect(p).toMatch(/^\/api\/v1\/files\/\d+\/[^/]+$/);
  });

  it('gives every request its own unguessable hash', async () => {
    const a = (await submit({ mode: 'sleep', ms: 0 })).json().response.hash;
    const b = (await submit({ mode: 'sleep', ms: 0 })).json().response.hash;
    expect(a).not.toBe(b);
    await waitForEnd(t.app, a);
    await waitForEnd(t.app, b);
  });

  it("stores an engine's refusal as the error the user reads, marked as a refusal", async () => {
    const one = await waitForEnd(t.app, (await submit({ mode: 'refuse' })).json().response.hash);
    expect(one).toMatchObject({
      state: 'failed',
      error: 'Решений не найдено',
      refused: true,
      response: null,
      files: null,
    });
    const many = await waitForEnd(t.app, (await submit({ mode: 'refuseMany' })).json().response.hash);
    expect(many).toMatchObject({ refused: true, error: ['Нет насосов на эту подачу', 'Уменьшите напор'] });
  });

  it('turns an engine crash into a clear failure without leaking the details (a fault, not a refusal)', async () => {
    const s = await waitForEnd(t.app, (await submit({ mode: 'crash' })).json().response.hash);
    expect(s).toMatchObject({ state: 'failed', error: apiMessages.selectionFailed, refused: false });
    expect(JSON.stringify(s)).not.toContain('exploded');
  });

  it('survives a worker thread that exits, and keeps serving', async () => {
    const s = await waitForEnd(t.app, (await submit({ mode: 'exit' })).json().response.hash);
    expect(s).toMatchObject({ state: 'failed', error: apiMessages.selectionFailed });
    const next = await waitForEnd(t.app, (await submit({ mode: 'sleep', ms: 1 })).json().response.hash);
    expect(next).toMatchObject({ state: 'done', response: { slept: 1 } });
  });

  it('fails a job whose response cannot be stored as JSON', async () => {
    const s = await waitForEnd(t.app, (await submit({ mode: 'badResponse' })).json().response.hash);
    expect(s).toMatchObject({ state: 'failed', error: apiMessages.selectionFailed });
  });

  it('answers 404 for an unknown or malformed hash without touching the database', async () => {
    const before = await countRows(t);
    for (const url of [
      '/api/v1/request/AAAAAAAAAAAAAAAAAAAAAAAA',
      '/api/v1/request/short',
      "/api/v1/request/x'%20OR%201=1--",
      '/api/v1/request/' + 'a'.repeat(65),
      '/api/v1/request/1', // a numeric id needs its signed-in owner
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ statusCode: 404, response: { error: apiMessages.requestNotFound } });
    }
    expect(await countRows(t)).toEqual(before);
  });

  it('lets the signed-in owner read a request by its numeric id, and nobody else', async () => {
    const { id } = (await submit({ mode: 'sleep', ms: 0 }, { 'x-test-user': '21' })).json().response;
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/request/${id}`,
      headers: { 'x-test-user': '21' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().response.id).toBe(id);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/request/${id}`,
      headers: { 'x-test-user': '22' },
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a search without a calculator grant, or with the grant of another calculator', async () => {
    const before = await countRows(t);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/station',
      payload: { mode: 'ok' },
    });
    expect(none.statusCode).toBe(401);
    expect(none.json().response.error).toBe(apiMessages.calcNoAccess);
    const dcuGrant = await grantFor(t.app, 'DCU');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/station',
      headers: { 'calc-access': dcuGrant },
      payload: { mode: 'ok' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(await countRows(t)).toEqual(before);
  });

  it('validates the search form with the category schema: wrong types and unknown fields are 400', async () => {
    const before = await countRows(t);
    const wrongType = await submit({ mode: 'ok', ms: 'много' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().response.error).toBe(apiMessages.validation);
    expect(Object.keys(wrongType.json().response.fields)).toEqual(['ms']);
    const unknown = await submit({ mode: 'ok', hack: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().response.fields).toEqual({ hack: apiMessages.unknownField });
    expect(await countRows(t)).toEqual(before);
  });

  it('answers 404 for a category that has no calculator', async () => {
    const before = await countRows(t);
    // Every registry category has its module now; the pump runs through calls of its own.
    for (const category of ['pump', 'nonsense']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/search/${category}`,
        headers: { 'calc-access': grant },
        payload: { mode: 'ok' },
      });
      expect(res.statusCode, category).toBe(404);
      expect(res.json().response.error).toBe(apiMessages.unknownCategory);
    }
    expect(await countRows(t)).toEqual(before);
  });

  describe('downloads', () => {
    let files: Record<string, string>;
    beforeAll(async () => {
      const { hash } = (await submit({ mode: 'ok' }, { 'x-test-user': '7' })).json().response;
      files = (await waitForEnd(t.app, hash)).files!;
    });

    it('are refused to guests with 401 and a Russian message', async () => {
      const res = await t.app.inject({ method: 'GET', url: files['Подбор станции.pdf']! });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, response: { error: apiMessages.downloadNeedsLogin } });
    });

    it("answer another user's file as 404, as if it did not exist", async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: files['Подбор станции.pdf']!,
        headers: { 'x-test-user': '8' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().response.error).toBe(apiMessages.fileNotFound);
      const missing = await t.app.inject({
        method: 'GET',
        url: '/api/v1/files/999999/x.pdf',
        headers: { 'x-test-user': '7' },
      });
      expect(missing.statusCode).toBe(404);
      const junk = await t.app.inject({
        method: 'GET',
        url: '/api/v1/files/..%2F..%2Fetc/x',
        headers: { 'x-test-user': '7' },
      });
      expect(junk.statusCode).toBe(404);
    });

    it('stream the owner the bytes under the Cyrillic file name', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: files['Подбор станции (2).pdf']!,
        headers: { 'x-test-user': '7' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('%PDF-1.4 two');
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const cd = String(res.headers['content-disposition']);
      expect(cd).toBe(
        `attachment; filename="?????? ??????? (2).pdf"; filename*=UTF-8''${encodeURIComponent('Подбор станции ')}%282%29.pdf`,
      );
      expect(decodeURIComponent(cd.split("UTF-8''")[1]!)).toBe('Подбор станции (2).pdf');
    });
  });
});

describe.each(databases)('worker pool limits on %s', (kind) => {
  it('fails a job that exceeds the time limit with the timeout message', async () => {
    const t = await createSelectionApp(kind, { JOB_TIMEOUT_MS: '1000' });
    try {
      const grant = await grantFor(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/search/station',
        headers: { 'calc-access': grant },
        payload: { mode: 'hang' },
      });
      const s = await waitForEnd(t.app, res.json().response.hash);
      expect(s).toMatchObject({ state: 'failed', error: apiMessages.selectionTimeout });
    } finally {
      await t.close();
    }
  });

  it('answers 503 with Retry-After when every thread and queue place is taken, storing nothing', async () => {
    const t = await createSelectionApp(kind, { WORKER_THREADS: '1' }, { maxQueue: 1 });
    try {
      const grant = await grantFor(t.app);
      const [a, b] = [await registerUser(t), await registerUser(t)];
      // Different inputs: the same one again would reuse the running request (issue 33 item 6).
      const post = (headers: Record<string, string>, ms = 600_000) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/search/station',
          headers: { 'calc-access': grant, ...headers },
          payload: { mode: 'sleep', ms },
        });
      expect((await post(a.headers)).statusCode).toBe(200); // runs
      expect((await post(a.headers, 599_999)).statusCode).toBe(200); // waits
      const before = await countRows(t);
      const full = await post(b.headers);
      expect(full.statusCode).toBe(503);
      expect(Number(full.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(full.json()).toEqual({ statusCode: 503, response: { error: apiMessages.overloaded } });
      expect(await countRows(t)).toEqual(before);
    } finally {
      await t.close(); // stops the sleeping jobs; they would be re-run at the next start
    }
  });

  it('guests together hold at most half of the places: a signed-in user still gets in (decision 0035)', async () => {
    // 1 thread + 3 waiting = 4 places: guests 2, each client 2.
    const t = await createSelectionApp(kind, { WORKER_THREADS: '1' }, { maxQueue: 3 });
    try {
      const grant = await grantFor(t.app);
      const post = (remoteAddress: string, headers: Record<string, string> = {}) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/search/station',
          headers: { 'calc-access': grant, ...headers },
          payload: { mode: 'sleep', ms: 600_000 },
          remoteAddress,
        });
      expect((await post('192.0.2.1')).statusCode).toBe(200);
      expect((await post('192.0.2.2')).statusCode).toBe(200);
      const guest = await post('192.0.2.3');
      expect(guest.statusCode).toBe(503);
      expect(guest.json().response.error).toBe(apiMessages.overloaded);
      const user = await registerUser(t);
      expect((await post('192.0.2.3', user.headers)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('one address holds at most its share (an eighth, at least 2): the next is 429, other addresses go on', async () => {
    const t = await createSelectionApp(kind, { WORKER_THREADS: '1' }, { maxQueue: 15 });
    try {
      const grant = await grantFor(t.app);
      const post = (remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/search/station',
          headers: { 'calc-access': grant },
          payload: { mode: 'sleep', ms: 600_000 },
          remoteAddress,
        });
      expect((await post('198.51.100.1')).statusCode).toBe(200);
      expect((await post('198.51.100.1')).statusCode).toBe(200);
      const before = await countRows(t);
      const third = await post('198.51.100.1');
      expect(third.statusCode).toBe(429);
      expect(third.json().response.error).toBe(apiMessages.tooManyJobs);
      expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(await countRows(t)).toEqual(before);
      expect((await post('198.51.100.2')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('removes the ownerless files earlier versions stored for guests, and their bytes', async () => {
    const t = await createSelectionApp(kind);
    try {
      // The start-up sweep runs in the background: let it finish before planting the old file.
      await t.app.selection.settled();
      const guestFile = await t.app.files.save({
        name: 'a.pdf',
        mime: 'application/pdf',
        data: new Uint8Array(10),
      });
      const user = await registerUser(t);
      const owner = await t.database.db
        .selectFrom('account')
        .select('id')
        .where('phone', '=', user.phone)
        .executeTakeFirstOrThrow();
      const kept = await t.app.files.save({
        name: 'b.pdf',
        mime: 'application/pdf',
        data: new Uint8Array(10),
        ownerUserId: owner.id,
      });
      expect(await t.app.selection.removeGuestFiles()).toBe(1);
      expect(await t.app.files.find(guestFile.id)).toBeUndefined();
      expect(await t.app.files.open(guestFile)).toBeUndefined();
      expect(await t.app.files.find(kept.id)).toBeDefined();
    } finally {
      await t.close();
    }
  });

  it("stores no files for a guest's request: nobody could download them", async () => {
    const t = await createSelectionApp(kind);
    try {
      const grant = await grantFor(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/search/station',
        headers: { 'calc-access': grant },
        payload: { mode: 'ok' },
      });
      const status = await waitForEnd(t.app, res.json().response.hash);
      expect(status.state).toBe('done');
      expect(status.files).toBeNull();
      expect(await t.database.db.selectFrom('file').select('id').execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe.each(databases)('selection with real sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSelectionApp(kind);
  });
  afterAll(async () => t?.close());

  it("keeps a signed-in user's request and files theirs alone", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const grant = await grantFor(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/station',
      headers: { 'calc-access': grant, ...owner.headers },
      payload: { mode: 'ok' },
    });
    const { hash, id } = res.json().response;
    const status = await waitForEnd(t.app, hash);
    const url = status.files!['Подбор станции.pdf']!;

    const row = await t.database.db
      .selectFrom('request')
      .select('user_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).not.toBeNull();

    expect((await t.app.inject({ method: 'GET', url, headers: owner.headers })).body).toBe('%PDF-1.4 test');
    expect((await t.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // A bad session token is a guest, not an error.
    expect((await t.app.inject({ method: 'GET', url, headers: { jwt: 'jwt a.b.c' } })).statusCode).toBe(401);

    const byId = await t.app.inject({ method: 'GET', url: `/api/v1/request/${id}`, headers: owner.headers });
    expect(byId.json().response.hash).toBe(hash);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/request/${id}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
  });
});
