// One definition per calculator form, read from its zod schema (field names, kinds, ranges, choices,
// defaults, which fields are required) plus a small spec for what the schema cannot say: the URL
// reads it (parseFormUrl), the fields' messages and the request body come from it (this file).
import type { z } from 'zod';

export type FieldValue = string | number;
/** The form as typed: an empty field is null. */
export type FormValues = { [name: string]: FieldValue | null };

interface FieldBase {
  name: string;
  /** Not optional in the schema and without a default: the form cannot be sent without it. */
  required: boolean;
  /** The value of a new form; null for an empty field. */
  initial: FieldValue | null;
  /**
   * What a rule across fields assumes for this field while it is empty (the pump's missing Q or H
   * is sent as 1, H0 as 0), so H above H0 is checked before Q is typed. Default: `min`.
   */
  fallback?: FieldValue;
}

export interface NumberField extends FieldBase {
  kind: 'number';
  min: number;
  max: number;
  integer: boolean;
  /**
   * A range that depends on other fields (the pump's Q on its flow units): replaces min and max
   * wherever the field is checked — its message, the URL, the fallback of a rule across fields.
   */
  rangeFor?: (values: FormValues) => { min: number; max: number };
}

/** The field's range for these values (its own min and max unless it depends on other fields). */
export const rangeOf = (field: NumberField, values: FormValues): { min: number; max: number } =>
  field.rangeFor?.(values) ?? { min: field.min, max: field.max };

export interface ChoiceField extends FieldBase {
  kind: 'choice';
  choices: readonly FieldValue[];
  /** The URL message for a value that is none of the choices. */
  invalidUrl?: (raw: string) => string;
}

export type FormField = NumberField | ChoiceField;

/** What the schema does not say about a field (or says differently for this page). */
export type FieldSpec = Partial<Omit<NumberField, 'kind' | 'name'>> &
  Partial<Omit<ChoiceField, 'kind' | 'name'>>;

interface ZodLike {
  def: { type: string; innerType?: ZodLike; defaultValue?: unknown; values?: unknown[]; options?: ZodLike[] };
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
  options?: unknown[];
}

const describe = (name: string, schema: ZodLike): FormField => {
  let s = schema;
  let required = true;
  let initial: FieldValue | null = null;
  for (;;) {
    if (s.def.type === 'optional' || s.def.type === 'nullable') required = false;
    else if (s.def.type === 'default') {
      required = false;
      initial = s.def.defaultValue as FieldValue;
    } else break;
    s = s.def.innerType as ZodLike;
  }
  if (s.def.type === 'number')
    return {
      name,
      kind: 'number',
      required,
      initial,
      min: s.minValue ?? Number.NEGATIVE_INFINITY,
      max: s.maxValue ?? Number.POSITIVE_INFINITY,
      integer: s.isInt === true,
    };
  if (s.def.type === 'enum')
    return { name, kind: 'choice', required, initial, choices: s.options as FieldValue[] };
  if (s.def.type === 'literal')
    return { name, kind: 'choice', required, initial, choices: s.def.values as FieldValue[] };
  if (s.def.type === 'union' && s.def.options?.every((o) => o.def.type === 'literal'))
    return {
      name,
      kind: 'choice',
      required,
      initial,
      choices: s.def.options.flatMap((o) => o.def.values as FieldValue[]),
    };
  throw new Error(`Form field ${name}: a ${s.def.type} is neither a number nor a choice`);
};

/** An object schema (refinements allowed) whose fields are numbers or choices. */
export type FormSchema = z.ZodType & { shape: Record<string, z.ZodType> };

/**
 * The fields of `schema` in its order, each refined by `specs[name]`. Pass `null` as a spec to
 * leave a field out of this page (a series without the pump-count choice).
 */
export function defineFormFields(
  schema: FormSchema,
  specs: Record<string, FieldSpec | null> = {},
): FormField[] {
  return Object.entries(schema.shape).flatMap(([name, field]) => {
    const spec = specs[name];
    if (spec === null) return [];
    return [{ ...describe(name, field as unknown as ZodLike), ...spec, name } as FormField];
  });
}

