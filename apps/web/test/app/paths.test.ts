import { calcNames, calcPaths, calculatorPages } from '@podbor/contracts';
import { describe, expect, it } from 'vitest';
import { routeNameOf } from '../../src/app/route-names';
import { calculatorHref, parentPath, paths } from '../../src/config/paths';

describe('paths', () => {
  it('calculator paths are the ones @podbor/contracts names', () => {
    for (const calc of calcNames) expect(calculatorHref(calc)).toBe(calcPaths[calc]);
  });

  it('has a link for every calculator page of the registry, keyed by its route name', () => {
    expect(Object.keys(paths.calculators)).toEqual([
      'aquastrong',
      'pump',
      'pumpSearch',
      'pumpCompare',
      'station',
      'dcu',
      'dcuProduct',
      'heat',
      'heatLt',
    ]);
    expect(Object.values(paths.calculators).map((l) => l.path)).toEqual(calculatorPages.map((p) => p.path));
    expect(paths.calculators.aquastrong.getHref()).toBe('/aquastrong');
    expect(paths.calculators.pumpSearch.getHref({ Q: 5, H: 6 })).toBe('/aquastrong/all?Q=5&H=6');
    expect(paths.calculators.pumpCompare.getHref({ ids: '1,2' })).toBe('/aquastrong/compare?ids=1%2C2');
    expect(paths.calculators.station.getHref()).toBe('/station');
    expect(
      paths.calculators.dcu.getHref({ OutputCount: 7, UsePartner: true, PartnerType: 'MNT-R', X: null }),
    ).toBe('/dcu?OutputCount=7&UsePartner=true&PartnerType=MNT-R');
    expect(paths.calculators.dcuProduct.getHref({ hash: 'abc' })).toBe('/dcu/product_item?hash=abc');
    expect(paths.calculators.heat.getHref({ t1: 90 })).toBe('/heat?t1=90');
    expect(paths.calculators.heatLt.getHref()).toBe('/heatlt');
  });

  it('builds hrefs with encoded ids and the pump query', () => {
    expect(paths.person.project.getHref(3, 'a b')).toBe('/person/place/3/a%20b');
    expect(paths.person.chatList.getHref(7)).toBe('/person/chat/chat_list?chat_id=7');
    expect(
      paths.calculators.pump.getHref({ seriesId: 2, pumpId: null }, { Q: 10, H: 20, H0: 0, units: 'm' }),
    ).toBe('/aquastrong/2?Q=10&H=20&H0=0&units=m');
    expect(paths.calculators.pump.getHref({ seriesId: 2, pumpId: 15 })).toBe('/aquastrong/2/15');
  });

  it('the parent path drops the last segment, root at the top (cabinet back arrow)', () => {
    expect(parentPath('/person/place/5/9')).toBe('/person/place/5');
    expect(parentPath('/person')).toBe('/');
    expect(parentPath('/')).toBe('/');
    expect(parentPath('/person/settings/')).toBe('/person');
  });

  it('every spec route name is reachable by its path', () => {
    expect(routeNameOf('/')).toBe('Main.Home');
    expect(routeNameOf('/registration')).toBe('Main.Registration');
    expect(routeNameOf('/authorization')).toBe('Main.Authorization');
    expect(routeNameOf('/calc_pass')).toBe('Main.CalcPass');
    expect(routeNameOf('/person')).toBe('Person.PersonRoot');
    expect(routeNameOf('/person/settings')).toBe('Person.Settings');
    expect(routeNameOf('/person/settings/update_data')).toBe('Person.UpdateData');
    expect(routeNameOf('/person/settings/update_data/email')).toBe('Person.UpdateDataModalEmail');
    expect(routeNameOf('/person/settings/update_data/phone')).toBe('Person.UpdateDataModalPhone');
    expect(routeNameOf('/person/settings/update_password')).toBe('Person.UpdatePassword');
    expect(routeNameOf('/person/history')).toBe('Person.History');
    expect(routeNameOf('/person/chat')).toBe('Person.Chat');
    expect(routeNameOf('/person/chat/chat_list')).toBe('Person.ChatList');
    expect(routeNameOf('/person/place')).toBe('Person.Place');
    expect(routeNameOf('/person/kp')).toBe('Person.Commercial');
    expect(routeNameOf('/aquastrong/1')).toBe('Calc.Pump');
    expect(routeNameOf('/aquastrong/1/2')).toBe('Calc.Pump');
    expect(routeNameOf('/dcu/product_item')).toBe('Calc.DcuProduct');
  });
});
