// The /station page in the app frame against a fake API: the radio ХВС / пожаротушение, a tab per
// model with its description line, §4's rules on the group, the tabs and the series, §5's pump
// counts, the spec's range message on each general parameter, the form in the URL, and «Подобрать»
// → the result entries → a set's view with its duty point, figures and the checks it passed.
import { stationMessages, stationRangeMessage, type StationSelectionResult } from '@podbor/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveCalcGrant } from '../../../src/lib/calc-access';
import { fakeApi, ok, type FakeHandler } from '../../fake-api';
import { renderApp } from '../../render';
import xbc from './station-xbc.json';

configure({ asyncUtilTimeout: 8000 });

beforeEach(() =>
  saveCalcGrant({ calc: 'Station', grant: 'grant-Station', expiresAt: Date.now() + 3_600_000 }),
);
afterEach(() => vi.unstubAllGlobals());

const response = xbc as StationSelectionResult;
const hash = 's'.repeat(22);

function api(extra: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'POST /api/v1/search/station': () => ok({ hash, id: 9 }),
    [`GET /api/v1/request/${hash}`]: () =>
      ok({
        id: 9,
        hash,
        type: 'station',
        state: 'done',
        error: null,
        refused: false,
        response,
        files: {},
        created: '',
        updated: '',
      }),
    ...extra,
  });
}

type User = ReturnType<typeof renderApp>['user'];
async function openOptions(user: User, testId: string) {
  const input = screen.getByTestId(testId);
  await user.click(input);
  const list = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  return within(list).getAllByRole('option', { hidden: true });
}
const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
const selectedTab = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true');
const box = (name: RegExp) => screen.getByRole('textbox', { name });
const full = 'consumption=20&pressure=60&affluent=15&maximum_pressure=10';

