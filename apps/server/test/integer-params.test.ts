// Every integer a path, a query string or a header carries is checked against the id columns' range
// (issue 28 item 6): a walk over every integer parameter of the OpenAPI document with 0, -1, 2^31,
// 2^53 and 1e308, as a customer and as a manager, answers 400 or 404 in Russian — never 5xx — on
// each database (one app per database, many injects).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_MAX, parseId, pathIdSchema, queryIdSchema } from '@podbor/contracts';
import { cabinetUser, managerUser, multipart } from './helpers/cabinet';
import { openApiDocument } from './helpers/openapi';
import { databases, createTestApp, type TestApp } from './helpers/test-app';

const hostile = ['0', '-1', String(2 ** 31), String(2 ** 53), '1e308'];

interface Param {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: { type?: string; anyOf?: { type?: string }[] };
}
type Operation = { parameters?: Param[] };

const isInteger = (p: Param) =>
  p.schema?.type === 'integer' || (p.schema?.anyOf ?? []).some((s) => s.type === 'integer');

/** One GET of a stream route on a listening server: its status, then the socket is dropped. */
function streamStatus(base: string, url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${url}`, { agent: false, headers }, (res) => {
      resolve(res.statusCode ?? 0);
      res.destroy();
    });
    req.on('error', reject);
  });
}

describe('the id rule of the contracts', () => {
  it('reads only decimal ids within 1…2^31−1', () => {
    expect(ID_MAX).toBe(2 ** 31 - 1);
    for (const v of [...hostile, 'abc', '0x10', ' 7', '1.0', '007', '', null, 1.5, 2 ** 31])
      expect(parseId(v), String(v)).toBeNull();
    expect([parseId('1'), parseId(String(ID_MAX)), parseId(12)]).toEqual([1, ID_MAX, 12]);
    // A path id that cannot be one names no record (0); a query or header id is refused.
    expect(hostile.map((v) => pathIdSchema.parse(v))).toEqual([0, 0, 0, 0, 0]);
    expect(pathIdSchema.parse('42')).toBe(42);
    for (const v of hostile.slice(1)) expect(queryIdSchema(0).safeParse(v).success, v).toBe(false);
    expect(queryIdSchema(0).parse('0')).toBe(0);
    expect(queryIdSchema().safeParse('0').success).toBe(false);
  });
});

describe.each(databases)('integer parameters of the API on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let callers: { role: string; headers: Record<string, string> }[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    callers = [
      { role: 'customer', headers: (await cabinetUser(t)).headers },
      { role: 'manager', headers: (await managerUser(t)).headers },
    ];
  });
  afterAll(async () => t?.close());

  it('answer 400 or 404 in Russian to 0, -1, 2^31, 2^53 and 1e308 — never 5xx', async () => {
    const doc = await openApiDocument(t.app);
    let walked = 0;
    const seen = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops as Record<string, Operation>)) {
        const params = op.parameters ?? [];
        for (const target of params.filter(isInteger)) {
          seen.add(`${target.in}:${target.name}`);
          for (const value of hostile) {
            let url = path;
            const headers: Record<string, string> = {};
            const query = new URLSearchParams();
            for (const p of params) {
              if (p.in === 'path')
                url = url.replace(`{${p.name}}`, p === target ? encodeURIComponent(value) : '1');
              else if (p === target && p.in === 'query') query.set(p.name, value);
              else if (p === target && p.in === 'header') headers[p.name] = value;
            }
            if (query.size > 0) url += `?${query}`;
            // Each call as whom it is for: the manager's console as a manager, the rest as a customer.
            for (const caller of callers.filter(
              (c) => (c.role === 'manager') === path.startsWith('/api/v1/manager/'),
            )) {
              const all = { ...caller.headers, ...headers };
              let status: number;
              let body = '';
              if (path === '/api/v1/events') {
                status = await streamStatus(base, url, all);
              } else {
                const verb = method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE';
                const withBody = verb === 'POST' || verb === 'PUT';
                let res = await t.app.inject({
                  method: verb,
                  url,
                  headers: all,
                  ...(withBody ? { payload: {} } : {}),
                });
                if (res.statusCode === 415) {
                  // A multipart call: a form, so that its path is read at all.
                  const form = multipart({ text: 'x', comment: 'x' });
                  res = await t.app.inject({
                    method: verb,
                    url,
                    headers: { ...all, 'content-type': form.contentType },
                    payload: form.payload,
                  });
                }
                status = res.statusCode;
                body = res.body;
              }
              walked++;
              const where = `${caller.role} ${method.toUpperCase()} ${url} ${JSON.stringify(headers)}: ${status} ${body}`;
              expect(status, where).toBeLessThan(500);
              // The stream may open for 0 (from the start); nothing else names a record of theirs.
              if (!(path === '/api/v1/events' && value === '0') && target.in !== 'query')
                expect([400, 403, 404], where).toContain(status);
              if (status >= 400 && body) expect(JSON.parse(body).response.error, where).toMatch(/[А-Яа-яЁё]/);
            }
          }
        }
      }
    }
    // The walk reached the ids the issue named: a request's id, a file's id, the stream's resume.
    for (const p of [
      'path:hash',
      'path:id',
      'path:requestId',
      'query:before',
      'query:after',
      'header:last-event-id',
    ])
      expect(seen, p).toContain(p);
    expect(walked).toBeGreaterThan(200);
  });

  it('the calls the issue found answering 500 on PostgreSQL answer 404 / 400', async () => {
    const [customer] = callers;
    for (const url of [
      '/api/v1/request/2147483648',
      '/api/v1/files/2147483648/x',
      '/api/v1/files/99999999999/x',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: customer!.headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().response.error).toMatch(/не найден/);
    }
    expect(
      await streamStatus(base, '/api/v1/events', { ...customer!.headers, 'last-event-id': '9999999999' }),
    ).toBe(400);
  });
});
