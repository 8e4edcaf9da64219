// «null means empty» (calculators §5; issue 33 item 7): a client written from the spec sends every
// field it leaves empty as null. Each calculator form, with every optional or defaulted field the
// duty leaves empty sent as null, is taken as if the fields were absent — never «Поле не должно быть
// пустым» — while a required field sent as null is still refused as empty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loadPumpCatalog } from '@podbor/catalog/pumps';
import { cleverForm, dcuForm, pumpForm, rtoForm, stationForm, validationMessages } from '@podbor/contracts';
import { defaultDcuOptions } from '@podbor/engineering/dcu';
import { createTestApp, onceOnSqlite, type TestApp } from './helpers/test-app';
import { grantFor } from './helpers/selection-app';

/** The form's fields that may be left empty (optional or defaulted), by its object shape. */
function emptiable(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
  return Object.keys(shape).filter((k) => shape[k]!.safeParse(undefined).success);
}

/** The duty as typed, with every other field that may be empty sent as null. */
function withNulls(schema: z.ZodType, duty: Record<string, unknown>): Record<string, unknown> {
  const nulls = Object.fromEntries(
    emptiable(schema)
      .filter((k) => !(k in duty))
      .map((k) => [k, null]),
  );
  return { ...nulls, ...duty };
}

const evr = loadPumpCatalog().series.find((s) => s.name === 'EVR')!;

const cases: Array<{
  name: string;
  calc: 'Aquastrong' | 'Station' | 'DCU' | 'Clever' | 'RTO';
  url: string;
  schema: z.ZodType;
  duty: Record<string, unknown>;
  required: string;
}> = [
  {
    name: 'pump (pcnt, BoxType, T, NPSH, energy)',
    calc: 'Aquastrong',
    url: `/api/v1/search/pump/filter/${evr.id}`,
    schema: pumpForm,
    duty: { units: 'm', Q: 4, H: 4, H0: 1.5 },
    required: 'Q',
  },
  {
    name: 'station (its defaults)',
    calc: 'Station',
    url: '/api/v1/search/station',
    schema: stationForm,
    duty: { consumption: 20, pressure: 60, affluent: 15, maximum_pressure: 10 },
    required: 'consumption',
  },
  {
    name: 'Clever (PercentHot/Cold, G1/G2, flange materials, aim)',
    calc: 'Clever',
    url: '/api/v1/search/clever',
    schema: cleverForm,
    duty: { Q: 1, QUnit: 'Gcal/h', X: 10, T1: 90, T2: 70, T3: 20, T4: 60, R1: 50, R2: 50, P: 10 },
    required: 'Q',
  },
  {
    name: 'RTO (the two unused of 5 of 7, RESERVE, pollution)',
    calc: 'RTO',
    url: '/api/v1/search/rto',
    schema: rtoForm,
    duty: {
      POWER: 200,
      SRC_INPUT: 90,
      SRC_OUTPUT: 70,
      REC_INPUT: 10,
      REC_OUTPUT: 60,
      SRC_LOSSES: 50,
      REC_LOSSES: 50,
    },
    required: 'SRC_LOSSES',
  },
  {
    name: 'DCU (as before)',
    calc: 'DCU',
    url: '/api/v1/search/dcu',
    schema: dcuForm,
    duty: { ...defaultDcuOptions(0), DesignFlow: 1.2 },
    required: 'ColletorWorkType',
  },
];

describe.each(onceOnSqlite)('null means empty on %s', (kind) => {
  let t: TestApp;
  const grants: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const c of cases) grants[c.calc] ??= await grantFor(t.app, c.calc);
  });
  afterAll(async () => t?.close());

  const post = (c: (typeof cases)[number], payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: c.url, headers: { 'calc-access': grants[c.calc]! }, payload });

  it.each(cases)('$name: every empty field sent as null is taken as left out', async (c) => {
    const body = withNulls(c.schema, c.duty);
    expect(Object.values(body).filter((v) => v === null).length, 'some fields are null').toBeGreaterThan(0);
    const res = await post(c, body);
    expect(res.statusCode, res.body).toBe(200);
    const absent = await post(c, c.duty);
    expect(absent.statusCode).toBe(200);
    // The same answer as with the fields left out (a search answers a fresh hash each time).
    const { hash: _a, id: _b, ...same } = res.json().response as Record<string, unknown>;
    const { hash: _c, id: _d, ...asAbsent } = absent.json().response as Record<string, unknown>;
    expect(same).toEqual(asAbsent);
  });

  it.each(cases)('$name: a required field sent as null is refused, with that field named', async (c) => {
    const res = await post(c, { ...withNulls(c.schema, c.duty), [c.required]: null });
    expect(res.statusCode).toBe(400);
    // The form's own message for the field (the station's and the DCU's are the spec's own).
    const fields = (res.json().response as { fields: Record<string, string> }).fields;
    expect(Object.keys(fields)).toEqual([c.required]);
    if (c.calc !== 'Station' && c.calc !== 'DCU')
      expect(fields[c.required]).toBe(validationMessages.required);
  });
});
