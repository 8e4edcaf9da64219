// A fetch mock that answers the pump API like the server (routes, envelope, the grant header) from
// the fixtures, records every call, and lets a test replace one answer.
import type { PumpForm } from '@podbor/contracts';
import type { Mock } from 'vitest';
import { saveCalcGrant } from '../../../src/lib/calc-access';
import { envelopeResponse } from '../../render';
import { details, filter, selection, series, seriesList } from './fixtures';

export interface PumpCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = Response | Promise<Response> | undefined;

export interface PumpApiOverrides {
  /** POST filter/{seriesId}; undefined falls back to the fixture. */
  select?: (form: PumpForm) => Answer;
  /** POST {pumpId}. */
  pump?: (pumpId: number, form: PumpForm) => Answer;
  /** Anything else (files, request status, downloads). */
  other?: (call: PumpCall) => Answer;
}

export const grantAquastrong = () =>
  saveCalcGrant({ calc: 'Aquastrong', grant: 'grant-aquastrong', expiresAt: Date.now() + 3_600_000 });

export function mockPumpApi(fetchMock: Mock<typeof fetch>, overrides: PumpApiOverrides = {}) {
  const calls: PumpCall[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call = { method, path: url.pathname, body, headers };
    calls.push(call);
    const api = '/api/v1/search/pump';
    if (method === 'GET' && url.pathname === `${api}/series`) return envelopeResponse(200, seriesList);
    if (method === 'GET' && url.pathname === `${api}/series/1`) return envelopeResponse(200, series);
    if (method === 'GET' && url.pathname === `${api}/filter/1`) return envelopeResponse(200, filter);
    if (method === 'GET' && /\/(series|filter)\/\d+$/.test(url.pathname))
      return envelopeResponse(404, { error: 'Серия насосов не найдена' });
    if (method === 'POST' && url.pathname === `${api}/filter/1`) {
      const form = body as PumpForm;
      return (await overrides.select?.(form)) ?? envelopeResponse(200, selection(form));
    }
    const pump = new RegExp(`^${api}/(\\d+)$`).exec(url.pathname);
    if (method === 'POST' && pump) {
      const form = body as PumpForm;
      const id = Number(pump[1]);
      return (await overrides.pump?.(id, form)) ?? envelopeResponse(200, details(id, form));
    }
    const other = await overrides.other?.(call);
    if (other) return other;
    return envelopeResponse(404, { error: 'Такого адреса API не существует' });
  });
  return {
    calls,
    /** Bodies of the selections posted so far. */
    selections: () => calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/search/pump/filter/1'),
  };
}
