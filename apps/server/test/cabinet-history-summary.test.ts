// What each history item was (issue 19 item 5), on each database: a pump selection's summary — the
// model and the duty with units — from its input and response; the history search by series and
// model; and files of the same pump and duty made again answer the same request, not a new row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyItem, searchAccepted, type HistoryItem } from '@podbor/contracts';
import { loadPumpCatalog } from '@podbor/catalog/pumps';
import { buildApp } from '../src/app';
import { createTestApp, databases, type TestApp } from './helpers/test-app';
import { countRows, grantFor, waitForEnd } from './helpers/selection-app';
import { cabinetUser, client, seedRequests, type CabinetUser, type Client } from './helpers/cabinet';
import { describePumpCalc, pumpCount } from '../src/modules/pumps/summary';
import { prefixRange } from '../src/modules/cabinet/repository-history';
import { historySearch } from '../src/modules/cabinet/service';
import { heatSearchTerms } from '../src/modules/heat-exchangers/summary';
import { foldTerms } from '../src/modules/selection/service';

const pumpFixtureEngines = new URL('./fixtures/pump-engines.ts', import.meta.url).href;
const catalog = loadPumpCatalog();
const evr = catalog.series.find((s) => s.name === 'EVR')!;
const evp = catalog.series.find((s) => s.name === 'EVP')!;
const model = (series: typeof evr, i: number) => series.models[i]!;
const job = (series: typeof evr, i: number, form: Record<string, unknown>) => ({
  seriesId: series.id,
  pumpId: model(series, i).id,
  form: { units: 'm', ...form },
});

describe('a pump selection described', () => {
  it('names the model and the duty with units, the pump count and the drive', () => {
    const m = model(evr, 3);
    expect(describePumpCalc(job(evr, 3, { Q: 5, H: 6, H0: 2, pcnt: 1, BoxType: 0 }), null)).toEqual({
      title: m.name,
      details: ['Q 5 м³/ч, H 6 бар (H0 2 бар)', '1 насос', 'с ЧРП'],
    });
    expect(
      describePumpCalc(
        {
          ...job(evr, 3, { Q: 1.5, H: 4.25, H0: 0, pcnt: 3, BoxType: 2 }),
          form: { units: 'l', Q: 1.5, H: 4.25, H0: 0, pcnt: 3, BoxType: 2 },
        },
        null,
      ),
    ).toEqual({ title: m.name, details: ['Q 1,5 л/с, H 4,25 бар (H0 0 бар)', '3 насоса', 'без ЧРП'] });
    expect(describePumpCalc(job(evr, 3, { Q: 5, H: 6, H0: 2 }), null)!.details).toEqual([
      'Q 5 м³/ч, H 6 бар (H0 2 бар)',
    ]);
  });

  it('gives the head in the unit it was typed in: metres as metres, bar (or no unit) as bar', () => {
    expect(describePumpCalc(job(evr, 3, { Q: 5, hunits: 'm', H: 50, H0: 20.5 }), null)!.details).toEqual([
      'Q 5 м³/ч, H 50 м (H0 20,5 м)',
    ]);
    expect(describePumpCalc(job(evr, 3, { Q: 5, hunits: 'bar', H: 5, H0: 2 }), null)!.details).toEqual([
      'Q 5 м³/ч, H 5 бар (H0 2 бар)',
    ]);
  });

  it('takes the name the files were made with once done, else the catalogue’s', () => {
    const input = job(evr, 3, { Q: 5, H: 6, H0: 2 });
    const response = {
      seriesId: evr.id,
      pumpId: input.pumpId,
      name: 'EVR 10-4 (прежнее имя)',
      article: 'AQ',
    };
    expect(describePumpCalc(input, response)!.title).toBe(response.name);
    // Another pump's response does not name this one.
    expect(describePumpCalc(input, { ...response, pumpId: 1 })!.title).toBe(model(evr, 3).name);
    // A response that does not read (another shape) falls back to the catalogue.
    expect(describePumpCalc(input, { broken: true })!.title).toBe(model(evr, 3).name);
    expect(describePumpCalc({ ...input, pumpId: 999_999 }, null)!.title).toBe('EVR');
    expect(describePumpCalc({ ...input, seriesId: 999, pumpId: 999_999 }, null)!.title).toBe(
      'Насос №\u00a0999999',
    );
    expect(describePumpCalc({ pumpId: 'x' }, null)).toBeNull();
    expect(describePumpCalc({}, null)).toBeNull();
  });

  it('counts pumps in Russian', () => {
    expect([1, 2, 4, 5, 11, 21, 22, 25].map(pumpCount)).toEqual([
      '1 насос',
      '2 насоса',
      '4 насоса',
      '5 насосов',
      '11 насосов',
      '21 насос',
      '22 насоса',
      '25 насосов',
    ]);
  });

  it('searches summaries by a folded prefix, as one range', () => {
    expect(historySearch('  EVR   10 ')).toMatchObject({ idPrefix: null, termPrefix: 'evr 10' });
    expect(historySearch('№ 12')).toMatchObject({ idPrefix: '12', termPrefix: '№ 12' });
    expect(historySearch('Насосы')!.types).toEqual(['pump']);
    expect(prefixRange('evr 10')).toEqual(['evr 10', 'evr 11']);
    expect(prefixRange('evr 1-')).toEqual(['evr 1-', 'evr 1.']);
    expect(prefixRange('')).toBeNull();
  });
});

