// The heat-exchanger pages in the app frame against a fake API: the Clever form's sections, marks
// and §4 rules, the RTO form's 5-of-7 and temperature rules with their Russian messages, the form
// in the URL, and «Подобрать» → the solutions table cheapest first → a solution's grouped check
// figures; the table sorts by a column from the keyboard, the sort kept in the URL (issue 30 item 8).
import {
  cleverForm,
  heatMessages,
  reopenHref,
  validationMessages,
  type HeatSearchResult,
} from '@podbor/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveCalcGrant } from '../../../src/lib/calc-access';
import { fakeApi, ok, type FakeHandler } from '../../fake-api';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { HeatSolutionsTable } from '../../../src/features/calculators/heat-exchangers/components/heat-solutions-table';
import { renderApp, renderWithProviders } from '../../render';

configure({ asyncUtilTimeout: 8000 });

beforeEach(() => {
  for (const calc of ['Clever', 'RTO'] as const)
    saveCalcGrant({ calc, grant: `grant-${calc}`, expiresAt: Date.now() + 3_600_000 });
});
afterEach(() => vi.unstubAllGlobals());

const side = {
  massFlowKgS: 2,
  tIn: 90,
  tOut: 70,
  density: 977.8,
  specificHeat: 4190,
  viscosity: 0.000404,
  conductivity: 0.667,
  channelVelocityMS: 0.41,
  reynolds: 4210,
  prandtl: 2.54,
  htcWM2K: 10450,
  dpChannelKPa: 21.37,
  dpPortsKPa: 1.2,
  portVelocityMS: 1.5,
};
const check = {
  plates: 31,
  passesHot: 1,
  passesCold: 1,
  channelsHot: 15,
  channelsCold: 15,
  plateAreaM2: 0.11,
  widthM: 0.25,
  portToPortLengthM: 0.44,
  chevronAngleDeg: 60,
  enlargementFactor: 1.17,
  channelGapM: 0.0024,
  hydraulicDiameterM: 0.0041,
  plateThicknessM: 0.0005,
  wallConductivity: 16.3,
  portDiameterM: 0.05,
  areaM2: 3.19,
  dutyKW: 167.6,
  lmtdK: 12.34,
  correctionF: 1,
  uCleanWM2K: 4210,
  uServiceWM2K: 3850,
  reservePct: 12.5,
  foulingM2KW: 0,
  hot: side,
  cold: { ...side, tIn: 10, tOut: 60, massFlowKgS: 0.8 },
};
const response: HeatSearchResult = {
  line: 'clever',
  note: 'Иллюстративные данные пластин, не данные производителя',
  balance: {
    dutyKW: 167.6,
    hot: { tIn: 90, tOut: 70, massFlowKgS: 2 },
    cold: { tIn: 10, tOut: 60, massFlowKgS: 0.8 },
  },
  solutions: [
    {
      solution: 'CLH 50S · 31 пластина · 0,5 мм',
      assortment: { name: 'CLH 50S' },
      thicknessMm: 0.5,
      channelMix: 'H',
      plateMaterial: 'AISI316',
      pressureClassBar: 16,
      check,
      cost: {
        kopecks: 17_849_100,
        lines: [
          {
            item: 'frame',
            article: 'PHE-CLH-50S-FRAME',
            count: 1,
            unitKopecks: 11_336_000,
            kopecks: 11_336_000,
            source: 'priceList',
          },
          {
            item: 'plates',
            article: 'PHE-CLH-50S-PLATE',
            count: 31,
            unitKopecks: 210_100,
            kopecks: 6_513_100,
            source: 'priceList',
          },
        ],
      },
      frame: { heightMm: 860, widthMm: 350, lengthMm: 810, massKg: 215 },
      massKg: 235.2,
      file: 'CLH 50S · 31 пластина · 0,5 мм.pdf',
    },
    {
      solution: 'CLH 100S · 21 пластина · 0,5 мм',
      assortment: { name: 'CLH 100S' },
      thicknessMm: 0.5,
      channelMix: 'H',
      plateMaterial: 'AISI316',
      pressureClassBar: 16,
      check: { ...check, plates: 21, areaM2: 3.8, hot: { ...side, dpChannelKPa: 9.1 } },
      cost: {
        kopecks: 31_456_100,
        lines: [
          {
            item: 'frame',
            article: 'PHE-CLH-100S-FRAME',
            count: 1,
            unitKopecks: 22_004_000,
            kopecks: 22_004_000,
            source: 'priceList',
          },
          {
            item: 'plates',
            article: 'PHE-CLH-100S-PLATE',
            count: 21,
            unitKopecks: 450_100,
            kopecks: 9_452_100,
            source: 'sizeProxy',
          },
        ],
      },
      frame: { heightMm: 1260, widthMm: 520, lengthMm: 1450, massKg: 650 },
      massKg: 687.2,
      file: 'CLH 100S · 21 пластина · 0,5 мм.pdf',
    },
  ],
  prices: { source: 'price-list.csv (иллюстративный)', illustrative: true },
};

