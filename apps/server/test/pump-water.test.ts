// The pump selection's water temperature, NPSH available and energy through the API (decision 0031):
// what the answer says about the conversion, who is refused for NPSH, the energy figures, and every
// kind of bad input refused with a Russian message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  pumpDetails,
  pumpFilterResult,
  pumpMessages,
  pumpRejectionMessages,
} from '@podbor/contracts';
import { loadPumpCatalog } from '@podbor/catalog/pumps';
import { createTestApp, onceOnSqlite, type TestApp } from './helpers/test-app';
import { grantFor } from './helpers/selection-app';

const catalog = loadPumpCatalog();
const evr = catalog.series.find((s) => s.name === 'EVR')!;
const duty = { units: 'm', Q: 4, H: 6, H0: 1.5, BoxType: 0 };

const badBodies: Array<[string, unknown, Record<string, string>]> = [
  ['T below 1 °C', { ...duty, T: 0 }, { T: pumpMessages.range(1, 90) }],
  ['T above 90 °C', { ...duty, T: 95 }, { T: pumpMessages.range(1, 90) }],
  ['T as a string', { ...duty, T: '80' }, { T: pumpMessages.notNumber(1, 90) }],
  ['a negative NPSHa', { ...duty, NPSHa: -1 }, { NPSHa: pumpMessages.range(0, 100) }],
  ['NPSHa as true', { ...duty, NPSHa: true }, { NPSHa: pumpMessages.notNumber(0, 100) }],
  ['NPSHa and pin both', { ...duty, NPSHa: 5, pin: 1 }, { pin: pumpMessages.npshBoth }],
  ['pin below 0,1 bar (abs.)', { ...duty, pin: 0 }, { pin: pumpMessages.range(0.1, 17) }],
  ['a price of 0', { ...duty, price: 0 }, { price: pumpMessages.range(0.01, 1000) }],
  ['years 1.5', { ...duty, price: 5, years: 1.5 }, { years: pumpMessages.range(1, 50) }],
  ['more than 8760 h', { ...duty, price: 5, h100: 8000, h75: 800 }, { h25: pumpMessages.hoursTotal }],
  // The metres range follows the temperature: 100 bar is 1020 m at 20 °C, 1050 m at 80 °C.
  [
    'H above the metres range at 20 °C',
    { ...duty, hunits: 'm', H: 1030, H0: 0 },
    { H: pumpMessages.range(10.2, 1020) },
  ],
];

