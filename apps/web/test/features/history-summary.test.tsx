// What each calculation was, in every list of the cabinet (issue 19 item 5): the history page, the
// overview's latest card, the history picker and a project's calculations show the item's summary —
// a pump's model and duty — and only the type for an item without one.
import type { HistoryItem } from '@podbor/contracts';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HistoryPickerModal } from '../../src/features/history/components/history-picker-modal';
import { LatestHistoryCard } from '../../src/features/history/components/latest-history-card';
import { ProjectCalcsSection } from '../../src/features/objects/components/project-calcs-section';
import { summaryLine } from '../../src/lib/calc-summary';
import { cabinetLoaded, stubFetchEachTest } from '../fake-api';
import { envelopeResponse, renderApp, renderWithProviders } from '../render';

const fetchMock = stubFetchEachTest({ signedIn: true });

const loaded = cabinetLoaded;
const duty = 'Q 5 м³/ч, H 6 бар (H0 2 бар), 1 насос, с ЧРП';

const item = (id: number, over: Partial<HistoryItem> = {}): HistoryItem => ({
  request_id: id,
  type: 'pump',
  state: 'done',
  created: { date: '2025-03-01 09:00:00.000000', timezone: 'UTC' },
  updated: { date: '2025-03-01 09:30:00.000000', timezone: 'UTC' },
  files: { 'Технический лист.pdf': `/api/v1/files/${id}2/x.pdf` },
  project_ids: [],
  inputs: null,
  summary: { title: 'EVR 10-4', details: ['Q 5 м³/ч, H 6 бар (H0 2 бар)', '1 насос', 'с ЧРП'] },
  ...over,
});
const items = [
  item(3),
  item(2, {
    state: 'running',
    files: null,
    summary: { title: 'EVP 3-4', details: ['Q 1,5 л/с, H 4 бар (H0 0 бар)'] },
  }),
  item(1, { type: 'station', summary: null }),
];

const serve = () =>
  fetchMock.mockImplementation(async (url) => {
    if (url === '/api/v1/user/history') return envelopeResponse(200, { result: items, count: items.length });
    return envelopeResponse(404, { error: 'нет' });
  });

describe('a history item’s summary', () => {
  it('reads «model · duty»', () => {
    expect(summaryLine(items[0]!.summary)).toBe(`EVR 10-4 · ${duty}`);
    expect(summaryLine({ title: 'EVR 10-4', details: [] })).toBe('EVR 10-4');
    expect(summaryLine(null)).toBeNull();
  });

  it('the history page shows the model and duty over the type, a running one too', async () => {
    serve();
    renderApp('/person/history');
    const table = await screen.findByRole('table', { name: 'История подборов' }, loaded);
    const rows = within(table).getAllByTestId('history-row');
    expect(rows[0]).toHaveTextContent(`EVR 10-4 · ${duty}`);
    expect(rows[0]).toHaveTextContent('Насосы');
    expect(rows[1]).toHaveTextContent('EVP 3-4 · Q 1,5 л/с, H 4 бар (H0 0 бар)');
    expect(rows[1]).toHaveTextContent('Выполняется');
    expect(within(rows[2]!).queryByTestId('history-summary')).toBeNull();
    expect(rows[2]).toHaveTextContent('Насосные станции SPL');
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveAttribute(
      'placeholder',
      'ID, модель или тип оборудования',
    );
  });

  it('the overview card names the model and duty after the ID', async () => {
    serve();
    renderWithProviders(
      <MemoryRouter>
        <LatestHistoryCard />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', {}, loaded);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(`№ 3 · EVR 10-4 · ${duty}`);
    expect(rows[2]).toHaveTextContent('№ 1');
    expect(within(rows[2]!).queryByTestId('history-summary')).toBeNull();
  });

  it('the history picker shows what each calculation was', async () => {
    serve();
    renderWithProviders(
      <HistoryPickerModal opened onClose={() => {}} onPick={() => {}} attachedIds={[]} busy={false} />,
    );
    const list = await screen.findByRole('list', {}, loaded);
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(`EVR 10-4 · ${duty}`);
    expect(rows[1]).toHaveTextContent('EVP 3-4');
    expect(within(rows[2]!).queryByTestId('history-summary')).toBeNull();
  });

  it('a project’s calculations show what each was', async () => {
    serve();
    renderWithProviders(
      <MemoryRouter>
        <ProjectCalcsSection projectId={5} CalcPicker={() => null} />
      </MemoryRouter>,
    );
    const rows = await screen.findAllByTestId('calc-row', {}, loaded);
    expect(within(rows[0]!).getByTestId('calc-summary')).toHaveTextContent(`EVR 10-4 · ${duty}`);
    expect(within(rows[2]!).queryByTestId('calc-summary')).toBeNull();
  });
});
