// The pump search across all series and the comparison through the API (decision 0032): on the
// shipped catalogue, and on a fixture catalogue carrying the literature pumps (the Hydraulic
// Institute affinity example, two pumps in parallel) and a motor rating plate; bad input refused
// in Russian with nothing computed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  pumpCatalogFilter,
  pumpCompareMessages,
  pumpCompareResult,
  pumpFilterResult,
  pumpMessages,
  pumpSearchResult,
  searchMessages,
  type PumpSearchResult,
} from '@podbor/contracts';
import { loadPumpCatalog, type PumpCatalog } from '@podbor/catalog/pumps';
import { selectPumps } from '@podbor/engineering/pumps';
import { buildApp } from '../src/app';
import { createTestApp, onceOnSqlite, type TestApp } from './helpers/test-app';
import { grantFor } from './helpers/selection-app';
import {
  FOOT,
  HI,
  PARALLEL,
  hiPump,
  parallelPump,
} from '../../../packages/engineering/test/pumps/literature-fixtures';

const catalog = loadPumpCatalog();
const evr = catalog.series.find((s) => s.name === 'EVR')!;
const cmi = catalog.series.find((s) => s.name === 'CMI')!;
/** A duty several series serve (fixed speed, so the CMI series, which has no control, competes). */
const duty = { units: 'm', Q: 4, H: 4, H0: 1.5, BoxType: 2 };

/** A fixture catalogue: the literature pumps in one series, one of them with a rating plate. */
const fixture: PumpCatalog = {
  ...catalog,
  illustrative: false,
  note: null,
  series: [
    {
      ...catalog.series[0]!,
      id: 90,
      name: 'LIT',
      models: [
        { ...catalog.series[0]!.models[0]!, ...hiPump(901), curve: [...hiPump(901).curve], paramGroups: [] },
        {
          ...catalog.series[0]!.models[0]!,
          ...parallelPump(902),
          curve: [...parallelPump(902).curve],
          paramGroups: [],
          motor: { efficiencyClass: 'IE3', efficiency: 92, ratedCurrent: 14.1, cosPhi: 0.84 },
        },
      ],
    },
  ],
};

