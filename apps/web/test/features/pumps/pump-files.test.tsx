// The calculation files of a pump (calculators §6, §7): a guest is told to log in; a signed-in user
// asks for them, the request is polled, and each file downloads with the session header.
import { apiMessages } from '@podbor/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PumpFiles } from '../../../src/features/calculators/pumps/components/pump-files';
import { AUTH_TOKEN_KEY } from '../../../src/lib/api-client';
import { envelopeResponse, renderWithProviders } from '../../render';
import { grantAquastrong, mockPumpApi, type PumpCall } from './pump-api-mock';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  grantAquastrong();
});
afterEach(() => vi.unstubAllGlobals());

const form = { units: 'm' as const, Q: 5, H: 6, H0: 2, pcnt: 1, BoxType: 0 as const };
const hash = 'abcdefghijklmnop1234';
const pdf = 'Паспорт насоса EVR 5-10.pdf';
/** What the server's Content-Disposition names it: the model, then the document. */
const saveAs = 'EVR 5-10 — Паспорт насоса.pdf';
const files = {
  [pdf]: '/api/v1/files/7/EVR%205-10.pdf',
  'HQc.png': '/api/v1/files/8/HQc.png',
  'Powerc.png': '/api/v1/files/9/Powerc.png',
  'Image.jpg': '/api/v1/files/10/Image.jpg',
};
const status = (state: 'running' | 'done') => ({
  id: 42,
  hash,
  type: 'pump',
  state,
  files: state === 'done' ? files : null,
  error: null,
  refused: false,
  response: null,
  created: '2025-01-01T00:00:00Z',
  updated: '2025-01-01T00:00:00Z',
});

const render = (props: Partial<Parameters<typeof PumpFiles>[0]> = {}) =>
  renderWithProviders(
    <MemoryRouter>
      <PumpFiles pumpId={1021} request={form} refusal={null} {...props} />
    </MemoryRouter>,
  );

describe('PumpFiles', () => {
  it('a guest sees that downloads need a login, with the way to log in', () => {
    render();
    const note = screen.getByTestId('files-guest');
    expect(note).toHaveTextContent('Скачивание файлов расчёта доступно после входа в личный кабинет.');
    expect(within(note).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/authorization');
    expect(screen.queryByRole('button', { name: 'Сформировать файлы' })).not.toBeInTheDocument();
  });

  it('a signed-in user gets the files for the duty and saves the PDF under the server’s name, with the session header', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const api = mockPumpApi(fetchMock, {
      other: (call: PumpCall) => {
        if (call.method === 'POST' && call.path === '/api/v1/search/pump/files/1021')
          return envelopeResponse(200, { hash, id: 42 });
        if (call.path === `/api/v1/request/${hash}`) return envelopeResponse(200, status('done'));
        if (call.path.startsWith('/api/v1/files/7/'))
          return new Response('%PDF-1.7', {
            status: 200,
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': `attachment; filename="EVR 5-10 - datasheet.pdf"; filename*=UTF-8''${encodeURIComponent(saveAs)}`,
            },
          });
        return undefined;
      },
    });
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Сформировать файлы' }));
    const list = await screen.findByTestId('file-list');
    // The datasheet first, then the charts and the illustration.
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Паспорт насоса, PDF', 'График H–Q, PNG', 'График мощности P2–Q, PNG', 'Иллюстрация, JPG']);
    const submit = api.calls.find((c) => c.path === '/api/v1/search/pump/files/1021')!;
    expect(submit.body).toEqual(form);
    expect(submit.headers['calc-access']).toBe('grant-aquastrong');

    await user.click(within(list).getByRole('button', { name: 'Скачать: Паспорт насоса, PDF' }));
    // Saved under the server's name, not the API's key.
    await waitFor(() => expect(saved).toEqual([saveAs]));
    const download = api.calls.find((c) => c.path.startsWith('/api/v1/files/7/'))!;
    expect(download.headers.jwt).toBe('jwt token-1');
    click.mockRestore();
  });

  it('a refused download says why', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
    mockPumpApi(fetchMock, {
      other: (call) => {
        if (call.method === 'POST') return envelopeResponse(200, { hash, id: 42 });
        if (call.path === `/api/v1/request/${hash}`) return envelopeResponse(200, status('done'));
        return envelopeResponse(404, { error: apiMessages.fileNotFound });
      },
    });
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Сформировать файлы' }));
    await user.click(await screen.findByRole('button', { name: 'Скачать: График H–Q, PNG' }));
    expect(
      await screen.findByText(
        `Не удалось скачать файл: Ошибка при выполнении запроса. ${apiMessages.fileNotFound}.`,
      ),
    ).toBeInTheDocument();
  });

  it('a failed files request shows the server’s message with the request id', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
    mockPumpApi(fetchMock, {
      other: (call) => {
        if (call.method === 'POST') return envelopeResponse(200, { hash, id: 42 });
        return envelopeResponse(200, {
          ...status('running'),
          state: 'failed',
          error: 'Не удалось выполнить расчёт',
          refused: false,
        });
      },
    });
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Сформировать файлы' }));
    expect(await screen.findByTestId('files-error')).toHaveTextContent(
      'Ошибка при выполнении запроса. Не удалось выполнить расчёт. Номер запроса: 42',
    );
  });

  it('without a duty, or for a pump that cannot serve it, there is nothing to make', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
    const { unmount } = render({ request: null });
    expect(
      screen.getByText('Чтобы сформировать файлы, задайте рабочую точку: Q, H и H0.'),
    ).toBeInTheDocument();
    unmount();
    render({ refusal: 'Насос не обеспечивает требуемый напор на номинальной частоте вращения' });
    expect(screen.queryByRole('button', { name: 'Сформировать файлы' })).not.toBeInTheDocument();
  });
});
