// The pump calls of calculators §7 as the pump page meets them: series, model ranges, filter lists,
// selection over a series, one pump with its curves — good input and every kind of bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  pumpNearestText,
  pumpApiMessages,
  pumpDetails,
  pumpFilesResult,
  pumpFilterResult,
  pumpMessages,
  pumpRejectionMessages,
  pumpSeriesData,
  pumpSeriesFilter,
  pumpSeriesItem,
  requestStatus,
  searchAccepted,
  searchMessages,
} from '@podbor/contracts';
import { loadPumpCatalog } from '@podbor/catalog/pumps';
import { createTestApp, onceOnSqlite, type TestApp } from './helpers/test-app';
import { countRows, grantFor, waitForEnd } from './helpers/selection-app';
import { registerUser } from './helpers/auth';

const catalog = loadPumpCatalog();
const evr = catalog.series.find((s) => s.name === 'EVR')!;
const cmi = catalog.series.find((s) => s.name === 'CMI')!;
/** A duty the EVR range serves with frequency control. */
const duty = { units: 'm', Q: 4, H: 4, H0: 1.5, BoxType: 0 };

/** Bodies every pump call refuses with 400 and the field's Russian message (never a 500). */
const badBodies: Array<[string, unknown, Record<string, string>]> = [
  ['an empty field', { ...duty, Q: null }, { Q: pumpMessages.required }],
  ['a missing field', { units: 'm', Q: 4, H0: 1 }, { H: pumpMessages.required }],
  ['a string for a number', { ...duty, Q: '4' }, { Q: pumpMessages.notNumber(1, 100) }],
  ['true for a number', { ...duty, H0: true }, { H0: pumpMessages.notNumber(0, 10) }],
  ['an object for a number', { ...duty, H: { value: 4 } }, { H: pumpMessages.notNumber(1, 100) }],
  ['a negative number', { ...duty, H0: -1 }, { H0: pumpMessages.range(0, 10) }],
  // null for units or pcnt is an empty field, taken as left out (null-means-empty.test.ts).
  ['a word for units', { ...duty, units: 'x' }, { units: pumpMessages.units }],
  ['a fraction for pcnt', { ...duty, pcnt: 1.5 }, { pcnt: pumpMessages.pcnt }],
  ['a string for BoxType', { ...duty, BoxType: '0' }, { BoxType: pumpMessages.boxType }],
  ['Q out of range', { ...duty, Q: 0.5 }, { Q: pumpMessages.range(1, 100) }],
  // Q's range follows the units: 1–100 m³/h is 0.28–27.8 l/s (the form's range, the same schema).
  ['Q above the l/s range', { ...duty, units: 'l', Q: 30 }, { Q: pumpMessages.range(0.28, 27.8) }],
  ['Q below the l/s range', { ...duty, units: 'l', Q: 0.2 }, { Q: pumpMessages.range(0.28, 27.8) }],
  ['H0 out of range', { ...duty, H: 20, H0: 11 }, { H0: pumpMessages.range(0, 10) }],
  ['units other than m or l', { ...duty, units: 'gpm' }, { units: pumpMessages.units }],
  ['pcnt 6', { ...duty, pcnt: 6 }, { pcnt: pumpMessages.pcnt }],
  ['pcnt 1.5', { ...duty, pcnt: 1.5 }, { pcnt: pumpMessages.pcnt }],
  ['BoxType 1', { ...duty, BoxType: 1 }, { BoxType: pumpMessages.boxType }],
  ['an unknown field', { ...duty, rho: 1000 }, { rho: apiMessages.unknownField }],
];

