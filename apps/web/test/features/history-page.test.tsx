import type { HistoryItem } from '@podbor/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE_SIZE, HISTORY_SEARCH_DEBOUNCE_MS } from '../../src/features/history/history-limits';
import { isoDay } from '../../src/lib/date-format';
import { cabinetLoaded, stubFetchEachTest } from '../fake-api';
import { envelopeResponse, renderApp } from '../render';

const fetchMock = stubFetchEachTest({ signedIn: true });

const loaded = cabinetLoaded;

const item = (id: number, over: Partial<HistoryItem> = {}): HistoryItem => ({
  request_id: id,
  type: 'pump',
  state: 'done',
  created: { date: '2025-03-01 09:00:00.000000', timezone: 'UTC' },
  updated: { date: '2025-03-01 09:30:00.000000', timezone: 'UTC' },
  files: {
    'HQc.png': `/api/v1/files/${id}1/HQc.png`,
    'Технический лист.pdf': `/api/v1/files/${id}2/x.pdf`,
  },
  project_ids: [],
  inputs: null,
  summary: null,
  ...over,
});

type Body = Record<string, unknown>;
const historyBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/v1/user/history')
    .map(([, init]) => JSON.parse(String(init!.body)) as Body);

/** The server of these tests: `count` calculations, answered page by page. */
const serve = (count: number, make = item) =>
  fetchMock.mockImplementation(async (url, init) => {
    if (url === '/api/v1/user/history') {
      const body = JSON.parse(String(init!.body)) as { offset: number; limit: number };
      const ids = Array.from({ length: count }, (_, i) => count - i).slice(
        body.offset,
        body.offset + body.limit,
      );
      return envelopeResponse(200, { result: ids.map((id) => make(id)), count });
    }
    if (String(url).startsWith('/api/v1/user/history/')) return envelopeResponse(200, { success: true });
    return envelopeResponse(404, { error: 'нет' });
  });

