// The pump pages in the app frame against a mocked pump API: the series cards, the form's rules
// and messages, the ranked result and why each pump fits, tabs, the URL round trip, errors (§4, §8).
import { searchMessages } from '@podbor/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderApp } from '../../render';
import { noSolutions } from './fixtures';
import { grantAquastrong, mockPumpApi } from './pump-api-mock';

// ECharts needs a real canvas and layout; the charts' options are @podbor/charts' own tests.
vi.mock('../../../src/features/calculators/pumps/components/pump-charts', () => ({
  default: ({ hasDuty }: { hasDuty: boolean }) => (
    <div data-testid="charts-stub" data-has-duty={String(hasDuty)} />
  ),
}));

// The first test of a run also compiles the lazy pump chunk: give pages time to appear.
configure({ asyncUtilTimeout: 5000 });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  grantAquastrong();
});
afterEach(() => vi.unstubAllGlobals());

const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
const q = () => field(/^Подача Q/);
const h = () => field(/^Напор H/);
const h0 = () => field(/^Статический напор H0/);

describe('/aquastrong: the series cards', () => {
  it('shows each series with its name, description and illustration, linking to its selection', async () => {
    const api = mockPumpApi(fetchMock);
    renderApp('/aquastrong');
    const cards = await screen.findAllByTestId('series-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'EVR' })).toBeInTheDocument();
    expect(cards[0]).toHaveAttribute('href', '/aquastrong/1');
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', '/api/v1/search/pump/series/1/image');
    // A series without a drawing gets a neutral placeholder, not a broken image.
    expect(cards[1]!.querySelector('img')).toBeNull();
    expect(screen.getByText('Иллюстративные данные, не данные производителя')).toBeInTheDocument();
    expect(api.calls[0]!.headers['calc-access']).toBe('grant-aquastrong');
  });

  it('a failed load says so in the spec’s words and offers a retry', { timeout: 15_000 }, async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp('/aquastrong');
    // No answer is retried twice (lib/query-client) before the message shows.
    const alert = await screen.findByTestId('load-error', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(searchMessages.connection);
    expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});

describe('/aquastrong/{seriesId}: typed values are never changed without a word (issue 19)', () => {
  it(
    'Q in l/s has the l/s range: 0,3 l/s is selected as typed; out of it the field says 0,28–27,8',
    { timeout: 15_000 },
    async () => {
      const api = mockPumpApi(fetchMock);
      const { user } = renderApp('/aquastrong/1');
      await screen.findByRole('heading', { level: 1, name: 'Серия EVR' });
      await user.click(screen.getByRole('radio', { name: 'л/с' }));
      await user.type(q(), '0,3');
      await user.type(h(), '6');
      await user.type(h0(), '2');
      await user.tab();
      await waitFor(() => expect(api.selections()).toHaveLength(1));
      expect(api.selections()[0]!.body).toMatchObject({ units: 'l', Q: 0.3, H: 6, H0: 2 });
      expect(q()).toHaveValue('0,3');
      await screen.findByTestId('pump-results');
      await waitFor(() => expect(q()).not.toHaveAttribute('readonly'));
      await user.clear(q());
      await user.type(q(), '0,1');
      expect(screen.getByText('Допустимые значения от 0,28 до 27,8')).toBeInTheDocument();
    },
  );

  it('a clamped value says so next to the field: H 150 → 100 (maximum), Q 0,5 → 1 (minimum for м³/ч)', async () => {
    const api = mockPumpApi(fetchMock);
    const { user } = renderApp('/aquastrong/1');
    await screen.findByRole('heading', { level: 1, name: 'Серия EVR' });
    await user.type(q(), '0,5');
    await user.type(h(), '150');
    expect(h()).toHaveValue('100');
    expect(screen.getByText('Значение изменено на 100 — максимум')).toBeInTheDocument();
    expect(q()).toHaveValue('1');
    expect(screen.getByText('Значение изменено на 1 — минимум для м³/ч')).toBeInTheDocument();
    await user.type(h0(), '2');
    await user.tab();
    await waitFor(() => expect(api.selections()).toHaveLength(1));
    expect(api.selections()[0]!.body).toMatchObject({ Q: 1, H: 100, H0: 2 });
  });

  it('text with units or an exponent is refused with a message and selects nothing; «1,5» is 1.5', async () => {
    const api = mockPumpApi(fetchMock);
    const { user } = renderApp('/aquastrong/1');
    await screen.findByRole('heading', { level: 1, name: 'Серия EVR' });
    await user.type(q(), '8 м3/ч');
    await user.type(h(), '1e1');
    await user.type(h0(), '2');
    await user.tab();
    expect(q()).toHaveValue('8 м3/ч');
    expect(h()).toHaveValue('1e1');
    expect(q()).toHaveAttribute('aria-invalid', 'true');
    expect(h()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(/Введите число цифрами, без букв, единиц и степеней/)).toHaveLength(2);
    expect(api.selections()).toHaveLength(0);
    await user.clear(q());
    await user.type(q(), '1,5');
    await user.clear(h());
    await user.type(h(), '10');
    await user.tab();
    await waitFor(() => expect(api.selections()).toHaveLength(1));
    expect(api.selections()[0]!.body).toMatchObject({ Q: 1.5, H: 10, H0: 2 });
  });

  it('where the series covers less than the range, the hint says what it covers', async () => {
    mockPumpApi(fetchMock);
    const { user } = renderApp('/aquastrong/1');
    await screen.findByRole('heading', { level: 1, name: 'Серия EVR' });
    expect(
      screen.getByText('Насосы серии: 0,4–30 м³/ч на один насос при номинальной частоте'),
    ).toBeInTheDocument();
    expect(screen.getByText('Насосы серии: напор 0,7–13 бар при номинальной частоте')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'л/с' }));
    expect(
      await screen.findByText('Насосы серии: 0,111–8,33 л/с на один насос при номинальной частоте'),
    ).toBeInTheDocument();
  });
});

describe('/aquastrong/{seriesId}: selection by parameters', () => {
  it('without a duty shows the series’ full model range and no tabs', async () => {
    renderApp('/aquastrong/1');
    mockPumpApi(fetchMock);
    expect(await screen.findByRole('heading', { level: 1, name: 'Серия EVR' })).toBeInTheDocument();
    expect(screen.getAllByTestId('range-model')).toHaveLength(3);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    // Units m by default, one pump, frequency control (calculators §9).
    expect(screen.getByRole('radio', { name: 'м³/ч' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'С частотным регулированием' })).toBeChecked();
    // The range follows the form's flow unit.
    const range = screen.getByTestId('model-range');
    expect(within(range).getByRole('columnheader', { name: 'Подача, м³/ч' })).toBeInTheDocument();
    expect(within(range).getAllByTestId('range-model')[0]).toHaveTextContent('1,7–8,4');
  });

  it('the model range in l/s when the form is in l/s', async () => {
    mockPumpApi(fetchMock);
    const { user } = renderApp('/aquastrong/1');
    const range = await screen.findByTestId('model-range');
    await user.click(screen.getByRole('radio', { name: 'л/с' }));
    expect(await within(range).findByRole('columnheader', { name: 'Подача, л/с' })).toBeInTheDocument();
    const first = within(range).getAllByTestId('range-model')[0]!;
    expect(first).toHaveTextContent('0,472–2,33');
    expect(first).toHaveTextContent('1,61 л/с, η 63 %');
  });

  it("an emptied field says 'Поле не должно быть пустым'; H not above H0 says so; nothing is sent", async () => {
    const api = mockPumpApi(fetchMock);
    const { user } = renderApp('/aquastrong/1');
    await screen.findByRole('heading', { level: 1, name: 'Серия EVR' });
    await user.click(q());
    await user.tab();
    expect(await screen.findByText('Поле не должно быть пустым')).toBeInTheDocument();
    await user.type(q(), '5');
    await user.type(h(), '2');
    await user.type(h0(), '2');
    await user.tab();
    expect(screen.getByText('Напор должен быть больше статического напора')).toBeInTheDocument();
    expect(h()).toHaveAttribute('aria-invalid', 'true');
    expect(api.selections()).toHaveLength(0);
  });

  it('leaving the last field selects at once; the result ranks pumps and says why each fits', async () => {
    const api = mockPumpApi(fetchMock);
    const { user, router } = renderApp('/aquastrong/1');
    await screen.findByRole('heading', { level: 1, name: 'Серия EVR' });
    await user.type(q(), '5');
    await user.type(h(), '6');
    await user.type(h0(), '2');
    await user.tab();
    const results = await screen.findByTestId('pump-results');
    expect(api.selections().map((c) => c.body)).toEqual([
      { units: 'm', Q: 5, H: 6, H0: 2, pcnt: 1, BoxType: 0 },
    ]);
    expect(router.state.location.search).toBe('?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0');
    expect(within(results).getByRole('heading', { name: 'Подходят 2 насоса' })).toBeInTheDocument();
    const [first] = within(results).getAllByTestId('pump-candidate');
    expect(first).toHaveTextContent('EVR 5-10');
    expect(within(first!).getByTestId('working-point')).toHaveTextContent('5 м³/ч');
    expect(within(first!).getByTestId('fit-reason')).toHaveTextContent('96 % подачи оптимума КПД');
    expect(within(first!).getByText('В рабочей зоне 70–120 %')).toBeInTheDocument();
    // What the ranking compares (decision 0030); with control the set runs through the duty, so no
    // tolerance badge that would be true by construction.
    expect(within(first!).getByTestId('fit-energy')).toHaveTextContent(
      'Частота 87 % · двигатель загружен на 64 % · P2 1,34 кВт, P1 ≈ 1,61 кВт',
    );
    expect(within(first!).queryByText('В допуске ISO 9906 2B')).toBeNull();
    expect(within(results).getByText('Не подошли: 1')).toBeInTheDocument();
    // The page says what the order is and the one load profile every figure used (decision 0042),
    // and each pump its life-cycle cost.
    expect(within(results).getByTestId('ranking-note')).toHaveTextContent(
      'Порядок — по стоимости жизненного цикла',
    );
    expect(within(results).getByTestId('load-profile')).toHaveTextContent(
      'График нагрузки: 360 / 900 / 2100 / 2640 ч/год при 100 / 75 / 50 / 25 % подачи, тариф 8 ₽/кВт·ч, 10 лет',
    );
    expect(within(first!).getByTestId('fit-total-lcc')).toHaveTextContent(
      'Стоимость жизненного цикла: 516 700 ₽ = покупка 116 700 ₽ + энергия 400 000 ₽ за 10 лет',
    );
  });

  it('Enter selects at once too', async () => {
    const api = mockPumpApi(fetchMock);
    const { user } = renderApp('/aquastrong/1?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0');
    await screen.findByTestId('pump-results');
    await user.clear(q());
    await user.type(q(), '7{Enter}');
    await waitFor(() => expect(api.selections()).toHaveLength(2));
    expect(api.selections()[1]!.body).toMatchObject({ Q: 7 });
  });

  it('switching бар ↔ м converts H and H0, says so next to each, sends hunits=m; straight back restores', async () => {
    const api = mockPumpApi(fetchMock);
    const { user, router } = renderApp('/aquastrong/1?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0');
    await screen.findByTestId('pump-results');
    expect(screen.getByRole('radio', { name: 'бар' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'м вод. ст.' }));
    await waitFor(() => expect(h()).toHaveValue('61,29'));
    expect(h0()).toHaveValue('20,43');
    expect(screen.getByText('Пересчитано из 6 бар')).toBeInTheDocument();
    expect(screen.getByText('Пересчитано из 2 бар')).toBeInTheDocument();
    await waitFor(() => expect(api.selections()).toHaveLength(2));
    expect(api.selections()[1]!.body).toEqual({
      units: 'm',
      Q: 5,
      hunits: 'm',
      H: 61.29,
      H0: 20.43,
      pcnt: 1,
      BoxType: 0,
    });
    expect(router.state.location.search).toBe('?units=m&Q=5&hunits=m&H=61.29&H0=20.43&pcnt=1&BoxType=0');
    // Back to bar: the numbers typed, and no hunits in the body or the URL.
    await user.click(screen.getByRole('radio', { name: 'бар' }));
    await waitFor(() => expect(h()).toHaveValue('6'));
    expect(h0()).toHaveValue('2');
    await waitFor(() => expect(router.state.location.search).toBe('?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0'));
  });

  it(
    'metres have their own range: H 5 м is below 10,2 м, and the field says so',
    { timeout: 15_000 },
    async () => {
      mockPumpApi(fetchMock);
      const { user } = renderApp('/aquastrong/1?units=m&Q=5&hunits=m&H=50&H0=20&pcnt=1&BoxType=0');
      await screen.findByTestId('pump-results');
      expect(h()).toHaveValue('50');
      expect(screen.getByText('≈ 4,89 бар')).toBeInTheDocument();
      await waitFor(() => expect(h()).not.toHaveAttribute('readonly'));
      await user.clear(h());
      await user.type(h(), '5');
      await user.tab();
      expect(await screen.findByText(/Значение изменено на 10,2 — минимум для м/)).toBeInTheDocument();
    },
  );

  it('switching m³/h ↔ l/s converts the flow typed: the same duty is selected in the other unit', async () => {
    const api = mockPumpApi(fetchMock);
    const { user, router } = renderApp('/aquastrong/1?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0');
    await screen.findByTestId('pump-results');
    await user.click(screen.getByRole('radio', { name: 'л/с' }));
    await waitFor(() => expect(q()).toHaveValue('1,39'));
    await waitFor(() => expect(api.selections()).toHaveLength(2));
    expect(api.selections()[1]!.body).toEqual({ units: 'l', Q: 1.39, H: 6, H0: 2, pcnt: 1, BoxType: 0 });
    expect(router.state.location.search).toBe('?units=l&Q=1.39&H=6&H0=2&pcnt=1&BoxType=0');
    const results = await screen.findByTestId('pump-results');
    expect(within(results).getAllByTestId('working-point')[0]).toHaveTextContent('1,39 л/с');
    // Straight back gives the number typed, not a twice-rounded 5.004.
    await user.click(screen.getByRole('radio', { name: 'м³/ч' }));
    await waitFor(() => expect(q()).toHaveValue('5'));
    await waitFor(() => expect(router.state.location.search).toBe('?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0'));
  });

  it('typing during a selection is kept, and the newer input replaces the running selection', async () => {
    const answers: Array<(r: Response) => void> = [];
    const api = mockPumpApi(fetchMock, {
      select: () => new Promise<Response>((r) => answers.push(r)),
    });
    const { user } = renderApp('/aquastrong/1');
    await screen.findByRole('heading', { level: 1, name: 'Серия EVR' });
    await user.type(q(), '5');
    await user.type(h(), '6');
    await user.type(h0(), '2');
    await user.tab();
    expect(await screen.findByTestId('selection-loading')).toHaveTextContent('Подбираем насосы…');
    // The fields stay editable: what is typed now is kept, character by character.
    expect(q()).not.toHaveAttribute('readonly');
    await user.clear(q());
    await user.type(q(), '7,5');
    expect(q()).toHaveValue('7,5');
    await user.tab();
    await waitFor(() => expect(api.selections()).toHaveLength(2));
    expect(api.selections()[1]!.body).toMatchObject({ Q: 7.5 });
    // The first selection's request was cancelled; the page waits for the newer one.
    const signals = fetchMock.mock.calls
      .filter(([url, init]) => String(url).endsWith('/filter/1') && init?.method === 'POST')
      .map(([, init]) => init?.signal);
    expect(signals[0]?.aborted).toBe(true);
    const { selection } = await import('./fixtures');
    answers[1]!(envelopeResponse(200, selection({ units: 'm', Q: 7.5, H: 6, H0: 2, pcnt: 1, BoxType: 0 })));
    const results = await screen.findByTestId('pump-results');
    expect(within(results).getAllByTestId('working-point')[0]).toHaveTextContent('7,5 м³/ч');
    expect(q()).toHaveValue('7,5');
  });

  it('nothing fits: «Решений не найдено» with the reasons the pumps were refused', async () => {
    mockPumpApi(fetchMock, { select: (form) => envelopeResponse(200, noSolutions(form)) });
    renderApp('/aquastrong/1?units=m&Q=90&H=6&H0=2');
    const none = await screen.findByTestId('no-solutions');
    expect(none).toHaveTextContent('Решений не найдено');
    expect(none).toHaveTextContent('Рабочая точка правее рабочего диапазона насоса');
    expect(none).toHaveTextContent('EVR 5-8, EVR 5-10, EVR 5-12');
  });

  it('nothing fits: says what to try, with links to pumps in parallel and to another series', async () => {
    const api = mockPumpApi(fetchMock, {
      select: (form) =>
        (form.pcnt ?? 1) > 1
          ? undefined
          : envelopeResponse(200, {
              ...noSolutions(form),
              advice: {
                nearest: {
                  id: 1021,
                  name: 'EVR 5-10',
                  kind: 'headShort',
                  Q: 5,
                  required: 5.9,
                  actual: 5.2,
                  pct: 11.86,
                },
                parallel: { pcnt: 2, best: { id: 1021, name: 'EVR 5-10' }, count: 3 },
                series: [
                  { seriesId: 2, name: 'EVP', count: 4, best: { id: 2008, name: 'EVP 5-10' }, BoxType: 0 },
                ],
              },
            }),
    });
    const { router, user } = renderApp('/aquastrong/1?units=m&Q=5&H=5.9&H0=2&pcnt=1&BoxType=0');
    const advice = await screen.findByTestId('no-solution-advice');
    expect(within(advice).getByTestId('advice-nearest')).toHaveTextContent(
      'Ближе всего EVR 5-10: при Q 5 м³/ч напор 5,2 бар — на 12 % меньше требуемого 5,9 бар',
    );
    expect(within(advice).getByTestId('advice-parallel')).toHaveTextContent(
      'Подойдут 2 насоса параллельно: EVR 5-10 и ещё 2 модели',
    );
    expect(within(advice).getByTestId('advice-series')).toHaveTextContent(
      'В серии EVP подходят 4 модели, например EVP 5-10',
    );
    expect(within(advice).getByRole('link', { name: 'Подобрать в серии EVP' })).toHaveAttribute(
      'href',
      '/aquastrong/2?units=m&Q=5&H=5.9&H0=2&BoxType=0',
    );
    const parallel = within(advice).getByRole('link', { name: 'Подобрать 2 насоса параллельно' });
    expect(parallel).toHaveAttribute('href', '/aquastrong/1?units=m&Q=5&H=5.9&H0=2&pcnt=2&BoxType=0');
    await user.click(parallel);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?units=m&Q=5&H=5.9&H0=2&pcnt=2&BoxType=0'),
    );
    await screen.findAllByTestId('pump-candidate');
    expect(api.calls.some((c) => c.method === 'POST' && (c.body as { pcnt?: number }).pcnt === 2)).toBe(true);
  });

  it('a refused selection shows the spec’s message, an empty result, and stays on the form', async () => {
    mockPumpApi(fetchMock, {
      select: () => envelopeResponse(400, { error: 'Проверьте введённые данные' }),
    });
    const { router } = renderApp('/aquastrong/1/1021?units=m&Q=5&H=6&H0=2');
    const alert = await screen.findByTestId('selection-error');
    expect(alert).toHaveTextContent('Ошибка при выполнении запроса. Проверьте введённые данные.');
    expect(screen.queryByTestId('pump-results')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/aquastrong/1'));
    expect(screen.getByRole('tab', { name: 'Подбор по параметрам' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('no answer at all: «Не удалось подключиться к серверу.»', async () => {
    mockPumpApi(fetchMock, { select: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderApp('/aquastrong/1?units=m&Q=5&H=6&H0=2');
    expect(await screen.findByTestId('selection-error')).toHaveTextContent(searchMessages.connection);
  });
});

describe('pump tabs', () => {
  it('opening a pump adds a closable tab; the first tab cannot be closed; closing selects a neighbour', async () => {
    mockPumpApi(fetchMock);
    const { user, router } = renderApp('/aquastrong/1?units=m&Q=5&H=6&H0=2');
    await screen.findByTestId('pump-results');
    await user.click(screen.getByRole('button', { name: 'Открыть EVR 5-10' }));
    const tablist = await screen.findByRole('tablist', { name: 'Вкладки подбора' });
    expect(router.state.location.pathname).toBe('/aquastrong/1/1021');
    // The request as made, with the form's choices written out.
    expect(router.state.location.search).toBe('?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0');
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Подбор по параметрам', 'EVR 5-10']);
    await waitFor(() => expect(tabs[1]).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[1]!.id);
    expect(within(tablist).queryByLabelText('Закрыть вкладку Подбор по параметрам')).toBeNull();

    // The pump's tab: working point, why it fits, charts with the duty, parameter groups in order.
    const details = await screen.findByTestId('pump-details');
    expect(within(details).getByRole('heading', { name: 'EVR 5-10' })).toBeInTheDocument();
    expect(within(details).getByTestId('working-point')).toHaveTextContent('6 бар (61,2 м)');
    expect(await within(details).findByTestId('charts-stub')).toHaveAttribute('data-has-duty', 'true');
    expect(within(details).getByRole('img', { name: 'Насос серии EVR' })).toHaveAttribute(
      'src',
      '/api/v1/search/pump/series/1/image',
    );
    expect([...details.querySelectorAll('caption')].map((c) => c.textContent)).toEqual([
      'Гидравлика',
      'Двигатель',
    ]);
    expect(within(details).getByTestId('files-guest')).toHaveTextContent(
      'Скачивание файлов расчёта доступно после входа в личный кабинет.',
    );

    // Back to the list, open a second pump; close it: its left neighbour (EVR 5-10) is shown.
    await user.click(tabs[0]!);
    await user.click(await screen.findByRole('button', { name: 'Открыть EVR 5-12' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/aquastrong/1/1022'));
    await user.click(screen.getByLabelText('Закрыть вкладку EVR 5-12'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/aquastrong/1/1021'));
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Подбор по параметрам', 'EVR 5-10']);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'EVR 5-10' })).toHaveFocus());
  });

  it('arrows move between tabs and Delete closes a pump tab', async () => {
    mockPumpApi(fetchMock);
    const { user, router } = renderApp('/aquastrong/1/1021?units=m&Q=5&H=6&H0=2');
    const pumpTab = await screen.findByRole('tab', { name: 'EVR 5-10' });
    const paramsTab = screen.getByRole('tab', { name: 'Подбор по параметрам' });
    // Each key waits for the page to show its tab, as a person does before pressing the next one.
    const shown = (tab: HTMLElement) => waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
    pumpTab.focus();
    await user.keyboard('{ArrowLeft}');
    await shown(paramsTab);
    expect(paramsTab).toHaveFocus();
    expect(router.state.location.pathname).toBe('/aquastrong/1');
    await user.keyboard('{End}');
    await shown(pumpTab);
    expect(pumpTab).toHaveFocus();
    expect(router.state.location.pathname).toBe('/aquastrong/1/1021');
    // Closing the last pump tab: no tabs are left (they appear once a pump is picked), and focus
    // lands on the selection panel rather than the top of the page.
    await user.keyboard('{Delete}');
    await waitFor(() => expect(screen.queryByRole('tablist')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/aquastrong/1');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Подбор по параметрам' })).toHaveFocus());
  });

  it('a pump that fails to load says «Ошибка загрузки данных насоса» with the reason', async () => {
    mockPumpApi(fetchMock, { pump: () => envelopeResponse(404, { error: 'Насос не найден' }) });
    renderApp('/aquastrong/1/1022?units=m&Q=5&H=6&H0=2');
    const alert = await screen.findByTestId('pump-error');
    expect(alert).toHaveTextContent(searchMessages.loadPump);
    expect(alert).toHaveTextContent('Ошибка при выполнении запроса. Насос не найден.');
  });
  it('a pump tab follows the duty; a failed update says «Ошибка обновления данных насоса»', async () => {
    const api = mockPumpApi(fetchMock, {
      pump: (_id, form) => (form.Q === 7 ? envelopeResponse(500, { error: 'Ошибка сервера' }) : undefined),
    });
    const { user } = renderApp('/aquastrong/1/1021?units=m&Q=5&H=6&H0=2');
    expect(await screen.findByTestId('pump-details')).toHaveTextContent('Q = 5 м³/ч');
    await user.clear(q());
    await user.type(q(), '7{Enter}');
    const alert = await screen.findByTestId('pump-error');
    expect(alert).toHaveTextContent(searchMessages.updatePump);
    expect(alert).toHaveTextContent('Ошибка при выполнении запроса. Ошибка сервера.');
    expect(
      api.calls.filter((c) => c.path === '/api/v1/search/pump/1021').map((c) => (c.body as { Q: number }).Q),
    ).toEqual([5, 7]);
  });
});

describe('the URL (calculators §2, §5)', () => {
  it('restores the form, the result and the open pump', async () => {
    const api = mockPumpApi(fetchMock);
    renderApp('/aquastrong/1/1021?units=l&Q=2.5&H=6&H0=1.5&pcnt=2&BoxType=2');
    expect(await screen.findByTestId('pump-details')).toBeInTheDocument();
    expect(q()).toHaveValue('2,5');
    expect(h()).toHaveValue('6');
    expect(h0()).toHaveValue('1,5');
    expect(screen.getByRole('radio', { name: 'л/с' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Без частотного регулирования' })).toBeChecked();
    expect(screen.getByRole('tab', { name: 'EVR 5-10' })).toHaveAttribute('aria-selected', 'true');
    // Two pumps: P2 is theirs together, NPSHr is one pump's — the labels say so.
    const point = within(screen.getByTestId('pump-details')).getByTestId('working-point');
    expect(point).toHaveTextContent('Мощность P2, 2 насоса');
    expect(point).toHaveTextContent('NPSHr одного насоса');
    const body = { units: 'l', Q: 2.5, H: 6, H0: 1.5, pcnt: 2, BoxType: 2 };
    await waitFor(() => expect(api.selections().map((c) => c.body)).toEqual([body]));
    expect(api.calls.find((c) => c.path === '/api/v1/search/pump/1021')?.body).toEqual(body);
  });

  it('a bad URL lists its problems, keeps what was right, selects nothing and stays usable', async () => {
    const api = mockPumpApi(fetchMock);
    const { user, router } = renderApp('/aquastrong/1?units=x&Q=5&H=6&foo=1');
    const alert = await screen.findByTestId('url-errors');
    const items = within(alert)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Неверная ссылка: неизвестный параметр «foo». Допустимые параметры: units, Q, hunits, T, H, H0, pcnt, BoxType, NPSHa, pin, price, years, h100, h75, h50, h25',
      'Неверная ссылка: единицы расхода «x» не поддерживаются — допустимы m (м³/ч) и l (л/с)',
      'Неверная ссылка: не указан параметр «H0» — расход Q, напор H и статический напор H0 задаются вместе',
    ]);
    expect(q()).toHaveValue('5');
    expect(alert).toHaveTextContent('Исправьте остальные — подбор начнётся сам.');
    expect(api.selections()).toHaveLength(0);
    // Usable: completing the form selects and writes a clean URL, and the problems are gone.
    await user.type(h0(), '2');
    await user.tab();
    await screen.findByTestId('pump-results');
    expect(router.state.location.search).toBe('?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0');
    expect(screen.queryByTestId('url-errors')).not.toBeInTheDocument();
  });

  it('a pump of another series (or none) is an «Неверная ссылка»: no tab, the duty still selected', async () => {
    const api = mockPumpApi(fetchMock);
    const { user, router } = renderApp('/aquastrong/1/3001?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0');
    const alert = await screen.findByTestId('url-errors');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Неверная ссылка: в серии EVR нет насоса №\u00a03001 — откройте насос из модельного ряда серии',
    ]);
    expect(alert).toHaveTextContent('Параметры подбора в ссылке верны: подбор выполнен по ним.');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pump-error')).not.toBeInTheDocument();
    expect(q()).toHaveValue('5');
    // The duty was right: it is selected, and the page works on from there.
    const results = await screen.findByTestId('pump-results');
    expect(api.calls.some((c) => c.path === '/api/v1/search/pump/3001')).toBe(false);
    await user.click(within(results).getByRole('button', { name: 'Открыть EVR 5-10' }));
    expect(await screen.findByRole('tab', { name: 'EVR 5-10' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.pathname).toBe('/aquastrong/1/1021');
    expect(screen.queryByTestId('url-errors')).not.toBeInTheDocument();
  });

  it('an unknown series says so and leads back to the list', async () => {
    mockPumpApi(fetchMock);
    renderApp('/aquastrong/77');
    expect(await screen.findByRole('heading', { name: 'Серия не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К списку серий' })).toHaveAttribute('href', '/aquastrong');
  });
});
