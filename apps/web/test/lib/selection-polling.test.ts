import { apiMessages, type RequestStatus } from '@podbor/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatErrorDetail,
  formatSelectionError,
  SelectionError,
  withRequestId,
} from '../../src/lib/selection/format-error';
import { DCU_POLL_TIMEOUT_MS, pollRequest } from '../../src/lib/selection/poll-request';
import { envelopeResponse } from '../render';

const HASH = 'abcdefghijklmnop1234';
const status = (over: Partial<RequestStatus> = {}): RequestStatus => ({
  id: 5,
  hash: HASH,
  type: 'station',
  state: 'pending',
  files: null,
  error: null,
  refused: false,
  response: null,
  created: '2026-01-01T00:00:00Z',
  updated: '2026-01-01T00:00:00Z',
  ...over,
});

const fetchMock = vi.fn<typeof fetch>();
/** Each poll answers the next of `answers`; the last one repeats. */
const serve = (...answers: (() => Response | Promise<Response>)[]) => {
  let i = 0;
  fetchMock.mockImplementation(async () => answers[Math.min(i++, answers.length - 1)]!());
};
const ok = (over: Partial<RequestStatus>) => () => envelopeResponse(200, status(over));

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Settles a promise into a value or an error, so fake timers can run while it is pending. */
const settle = <T>(p: Promise<T>) => {
  const out: { value?: T; error?: unknown; done: boolean } = { done: false };
  p.then(
    (value) => Object.assign(out, { value, done: true }),
    (error: unknown) => Object.assign(out, { error, done: true }),
  );
  return out;
};

describe('error texts (calculators §8)', () => {
  it('a plain string gets a dot, unless it ends with one', () => {
    expect(formatErrorDetail('Pump not found')).toBe('Pump not found.');
    expect(formatErrorDetail('Насос не найден.')).toBe('Насос не найден.');
  });

  it('a list of messages, or a JSON list in a string, is joined line by line', () => {
    expect(formatErrorDetail(['Первое', 'Второе'])).toBe('Первое\nВторое');
    expect(formatErrorDetail('["Exactly 5 of 7 additional parameters must be filled in!","Второе"]')).toBe(
      'Exactly 5 of 7 additional parameters must be filled in!\nВторое',
    );
  });

  it('«Номер запроса: {id}» is appended when an id exists', () => {
    expect(withRequestId('Время ожидания истекло', 12)).toBe('Время ожидания истекло. Номер запроса: 12');
    expect(withRequestId('Не удалось подключиться к серверу.', 12)).toBe(
      'Не удалось подключиться к серверу. Номер запроса: 12',
    );
    expect(withRequestId('Первое\nВторое', 3)).toBe('Первое\nВторое\nНомер запроса: 3');
    expect(withRequestId('Время ожидания истекло', null)).toBe('Время ожидания истекло');
  });

  it('uses the spec’s texts word for word', () => {
    expect(formatSelectionError('timeout')).toBe('Время ожидания истекло');
    expect(formatSelectionError('network')).toBe('Не удалось подключиться к серверу.');
    expect(formatSelectionError('server', { detail: 'Bad head' })).toBe(
      'Ошибка при выполнении запроса. Bad head.',
    );
    expect(formatSelectionError('server', { detail: 'Bad head', id: 9 })).toBe(
      'Ошибка при выполнении запроса. Bad head. Номер запроса: 9',
    );
    expect(formatSelectionError('processing')).toBe('Ошибка во время обработки результатов запроса.');
  });
});

