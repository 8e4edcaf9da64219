// The price list and the composed commercial offer (issue 31, decision 0046): prices per article in
// integer kopecks, an offer's lines, terms, totals and revisions, the customer's acceptance.
//
// Manager calls (role manager):
//   GET  /api/v1/manager/prices                  → priceList
//   POST /api/v1/manager/prices/import           priceImportRequest → priceImportResult (400 with lines)
//   GET  /api/v1/manager/kp/{id}/offer/draft     → offerDraft (lines pre-filled from the request)
//   POST /api/v1/manager/kp/{id}/offer/send      offerCompose → kpOffers (a new revision, PDF, «Готово»)
//   GET  /api/v1/manager/kp/{id}/offers          → kpOffers
//   GET  /api/v1/manager/kp/{id}/offers/{rev}/pdf    the revision's PDF
//   GET  /api/v1/manager/kp/{id}/offers/{rev}/commerceml | /csv   an accepted offer for 1С
// Customer calls (session; another customer's request is 404):
//   GET  /api/v1/user/kp/{id}/offers             → kpOffers
//   GET  /api/v1/user/kp/{id}/offers/{rev}/pdf
//   POST /api/v1/user/kp/{id}/offers/{rev}/code      → offerCodeSent (SMS to the account's phone)
//   POST /api/v1/user/kp/{id}/offers/{rev}/accept    offerAcceptRequest → kpOffers
//   POST /api/v1/user/kp/{id}/offers/{rev}/decline   offerDeclineRequest → kpOffers
//   POST /api/v1/user/kp/{id}/offers/{rev}/changes   offerChangesRequest → kpOffers («Уточнение»)
//   GET  /api/v1/{user|manager}/kp/{id}/offers/{rev}/acceptance   the acceptance sheet (PDF)
import { z } from 'zod';
import { dateTime } from './cabinet';

/** Integer kopecks: money from the database to the PDF (no floating-point roubles). */
export const kopecks = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
export type Kopecks = z.infer<typeof kopecks>;

export const offerLimits = {
  linesMax: 200,
  quantityMax: 1_000_000,
  /** Whole days of lead time. */
  leadDaysMax: 3650,
  termsMax: 2000,
  articleMax: 64,
  nameMax: 300,
  /** Price list rows one import may carry. */
  pricesMax: 20_000,
  codeTtlMinutes: 10,
  codeAttempts: 5,
  /** A new acceptance code for the same revision: not sooner than this. */
  codeResendSeconds: 60,
} as const;

export const offerMessages = {
  articleRequired: 'Укажите артикул',
  nameRequired: 'Укажите наименование',
  quantity: `Количество — целое число от 1 до ${offerLimits.quantityMax}`,
  price: 'Цена — неотрицательная сумма в рублях, не более двух знаков после запятой',
  discount: 'Скидка — от 0 до 100 %, не более двух знаков после запятой',
  leadDays: `Срок поставки — целое число дней от 0 до ${offerLimits.leadDaysMax}`,
  linesRequired: 'Добавьте хотя бы одну строку',
  linesTooMany: `Не более ${offerLimits.linesMax} строк в КП`,
  validUntil: 'Дата «Действительно до» — в формате ГГГГ-ММ-ДД, не раньше сегодняшнего дня',
  offerNotFound: 'Редакция КП не найдена',
  superseded: (n: number) => `КП заменено редакцией ${n} и не может быть принято`,
  expired: 'Срок действия КП истёк',
  accepted: 'КП уже принято и не может быть изменено',
  declined: 'КП отклонено',
  codeWrong: 'Неверный код подтверждения',
  codeExpired: 'Код подтверждения истёк или не запрошен — запросите новый',
  codeResend: (s: number) => `Новый код можно запросить через ${s} с`,
  codeAttempts: 'Слишком много неверных попыток — запросите новый код',
  reasonRequired: 'Укажите причину отказа',
  changesRequired: 'Напишите, что изменить',
  notAccepted: 'Выгрузка в 1С и лист принятия доступны только для принятого КП',
  tooLarge: 'Сумма КП слишком велика',
  csvEmpty: 'Файл прайс-листа пуст',
  csvInvalid: 'Прайс-лист не принят: исправьте строки с ошибками',
} as const;

// ---- the price list ----

export const priceItem = z.object({
  article: z.string(),
  name: z.string(),
  price: kopecks,
  /** YYYY-MM-DD: the date the price is valid from. */
  date: z.string(),
});
export type PriceItem = z.infer<typeof priceItem>;

export const priceList = z.object({
  /** The shipped list (not a maker's prices): every place that shows a price says so. */
  illustrative: z.boolean(),
  /** Where it came from: the shipped file or the imported file's name. */
  source: z.string(),
  items: z.array(priceItem),
});
export type PriceList = z.infer<typeof priceList>;

/** POST /api/v1/manager/prices/import: the CSV text (`article;name;price_rub;date`). */
export const priceImportRequest = z.strictObject({
  name: z.string().trim().min(1).max(200),
  csv: z.string().max(5_000_000),
});
export type PriceImportRequest = z.infer<typeof priceImportRequest>;

export const priceIssue = z.object({
  line: z.number().int(),
  column: z.string().optional(),
  message: z.string(),
});
export type PriceIssue = z.infer<typeof priceIssue>;

export const priceImportResult = z.object({ count: z.number().int(), source: z.string() });

// ---- composing ----

/** Roubles as typed: '125 400,50' or 125400.5 → kopecks; anything else is refused. */
export const roublesInput = z.union([z.string(), z.number()]);

