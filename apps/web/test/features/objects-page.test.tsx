import type { ObjectItem } from '@podbor/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OBJECTS_PAGE_SIZE } from '../../src/features/objects/components/objects-page';
import { cabinetLoaded, stubFetchEachTest } from '../fake-api';
import { envelopeResponse, renderApp } from '../render';

const fetchMock = stubFetchEachTest({ signedIn: true });

const loaded = cabinetLoaded;

const object = (id: number, name = `Объект ${id}`): ObjectItem => ({
  id,
  name,
  comment: null,
  created: { date: '2025-02-03 10:00:00.000000', timezone: 'UTC' },
  updated: { date: '2025-02-03 10:00:00.000000', timezone: 'UTC' },
  projects: id % 3,
  calcs: id % 6,
  status: null,
  color: null,
});

type Body = { filters: { name: string | null; sort: string }; offset: number; limit: number };
const listBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/v1/user/object')
    .map(([, init]) => JSON.parse(String(init!.body)) as Body);

/** The server of these tests: objects 1..count, filtered by name and sorted as asked. */
const serve = (count: number) =>
  fetchMock.mockImplementation(async (url, init) => {
    if (url !== '/api/v1/user/object') return envelopeResponse(404, { error: 'нет' });
    const body = JSON.parse(String(init!.body)) as Body;
    let items = Array.from({ length: count }, (_, i) => object(i + 1));
    if (body.filters.name) items = items.filter((o) => o.name.includes(body.filters.name!));
    if (body.filters.sort !== 'old') items.reverse();
    return envelopeResponse(200, [
      { result: items.slice(body.offset, body.offset + body.limit), count: items.length },
    ]);
  });

describe('«Мои объекты» (portal §2, §8)', () => {
  it('a guest gets the login modal without a call, to come back to the page', async () => {
    localStorage.removeItem('authToken');
    serve(1);
    const { router } = renderApp('/person/place');
    await waitFor(() => expect(router.state.location.pathname).toBe('/authorization'), loaded);
    expect(router.state.location.state).toEqual({ next: '/person/place' });
    expect(listBodies()).toHaveLength(0);
  });

  it('says so when there are no objects yet, with the create button', async () => {
    serve(0);
    renderApp('/person/place');
    expect(await screen.findByText('У вас пока нет созданных объектов', {}, loaded)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Создать новый объект' }).length).toBeGreaterThan(0);
  });

  it('cards: name link, creation date, project and calculation counts, status «неизвестно»', async () => {
    serve(5);
    renderApp('/person/place');
    const cards = await screen.findAllByTestId('object-card', {}, loaded);
    expect(cards).toHaveLength(5);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: 'Объект 5' })).toHaveAttribute('href', '/person/place/5');
    expect(first).toHaveTextContent('Создан 03.02.2025');
    expect(first).toHaveTextContent('2 проекта');
    expect(first).toHaveTextContent('5 расчётов');
    expect(first).toHaveTextContent('неизвестно');
    expect(listBodies()[0]).toEqual({
      filters: { name: null, sort: 'new' },
      offset: 0,
      limit: OBJECTS_PAGE_SIZE,
    });
  });

  it('sorts oldest first on request, and the URL keeps it', async () => {
    serve(3);
    const { user, router } = renderApp('/person/place');
    await screen.findAllByTestId('object-card', {}, loaded);
    await user.click(screen.getByRole('textbox', { name: 'Порядок' }));
    await user.click(await screen.findByRole('option', { name: 'Сначала старые', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=old'));
    await waitFor(() => expect(screen.getAllByTestId('object-card')[0]).toHaveTextContent('Объект 1'));
    expect(listBodies().at(-1)!.filters.sort).toBe('old');
  });

  it('searches by name; nothing found says «Объекты не найдены» and offers to reset', async () => {
    serve(3);
    const { user, router } = renderApp('/person/place');
    await screen.findAllByTestId('object-card', {}, loaded);
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по названию' }), 'Склад{Enter}');
    expect(await screen.findByText('Объекты не найдены', {}, loaded)).toBeInTheDocument();
    expect(router.state.location.search).toContain('q=');
    expect(listBodies().at(-1)!.filters.name).toBe('Склад');
    await user.click(screen.getByRole('button', { name: 'Сбросить поиск' }));
    expect(await screen.findAllByTestId('object-card', {}, loaded)).toHaveLength(3);
  });

  it('pages through many objects', async () => {
    serve(30);
    const { user } = renderApp('/person/place');
    await screen.findAllByTestId('object-card', {}, loaded);
    await user.click(screen.getByRole('button', { name: 'Страница 3' }));
    await waitFor(() => expect(screen.getAllByTestId('object-card')).toHaveLength(6));
    expect(listBodies().at(-1)!.offset).toBe(24);
  });

  it('the overview creates an object with the same add modal, empty or not', async () => {
    for (const count of [0, 3]) {
      serve(count);
      const { user, unmount } = renderApp('/person');
      const card = await screen.findByTestId('overview-objects', {}, loaded);
      if (count > 0) expect(await within(card).findByText('Объект 3', {}, loaded)).toBeInTheDocument();
      await user.click(await within(card).findByRole('button', { name: 'Создать объект' }, loaded));
      expect(await screen.findByRole('dialog', { name: 'Новый объект' }, loaded)).toBeInTheDocument();
      unmount();
    }
  }, 20_000);

  it('a failed load shows the server’s message and retries on request', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(500, { error: 'Ошибка сервера' }));
    const { user } = renderApp('/person/place');
    expect(await screen.findByRole('alert', {}, { timeout: 15000 })).toHaveTextContent('Ошибка сервера');
    serve(1);
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findAllByTestId('object-card', {}, loaded)).toHaveLength(1);
  }, 30000);
});
