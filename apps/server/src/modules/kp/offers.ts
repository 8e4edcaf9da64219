// Commercial offers of КП requests (issue 31, decision 0046): the price list, the manager's composed
// offer (lines, terms, totals in kopecks, a PDF on the document kit) with numbered revisions, the
// customer's acceptance by an SMS code or refusal, the expiry by Moscow calendar, and the 1С export.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { parsePriceCsv } from '@podbor/catalog/prices';
import {
  kpStatusLabels,
  offerLimits,
  offerMessages,
  offerStateLabels,
  kpMessages,
  kpSnapshot,
  offerCompose,
  type CompanyDetails,
  type KpOffer,
  type KpStatus,
  type OfferCompose,
  type OfferDraft,
  type OfferState,
  type PriceImportRequest,
  type PriceList,
  type PriceItem,
} from '@podbor/contracts';
import type { Config } from '../../config';
import { repoRoot } from '../../config';
import type { Db } from '../../db/database';
import type { SmsProvider } from '../../messaging/sms';
import { AppError, badRequest, notFound } from '../../http/errors';
import { toDateTime } from '../cabinet/dates';
import type { AuthService } from '../auth/service';
import type { FileRow, FileStore } from '../selection/file-store';
import { MoneyOverflowError, priceLines } from './money';
import type { NotifyPort } from './notify-port';
import { renderAcceptancePdf, renderOfferPdf, type OfferDoc } from './offer-pdf';
import { createKpRepository, type KpRepository } from './repository';

/** The shipped illustrative price list (README: «Прайс-лист»). */
export const SHIPPED_PRICE_LIST = path.join(
  repoRoot,
  'packages',
  'catalog',
  'catalogue',
  'prices',
  'price-list.csv',
);

