// The heat-exchanger calls (issue 14 item 8) as both forms meet them (once, on SQLite), with the
// FAKE engine (test/fixtures/fake-phe-engine.ts) standing in for the real one: hash → polling →
// solutions by area with a thermal datasheet each; every rule of the two forms refused with its
// Russian message; the rating call; the grant.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  heatMessages,
  heatRatingResult,
  heatSearchResult,
  requestStatus,
  validationMessages,
} from '@podbor/contracts';
import { buildApp } from '../src/app';
import { createTestApp, onceOnSqlite, type TestApp } from './helpers/test-app';
import { grantFor, waitForEnd } from './helpers/selection-app';
import { registerUser } from './helpers/auth';
import { client, managerUser } from './helpers/cabinet';
import { FAKE_REFUSAL } from './fixtures/fake-phe-engine';

/** A Clever duty: 1 Gcal/h (1163 kW) from 36 t/h (10 kg/s) of water at 90 °C, heating 20 → 60 °C. */
const clever = {
  Q: 1,
  QUnit: 'Gcal/h',
  X: 10,
  T1: 90,
  G1: 36,
  R1: 5,
  R1Unit: 'mwc',
  T3: 20,
  T4: 60,
  R2: 50,
  P: 10,
};
/** An RTO duty: 5 of 7 — power, both hot temperatures, the cold inlet and outlet. */
const rto = {
  POWER: 200,
  SRC_INPUT: 90,
  SRC_OUTPUT: 70,
  REC_INPUT: 10,
  REC_OUTPUT: 60,
  SRC_LOSSES: 50,
  REC_LOSSES: 50,
};

const range = heatMessages.range;

/** Clever bodies refused with 400 and the field's Russian message. */
const badClever: Array<[string, Record<string, unknown>, Record<string, string>]> = [
  ['Q missing', { ...clever, Q: undefined }, { Q: validationMessages.required }],
  ['Q empty', { ...clever, Q: null }, { Q: validationMessages.required }],
  ['X missing', { ...clever, X: undefined }, { X: validationMessages.required }],
  ['P missing', { ...clever, P: undefined }, { P: validationMessages.required }],
  ['R1 missing', { ...clever, R1: undefined }, { R1: validationMessages.required }],
  ['R2 missing', { ...clever, R2: undefined }, { R2: validationMessages.required }],
  ['Q above 500', { ...clever, Q: 501 }, { Q: range(0, 500) }],
  ['Q below 0', { ...clever, Q: -1 }, { Q: range(0, 500) }],
  ['Q a string', { ...clever, Q: '5' }, { Q: heatMessages.notNumber(0, 500) }],
  ['X above 100', { ...clever, X: 101 }, { X: range(0, 100) }],
  ['T1 above 200', { ...clever, T1: 201 }, { T1: range(-60, 200) }],
  [
    'T3 below −60 (decision 0044: below zero down to each medium’s freezing point)',
    { ...clever, T3: -61 },
    { T3: range(-60, 200) },
  ],
  ['P above 25', { ...clever, P: 26 }, { P: range(0, 25) }],
  ['R2 above 100', { ...clever, R2: 101 }, { R2: range(0, 100) }],
  ['G2 above 100', { ...clever, G2: 101 }, { G2: range(0, 100) }],
  [
    'PercentHot above 100',
    { ...clever, EnvironmentHotId: 'propylene-glycol', PercentHot: 120 },
    { PercentHot: range(0, 100) },
  ],
  ['a percent for water', { ...clever, PercentHot: 30 }, { PercentHot: heatMessages.percentForWater }],
  [
    'a glycol without percent',
    { ...clever, EnvironmentColdId: 'ethylene-glycol' },
    { PercentCold: heatMessages.percentNeeded },
  ],
  [
    'a flange material without flanges',
    { ...clever, FlangeAssortmentHot: 'black' },
    { FlangeAssortmentHot: heatMessages.flangeWithoutFlanges },
  ],
  [
    'flanges without materials',
    { ...clever, IncludeFlanges: 1, FlangeAssortmentHot: 'black' },
    { FlangeAssortmentCold: heatMessages.flangeNeeded },
  ],
  [
    'design temperature 155',
    { ...clever, T: 155 },
    { T: heatMessages.choice([100, 110, 120, 130, 140, 150, 160]) },
  ],
  [
    'an unknown model',
    { ...clever, PtoType: 'CLH 999S' },
    { PtoType: expect.stringContaining('CLH 32S') as unknown as string },
  ],
  [
    'an unknown unit',
    { ...clever, QUnit: 'BTU/h' },
    { QUnit: heatMessages.choice(['kW', 'MW', 'kcal/h', 'Gcal/h']) },
  ],
  ['hot outlet above its inlet', { ...clever, T2: 95 }, { T1: heatMessages.hotInAboveHotOut }],
  ['cold inlet above its outlet', { ...clever, T3: 65 }, { T4: heatMessages.coldInBelowColdOut }],
  ['cold inlet above the hot outlet', { ...clever, T2: 30, T3: 40 }, { T3: heatMessages.coldInBelowHotOut }],
  ['cold outlet above the hot inlet', { ...clever, T4: 95, T1: 90 }, { T4: heatMessages.coldOutBelowHotIn }],
  [
    'm³/h without a temperature',
    { ...clever, T3: undefined, T4: undefined, G2: 5, G2Unit: 'm3/h' },
    { G2: heatMessages.flowNeedsTemperature },
  ],
  ['an unknown field', { ...clever, rho: 1000 }, { rho: apiMessages.unknownField }],
];