function api(extra: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'POST /api/v1/search/clever': () => ok({ hash: 'h'.repeat(22), id: 7 }),
    'POST /api/v1/search/rto': () => ok({ hash: 'r'.repeat(22), id: 8 }),
    [`GET /api/v1/request/${'h'.repeat(22)}`]: () =>
      ok({
        id: 7,
        hash: 'h'.repeat(22),
        type: 'clever',
        state: 'done',
        error: null,
        refused: false,
        response,
        files: { [response.solutions[0]!.file]: '/api/v1/files/1/x.pdf' },
        created: '',
        updated: '',
      }),
    ...extra,
  });
}

const box = (name: RegExp) => screen.getByRole('textbox', { name });
/** The solutions table's rows by their names, top to bottom. */
const rowNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('rowheader')
    .map((th) => th.querySelector('button')?.textContent);

type User = ReturnType<typeof renderApp>['user'];
/** The options of a select, once opened (every select keeps its list in the document). */
async function openOptions(user: User, testId: string) {
  const input = screen.getByTestId(testId);
  await user.click(input);
  const list = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  return within(list).getAllByRole('option', { hidden: true });
}
async function chooseOption(user: User, testId: string, option: string) {
  const options = await openOptions(user, testId);
  await user.click(options.find((o) => o.textContent === option)!);
}

