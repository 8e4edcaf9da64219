// The selection result panel (calculators §2): the list with «Посмотреть», a single result with its
// article copied and its buttons, the error lines, and «Решений не найдено».
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectionResults } from '../../../src/components/calculator/selection-results';
import { closeModal, getModalState } from '../../../src/lib/modal-store';
import { envelopeResponse, renderWithProviders as renderBare } from '../../render';

/** «Отправить запрос» leads a guest to the login: the panel sits in a router. */
const renderWithProviders = (ui: ReactElement) => renderBare(<MemoryRouter>{ui}</MemoryRouter>);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem('authToken');
  closeModal();
});

describe('SelectionResults', () => {
  it('lists the models under «Результаты подбора», each with «Посмотреть»', async () => {
    const onView = vi.fn();
    const models = [
      { key: '1', name: 'WRP-A 2 EVR 5-10' },
      { key: '2', name: 'WRP-A 2 EVR 10-8' },
    ];
    const { user } = renderWithProviders(<SelectionResults models={models} onView={onView} />);
    const panel = screen.getByRole('region', { name: 'Результаты подбора' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(panel).getByRole('button', { name: 'Посмотреть: WRP-A 2 EVR 10-8' }));
    expect(onView).toHaveBeenCalledWith(models[1]);
    expect(within(panel).getAllByRole('button', { name: /Посмотреть/ })[0]).toHaveTextContent('Посмотреть');
  });

  it('a single result: the article copied with one click, «Скачать в PDF», «Отправить запрос» after signing in', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(
      <SelectionResults single={{ name: 'CLH 32S', article: 'ART-001', pdf: null }} />,
    );
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(screen.getByTestId('article')).toHaveTextContent('ART-001');
    await user.click(screen.getByRole('button', { name: 'Скопировать артикул' }));
    expect(writeText).toHaveBeenCalledWith('ART-001');
    expect(await screen.findAllByText('Артикул скопирован')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Скачать в PDF' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Отправить запрос' })).toBeEnabled();
    expect(screen.getByTestId('send-kp')).toHaveTextContent('Запрос КП отправляется из личного кабинета');
  });

  it('the PDF downloads with the session', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('%PDF', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithProviders(
      <SelectionResults single={{ article: 'A-1', pdf: { path: '/api/v1/files/3/a.pdf', name: 'a.pdf' } }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Скачать в PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/files/3/a.pdf');
    click.mockRestore();
  });

  it('error lines, else «Решений не найдено»', () => {
    const { unmount } = renderWithProviders(
      <SelectionResults errors={['Перепад давления слишком велик.', 'Номер запроса: 7']} />,
    );
    const errors = screen.getByTestId('result-errors');
    expect(errors).toHaveTextContent('Перепад давления слишком велик.');
    expect(errors).toHaveTextContent('Номер запроса: 7');
    unmount();
    renderWithProviders(<SelectionResults models={[]} />);
    expect(screen.getByTestId('no-solutions')).toHaveTextContent('Решений не найдено');
  });

  it('«Отправить запрос» confirms what goes — the calculation, the unit viewed, its article — with a quantity, then «Запрос отправлен»', async () => {
    localStorage.setItem('authToken', 'tok');
    const sent: FormData[] = [];
    const now = { date: '2026-11-27 10:00:00.000000', timezone: 'UTC' };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        if (String(input).endsWith('/api/v1/user/kp')) {
          sent.push(init!.body as FormData);
          return envelopeResponse(200, {
            ...{
              id: 45,
              date_send: '27.11.2026',
              created: now,
              updated: now,
              status: 'new',
              color: '#FFC266',
            },
            ...{ object: '', object_id: null, project_id: null, comment: 'Для ИТП', calculations: [32] },
            ...{ manager_comment: null, offer: null, customer: null, attachment: null, events: [], next: [] },
            snapshot: { object: null, projects: [], calculations: [] },
            editable: true,
          });
        }
        return envelopeResponse(404, { error: 'нет' });
      }),
    );
    const { user } = renderWithProviders(
      <SelectionResults
        single={{ name: 'Теплообменник CLH 65S', article: 'CLH 65S', pdf: null }}
        kpRequestId={32}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Отправить запрос' }));
    const dialog = await screen.findByRole('dialog', { name: 'Запрос КП менеджеру' });
    expect(dialog).toHaveTextContent('№ 32');
    expect(within(dialog).getByTestId('kp-confirm-solution')).toHaveTextContent('Теплообменник CLH 65S');
    expect(dialog).toHaveTextContent('Артикул: CLH 65S');
    const quantity = within(dialog).getByLabelText('Количество');
    await user.clear(quantity);
    await user.click(within(dialog).getByRole('button', { name: 'Отправить запрос' }));
    expect(within(dialog).getByText('Укажите количество')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.type(quantity, '3');
    await user.type(within(dialog).getByLabelText('Комментарий'), 'Для ИТП');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить запрос' }));
    await waitFor(() => expect(getModalState()).toMatchObject({ active: 'MODAL_PERSON_SUCCESS', id: 0 }));
    expect(Object.fromEntries(sent[0]!.entries())).toEqual({
      calculations: '32',
      solutions: JSON.stringify([
        { request_id: 32, article: 'CLH 65S', name: 'Теплообменник CLH 65S', quantity: 3 },
      ]),
      comment: 'Для ИТП',
    });
    expect(await screen.findByTestId('kp-sent')).toHaveTextContent('Запрос КП № 45 отправлен менеджеру.');
  });
});