describe('/station: the pumping station form', () => {
  it('opens on ХВС with WRP-A: a tab per model, its description line, EVR, one reserve pump, one brand', async () => {
    api();
    renderApp('/station');
    expect(await screen.findByRole('heading', { level: 1, name: 'Насосные станции' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ХВС' })).toBeChecked();
    expect(tabNames()).toEqual(['WRP-A', 'WRP-B', 'WRP-C', 'WRP-A basic', 'WRP-A ECO']);
    expect(selectedTab()).toHaveTextContent('WRP-A');
    expect(screen.getByTestId('type-description')).toHaveTextContent('у каждого рабочего насоса свой');
    expect(screen.getByRole('group', { name: 'Общие параметры' })).toBeInTheDocument();
    for (const name of [/^Расход/, /^Давление/, /^Подпор/, /^Максимальное давление/])
      expect(box(name)).toBeRequired();
    expect(screen.getByTestId('choice-series')).toHaveValue('EVR');
    expect(screen.getByTestId('choice-brand')).toHaveValue('AquaStrong');
    expect(screen.getByTestId('choice-additional_pumps')).toHaveValue('1');
    expect(screen.getByTestId('choice-current_pumps')).toHaveValue('1');
  });

  it('§4/§5: ECO forces EVP and allows 3 working pumps; the fire group resets to WRP-F with EVR or EVP; back to ХВС resets to WRP-A and EVR', async () => {
    api();
    const { user, router } = renderApp(`/station?${full}&current_pumps=2`);
    await screen.findByTestId('tab-6');
    await user.click(screen.getByTestId('tab-6'));
    await waitFor(() => expect(screen.getByTestId('choice-series')).toHaveValue('EVP'));
    const counts = await openOptions(user, 'choice-current_pumps');
    expect(counts.map((o) => o.textContent)).toEqual(['1', '2', '3']);
    await user.click(counts[2]!);
    await waitFor(() => expect(router.state.location.search).toContain('current_pumps=3'));
    expect(router.state.location.search).toContain('station_type=6');
    expect(router.state.location.search).toContain('series=EVP');

    await user.click(screen.getByRole('radio', { name: 'Пожаротушение' }));
    await waitFor(() => expect(tabNames()).toEqual(['WRP-F', 'WRP-F basic']));
    // The group change lands in one render after the tabs: wait for it rather than race it.
    await waitFor(() => expect(selectedTab()).toHaveTextContent('WRP-F'));
    await waitFor(() => expect(screen.getByTestId('choice-series')).toHaveValue('EVR'));
    // Three working pumps are an ECO count only.
    await waitFor(() => expect(screen.getByTestId('choice-current_pumps')).toHaveValue('2'));
    const series = await openOptions(user, 'choice-series');
    expect(series.map((o) => o.textContent)).toEqual(['EVR', 'EVP']);
    await user.click(series[1]!);
    await waitFor(() => expect(router.state.location.search).toContain('series=EVP'));
    // WRP-F basic allows EVP too: the choice stays.
    await user.click(screen.getByTestId('tab-5'));
    await waitFor(() => expect(router.state.location.search).toContain('station_type=5'));
    expect(screen.getByTestId('choice-series')).toHaveValue('EVP');

    await user.click(screen.getByRole('radio', { name: 'ХВС' }));
    await waitFor(() => expect(selectedTab()).toHaveTextContent('WRP-A'));
    await waitFor(() => expect(screen.getByTestId('choice-series')).toHaveValue('EVR'));
    await waitFor(() => expect(router.state.location.search).toContain('station_type=0'));
    expect(router.state.location.search).toContain('series=EVR');
    // Any other tab forces EVR.
    await user.click(screen.getByTestId('tab-1'));
    await waitFor(() => expect(screen.getByTestId('choice-series')).toHaveValue('EVR'));
    await waitFor(() =>
      expect(screen.getByTestId('type-description')).toHaveTextContent('Каскадное управление'),
    );
  });

  it("refuses an empty form with the spec's message, its range and unit, next to each field, and posts nothing", async () => {
    const fake = api();
    const { user } = renderApp('/station');
    await user.click(await screen.findByTestId('select'));
    expect(box(/^Расход/)).toHaveAccessibleDescription(
      expect.stringContaining('Выберите корректный параметр для «Расход» от 0 до 1000 м³/ч'),
    );
    expect(box(/^Максимальное давление/)).toHaveAccessibleDescription(
      expect.stringContaining('Выберите корректный параметр для «Максимальное давление» от 0 до 16 бар'),
    );
    for (const [name, field] of [
      [/^Давление/, 'pressure'],
      [/^Подпор/, 'affluent'],
    ] as const)
      expect(box(name)).toHaveAccessibleDescription(expect.stringContaining(stationRangeMessage(field)));
    expect(fake.callsTo('POST', '/api/v1/search/station')).toHaveLength(0);
  });

  it('says a zero flow is out of range, and an outlet pressure not above the inlet, on their fields', async () => {
    api();
    renderApp('/station?consumption=0&pressure=10&affluent=15&maximum_pressure=10');
    await screen.findByTestId('select');
    expect(box(/^Расход/)).toHaveAccessibleDescription(
      expect.stringContaining(stationRangeMessage('consumption')),
    );
    expect(box(/^Давление/)).toHaveAccessibleDescription(
      expect.stringContaining(stationMessages.pressureAboveInlet),
    );
  });

  it('restores the form from the URL: the fire group, WRP-F basic, EVP, two working pumps, the fire code', async () => {
    api();
    renderApp(
      `/station?${full}&station_type=5&current_pumps=2&additional_pumps=1&brand=AquaStrong&series=EVP&fire_code=en12845`,
    );
    expect(await screen.findByRole('radio', { name: 'Пожаротушение' })).toBeChecked();
    expect(selectedTab()).toHaveTextContent('WRP-F basic');
    expect(screen.getByTestId('choice-fire_code')).toHaveValue('EN 12845:2015+A1:2019');
    expect(screen.getByTestId('choice-series')).toHaveValue('EVP');
    expect(screen.getByTestId('choice-current_pumps')).toHaveValue('2');
    expect(box(/^Расход/)).toHaveValue('20');
  });

  it('«Подобрать» posts the form, lists the sets by name and input, and opens a set with its duty, figures and checks', async () => {
    const fake = api();
    const { user } = renderApp(`/station?${full}&current_pumps=2`);
    await user.click(await screen.findByTestId('select'));
    await waitFor(() => expect(fake.callsTo('POST', '/api/v1/search/station')).toHaveLength(1));
    const [call] = fake.callsTo('POST', '/api/v1/search/station');
    expect(call!.body).toEqual({
      consumption: 20,
      pressure: 60,
      affluent: 15,
      maximum_pressure: 10,
      station_type: 0,
      current_pumps: 2,
      additional_pumps: 1,
      brand: 'AquaStrong',
      series: 'EVR',
      fire_code: 'sp10',
    });
    expect(call!.headers['calc-access']).toBe('grant-Station');
    await user.click(await screen.findByRole('button', { name: 'Посмотреть результаты' }));
    const list = await screen.findByTestId('result-models');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      // Life-cycle cost first (decision 0043): 366 000 ₽ bought + 13 274 kWh a year × 8 ₽ × 10 years.
      expect.stringContaining('WRP-A 2+1 EVR 10-7 — 1\u00a0427\u00a0890\u00a0₽ за 10 лет, P2 3,65 кВт'),
      expect.stringContaining('WRP-A 2+1 EVR 10-6 — 1\u00a0431\u00a0500\u00a0₽'),
    ]);
    expect(screen.getByTestId('offered')).toHaveTextContent(
      'Показано 2 из 6: сначала установки с меньшей стоимостью жизненного цикла.',
    );
    expect(screen.getByTestId('catalogue-note')).toHaveTextContent('Иллюстративные данные');
    await user.click(within(list).getAllByRole('button', { name: /Посмотреть/ })[0]!);
    const view = await screen.findByTestId('set-view');
    expect(within(view).getByTestId('article')).toHaveTextContent('AQ-EVR10-07-3x400');
    expect(within(view).getByTestId('lcc')).toHaveTextContent('Преобразователи частоты: 3 ×');
    expect(within(view).getByTestId('duty-point')).toHaveTextContent(
      'Расчётная точка: Q = 20 м³/ч, H = 45 м',
    );
    expect(view).toHaveTextContent('Напор при расчётном расходе45 м');
    const checks = within(within(view).getByTestId('checks')).getAllByRole('row').slice(1);
    expect(checks.map((r) => r.getAttribute('data-check'))).toEqual([
      'flowRange',
      'head',
      'shutoffPressure',
      'speedRange',
    ]);
    expect(view).toHaveTextContent('Давление при закрытой задвижке с подпором');
    // A guest: no PDF yet, told to sign in; «Отправить запрос» asks them to sign in first.
    expect(within(view).getByTestId('files-guest')).toHaveTextContent('только вошедшие пользователи');
    expect(within(view).getByRole('button', { name: 'Скачать в PDF' })).toBeDisabled();
    expect(within(view).getByText(/Запрос КП отправляется из личного кабинета/)).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path.startsWith('/api/v1/search/station/files'))).toBe(false);
  });

  it('the result and the opened set are in the URL: Back returns to the list, a reload or a link shows them again; changed data greys the result', async () => {
    const fake = api();
    const first = renderApp(`/station?${full}`);
    const { user, router } = first;
    await user.click(await screen.findByTestId('select'));
    await user.click(await screen.findByRole('button', { name: 'Посмотреть результаты' }));
    const list = await screen.findByTestId('result-models');
    expect(new URLSearchParams(router.state.location.search).get('request')).toBe(hash);
    await user.click(within(list).getAllByRole('button', { name: /Посмотреть/ })[0]!);
    await screen.findByTestId('set-view');
    expect(new URLSearchParams(router.state.location.search).get('item')).toBe(
      String(response.sets[0]!.modelId),
    );
    const opened = `${router.state.location.pathname}${router.state.location.search}`;
    // Back: the list again, the result kept.
    await router.navigate(-1);
    expect(await screen.findByTestId('result-models')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('request')).toBe(hash);
    // The link opened anew (a reload, another tab): the set, read by its hash, nothing posted.
    const polls = fake.callsTo('GET', `/api/v1/request/${hash}`).length;
    first.unmount();
    const again = renderApp(opened);
    const view = await screen.findByTestId('set-view');
    expect(within(view).getByTestId('article')).toHaveTextContent('AQ-EVR10-07-3x400');
    expect(fake.callsTo('GET', `/api/v1/request/${hash}`).length).toBeGreaterThan(polls);
    expect(fake.callsTo('POST', '/api/v1/search/station')).toHaveLength(1);
    // Data no longer valid: the result stays, greyed, and says it answers the previous data.
    await again.user.clear(box(/^Расход/));
    expect(await screen.findByTestId('results-stale')).toHaveTextContent(
      'результаты ниже относятся к прежним данным',
    );
  });
});