describe('history page (portal §2, §5, §9)', () => {
  it('a user without calculations gets the empty state with a way home', async () => {
    serve(0);
    renderApp('/person/history');
    expect(await screen.findByText('Вы ещё не делали подбор оборудования', {}, loaded)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Подобрать оборудование' })).toHaveAttribute('href', '/');
  });

  it('shows 10 a page with date, calculation ID and the Russian equipment label', async () => {
    serve(3, (id) => item(id, { type: (['rto', 'clever', 'dcu'] as const)[id - 1]! }));
    renderApp('/person/history');
    const table = await screen.findByRole('table', { name: 'История подборов' }, loaded);
    const rows = within(table).getAllByTestId('history-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('№ 3');
    expect(rows[0]).toHaveTextContent('Коллекторные узлы DCU');
    expect(rows[1]).toHaveTextContent('Теплообменники SPL');
    expect(rows[2]).toHaveTextContent('Теплообменники SPL LT');
    expect(rows[0]).toHaveTextContent('01.03.2025');
    expect(historyBodies()[0]).toMatchObject({
      offset: 0,
      limit: HISTORY_PAGE_SIZE,
      search: null,
      date: null,
    });
    expect(HISTORY_PAGE_SIZE).toBe(10);
  });

  it('«Открыть» lists every file by its name and the name it saves under, the datasheet first', async () => {
    serve(1, (id) =>
      item(id, { summary: { title: 'EVR 10-4', details: ['Q 10 м³/ч, H 3 бар (H0 1 бар)'] } }),
    );
    const { user } = renderApp('/person/history');
    await user.click(await screen.findByRole('button', { name: 'Открыть файлы расчёта №\u00a01' }, loaded));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Паспорт насосаEVR 10-4 — Паспорт насоса.pdf',
      'График H–QEVR 10-4 — H-Q.png',
    ]);
    expect(screen.queryByText(/Файл \d/)).not.toBeInTheDocument();
  });

  it('reads search, dates and page from the URL and sends them', async () => {
    serve(35);
    renderApp('/person/history?q=%D0%BD%D0%B0%D1%81%D0%BE%D1%81&from=2025-01-01&page=2');
    await screen.findAllByTestId('history-row', {}, loaded);
    expect(historyBodies()[0]).toEqual({
      type: null,
      object_id: null,
      project_id: null,
      offset: 10,
      limit: 10,
      search: 'насос',
      date: { from: '2025-01-01', to: isoDay(new Date()), utc_offset: 0 - new Date().getTimezoneOffset() },
    });
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('насос');
    expect(screen.getByRole('textbox', { name: 'С' })).toHaveValue('01.01.2025');
    expect(screen.getByText('Показаны расчёты с 01.01.2025 по сегодняшний день')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('the search waits for a pause in typing (450 ms) and goes back to page 1', async () => {
    expect(HISTORY_SEARCH_DEBOUNCE_MS).toBe(450);
    serve(35);
    const { user, router } = renderApp('/person/history?page=3');
    await screen.findAllByTestId('history-row', {}, loaded);
    // One input event for the whole word: typing key by key would race the 450 ms on a busy machine.
    await user.click(screen.getByRole('searchbox', { name: 'Поиск' }));
    await user.paste('насос');
    await waitFor(() => expect(router.state.location.search).toBe('?q=%D0%BD%D0%B0%D1%81%D0%BE%D1%81'), {
      timeout: 5000,
    });
    await waitFor(() => expect(historyBodies().at(-1)).toMatchObject({ search: 'насос', offset: 0 }));
    // One request for the word.
    expect(
      historyBodies()
        .filter((b) => b.search !== null)
        .map((b) => b.search),
    ).toEqual(['насос']);
  }, 20_000); // the first render loads the lazy routes, then 5 keystrokes and the pause

  it('a bad date shows the spec’s message and sends nothing new', async () => {
    serve(2);
    const { user, router } = renderApp('/person/history');
    await screen.findAllByTestId('history-row', {}, loaded);
    const calls = historyBodies().length;
    await user.type(screen.getByRole('textbox', { name: 'С' }), '30.02.2025{Enter}');
    expect(await screen.findByText('Неверный формат даты. Ожидается дд.мм.гггг')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(historyBodies()).toHaveLength(calls);

    // An end alone runs from the epoch.
    await user.clear(screen.getByRole('textbox', { name: 'С' }));
    await user.type(screen.getByRole('textbox', { name: 'По' }), '31.01.2025{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?to=2025-01-31'));
    await waitFor(() =>
      expect(historyBodies().at(-1)!.date).toMatchObject({ from: '1970-01-01', to: '2025-01-31' }),
    );
  });

  it('moving from «С» to «По» applies nothing; leaving the pair applies the range, swapped if reversed', async () => {
    serve(2);
    const { user, router } = renderApp('/person/history?to=2025-06-01');
    await screen.findAllByTestId('history-row', {}, loaded);
    const from = screen.getByRole('textbox', { name: 'С' });
    const to = screen.getByRole('textbox', { name: 'По' });
    // A start after the old end, then on to the end field: nothing is applied or swapped yet.
    await user.type(from, '10.07.2025');
    await user.click(to);
    expect(router.state.location.search).toBe('?to=2025-06-01');
    expect(from).toHaveValue('10.07.2025');
    expect(to).toHaveValue('01.06.2025');
    await user.clear(to);
    await user.type(to, '2025-07-01'); // гггг-мм-дд is read too
    // Leaving the pair applies it: reversed, so swapped, in the fields and the URL.
    await user.click(screen.getByRole('searchbox', { name: 'Поиск' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2025-07-01&to=2025-07-10'));
    expect(from).toHaveValue('01.07.2025');
    expect(to).toHaveValue('10.07.2025');
    expect(
      await screen.findByText('Показаны расчёты с 01.07.2025 по 10.07.2025', {}, loaded),
    ).toBeInTheDocument();
  }, 20_000);

  it('a start after today runs from today to that start, and says so', async () => {
    serve(1);
    renderApp('/person/history?from=2999-01-01');
    await screen.findAllByTestId('history-row', {}, loaded);
    const today = isoDay(new Date()).split('-').reverse().join('.');
    expect(
      screen.getByText(`Показаны расчёты с ${today} по 01.01.2999 (даты поменяны местами)`),
    ).toBeInTheDocument();
    expect(historyBodies().at(-1)!.date).toMatchObject({ from: isoDay(new Date()), to: '2999-01-01' });
  });

  it('the page bar asks for the next 10', async () => {
    serve(35);
    const { user, router } = renderApp('/person/history');
    await screen.findAllByTestId('history-row', {}, loaded);
    const pager = screen.getByRole('navigation', { name: 'Страницы' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Страница/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4']);
    await user.click(within(pager).getByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(historyBodies().at(-1)).toMatchObject({ offset: 10, limit: 10 }));
  });

  it('deleting asks first, then removes the calculation', async () => {
    serve(2, (id) => item(id, { project_ids: id === 2 ? [4, 5] : [] }));
    const { user } = renderApp('/person/history');
    await user.click(await screen.findByRole('button', { name: 'Удалить расчёт №\u00a02' }, loaded));
    const dialog = await screen.findByRole('dialog', { name: 'Удаление расчёта' });
    expect(dialog).toHaveTextContent('Удалить расчёт № 2 из истории подборов?');
    expect(dialog).toHaveTextContent('из 2 проектов');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => url === '/api/v1/user/history/2' && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Расчёт № 2 удалён из истории')).toBeInTheDocument();
  });

  it('shows a calculation run meanwhile when the user comes back to the history', async () => {
    let count = 1;
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/v1/user/history')
        return envelopeResponse(200, {
          result: Array.from({ length: count }, (_, i) => item(count - i)),
          count,
        });
      if (url === '/api/v1/user/object') return envelopeResponse(200, [{ result: [], count: 0 }]);
      return envelopeResponse(404, { error: 'нет' });
    });
    const { user } = renderApp('/person/history');
    expect(await screen.findByText('№ 1', {}, loaded)).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Разделы личного кабинета' });
    await user.click(within(tabs).getByRole('link', { name: 'Мои объекты' }));
    expect(await screen.findByText('У вас пока нет созданных объектов', {}, loaded)).toBeInTheDocument();
    count = 2; // a selection run in a calculator meanwhile
    await user.click(within(tabs).getByRole('link', { name: 'История подборов' }));
    expect(await screen.findByText('№ 2', {}, loaded)).toBeInTheDocument();
  }, 20_000);

  it('follows a queued calculation until it is done, then offers its files', async () => {
    let asked = 0;
    fetchMock.mockImplementation(async (url) => {
      if (url !== '/api/v1/user/history') return envelopeResponse(404, { error: 'нет' });
      asked += 1;
      const state = asked === 1 ? 'pending' : asked === 2 ? 'running' : 'done';
      return envelopeResponse(200, {
        result: [item(7, state === 'done' ? {} : { state, files: null })],
        count: 1,
      });
    });
    renderApp('/person/history');
    const row = await screen.findByTestId('history-row', {}, loaded);
    expect(row).toHaveTextContent('В очереди');
    // Asked again about every 2 s while unfinished: running, then done with its files.
    await waitFor(() => expect(row).toHaveTextContent('Выполняется'), { timeout: 8000 });
    expect(
      await screen.findByRole('button', { name: 'Открыть файлы расчёта №\u00a07' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('history-row')).not.toHaveTextContent('Выполняется');
    // Once everything has ended, the list is not asked again.
    const settled = asked;
    await new Promise((r) => setTimeout(r, 2500));
    expect(asked).toBe(settled);
  }, 20_000);
});
