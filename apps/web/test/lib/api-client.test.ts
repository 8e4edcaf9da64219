import { apiMessages } from '@podbor/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiRequest, AUTH_TOKEN_KEY, setUnauthorizedHandler } from '../../src/lib/api-client';
import { envelopeResponse } from '../render';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setUnauthorizedHandler(null);
});

const headersOf = (call = 0) => fetchMock.mock.calls[call]![1]!.headers as Record<string, string>;
const caught = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as ApiError,
  );

describe('api client', () => {
  it('unwraps the envelope and sends JSON', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(200, { id: 7 }));
    await expect(api.post('/api/v1/x', { a: 1 })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/x');
    expect(init!.method).toBe('POST');
    expect(init!.body).toBe('{"a":1}');
    expect(headersOf()['Content-Type']).toBe('application/json');
  });

  it('sends and accepts the site’s own cookies (the known-device cookie of sign-ins)', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(200, { token: 't', expiresIn: 1800 }));
    await api.post('/api/v1/user/login', { username: '9991234567', password: 'x' });
    expect(fetchMock.mock.calls[0]![1]!.credentials).toBe('same-origin');
  });

  it('adds the query string, skipping empty values', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(200, []));
    await api.get('/api/v1/list', { query: { offset: 0, q: 'насос', limit: undefined } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/list?offset=0&q=%D0%BD%D0%B0%D1%81%D0%BE%D1%81');
  });

  it('sends `jwt: jwt <token>` when a token is stored, and the calculator grant when given', async () => {
    fetchMock.mockImplementation(async () => envelopeResponse(200, null));
    await api.get('/a');
    expect(headersOf(0)).not.toHaveProperty('jwt');
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    await api.get('/a', { calcAccess: 'grant-1' });
    expect(headersOf(1)).toMatchObject({ jwt: 'jwt tok', 'calc-access': 'grant-1' });
  });

  it('throws ApiError with the status, the Russian message, the fields and Retry-After', async () => {
    fetchMock.mockResolvedValueOnce(
      envelopeResponse(400, { error: apiMessages.validation, fields: { Q: 'Поле не должно быть пустым' } }),
    );
    const e = await caught(api.post('/a', {}));
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({
      kind: 'http',
      statusCode: 400,
      message: apiMessages.validation,
      fields: { Q: 'Поле не должно быть пустым' },
    });
    fetchMock.mockResolvedValueOnce(
      envelopeResponse(503, { error: apiMessages.overloaded }, { 'Retry-After': '3' }),
    );
    expect(await caught(api.get('/a'))).toMatchObject({ statusCode: 503, retryAfter: 3 });
  });

  it('without an answer: status 500 and «Ошибка сервера» (portal §8)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await caught(api.get('/a'))).toMatchObject({
      kind: 'network',
      statusCode: 500,
      message: apiMessages.serverError,
    });
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    expect(await caught(api.get('/a'))).toMatchObject({
      kind: 'http',
      statusCode: 502,
      message: apiMessages.serverError,
    });
  });

  it('gives up after the per-call timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_u, init) =>
        new Promise((_r, reject) =>
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const p = caught(apiRequest('/slow', { timeoutMs: 1000 }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await p).toMatchObject({ kind: 'timeout', statusCode: 500 });
  });

  it('rethrows the caller’s own abort unchanged', async () => {
    fetchMock.mockImplementation(
      (_u, init) =>
        new Promise((_r, reject) =>
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const p = caught(api.get('/a', { signal: controller.signal }));
    controller.abort();
    const e = await p;
    expect(e).not.toBeInstanceOf(ApiError);
    expect((e as unknown as Error).name).toBe('AbortError');
  });

  it('a 401 to a call with the session token calls the unauthorized handler, unless the call opts out', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockImplementation(async () => envelopeResponse(401, { error: apiMessages.unauthorized }));
    await caught(api.get('/a'));
    expect(onUnauthorized).not.toHaveBeenCalled(); // a guest has no session to lose
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    await caught(api.post('/api/v1/calc/access', {}, { handleUnauthorized: false }));
    expect(onUnauthorized).not.toHaveBeenCalled();
    await caught(api.get('/a'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('checks the payload with a schema when one is given', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(200, { n: 1 }));
    const schema = { parse: (d: unknown) => ({ ...(d as object), checked: true }) };
    await expect(api.get('/a', { schema })).resolves.toEqual({ n: 1, checked: true });
  });
});
