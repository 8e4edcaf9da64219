// The commercial offer loop through the API on each database: the manager imports a price list,
// composes an offer from a request (lines priced from the list), sends it (PDF, «Готово»), revises
// it (the first is «Заменена редакцией 2» and cannot be accepted), the customer accepts revision 2
// with the SMS code, the accepted offer is locked and exports to CommerceML 2.10 and CSV; every
// refusal is a 4xx with a Russian reason and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kpOffers, offerMessages, type KpOffer } from '@podbor/contracts';
import { buildApp } from '../src/app';
import { createTestApp, databases, type TestApp } from './helpers/test-app';
import { lastSmsCode } from './helpers/auth';
import {
  cabinetUser,
  client,
  managerUser,
  seedRequests,
  type CabinetUser,
  type Client,
} from './helpers/cabinet';

interface XmlNode {
  getElementsByTagName(n: string): ArrayLike<XmlNode>;
  textContent: string | null;
}

async function parseXml(xml: string): Promise<XmlNode> {
  const name = 'jsdom';
  const { JSDOM } = (await import(name)) as {
    JSDOM: new () => { window: { DOMParser: new () => { parseFromString(s: string, t: string): XmlNode } } };
  };
  return new new JSDOM().window.DOMParser().parseFromString(xml, 'application/xml');
}
const texts = (n: XmlNode, tag: string) => Array.from(n.getElementsByTagName(tag)).map((e) => e.textContent);