describe('/heat: the Clever form', () => {
  it('has the three sections, the * note and the required fields marked; T defaults to 150 of 100–160', async () => {
    api();
    const { user } = renderApp('/heat');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Пластинчатые теплообменники Clever' }),
    ).toBeInTheDocument();
    for (const s of ['Общие параметры', 'Греющая сторона', 'Нагреваемая сторона'])
      expect(screen.getByRole('group', { name: s })).toBeInTheDocument();
    expect(screen.getByText('* — обязательные параметры')).toBeInTheDocument();
    for (const name of [
      /^Тепловая мощность Q/,
      /^Запас поверхности X/,
      /^Рабочее давление P/,
      /^Допустимая потеря давления R1/,
      /^Допустимая потеря давления R2/,
    ])
      expect(box(name)).toBeRequired();
    expect(box(/^Температура на входе T1/)).not.toBeRequired();
    expect(screen.getByTestId('choice-T')).toHaveValue('150');
    const options = await openOptions(user, 'choice-T');
    expect(options.map((o) => o.textContent)).toEqual(['100', '110', '120', '130', '140', '150', '160']);
    // A unit selector beside every value with units.
    for (const u of ['QUnit', 'R1Unit', 'R2Unit', 'G1Unit', 'G2Unit'])
      expect(screen.getByTestId(`unit-${u}`)).toBeInTheDocument();
    expect(screen.getByTestId('unit-QUnit')).toHaveValue('кВт');
  });

  it('§4: a glycol shows its percent, water hides and clears it; flanges on set both to black, off hide them', async () => {
    api();
    const { router, user } = renderApp(
      '/heat?Q=100&X=10&R1=50&R2=50&P=10&EnvironmentHotId=propylene-glycol&PercentHot=40',
    );
    expect(await screen.findByRole('textbox', { name: /^Концентрация гликоля/ })).toHaveValue('40');
    await chooseOption(user, 'choice-EnvironmentHotId', 'Вода');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Концентрация гликоля/ })).toBeNull());
    await waitFor(() => expect(router.state.location.search).toContain('EnvironmentHotId=water'));
    expect(router.state.location.search).not.toMatch(/[?&]PercentHot=/);

    expect(screen.queryByTestId('choice-FlangeAssortmentHot')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Ответные фланцы' }));
    await waitFor(() => expect(screen.getByTestId('choice-FlangeAssortmentHot')).toHaveValue('Чёрная сталь'));
    expect(screen.getByTestId('choice-FlangeAssortmentCold')).toHaveValue('Чёрная сталь');
    await waitFor(() => expect(router.state.location.search).toContain('FlangeAssortmentCold=black'));
    await user.click(screen.getByRole('switch', { name: 'Ответные фланцы' }));
    await waitFor(() => expect(screen.queryByTestId('choice-FlangeAssortmentHot')).toBeNull());
    await waitFor(() => expect(router.state.location.search).not.toContain('FlangeAssortment'));
  });

  it('decision 0044: a glycol below zero with its percent by volume, said beside it; titanium plates', async () => {
    const fake = api();
    const { user } = renderApp(
      '/heat?Q=50&X=10&R1=50&R2=50&P=6&T1=12&T2=7&T3=-5&T4=0&EnvironmentColdId=propylene-glycol&PercentCold=30&PlateMaterialId=titanium',
    );
    expect(await screen.findByTestId('choice-PercentColdBasis')).toHaveValue('по массе (по умолчанию)');
    expect(
      screen.getByText(/Температуры ниже 0 °C допустимы до температуры замерзания среды/),
    ).toBeInTheDocument();
    expect(box(/^Температура на входе T3/)).toHaveValue('-5');
    expect(screen.getByTestId('choice-PlateMaterialId')).toHaveValue('титан');
    await chooseOption(user, 'choice-PercentColdBasis', 'по объёму');
    await user.click(screen.getByTestId('select'));
    await waitFor(() => expect(fake.callsTo('POST', '/api/v1/search/clever')).toHaveLength(1));
    expect(fake.callsTo('POST', '/api/v1/search/clever')[0]!.body).toMatchObject({
      T3: -5,
      PercentCold: 30,
      PercentColdBasis: 'volume',
      PlateMaterialId: 'titanium',
    });
  }, 30_000);

  it('refuses an empty form with «Поле не должно быть пустым» on each required field and posts nothing', async () => {
    const fake = api();
    const { user } = renderApp('/heat');
    await user.click(await screen.findByTestId('select'));
    for (const name of [
      /^Тепловая мощность Q/,
      /^Рабочее давление P/,
      /^Допустимая потеря давления R1/,
      /^Допустимая потеря давления R2/,
    ])
      expect(box(name)).toHaveAccessibleDescription(expect.stringContaining(validationMessages.required));
    expect(fake.callsTo('POST', '/api/v1/search/clever')).toHaveLength(0);
  });

  it('shows a temperature rule on its field: the heated inlet above the hot outlet', async () => {
    api();
    renderApp('/heat?Q=100&X=10&R1=50&R2=50&P=10&T1=90&T2=40&T3=50');
    expect(await screen.findByText(heatMessages.coldInBelowHotOut)).toBeInTheDocument();
  });

  it('«Подобрать» posts the form from the URL, then lists the solutions cheapest first and opens one grouped', async () => {
    const fake = api();
    const { user } = renderApp(
      '/heat?Q=1&QUnit=Gcal%2Fh&X=10&R1=5&R1Unit=mwc&R2=50&P=10&T1=90&T3=20&T4=60&G1=36',
    );
    expect(await screen.findByTestId('unit-R1Unit')).toHaveValue('м вод. ст.');
    await user.click(screen.getByTestId('select'));
    await waitFor(() => expect(fake.callsTo('POST', '/api/v1/search/clever')).toHaveLength(1));
    const [call] = fake.callsTo('POST', '/api/v1/search/clever');
    expect(call!.body).toMatchObject({
      Q: 1,
      QUnit: 'Gcal/h',
      R1: 5,
      R1Unit: 'mwc',
      T: 150,
      PtoType: '0',
      G1: 36,
      G1Unit: 't/h',
    });
    expect(call!.headers['calc-access']).toBe('grant-Clever');
    // No progress popup: the panel says the selection runs, then shows the result in place.
    expect(screen.queryByRole('dialog')).toBeNull();
    const list = await screen.findByTestId('result-models');
    expect(rowNames(list)).toEqual(['CLH 50S · 31 пластина · 0,5 мм', 'CLH 100S · 21 пластина · 0,5 мм']);
    // The price through the app's money format; a line the list lacks marks the price an estimate.
    expect(list).toHaveTextContent(/178\s491,00\s₽/);
    expect(list).toHaveTextContent(/≈ 314\s561,00\s₽/);
    expect(list).toHaveTextContent(/1\s260 × 520 × 1\s450/);
    expect(screen.getByTestId('solutions-notes')).toHaveTextContent('иллюстративному прайс-листу');
    expect(screen.getByTestId('balance')).toHaveTextContent('Мощность 167,6 кВт');
    // The catalogue's plates are sample data: the result says so.
    expect(screen.getByTestId('catalogue-note')).toHaveTextContent('Иллюстративные данные пластин');
    await user.click(within(list).getAllByRole('button', { name: /Посмотреть/ })[0]!);
    const view = await screen.findByTestId('solution-view');
    expect(
      within(view)
        .getAllByTestId('check-group')
        .map((g) => g.querySelector('h3')?.textContent),
    ).toEqual(['Геометрия', 'Горячая сторона', 'Нагреваемая сторона', 'Итог']);
    expect(view).toHaveTextContent('Площадь теплообмена3,19 м²');
    // Decision 0044: the plate material is part of the unit.
    expect(view).toHaveTextContent('Материал пластинAISI 316');
    expect(view).toHaveTextContent('Потеря давления в каналах21,4 кПа');
    // A guest is told the PDF needs a login; «Отправить запрос» says КП requests come later.
    expect(within(view).getByTestId('guest-pdf')).toBeInTheDocument();
    expect(within(view).getByRole('button', { name: 'Скачать в PDF' })).toBeDisabled();
  });

  it('the result and the opened solution are in the URL: a reload shows them again; changed data greys them (issue 33 items 3, 5)', async () => {
    const fake = api();
    const first = renderApp(
      '/heat?Q=1&QUnit=Gcal%2Fh&X=10&R1=5&R1Unit=mwc&R2=50&P=10&T1=90&T3=20&T4=60&G1=36',
    );
    await first.user.click(await screen.findByTestId('select'));
    const list = await screen.findByTestId('result-models');
    await first.user.click(within(list).getAllByRole('button', { name: /Посмотреть/ })[0]!);
    await screen.findByTestId('solution-view');
    const url = new URLSearchParams(first.router.state.location.search);
    expect(url.get('request')).toBeTruthy();
    expect(url.get('item')).toBe(response.solutions[0]!.solution);
    const opened = `${first.router.state.location.pathname}${first.router.state.location.search}`;
    first.unmount();
    const again = renderApp(opened);
    expect(await screen.findByTestId('solution-view')).toHaveTextContent('Площадь теплообмена3,19 м²');
    expect(fake.callsTo('POST', '/api/v1/search/clever')).toHaveLength(1);
    await again.user.clear(screen.getByTestId('field-X'));
    expect(await screen.findByTestId('results-stale')).toHaveTextContent('относятся к прежним данным');
  });
});

