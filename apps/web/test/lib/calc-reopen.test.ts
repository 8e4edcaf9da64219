import type { HistoryItem } from '@podbor/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { afterCalcPass, CALC_ACCESS_KEY, saveCalcGrant } from '../../src/lib/calc-access';
import { calcEditHref, calcEditLink } from '../../src/lib/calc-reopen';

const pump: Pick<HistoryItem, 'type' | 'inputs'> = {
  type: 'pump',
  inputs: { seriesId: 3, pumpId: 1023, form: { units: 'l', Q: 1.2, H: 4, H0: 1.5, pcnt: 2, BoxType: 0 } },
};

afterEach(() => localStorage.removeItem(CALC_ACCESS_KEY));

describe("a calculation's 'edit' (portal §2: the calculator again, with the calculation's inputs)", () => {
  it('reopens a pump selection on its pump page with the duty in the URL, in the spec’s order', () => {
    expect(calcEditHref(pump)).toBe('/aquastrong/3/1023?units=l&Q=1.2&H=4&H0=1.5&pcnt=2&BoxType=0');
    const noChoices: Pick<HistoryItem, 'type' | 'inputs'> = {
      type: 'pump',
      inputs: { seriesId: 3, pumpId: 1023, form: { units: 'm', Q: 4, H: 4, H0: 1 } },
    };
    expect(calcEditHref(noChoices)).toBe('/aquastrong/3/1023?units=m&Q=4&H=4&H0=1');
  });

  it('opens the calculator itself where there are no inputs to reopen', () => {
    expect(calcEditHref({ type: 'pump', inputs: null })).toBe('/aquastrong');
    expect(calcEditHref({ type: 'station', inputs: null })).toBe('/station');
    expect(calcEditHref({ type: 'dcu', inputs: null })).toBe('/dcu');
    expect(calcEditHref({ type: 'rto', inputs: null })).toBe('/heatlt');
    expect(calcEditHref({ type: 'clever', inputs: null })).toBe('/heat');
  });

  it('goes through the calculator password when there is no grant, and on to the same page', () => {
    const href = calcEditHref(pump);
    expect(calcEditLink(pump)).toEqual({ to: '/calc_pass', state: { calc: 'Aquastrong', next: href } });
    expect(afterCalcPass('Aquastrong', '/aquastrong', href)).toBe(href);
    saveCalcGrant({ calc: 'Aquastrong', grant: 'g', expiresAt: Date.now() + 60_000 });
    expect(calcEditLink(pump)).toEqual({ to: href });
  });

  it('reopens a DCU selection on /dcu with its form in the URL, behind the DCU password', () => {
    const form = { ColletorWorkType: 1, OutputCount: 6, OtvodSchetchik: true, RidanRegulatorDiametr: null };
    const dcu = { type: 'dcu', inputs: form } as unknown as Pick<HistoryItem, 'type' | 'inputs'>;
    expect(calcEditHref(dcu)).toBe('/dcu?ColletorWorkType=1&OutputCount=6&OtvodSchetchik=true');
    expect(calcEditLink(dcu)).toEqual({ to: '/calc_pass', state: { calc: 'DCU', next: calcEditHref(dcu) } });
  });

  it('after the password goes only to a page of that calculator', () => {
    expect(afterCalcPass('Aquastrong', '/aquastrong', undefined)).toBe('/aquastrong');
    expect(afterCalcPass('Aquastrong', '/aquastrong', '/person')).toBe('/aquastrong');
    expect(afterCalcPass('Aquastrong', '/aquastrong', '/aquastrongx')).toBe('/aquastrong');
    expect(afterCalcPass('Aquastrong', '/aquastrong', 'https://evil.example/aquastrong')).toBe('/aquastrong');
    expect(afterCalcPass('Station', '/station', '/station?x=1')).toBe('/station?x=1');
  });
});
