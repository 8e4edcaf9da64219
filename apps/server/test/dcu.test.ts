// The DCU calls as the /dcu page meets them: POST /api/v1/search/dcu → hash → the status record
// with productName, productParams, files and articul; GET /api/v1/dcu/article/{articul}; bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  dcuArticleMessages,
  dcuDocumentLabels,
  dcuMessages,
  dcuResult,
  requestStatus,
  searchAccepted,
} from '@podbor/contracts';
import { defaultDcuOptions } from '@podbor/engineering/dcu';
import { createTestApp, onceOnSqlite, type TestApp } from './helpers/test-app';
import { countRows, grantFor, waitForEnd } from './helpers/selection-app';
import { registerUser } from './helpers/auth';

const heating = { ...defaultDcuOptions(0), DesignFlow: 1.2 };
const water = { ...defaultDcuOptions(1), DesignFlow: null };

describe.each(onceOnSqlite)('DCU calls on %s', (kind) => {
  let t: TestApp;
  let grant: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    grant = await grantFor(t.app, 'DCU');
  });
  afterAll(async () => t?.close());

  const post = (payload: unknown, headers: Record<string, string> = { 'calc-access': grant }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/search/dcu',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const article = (a: string, headers: Record<string, string> = { 'calc-access': grant }) =>
    t.app.inject({ method: 'GET', url: `/api/v1/dcu/article/${encodeURIComponent(a)}`, headers });

  it('selects a heating unit: hash, then the result with its article, parameters and three files', async () => {
    const user = await registerUser(t);
    const res = await post(heating, { 'calc-access': grant, ...user.headers });
    expect(res.statusCode).toBe(200);
    const { hash } = searchAccepted.parse(res.json().response);
    const status = requestStatus.parse(await waitForEnd(t.app, hash));
    expect(status.state).toBe('done');
    const r = dcuResult.parse(status.response);
    expect(r.articul).toBe('DCU-H-F-L-25-C-04-B1-N-O15-T0R-AA-D1-R25-P0');
    expect(r.productName).toBe(
      'Коллекторный узел DCU отопления, поэтажный, DN25, 4 выхода DN15, во встраиваемом шкафу ShRV-1',
    );
    expect(r.productParams).toMatchObject({
      'Количество выходов': '4',
      'Диаметр подключения': 'DN25',
      'Габариты (Ш × В × Г)': '450 × 650 × 125 мм',
      Исполнение: 'Шкаф встраиваемый ShRV-1, 450×650×125 мм',
    });
    expect(r.productParams['Потери давления при 1,2 м³/ч']).toMatch(/бар/);
    // The printed loss says which elements it counts and at what opening (issue 30 item 7).
    expect(r.productParams['Что учтено в потерях']).toBe(
      'краны на вводе, фильтр (чистый), краны выхода — открыты; счётчик выхода — по S из СП 30.13330.2020, табл. 12.1; регулятор перепада давления, балансировочный клапан — полностью открыты, их настройка добавит потери. Коллекторы и трубы узла не учтены.',
    );
    expect(r.productParams['Скорость воды в подключении DN25 / в выходе DN15']).toBe(
      '0,68 / 0,47 м/с (не более 1,5 м/с)',
    );
    expect(r.hydraulics.path.find((e) => e.article === 'RDN-DP-25')!.basis).toBe('fullyOpen');
    expect(r.illustrative).toBe(true);
    expect(Object.keys(status.files ?? {}).sort()).toEqual(
      [
        dcuDocumentLabels.files.specification(r.articul),
        dcuDocumentLabels.files.scheme,
        'Images/3d.png',
      ].sort(),
    );
  });

  it("answers a guest's selection without files: nobody could download them (decision 0035)", async () => {
    const a = await waitForEnd(t.app, searchAccepted.parse((await post(water)).json().response).hash);
    const b = await waitForEnd(
      t.app,
      searchAccepted.parse((await post({ ...water, OutputCount: 9, Direction: 1 })).json().response).hash,
    );
    expect(a.state).toBe('done');
    expect(a.files).toBeNull();
    expect(dcuResult.parse(b.response).articul).toBe('DCU-W-F-R-25-S-09-B3-N-O15Y-RI-G1');
  });

  it('gives different 3D views for different units', async () => {
    // A signed-in owner downloads them; the two PNGs differ.
    const user = await registerUser(t);
    const own = async (form: unknown) => {
      const res = await post(form, { 'calc-access': grant, jwt: `jwt ${user.token}` });
      return waitForEnd(t.app, res.json().response.hash);
    };
    const [x, y] = [await own(water), await own({ ...water, OutputCount: 9, Direction: 1 })];
    const png = async (s: typeof x) =>
      (
        await t.app.inject({
          method: 'GET',
          url: s.files!['Images/3d.png']!,
          headers: { jwt: `jwt ${user.token}` },
        })
      ).rawPayload;
    const [px, py] = [await png(x), await png(y)];
    expect(px.subarray(1, 4).toString()).toBe('PNG');
    expect(px.equals(py)).toBe(false);
  });

  it('keeps a signed-in selection in the history, titled by its article and found by it', async () => {
    const user = await registerUser(t);
    const res = await post(water, { 'calc-access': grant, ...user.headers });
    const status = await waitForEnd(t.app, res.json().response.hash);
    expect(status.state).toBe('done');
    const history = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/history',
      headers: user.headers,
      payload: { search: 'DCU-W-F-L-25', limit: 10 },
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().response.result).toEqual([
      expect.objectContaining({
        request_id: status.id,
        type: 'dcu',
        summary: {
          title: 'DCU-W-F-L-25-S-04-B1-N-O15Y-RI-G1',
          details: ['Водоснабжение, DN25, выходов: 4 × DN15'],
        },
      }),
    ]);
  });

  it('lists the 3D view as Images/3d.png (calculators §3) everywhere, a result stored as 3d.png too', async () => {
    const user = await registerUser(t);
    const res = await post(water, { 'calc-access': grant, ...user.headers });
    const status = await waitForEnd(t.app, res.json().response.hash);
    const path = status.files!['Images/3d.png']!;
    // Stored (and downloaded) without the folder: the file store keeps none in names.
    expect(path).toMatch(/\/3d\.png$/);
    const download = await t.app.inject({ method: 'GET', url: path, headers: user.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    const history = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/user/history',
          headers: user.headers,
          payload: { limit: 10 },
        })
      ).json().response.result[0].files as Record<string, string>;
    expect(await history()).toMatchObject({ 'Images/3d.png': path });

    // A result stored before the name changed lists the spec's name as well: its stored list, and
    // a row older still, whose list is read from its files.
    const stored = JSON.stringify({ ...status.files, 'Images/3d.png': undefined, '3d.png': path });
    const row = t.database.db.updateTable('request').where('id', '=', status.id);
    await row.set({ files: stored }).execute();
    const again = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/request/${status.hash}` })).json();
    expect(Object.keys((await again()).response.files).sort()).toEqual(Object.keys(status.files!).sort());
    expect((await again()).response.files['Images/3d.png']).toBe(path);
    await row.set({ files: null }).execute();
    expect((await again()).response.files['Images/3d.png']).toBe(path);
    expect(await history()).toMatchObject({ 'Images/3d.png': path });
  });

  it('refuses a combination that cannot be built with the reason under its field', async () => {
    const before = await countRows(t);
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ ...water, ColletorType: 0 }, { ColletorType: dcuMessages.waterNeedsStainless }],
      [{ ...water, OutputCount: 1 }, { OutputCount: dcuMessages.outputCount(2, 12) }],
      [
        { ...heating, ConnectionDiametr: 50, RidanRegulatorDiametr: 25 },
        { RidanRegulatorDiametr: dcuMessages.regulatorDiameter(50, [32, 40]) },
      ],
      [{ ...heating, OutputCount: 11, UseInputSchetchik: 1 }, { HolderType: dcuMessages.noHolderSize(5, 4) }],
    ];
    for (const [body, fields] of cases) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().response).toEqual({ error: apiMessages.validation, fields });
    }
    expect(await countRows(t)).toEqual(before);
  });

  it('refuses bad input with 400 and the field’s Russian message, never a 500', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...heating, OutputCount: 13 }, 'OutputCount'],
      [{ ...heating, OutputCount: 2.5 }, 'OutputCount'],
      [{ ...heating, ConnectionDiametr: 27 }, 'ConnectionDiametr'],
      [{ ...heating, OtvodSchetchik: 'yes' }, 'OtvodSchetchik'],
      [{ ...heating, DesignFlow: 0 }, 'DesignFlow'],
      [{ ...heating, HolderType: null }, 'HolderType'],
      [{ ...heating, hack: 1 }, 'hack'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().response.fields)).toEqual([field]);
    }
    expect((await post('{"ColletorWorkType":')).statusCode).toBe(400);
    expect((await post([])).statusCode).toBe(400);
  });

  it('refuses issue 30’s DN25 unit at 30 m³/h by velocity, in Russian, saying what to change', async () => {
    const res = await post({ ...heating, DesignFlow: 30 });
    const status = await waitForEnd(t.app, res.json().response.hash);
    expect(status.state).toBe('failed');
    expect(status.refused).toBe(true);
    expect(status.error).toEqual([
      'Скорость воды в подключении DN25 при 30 м³/ч — 17 м/с, больше допустимых 1,5 м/с (СП 60.13330.2012, табл. Е.1): уменьшите расход до 2,65 м³/ч — больший расход узел DCU не пропускает даже с подключением DN50, разделите его между узлами',
      'Скорость воды в выходе DN15 при 7,5 м³/ч на выход (4 выхода) — 11,8 м/с, больше допустимых 1,5 м/с (СП 60.13330.2012, табл. Е.1): уменьшите расход до 3,81 м³/ч, добавьте выходы',
    ]);
    // A water unit cites СП 30 and suggests the connection that carries the flow.
    const w = await post({ ...water, DesignFlow: 3 });
    const ws = await waitForEnd(t.app, w.json().response.hash);
    expect(String(ws.error)).toMatch(
      /^Скорость воды в подключении DN25 при 3 м³\/ч — 1,7 м\/с.*\(СП 30\.13330\.2020, п\. 8\.26\).*подключение DN32/,
    );
    expect(dcuMessages.meterOverload('outlet', 10, 2.5)).toMatch(/наибольшего расхода 2,5/);
  });

  it('needs the DCU grant for both calls', async () => {
    expect((await post(heating, {})).statusCode).toBe(401);
    expect((await article('DCU-W-F-L-25-S-04-B1-N-O15Y-RI-G1', {})).statusCode).toBe(401);
    const pumpGrant = await grantFor(t.app, 'Aquastrong');
    expect((await post(heating, { 'calc-access': pumpGrant })).statusCode).toBe(401);
  });

  describe('GET /api/v1/dcu/article/{articul}', () => {
    it('reads an article back into the form’s options', async () => {
      const res = await article('dcu-w-f-l-25-s-04-b1-n-o15y-ri-g1');
      expect(res.statusCode).toBe(200);
      expect(res.json().response).toEqual({
        articul: 'DCU-W-F-L-25-S-04-B1-N-O15Y-RI-G1',
        options: { ...defaultDcuOptions(1), DesignFlow: null },
      });
    });

    it('names the wrong part of a malformed article', async () => {
      const res = await article('DCU-W-F-L-27-S-04-B1-N-O15Y-RI-G1');
      expect(res.statusCode).toBe(400);
      expect(res.json().response.error).toBe(
        dcuArticleMessages.problem({ code: 'part', part: 5, value: '27', expects: 'connection' }),
      );
      expect(res.json().response.error).toMatch(/^Часть 5 «27» неверна/);
      const short = await article('DCU-H');
      expect(short.json().response.error).toBe('Частей через дефис в артикуле: 2, а должно быть 15');
    });

    it('says when the article reads but names a unit that cannot be built', async () => {
      const res = await article('DCU-W-F-L-25-C-04-B1-N-O15Y-RI-G1');
      expect(res.statusCode).toBe(400);
      expect(res.json().response.error).toBe(
        dcuArticleMessages.notBuildable(dcuMessages.waterNeedsStainless),
      );
    });
  });
});