/** RTO bodies refused with 400 and the field's (or the form's, `_`) Russian message. */
const badRto: Array<[string, Record<string, unknown>, Record<string, string>]> = [
  ['SRC_LOSSES missing', { ...rto, SRC_LOSSES: undefined }, { SRC_LOSSES: validationMessages.required }],
  ['REC_LOSSES missing', { ...rto, REC_LOSSES: undefined }, { REC_LOSSES: validationMessages.required }],
  ['4 of 7', { ...rto, POWER: undefined }, { _: heatMessages.fiveOfSeven }],
  ['6 of 7', { ...rto, SRC_FLOW: 3 }, { _: heatMessages.fiveOfSeven }],
  ['7 of 7', { ...rto, SRC_FLOW: 3, REC_FLOW: 1 }, { _: heatMessages.fiveOfSeven }],
  [
    'heating inlet not above its outlet',
    { ...rto, SRC_OUTPUT: 95 },
    { SRC_INPUT: heatMessages.hotInAboveHotOut },
  ],
  [
    'heated inlet not below its outlet',
    { ...rto, REC_INPUT: 60 },
    { REC_OUTPUT: heatMessages.coldInBelowColdOut },
  ],
  [
    'heated inlet not below the heating outlet',
    { ...rto, REC_INPUT: 75, REC_OUTPUT: 80 },
    { REC_INPUT: heatMessages.coldInBelowHotOut },
  ],
  [
    'heated outlet not below the heating inlet',
    { ...rto, REC_OUTPUT: 90 },
    { REC_OUTPUT: heatMessages.coldOutBelowHotIn },
  ],
  ['pressure class 6', { ...rto, PRESSURE: 6 }, { PRESSURE: heatMessages.choice([10, 16, 25]) }],
  ['POWER below 0.1', { ...rto, POWER: 0.05 }, { POWER: range(0.1, 1e10) }],
  ['RESERVE above 100', { ...rto, RESERVE: 150 }, { RESERVE: range(0, 100) }],
  ['a temperature above 200', { ...rto, SRC_INPUT: 250 }, { SRC_INPUT: range(-60, 200) }],
  ['losses below 0.01', { ...rto, SRC_LOSSES: 0 }, { SRC_LOSSES: range(0.01, 1000) }],
  ['flow above 1000', { ...rto, POWER: undefined, SRC_FLOW: 1001 }, { SRC_FLOW: range(0.01, 1000) }],
  ['pollution above 1', { ...rto, REC_POLLUTION: 2 }, { REC_POLLUTION: range(0, 1) }],
  [
    'sea water on AISI 316 plates (decision 0044: chlorides need titanium)',
    { ...rto, REC_LIQUID: 'seawater' },
    { PLATE_MATERIAL: heatMessages.seawaterNeedsTitanium },
  ],
  [
    'an unknown liquid',
    { ...rto, SRC_LIQUID: 'oil' },
    { SRC_LIQUID: heatMessages.choice(['water', 'seawater', 'pg80', 'pg70']) },
  ],
];