describe.each(databases)('commercial offers on %s', (kind) => {
  let t: TestApp;
  let clock = new Date('2026-11-27T09:00:00Z');
  let alice: CabinetUser;
  let a: Client;
  let b: Client;
  let m: Client;
  let kpId: number;

  const offerRows = async () =>
    (await t.database.db.selectFrom('kp_offer').selectAll().orderBy('id').execute()).map((o) => ({
      state: o.state,
      acceptance: o.acceptance,
      decline_reason: o.decline_reason,
    }));

  beforeAll(async () => {
    t = await createTestApp(kind, {}, (deps, o = {}) => buildApp(deps, { ...o, kp: { now: () => clock } }));
    alice = await cabinetUser(t);
    const bob = await cabinetUser(t);
    const boss = await managerUser(t);
    a = client(t, alice);
    b = client(t, bob);
    m = client(t, boss);
    await a.post('/api/v1/user/update/info', { lastname: 'Иванова', firstname: 'Алиса', patronymic: null });
    const calcs = await seedRequests(t, alice.id, [{ type: 'station' }, { type: 'station' }]);
    const res = await a.form('/api/v1/user/kp', { calculations: calcs.join(',') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    kpId = res.body.response.id as number;
    // The first calculation was a pump EVR 1-3 (as a pump selection's summary names it).
    const row = await t.database.db
      .selectFrom('kp_request')
      .select('snapshot')
      .where('id', '=', kpId)
      .executeTakeFirstOrThrow();
    const snap = JSON.parse(row.snapshot) as { calculations: { summary: unknown }[] };
    snap.calculations[0]!.summary = { title: 'EVR 1-3', details: [] };
    await t.database.db
      .updateTable('kp_request')
      .set({ snapshot: JSON.stringify(snap) })
      .where('id', '=', kpId)
      .execute();
  });
  afterAll(async () => t?.close());

  it('serves the shipped list marked illustrative; a CSV with a bad line is refused line by line and changes nothing', async () => {
    const shipped = await m.get('/api/v1/manager/prices');
    expect(shipped.status).toBe(200);
    expect(shipped.body.response.illustrative).toBe(true);
    expect(shipped.body.response.items.length).toBeGreaterThan(50);
    expect((await a.get('/api/v1/manager/prices')).status).toBe(403);

    const bad = await m.post('/api/v1/manager/prices/import', {
      name: 'прайс-2026-12.csv',
      csv: 'article;name;price_rub;date\nAQ-EVR01-03-1x230;EVR 1-3;50000,5;2026-12-01\nX;;abc;2026-12-01\n',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.response.error).toBe(offerMessages.csvInvalid);
    expect(bad.body.response.fields).toMatchObject({
      'строка 3 (name)': 'наименование не указано',
      'строка 3 (price_rub)': expect.stringContaining('цена «abc» не читается'),
    });
    expect((await m.get('/api/v1/manager/prices')).body.response.illustrative).toBe(true);

    const good = await m.post('/api/v1/manager/prices/import', {
      name: 'прайс-2026-12.csv',
      csv: 'article;name;price_rub;date\nAQ-EVR01-03-1x230;EVR 1-3;50 000,50;01.12.2026\nSVC-START;Пусконаладка;15000;2026-12-01\n',
    });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    const list = (await m.get('/api/v1/manager/prices')).body.response;
    expect(list).toMatchObject({ illustrative: false, source: 'прайс-2026-12.csv' });
    expect(list.items).toContainEqual({
      article: 'AQ-EVR01-03-1x230',
      name: 'EVR 1-3',
      price: 5_000_050,
      date: '2026-12-01',
    });
  });

  let sent: KpOffer[];

  it('pre-fills the lines from the request with prices from the list, and sends the offer: PDF, «Готово»', async () => {
    const draft = await m.get(`/api/v1/manager/kp/${kpId}/offer/draft`);
    expect(draft.status).toBe(200);
    expect(draft.body.response).toMatchObject({
      vat_rate: 22,
      illustrative: false,
      valid_until: '2026-12-27',
    });
    expect(draft.body.response.lines[0]).toMatchObject({
      article: 'AQ-EVR01-03-1x230',
      name: 'EVR 1-3',
      quantity: 1,
      price: 5_000_050,
      priced: true,
    });
    expect(draft.body.response.lines[1]).toMatchObject({ priced: false, price: 0 });

    const res = await m.post(`/api/v1/manager/kp/${kpId}/offer/send`, {
      lines: [
        {
          article: 'AQ-EVR01-03-1x230',
          name: 'EVR 1-3',
          quantity: 2,
          price: 5_000_050,
          discount: 5,
          lead_days: 14,
        },
        { article: 'SVC-START', name: 'Пусконаладка', quantity: 1, price: 1_500_000 },
      ],
      delivery_terms: 'Доставка до объекта',
      payment_terms: '50 % аванс',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    sent = kpOffers.parse(res.body.response).result;
    expect(sent).toHaveLength(1);
    // 2 × 50 000,50 × 0,95 = 95 000,95; + 15 000,00 = 110 000,95; VAT 22 %: 20 900,21 + 3 300,00.
    expect(sent[0]).toMatchObject({
      number: `КП-2026-${String(kpId).padStart(6, '0')}`,
      revision: 1,
      state: 'sent',
      date: '2026-11-27',
      valid_until: '2026-12-27',
      totals: { net: 11_000_095, vat: 2_420_021, gross: 13_420_116 },
      company: { inn: '7700000000' },
    });
    const kp = await a.get(`/api/v1/user/kp/${kpId}`);
    expect(kp.body.response).toMatchObject({ status: 'ready', color: '#94D19E' });
    const pdf = await a.raw(`/api/v1/user/kp/${kpId}/offers/1/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await a.raw(`/api/v1/user/kp/${kpId}/offer`)).statusCode).toBe(200);
    expect((await b.get(`/api/v1/user/kp/${kpId}/offers`)).status).toBe(404);
  });

  it('a change makes revision 2; revision 1 stays readable, «Заменена редакцией 2», and cannot be accepted', async () => {
    const res = await m.post(`/api/v1/manager/kp/${kpId}/offer/send`, {
      lines: [
        { article: 'AQ-EVR01-03-1x230', name: 'EVR 1-3', quantity: 3, price: 5_000_050, discount: 7.5 },
      ],
      valid_until: '2026-12-10',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [r1, r2] = kpOffers.parse(res.body.response).result;
    expect(r1).toMatchObject({ revision: 1, state: 'superseded', state_label: 'Заменена редакцией 2' });
    expect(r2).toMatchObject({ revision: 2, state: 'sent', valid_until: '2026-12-10' });
    expect((await a.raw(`/api/v1/user/kp/${kpId}/offers/1/pdf`)).statusCode).toBe(200);
    const before = await offerRows();
    const code = await a.post(`/api/v1/user/kp/${kpId}/offers/1/code`);
    expect(code.status).toBe(409);
    expect(code.body.response.error).toBe('КП заменено редакцией 2 и не может быть принято');
    expect(await offerRows()).toEqual(before);
  });

  it('refuses a past validity date, a wrong code, and an expired offer, changing nothing', async () => {
    const past = await m.post(`/api/v1/manager/kp/${kpId}/offer/send`, {
      lines: [{ article: 'A', name: 'Б', quantity: 1, price: 100 }],
      valid_until: '2026-11-26',
    });
    expect(past.status).toBe(400);
    expect(past.body.response.error).toBe(offerMessages.validUntil);
    const bad = await m.post(`/api/v1/manager/kp/${kpId}/offer/send`, {
      lines: [{ article: 'A', name: 'Б', quantity: 0, price: 1.5 }],
    });
    expect(bad.status).toBe(400);
    expect((await m.get(`/api/v1/manager/kp/${kpId}/offers`)).body.response.result).toHaveLength(2);

    expect(
      (await a.post(`/api/v1/user/kp/${kpId}/offers/2/accept`, { code: '0000' })).body.response.error,
    ).toBe(offerMessages.codeExpired);
    expect((await a.post(`/api/v1/user/kp/${kpId}/offers/2/code`)).status).toBe(200);
    const real = lastSmsCode(t.dataDir, alice.phone);
    expect(real).toMatch(/^\d{4}$/);
    const wrong = await a.post(`/api/v1/user/kp/${kpId}/offers/2/accept`, {
      code: real === '1111' ? '2222' : '1111',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.response.error).toBe(offerMessages.codeWrong);

    // After the end of 10.12.2026 in Moscow (21:00 UTC) the offer has expired.
    const saved = clock;
    clock = new Date('2026-12-10T21:00:01Z');
    const before = await offerRows();
    const late = await a.post(`/api/v1/user/kp/${kpId}/offers/2/accept`, { code: real });
    expect(late.status).toBe(409);
    expect(late.body.response.error).toBe(offerMessages.expired);
    expect((await a.get(`/api/v1/user/kp/${kpId}/offers`)).body.response.result[1]).toMatchObject({
      state: 'expired',
      state_label: 'Истёк срок',
    });
    expect(await offerRows()).toEqual(before);
    clock = new Date('2026-12-10T20:59:59Z');
    expect((await a.get(`/api/v1/user/kp/${kpId}/offers`)).body.response.result[1].state).toBe('sent');
    clock = saved;
  });

  it('the customer asks for changes: the request goes to «Уточнение» with the comment; a superseded one is refused', async () => {
    const old = await a.post(`/api/v1/user/kp/${kpId}/offers/1/changes`, { comment: 'Дешевле' });
    expect(old.status).toBe(409);
    const empty = await a.post(`/api/v1/user/kp/${kpId}/offers/2/changes`, { comment: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.response.fields.comment).toBe(offerMessages.changesRequired);
    const res = await a.post(`/api/v1/user/kp/${kpId}/offers/2/changes`, { comment: 'Нужен монтаж' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const kp = (await a.get(`/api/v1/user/kp/${kpId}`)).body.response;
    expect(kp).toMatchObject({ status: 'clarifying', color: '#9FC5F4' });
    expect(kp.events.at(-2)).toMatchObject({ kind: 'answer', manager: false });
    expect(kp.events.at(-2).text).toContain('Нужен монтаж');
  });

  it('a declined offer needs a reason, cannot then be accepted, and the next revision supersedes it', async () => {
    const calc = await seedRequests(t, alice.id, [{ type: 'dcu' }]);
    const id = (await a.form('/api/v1/user/kp', { calculations: String(calc[0]) })).body.response
      .id as number;
    const line = { article: 'A', name: 'Б', quantity: 1, price: 100 };
    expect((await m.post(`/api/v1/manager/kp/${id}/offer/send`, { lines: [line] })).status).toBe(200);
    const noReason = await a.post(`/api/v1/user/kp/${id}/offers/1/decline`, { reason: '' });
    expect(noReason.status).toBe(400);
    const res = await a.post(`/api/v1/user/kp/${id}/offers/1/decline`, { reason: 'Дорого' });
    expect(res.status).toBe(200);
    expect(res.body.response.result[0]).toMatchObject({ state: 'declined', decline_reason: 'Дорого' });
    const code = await a.post(`/api/v1/user/kp/${id}/offers/1/code`);
    expect(code.status).toBe(409);
    expect(code.body.response.error).toBe(offerMessages.declined);
    const next = await m.post(`/api/v1/manager/kp/${id}/offer/send`, { lines: [{ ...line, price: 90 }] });
    expect(next.body.response.result[0]).toMatchObject({
      state: 'superseded',
      state_label: 'Заменена редакцией 2',
    });
  });

  it('the customer accepts with the SMS code; what the acceptance proves is recorded; the offer is locked', async () => {
    const again = await a.post(`/api/v1/user/kp/${kpId}/offers/2/code`);
    expect(again.status).toBe(429);
    expect(again.body.response.error).toMatch(/^Новый код можно запросить через \d+ с$/);
    clock = new Date(clock.getTime() + 61_000);
    expect((await a.post(`/api/v1/user/kp/${kpId}/offers/2/code`)).status).toBe(200);
    const code = lastSmsCode(t.dataDir, alice.phone);
    const ok = await a.post(`/api/v1/user/kp/${kpId}/offers/2/accept`, { code });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const r2 = kpOffers.parse(ok.body.response).result[1]!;
    expect(r2).toMatchObject({ state: 'accepted', state_label: 'Принято' });
    expect(r2.acceptance).toMatchObject({
      by: 'Алиса Иванова',
      phone: alice.phone,
      address: '127.0.0.1',
      sha256: r2.sha256,
    });
    expect(r2.sha256).toMatch(/^[0-9a-f]{64}$/);
    const events = (await a.get(`/api/v1/user/kp/${kpId}`)).body.response.events as {
      kind: string;
      manager: boolean;
      by: string;
      text: string;
    }[];
    expect(events.at(-1)).toMatchObject({ kind: 'answer', manager: false, by: 'Алиса Иванова' });
    expect(events.at(-1)!.text).toContain('принято клиентом');

    const sheet = await a.raw(`/api/v1/user/kp/${kpId}/offers/2/acceptance`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await m.raw(`/api/v1/manager/kp/${kpId}/offers/2/acceptance`)).statusCode).toBe(200);
    expect((await a.raw(`/api/v1/user/kp/${kpId}/offers/1/acceptance`)).statusCode).toBe(409);
    expect((await b.raw(`/api/v1/user/kp/${kpId}/offers/2/acceptance`)).statusCode).toBe(404);

    const before = await offerRows();
    const change = await m.post(`/api/v1/manager/kp/${kpId}/offer/send`, {
      lines: [{ article: 'A', name: 'Б', quantity: 1, price: 100 }],
    });
    expect(change.status).toBe(409);
    expect(change.body.response.error).toBe(offerMessages.accepted);
    const decline = await a.post(`/api/v1/user/kp/${kpId}/offers/2/decline`, { reason: 'Передумали' });
    expect(decline.status).toBe(409);
    expect(await offerRows()).toEqual(before);
  });

  it('exports the accepted offer as CommerceML 2.10 and CSV; a not-accepted revision is refused', async () => {
    expect((await m.raw(`/api/v1/manager/kp/${kpId}/offers/1/commerceml`)).statusCode).toBe(409);
    const res = await m.raw(`/api/v1/manager/kp/${kpId}/offers/2/commerceml`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const xml = await parseXml(res.body);
    const root = xml.getElementsByTagName('КоммерческаяИнформация')[0]!;
    expect(root).toBeDefined();
    const docs = xml.getElementsByTagName('Документ');
    expect(docs.length).toBe(1);
    const parties = xml.getElementsByTagName('Контрагенты')[0]!;
    expect(texts(parties, 'Роль')).toEqual(['Покупатель', 'Продавец']);
    expect(texts(parties, 'Наименование')[0]).toContain('Алиса Иванова');
    const goods = xml.getElementsByTagName('Товары')[0]!;
    const items = Array.from(goods.getElementsByTagName('Товар'));
    expect(items).toHaveLength(1);
    const item = items[0]!;
    expect(texts(item, 'Ид')[0]).toBe('AQ-EVR01-03-1x230');
    expect(texts(item, 'Артикул')).toEqual(['AQ-EVR01-03-1x230']);
    expect(texts(item, 'Количество')).toEqual(['3']);
    expect(texts(item, 'ЦенаЗаЕдиницу')).toEqual(['50000.50']);
    // 3 × 50 000,50 × 0,925 = 138 751,39 (138 751,3875 rounded); VAT 22 % = 30 525,31.
    expect(texts(item, 'Сумма')).toEqual(['138751.39', '11250.11', '30525.31']);
    const docTaxes = Array.from(xml.getElementsByTagName('Налоги')).at(-1)!;
    expect(texts(docTaxes, 'Наименование')).toContain('НДС');
    expect(texts(docTaxes, 'Сумма')).toContain('30525.31');

    const csv = await m.raw(`/api/v1/manager/kp/${kpId}/offers/2/csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('AQ-EVR01-03-1x230;EVR 1-3;3;50000,50;7,5;138751,39;30525,31;169276,70');
    expect((await a.raw(`/api/v1/manager/kp/${kpId}/offers/2/csv`)).statusCode).toBe(403);
  });
});
