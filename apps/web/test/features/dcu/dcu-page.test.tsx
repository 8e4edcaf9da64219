// The DCU pages in the app (calculators §2, §4): the tabs reset the form, the engine's reasons show
// under the fields, Select opens the popup and «Посмотреть результаты» goes to the result by hash;
// the result page read by its hash alone (a reload) with documents (no ~files) and the honest note.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dcuMessages, type DcuResult, type RequestStatus } from '@podbor/contracts';
import { CALC_ACCESS_KEY, saveCalcGrant } from '../../../src/lib/calc-access';
import { dcuDefaults } from '../../../src/features/calculators/dcu/hooks/dcu-form-state';
import { fakeApi, ok, refuse } from '../../fake-api';
import { renderApp } from '../../render';

const HASH = 'dcuhash0123456789abcdef';
const result: DcuResult = {
  productName:
    'Коллекторный узел DCU водоснабжения, поэтажный, DN25, 4 выхода DN15, во встраиваемом шкафу ShRV-1',
  productParams: { Назначение: 'Водоснабжение', 'Количество выходов': '4' },
  articul: 'DCU-W-F-L-25-S-04-B1-N-O15Y-RI-G1',
  options: dcuDefaults(1),
  bom: [
    {
      article: 'KLS-S25-04',
      name: 'Коллектор DN25 на 4 вых., нержавеющая сталь AISI 304',
      quantity: 1,
      massKg: 2.3,
    },
  ],
  holder: { article: 'ShRV-1', name: 'Шкаф встраиваемый ShRV-1', size: 1 },
  dimensions: { widthMm: 450, heightMm: 650, depthMm: 125 },
  massKg: 12,
  hydraulics: { kvsUnit: 3, designFlowM3h: null, pressureLossBar: null, velocities: null, path: [] },
  illustrative: true,
  note: 'Иллюстративные данные',
};
const done: RequestStatus = {
  id: 7,
  hash: HASH,
  type: 'dcu',
  state: 'done',
  files: {
    'Спецификация DCU-W-F-L-25-S-04-B1-N-O15Y-RI-G1.pdf': '/api/v1/files/1/spec.pdf',
    'Images/3d.png': '/api/v1/files/2/3d.png',
    '~internal.json': '/api/v1/files/3/internal.json',
  },
  error: null,
  refused: false,
  response: result,
  created: '2026-01-01T00:00:00Z',
  updated: '2026-01-01T00:00:00Z',
};

beforeEach(() => saveCalcGrant({ calc: 'DCU', grant: 'g', expiresAt: Date.now() + 60_000 }));
afterEach(() => {
  localStorage.removeItem(CALC_ACCESS_KEY);
  localStorage.removeItem('authToken');
});

const dt = { date: '2026-01-01 10:00:00.000000', timezone: 'UTC' } as const;

const article = () => screen.getByTestId('dcu-article');

