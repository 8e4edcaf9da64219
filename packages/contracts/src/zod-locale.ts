// Zod's default messages in Russian for web and server alike; fields with a spec message override it.
// Zod's own Russian locale names types in English ('ожидалось string'): the common issues are ours.
import { z } from 'zod';
import { apiMessages, validationMessages } from './messages';
import { plural } from './russian';

const ru = z.locales.ru().localeError;

/** Zod's type names as the messages say them. */
const typeNames: Record<string, string> = {
  string: 'строка',
  number: 'число',
  int: 'целое число',
  bigint: 'целое число',
  boolean: 'true или false',
  array: 'список',
  object: 'объект',
  date: 'дата',
  file: 'файл',
};

const counted: Record<string, [string, string, string]> = {
  string: ['символа', 'символов', 'символов'],
  array: ['элемента', 'элементов', 'элементов'],
  set: ['элемента', 'элементов', 'элементов'],
};

/** 'Не более 30 символов' / 'Значение должно быть не больше 10'. */
const bound = (limit: unknown, origin: string | undefined, inclusive: boolean, upper: boolean): string => {
  const n = Number(limit);
  const units = origin ? counted[origin] : undefined;
  if (units) {
    // «не менее 1 символа», «не более 30 символов»: the genitive after «не менее/не более».
    const unit = plural(n, units[0], units[1], units[2]);
    return `${upper ? 'Не более' : 'Не менее'} ${String(limit)} ${unit}`;
  }
  const word = upper ? (inclusive ? 'не больше' : 'меньше') : inclusive ? 'не меньше' : 'больше';
  return `Значение должно быть ${word} ${String(limit)}`;
};

const formats: Record<string, string> = {
  email: validationMessages.email,
  url: 'Неверная ссылка',
  date: validationMessages.dateFormat,
  datetime: 'Неверный формат даты и времени',
  time: 'Неверный формат времени',
  regex: 'Неверный формат',
  uuid: 'Неверный идентификатор',
};

const localeError: typeof ru = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return validationMessages.required;
      const name = typeNames[issue.expected];
      return name ? apiMessages.wrongType(name) : ru(issue);
    }
    case 'too_small':
      return bound(issue.minimum, issue.origin, issue.inclusive ?? true, false);
    case 'too_big':
      return bound(issue.maximum, issue.origin, issue.inclusive ?? true, true);
    case 'invalid_format':
      return formats[issue.format] ?? ru(issue);
    case 'invalid_union':
      return 'Неверное значение';
    default:
      return ru(issue);
  }
};

// In a browser, zod's object parser would probe `new Function` for its compiled fast path; the
// web app's CSP (script-src 'self') refuses eval, and Chrome lists every refusal in DevTools' issues
// panel. The server keeps the compiled parser.
z.config({ localeError, ...('document' in globalThis ? { jitless: true } : {}) });
