// The kit's files panel (calculators §6): a guest is told to sign in; signing in shows the button at
// once (the session is read live); the files come from the request and download with the session.
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CalculationFiles } from '../../../src/components/calculator/calculation-files';
import { startSession } from '../../../src/lib/session';
import { envelopeResponse, renderWithProviders } from '../../render';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const hash = 'abcdefghijklmnop1234';

describe('CalculationFiles', () => {
  it('a guest is told to sign in; after a login the files can be made and downloaded', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/v1/request/')
        ? envelopeResponse(200, {
            id: 5,
            hash,
            type: 'station',
            state: 'done',
            files: { 'spec.pdf': '/api/v1/files/1/spec.pdf', '~internal.json': '/api/v1/files/2/x' },
            error: null,
            refused: false,
            response: null,
            created: '2025-01-01T00:00:00Z',
            updated: '2025-01-01T00:00:00Z',
          })
        : new Response('%PDF', { status: 200 }),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const make = vi.fn(async () => ({ hash, id: 5 }));
    const { user } = renderWithProviders(
      <MemoryRouter>
        <CalculationFiles id="files" make={make} requestKey="1" hint="Спецификация станции в PDF" />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('files-guest')).toHaveTextContent(
      'Скачивание файлов расчёта доступно после входа в личный кабинет.',
    );
    act(() => startSession('token-1'));
    expect(screen.getByText('Спецификация станции в PDF')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сформировать файлы' }));
    const list = await screen.findByTestId('file-list');
    // Files whose name starts with ~ are internal.
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: 'Скачать: spec.pdf' }));
    await waitFor(() => expect(saved).toEqual(['spec.pdf']));
    const download = fetchMock.mock.calls.find(([p]) => String(p) === '/api/v1/files/1/spec.pdf')!;
    expect((download[1]?.headers as Record<string, string>).jwt).toBe('jwt token-1');
    click.mockRestore();
  });

  it('says why there is nothing to make', () => {
    startSession('token-1');
    renderWithProviders(
      <MemoryRouter>
        <CalculationFiles id="files" make={vi.fn()} requestKey="1" unavailable="Задайте рабочую точку" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Задайте рабочую точку')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сформировать файлы' })).not.toBeInTheDocument();
  });
});