/** A line as the manager sends it; money as integer kopecks, discount in percent (two decimals). */
export const offerLineInput = z.strictObject({
  article: z.string().trim().min(1, offerMessages.articleRequired).max(offerLimits.articleMax),
  name: z.string().trim().min(1, offerMessages.nameRequired).max(offerLimits.nameMax),
  quantity: z
    .number({ error: offerMessages.quantity })
    .int(offerMessages.quantity)
    .min(1, offerMessages.quantity)
    .max(offerLimits.quantityMax, offerMessages.quantity),
  price: z
    .number({ error: offerMessages.price })
    .int(offerMessages.price)
    .min(0, offerMessages.price)
    .max(1e13),
  discount: z
    .number({ error: offerMessages.discount })
    .min(0, offerMessages.discount)
    .max(100, offerMessages.discount)
    .refine((d) => Number.isInteger(Math.round(d * 100)) && Math.abs(d * 100 - Math.round(d * 100)) < 1e-6, {
      message: offerMessages.discount,
    })
    .default(0),
  lead_days: z
    .number({ error: offerMessages.leadDays })
    .int(offerMessages.leadDays)
    .min(0, offerMessages.leadDays)
    .max(offerLimits.leadDaysMax, offerMessages.leadDays)
    .nullish(),
});
export type OfferLineInput = z.input<typeof offerLineInput>;

const terms = z.string().trim().max(offerLimits.termsMax);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, offerMessages.validUntil);

/** POST /api/v1/manager/kp/{id}/offer/send. */
export const offerCompose = z.strictObject({
  lines: z
    .array(offerLineInput)
    .min(1, offerMessages.linesRequired)
    .max(offerLimits.linesMax, offerMessages.linesTooMany),
  delivery_terms: terms.default(''),
  payment_terms: terms.default(''),
  /** YYYY-MM-DD; absent → today + OFFER_VALID_DAYS (Moscow calendar). */
  valid_until: isoDay.nullish(),
  comment: terms.nullish(),
});
export type OfferCompose = z.input<typeof offerCompose>;

/** A computed line: net (without VAT) and VAT in kopecks, rounded once, per line. */
export const offerLine = z.object({
  n: z.number().int(),
  article: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  price: kopecks,
  /** Percent, two decimals. */
  discount: z.number(),
  lead_days: z.number().int().nullable(),
  /** price × quantity × (1 − discount), rounded half up to a kopeck. */
  net: kopecks,
  vat: kopecks,
  gross: kopecks,
});
export type OfferLine = z.infer<typeof offerLine>;

export const offerTotals = z.object({ net: kopecks, vat: kopecks, gross: kopecks });
export type OfferTotals = z.infer<typeof offerTotals>;

export const companyDetails = z.object({
  name: z.string(),
  inn: z.string(),
  kpp: z.string(),
  address: z.string(),
  bank: z.string(),
  signatory: z.string(),
});
export type CompanyDetails = z.infer<typeof companyDetails>;

/** sent → superseded | accepted | declined; a sent one past its date reads as expired. */
export const offerState = z.enum(['sent', 'superseded', 'accepted', 'declined', 'expired']);
export type OfferState = z.infer<typeof offerState>;
export const offerStateLabels: Record<OfferState, string> = {
  sent: 'Отправлено клиенту',
  superseded: 'Заменена редакцией',
  accepted: 'Принято',
  declined: 'Отклонено',
  expired: 'Истёк срок',
};

export const kpOffer = z.object({
  id: z.number().int(),
  kp_id: z.number().int(),
  /** «КП-2026-000123». */
  number: z.string(),
  revision: z.number().int(),
  state: offerState,
  /** «Заменена редакцией 2», «Истёк срок», … */
  state_label: z.string(),
  superseded_by: z.number().int().nullable(),
  /** YYYY-MM-DD, Moscow calendar. */
  date: z.string(),
  valid_until: z.string(),
  lines: z.array(offerLine),
  totals: offerTotals,
  /** VAT rate, percent. */
  vat_rate: z.number(),
  delivery_terms: z.string(),
  payment_terms: z.string(),
  company: companyDetails,
  /** Prices came from the shipped illustrative list. */
  illustrative: z.boolean(),
  created: dateTime,
  /** SHA-256 of the PDF bytes (hex). */
  sha256: z.string(),
  pdf: z.string(),
  acceptance: z
    .object({ by: z.string(), phone: z.string(), at: dateTime, address: z.string(), sha256: z.string() })
    .nullable(),
  decline_reason: z.string().nullable(),
});
export type KpOffer = z.infer<typeof kpOffer>;

export const kpOffers = z.object({ result: z.array(kpOffer) });
export type KpOffers = z.infer<typeof kpOffers>;

/** GET /api/v1/manager/kp/{id}/offer/draft: what the form starts with. */
export const offerDraft = z.object({
  lines: z.array(
    z.object({
      article: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      price: kopecks,
      discount: z.number(),
      lead_days: z.number().int().nullable(),
      /** Found in the price list. */
      priced: z.boolean(),
    }),
  ),
  delivery_terms: z.string(),
  payment_terms: z.string(),
  valid_until: z.string(),
  vat_rate: z.number(),
  illustrative: z.boolean(),
  price_date: z.string().nullable(),
});
export type OfferDraft = z.infer<typeof offerDraft>;

// ---- the customer's answer ----

export const offerCodeSent = z.object({ phone: z.string(), ttl_minutes: z.number().int() });
export const offerAcceptRequest = z.strictObject({
  code: z.string().regex(/^\d{4}$/, offerMessages.codeWrong),
});
export const offerChangesRequest = z.strictObject({
  comment: z
    .string({ error: offerMessages.changesRequired })
    .trim()
    .min(1, offerMessages.changesRequired)
    .max(2000),
});
export const offerDeclineRequest = z.strictObject({
  reason: z
    .string({ error: offerMessages.reasonRequired })
    .trim()
    .min(1, offerMessages.reasonRequired)
    .max(2000),
});