describe.each(onceOnSqlite)('pump search and comparison on %s', (kind) => {
  let t: TestApp;
  let lit: TestApp;
  let grant: string;
  let litGrant: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    grant = await grantFor(t.app, 'Aquastrong');
    lit = await createTestApp(kind, {}, (deps, opts) =>
      buildApp(deps, { ...opts, extend: (app) => void app.decorate('pumpCatalog', fixture) }),
    );
    litGrant = await grantFor(lit.app, 'Aquastrong');
  });
  afterAll(async () => {
    await t?.close();
    await lit?.close();
  });

  const post = (url: string, payload: unknown, app = t, g = grant) =>
    app.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'calc-access': g },
      payload: JSON.stringify(payload),
    });

  describe('search across all series', () => {
    it('GET all offers the pump form for the whole catalogue and names every series', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/search/pump/all',
        headers: { 'calc-access': grant },
      });
      expect(res.statusCode).toBe(200);
      const body = pumpCatalogFilter.parse(res.json().response);
      expect(body.fields.map((f) => f.name)).toEqual(['units', 'Q', 'hunits', 'H', 'H0', 'pcnt', 'BoxType']);
      expect(body.series.map((s) => s.name)).toEqual(catalog.series.map((s) => s.name));
    });

    it('ranks the pumps of every series in one list, each with its series and its place there', async () => {
      const res = await post('/api/v1/search/pump/all', duty);
      expect(res.statusCode).toBe(200);
      const body: PumpSearchResult = pumpSearchResult.parse(res.json().response);
      const seriesNames = new Set(body.candidates.map((c) => c.seriesName));
      expect(seriesNames.size).toBeGreaterThan(1);
      expect(body.candidates.map((c) => c.rank)).toEqual(body.candidates.map((_, i) => i + 1));
      // The series' own answer agrees on each pump's working point and place.
      const own = selectPumps(evr, duty as never);
      for (const c of body.candidates.filter((x) => x.seriesId === evr.id)) {
        const o = own.candidates.find((x) => x.id === c.id)!;
        expect(c.delta.x_work).toEqual(o.delta.x_work);
        expect(c.seriesRank).toBe(o.rank);
      }
      // Meeting the duty first, then the lowest life-cycle cost (decision 0042), with its profile said.
      const key = (c: PumpSearchResult['candidates'][number]) => [
        Number(c.why.shortOfDuty),
        c.why.lcc!.totalKopecks,
      ];
      for (let i = 1; i < body.candidates.length; i++) {
        const [ga, la] = key(body.candidates[i - 1]!);
        const [gb, lb] = key(body.candidates[i]!);
        expect(ga! < gb! || (ga === gb && la! <= lb!)).toBe(true);
      }
      expect(body.profile).toEqual({ h100: 360, h75: 900, h50: 2100, h25: 2640, price: 8, years: 10 });
      expect(body.series.find((s) => s.seriesId === cmi.id)!.applied.BoxType).toBe(2);
      expect(body.illustrative).toBe(true);
    });

    it('says «Решений не найдено» when no series serves the duty', async () => {
      const res = await post('/api/v1/search/pump/all', { units: 'm', Q: 100, H: 90, H0: 0 });
      expect(res.statusCode).toBe(200);
      expect(res.json().response.candidates).toEqual([]);
      expect(res.json().response.message).toBe(searchMessages.noSolutions);
    });

    it('refuses a missing duty and a head not above the static head, in Russian', async () => {
      const missing = await post('/api/v1/search/pump/all', { units: 'm', Q: 4, H0: 1 });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().response).toEqual({
        error: apiMessages.validation,
        fields: { H: pumpMessages.required },
      });
      const flat = await post('/api/v1/search/pump/all', { units: 'm', Q: 4, H: 1, H0: 1 });
      expect(flat.statusCode).toBe(400);
      expect(flat.json().response.fields).toEqual({ H: pumpMessages.headAboveStatic });
    });

    it('needs the calculator grant', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/search/pump/all',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(duty),
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('comparison', () => {
    // Two EVR pumps that serve the duty and one CMI pump, whatever it does with it.
    const served = selectPumps(evr, duty as never).candidates;
    const [a, b, c] = [served[0]!.id, served[1]!.id, cmi.models[1]!.id];

    it('compares pumps of different series with curves, P1 and kWh a year over the example load profile by default', async () => {
      const res = await post('/api/v1/search/pump/compare', { form: duty, pumps: [a, c, b] });
      expect(res.statusCode).toBe(200);
      const body = pumpCompareResult.parse(res.json().response);
      expect(body.profile).toEqual({ h100: 360, h75: 900, h50: 2100, h25: 2640, price: 8, years: 10 });
      expect(body.pumps.map((p) => p.id)).toEqual([a, c, b]);
      for (const p of body.pumps) {
        expect(p.curves.headRated.length).toBeGreaterThan(10);
        expect(p.motorEfficiencySource).toBe('ie3');
        expect(p.motor).toEqual({
          efficiencyClass: null,
          efficiency: null,
          ratedCurrent: null,
          cosPhi: null,
        });
        if (p.why) expect(p.energyKwhYear).toBe(p.why.lcc!.kwhPerYear);
        else expect(p.rejection?.message).toBeTruthy();
      }
    });

    it('states the same energy and life-cycle cost as the series page, for the profile asked (issue 29 item 9)', async () => {
      const form = { ...duty, price: 6.5, years: 15, h100: 2000, h75: 1000, h50: 0, h25: 0 };
      const res = await post('/api/v1/search/pump/compare', { form, pumps: [a, b] });
      const body = pumpCompareResult.parse(res.json().response);
      expect(body.profile).toEqual({ h100: 2000, h75: 1000, h50: 0, h25: 0, price: 6.5, years: 15 });
      const page = await post(`/api/v1/search/pump/filter/${evr.id}`, form);
      const listed = pumpFilterResult.parse(page.json().response);
      expect(listed.profile).toEqual(body.profile);
      for (const p of body.pumps) {
        const c = listed.candidates.find((x) => x.id === p.id)!;
        expect(p.energyKwhYear).toBe(c.why.lcc!.kwhPerYear);
        expect(p.why!.lcc!.totalKopecks).toBe(c.why.lcc!.totalKopecks);
        const e = c.why.energy!;
        if (!e.ok) throw new Error('energy refused');
        expect(e.kwhPerYear).toBe(p.energyKwhYear);
      }
    });

    it.each([
      [
        'five pumps',
        { form: duty, pumps: [1001, 1002, 1003, 1004, 1005] },
        { pumps: pumpCompareMessages.tooMany },
      ],
      ['one pump', { form: duty, pumps: [1001] }, { pumps: pumpCompareMessages.count }],
      ['a pump twice', { form: duty, pumps: [1001, 1001] }, { pumps: pumpCompareMessages.duplicate }],
      ['a pump id as text', { form: duty, pumps: [1001, 'x'] }, { 'pumps.1': pumpCompareMessages.pumpId }],
      ['no duty', { pumps: [1001, 1002] }, { form: pumpMessages.required }],
      [
        'a duty without H',
        { form: { units: 'm', Q: 4, H0: 1 }, pumps: [1001, 1002] },
        { 'form.H': pumpMessages.required },
      ],
      [
        'hours beyond a year',
        { form: { ...duty, h100: 9000 }, pumps: [1001, 1002] },
        { 'form.h100': pumpMessages.range(0, 8760) },
      ],
    ])('refuses %s with the field named', async (_what, body, fields) => {
      const res = await post('/api/v1/search/pump/compare', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().response.error).toBe(apiMessages.validation);
      expect(res.json().response.fields).toMatchObject(fields);
    });

    it('answers 404 naming an unknown pump', async () => {
      const res = await post('/api/v1/search/pump/compare', { form: duty, pumps: [a, 999999] });
      expect(res.statusCode).toBe(404);
      expect(res.json().response.error).toBe(pumpCompareMessages.unknownPump(999999));
    });
  });

  describe('literature through the API (fixture catalogue)', () => {
    it('the HI pump slowed to 180 gpm runs at 1566 rpm with 72.9 % of its rated power', async () => {
      const Q = HI.gpmToM3h(HI.reducedFlowGpm);
      const H = 0.81 * HI.ratedHeadFt * FOOT;
      const form = { units: 'm', Q, hunits: 'm', H, H0: 0, BoxType: 0 };
      const slowed = await post('/api/v1/search/pump/901', form, lit, litGrant);
      expect(slowed.statusCode).toBe(200);
      const wp = slowed.json().response.pump.delta.x_work;
      expect(wp.speed).toBeCloseTo(HI.reducedSpeed, 6);
      // The same pump at its rated point (a duty on its rated curve: s = 1).
      const rated = await post(
        '/api/v1/search/pump/901',
        { ...form, Q: HI.gpmToM3h(HI.ratedFlowGpm), H: HI.ratedHeadFt * FOOT },
        lit,
        litGrant,
      );
      const wr = rated.json().response.pump.delta.x_work;
      expect(wr.speed).toBeCloseTo(HI.ratedSpeed, 6);
      expect(wp.power / wr.power).toBeCloseTo(0.729, 9);
      expect(wp.eff).toBeCloseTo(wr.eff, 9);
    });

    it('two pumps in parallel meet the system at 45.54 m³/h and 36 m (search and comparison agree)', async () => {
      const form = { units: 'm', Q: 36, hunits: 'm', H: 30, H0: PARALLEL.staticHead, pcnt: 2, BoxType: 2 };
      const all = pumpSearchResult.parse(
        (await post('/api/v1/search/pump/all', form, lit, litGrant)).json().response,
      );
      const par = all.candidates.find((x) => x.id === 902)!;
      expect(par.delta.x_work.Q).toBeCloseTo(PARALLEL.pair.Q, 7);
      expect(par.delta.x_work.H).toBeCloseTo(PARALLEL.pair.H, 7);
      const cmp = pumpCompareResult.parse(
        (await post('/api/v1/search/pump/compare', { form, pumps: [902, 901] }, lit, litGrant)).json()
          .response,
      );
      const p = cmp.pumps[0]!;
      expect(p.workingPoint!.Q).toBeCloseTo(PARALLEL.pair.Q, 7);
      // The rating plate is shown, and its efficiency is what P1 was computed with.
      expect(p.motor).toEqual({ efficiencyClass: 'IE3', efficiency: 92, ratedCurrent: 14.1, cosPhi: 0.84 });
      expect(p.motorEfficiencySource).toBe('catalogue');
      expect(cmp.illustrative).toBe(false);
    });
  });
});
