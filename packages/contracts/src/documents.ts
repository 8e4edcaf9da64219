// The words every generated document shares (the server's document kit prints them): the request
// line, the page numbers, the footer and the illustrative-data warning; and what a calculation's
// files are called where a user sees them (the cabinet's 'Открыть', the name a download saves under).
import { calculatorContracts, type CalculatorContract } from './calculator-contracts';
import type { CalcFileTitle } from './file-title';
import type { CalcType } from './calculators';

export const documentLabels = {
  /** The product name in every footer. */
  brand: 'podbor',
  /** The request's number, as the PDF's subject and the start of the request line. */
  request: (id: number) => `Подбор №\u00a0${id}`,
  /** 'Подбор № 42 от 25.11.2026 14:03 МСК': `when` is already formatted (see `moscowSuffix`). */
  requestLine: (id: number, when: string) => `Подбор №\u00a0${id} от ${when}`,
  /** A document of a calculation no request keeps (a rated unit): 'Расчёт от 25.11.2026 14:03 МСК'. */
  unsavedLine: (when: string) => `Расчёт от ${when}`,
  /** Its PDF subject. */
  unsaved: 'Расчёт без номера подбора',
  /** Times are printed in Moscow time and say so: the portal's users are in Russia. */
  moscowSuffix: 'МСК',
  /** The page number at the foot of every page. */
  pageNumber: (page: number, pages: number) => `стр. ${page} из ${pages}`,
  /**
   * The framed warning under a document's heading when the catalogue is sample data: the catalogue's
   * own note, then what to check before ordering (`checkAgainst`: 'паспортом насоса', …).
   */
  // A note is a catalogue's sentence, with or without its full stop: one stop, never «..».
  illustrativeWarning: (note: string, checkAgainst: string) =>
    `${`${note}`.replace(/\.$/, '')}. Характеристики каталога приведены для примера; перед заказом сверьте их с ${checkAgainst}.`,
} as const;

export type { CalcFileTitle } from './file-title';

/**
 * What a calculation's file is called, read off each calculator's contracts entry (`fileTitle`):
 * the registry's is `calcFileTitle`; a test passes entries with a throwaway calculator added.
 */
export const calcFileTitleOf =
  <T extends string>(contracts: Readonly<Record<T, CalculatorContract>>) =>
  (type: T, key: string): CalcFileTitle | null =>
    contracts[type].fileTitle?.(key) ?? null;

/** What a calculation's file is called, or null when its calculator gives it no title. */
export const calcFileTitle: (type: CalcType, key: string) => CalcFileTitle | null =
  calcFileTitleOf<CalcType>(calculatorContracts);

/** ' — ' between what a file describes and what it is: 'EVR 10-4 — H-Q.png'. */
const DOWNLOAD_NAME_SEPARATOR = ' — ';

/** 'png' of 'HQc.png'; '' when the key has none. */
const extensionOf = (key: string): string => /\.([A-Za-z0-9]{1,5})$/.exec(key)?.[1] ?? '';

/** Printable ASCII only, the dash as a hyphen, spaces tidied: the fallback name of old clients. */
const asciiOnly = (text: string): string =>
  text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The name a calculation's file is saved under, and its ASCII fallback (Content-Disposition's
 * `filename`): the calculation's subject (its summary title, the model) and the file's title,
 * 'EVR 10-4 — H-Q.png', 'EVR 10-4 — Паспорт насоса.pdf'. The API keeps answering the file under its
 * key (HQc.png). With neither a title nor a subject the key is the name, and `ascii` is null (the
 * header then derives its own fallback).
 */
export function calcFileDownloadName(
  type: CalcType,
  subject: string | null,
  key: string,
): { name: string; ascii: string | null } {
  const file = calcFileTitle(type, key);
  const who = subject?.trim() ?? '';
  if (!file && !who) return { name: key, ascii: null };
  const ext = extensionOf(key);
  const dotExt = ext ? `.${ext}` : '';
  const name = file ? file.title + dotExt : key;
  const asciiStem = (file ? file.ascii : asciiOnly(key.slice(0, key.length - dotExt.length))) || 'file';
  // A subject that loses its words in ASCII ('Станция 2' → '2') is left out of the fallback.
  const asciiWho = /[A-Za-z]/.test(asciiOnly(who)) ? asciiOnly(who) : '';
  return {
    name: who ? `${who}${DOWNLOAD_NAME_SEPARATOR}${name}` : name,
    ascii: (asciiWho ? `${asciiWho} - ${asciiStem}` : asciiStem) + dotExt,
  };
}