describe('/dcu', () => {
  it('a tab switch resets the form to that type’s defaults; a rule shows under its field', async () => {
    fakeApi({});
    const { user } = renderApp('/dcu');
    await screen.findByRole('heading', { level: 1, name: 'Коллекторные узлы DCU' }, { timeout: 4000 });
    expect(article()).toHaveTextContent('DCU-H-F-L-25-C-04-B1-N-O15-T0R-AA-D1-R25-P0');
    const count = screen.getByRole('textbox', { name: /Количество выходов/ });
    await user.clear(count);
    await user.type(count, '11');
    await user.click(screen.getByRole('textbox', { name: 'Счётчик на вводе' }));
    await user.click(await screen.findByRole('option', { name: 'Счётчик', hidden: true }));
    // 11 outlets, a meter and the regulator: no cabinet that size.
    expect((await screen.findAllByText(dcuMessages.noHolderSize(5, 4))).length).toBeGreaterThan(0);
    expect(screen.getByTestId('dcu-select')).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Водоснабжение' }));
    expect(article()).toHaveTextContent('DCU-W-F-L-25-S-04-B1-N-O15Y-RI-G1');
    await user.click(screen.getByRole('tab', { name: 'Отопление' }));
    expect(article()).toHaveTextContent('DCU-H-F-L-25-C-04-B1-N-O15-T0R-AA-D1-R25-P0');
  });

  it('Enter in the flow field selects, as «Подобрать» does', async () => {
    const api = fakeApi({
      'POST /api/v1/search/dcu': () => ok({ hash: HASH, id: 7 }),
      [`GET /api/v1/request/${HASH}`]: () => ok(done),
    });
    const { user } = renderApp('/dcu');
    await screen.findByRole('heading', { level: 1, name: 'Коллекторные узлы DCU' }, { timeout: 4000 });
    const flow = screen.getByRole('textbox', { name: /Расчётный расход/ });
    await user.clear(flow);
    await user.type(flow, '1,25{Enter}');
    await screen.findByRole('dialog');
    expect(api.callsTo('POST', '/api/v1/search/dcu')[0]!.body).toMatchObject({ DesignFlow: 1.25 });
  });

  it('refuses issue 30’s 30 m³/h through DN25 under the flow field, saying what to change', async () => {
    const api = fakeApi({});
    const { user } = renderApp('/dcu');
    await screen.findByRole('heading', { level: 1, name: 'Коллекторные узлы DCU' }, { timeout: 4000 });
    const flow = screen.getByRole('textbox', { name: /Расчётный расход/ });
    await user.type(flow, '30');
    const box = await screen.findByTestId('dcu-flow-problems');
    expect(box).toHaveTextContent('Такой расход узел не пропустит');
    expect(box).toHaveTextContent(
      'Скорость воды в подключении DN25 при 30 м³/ч — 17 м/с, больше допустимых 1,5 м/с (СП 60.13330.2012, табл. Е.1): уменьшите расход до 2,65 м³/ч',
    );
    expect(box).toHaveTextContent('Скорость воды в выходе DN15 при 7,5 м³/ч на выход (4 выхода)');
    expect(flow).toHaveAccessibleDescription(/Скорость воды в подключении DN25/);
    expect(screen.getByTestId('dcu-select')).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(api.callsTo('POST', '/api/v1/search/dcu')).toHaveLength(0);
    await user.clear(flow);
    await user.type(flow, '2,5');
    await waitFor(() => expect(screen.queryByTestId('dcu-flow-problems')).toBeNull());
    expect(screen.getByTestId('dcu-select')).toBeEnabled();
  });

  it('Select posts the form, the popup ends in «Подбор завершён», and the result opens by its hash', async () => {
    const api = fakeApi({
      'POST /api/v1/search/dcu': () => ok({ hash: HASH, id: 7 }),
      [`GET /api/v1/request/${HASH}`]: () => ok(done),
    });
    const { user, router } = renderApp('/dcu');
    await screen.findByRole('heading', { level: 1, name: 'Коллекторные узлы DCU' }, { timeout: 4000 });
    await user.click(screen.getByRole('tab', { name: 'Водоснабжение' }));
    await user.click(screen.getByTestId('dcu-select'));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Подбор может занять до 10 минут. Не закрывайте окно.'),
    ).toBeInTheDocument();
    await user.click(
      await within(dialog).findByRole('button', { name: 'Посмотреть результаты' }, { timeout: 3000 }),
    );
    expect(api.callsTo('POST', '/api/v1/search/dcu')[0]!.body).toEqual(dcuDefaults(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dcu/product_item'));
    expect(router.state.location.search).toBe(`?hash=${HASH}`);
    expect(await screen.findByTestId('dcu-product-name', {}, { timeout: 4000 })).toHaveTextContent(
      result.productName,
    );
  });

  it('a malformed pasted article says which part is wrong', async () => {
    const message = 'Часть 5 «27» неверна — ожидается диаметр подключения: 15, 20, 25, 32, 40 или 50';
    fakeApi({ 'GET /api/v1/dcu/article/DCU-W-F-L-27-S-04-B1-N-O15Y-RI-G1': () => refuse(400, message) });
    const { user } = renderApp('/dcu');
    await screen.findByRole('heading', { level: 1, name: 'Коллекторные узлы DCU' }, { timeout: 4000 });
    await user.type(
      screen.getByRole('textbox', { name: 'Заполнить форму по артикулу' }),
      'DCU-W-F-L-27-S-04-B1-N-O15Y-RI-G1',
    );
    await user.click(screen.getByRole('button', { name: 'Заполнить' }));
    expect(await screen.findByText(new RegExp(message))).toBeInTheDocument();
  });
});

describe('/dcu/product_item', () => {
  it('reads the result by the hash in its URL: title, characteristics, documents without ~files, the send note', async () => {
    fakeApi({ [`GET /api/v1/request/${HASH}`]: () => ok(done) });
    const { user } = renderApp(`/dcu/product_item?hash=${HASH}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Подбор оборудования' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('dcu-product-name')).toHaveTextContent(result.productName);
    expect(screen.getByTestId('article')).toHaveTextContent(result.articul);
    expect(within(screen.getByTestId('dcu-params')).getByText('Водоснабжение')).toBeInTheDocument();
    const docs = screen.getByTestId('dcu-documents');
    expect(within(docs).getByText('Спецификация узла')).toBeInTheDocument();
    expect(within(docs).getByText('Общий вид (3D)')).toBeInTheDocument();
    expect(within(docs).queryByText(/internal/)).not.toBeInTheDocument();
    // A guest sends the specification after signing in (the КП request needs a saved calculation).
    expect(screen.getByRole('button', { name: 'Отправить спецификацию менеджеру' })).toBeEnabled();
    expect(screen.getByTestId('send-kp')).toHaveTextContent('Запрос КП отправляется из личного кабинета');
    // A guest is asked to sign in to save.
    await user.click(screen.getByRole('button', { name: 'Сохранить расчёт' }));
    expect(
      await screen.findByText('Сохранять расчёты можно после входа в личный кабинет.'),
    ).toBeInTheDocument();
    await act(async () => {});
  });

  it('«Сохранить расчёт»: a signed-in selection is in the history and goes into a chosen project', async () => {
    localStorage.setItem('authToken', 'tok');
    const api = fakeApi({
      [`GET /api/v1/request/${HASH}`]: () => ok(done),
      'POST /api/v1/user/history': () =>
        ok({
          result: [
            {
              request_id: 7,
              type: 'dcu',
              state: 'done',
              created: dt,
              updated: dt,
              files: null,
              project_ids: [],
              inputs: null,
              summary: null,
            },
          ],
          count: 1,
        }),
      'POST /api/v1/user/object': () =>
        ok([{ result: [{ id: 5, name: 'ЖК Север', created: dt }], count: 1 }]),
      'POST /api/v1/user/object/5/project': () =>
        ok({
          result: [
            { id: 9, object_id: 5, name: 'Узел ИТП', comment: null, created: dt, updated: dt, count: 0 },
          ],
          count: 1,
        }),
      'PUT /api/v1/user/project/9/calc': () => ok({ success: true }),
    });
    const { user } = renderApp(`/dcu/product_item?hash=${HASH}`);
    await user.click(await screen.findByRole('button', { name: 'Сохранить расчёт' }, { timeout: 4000 }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Расчёт № 7 сохранён в истории подборов/)).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('textbox', { name: 'Объект' }));
    await user.click(await screen.findByRole('option', { name: 'ЖК Север', hidden: true }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Проект' })).toBeEnabled());
    await user.click(within(dialog).getByRole('textbox', { name: 'Проект' }));
    await user.click(await screen.findByRole('option', { name: 'Узел ИТП', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить в проект' }));
    expect(await within(dialog).findByText('Расчёт добавлен в проект «Узел ИТП»')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/v1/user/project/9/calc')[0]!.body).toEqual({ request_id: 7 });
  });
});