const MOSCOW_OFFSET_MS = 3 * 3600_000;
/** The Moscow calendar day of an instant, YYYY-MM-DD (Moscow has no daylight saving since 2014). */
export const moscowDay = (at: Date = new Date()) =>
  new Date(at.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export const offerNumber = (kpId: number, day: string) =>
  `КП-${day.slice(0, 4)}-${String(kpId).padStart(6, '0')}`;

interface StoredDoc extends OfferDoc {
  customer_id: number;
}

interface Acceptance {
  by: string;
  phone: string;
  at: string;
  address: string;
  sha256: string;
}

export interface OfferDeps {
  database: Db;
  files: FileStore;
  auth: AuthService;
  sms: SmsProvider;
  notify: NotifyPort;
  config: Config;
  log: FastifyBaseLogger;
  /** The clock (tests move it past «Действительно до»). */
  now?: () => Date;
}

type OfferRow = {
  id: number;
  kp_id: number;
  revision: number;
  state: string;
  doc: string;
  valid_until: string;
  file_id: number | null;
  sha256: string;
  superseded_by: number | null;
  acceptance: string | null;
  decline_reason: string | null;
  created_by: number | null;
  created: string;
};

const acceptanceView = (a: Acceptance) => ({ ...a, at: toDateTime(a.at) });

const codeHash = (offerId: number, code: string) =>
  createHash('sha256').update(`${offerId}:${code}`).digest('hex');

export class OfferService {
  private readonly repo: KpRepository;
  private shipped: PriceList | undefined;

  constructor(private readonly deps: OfferDeps) {
    this.repo = createKpRepository(deps.database.db);
  }

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  get vatRate(): number {
    return this.deps.config.VAT_RATE;
  }

  company(): CompanyDetails {
    const c = this.deps.config;
    return {
      name: c.COMPANY_NAME,
      inn: c.COMPANY_INN,
      kpp: c.COMPANY_KPP,
      address: c.COMPANY_ADDRESS,
      bank: c.COMPANY_BANK,
      signatory: c.COMPANY_SIGNATORY,
    };
  }

  // ---------------------------------------------------------------- price list

  /** The imported list, or the shipped illustrative one while none was imported. */
  async prices(): Promise<PriceList> {
    const rows = await this.deps.database.db
      .selectFrom('price_item')
      .selectAll()
      .orderBy('article')
      .execute();
    if (rows.length === 0) return this.shippedList();
    return {
      illustrative: false,
      source: rows[0]!.source,
      items: rows.map((r) => ({
        article: r.article,
        name: r.name,
        price: Number(r.price),
        date: r.price_date,
      })),
    };
  }

  private shippedList(): PriceList {
    if (!this.shipped) {
      const { rows, issues } = parsePriceCsv(fs.readFileSync(SHIPPED_PRICE_LIST, 'utf8'));
      if (issues.length > 0) throw new Error(`shipped price list: ${JSON.stringify(issues[0])}`);
      this.shipped = { illustrative: true, source: 'price-list.csv (иллюстративный)', items: rows };
    }
    return this.shipped;
  }

  /** Replaces the list with a valid file as a whole; a file with a bad line changes nothing (400, the lines). */
  async importPrices(req: PriceImportRequest): Promise<{ count: number; source: string }> {
    if (req.csv.trim() === '') throw badRequest(offerMessages.csvEmpty, { csv: offerMessages.csvEmpty });
    const { rows, issues } = parsePriceCsv(req.csv);
    if (issues.length > 0)
      throw badRequest(
        offerMessages.csvInvalid,
        Object.fromEntries(
          issues.slice(0, 100).map((i) => [`строка ${i.line}${i.column ? ` (${i.column})` : ''}`, i.message]),
        ),
      );
    if (rows.length > offerLimits.pricesMax)
      throw badRequest(offerMessages.csvInvalid, { csv: `Не более ${offerLimits.pricesMax} строк` });
    await this.deps.database.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('price_item').execute();
      for (let i = 0; i < rows.length; i += 500)
        await trx
          .insertInto('price_item')
          .values(
            rows.slice(i, i + 500).map((r) => ({
              article: r.article,
              name: r.name,
              price: r.price,
              price_date: r.date,
              source: req.name,
            })),
          )
          .execute();
    });
    return { count: rows.length, source: req.name };
  }

  // ---------------------------------------------------------------- composing

  /**
   * The form's start: the latest revision's lines, or one line per calculation — the solution the
   * customer chose with its quantity, else the calculation's title — priced from the list.
   */
  async draft(kpId: number): Promise<OfferDraft> {
    const row = await this.kpRow(kpId);
    const list = await this.prices();
    const latest = (await this.rows(kpId)).at(-1);
    const today = moscowDay(this.now());
    const price_date = list.items.reduce<string | null>(
      (a, i) => (a === null || i.date > a ? i.date : a),
      null,
    );
    const base = {
      vat_rate: this.vatRate,
      illustrative: list.illustrative,
      price_date,
      valid_until: addDays(today, this.deps.config.OFFER_VALID_DAYS),
    };
    if (latest) {
      const doc = JSON.parse(latest.doc) as StoredDoc;
      return {
        ...base,
        lines: doc.lines.map((l) => ({
          article: l.article,
          name: l.name,
          quantity: l.quantity,
          price: l.price,
          discount: l.discount,
          lead_days: l.lead_days,
          priced: list.items.some((i) => i.article === l.article),
        })),
        delivery_terms: doc.delivery_terms,
        payment_terms: doc.payment_terms,
      };
    }
    const snap = kpSnapshot.parse(JSON.parse(row.snapshot));
    const byArticle = new Map(list.items.map((i) => [i.article, i]));
    const byName = new Map(list.items.map((i) => [i.name.toLowerCase(), i]));
    const find = (title: string): PriceItem | undefined => {
      const t = title.trim().toLowerCase();
      return (
        byArticle.get(title.trim()) ??
        byName.get(t) ??
        list.items.find((i) => t.startsWith(i.name.toLowerCase() + ' '))
      );
    };
    const lines = snap.calculations.map((c) => {
      // The solution the customer asked about: its article, name and quantity (issue 31 item 1).
      if (c.solution) {
        const item = byArticle.get(c.solution.article) ?? find(c.solution.name);
        // A unit that is no row of the list (a heat exchanger) is the sum of its listed parts.
        const parts = c.solution.parts?.map((p) => ({ item: byArticle.get(p.article), count: p.count }));
        const fromParts =
          !item && parts?.length && parts.every((p) => p.item)
            ? parts.reduce((sum, p) => sum + p.item!.price * p.count, 0)
            : null;
        return {
          article: c.solution.article,
          name: item?.name ?? c.solution.name,
          quantity: c.solution.quantity,
          price: item?.price ?? fromParts ?? 0,
          discount: 0,
          lead_days: null,
          priced: item !== undefined || fromParts !== null,
        };
      }
      const title = c.summary?.title ?? `Расчёт №\u00a0${c.request_id}`;
      const item = find(title);
      return {
        article: item?.article ?? '',
        name: item?.name ?? title,
        quantity: 1,
        price: item?.price ?? 0,
        discount: 0,
        lead_days: null,
        priced: item !== undefined,
      };
    });
    return { ...base, lines, delivery_terms: '', payment_terms: '' };
  }

  /**
   * «Отправить клиенту»: a new revision (the sent ones before it are superseded), its PDF stored as
   * the request's offer, the request moved to «Готово». An accepted offer is locked (409).
   */
  async send(managerId: number, kpId: number, body: OfferCompose): Promise<KpOffer[]> {
    const row = await this.kpRow(kpId);
    const input = offerCompose.parse(body);
    const existing = await this.rows(kpId);
    if (existing.some((o) => o.state === 'accepted')) throw new AppError(409, offerMessages.accepted);
    const now = this.now();
    const today = moscowDay(now);
    const validUntil = input.valid_until ?? addDays(today, this.deps.config.OFFER_VALID_DAYS);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil) || Number.isNaN(Date.parse(validUntil)) || validUntil < today)
      throw badRequest(offerMessages.validUntil, { valid_until: offerMessages.validUntil });
    const revision = (existing.at(-1)?.revision ?? 0) + 1;
    const vatBp = Math.round(this.vatRate * 100);
    let priced: ReturnType<typeof priceLines>;
    try {
      priced = priceLines(
        input.lines.map((l) => ({ ...l, lead_days: l.lead_days ?? null })),
        vatBp,
      );
    } catch (e) {
      if (e instanceof MoneyOverflowError)
        throw badRequest(offerMessages.tooLarge, { lines: offerMessages.tooLarge });
      throw e;
    }
    const { lines, totals } = priced;
    const contacts = await this.deps.auth.namesAndPhones([row.user_id]);
    const c = contacts.get(row.user_id);
    const list = await this.prices();
    const doc: StoredDoc = {
      number: offerNumber(kpId, today),
      revision,
      date: today,
      valid_until: validUntil,
      customer: c ? `${c.name}, ${c.phone}` : `Клиент №\u00a0${row.user_id}`,
      customer_id: row.user_id,
      lines,
      totals,
      vat_rate: this.vatRate,
      delivery_terms: input.delivery_terms,
      payment_terms: input.payment_terms,
      company: this.company(),
      illustrative: list.illustrative,
      kp_id: kpId,
    };
    const pdf = Buffer.from(await renderOfferPdf(doc));
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const iso = now.toISOString();
    const from = row.status as KpStatus;
    const { files, database } = this.deps;
    const file = {
      name: `${doc.number}-ред${revision}.pdf`,
      mime: 'application/pdf',
      data: pdf,
      ownerUserId: managerId,
    };
    await files.withUpload(file, (store) =>
      database.db.transaction().execute(async (trx) => {
        const stored = (await store(trx))!;
        const inserted = await trx
          .insertInto('kp_offer')
          .values({
            kp_id: kpId,
            revision,
            state: 'sent',
            doc: JSON.stringify(doc),
            valid_until: validUntil,
            file_id: stored.id,
            sha256,
            superseded_by: null,
            acceptance: null,
            decline_reason: null,
            created_by: managerId,
            created: iso,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // Only a sent or declined revision is superseded; the guard re-checks that none was accepted.
        await trx
          .updateTable('kp_offer')
          .set({ state: 'superseded', superseded_by: revision })
          .where('kp_id', '=', kpId)
          .where('id', '!=', inserted.id)
          .where('state', 'in', ['sent', 'declined'])
          .execute();
        const accepted = await trx
          .selectFrom('kp_offer')
          .select('id')
          .where('kp_id', '=', kpId)
          .where('state', '=', 'accepted')
          .executeTakeFirst();
        if (accepted) throw new AppError(409, offerMessages.accepted);
        await trx
          .updateTable('kp_request')
          .set({ offer_file_id: stored.id, updated: iso })
          .where('id', '=', kpId)
          .execute();
        await this.repo.insertEvent(trx, {
          kp_id: kpId,
          user_id: managerId,
          kind: 'offer',
          from_status: null,
          to_status: null,
          text: `${doc.number}, редакция ${revision}`,
          created: iso,
        });
        if (from !== 'ready') {
          if (!(await this.repo.setStatus(trx, kpId, from, 'ready', iso)))
            throw new AppError(409, kpMessages.transition(kpStatusLabels[from], kpStatusLabels.ready));
          await this.repo.insertEvent(trx, {
            kp_id: kpId,
            user_id: managerId,
            kind: 'status',
            from_status: from,
            to_status: 'ready',
            text: null,
            created: iso,
          });
        }
      }),
    );
    await this.tell(
      row.user_id,
      `Запрос КП №\u00a0${kpId}: ${doc.number}, редакция ${revision}`,
      `/person/kp?id=${kpId}`,
    );
    return this.list(kpId);
  }

  // ---------------------------------------------------------------- reading

  async list(kpId: number, userId?: number): Promise<KpOffer[]> {
    await this.kpRow(kpId, userId);
    const rows = await this.rows(kpId);
    return rows.map((o) => this.view(o, userId === undefined));
  }

  async pdf(kpId: number, rev: number, userId?: number): Promise<FileRow> {
    const o = await this.offerRow(kpId, rev, userId);
    const file = o.file_id === null ? undefined : await this.deps.files.find(o.file_id);
    if (!file) throw notFound(kpMessages.offerMissing);
    return file;
  }

  private state(o: OfferRow): OfferState {
    if (o.state === 'sent' && moscowDay(this.now()) > o.valid_until) return 'expired';
    return o.state as OfferState;
  }

  private view(o: OfferRow, manager: boolean): KpOffer {
    const doc = JSON.parse(o.doc) as StoredDoc;
    const state = this.state(o);
    const base = manager ? '/api/v1/manager' : '/api/v1/user';
    return {
      id: o.id,
      kp_id: o.kp_id,
      number: doc.number,
      revision: o.revision,
      state,
      state_label:
        state === 'superseded' && o.superseded_by !== null
          ? `Заменена редакцией ${o.superseded_by}`
          : offerStateLabels[state],
      superseded_by: o.superseded_by,
      date: doc.date,
      valid_until: o.valid_until,
      lines: doc.lines,
      totals: doc.totals,
      vat_rate: doc.vat_rate,
      delivery_terms: doc.delivery_terms,
      payment_terms: doc.payment_terms,
      company: doc.company,
      illustrative: doc.illustrative,
      created: toDateTime(o.created),
      sha256: o.sha256,
      pdf: `${base}/kp/${o.kp_id}/offers/${o.revision}/pdf`,
      acceptance: o.acceptance ? acceptanceView(JSON.parse(o.acceptance) as Acceptance) : null,
      decline_reason: o.decline_reason,
    };
  }

  // ---------------------------------------------------------------- the customer's answer

  /** Sends a 4-digit code to the account's phone for accepting this revision. */
  async requestCode(
    userId: number,
    kpId: number,
    rev: number,
  ): Promise<{ phone: string; ttl_minutes: number }> {
    const o = await this.actionable(userId, kpId, rev);
    // One SMS a minute per revision, read off the pending code (every instance sees it).
    const pending = await this.deps.database.db
      .selectFrom('kp_offer_code')
      .select('expires')
      .where('offer_id', '=', o.id)
      .executeTakeFirst();
    if (pending) {
      const issued = Date.parse(pending.expires) - offerLimits.codeTtlMinutes * 60_000;
      const wait = Math.ceil((issued + offerLimits.codeResendSeconds * 1000 - this.now().getTime()) / 1000);
      if (wait > 0) throw new AppError(429, offerMessages.codeResend(wait), { retryAfterSec: wait });
    }
    const phone = (await this.deps.auth.namesAndPhones([userId])).get(userId)?.phone ?? '';
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    const expires = new Date(this.now().getTime() + offerLimits.codeTtlMinutes * 60_000).toISOString();
    await this.deps.database.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('kp_offer_code').where('offer_id', '=', o.id).execute();
      await trx
        .insertInto('kp_offer_code')
        .values({ offer_id: o.id, code_hash: codeHash(o.id, code), expires, attempts: 0 })
        .execute();
    });
    const doc = JSON.parse(o.doc) as StoredDoc;
    await this.deps.sms.send(
      phone,
      `Код подтверждения принятия ${doc.number}, ред. ${o.revision}: ${code}. Никому не сообщайте его.`,
      code,
    );
    return { phone, ttl_minutes: offerLimits.codeTtlMinutes };
  }

  /** Accepts with the code: records who, when, from where and the PDF's SHA-256; the offer is locked. */
  async accept(userId: number, kpId: number, rev: number, code: string, address: string): Promise<KpOffer[]> {
    const o = await this.actionable(userId, kpId, rev);
    const db = this.deps.database.db;
    const pending = await db
      .selectFrom('kp_offer_code')
      .selectAll()
      .where('offer_id', '=', o.id)
      .executeTakeFirst();
    if (!pending || pending.expires < this.now().toISOString())
      throw badRequest(offerMessages.codeExpired, { code: offerMessages.codeExpired });
    if (pending.attempts >= offerLimits.codeAttempts)
      throw new AppError(429, offerMessages.codeAttempts, { fields: { code: offerMessages.codeAttempts } });
    const a = Buffer.from(codeHash(o.id, code));
    const b = Buffer.from(pending.code_hash);
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      await db
        .updateTable('kp_offer_code')
        .set({ attempts: pending.attempts + 1 })
        .where('offer_id', '=', o.id)
        .execute();
      throw badRequest(offerMessages.codeWrong, { code: offerMessages.codeWrong });
    }
    const contact = (await this.deps.auth.namesAndPhones([userId])).get(userId);
    const at = this.now().toISOString();
    const acceptance: Acceptance = {
      by: contact?.name ?? '',
      phone: contact?.phone ?? '',
      at,
      address,
      sha256: o.sha256,
    };
    const doc = JSON.parse(o.doc) as StoredDoc;
    await db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('kp_offer')
        .set({ state: 'accepted', acceptance: JSON.stringify(acceptance) })
        .where('id', '=', o.id)
        .where('state', '=', 'sent')
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw new AppError(409, offerMessages.accepted);
      await trx.deleteFrom('kp_offer_code').where('offer_id', '=', o.id).execute();
      await this.repo.insertEvent(trx, {
        kp_id: kpId,
        user_id: userId,
        kind: 'answer',
        from_status: null,
        to_status: null,
        text: `${doc.number}, редакция ${o.revision}: принято клиентом кодом из СМС, SHA-256 ${o.sha256.slice(0, 16)}…`,
        created: at,
      });
    });
    if (o.created_by !== null)
      await this.tell(
        o.created_by,
        `${doc.number}, редакция ${o.revision}: принято клиентом`,
        `/manager?id=${kpId}`,
      );
    return this.list(kpId, userId);
  }

  async decline(userId: number, kpId: number, rev: number, reason: string): Promise<KpOffer[]> {
    const o = await this.actionable(userId, kpId, rev);
    const doc = JSON.parse(o.doc) as StoredDoc;
    const at = this.now().toISOString();
    await this.deps.database.db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('kp_offer')
        .set({ state: 'declined', decline_reason: reason })
        .where('id', '=', o.id)
        .where('state', '=', 'sent')
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw new AppError(409, offerMessages.declined);
      await this.repo.insertEvent(trx, {
        kp_id: kpId,
        user_id: userId,
        kind: 'answer',
        from_status: null,
        to_status: null,
        text: `${doc.number}, редакция ${o.revision}: отклонено клиентом. Причина: ${reason}`,
        created: at,
      });
    });
    if (o.created_by !== null)
      await this.tell(
        o.created_by,
        `${doc.number}, редакция ${o.revision}: отклонено клиентом`,
        `/manager?id=${kpId}`,
      );
    return this.list(kpId, userId);
  }

  /**
   * «Запросить изменения»: the request goes back to «Уточнение» with the customer's comment; the
   * offer stays as it is until the manager sends the next revision.
   */
  async askChanges(userId: number, kpId: number, rev: number, comment: string): Promise<KpOffer[]> {
    const o = await this.offerRow(kpId, rev, userId);
    const state = this.state(o);
    if (state === 'superseded') throw new AppError(409, offerMessages.superseded(o.superseded_by ?? rev + 1));
    if (state === 'accepted') throw new AppError(409, offerMessages.accepted);
    if (state === 'declined') throw new AppError(409, offerMessages.declined);
    const row = await this.kpRow(kpId, userId);
    const from = row.status as KpStatus;
    const doc = JSON.parse(o.doc) as StoredDoc;
    const at = this.now().toISOString();
    await this.deps.database.db.transaction().execute(async (trx) => {
      await this.repo.insertEvent(trx, {
        kp_id: kpId,
        user_id: userId,
        kind: 'answer',
        from_status: null,
        to_status: null,
        text: `${doc.number}, редакция ${o.revision}: клиент просит изменить. ${comment}`,
        created: at,
      });
      if (from !== 'clarifying') {
        if (!(await this.repo.setStatus(trx, kpId, from, 'clarifying', at)))
          throw new AppError(409, kpMessages.transition(kpStatusLabels[from], kpStatusLabels.clarifying));
        await this.repo.insertEvent(trx, {
          kp_id: kpId,
          user_id: userId,
          kind: 'status',
          from_status: from,
          to_status: 'clarifying',
          text: null,
          created: at,
        });
      }
    });
    if (o.created_by !== null)
      await this.tell(
        o.created_by,
        `${doc.number}, редакция ${o.revision}: клиент просит изменить`,
        `/manager?id=${kpId}`,
      );
    return this.list(kpId, userId);
  }

  /** The revision a customer may answer: the current sent one, within its date. */
  private async actionable(userId: number, kpId: number, rev: number): Promise<OfferRow> {
    const o = await this.offerRow(kpId, rev, userId);
    const state = this.state(o);
    if (state === 'superseded') throw new AppError(409, offerMessages.superseded(o.superseded_by ?? rev + 1));
    if (state === 'expired') throw new AppError(409, offerMessages.expired);
    if (state === 'accepted') throw new AppError(409, offerMessages.accepted);
    if (state === 'declined') throw new AppError(409, offerMessages.declined);
    return o;
  }

  /** The acceptance sheet of an accepted revision, rendered from its record. */
  async acceptanceSheet(
    kpId: number,
    rev: number,
    userId?: number,
  ): Promise<{ name: string; pdf: Uint8Array }> {
    const o = await this.offerRow(kpId, rev, userId);
    if (o.state !== 'accepted' || !o.acceptance) throw new AppError(409, offerMessages.notAccepted);
    const doc = JSON.parse(o.doc) as StoredDoc;
    const a = JSON.parse(o.acceptance) as Acceptance;
    const pdf = await renderAcceptancePdf({
      number: doc.number,
      revision: o.revision,
      kp_id: kpId,
      company: doc.company,
      totals: doc.totals,
      ...a,
    });
    return { name: `${doc.number}-ред${o.revision}-принятие.pdf`, pdf };
  }

  // ---------------------------------------------------------------- export to 1С

  async acceptedDoc(kpId: number, rev: number): Promise<{ doc: StoredDoc; offer: KpOffer }> {
    const o = await this.offerRow(kpId, rev);
    if (o.state !== 'accepted') throw new AppError(409, offerMessages.notAccepted);
    return { doc: JSON.parse(o.doc) as StoredDoc, offer: this.view(o, true) };
  }

  // ---------------------------------------------------------------- parts

  private async kpRow(kpId: number, userId?: number) {
    const row = await this.repo.find(kpId, userId);
    if (!row) throw notFound(kpMessages.notFound);
    return row;
  }

  private rows(kpId: number): Promise<OfferRow[]> {
    return this.deps.database.db
      .selectFrom('kp_offer')
      .selectAll()
      .where('kp_id', '=', kpId)
      .orderBy('revision')
      .execute() as Promise<OfferRow[]>;
  }

  private async offerRow(kpId: number, rev: number, userId?: number): Promise<OfferRow> {
    await this.kpRow(kpId, userId);
    const o = await this.deps.database.db
      .selectFrom('kp_offer')
      .selectAll()
      .where('kp_id', '=', kpId)
      .where('revision', '=', rev)
      .executeTakeFirst();
    if (!o) throw notFound(offerMessages.offerNotFound);
    return o as OfferRow;
  }

  private async tell(userId: number, text: string, link: string) {
    try {
      await this.deps.notify({ userId, kind: 'kp-status', text, link });
    } catch (e) {
      this.deps.log.error({ err: e }, 'KP offer notification failed');
    }
  }
}
