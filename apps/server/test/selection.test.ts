// Selection requests end to end through the real worker pool, with an engine registry only the
// tests register: results with files, refusals, crashes, time limits, saturation, re-run at start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type TestApp } from './helpers/test-app';
import { createSelectionApp, grantFor, waitForEnd } from './helpers/selection-app';

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

  it('runs a job to done and lists its files by the user file name', async () => {
    const res = await submit({ mode: 'ok', note: 'первый' }, { 'x-test-user': '7' });
    expect(res.statusCode).toBe(200);
    const { hash, id } = res.json().response;
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const status = await waitForEnd(t.app, hash);
    expect(status).toMatchObject({ id, hash, type: 'station', state: 'done', error: null });
    expect(status.response).toEqual({
      echo: { mode: 'ok', note: 'первый' },
      solutions: [{ name: 'WRP-A 2 EVR 5-4', power: 1.1 }],
    });
    expect(Object.keys(status.files ?? {})).toEqual([
      'Подбор станции.pdf',
      'Подбор станции (2).pdf',
      'passwd',
    ]);
  });
});
