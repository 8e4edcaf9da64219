// Issue 30 item 2, the datasheet: a rated unit's PDF prints every design limit the unit breaks,
// named, before the figures — the CLH 32S case its four warnings, a user's plate its notice
// — with the same hand-check tables as a design's; only a signed-in user gets it (a guest 401), a
// refusal is the engine's reason (422). The real engine in the worker pool, once on SQLite.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, heatRatingResult } from '@podbor/contracts';
import { clh32Plate, clh32Rating, ratingDuty } from './fixtures/heat-rating';
import { cabinetUser } from './helpers/cabinet';
import { grantFor } from './helpers/selection-app';
import { createTestApp, onceOnSqlite, type TestApp } from './helpers/test-app';

const duty = ratingDuty;
const clh32 = clh32Rating;

/** The PDF's text, lines joined by spaces (a wrapped cell reads as one run of words). */
async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe.each(onceOnSqlite)("a rated unit's datasheet on %s", (kind) => {
  let t: TestApp;
  let grant = '';
  let jwt = '';
  beforeAll(async () => {
    t = await createTestApp(kind);
    grant = await grantFor(t.app, 'Clever');
    jwt = (await cabinetUser(t)).headers.jwt;
  });
  afterAll(async () => t?.close());

  const post = (url: string, body: object, signedIn = true) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'calc-access': grant, ...(signedIn ? { jwt } : {}) },
      payload: body,
    });

  it('prints the four broken limits by name, then the figures the page shows', async () => {
    const rated = heatRatingResult.parse((await post('/api/v1/search/clever/rate', clh32)).json().response);
    const res = await post('/api/v1/search/clever/rate/datasheet', clh32);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent('Поверочный расчёт CLH 32S 100 пл.pdf'),
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Пластинчатый теплообменник — поверочный расчёт');
    expect(text).toContain('Нарушенные ограничения подбора');
    for (const title of [
      'Скорость в патрубке — греющая сторона',
      'Потеря давления — греющая сторона',
      'Скорость в патрубке — нагреваемая сторона',
      'Потеря давления — нагреваемая сторона',
    ])
      expect(text).toContain(title);
    // Each warning's sentence as the rating call answers it (a wrap may split «м/с» in the text).
    const squeezed = text.replace(/\s/g, '');
    expect(rated.warnings).toHaveLength(4);
    for (const w of rated.warnings) expect(squeezed).toContain(w.message.replace(/\s/g, ''));
    expect(text).toContain('Расчёт от ');
    expect(text).not.toContain('Подбор №');
    // The hand check's tables as on a design's sheet.
    expect(text).toContain('Метод расчёта');
    expect(text).toContain('Теплоотдача и потеря давления по сторонам');
    expect(text).toContain('CLH 32S');
  });

  it("a user's plate: the sheet says so and prints the geometry; a unit within its limits says that", async () => {
    const plate = clh32Plate;
    const calm = {
      ...duty,
      plate,
      hot: { ...duty.hot, massFlowKgS: 0.5 },
      cold: { ...duty.cold, massFlowKgS: 0.5 },
      plates: 21,
    };
    const ratedCalm = heatRatingResult.parse(
      (await post('/api/v1/search/clever/rate', calm)).json().response,
    );
    const res = await post('/api/v1/search/clever/rate/datasheet', calm);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Расчёт для геометрии пластины, заданной пользователем');
    expect(text).toContain('заданная пользователем');
    expect(text).toContain('Угол гофрирования');
    if (ratedCalm.warnings.length === 0)
      expect(text).toContain('Проверенные ограничения подбора не нарушены');
    else
      for (const w of ratedCalm.warnings)
        expect(text.replace(/\s/g, '')).toContain(w.message.replace(/\s/g, ''));
  });

  it('a guest is asked to sign in; an angle outside the method is refused with the reason', async () => {
    const guest = await post('/api/v1/search/clever/rate/datasheet', clh32, false);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().response.error).toBe(apiMessages.downloadNeedsLogin);
    const steep = {
      ...duty,
      plate: { ...clh32Plate, chevronAngleDeg: 85 },
    };
    const refused = await post('/api/v1/search/clever/rate/datasheet', steep);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().response.error).toMatch(/вне области применимости метода Мартина/);
  });
});
