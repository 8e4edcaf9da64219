// A calculator's form read from the query string (calculators §5 «URL checks»): one message per
// problem, each starting 'Неверная ссылка:', driven by the form's field definitions (form-fields.ts).
import type { z } from 'zod';
import { crossFieldIssues, initialValues, rangeOf, type FormField, type FormValues } from './form-fields';

/** The URL messages: contracts' `formUrlMessages`, or a calculator's extension of them. */
export interface FormUrlMessages {
  prefix: string;
  unknownParameter: (name: string, allowed: readonly string[]) => string;
  repeatedParameter: (name: string) => string;
  emptyValue: (name: string) => string;
  missingParameter: (name: string) => string;
  notNonNegativeInteger: (name: string, value: string) => string;
  notNonNegativeNumber: (name: string, value: string) => string;
  outOfRange: (name: string, value: string, min: number, max: number) => string;
  /** A value that is none of a choice field's choices (a field's own `invalidUrl` comes first). */
  invalidChoice: (name: string, value: string, choices: readonly (string | number)[]) => string;
}

export interface ParseFormUrlOptions {
  messages: FormUrlMessages;
  /** The schema's rules across fields, reported as URL problems: the rule's message → URL message. */
  schema?: z.ZodType;
  ruleMessages?: Record<string, string>;
}

export interface ParsedFormUrl {
  /** Every value that passed its check; the rest keep their initial values. */
  values: FormValues;
  problems: string[];
  /** The parameters the query named. */
  named: string[];
}

const integerText = /^\d+$/;
/** A non-negative decimal with a dot or a comma (as typed in the form): 12, 12.5, 12,5, .5 */
const numberText = /^(\d+[.,]?\d*|[.,]\d+)$/;
/** A field whose range goes below zero (a temperature, decision 0044) takes a leading minus. */
const signedNumberText = /^[-−]?(\d+[.,]?\d*|[.,]\d+)$/;

/**
 * Reads `search` into the form. Checks, in this order: parameters unknown, repeated or empty (in
 * the query's order); each field's value (in the form's order) — a decimal (dot or comma) out of
 * its range (for the values before it) is clamped into the form and reported, an integer or a choice out of range keeps its initial value; when the query names
 * anything, every required field must be named; then the schema's rules across fields.
 */
export function parseFormUrl(
  fields: readonly FormField[],
  search: string | URLSearchParams,
  { messages: m, schema, ruleMessages = {} }: ParseFormUrlOptions,
): ParsedFormUrl {
  const problems: string[] = [];
  const values = initialValues(fields);
  const allowed = fields.map((f) => f.name);
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;

  const raw = new Map<string, string>();
  const named = [...new Set(query.keys())];
  for (const name of named) {
    const all = query.getAll(name);
    if (!allowed.includes(name)) problems.push(m.unknownParameter(name, allowed));
    else if (all.length > 1) problems.push(m.repeatedParameter(name));
    else if (all[0]!.trim() === '') problems.push(m.emptyValue(name));
    else raw.set(name, all[0]!.trim());
  }

  for (const field of fields) {
    const text = raw.get(field.name);
    if (text === undefined) continue;
    const { name } = field;
    if (field.kind === 'choice') {
      const numeric = field.choices.every((c) => typeof c === 'number');
      if (numeric && !integerText.test(text)) problems.push(m.notNonNegativeInteger(name, text));
      else {
        const value = numeric ? Number(text) : text;
        if (field.choices.includes(value)) values[name] = value;
        else problems.push(field.invalidUrl?.(text) ?? m.invalidChoice(name, text, field.choices));
      }
    } else {
      // The range for the values read so far (fields come in the form's order: units before Q).
      const { min, max } = rangeOf(field, values);
      if (field.integer) {
        if (!integerText.test(text)) problems.push(m.notNonNegativeInteger(name, text));
        else if (Number(text) < min || Number(text) > max) problems.push(m.outOfRange(name, text, min, max));
        else values[name] = Number(text);
      } else if (!(min < 0 ? signedNumberText : numberText).test(text))
        problems.push(m.notNonNegativeNumber(name, text));
      else {
        const n = Number(text.replace(',', '.').replace('−', '-'));
        if (n < min || n > max) {
          problems.push(m.outOfRange(name, text, min, max));
          values[name] = Math.min(max, Math.max(min, n));
        } else values[name] = n;
      }
    }
  }

  // The required fields come as a set: a query that says anything must give them all.
  if (named.length > 0)
    for (const field of fields)
      if (field.required && !named.includes(field.name)) problems.push(m.missingParameter(field.name));

  if (schema)
    for (const message of crossFieldIssues(schema, fields, values).values())
      problems.push(ruleMessages[message] ?? `${m.prefix} ${message}`);

  return { values, problems, named };
}