/** A new form: every field at its initial value. */
export const initialValues = (fields: readonly FormField[]): FormValues =>
  Object.fromEntries(fields.map((f) => [f.name, f.initial]));

/** The request body the schema makes of `values`; null while it is incomplete or a rule fails. */
export function formRequest<R>(
  schema: z.ZodType<R>,
  fields: readonly FormField[],
  values: FormValues,
): R | null {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.name] ?? null;
    if (v !== null || f.required) body[f.name] = v;
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** The request as query parameters, in the fields' order (absent optional fields left out). */
export function formQuery(
  fields: readonly FormField[],
  request: object | null,
): Record<string, string | number> | undefined {
  if (!request) return undefined;
  const q: Record<string, string | number> = {};
  for (const f of fields) {
    const v = (request as Record<string, unknown>)[f.name];
    if (typeof v === 'string' || typeof v === 'number') q[f.name] = v;
  }
  return q;
}

/** The same request, field by field (the «differs from the last request» rule). */
export const sameRequest = (fields: readonly FormField[], a: object | null, b: object | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    fields.every((f) => (a as Record<string, unknown>)[f.name] === (b as Record<string, unknown>)[f.name]));

/**
 * Messages of the schema's rules across fields (refinements) for `values`: empty fields take their
 * fallback, a rule is reported on its field only while that field is filled. Field → message.
 */
export function crossFieldIssues(
  schema: z.ZodType,
  fields: readonly FormField[],
  values: FormValues,
): Map<string, string> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.name] ?? null;
    // An empty optional field without a fallback is absent, as in the request: a rule between two
    // optional fields (a heat exchanger's temperatures) waits until both are typed.
    if (v === null && !f.required && f.fallback === undefined) continue;
    body[f.name] =
      v !== null
        ? v
        : (f.fallback ?? (f.kind === 'number' ? rangeOf(f, values).min : (f.initial ?? f.choices[0])));
  }
  const issues = new Map<string, string>();
  const parsed = schema.safeParse(body);
  if (parsed.success) return issues;
  for (const issue of parsed.error.issues) {
    const name = issue.path[0];
    if (issue.code !== 'custom' || typeof name !== 'string') continue;
    if ((values[name] ?? null) === null || issues.has(name)) continue;
    issues.set(name, issue.message);
  }
  return issues;
}

/**
 * Every issue of the request `values` make (as formRequest builds it): field → its first message,
 * and the messages of rules on the whole form (an empty path: the heat exchanger's «5 из 7»). For
 * a page that shows, after a refused «Подобрать», what the field-by-field checks cannot see.
 */
export function formIssues(
  schema: z.ZodType,
  fields: readonly FormField[],
  values: FormValues,
): { fields: Map<string, string>; form: string[] } {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.name] ?? null;
    if (v !== null || f.required) body[f.name] = v;
  }
  const out = { fields: new Map<string, string>(), form: [] as string[] };
  const parsed = schema.safeParse(body);
  if (parsed.success) return out;
  for (const issue of parsed.error.issues) {
    const name = issue.path[0];
    if (typeof name !== 'string') {
      if (!out.form.includes(issue.message)) out.form.push(issue.message);
    } else if (!out.fields.has(name)) out.fields.set(name, issue.message);
  }
  return out;
}

export interface FieldMessages {
  required: string;
  range: (min: number, max: number) => string;
}

/**
 * A field's message, or null: empty once touched, out of its range while typing, then the schema's
 * rules across fields (the pump's H above H0).
 */
export function fieldError(
  schema: z.ZodType,
  fields: readonly FormField[],
  values: FormValues,
  name: string,
  touched: boolean,
  messages: FieldMessages,
): string | null {
  const field = fields.find((f) => f.name === name);
  const value = values[name] ?? null;
  if (!field) return null;
  if (value === null) return touched && field.required ? messages.required : null;
  if (field.kind === 'number' && typeof value === 'number') {
    const { min, max } = rangeOf(field, values);
    if (value < min || value > max) return messages.range(min, max);
  }
  return crossFieldIssues(schema, fields, values).get(name) ?? null;
}
