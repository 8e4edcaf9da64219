// The kit's form definition and URL parser: read from a zod form schema, one 'Неверная ссылка: …'
// problem per fault (calculators §5 URL checks), the request and the field messages from the same
// definition.
import { formUrlMessages } from '@podbor/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  defineFormFields,
  fieldError,
  formQuery,
  formRequest,
  initialValues,
} from '../../../src/lib/calculator/form-fields';
import { parseFormUrl } from '../../../src/lib/calculator/parse-form-url';

const messages = formUrlMessages;
const schema = z
  .strictObject({
    kind: z.enum(['a', 'b']).default('a'),
    T1: z.number().min(0).max(200),
    T2: z.number().min(0).max(200),
    count: z.number().int().min(1).max(12).optional(),
    side: z.union([z.literal(0), z.literal(1)]).optional(),
  })
  .refine((f) => f.T1 > f.T2, { message: 'T1 must be above T2', path: ['T1'] });
const fields = defineFormFields(schema, { count: { initial: 2 } });
const parse = (search: string) =>
  parseFormUrl(fields, search, {
    messages,
    schema,
    ruleMessages: { 'T1 must be above T2': 'Неверная ссылка: T1 > T2' },
  });

describe('defineFormFields', () => {
  it('reads kinds, ranges, choices, defaults and required fields from the schema', () => {
    expect(fields.map((f) => [f.name, f.kind, f.required])).toEqual([
      ['kind', 'choice', false],
      ['T1', 'number', true],
      ['T2', 'number', true],
      ['count', 'number', false],
      ['side', 'choice', false],
    ]);
    expect(fields[1]).toMatchObject({ min: 0, max: 200, integer: false });
    expect(fields[3]).toMatchObject({ min: 1, max: 12, integer: true });
    expect(fields[4]).toMatchObject({ choices: [0, 1] });
    expect(initialValues(fields)).toEqual({ kind: 'a', T1: null, T2: null, count: 2, side: null });
    // A field the page does not offer is left out.
    expect(defineFormFields(schema, { side: null }).map((f) => f.name)).not.toContain('side');
  });

  it('makes the request and the query from the same definition', () => {
    const values = { kind: 'b', T1: 90, T2: 70, count: 3, side: null };
    expect(formRequest(schema, fields, values)).toEqual({ kind: 'b', T1: 90, T2: 70, count: 3 });
    expect(formQuery(fields, formRequest(schema, fields, values))).toEqual({
      kind: 'b',
      T1: 90,
      T2: 70,
      count: 3,
    });
    expect(formRequest(schema, fields, { ...values, T2: null })).toBeNull();
    expect(formRequest(schema, fields, { ...values, T2: 95 })).toBeNull();
  });

  it('field messages: empty once touched, the range, then the rules across fields', () => {
    const m = { required: 'Поле не должно быть пустым', range: (a: number, b: number) => `от ${a} до ${b}` };
    const values = { kind: 'a', T1: null, T2: 70, count: 2, side: null };
    expect(fieldError(schema, fields, values, 'T1', false, m)).toBeNull();
    expect(fieldError(schema, fields, values, 'T1', true, m)).toBe('Поле не должно быть пустым');
    expect(fieldError(schema, fields, { ...values, T1: 300 }, 'T1', true, m)).toBe('от 0 до 200');
    expect(fieldError(schema, fields, { ...values, T1: 60 }, 'T1', true, m)).toBe('T1 must be above T2');
    expect(fieldError(schema, fields, { ...values, T1: 80 }, 'T1', true, m)).toBeNull();
  });
});

describe('parseFormUrl', () => {
  it('a right query fills the form without problems; none at all is a new form', () => {
    expect(parse('?kind=b&T1=90&T2=70.5&count=3&side=1')).toEqual({
      values: { kind: 'b', T1: 90, T2: 70.5, count: 3, side: 1 },
      problems: [],
      named: ['kind', 'T1', 'T2', 'count', 'side'],
    });
    expect(parse('').problems).toEqual([]);
  });

  it('names every problem with the spec’s prefix, keeping what was right', () => {
    const p = parse('?kind=c&T1=-5&T2=&foo=1&count=1.5&side=7');
    expect(p.problems).toEqual([
      messages.emptyValue('T2'),
      messages.unknownParameter('foo', ['kind', 'T1', 'T2', 'count', 'side']),
      'Неверная ссылка: «kind» = «c» — допустимы a, b',
      messages.notNonNegativeNumber('T1', '-5'),
      messages.notNonNegativeInteger('count', '1.5'),
      'Неверная ссылка: «side» = «7» — допустимы 0, 1',
    ]);
    for (const e of p.problems) expect(e.startsWith('Неверная ссылка:')).toBe(true);
    expect(p.values).toEqual({ kind: 'a', T1: null, T2: null, count: 2, side: null });
  });

  it('a repeated parameter; a required one missing; a decimal out of range is clamped into the form', () => {
    expect(parse('?T1=90&T1=91&T2=70').problems).toEqual([messages.repeatedParameter('T1')]);
    expect(parse('?T1=90').problems).toEqual([messages.missingParameter('T2')]);
    const p = parse('?T1=900&T2=70&count=20');
    expect(p.problems).toEqual([
      messages.outOfRange('T1', '900', 0, 200),
      messages.outOfRange('count', '20', 1, 12),
    ]);
    expect(p.values).toMatchObject({ T1: 200, count: 2 });
  });

  it('a minus only where the range goes below zero (a temperature, decision 0044)', () => {
    const below = z.strictObject({ T: z.number().min(-60).max(200), Q: z.number().min(0).max(10) });
    const f = defineFormFields(below, {});
    const read = (search: string) => parseFormUrl(f, search, { messages, schema: below });
    expect(read('?T=-5&Q=1')).toMatchObject({ problems: [], values: { T: -5, Q: 1 } });
    expect(read('?T=−12,5&Q=1').values).toMatchObject({ T: -12.5 });
    expect(read('?T=5&Q=-1').problems).toEqual([messages.notNonNegativeNumber('Q', '-1')]);
  });

  it('a rule across fields is a URL problem in its own words', () => {
    expect(parse('?T1=60&T2=70').problems).toEqual(['Неверная ссылка: T1 > T2']);
  });
});