/** A heat-exchanger answer as the search reads it: the offered units, cheapest first. */
const unit = (model: string, plates: number, article?: string) => ({
  solution: `${model} · ${plates} пластин · 0,5 мм · AISI 316`,
  assortment: { name: model },
  ...(article ? { cost: { kopecks: 1, lines: [{ article }] } } : {}),
});
const heatResponse = (solutions: object[]) => ({ line: 'clever', solutions });

describe('search terms', () => {
  it('are every offered unit’s model and articles, folded and distinct, with the title', () => {
    const response = heatResponse([unit('CLH 100S', 45, 'PHE-CLH-100S-FRAME'), unit('CLH 100S', 50)]);
    expect(foldTerms({ title: 'Clever', details: [] }, heatSearchTerms({}, response))).toEqual([
      'clever',
      'clh 100s',
      'phe-clh-100s-frame',
    ]);
    expect(heatSearchTerms({}, { broken: true })).toEqual([]);
    expect(foldTerms({ title: ' Ёлка  2 ', details: [] }, ['', 'ЁЛКА 2'])).toEqual(['елка 2']);
  });
});

describe.each(databases)('history summaries on %s', (kind) => {
  let t: TestApp;
  let u: CabinetUser;
  let api: Client;
  let grant: string;
  beforeAll(async () => {
    // Pump jobs on a fixture engine: what is tested is the history, not the rendering.
    t = await createTestApp(kind, {}, (deps, o = {}) =>
      buildApp(deps, { ...o, selection: { enginesModule: pumpFixtureEngines } }),
    );
    u = await cabinetUser(t);
    api = client(t, u);
    grant = await grantFor(t.app, 'Aquastrong');
  });
  afterAll(async () => t?.close());

  const history = async (body: object) => {
    const res = await api.post('/api/v1/user/history', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.response as { result: unknown[]; count: number };
    return { count: r.count, result: r.result.map((i) => historyItem.parse(i)) };
  };
  const ids = (r: { result: HistoryItem[] }) => r.result.map((h) => h.request_id).sort((a, b) => a - b);
  const filesOf = (pumpId: number, form: object, headers: Record<string, string> = u.headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/search/pump/files/${pumpId}`,
      headers: { 'calc-access': grant, ...headers },
      payload: form,
    });

  it('describes each item: the model and duty of a pump (running and failed ones too), nothing for others', async () => {
    const duty = { Q: 5, H: 6, H0: 2, pcnt: 1, BoxType: 0 };
    const seeded = await seedRequests(t, u.id, [
      { type: 'pump', input: job(evr, 3, duty) },
      { type: 'pump', input: job(evr, 3, duty), state: 'pending' },
      { type: 'pump', input: job(evr, 3, duty), state: 'failed' },
      { type: 'pump', input: { pumpId: 'x' } },
      { type: 'station', input: { Q: 1 } },
    ]);
    const h = await history({ limit: 100 });
    const byId = new Map(h.result.map((r) => [r.request_id, r.summary]));
    const expected = {
      title: model(evr, 3).name,
      details: ['Q 5 м³/ч, H 6 бар (H0 2 бар)', '1 насос', 'с ЧРП'],
    };
    expect(byId.get(seeded[0]!)).toEqual(expected);
    expect(byId.get(seeded[1]!)).toEqual(expected);
    expect(byId.get(seeded[2]!)).toEqual(expected);
    expect(byId.get(seeded[3]!)).toBeNull();
    expect(byId.get(seeded[4]!)).toBeNull();
    for (const id of seeded) expect((await api.del(`/api/v1/user/history/${id}`)).status).toBe(200);
  });

  it('finds calculations by series and model, after filling the keys of rows made before', async () => {
    const duty = { Q: 2, H: 5, H0: 1 };
    const [a, b, c, station] = await seedRequests(t, u.id, [
      { type: 'pump', input: job(evr, 0, duty) },
      { type: 'pump', input: job(evr, 2, duty), state: 'failed' },
      { type: 'pump', input: job(evp, 0, duty) },
      { type: 'station', input: {} },
    ]);
    expect(await t.app.selection.fillSummaryKeys()).toBeGreaterThanOrEqual(4);
    expect(await t.app.selection.fillSummaryKeys()).toBe(0);
    expect(await t.app.selection.fillSearchTerms()).toBeGreaterThanOrEqual(4);
    expect(await t.app.selection.fillSearchTerms()).toBe(0);
    const search = async (s: string) => ids(await history({ limit: 100, search: s }));
    expect(await search('EVR')).toEqual([a, b]);
    expect(await search('evr')).toEqual([a, b]);
    expect(await search(model(evr, 0).name.toLowerCase())).toEqual([a]);
    expect(await search(`  ${model(evr, 2).name.replace(' ', '   ')} `)).toEqual([b]);
    expect(await search('EVP')).toEqual([c]);
    expect(await search('EV')).toEqual([a, b, c]);
    expect(await search('CMI')).toEqual([]);
    // Types and IDs still match as before; a count comes with every search.
    expect(await search('насосы')).toEqual([a, b, c]);
    expect((await history({ limit: 0, search: 'EVR' })).count).toBe(2);
    expect(await search(String(station))).toContain(station);
    for (const id of [a, b, c, station])
      expect((await api.del(`/api/v1/user/history/${id}`)).status).toBe(200);
  });

  it('finds a calculation by every offered model and article once the start-up fill gives old rows terms; a delete takes them', async () => {
    const [clever, lt, other] = await seedRequests(t, u.id, [
      {
        type: 'clever',
        response: heatResponse([unit('CLH 100S', 45, 'PHE-CLH-100S-FRAME'), unit('CLH 65S', 80)]),
      },
      { type: 'rto', response: heatResponse([unit('LT 40', 21)]) },
      { type: 'clever', response: heatResponse([unit('CLH 65S', 30)]) },
    ]);
    const search = async (s: string) => ids(await history({ limit: 100, search: s }));
    expect(await search('CLH 100S')).toEqual([]);
    expect(await t.app.selection.fillSearchTerms()).toBeGreaterThanOrEqual(3);
    expect(await search('CLH 100S')).toEqual([clever]);
    // The second-best unit of one, the only one of another; an article; the other line.
    expect(await search('clh 65')).toEqual([clever, other]);
    expect(await search('PHE-CLH-100S')).toEqual([clever]);
    expect(await search('LT 40')).toEqual([lt]);
    // Several matching terms of one calculation count it once; newest first by the request's
    // `updated`, which its terms follow.
    expect((await history({ limit: 0, search: 'CLH' })).count).toBe(2);
    const page = async (offset: number) =>
      (await history({ limit: 1, offset, search: 'clh' })).result.map((r) => r.request_id);
    expect([...(await page(0)), ...(await page(1))]).toEqual([other, clever]);
    const later = new Date(Date.now() + 60_000).toISOString();
    await t.database.db.updateTable('request').set({ updated: later }).where('id', '=', clever!).execute();
    expect([...(await page(0)), ...(await page(1))]).toEqual([clever, other]);
    expect((await api.del(`/api/v1/user/history/${clever}`)).status).toBe(200);
    const terms = (id: number) =>
      t.database.db.selectFrom('request_term').select('term').where('request_id', '=', id).execute();
    expect(await terms(clever!)).toEqual([]);
    expect(await search('clh 65')).toEqual([other]);
    for (const id of [lt, other]) expect((await api.del(`/api/v1/user/history/${id}`)).status).toBe(200);
  });

  it('answers files of the same pump and duty with the same request — running or done — and re-runs a failed one', async () => {
    const duty = { units: 'm', Q: 4, H: 4, H0: 1.5, BoxType: 0 };
    const list = await t.app.inject({
      method: 'POST',
      url: `/api/v1/search/pump/filter/${evr.id}`,
      headers: { 'calc-access': grant },
      payload: duty,
    });
    const best = list.json().response.candidates[0] as { id: number; name: string };
    const before = await countRows(t);
    const first = searchAccepted.parse((await filesOf(best.id, duty)).json().response);
    // Still under way: the same request.
    const again = searchAccepted.parse((await filesOf(best.id, duty)).json().response);
    expect(again).toEqual(first);
    expect((await countRows(t)).requests).toBe(before.requests + 1);
    expect((await waitForEnd(t.app, first.hash, 30_000)).state).toBe('done');

    const [row] = await history({ limit: 1 }).then((h) => h.result);
    expect(row).toMatchObject({ request_id: first.id, state: 'done', summary: { title: best.name } });
    expect(row!.summary!.details[0]).toBe('Q 4 м³/ч, H 4 бар (H0 1,5 бар)');
    expect((await history({ limit: 100, search: best.name })).result.map((r) => r.request_id)).toEqual([
      first.id,
    ]);
    // Its article comes with the answer: written when the job finished.
    const { article } = evr.models.find((m) => m.id === best.id)!;
    expect(ids(await history({ limit: 100, search: article }))).toEqual([first.id]);

    // Something newer on top; files of the same duty again answer the done one and lift it.
    await seedRequests(t, u.id, [{ type: 'station' }]);
    const done = searchAccepted.parse((await filesOf(best.id, duty)).json().response);
    expect(done).toEqual(first);
    expect((await history({ limit: 1 })).result[0]!.request_id).toBe(first.id);
    expect((await countRows(t)).requests).toBe(before.requests + 2);

    // Another duty, or another user: a request of its own; a guest gets none (decision 0035).
    const other = searchAccepted.parse((await filesOf(best.id, { ...duty, Q: 4.5 })).json().response);
    expect(other.id).not.toBe(first.id);
    const stranger = await cabinetUser(t);
    const theirs = searchAccepted.parse((await filesOf(best.id, duty, stranger.headers)).json().response);
    expect(theirs.id).not.toBe(first.id);
    expect((await filesOf(best.id, duty, {})).statusCode).toBe(401);
    for (const r of [other, theirs]) await waitForEnd(t.app, r.hash, 30_000);

    // A failed one is not reused: the same input runs again as a new request.
    await t.database.db
      .updateTable('request')
      .set({ state: 'failed', response: null, error: '"x"' })
      .where('id', '=', other.id)
      .execute();
    const rerun = searchAccepted.parse((await filesOf(best.id, { ...duty, Q: 4.5 })).json().response);
    expect(rerun.id).not.toBe(other.id);
    expect((await waitForEnd(t.app, rerun.hash, 30_000)).state).toBe('done');
  }, 60_000);
});