const heatFixtureEngines = new URL('./fixtures/heat-engines.ts', import.meta.url).href;

/** PDF text strings are UTF-16BE. */
const utf16be = (s: string) => Buffer.from(s, 'utf16le').swap16();

describe.each(onceOnSqlite)('heat-exchanger calls on %s', (kind) => {
  let t: TestApp;
  const grants: Record<'Clever' | 'RTO', string> = { Clever: '', RTO: '' };
  beforeAll(async () => {
    // The selection jobs run on the FAKE engine (fixtures/heat-engines.ts), the app is the real one.
    t = await createTestApp(kind, {}, (deps, o = {}) =>
      buildApp(deps, { ...o, selection: { enginesModule: heatFixtureEngines } }),
    );
    grants.Clever = await grantFor(t.app, 'Clever');
    grants.RTO = await grantFor(t.app, 'RTO');
  });
  afterAll(async () => t?.close());

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'calc-access': url.includes('/rto') ? grants.RTO : grants.Clever, ...headers },
      payload: body as object,
    });
  const run = async (category: 'clever' | 'rto', body: unknown, headers: Record<string, string> = {}) => {
    const res = await post(`/api/v1/search/${category}`, body, headers);
    expect(res.statusCode, res.body).toBe(200);
    return waitForEnd(t.app, res.json().response.hash);
  };

  it('Clever: hash → done; the form in the engine units; solutions cheapest first by the price list in force, a Russian PDF datasheet each', async () => {
    const owner = await registerUser(t);
    const status = await run('clever', clever, owner.headers);
    expect(requestStatus.parse(status).state).toBe('done');
    const result = heatSearchResult.parse(status.response);
    expect(result.line).toBe('clever');
    // 1 Gcal/h = 1163 kW; 36 t/h = 10 kg/s (the fake echoes the converted input in its balance).
    expect(result.balance.dutyKW).toBeCloseTo(1163, 6);
    expect(result.balance.hot.massFlowKgS).toBeCloseTo(10, 9);
    expect(result.balance.cold).toMatchObject({ tIn: 20, tOut: 60 });
    // The job carried the shipped illustrative price list (no import yet): CLH 50S with 27 plates
    // 113 360 + 27 × 2 101 ₽ before CLH 100S with 41 plates 220 040 + 41 × 4 501 ₽.
    expect(result.prices).toMatchObject({ illustrative: true });
    expect(result.solutions.map((s) => s.assortment.name)).toEqual(['CLH 50S', 'CLH 100S']);
    expect(result.solutions.map((s) => s.cost?.kopecks)).toEqual([17_008_700, 40_458_100]);
    expect(result.solutions[0]!.cost!.lines.map((l) => [l.article, l.source])).toEqual([
      ['PHE-CLH-50S-FRAME', 'priceList'],
      ['PHE-CLH-50S-PLATE', 'priceList'],
    ]);
    // P 10 atm = 10.13 bar gauge → the 16-bar frame.
    expect(result.solutions[0]!.pressureClassBar).toBe(16);
    expect(Object.keys(status.files ?? {})).toEqual(result.solutions.map((s) => s.file));

    const file = await t.app.inject({
      method: 'GET',
      url: status.files![result.solutions[0]!.file]!,
      headers: owner.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = file.rawPayload;
    expect(pdf.includes(utf16be(result.solutions[0]!.solution))).toBe(true);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    for (const words of [
      'Пластинчатый теплообменник — тепловой расчёт',
      'Исходные данные',
      'Геометрия',
      'Горячая сторона',
      'Нагреваемая сторона',
      'Итог',
      'Тепловая мощность Q 1 Гкал/ч',
      'Рабочее давление P 10 атм',
      'Допустимая потеря давления R1 5 м вод. ст.',
      'Площадь теплообмена',
    ])
      expect(flat).toContain(words);
    expect(flat).not.toMatch(/undefined|NaN|null/);

    const guest = await t.app.inject({ method: 'GET', url: status.files![result.solutions[0]!.file]! });
    expect(guest.statusCode).toBe(401);
  });

  it('Clever: m³/h with the density at the side inlet, one model, a fixed thickness', async () => {
    const status = await run('clever', {
      ...clever,
      G1: 18,
      G1Unit: 'm3/h',
      PtoType: 'CLH 65S',
      PlateThickIndex: '0.6',
      Q: 500,
      QUnit: 'kW',
    });
    const result = heatSearchResult.parse(status.response);
    expect(result.balance.hot.massFlowKgS).toBeCloseTo(5, 9); // 18 m³/h × 1000 kg/m³ (fake's density)
    expect(result.balance.dutyKW).toBe(500);
    expect(result.solutions).toHaveLength(1);
    expect(result.solutions[0]).toMatchObject({ assortment: { name: 'CLH 65S' }, thicknessMm: 0.6 });
  });

  it("Clever: the engine's refusal is the request's error, in its words", async () => {
    const status = await run('clever', { ...clever, R1: 0.5, R1Unit: 'kPa' });
    expect(status).toMatchObject({ state: 'failed', error: FAKE_REFUSAL, response: null });
  });

  it.each(badClever)('Clever refuses %s with the field named', async (_name, body, fields) => {
    const res = await post('/api/v1/search/clever', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().response).toEqual({ error: apiMessages.validation, fields });
  });

  it('RTO: 5 of 7 → done with the line LT; the pressure class defaults to 10 bar', async () => {
    const status = await run('rto', rto);
    const result = heatSearchResult.parse(status.response);
    expect(result.line).toBe('lt');
    expect(result.balance).toMatchObject({
      dutyKW: 200,
      hot: { tIn: 90, tOut: 70 },
      cold: { tIn: 10, tOut: 60 },
    });
    expect(result.solutions.every((s) => s.pressureClassBar === 10)).toBe(true);
    // Pollution goes to the engine as fouling of each side.
    const fouled = heatSearchResult.parse(
      (await run('rto', { ...rto, SRC_POLLUTION: 0.0001, REC_POLLUTION: 0.0002 })).response,
    );
    expect(fouled.solutions[0]!.check.foulingM2KW).toBeCloseTo(0.0003, 12);
    const flows = {
      SRC_INPUT: 90,
      SRC_FLOW: 2,
      REC_INPUT: 10,
      REC_OUTPUT: 60,
      REC_FLOW: 3,
      SRC_LOSSES: 20,
      REC_LOSSES: 20,
    };
    expect((await run('rto', flows)).state).toBe('done');
  });

  it.each(badRto)('RTO refuses %s with its message', async (_name, body, fields) => {
    const res = await post('/api/v1/search/rto', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().response).toEqual({ error: apiMessages.validation, fields });
  });

  it("needs the line's own grant", async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/v1/search/clever', payload: clever });
    expect(none.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/rto',
      headers: { 'calc-access': grants.Clever },
      payload: rto,
    });
    expect(wrong.statusCode).toBe(401);
  });

  it("keeps a signed-in user's selection in the history with what it was, once; a refusal is not kept", async () => {
    const user = await registerUser(t);
    const first = await run('rto', rto, user.headers);
    // The same duty again reuses its entry (issue 33 item 6) …
    expect((await run('rto', rto, user.headers)).hash).toBe(first.hash);
    // … and a refusal of the duty answers its poll but is no calculation of the history.
    const refused = await run('clever', { ...clever, R1: 0.5, R1Unit: 'kPa' }, user.headers);
    expect(refused).toMatchObject({ state: 'failed', refused: true, error: FAKE_REFUSAL });
    const history = async (type: 'rto' | null) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/history',
        headers: user.headers,
        payload: { type, object_id: null, project_id: null, offset: 0, limit: 10 },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().response;
    };
    expect(JSON.stringify(await history('rto'))).toContain('200 кВт');
    const all = await history(null);
    expect(all.result.map((i: { request_id: number }) => i.request_id)).toEqual([first.id]);
    expect(all.count).toBe(1);
  });

  it('rating names the limits a unit breaks (issue 30 item 2: CLH 32S, 100 plates, 10 kg/s a side)', async () => {
    const res = await post('/api/v1/search/clever/rate', {
      model: 'CLH 32S',
      thicknessMm: 0.5,
      channelMix: 'H',
      plates: 100,
      passesHot: 1,
      passesCold: 1,
      hot: { fluid: { medium: 'water' }, tIn: 90, massFlowKgS: 10 },
      cold: { fluid: { medium: 'water' }, tIn: 10, massFlowKgS: 10 },
      maxPressureDropKPa: { hot: 50, cold: 50 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = heatRatingResult.parse(res.json().response);
    expect(body.warnings.map((w) => `${w.code}:${w.side}`)).toEqual([
      'portVelocity:hot',
      'pressureDrop:hot',
      'portVelocity:cold',
      'pressureDrop:cold',
    ]);
    expect(body.warnings[0]!.message).toMatch(
      /^Скорость в патрубке греющей стороны 1[23],\d м\/с выше допустимой 6 м\/с\.$/,
    );
  });

  it("rating: answers the wired engine's figures (or its refusal, 422, in Russian) and checks its body", async () => {
    const unit = {
      model: 'CLH 50S',
      thicknessMm: 0.5,
      channelMix: 'H',
      plates: 31,
      passesHot: 1,
      passesCold: 1,
      hot: { fluid: { medium: 'water' }, tIn: 90, massFlowKgS: 2 },
      cold: { fluid: { medium: 'water' }, tIn: 10, massFlowKgS: 3 },
    };
    const res = await post('/api/v1/search/clever/rate', unit);
    // The route runs the module's engine (the FAKE refuses until the real one is wired).
    if (res.statusCode === 200) expect(heatRatingResult.safeParse(res.json().response).success).toBe(true);
    else {
      expect(res.statusCode).toBe(422);
      expect(res.json().response.error).toMatch(/[А-Яа-я]/);
    }
    const bad = await post('/api/v1/search/rto/rate', { ...unit, plates: 2 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().response.fields)).toEqual(['plates']);
    const noGrant = await t.app.inject({ method: 'POST', url: '/api/v1/search/rto/rate', payload: unit });
    expect(noGrant.statusCode).toBe(401);
  });

  // Last in the block: the import replaces the price list for the tests after it.
  it('an imported price list reorders the next selection; articles it lacks are priced by the proxy', async () => {
    const boss = client(t, await managerUser(t));
    const imported = await boss.post('/api/v1/manager/prices/import', {
      name: 'maker.csv',
      csv: 'article;name;price_rub;date\nPHE-CLH-100S-FRAME;Рама CLH 100S;1000;2026-12-01\nPHE-CLH-100S-PLATE;Пластина CLH 100S;10;2026-12-01\n',
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const status = await run('clever', clever);
    const result = heatSearchResult.parse(status.response);
    expect(result.prices).toEqual({ source: 'maker.csv', illustrative: false });
    // CLH 100S: 1 000 + 41 × 10 ₽ from the list; CLH 50S (the fake's 0.11 m² plate) by the proxy:
    // 60 000 + 400 000 · 0.11 + 27 × (900 + 9 000 · 0.11) = 104 000 + 27 × 1 890 ₽.
    expect(result.solutions.map((s) => [s.assortment.name, s.cost?.kopecks])).toEqual([
      ['CLH 100S', 141_000],
      ['CLH 50S', 15_503_000],
    ]);
    expect(result.solutions[1]!.cost!.lines.map((l) => l.source)).toEqual(['sizeProxy', 'sizeProxy']);
  });
});