describe('/heat: the solutions table sorts', () => {
  /** The table alone in a router at `url` (a page reload is a fresh router at the same URL). */
  function table(url: string) {
    const router = createMemoryRouter(
      [
        {
          path: '/heat',
          element: (
            <HeatSolutionsTable solutions={response.solutions} prices={response.prices} onView={() => {}} />
          ),
        },
      ],
      { initialEntries: [url] },
    );
    const view = renderWithProviders(<RouterProvider router={router} />);
    const list = screen.getByTestId('result-models');
    const header = (name: string) => within(list).getByRole('columnheader', { name });
    return { ...view, router, list, header };
  }

  it('by a column from the keyboard, says so with aria-sort, keeps the sort in the URL across a reload', async () => {
    const { user, router, list, header, unmount } = table('/heat?Q=500');
    expect(header('Цена без НДС, ₽')).toHaveAttribute('aria-sort', 'ascending');
    expect(rowNames(list)).toEqual(['CLH 50S · 31 пластина · 0,5 мм', 'CLH 100S · 21 пластина · 0,5 мм']);
    // Focus the hot side's pressure drop and press Enter: its lower drop (CLH 100S) comes first.
    within(list).getByTestId('sort-dpHot').focus();
    await user.keyboard('{Enter}');
    expect(rowNames(list)[0]).toBe('CLH 100S · 21 пластина · 0,5 мм');
    expect(header('Потеря давления греющей стороны, кПа')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Цена без НДС, ₽')).toHaveAttribute('aria-sort', 'none');
    await user.keyboard(' ');
    expect(rowNames(list)[0]).toBe('CLH 50S · 31 пластина · 0,5 мм');
    expect(header('Потеря давления греющей стороны, кПа')).toHaveAttribute('aria-sort', 'descending');
    const { pathname, search, hash } = router.state.location;
    expect(`${pathname}${search}${hash}`).toBe('/heat?Q=500#sort=dpHot&dir=desc');
    // A reload: the same URL — the table comes back sorted as it was left; a stray anchor is the default.
    unmount();
    const again = table(`${pathname}${search}${hash}`);
    expect(again.header('Потеря давления греющей стороны, кПа')).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames(again.list)[0]).toBe('CLH 50S · 31 пластина · 0,5 мм');
    again.unmount();
    expect(table('/heat#main').header('Цена без НДС, ₽')).toHaveAttribute('aria-sort', 'ascending');
  });
});