describe('pollRequest (calculators §7, §9)', () => {
  it('polls at once, then every 1.5 s, and resolves with the record when done', async () => {
    serve(
      ok({ state: 'pending' }),
      ok({ state: 'running' }),
      ok({ state: 'done', files: { 'a.pdf': '/f/1' } }),
    );
    const out = settle(pollRequest(HASH));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/v1/request/${HASH}`);
    await vi.advanceTimersByTimeAsync(1499);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(out.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1500);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(out.value).toMatchObject({ state: 'done', files: { 'a.pdf': '/f/1' } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('takes the early looks first when asked (the DCU), then every 1.5 s', async () => {
    serve(ok({ state: 'pending' }));
    const out = settle(pollRequest(HASH, { earlyIntervalsMs: [200, 200] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1499);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(out.done).toBe(false);
  });

  it('reports every status it receives', async () => {
    serve(ok({ state: 'pending' }), ok({ state: 'done' }));
    const onStatus = vi.fn();
    settle(pollRequest(HASH, { onStatus }));
    await vi.advanceTimersByTimeAsync(1500);
    expect(onStatus.mock.calls.map(([s]) => (s as RequestStatus).state)).toEqual(['pending', 'done']);
  });

  it('a failed request rejects with the server’s detail and the request id', async () => {
    serve(ok({ state: 'failed', error: 'Напор должен быть больше статического напора' }));
    const out = settle(pollRequest(HASH));
    await vi.advanceTimersByTimeAsync(0);
    expect(out.error).toBeInstanceOf(SelectionError);
    expect((out.error as SelectionError).kind).toBe('server');
    expect((out.error as Error).message).toBe(
      'Ошибка при выполнении запроса. Напор должен быть больше статического напора. Номер запроса: 5',
    );
  });

  it('a failed request with a list of messages shows them line by line', async () => {
    serve(ok({ state: 'failed', error: ['Первая ошибка', 'Вторая ошибка'], id: 8 }));
    const out = settle(pollRequest(HASH));
    await vi.advanceTimersByTimeAsync(0);
    expect((out.error as Error).message).toBe(
      'Ошибка при выполнении запроса. Первая ошибка\nВторая ошибка\nНомер запроса: 8',
    );
  });

  it('gives up with «Время ожидания истекло» after 15 s', async () => {
    serve(ok({ state: 'running' }));
    const out = settle(pollRequest(HASH, { requestId: 5 }));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(out.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((out.error as SelectionError).kind).toBe('timeout');
    expect((out.error as Error).message).toBe('Время ожидания истекло. Номер запроса: 5');
    const calls = fetchMock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('the DCU timeout is ten minutes', async () => {
    expect(DCU_POLL_TIMEOUT_MS).toBe(600_000);
    serve(ok({ state: 'running' }));
    const out = settle(pollRequest(HASH, { timeoutMs: DCU_POLL_TIMEOUT_MS }));
    await vi.advanceTimersByTimeAsync(599_000);
    expect(out.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect((out.error as Error).message).toBe('Время ожидания истекло. Номер запроса: 5');
  });

  it('a network failure is «Не удалось подключиться к серверу.»', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const out = settle(pollRequest(HASH));
    await vi.advanceTimersByTimeAsync(0);
    expect((out.error as SelectionError).kind).toBe('network');
    expect((out.error as Error).message).toBe('Не удалось подключиться к серверу.');
  });

  it('a server refusal carries its message after the prefix', async () => {
    serve(() => envelopeResponse(404, { error: apiMessages.requestNotFound }));
    const out = settle(pollRequest(HASH, { requestId: 3 }));
    await vi.advanceTimersByTimeAsync(0);
    expect((out.error as Error).message).toBe(
      `Ошибка при выполнении запроса. ${apiMessages.requestNotFound}. Номер запроса: 3`,
    );
    expect((out.error as SelectionError).extra.statusCode).toBe(404);
  });

  it('a status call that hangs is dropped after the per-call timeout and the polling goes on', async () => {
    const hang = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    let calls = 0;
    fetchMock.mockImplementation(async (url, init) =>
      calls++ === 0 ? hang(url, init) : envelopeResponse(200, status({ state: 'done' })),
    );
    const out = settle(pollRequest(HASH, { perCallTimeoutMs: 2_000 }));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const firstSignal = fetchMock.mock.calls[0]![1]!.signal!;
    expect(firstSignal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(firstSignal.aborted).toBe(true);
    expect(out.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(out.value).toMatchObject({ state: 'done' });
  });

  it('a busy server (503 with Retry-After) is waited out, not reported', async () => {
    serve(
      () => envelopeResponse(503, { error: apiMessages.overloaded }, { 'Retry-After': '3' }),
      ok({ state: 'done' }),
    );
    const out = settle(pollRequest(HASH));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(out.value).toMatchObject({ state: 'done' });
  });

  it('an answer that is not a status record is a processing error', async () => {
    serve(() => envelopeResponse(200, { nonsense: true }));
    const out = settle(pollRequest(HASH));
    await vi.advanceTimersByTimeAsync(0);
    expect((out.error as Error).message).toBe('Ошибка во время обработки результатов запроса.');
  });

  it('cancelling stops the polling and rejects with the abort', async () => {
    serve(ok({ state: 'running' }));
    const controller = new AbortController();
    const out = settle(pollRequest(HASH, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1_500);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect((out.error as Error).name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an already cancelled signal makes no call', async () => {
    const controller = new AbortController();
    controller.abort();
    const out = settle(pollRequest(HASH, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(0);
    expect((out.error as Error).name).toBe('AbortError');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
