import {
  METRES_OF_WATER_PER_BAR,
  PUMP_DEFAULT_TARIFF,
  PUMP_DEFAULT_YEARS,
  pumpExampleHours,
  pumpRanges,
  pumpUrlMessages,
  waterDensityForRanges,
} from '@podbor/contracts';
import {
  DEFAULT_ENERGY_YEARS,
  DEFAULT_TARIFF_RUB_PER_KWH,
  EXAMPLE_LOAD_PROFILE_HOURS,
  PUMP_WATER_TEMPERATURE,
  pumpWater,
} from '@podbor/engineering/pumps';
import { barToHead, type Bar } from '@podbor/engineering/units';
import { describe, expect, it } from 'vitest';
import {
  emptyDraft,
  formOptionsOf,
  parsePumpUrl,
  pumpQuery,
  sameRequest,
  switchFlowUnits,
  switchHeadUnits,
  toRequest,
} from '../../../src/features/calculators/pumps/pump-url';
import { filter, filterWithoutControl } from './fixtures';

const evr = formOptionsOf(filter);
const cmi = formOptionsOf(filterWithoutControl);
const parse = (search: string, pumpId?: string, options = evr) =>
  parsePumpUrl({ seriesId: '1', pumpId }, search, options);

describe('pump URL (calculators §2, §5 URL checks)', () => {
  it('reads the whole state: series, pump and the form; the request is the form', () => {
    const p = parse('?units=l&Q=2.5&H=6&H0=1.5&pcnt=2&BoxType=2', '1021');
    expect(p.errors).toEqual([]);
    expect(p.seriesId).toBe(1);
    expect(p.pumpId).toBe(1021);
    expect(p.draft).toEqual({ units: 'l', Q: 2.5, hunits: 'bar', H: 6, H0: 1.5, pcnt: 2, BoxType: 2 });
    expect(p.request).toEqual({ units: 'l', Q: 2.5, H: 6, H0: 1.5, pcnt: 2, BoxType: 2 });
  });

  it('no query is a new form: units m, one pump, frequency control; no request, no error', () => {
    const p = parse('');
    expect(p.errors).toEqual([]);
    expect(p.request).toBeNull();
    expect(p.draft).toEqual({ units: 'm', Q: null, hunits: 'bar', H: null, H0: null, pcnt: 1, BoxType: 0 });
    // A pump without a duty is a valid link too (its curves at rated speed).
    expect(parse('', '1021').errors).toEqual([]);
  });

  it('units default to m when left out', () => {
    expect(parse('?Q=5&H=6&H0=2').request).toMatchObject({ units: 'm', Q: 5 });
  });

  it('every message starts with the spec’s «Неверная ссылка:»', () => {
    const p = parse('?units=x&Q=-1&H=&foo=1&pcnt=1.5&BoxType=1', 'abc');
    expect(p.errors.length).toBeGreaterThanOrEqual(6);
    for (const e of p.errors) expect(e.startsWith('Неверная ссылка:')).toBe(true);
  });

  it('an unknown parameter, naming the ones allowed for the series', () => {
    expect(parse('?Q=5&H=6&H0=2&foo=1').errors).toEqual([
      pumpUrlMessages.unknownParameter('foo', [
        'units',
        'Q',
        'hunits',
        'T',
        'H',
        'H0',
        'pcnt',
        'BoxType',
        ...extra,
      ]),
    ]);
    // A series without the control choice has no BoxType.
    expect(parse('?Q=5&H=6&H0=2&BoxType=0', undefined, cmi).errors).toEqual([
      pumpUrlMessages.unknownParameter('BoxType', ['units', 'Q', 'hunits', 'T', 'H', 'H0', 'pcnt', ...extra]),
    ]);
  });
  // Water, NPSH and energy (decision 0031): every series.
  const extra = ['NPSHa', 'pin', 'price', 'years', 'h100', 'h75', 'h50', 'h25'];

  it('an empty value, and a parameter given twice', () => {
    expect(parse('?Q=5&H=&H0=2').errors).toEqual([pumpUrlMessages.emptyValue('H')]);
    expect(parse('?Q=5&Q=6&H=7&H0=2').errors).toEqual([pumpUrlMessages.repeatedParameter('Q')]);
  });

  it('a missing parameter: Q, H and H0 come together', () => {
    expect(parse('?Q=5&H=6').errors).toEqual([pumpUrlMessages.missingParameter('H0')]);
    expect(parse('?pcnt=2').errors).toEqual(['Q', 'H', 'H0'].map((n) => pumpUrlMessages.missingParameter(n)));
  });

  it('a non-integer or negative value', () => {
    expect(parse('?Q=5&H=6&H0=2&pcnt=1.5').errors).toEqual([
      pumpUrlMessages.notNonNegativeInteger('pcnt', '1.5'),
    ]);
    expect(parse('?Q=-5&H=6&H0=2').errors).toEqual([pumpUrlMessages.notNonNegativeNumber('Q', '-5')]);
    expect(parse('?Q=1e3&H=6&H0=2').errors).toEqual([pumpUrlMessages.notNonNegativeNumber('Q', '1e3')]);
    const badPump = parse('?Q=5&H=6&H0=2', '-7');
    expect(badPump.errors).toEqual([pumpUrlMessages.notNonNegativeInteger('pumpId', '-7')]);
    // Only the tab is lost: the duty is still selected.
    expect(badPump.pumpId).toBeNull();
    expect(badPump.request).toMatchObject({ Q: 5, H: 6, H0: 2 });
    expect(parsePumpUrl({ seriesId: 'x1' }, '', evr).errors).toEqual([
      pumpUrlMessages.notNonNegativeInteger('seriesId', 'x1'),
    ]);
  });

  it('units other than m or l', () => {
    expect(parse('?units=m3&Q=5&H=6&H0=2').errors).toEqual([pumpUrlMessages.units('m3')]);
  });

  it('a value outside the range, BoxType other than 0 or 2, H not above H0', () => {
    expect(parse('?Q=500&H=6&H0=2').errors).toEqual([pumpUrlMessages.outOfRange('Q', '500', 1, 100)]);
    expect(parse('?Q=5&H=6&H0=2&pcnt=9').errors).toEqual([pumpUrlMessages.outOfRange('pcnt', '9', 1, 5)]);
    expect(parse('?Q=5&H=6&H0=2&BoxType=1').errors).toEqual([pumpUrlMessages.boxType('1')]);
    expect(parse('?Q=5&H=2&H0=2').errors).toEqual([pumpUrlMessages.headAboveStatic]);
  });

  it('Q’s range follows the units: 0.28–27.8 l/s is 1–100 m³/h (issue 19)', () => {
    expect(parse('?units=l&Q=0.3&H=6&H0=2').request).toMatchObject({ units: 'l', Q: 0.3 });
    const low = parse('?units=l&Q=0.2&H=6&H0=2');
    expect(low.errors).toEqual([pumpUrlMessages.outOfRange('Q', '0.2', 0.28, 27.8)]);
    expect(low.draft.Q).toBe(0.28);
    expect(parse('?units=l&Q=50&H=6&H0=2').errors).toEqual([
      pumpUrlMessages.outOfRange('Q', '50', 0.28, 27.8),
    ]);
    expect(parse('?units=m&Q=50&H=6&H0=2').errors).toEqual([]);
    expect(pumpUrlMessages.outOfRange('Q', '0.2', 0.28, 27.8)).toContain('от 0,28 до 27,8');
  });

  it('a decimal comma reads as the dot, as in the form', () => {
    const p = parse('?units=m&Q=1,5&H=6&H0=0,5');
    expect(p.errors).toEqual([]);
    expect(p.request).toMatchObject({ Q: 1.5, H: 6, H0: 0.5 });
    expect(parse('?Q=1,5,5&H=6&H0=2').errors).toEqual([pumpUrlMessages.notNonNegativeNumber('Q', '1,5,5')]);
  });

  it('a bad URL asks for no selection but keeps what was right in the form', () => {
    const p = parse('?Q=500&H=6&H0=2&pcnt=3&foo=1');
    expect(p.request).toBeNull();
    expect(p.draft).toMatchObject({ Q: 100, H: 6, H0: 2, pcnt: 3 });
  });

  it('a pump that is not a model of the series: no pump, one message, the duty still asked for', () => {
    const evrModels = { name: 'EVR', modelIds: new Set([1020, 1021]) };
    const p = parsePumpUrl({ seriesId: '1', pumpId: '3001' }, '?units=m&Q=5&H=6&H0=2', evr, evrModels);
    expect(p.pumpId).toBeNull();
    expect(p.errors).toEqual([pumpUrlMessages.pumpNotInSeries('3001', 'EVR')]);
    expect(p.request).toMatchObject({ units: 'm', Q: 5, H: 6, H0: 2 });
    const ok = parsePumpUrl({ seriesId: '1', pumpId: '1021' }, '?units=m&Q=5&H=6&H0=2', evr, evrModels);
    expect(ok.pumpId).toBe(1021);
    expect(ok.errors).toEqual([]);
  });

  it('hunits=m reads H and H0 in metres with their range in metres; bar is the default and stays out of the URL', () => {
    const p = parse('?units=m&Q=5&hunits=m&H=50&H0=20');
    expect(p.errors).toEqual([]);
    expect(p.draft).toMatchObject({ hunits: 'm', H: 50, H0: 20 });
    expect(p.request).toEqual({ units: 'm', Q: 5, hunits: 'm', H: 50, H0: 20, pcnt: 1, BoxType: 0 });
    expect(pumpQuery(p.request)).toEqual({
      units: 'm',
      Q: 5,
      hunits: 'm',
      H: 50,
      H0: 20,
      pcnt: 1,
      BoxType: 0,
    });
    // 1–100 bar is 10.2–1020 m; H0 0–10 bar is 0–102 m.
    expect(parse('?Q=5&hunits=m&H=5&H0=1').errors).toEqual([
      pumpUrlMessages.outOfRange('H', '5', 10.2, 1020),
    ]);
    expect(parse('?Q=5&hunits=m&H=200&H0=103').errors).toEqual([
      pumpUrlMessages.outOfRange('H0', '103', 0, 102),
    ]);
    // Absent: bar, and a bar request writes no hunits back (nor an explicit hunits=bar).
    expect(parse('?Q=5&H=5&H0=1').draft.hunits).toBe('bar');
    expect(pumpQuery(parse('?Q=5&hunits=bar&H=5&H0=1').request)).toEqual({
      units: 'm',
      Q: 5,
      H: 5,
      H0: 1,
      pcnt: 1,
      BoxType: 0,
    });
  });

  it('the contracts’ range factor is the engineering one: 1 bar = 10.2155 m of head (water at 20 °C, IF97)', () => {
    expect(METRES_OF_WATER_PER_BAR).toBeCloseTo(barToHead(1 as Bar, pumpWater(20).density), 5);
    expect(METRES_OF_WATER_PER_BAR).toBeCloseTo(10.2155, 4);
  });

  it('the contracts’ density table for ranges follows IF97 within 5e-5 over 1–90 °C (decision 0031)', () => {
    for (let t = 1; t <= 90; t += 0.5)
      expect(Math.abs(waterDensityForRanges(t) / pumpWater(t).density - 1)).toBeLessThan(5e-5);
    expect(pumpRanges.T).toEqual({ min: PUMP_WATER_TEMPERATURE.min, max: PUMP_WATER_TEMPERATURE.max });
    expect(Object.values(pumpExampleHours)).toEqual([...EXAMPLE_LOAD_PROFILE_HOURS]);
    expect(PUMP_DEFAULT_YEARS).toBe(DEFAULT_ENERGY_YEARS);
    expect(PUMP_DEFAULT_TARIFF).toBe(DEFAULT_TARIFF_RUB_PER_KWH);
  });

  it('T, NPSH and the energy profile travel in the link and come back', () => {
    const p = parse('?Q=5&H=6&H0=1&T=80&pin=1.5&price=6.5&years=15&h100=2000&h75=1000&h50=0&h25=0');
    expect(p.errors).toEqual([]);
    expect(p.request).toMatchObject({ T: 80, pin: 1.5, price: 6.5, years: 15, h100: 2000, h25: 0 });
    expect(pumpQuery(p.request)).toMatchObject({ T: 80, pin: 1.5, price: 6.5, h50: 0 });
    // The metres range follows T: 1030 m is beyond 100 bar at 20 °C but within it at 80 °C.
    expect(parse('?Q=5&hunits=m&H=1030&H0=0').errors).toHaveLength(1);
    expect(parse('?Q=5&hunits=m&H=1030&H0=0&T=80').errors).toEqual([]);
    expect(parse('?Q=5&H=6&H0=1&T=95').errors).toEqual([pumpUrlMessages.outOfRange('T', '95', 1, 90)]);
  });

  it('a bad hunits is a «Неверная ссылка» naming what is allowed, and selects nothing', () => {
    const p = parse('?Q=5&hunits=ft&H=5&H0=1');
    expect(p.errors).toEqual([pumpUrlMessages.hunits('ft')]);
    expect(p.errors[0]).toBe(
      'Неверная ссылка: единицы напора «ft» не поддерживаются — допустимы m (м) и bar (бар, по умолчанию)',
    );
    expect(p.request).toBeNull();
    expect(p.draft.hunits).toBe('bar');
  });

  it('switching head units converts H and H0 (1 bar = 10.2155 m) and undoes exactly when switched back', () => {
    const draft = {
      units: 'm' as const,
      hunits: 'bar' as const,
      Q: 5,
      H: 5,
      H0: 2,
      pcnt: 1,
      BoxType: 0 as const,
    };
    const toM = switchHeadUnits(draft, 'm', null);
    expect(toM.draft).toEqual({ ...draft, hunits: 'm', H: 51.08, H0: 20.43 });
    expect(toM.last).toEqual({ from: 'bar', H: 5, H0: 2, converted: { H: 51.08, H0: 20.43 } });
    expect(switchHeadUnits(toM.draft, 'bar', toM.last).draft).toEqual(draft);
    // Edited in between: converted afresh.
    expect(switchHeadUnits({ ...toM.draft, H: 40 }, 'bar', toM.last).draft).toMatchObject({ H: 3.92, H0: 2 });
    expect(switchHeadUnits({ ...draft, H0: null }, 'm', null).draft).toMatchObject({ H: 51.08, H0: null });
    expect(switchHeadUnits(draft, 'bar', null).draft).toBe(draft);
  });

  it('switching flow units converts Q (1 l/s = 3.6 m³/h) and undoes exactly when switched back', () => {
    const draft = {
      units: 'm' as const,
      hunits: 'bar' as const,
      Q: 5,
      H: 6,
      H0: 2,
      pcnt: 1,
      BoxType: 0 as const,
    };
    const toL = switchFlowUnits(draft, 'l', null);
    expect(toL.draft).toEqual({ ...draft, units: 'l', Q: 1.39 });
    expect(switchFlowUnits(toL.draft, 'm', toL.last).draft).toEqual(draft);
    // Edited in between: converted afresh.
    expect(switchFlowUnits({ ...toL.draft, Q: 2 }, 'm', toL.last).draft.Q).toBe(7.2);
    // 1 m³/h is 0.28 l/s: the bottom of the l/s range, as 1 is of the m³/h one.
    expect(switchFlowUnits({ ...draft, Q: 1 }, 'l', null).draft.Q).toBe(0.28);
    expect(switchFlowUnits({ ...draft, Q: null }, 'l', null).draft).toEqual({
      ...draft,
      Q: null,
      units: 'l',
    });
    expect(switchFlowUnits(draft, 'm', null).draft).toBe(draft);
  });

  it('writes the request back in the spec’s order and compares requests', () => {
    const request = toRequest({ units: 'm', hunits: 'bar', Q: 5, H: 6, H0: 2, pcnt: 2, BoxType: 0 });
    expect(pumpQuery(request)).toEqual({ units: 'm', Q: 5, H: 6, H0: 2, pcnt: 2, BoxType: 0 });
    expect(pumpQuery(toRequest({ ...emptyDraft(cmi), Q: 5, H: 6, H0: 2, pcnt: null }))).toEqual({
      units: 'm',
      Q: 5,
      H: 6,
      H0: 2,
    });
    expect(
      sameRequest(request, toRequest({ units: 'm', hunits: 'bar', Q: 5, H: 6, H0: 2, pcnt: 2, BoxType: 0 })),
    ).toBe(true);
    expect(
      sameRequest(request, toRequest({ units: 'm', hunits: 'bar', Q: 5, H: 6, H0: 2, pcnt: 2, BoxType: 2 })),
    ).toBe(false);
    expect(toRequest({ ...emptyDraft(evr), Q: 5, H: 6 })).toBeNull();
    expect(toRequest({ ...emptyDraft(evr), Q: 5, H: 2, H0: 2 })).toBeNull();
  });
});