describe.each(onceOnSqlite)('pump water, NPSH and energy on %s', (kind) => {
  let t: TestApp;
  let grant: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    grant = await grantFor(t.app, 'Aquastrong');
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'calc-access': grant },
      payload: JSON.stringify(payload),
    });
  const select = async (body: unknown) => {
    const res = await post(`/api/v1/search/pump/filter/${evr.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    return pumpFilterResult.parse(res.json().response);
  };

  it('converts bar with the water at its temperature and says so: 6 bar at 80 °C is 63,0 m', async () => {
    const cold = await select(duty);
    expect(cold.water.temperatureC).toBe(20);
    expect(cold.water.density).toBeCloseTo(998.206, 3);
    expect(6 * cold.water.metresPerBar).toBeCloseTo(61.29, 2);
    const hot = await select({ ...duty, T: 80 });
    expect(hot.water).toMatchObject({ temperatureC: 80, gravity: 9.80665 });
    expect(hot.water.density).toBeCloseTo(971.8, 1);
    expect(hot.water.vapourPressureKpa).toBeCloseTo(47.41, 2);
    expect(Number((6 * hot.water.metresPerBar).toFixed(1))).toBe(63.0);
    // With frequency control the set runs through the duty: 6 bar as 62,96 m of the hot water.
    expect(hot.candidates[0]!.delta.x_work.H).toBeCloseTo(62.958, 2);
    expect(hot.candidates[0]!.delta.x_work.p).toBeCloseTo(6, 6);
  });

  it('accepts H in metres up to the range at the temperature (1050 m at 80 °C)', async () => {
    const res = await post(`/api/v1/search/pump/filter/${evr.id}`, {
      ...duty,
      hunits: 'm',
      H: 1030,
      H0: 0,
      T: 80,
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a pump without NPSH margin with its reason and warns on a thin one', async () => {
    const base = await select(duty);
    const first = base.candidates[0]!;
    const npshr = first.delta.x_work.NPSH;
    expect(first.why.npsh).toBeNull();
    const short = await select({ ...duty, NPSHa: npshr - 0.05 });
    const refused = short.rejected.find((r) => r.id === first.id)!;
    expect(refused).toMatchObject({ reason: 'npsh', message: pumpRejectionMessages.npsh });
    // The one-pump call refuses it too, and its curves draw no working point (issue 29 item 6).
    const one = await post(`/api/v1/search/pump/${first.id}`, { ...duty, NPSHa: npshr - 0.05 });
    const details = pumpDetails.parse(one.json().response);
    expect(details.rejection).toMatchObject({ reason: 'npsh' });
    expect(details.curves).toMatchObject({ workingPoint: null, rejection: 'npsh', npsha: npshr - 0.05 });
    expect(details.curves.refusedPoint).toEqual(first.delta.x_work);
    const thin = await select({ ...duty, NPSHa: npshr + 0.2 });
    expect(thin.candidates.find((c) => c.id === first.id)!.why.npsh).toMatchObject({ status: 'thin' });
    const fromInlet = await select({ ...duty, T: 80, pin: 1.51325 });
    // (1,51325 бар (абс.) − 47,41 кПа)/(971,8 · 9,80665) = 10,90 m
    expect(fromInlet.candidates[0]!.why.npsh!.availableM).toBeCloseTo(10.9, 1);
  });

  it('gives energy a year and its cost per pump with a load profile', async () => {
    const r = await select({ ...duty, price: 6.5, years: 15, h100: 2000, h75: 2000, h50: 0, h25: 0 });
    for (const c of r.candidates.slice(0, 3)) {
      const e = c.why.energy!;
      expect(e.ok).toBe(true);
      if (!e.ok) continue;
      expect(e.rows.map((row) => row.sharePct)).toEqual([100, 75]);
      expect(e.kwhPerYear).toBeCloseTo(e.rows[0]!.inputKw * 2000 + e.rows[1]!.inputKw * 2000, 6);
      // At the duty the energy row's P1 is the working point's, plus the converter's losses (decision 0042).
      expect(e.rows[0]!.inputKw).toBeCloseTo(c.why.inputPowerKw + c.why.lcc!.rows[0]!.converterLossKw, 6);
      // Money is rounded once a year to the kopeck.
      expect(e.costTotal).toBeCloseTo(e.kwhPerYear * 6.5 * 15, 0);
    }
    // Without a tariff the default 8 ₽/kWh and the example profile, said in the answer.
    const d = await select(duty);
    expect(d.profile).toEqual({ h100: 360, h75: 900, h50: 2100, h25: 2640, price: 8, years: 10 });
    expect(d.candidates[0]!.why.energy).not.toBeNull();
  });

  it('returns the water on the one-pump call too', async () => {
    const id = (await select(duty)).candidates[0]!.id;
    const res = await post(`/api/v1/search/pump/${id}`, { ...duty, T: 60 });
    expect(res.statusCode).toBe(200);
    const d = pumpDetails.parse(res.json().response);
    expect(d.water.temperatureC).toBe(60);
    expect(d.curves.headMetresPerBar).toBeCloseTo(d.water.metresPerBar, 9);
  });

  it('per-unit ranges: 0,5 l/s is accepted, 100 l/s refused', async () => {
    const ok = await post(`/api/v1/search/pump/filter/${evr.id}`, { ...duty, units: 'l', Q: 0.5 });
    expect(ok.statusCode).toBe(200);
    const big = await post(`/api/v1/search/pump/filter/${evr.id}`, { ...duty, units: 'l', Q: 100 });
    expect(big.statusCode).toBe(400);
    expect(big.json().response.fields).toEqual({ Q: pumpMessages.range(0.28, 27.8) });
  });

  it.each(badBodies)('refuses %s with 400 and a Russian message', async (_name, body, fields) => {
    const res = await post(`/api/v1/search/pump/filter/${evr.id}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().response).toEqual({ error: apiMessages.validation, fields });
  });
});
