// apiDownload's file name and refusals, and formatCallError: the §8 message of any failed call.
import { apiMessages, searchMessages } from '@podbor/contracts';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  apiDownload,
  AUTH_TOKEN_KEY,
  fileNameOf,
  setUnauthorizedHandler,
} from '../../src/lib/api-client';
import { formatCallError, formatSelectionError, SelectionError } from '../../src/lib/selection/format-error';
import { stubFetchEachTest } from '../fake-api';
import { envelopeResponse } from '../render';

const fetchMock = stubFetchEachTest();

describe('fileNameOf (Content-Disposition)', () => {
  it('prefers the UTF-8 name, falls back to the plain one', () => {
    expect(
      fileNameOf(
        `attachment; filename="a_.pdf"; filename*=UTF-8''%D0%9F%D0%B0%D1%81%D0%BF%D0%BE%D1%80%D1%82.pdf`,
      ),
    ).toBe('Паспорт.pdf');
    expect(fileNameOf('attachment; filename="HQc.png"')).toBe('HQc.png');
    expect(fileNameOf(`attachment; filename="x.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe('x.pdf');
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('apiDownload', () => {
  it('sends the session header and answers the bytes with the file name', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 't1');
    fetchMock.mockResolvedValue(
      new Response('bytes', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="HQc.png"' },
      }),
    );
    const { blob, fileName } = await apiDownload('/api/v1/files/1/HQc.png');
    expect(await blob.text()).toBe('bytes');
    expect(fileName).toBe('HQc.png');
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).jwt).toBe('jwt t1');
  });

  it('a refusal is an ApiError with the server’s message; a 401 ends the session', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 't1');
    const onUnauthorized = vi.fn();
    const remove = setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(envelopeResponse(401, { error: apiMessages.downloadNeedsLogin }));
    const error = await apiDownload('/api/v1/files/1/x.pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(apiMessages.downloadNeedsLogin);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    remove();
  });

  it('no answer is a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiDownload('/api/v1/files/1/x.pdf')).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('formatCallError (calculators §8)', () => {
  it('words each kind of failure as the spec does', () => {
    expect(formatCallError(new ApiError({ kind: 'http', statusCode: 404, message: 'Насос не найден' }))).toBe(
      'Ошибка при выполнении запроса. Насос не найден.',
    );
    expect(formatCallError(new ApiError({ kind: 'network', statusCode: 500, message: 'x' }))).toBe(
      searchMessages.connection,
    );
    expect(formatCallError(new ApiError({ kind: 'timeout', statusCode: 500, message: 'x' }))).toBe(
      searchMessages.timeout,
    );
    expect(formatCallError(z.object({ a: z.string() }).safeParse({}).error)).toBe(searchMessages.processing);
    expect(formatCallError(new Error('boom'))).toBe(searchMessages.unexpected);
    const failed = new SelectionError('server', formatSelectionError('server', { detail: 'X', id: 3 }));
    expect(formatCallError(failed)).toBe('Ошибка при выполнении запроса. X. Номер запроса: 3');
  });
});
