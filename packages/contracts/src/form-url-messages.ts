// What a calculator form read from the query string says when the URL is wrong (calculators §5
// "URL checks"): the messages every calculator shares, and how a long value is cut in them.
import { ruNumber } from './russian';

/** Long values are cut in messages: the URL is the user's, the message must stay readable. */
export const shownUrlValue = (value: string): string =>
  value.length > 24 ? `${value.slice(0, 24)}…` : value;

/**
 * Calculators §5 "URL checks" for any calculator form read from the query string: each message
 * starts with the spec's 'Invalid URL:', shown as 'Неверная ссылка:' (decision 0010); the texts
 * after the prefix are podbor's own (the spec does not show them) and say what to change. A
 * calculator extends them with its own wording.
 */
export const formUrlMessages = {
  prefix: 'Неверная ссылка:',
  unknownParameter: (name: string, allowed: readonly string[]) =>
    `Неверная ссылка: неизвестный параметр «${shownUrlValue(name)}». Допустимые параметры: ${allowed.join(', ')}`,
  repeatedParameter: (name: string) => `Неверная ссылка: параметр «${name}» указан несколько раз`,
  emptyValue: (name: string) => `Неверная ссылка: у параметра «${name}» пустое значение`,
  missingParameter: (name: string) =>
    `Неверная ссылка: не указан параметр «${name}» — обязательные параметры формы задаются вместе`,
  notNonNegativeInteger: (name: string, value: string) =>
    `Неверная ссылка: «${name}» = «${shownUrlValue(value)}» — нужно целое неотрицательное число`,
  notNonNegativeNumber: (name: string, value: string) =>
    `Неверная ссылка: «${name}» = «${shownUrlValue(value)}» — нужно неотрицательное число цифрами, с точкой или запятой, например 12.5`,
  outOfRange: (name: string, value: string, min: number, max: number) =>
    `Неверная ссылка: «${name}» = «${shownUrlValue(value)}» вне допустимого диапазона от ${ruNumber(min)} до ${ruNumber(max)}`,
  invalidChoice: (name: string, value: string, choices: readonly (string | number)[]) =>
    `Неверная ссылка: «${name}» = «${shownUrlValue(value)}» — допустимы ${choices.join(', ')}`,
} as const;
