// The station calculator through the API: POST /api/v1/search/station → hash → polling, the sets
// at once without documents, a set's documents on demand mapped to the spec's {modelName, fileUrl}, the datasheet downloaded by
// its owner, the spec's message for bad input, and the nearest miss when nothing fits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  requestStatus,
  searchAccepted,
  searchMessages,
  stationMessages,
  stationRangeMessage,
  stationWorkingPumpsMessage,
  stationResultEntries,
  stationSelectionResult,
} from '@podbor/contracts';
import { loadPumpCatalog } from '@podbor/catalog/pumps';
import { createTestApp, onceOnSqlite, type TestApp } from './helpers/test-app';
import { countRows, grantFor, waitForEnd } from './helpers/selection-app';
import { registerUser } from './helpers/auth';

const duty = {
  consumption: 20,
  pressure: 60,
  affluent: 15,
  maximum_pressure: 10,
  station_type: 0,
  current_pumps: 2,
  additional_pumps: 1,
  brand: 'AquaStrong',
  series: 'EVR',
};

describe.each(onceOnSqlite)('station calculator on %s', (kind) => {
  let t: TestApp;
  let grant: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    grant = await grantFor(t.app, 'Station');
  });
  afterAll(async () => t?.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/search/station',
      headers: { 'calc-access': grant, ...headers },
      payload: payload as Record<string, unknown>,
    });

  const postFiles = (modelId: number | string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/search/station/files/${modelId}`,
      headers: { 'calc-access': grant, ...headers },
      payload: payload as Record<string, unknown>,
    });

  it(
    "answers WRP-A sets at once without documents ({modelName, fileUrl: null}); a set's files " +
      'request renders its datasheet and H–Q chart, mapped to {modelName, fileUrl}; the owner downloads the PDF',
    async () => {
      const owner = await registerUser(t);
      const res = await post(duty, owner.headers);
      expect(res.statusCode).toBe(200);
      const { hash, id } = searchAccepted.parse(res.json().response);
      const status = requestStatus.parse(await waitForEnd(t.app, hash, 90_000));
      expect(status).toMatchObject({ id, hash, type: 'station', state: 'done', error: null });
      const response = stationSelectionResult.parse(status.response);
      expect(response.sets.length).toBeGreaterThan(0);
      expect(response.illustrative).toBe(true);
      const best = response.sets[0]!;
      expect(best.modelName).toBe(`WRP-A 2+1 ${best.pumpModel}`);
      expect(best.headAtDuty).toBeCloseTo(45, 6);
      expect(best.checks.every((c) => c.passed)).toBe(true);
      // The selection itself renders nothing: the page shows the sets as soon as they are chosen.
      expect(status.files ?? {}).toEqual({});
      const entries = stationResultEntries(response, status.files);
      expect(entries.map((e) => e.modelName)).toEqual(response.sets.map((s) => s.modelName));
      for (const e of entries) expect(e.fileUrl).toBeNull();

      // The second set's documents, on demand.
      const chosen = response.sets[1] ?? best;
      const filesRes = await postFiles(chosen.modelId, duty, owner.headers);
      expect(filesRes.statusCode).toBe(200);
      const filesHash = searchAccepted.parse(filesRes.json().response).hash;
      const files = requestStatus.parse(await waitForEnd(t.app, filesHash, 90_000));
      expect(files).toMatchObject({ type: 'station', state: 'done', error: null });
      const one = stationSelectionResult.parse(files.response);
      expect(one.sets.map((s) => s.modelId)).toEqual([chosen.modelId]);
      expect(one.sets[0]).toEqual(chosen);
      expect(Object.keys(files.files ?? {}).sort()).toEqual(
        [chosen.files.chart, chosen.files.datasheet].sort(),
      );
      const [entry] = stationResultEntries(one, files.files);
      expect(entry!.modelName).toBe(chosen.modelName);
      expect(entry!.fileUrl).toMatch(/^\/api\/v1\/files\//);
      const pdf = await t.app.inject({ method: 'GET', url: entry!.fileUrl!, headers: owner.headers });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const png = await t.app.inject({
        method: 'GET',
        url: files.files![chosen.files.chart]!,
        headers: owner.headers,
      });
      expect(png.headers['content-type']).toBe('image/png');
      const guest = await t.app.inject({ method: 'GET', url: entry!.fileUrl! });
      expect(guest.statusCode).toBe(401);

      // Asking again for the same set and duty answers the same request, not a second one.
      const again = await postFiles(chosen.modelId, duty, owner.headers);
      expect(searchAccepted.parse(again.json().response).hash).toBe(filesHash);
    },
    120_000,
  );

  it('refuses the files of a set the duty does not offer, or of no such model, in Russian, and queues nothing', async () => {
    const before = await countRows(t);
    const status = await waitForEnd(
      t.app,
      searchAccepted.parse((await post(duty)).json().response).hash,
      90_000,
    );
    const offered = new Set(stationSelectionResult.parse(status.response).sets.map((s) => s.modelId));
    const member = (await registerUser(t)).headers;
    const after = await countRows(t);
    const guest = await postFiles([...offered][0]!, duty);
    expect(guest.statusCode).toBe(401);
    for (const modelId of [999_999, 'abc', '0']) {
      const r = await postFiles(modelId, duty, member);
      expect(r.statusCode).toBe(400);
      expect(r.json().response.error).toBe(stationMessages.setNotOffered);
    }
    // A model of the series that this duty does not offer (too small for 20 m³/h at 45 m).
    const evr = loadPumpCatalog().series.find((s) => s.name === 'EVR')!;
    const tooSmall = evr.models.find((m) => !offered.has(m.id))!;
    expect((await postFiles(tooSmall.id, duty, member)).statusCode).toBe(400);
    const bad = await postFiles([...offered][0]!, { ...duty, maximum_pressure: 17 }, member);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().response.fields.maximum_pressure).toBe(stationRangeMessage('maximum_pressure'));
    const noGrant = await t.app.inject({
      method: 'POST',
      url: `/api/v1/search/station/files/${[...offered][0]!}`,
      payload: duty,
    });
    expect(noGrant.statusCode).toBe(401);
    expect(after).not.toEqual(before);
    expect(await countRows(t)).toEqual(after);
  });

  it('selects fire sets by the chosen code: EN 12845 §10.2 with two working pumps at 50 % each, СП 10.13130 by default', async () => {
    // Issue 29 item 1: this duty answered «Решений не найдено» while each pump was sized for 100 %.
    const en = await post({
      ...duty,
      station_type: 3,
      consumption: 20,
      pressure: 60,
      affluent: 0,
      maximum_pressure: 16,
      current_pumps: 2,
      fire_code: 'en12845',
    });
    const status = await waitForEnd(t.app, searchAccepted.parse(en.json().response).hash, 90_000);
    expect(status.state).toBe('done');
    const { sets } = stationSelectionResult.parse(status.response);
    expect(sets.length).toBeGreaterThan(0);
    for (const s of sets) {
      expect(s.fire).toMatchObject({ code: 'en12845', pumpSharePct: 50, nominalFlow: 10 });
      const rules = Object.fromEntries(s.checks.map((c) => [c.code, c.rule]));
      expect(rules).toMatchObject({
        pumpShare: 'en12845_10_2_half',
        churnPressure: 'nfpa20_6_2_2',
        overloadPressure: 'nfpa20_6_2_1',
        setOverloadPressure: 'nfpa20_6_2_1',
      });
    }
    // Issue 29 item 7: the common duty Q 19 m³/h, 40 m needed, 15 m at the inlet, by СП 10.13130.
    const sp = await post({ ...duty, station_type: 5, consumption: 19, pressure: 40, affluent: 15 });
    const spStatus = await waitForEnd(t.app, searchAccepted.parse(sp.json().response).hash, 90_000);
    expect(spStatus.state).toBe('done');
    const spSets = stationSelectionResult.parse(spStatus.response).sets;
    expect(spSets.length).toBeGreaterThan(0);
    expect(spSets[0]!.fire?.code).toBe('sp10');
    expect(spSets[0]!.checks.find((c) => c.code === 'standbyPump')?.rule).toBe('sp10_standby');
  }, 120_000);

  it('answers a duty no set meets with «Решений не найдено» and the model that came closest', async () => {
    const res = await post({ ...duty, consumption: 20, pressure: 300, affluent: 0, maximum_pressure: 16 });
    const status = await waitForEnd(t.app, searchAccepted.parse(res.json().response).hash, 30_000);
    expect(status.state).toBe('failed');
    expect(status.error).toEqual([
      searchMessages.noSolutions,
      expect.stringMatching(/^Ближе всего EVR .+ \(не хватает \d+ %\)$/),
    ]);
  });

  it("refuses bad input with the spec's message and queues nothing", async () => {
    const before = await countRows(t);
    const fieldsOf = async (body: unknown) => {
      const r = await post(body);
      expect(r.statusCode).toBe(400);
      return r.json().response.fields as Record<string, string>;
    };
    const { consumption: _c, ...noConsumption } = duty;
    expect((await fieldsOf(noConsumption)).consumption).toBe(
      'Выберите корректный параметр для «Расход» от 0 до 1000 м³/ч',
    );
    expect((await fieldsOf({ ...duty, maximum_pressure: 17 })).maximum_pressure).toBe(
      'Выберите корректный параметр для «Максимальное давление» от 0 до 16 бар',
    );
    expect((await fieldsOf({ ...duty, pressure: 'много' })).pressure).toBe(stationRangeMessage('pressure'));
    expect((await fieldsOf({ ...duty, affluent: -1 })).affluent).toBe(stationRangeMessage('affluent'));
    expect((await fieldsOf({ ...duty, pressure: 10, affluent: 10 })).pressure).toBe(
      stationMessages.pressureAboveInlet,
    );
    expect((await fieldsOf({ ...duty, station_type: 6 })).series).toBe('Для WRP-A ECO доступна серия EVP');
    expect((await fieldsOf({ ...duty, series: 'EVP' })).series).toBe('Для WRP-A доступна серия EVR');
    expect((await fieldsOf({ ...duty, current_pumps: 3 })).current_pumps).toBe(stationWorkingPumpsMessage(0));
    expect((await fieldsOf({ ...duty, additional_pumps: 0 })).additional_pumps).toBe(
      stationMessages.standbyPumps,
    );
    expect((await fieldsOf({ ...duty, brand: 'Other' })).brand).toBe(stationMessages.brand);
    expect((await fieldsOf({ ...duty, hack: 1 })).hack).toBe(apiMessages.unknownField);
    expect(await countRows(t)).toEqual(before);
    // WRP-A ECO takes three working EVP pumps.
    expect((await post({ ...duty, station_type: 6, series: 'EVP', current_pumps: 3 })).statusCode).toBe(200);
  });

  it('refuses a call without the Station grant', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/search/station', payload: duty });
    expect(res.statusCode).toBe(401);
  });
});