describe('/heatlt: the RTO form', () => {
  it('marks * and **, offers the pressure classes 10/16/25 with 10 first chosen', async () => {
    api();
    renderApp('/heatlt');
    expect(
      await screen.findByText('** — дополнительные параметры: заполните ровно 5 из 7'),
    ).toBeInTheDocument();
    const losses = screen.getAllByRole('textbox', { name: /^Допустимая потеря давления, кПа/ });
    expect(losses).toHaveLength(2);
    for (const l of losses) expect(l).toBeRequired();
    expect(screen.getAllByRole('textbox', { name: /\*\*/ })).toHaveLength(7);
    const pressure = screen.getByTestId('choice-PRESSURE');
    expect(
      within(pressure)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['10', '16', '25']);
    expect(within(pressure).getByRole('radio', { name: '10' })).toBeChecked();
  });

  it("refuses 4 of 7 with the spec's message and posts nothing; 5 of 7 goes", async () => {
    const fake = api();
    const { user } = renderApp(
      '/heatlt?SRC_INPUT=90&SRC_OUTPUT=70&REC_INPUT=10&REC_OUTPUT=60&SRC_LOSSES=50&REC_LOSSES=50',
    );
    await user.click(await screen.findByTestId('select'));
    expect(await screen.findByTestId('form-errors')).toHaveTextContent(heatMessages.fiveOfSeven);
    expect(fake.callsTo('POST', '/api/v1/search/rto')).toHaveLength(0);
    await user.type(box(/^Тепловая мощность, кВт/), '200');
    await user.click(screen.getByTestId('select'));
    await waitFor(() => expect(fake.callsTo('POST', '/api/v1/search/rto')).toHaveLength(1));
    expect(fake.callsTo('POST', '/api/v1/search/rto')[0]!.body).toMatchObject({
      POWER: 200,
      PRESSURE: 10,
      SRC_LIQUID: 'water',
    });
  });

  it('decision 0044: sea water chooses titanium plates; back on AISI 316 the field says why not', async () => {
    api();
    const { user } = renderApp('/heatlt');
    expect(await screen.findByTestId('choice-PLATE_MATERIAL')).toHaveValue('AISI 316');
    await chooseOption(user, 'choice-REC_LIQUID', 'Морская вода');
    await waitFor(() => expect(screen.getByTestId('choice-PLATE_MATERIAL')).toHaveValue('титан'));
    await chooseOption(user, 'choice-PLATE_MATERIAL', 'AISI 316');
    expect(await screen.findByText(heatMessages.seawaterNeedsTitanium)).toBeInTheDocument();
  });

  it.each([
    ['SRC_INPUT=60&SRC_OUTPUT=70', heatMessages.hotInAboveHotOut],
    ['REC_INPUT=60&REC_OUTPUT=50', heatMessages.coldInBelowColdOut],
    ['SRC_OUTPUT=40&REC_INPUT=50', heatMessages.coldInBelowHotOut],
    ['SRC_INPUT=80&REC_OUTPUT=85', heatMessages.coldOutBelowHotIn],
  ])('shows the temperature rule of %s in Russian', async (query, message) => {
    api();
    renderApp(`/heatlt?${query}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('the heat-exchanger pages: links, refusals', () => {
  it('a saved Clever calculation reopens its form from the history link, with no URL problem', async () => {
    api();
    const input = cleverForm.parse({
      Q: 2,
      QUnit: 'MW',
      X: 15,
      R1: 40,
      R2: 30,
      P: 6,
      T1: 95,
      T2: 70,
      T3: 15,
      EnvironmentColdId: 'propylene-glycol',
      PercentCold: 35,
    });
    const href = reopenHref('clever', input);
    expect(href.startsWith('/heat?')).toBe(true);
    renderApp(href);
    expect(await screen.findByRole('textbox', { name: /^Тепловая мощность Q/ })).toHaveValue('2');
    expect(screen.getByTestId('unit-QUnit')).toHaveValue('МВт');
    expect(screen.getByRole('textbox', { name: /^Концентрация гликоля/ })).toHaveValue('35');
    expect(screen.queryByTestId('url-problems')).toBeNull();
  });

  it('a bad link says «Неверная ссылка:» and keeps the rest of the form', async () => {
    api();
    renderApp('/heatlt?PRESSURE=6&SRC_LOSSES=50&REC_LOSSES=50&rho=1');
    const alert = await screen.findByTestId('url-problems');
    expect(alert).toHaveTextContent('Неверная ссылка: «PRESSURE» = «6» — допустимы 10, 16, 25');
    expect(alert).toHaveTextContent('Неверная ссылка: неизвестный параметр «rho»');
    expect(screen.getAllByRole('textbox', { name: /^Допустимая потеря давления, кПа/ })[0]).toHaveValue('50');
  });

  it("an engine's refusal shows in the results panel as an answer, in the engine's words", async () => {
    api({
      [`GET /api/v1/request/${'r'.repeat(22)}`]: () =>
        ok({
          id: 8,
          hash: 'r'.repeat(22),
          type: 'rto',
          state: 'failed',
          error: 'Решений не найдено: допустимая потеря давления слишком мала',
          refused: true,
          response: null,
          files: null,
          created: '',
          updated: '',
        }),
    });
    const { user } = renderApp(
      '/heatlt?POWER=200&SRC_INPUT=90&SRC_OUTPUT=70&REC_INPUT=10&REC_OUTPUT=60&SRC_LOSSES=0.5&REC_LOSSES=50',
    );
    await user.click(await screen.findByTestId('select'));
    const answer = await screen.findByTestId('result-refusal');
    expect(answer).toHaveTextContent('Решений не найдено: допустимая потеря давления слишком мала');
    expect(answer).not.toHaveTextContent('Ошибка при выполнении запроса');
    expect(screen.queryByTestId('result-errors')).toBeNull();
  });
});
