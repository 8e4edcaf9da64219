// A fake API server for component tests: fetch answers from a table of `METHOD /path` handlers,
// and every call is recorded (method, path, JSON body, headers) for assertions.
import { afterEach, beforeEach, vi } from 'vitest';
import { envelopeResponse } from './render';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- handlers read whatever the call sent
export type FakeHandler = (body: any, call: FakeCall) => Response | Promise<Response>;

export const ok = (response: unknown) => envelopeResponse(200, response);
export const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
  envelopeResponse(status, { error }, headers);

export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    return handler ? handler(call.body, call) : refuse(404, `no fake for ${call.method} ${call.path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    calls.filter((c) => c.method === method && c.path === path);
  return { calls, callsTo, fetchMock };
}

/**
 * A fetch stub for the tests that answer call by call (`fetchMock.mockImplementation`): fresh and
 * installed before each test of the file, removed after it; `signedIn` stores a session token first,
 * as a cabinet page needs.
 */
export function stubFetchEachTest({ signedIn = false } = {}) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    if (signedIn) localStorage.setItem('authToken', 'tok');
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}

/** Waits of a cabinet page's first render: it loads the lazy cabinet routes, slow on a busy machine. */
export const cabinetLoaded = { timeout: 8000 };
