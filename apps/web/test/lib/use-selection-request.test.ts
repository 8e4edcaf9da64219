import { apiMessages, type RequestStatus, type SearchAccepted } from '@podbor/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveCalcGrant } from '../../src/lib/calc-access';
import { submitSearch } from '../../src/lib/selection/submit-search';
import { useSelectionRequest } from '../../src/lib/selection/use-selection-request';
import { envelopeResponse } from '../render';

const HASH = 'abcdefghijklmnop1234';
const record = (state: RequestStatus['state'], over: Partial<RequestStatus> = {}): RequestStatus => ({
  id: 11,
  hash: HASH,
  type: 'station',
  state,
  files: state === 'done' ? { 'WRP-A.pdf': '/api/v1/files/1' } : null,
  error: null,
  refused: false,
  response: null,
  created: '2026-01-01T00:00:00Z',
  updated: '2026-01-01T00:00:00Z',
  ...over,
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const accepted: SearchAccepted = { hash: HASH, id: 11 };

describe('useSelectionRequest', () => {
  it('submits, polls and ends in success with the record; progress reaches 100', async () => {
    const states = [record('pending'), record('running'), record('done')];
    fetchMock.mockImplementation(async () => envelopeResponse(200, states.shift() ?? record('done')));
    const submit = vi.fn(async () => accepted);
    const { result } = renderHook(() => useSelectionRequest());
    expect(result.current.phase).toBe('idle');

    let finished: Promise<RequestStatus | null>;
    act(() => {
      finished = result.current.run(submit);
    });
    expect(result.current.phase).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(result.current.requestId).toBe(11);
    expect(result.current.progress).toBeGreaterThan(0);
    expect(result.current.progress).toBeLessThan(100);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(result.current.phase).toBe('success');
    expect(result.current.progress).toBe(100);
    expect(result.current.result?.files).toEqual({ 'WRP-A.pdf': '/api/v1/files/1' });
    await expect(finished!).resolves.toMatchObject({ state: 'done' });
    expect(submit).toHaveBeenCalledWith(expect.any(AbortSignal));
  });

  it('a failed selection ends in error with the formatted message', async () => {
    fetchMock.mockImplementation(async () =>
      envelopeResponse(200, record('failed', { error: 'Нет подходящих насосов' })),
    );
    const { result } = renderHook(() => useSelectionRequest());
    await act(async () => {
      await result.current.run(async () => accepted);
    });
    expect(result.current.phase).toBe('error');
    expect(result.current.error).toMatchObject({
      kind: 'server',
      message: 'Ошибка при выполнении запроса. Нет подходящих насосов. Номер запроса: 11',
    });
  });

  it('a refused submit shows the server’s message with the prefix and keeps the fields', async () => {
    const { result } = renderHook(() => useSelectionRequest());
    fetchMock.mockImplementation(async () =>
      envelopeResponse(400, {
        error: apiMessages.validation,
        fields: { consumption: 'Поле не должно быть пустым' },
      }),
    );
    await act(async () => {
      await result.current.run((signal) => submitSearch('station', {}, signal));
    });
    expect(result.current.error).toMatchObject({
      statusCode: 400,
      message: `Ошибка при выполнении запроса. ${apiMessages.validation}.`,
      fields: { consumption: 'Поле не должно быть пустым' },
    });
  });

  it('times out after the given timeout', async () => {
    fetchMock.mockImplementation(async () => envelopeResponse(200, record('running')));
    const { result } = renderHook(() => useSelectionRequest({ timeoutMs: 3_000 }));
    act(() => {
      void result.current.run(async () => accepted);
    });
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(result.current.phase).toBe('error');
    expect(result.current.error?.message).toBe('Время ожидания истекло. Номер запроса: 11');
  });

  it('cancel() stops polling and returns to idle', async () => {
    fetchMock.mockImplementation(async () => envelopeResponse(200, record('running')));
    const { result } = renderHook(() => useSelectionRequest());
    act(() => {
      void result.current.run(async () => accepted);
    });
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    const calls = fetchMock.mock.calls.length;
    act(() => result.current.cancel());
    expect(result.current.phase).toBe('idle');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fetchMock.mock.calls.length).toBe(calls);
    expect(result.current.phase).toBe('idle');
  });

  it('unmounting cancels the running selection', async () => {
    fetchMock.mockImplementation(async () => envelopeResponse(200, record('running')));
    const { result, unmount } = renderHook(() => useSelectionRequest());
    act(() => {
      void result.current.run(async () => accepted);
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    unmount();
    const calls = fetchMock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });
});

describe('submitSearch', () => {
  it('posts the form to /api/v1/search/{category} with the calculator grant', async () => {
    vi.useRealTimers();
    saveCalcGrant({ calc: 'Clever', grant: 'grant-clever', expiresAt: Date.now() + 60_000 });
    fetchMock.mockImplementation(async () => envelopeResponse(200, accepted));
    await expect(submitSearch('clever', { Q: 100 })).resolves.toEqual(accepted);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/search/clever');
    expect(init!.method).toBe('POST');
    expect((init!.headers as Record<string, string>)['calc-access']).toBe('grant-clever');
  });
});
