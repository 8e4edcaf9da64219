// Issue 30 item 5 through the API: rating the user's plate geometry instead of a catalogue model —
// the same figures as the model it copies, the same named warnings (the CLH 32S case),
// every geometry field refused in Russian, and an angle outside Martin's range refused with the
// reason (422), never extrapolated. The real engine and catalogue, once on SQLite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pheCatalogue } from '@podbor/catalog/phe';
import {
  cleverModels,
  heatMessages,
  heatRatingMessages,
  heatRatingResult,
  ltModels,
  validationMessages,
} from '@podbor/contracts';
import { createTestApp, onceOnSqlite, type TestApp } from './helpers/test-app';
import { grantFor } from './helpers/selection-app';
import { clh32Plate, clh32Rating, ratingDuty } from './fixtures/heat-rating';

const duty = ratingDuty;
const clh32 = clh32Rating;
const userUnit = { plate: clh32Plate, ...duty };

it("the rating view's model lists are the catalogue's models of each line", () => {
  const names = (line: 'clever' | 'lt') =>
    pheCatalogue.models.filter((m) => m.line === line).map((m) => m.name);
  expect([...cleverModels]).toEqual(names('clever'));
  expect([...ltModels]).toEqual(names('lt'));
});

describe.each(onceOnSqlite)('rating a user plate on %s', (kind) => {
  let t: TestApp;
  const grants = { clever: '', rto: '' };
  beforeAll(async () => {
    t = await createTestApp(kind);
    grants.clever = await grantFor(t.app, 'Clever');
    grants.rto = await grantFor(t.app, 'RTO');
  });
  afterAll(async () => t?.close());

  const rate = (body: unknown, line: 'clever' | 'rto' = 'clever') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/search/${line}/rate`,
      headers: { 'calc-access': grants[line] },
      payload: body as object,
    });

  it("a geometry equal to CLH 32S's answers that model's figures, said to be for the user's plate", async () => {
    const [a, b] = [await rate(clh32), await rate(userUnit)];
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const model = heatRatingResult.parse(a.json().response);
    const user = heatRatingResult.parse(b.json().response);
    expect(model.plateSource).toBe('catalogue');
    expect(model.notice).toBeUndefined();
    // The catalogue's figures carry its note (illustrative data); the user's plate does not.
    expect(model.note).toMatch(/^Иллюстративные данные пластин/);
    expect(user.note).toBeUndefined();
    expect(user.plateSource).toBe('user');
    expect(user.notice).toBe('Расчёт для геометрии пластины, заданной пользователем');
    // The catalogue's plate area is 0.0511 m², the user's W·L·φ 0.0511290: 0.06 % more surface.
    // The hydraulics do not see the area; the duty moves by less than it.
    expect(user.check.plateAreaM2 / model.check.plateAreaM2 - 1).toBeCloseTo(0.000568, 5);
    for (const side of ['hot', 'cold'] as const) {
      expect(user.check[side].portVelocityMS).toBeCloseTo(model.check[side].portVelocityMS, 3);
      expect(user.check[side].channelVelocityMS).toBeCloseTo(model.check[side].channelVelocityMS, 3);
      expect(user.check[side].reynolds / model.check[side].reynolds).toBeCloseTo(1, 3);
      const dp = (c: typeof user.check) => c[side].dpChannelKPa + c[side].dpPortsKPa;
      expect(dp(user.check) / dp(model.check)).toBeCloseTo(1, 3);
    }
    expect(user.check.dutyKW / model.check.dutyKW - 1).toBeGreaterThanOrEqual(0);
    expect(user.check.dutyKW / model.check.dutyKW - 1).toBeLessThan(0.000568);
    // The same named warnings, in the same words.
    expect(user.warnings).toEqual(model.warnings);
    expect(user.warnings.map((w) => `${w.code}:${w.side}`)).toEqual([
      'portVelocity:hot',
      'pressureDrop:hot',
      'portVelocity:cold',
      'pressureDrop:cold',
    ]);
    expect(user.warnings[0]!.message).toMatch(
      /^Скорость в патрубке греющей стороны 1[23],\d м\/с выше допустимой 6 м\/с\.$/,
    );
  });

  it('refuses every geometry field out of its range, in Russian, on the field', async () => {
    const bad: Array<[keyof typeof clh32Plate, unknown, string]> = [
      ['widthMm', 20, heatMessages.range(50, 2000)],
      ['portToPortLengthMm', 6000, heatMessages.range(100, 5000)],
      ['gapMm', 0.5, heatMessages.range(1, 10)],
      ['chevronAngleDeg', 95, heatMessages.range(0, 90)],
      ['enlargementFactor', 0.9, heatMessages.range(1, 1.5)],
      ['portDiameterMm', 600, heatMessages.range(10, 500)],
      ['thicknessMm', 2, heatMessages.range(0.3, 1.5)],
      ['thicknessMm', 'тонкая', heatMessages.notNumber(0.3, 1.5)],
      ['gapMm', undefined, validationMessages.required],
    ];
    for (const [field, value, message] of bad) {
      const res = await rate({ ...userUnit, plate: { ...clh32Plate, [field]: value } });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().response.fields).toEqual({ [`plate.${field}`]: message });
    }
  });

  it("refuses a corrugation angle outside Martin's 10–80° with the reason (422), never extrapolating", async () => {
    const res = await rate({ ...userUnit, plate: { ...clh32Plate, chevronAngleDeg: 85 } }, 'rto');
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().response.error).toBe(
      'Угол гофрирования 85° вне области применимости метода Мартина (10–80°): расчёт такой пластины был бы экстраполяцией и не выполняется.',
    );
  });

  it('takes a model or a plate: neither, both, or the model’s thickness beside a plate are refused', async () => {
    const fields = async (body: unknown) => {
      const res = await rate(body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().response.fields;
    };
    expect(await fields(duty)).toEqual({
      model: heatRatingMessages.modelOrPlate,
      thicknessMm: validationMessages.required,
      channelMix: validationMessages.required,
    });
    expect(await fields({ ...userUnit, model: 'CLH 32S' })).toEqual({ plate: heatRatingMessages.notBoth });
    expect(await fields({ ...userUnit, thicknessMm: 0.5, channelMix: 'L' })).toEqual({
      thicknessMm: heatRatingMessages.thicknessInPlate,
      channelMix: heatRatingMessages.mixNotForUserPlate,
    });
  });
});
