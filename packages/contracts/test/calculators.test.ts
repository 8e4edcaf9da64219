// The calculator registry: one consistent entry per calculator, the lists derived from it, and the
// zod-free part the home page loads.
import { describe, expect, it } from 'vitest';
import {
  calcNames,
  calcOfRequestType,
  calcPasswordVariable,
  calcPaths,
  calcTypes,
  calculatorContracts,
  calculatorList,
  calculatorOfCategory,
  calculatorPages,
  calculators,
  historyItem,
  fillPath,
  isCalcBuilt,
  readReopenInputs,
  reopenHref,
  requestTypeLabels,
  searchCategories,
} from '../src';

describe('calculator registry', () => {
  it('has one entry per type and per name, with the spec names, routes and history labels', () => {
    // The lists are the entries' fields in the registry's (the home page's) order.
    expect(calcTypes).toEqual(['pump', 'station', 'dcu', 'clever', 'rto']);
    expect(calcNames).toEqual(['Aquastrong', 'Station', 'DCU', 'Clever', 'RTO']);
    expect(searchCategories).toEqual(['station', 'dcu', 'clever', 'rto']);
    expect(calcPaths).toEqual({
      Aquastrong: '/aquastrong',
      Station: '/station',
      DCU: '/dcu',
      RTO: '/heatlt',
      Clever: '/heat',
    });
    expect(calcOfRequestType).toEqual({
      pump: 'Aquastrong',
      station: 'Station',
      dcu: 'DCU',
      clever: 'Clever',
      rto: 'RTO',
    });
    // Portal §3: rto = SPL LT heat exchangers, clever = SPL, dcu = DCU units, station = SPL stations.
    expect(requestTypeLabels).toEqual({
      rto: 'Теплообменники SPL LT',
      clever: 'Теплообменники SPL',
      dcu: 'Коллекторные узлы DCU',
      station: 'Насосные станции SPL',
      pump: 'Насосы',
    });
  });

  it('puts every page under its calculator and names each route once', () => {
    for (const c of calculatorList) {
      expect(c.pages[0]?.path).toBe(c.path);
      for (const p of c.pages) expect(p.path === c.path || p.path.startsWith(`${c.path}/`)).toBe(true);
    }
    const names = calculatorPages.map((p) => p.routeName);
    expect(new Set(names).size).toBe(names.length);
  });

  it('maps each search category to the one calculator that owns it', () => {
    for (const category of searchCategories) expect(calculatorOfCategory[category].category).toBe(category);
    expect(calculatorList.filter((c) => c.category !== null)).toHaveLength(searchCategories.length);
  });

  it('says in one field which calculators are built; the others are «Скоро»', () => {
    expect(Object.fromEntries(calculatorList.map((c) => [c.name, c.status]))).toEqual({
      Aquastrong: 'built',
      Station: 'built',
      DCU: 'built',
      Clever: 'built',
      RTO: 'built',
    });
    expect(calcNames.filter(isCalcBuilt)).toEqual(['Aquastrong', 'Station', 'DCU', 'Clever', 'RTO']);
  });

  it('names the password variable after the spec name', () => {
    expect(calcPasswordVariable('Aquastrong')).toBe('CALC_PASSWORD_AQUASTRONG');
    expect(calcPasswordVariable('RTO')).toBe('CALC_PASSWORD_RTO');
  });

  it('reads a stored pump input as reopen inputs and refuses what no longer reads', () => {
    const job = { seriesId: 1, pumpId: 2, form: { units: 'm', Q: 5, H: 6, H0: 2 } };
    expect(readReopenInputs('pump', job)).toEqual(job);
    expect(readReopenInputs('pump', { seriesId: 1 })).toBeNull();
    expect(readReopenInputs('station', job)).toBeNull();
    expect(calculators.pump.category).toBeNull();
    expect(calculatorContracts.pump.formSchema).not.toBeNull();
    // The cabinet's history item carries them as `inputs`.
    expect(historyItem.shape.inputs.parse(job)).toEqual(job);
    expect(historyItem.shape.inputs.parse(null)).toBeNull();
  });

  it('reopens a calculation on the page its inputs fill, the form in the query in field order', () => {
    const pump = {
      seriesId: 3,
      pumpId: 1023,
      form: { units: 'l', Q: 1.2, H: 4, H0: 1.5, pcnt: 2, BoxType: 0 },
    };
    expect(reopenHref('pump', pump)).toBe('/aquastrong/3/1023?units=l&Q=1.2&H=4&H0=1.5&pcnt=2&BoxType=0');
    // A duty typed in metres reopens in metres (the stored form carries hunits in the form's order).
    const metres = { ...pump, form: { units: 'm', Q: 5, hunits: 'm', H: 50, H0: 20 } };
    expect(reopenHref('pump', metres)).toBe('/aquastrong/3/1023?units=m&Q=5&hunits=m&H=50&H0=20');
    expect(reopenHref('pump', null)).toBe('/aquastrong');
    const station = {
      consumption: 20,
      pressure: 60,
      affluent: 15,
      maximum_pressure: 10,
      station_type: 3,
      current_pumps: 2,
      additional_pumps: 1,
      brand: 'AquaStrong',
      series: 'EVP',
    };
    const stationQuery =
      '/station?consumption=20&pressure=60&affluent=15&maximum_pressure=10&station_type=3&current_pumps=2&additional_pumps=1&brand=AquaStrong&series=EVP&fire_code=sp10';
    // A selection and a set's files request both reopen the form; a fire set's code as it was counted
    // (a stored request without one was counted by the default, СП 10.13130).
    expect(reopenHref('station', readReopenInputs('station', station))).toBe(stationQuery);
    expect(reopenHref('station', readReopenInputs('station', { modelId: 7, form: station }))).toBe(
      stationQuery,
    );
    // Done, the station page reopens on its result (issue 33 item 3): the set's own files request
    // shows that one set; the pump page keeps no result in its URL and ignores it.
    expect(
      reopenHref('station', readReopenInputs('station', { modelId: 7, form: station }), { requestId: 41 }),
    ).toBe(`${stationQuery}&request=41&item=7`);
    expect(reopenHref('station', readReopenInputs('station', station), { requestId: 40 })).toBe(
      `${stationQuery}&request=40`,
    );
    expect(reopenHref('pump', pump, { requestId: 41 })).not.toContain('request=');
    expect(fillPath('/aquastrong/:seriesId/:pumpId?', { seriesId: 2 }, { Q: 10, x: undefined })).toBe(
      '/aquastrong/2?Q=10',
    );
    expect(fillPath('/a/:id', { id: 'б в' })).toBe('/a/%D0%B1%20%D0%B2');
    expect(() => fillPath('/a/:id')).toThrow();
  });
});