describe.each(onceOnSqlite)('pump calls on %s', (kind) => {
  let t: TestApp;
  let grant: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    grant = await grantFor(t.app, 'Aquastrong');
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = { 'calc-access': grant }) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = { 'calc-access': grant }) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  describe('GET /api/v1/search/pump/series', () => {
    it('lists every series record with its options and the illustrative-data note', async () => {
      const res = await get('/api/v1/search/pump/series');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.statusCode).toBe(200);
      const list = body.response.map((s: unknown) => pumpSeriesItem.parse(s));
      expect(list.map((s: { name: string }) => s.name)).toEqual(catalog.series.map((s) => s.name));
      expect(list[0]).toMatchObject({
        id: evr.id,
        name: 'EVR',
        P_CurveName: 'P2',
        has_control: true,
        has_count: true,
        illustrative: true,
        note: pumpMessages.illustrative,
        image: `/api/v1/search/pump/series/${evr.id}/image`,
      });
      expect(list.find((s: { name: string }) => s.name === 'CMI')).toMatchObject({ has_control: false });
    });
  });

  describe('GET /api/v1/search/pump/series/{id}', () => {
    it('answers the record and the full model range with key hydraulic figures', async () => {
      const res = await get(`/api/v1/search/pump/series/${evr.id}`);
      expect(res.statusCode).toBe(200);
      const data = pumpSeriesData.parse(res.json().response);
      expect(data.models).toHaveLength(evr.models.length);
      const first = data.models[0]!;
      const src = evr.models[0]!;
      expect(first).toMatchObject({
        id: src.id,
        name: src.name,
        article: src.article,
        power: src.power,
        voltage: src.voltage,
        stages: src.stages,
        ratedSpeed: src.ratedSpeed,
        range: { Qmin: src.curve[0]!.Q, Qmax: src.curve.at(-1)!.Q },
      });
      // The best-efficiency point lies inside the range; its head in bar and metres agree.
      expect(first.bep.Q).toBeGreaterThan(first.range.Qmin);
      expect(first.bep.Q).toBeLessThan(first.range.Qmax);
      expect(first.bep.H / first.bep.p).toBeCloseTo(10.2, 1);
      expect(first.bep.eff).toBeGreaterThan(20);
      expect(first.range.pMax).toBeGreaterThan(first.range.pMin);
    });

    it.each(['999', '0', 'abc', '1.5', '-1', '1e2'])('answers 404 in Russian for series %s', async (id) => {
      const res = await get(`/api/v1/search/pump/series/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, response: { error: pumpApiMessages.seriesNotFound } });
    });
  });

  describe('GET /api/v1/search/pump/series/{id}/image', () => {
    it('serves the series drawing as a JPEG to anyone (an <img> sends no grant)', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/search/pump/series/${cmi.id}/image` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    });

    it('answers 404 for an unknown series', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/search/pump/series/404/image' });
      expect(res.statusCode).toBe(404);
      expect(res.json().response.error).toBe(pumpApiMessages.seriesNotFound);
    });
  });

  describe('GET /api/v1/search/pump/filter/{seriesId}', () => {
    it('offers units, Q, H, H0 with the spec ranges, and pcnt and BoxType where the series has them', async () => {
      const res = await get(`/api/v1/search/pump/filter/${evr.id}`);
      expect(res.statusCode).toBe(200);
      const f = pumpSeriesFilter.parse(res.json().response);
      const byName = Object.fromEntries(f.fields.map((x) => [x.name, x]));
      expect(f.fields.map((x) => x.name)).toEqual(['units', 'Q', 'hunits', 'H', 'H0', 'pcnt', 'BoxType']);
      expect(byName.hunits).toMatchObject({
        options: [
          { value: 'bar', label: 'бар' },
          { value: 'm', label: 'м вод. ст.' },
        ],
        default: 'bar',
      });
      expect(byName.units).toMatchObject({
        options: [
          { value: 'm', label: 'м³/ч' },
          { value: 'l', label: 'л/с' },
        ],
        default: 'm',
      });
      expect(byName.Q).toMatchObject({ min: 1, max: 100, required: true });
      // In bar (the spec's); the unit beside them is the hunits choice.
      expect(byName.H).toMatchObject({ min: 1, max: 100, unit: null });
      expect(byName.H0).toMatchObject({ min: 0, max: 10, unit: null });
      expect(byName.pcnt!.options!.map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
      expect(byName.BoxType!.options!.map((o) => o.value)).toEqual([0, 2]);
      expect(f.coverage.Qmax).toBeGreaterThan(f.coverage.Qmin);
    });

    it('leaves BoxType out for a series without frequency control', async () => {
      const f = (await get(`/api/v1/search/pump/filter/${cmi.id}`)).json().response;
      expect(f.fields.map((x: { name: string }) => x.name)).toEqual([
        'units',
        'Q',
        'hunits',
        'H',
        'H0',
        'pcnt',
      ]);
    });

    it('answers 404 for an unknown series', async () => {
      const res = await get('/api/v1/search/pump/filter/77');
      expect(res.statusCode).toBe(404);
      expect(res.json().response.error).toBe(pumpApiMessages.seriesNotFound);
    });
  });

  describe('POST /api/v1/search/pump/filter/{seriesId}', () => {
    it('ranks candidates with the working point and why they fit, and says who was rejected and why', async () => {
      const res = await post(`/api/v1/search/pump/filter/${evr.id}`, duty);
      expect(res.statusCode).toBe(200);
      const r = pumpFilterResult.parse(res.json().response);
      expect(r).toMatchObject({ seriesId: evr.id, applied: { pcnt: 1, BoxType: 0 }, message: null });
      expect(r.candidates.length).toBeGreaterThan(0);
      expect(r.candidates.map((c) => c.rank)).toEqual(r.candidates.map((_, i) => i + 1));
      const best = r.candidates[0]!;
      // Frequency control: the set runs through the duty point itself.
      expect(best.delta.x_work.Q).toBeCloseTo(4, 6);
      expect(best.delta.x_work.p).toBeCloseTo(4, 6);
      expect(best.why.headDeviationPct).toBe(0);
      expect(best.paramGroups.map((g) => g.name)).toContain('Гидравлика');
      expect(r.candidates.length + r.rejected.length).toBe(evr.models.length);
      for (const x of r.rejected) expect(x.message).toBe(pumpRejectionMessages[x.reason]);
      expect(r.illustrative).toBe(true);
    });

    it('works in l/s with pumps in parallel at fixed speed', async () => {
      const res = await post(`/api/v1/search/pump/filter/${evr.id}`, {
        units: 'l',
        Q: 3,
        H: 5,
        H0: 1,
        pcnt: 2,
        BoxType: 2,
      });
      const r = pumpFilterResult.parse(res.json().response);
      expect(r.applied).toEqual({ pcnt: 2, BoxType: 2 });
      for (const c of r.candidates) expect(c.delta.x_work.Q).toBeGreaterThanOrEqual(3 - 1e-9);
    });

    it('takes H and H0 in metres (hunits=m): the same pumps as the same duty in bar', async () => {
      // 4 bar and 1.5 bar in metres of head of water at 20 °C (IF97: 998.206 kg/m³, 1 bar = 10.21549 m).
      const inMetres = { ...duty, hunits: 'm', H: 40.86195, H0: 15.32323 };
      const bar = pumpFilterResult.parse(
        (await post(`/api/v1/search/pump/filter/${evr.id}`, duty)).json().response,
      );
      const res = await post(`/api/v1/search/pump/filter/${evr.id}`, inMetres);
      expect(res.statusCode).toBe(200);
      const m = pumpFilterResult.parse(res.json().response);
      expect(m.candidates.map((c) => c.id)).toEqual(bar.candidates.map((c) => c.id));
      expect(m.candidates[0]!.delta.x_work.p).toBeCloseTo(4, 5);
    });

    it('checks H and H0 against their range in the unit chosen, and refuses an unknown hunits', async () => {
      const low = await post(`/api/v1/search/pump/filter/${evr.id}`, { ...duty, hunits: 'm', H: 5, H0: 1 });
      expect(low.statusCode).toBe(400);
      expect(low.json().response.fields).toEqual({ H: 'Допустимые значения от 10,2 до 1020' });
      const high = await post(`/api/v1/search/pump/filter/${evr.id}`, {
        ...duty,
        hunits: 'm',
        H: 40,
        H0: 103,
      });
      expect(high.json().response.fields).toMatchObject({ H0: 'Допустимые значения от 0 до 102' });
      const feet = await post(`/api/v1/search/pump/filter/${evr.id}`, { ...duty, hunits: 'ft' });
      expect(feet.json().response.fields).toEqual({ hunits: pumpMessages.hunits });
    });

    it('accepts a flow the form accepts in l/s below 1 (0.3 l/s is 1.08 m³/h)', async () => {
      const res = await post(`/api/v1/search/pump/filter/${evr.id}`, { units: 'l', Q: 0.3, H: 5, H0: 1 });
      expect(res.statusCode).toBe(200);
      pumpFilterResult.parse(res.json().response);
    });

    it("answers 'Решений не найдено' with everyone rejected when nobody fits", async () => {
      const res = await post(`/api/v1/search/pump/filter/${cmi.id}`, { units: 'm', Q: 100, H: 100, H0: 0 });
      expect(res.statusCode).toBe(200);
      const r = res.json().response;
      expect(r.candidates).toEqual([]);
      expect(r.message).toBe(searchMessages.noSolutions);
      expect(r.rejected).toHaveLength(cmi.models.length);
      // Nothing else serves 100 m³/h at 100 bar: only the nearest model, by its flow.
      const { advice } = pumpFilterResult.parse(r);
      expect(advice?.nearest).toMatchObject({ kind: 'flowAbove', required: 100, Q: 100 });
      expect(advice?.parallel).toBeNull();
      expect(advice?.series).toEqual([]);
    });

    it('at a dead end says what to try: the nearest model, pumps in parallel, other series', async () => {
      const res = await post(`/api/v1/search/pump/filter/${cmi.id}`, {
        units: 'm',
        Q: 10,
        H: 4,
        H0: 1,
        pcnt: 1,
      });
      expect(res.statusCode).toBe(200);
      const r = pumpFilterResult.parse(res.json().response);
      expect(r.candidates).toEqual([]);
      const advice = r.advice!;
      expect(advice.nearest).toMatchObject({ name: 'CMI 8-5', kind: 'headShort', Q: 10, required: 4 });
      expect(advice.nearest!.actual).toBeLessThan(4);
      expect(advice.nearest!.pct).toBeCloseTo(((4 - advice.nearest!.actual) / 4) * 100, 1);
      expect(pumpNearestText(advice.nearest!, 'm')).toMatch(
        /^Ближе всего CMI 8-5: при Q 10\sм³\/ч напор 3,\d+\sбар — на \d+\s% меньше требуемого 4\sбар$/,
      );
      expect(advice.parallel).toEqual({ pcnt: 2, best: { id: 3012, name: 'CMI 8-5' }, count: 1 });
      // The other series, one pump, with frequency control (CMI has no such choice; they do).
      expect(advice.series.map((s) => [s.name, s.BoxType])).toEqual([
        ['EVR', 0],
        ['EVP', 0],
      ]);
      for (const s of advice.series) {
        const there = await post(`/api/v1/search/pump/filter/${s.seriesId}`, {
          units: 'm',
          Q: 10,
          H: 4,
          H0: 1,
          BoxType: 0,
        });
        const found = pumpFilterResult.parse(there.json().response);
        expect(found.candidates).toHaveLength(s.count);
        expect(found.candidates[0]!.name).toBe(s.best.name);
        expect(found.advice).toBeUndefined();
      }
    });

    it("refuses H ≤ H0 with the spec's words", async () => {
      const res = await post(`/api/v1/search/pump/filter/${evr.id}`, { ...duty, H: 1.5, H0: 1.5 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        response: {
          error: apiMessages.validation,
          fields: { H: 'Напор должен быть больше статического напора' },
        },
      });
    });

    it.each(badBodies)('refuses %s with the field named', async (_what, body, fields) => {
      const res = await post(`/api/v1/search/pump/filter/${evr.id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().response).toEqual({ error: apiMessages.validation, fields });
    });

    it('refuses malformed JSON and a non-object body', async () => {
      const bad = await post(`/api/v1/search/pump/filter/${evr.id}`, '{"Q": 4,');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ statusCode: 400, response: { error: apiMessages.badJson } });
      const array = await post(`/api/v1/search/pump/filter/${evr.id}`, '[1, 2]');
      expect(array.statusCode).toBe(400);
      expect(array.json().response.error).toBe(apiMessages.validation);
    });

    it('answers 404 for an unknown series, after the form is valid', async () => {
      const res = await post('/api/v1/search/pump/filter/999', duty);
      expect(res.statusCode).toBe(404);
      expect(res.json().response.error).toBe(pumpApiMessages.seriesNotFound);
    });
  });

  describe('POST /api/v1/search/pump/{pumpId}', () => {
    it('answers the pump record, its curves with the system curve, the working point and why it fits', async () => {
      const list = (await post(`/api/v1/search/pump/filter/${evr.id}`, duty)).json().response;
      const best = list.candidates[0];
      const res = await post(`/api/v1/search/pump/${best.id}`, duty);
      expect(res.statusCode).toBe(200);
      const d = pumpDetails.parse(res.json().response);
      expect(d.series.id).toBe(evr.id);
      expect(d.pump).toMatchObject({ id: best.id, name: best.name, article: best.article, files: {} });
      expect(d.pump.delta.x_work).toEqual(best.delta.x_work);
      expect(d.pump.paramGroups.length).toBeGreaterThanOrEqual(3);
      expect(d).toMatchObject({ rank: 1, candidates: list.candidates.length, rejection: null });
      expect(d.why).toEqual(best.why);
      expect(d.curves.workingPoint).toEqual(best.delta.x_work);
      expect(d.curves.system[0]).toEqual({ q: 0, value: 1.5 });
      expect(d.curves.duty).toEqual({ q: 4, value: 4 });
      expect(d.curves.headRated.length).toBeGreaterThan(10);
      expect(d.curves.units).toMatchObject({ q: 'm3/h', head: 'bar' });
    });

    it('gives the curves in metres for hunits=m: the duty as typed, the same working point', async () => {
      const bar = pumpDetails.parse(
        (await post(`/api/v1/search/pump/${evr.models[3]!.id}`, duty)).json().response,
      );
      const res = await post(`/api/v1/search/pump/${evr.models[3]!.id}`, {
        ...duty,
        hunits: 'm',
        H: 40,
        H0: 15,
      });
      expect(res.statusCode).toBe(200);
      const d = pumpDetails.parse(res.json().response);
      expect(d.curves.units.head).toBe('m');
      expect(d.curves.duty).toEqual({ q: 4, value: 40 });
      expect(d.curves.system[0]!.value).toBeCloseTo(15, 9);
      // The pump's own curve is the same, in metres of head (water at 20 °C, 10.2155 m/bar).
      expect(d.curves.headRated[0]!.value).toBeCloseTo(bar.curves.headRated[0]!.value * 10.21555, 3);
    });

    it('answers the curves of a pump that cannot serve the duty, with the reason', async () => {
      const tiny = evr.models[0]!;
      const res = await post(`/api/v1/search/pump/${tiny.id}`, {
        units: 'm',
        Q: 60,
        H: 5,
        H0: 1,
        BoxType: 2,
      });
      expect(res.statusCode).toBe(200);
      const d = pumpDetails.parse(res.json().response);
      expect(d).toMatchObject({ rank: null, why: null, pump: { delta: { x_work: null } } });
      expect(d.curves.workingPoint).toBeNull();
      expect(d.rejection).toEqual({
        reason: 'speedAboveRated',
        message: pumpRejectionMessages.speedAboveRated,
      });
      expect(d.curves.headRated.length).toBeGreaterThan(10);
    });

    it.each(['424242', 'abc', '0'])('answers 404 in Russian for pump %s', async (id) => {
      const res = await post(`/api/v1/search/pump/${id}`, duty);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, response: { error: pumpApiMessages.pumpNotFound } });
    });

    it.each(badBodies)(
      'refuses %s on the pump and files calls too, with the field named',
      async (_what, body, fields) => {
        const id = evr.models[0]!.id;
        const member = { 'calc-access': grant, ...(await registerUser(t)).headers };
        for (const url of [`/api/v1/search/pump/${id}`, `/api/v1/search/pump/files/${id}`]) {
          const res = await post(url, body, member);
          expect(res.statusCode, url).toBe(400);
          expect(res.json().response, url).toEqual({ error: apiMessages.validation, fields });
        }
      },
    );

    it("refuses H ≤ H0 with the spec's words", async () => {
      const res = await post(`/api/v1/search/pump/${evr.models[0]!.id}`, { ...duty, H: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().response.fields).toEqual({ H: pumpMessages.headAboveStatic });
    });
  });

  describe('POST /api/v1/search/pump/files/{pumpId}', () => {
    const magic = {
      png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      jpeg: [0xff, 0xd8, 0xff],
      pdf: [...Buffer.from('%PDF-')],
    };
    const utf16be = (s: string) => Buffer.from(s, 'utf16le').swap16();

    it(
      'runs the files request end to end: hash → done with HQc.png, Powerc.png, Image.jpg and the PDF; ' +
        'the owner downloads them, a guest gets 401, another user 404',
      async () => {
        const owner = await registerUser(t);
        const other = await registerUser(t);
        const list = (await post(`/api/v1/search/pump/filter/${evr.id}`, duty)).json().response;
        const best = list.candidates[0];
        const res = await post(`/api/v1/search/pump/files/${best.id}`, duty, {
          'calc-access': grant,
          ...owner.headers,
        });
        expect(res.statusCode).toBe(200);
        const { hash, id } = searchAccepted.parse(res.json().response);

        const status = requestStatus.parse(await waitForEnd(t.app, hash, 90_000));
        expect(status).toMatchObject({ id, hash, type: 'pump', state: 'done', error: null });
        const pdfName = `Паспорт насоса ${best.name}.pdf`;
        expect(Object.keys(status.files ?? {})).toEqual(['HQc.png', 'Powerc.png', 'Image.jpg', pdfName]);
        const response = pumpFilesResult.parse(status.response);
        expect(response).toMatchObject({
          seriesId: evr.id,
          pumpId: best.id,
          name: best.name,
          illustrative: true,
        });
        expect(response.workingPoint).toEqual(best.delta.x_work);
        expect(response.why).toEqual(best.why);

        const files = status.files!;
        const download = async (name: string, headers: Record<string, string> = owner.headers) =>
          t.app.inject({ method: 'GET', url: files[name]!, headers });
        // The API keeps its keys; the saved file carries the model: 'EVR 10-4 — H-Q.png', exact in
        // RFC 5987's filename*, with an ASCII-only filename for clients that read nothing else.
        for (const [name, mime, bytes, saved, ascii] of [
          ['HQc.png', 'image/png', magic.png, 'H-Q.png', 'H-Q.png'],
          ['Powerc.png', 'image/png', magic.png, 'P2-Q.png', 'P2-Q.png'],
          ['Image.jpg', 'image/jpeg', magic.jpeg, 'Иллюстрация.jpg', 'image.jpg'],
          [pdfName, 'application/pdf', magic.pdf, 'Паспорт насоса.pdf', 'datasheet.pdf'],
        ] as const) {
          const file = await download(name);
          expect(file.statusCode, name).toBe(200);
          expect(file.headers['content-type'], name).toBe(mime);
          expect([...file.rawPayload.subarray(0, bytes.length)], name).toEqual(bytes);
          const disposition = String(file.headers['content-disposition']);
          expect(disposition, name).toBe(
            `attachment; filename="${best.name} - ${ascii}"; ` +
              `filename*=UTF-8''${encodeURIComponent(`${best.name} — ${saved}`)}`,
          );
        }
        const pdf = (await download(pdfName)).rawPayload;
        // The document's title names the model (PDF text strings are UTF-16BE); DejaVu is embedded.
        expect(pdf.includes(utf16be(`Aquastrong ${best.name}`))).toBe(true);
        expect(pdf.includes(Buffer.from('DejaVuSans'))).toBe(true);
        expect(pdf.includes(Buffer.from('/FontFile2'))).toBe(true);
        expect(pdf.length).toBeGreaterThan(50_000);

        const guest = await t.app.inject({ method: 'GET', url: files['HQc.png']! });
        expect(guest.statusCode).toBe(401);
        expect(guest.json()).toEqual({
          statusCode: 401,
          response: { error: apiMessages.downloadNeedsLogin },
        });
        const stranger = await download(pdfName, other.headers);
        expect(stranger.statusCode).toBe(404);
        expect(stranger.json().response.error).toBe(apiMessages.fileNotFound);
      },
      120_000,
    );

    it('keeps a duty in metres as its own request, and a bar duty one request however sent', async () => {
      const owner = await registerUser(t);
      const headers = { 'calc-access': grant, ...owner.headers };
      const list = (await post(`/api/v1/search/pump/filter/${evr.id}`, duty)).json().response;
      const id = list.candidates[0].id;
      const hashOf = async (body: unknown) =>
        searchAccepted.parse((await post(`/api/v1/search/pump/files/${id}`, body, headers)).json().response)
          .hash;
      const bar = await hashOf(duty);
      expect(await hashOf({ ...duty, hunits: 'bar' })).toBe(bar);
      const metres = await hashOf({ ...duty, hunits: 'm', H: 40.8622, H0: 15.32333 });
      expect(metres).not.toBe(bar);
      const done = requestStatus.parse(await waitForEnd(t.app, metres, 90_000));
      expect(done.state).toBe('done');
      expect(pumpFilesResult.parse(done.response).pumpId).toBe(id);
      await waitForEnd(t.app, bar, 90_000);
    }, 120_000);

    it('refuses a pump that cannot serve the duty at once, naming it and the reason', async () => {
      const before = await countRows(t);
      const tiny = evr.models[0]!;
      const member = { 'calc-access': grant, ...(await registerUser(t)).headers };
      const res = await post(
        `/api/v1/search/pump/files/${tiny.id}`,
        { units: 'm', Q: 60, H: 5, H0: 1, BoxType: 2 },
        member,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().response.error).toBe(
        pumpApiMessages.cannotServe(tiny.name, pumpRejectionMessages.speedAboveRated),
      );
      expect(await countRows(t)).toEqual(before);
    });

    it('refuses a guest with 401 before rendering anything: only a user could download the files', async () => {
      const before = await countRows(t);
      const guest = await post(`/api/v1/search/pump/files/${evr.models[0]!.id}`, duty);
      expect(guest.statusCode).toBe(401);
      expect(guest.json().response.error).toBe(apiMessages.unauthorized);
      expect(await countRows(t)).toEqual(before);
    });

    it('refuses an unknown pump, H ≤ H0 and unknown fields without creating a request', async () => {
      const member = { 'calc-access': grant, ...(await registerUser(t)).headers };
      const before = await countRows(t);
      const unknown = await post('/api/v1/search/pump/files/999999', duty, member);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().response.error).toBe(pumpApiMessages.pumpNotFound);
      const head = await post(`/api/v1/search/pump/files/${evr.models[0]!.id}`, { ...duty, H: 1 }, member);
      expect(head.json().response.fields).toEqual({ H: pumpMessages.headAboveStatic });
      const extra = await post(
        `/api/v1/search/pump/files/${evr.models[0]!.id}`,
        { ...duty, seriesId: 2 },
        member,
      );
      expect(extra.json().response.fields).toEqual({ seriesId: apiMessages.unknownField });
      expect(await countRows(t)).toEqual(before);
    });
  });

  describe('the calculator grant', () => {
    const calls: Array<[string, string]> = [
      ['GET', '/api/v1/search/pump/series'],
      ['GET', `/api/v1/search/pump/series/${evr.id}`],
      ['GET', `/api/v1/search/pump/filter/${evr.id}`],
      ['POST', `/api/v1/search/pump/filter/${evr.id}`],
      ['POST', `/api/v1/search/pump/${evr.models[0]!.id}`],
      ['POST', `/api/v1/search/pump/files/${evr.models[0]!.id}`],
    ];

    it.each(calls)('%s %s is refused without a grant, or with another calculator’s', async (method, url) => {
      const before = await countRows(t);
      const payload = method === 'POST' ? JSON.stringify(duty) : undefined;
      const headers = { 'content-type': 'application/json' };
      const none = await t.app.inject({ method: method as 'GET', url, headers, payload });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ statusCode: 401, response: { error: apiMessages.calcNoAccess } });
      const station = await grantFor(t.app, 'Station');
      const wrong = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...headers, 'calc-access': station },
        payload,
      });
      expect(wrong.statusCode).toBe(401);
      expect(await countRows(t)).toEqual(before);
    });
  });

  it('documents every pump call in OpenAPI under «Насосы»', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/v1/search/pump'));
    expect(paths.sort()).toEqual(
      [
        '/api/v1/search/pump/series',
        '/api/v1/search/pump/series/{id}',
        '/api/v1/search/pump/series/{id}/image',
        '/api/v1/search/pump/filter/{seriesId}',
        '/api/v1/search/pump/files/{pumpId}',
        '/api/v1/search/pump/{pumpId}',
        '/api/v1/search/pump/all',
        '/api/v1/search/pump/compare',
      ].sort(),
    );
    // The form's fields (GET) and the selection (POST) are one path: the series in `seriesId`.
    expect(doc.paths['/api/v1/search/pump/filter/{seriesId}'].get.tags).toEqual(['Насосы']);
    expect(doc.paths['/api/v1/search/pump/filter/{seriesId}'].post.tags).toEqual(['Насосы']);
  });
});
