// The station contracts against the engine they describe: the same type rules, the same check
// codes, the spec's range message on the form, and engine sets that pass the answer's schema.
import { describe, expect, it } from 'vitest';
import {
  stationCheckCodes,
  stationCheckLabels,
  stationFireCodes,
  stationRules,
  stationRuleLabels,
  stationForm,
  stationNoSolutionMessage,
  stationSet,
  stationTypeInfo,
} from '@podbor/contracts';
import { FIRE_CODES, STATION_TYPES, selectStationSets } from '@podbor/engineering/stations';
import { loadPumpCatalog } from '../src/pumps';

const messageOf = (input: unknown, field: string) =>
  stationForm.safeParse(input).error?.issues.find((i) => i.path.join('.') === field)?.message;
const duty = { consumption: 20, pressure: 60, affluent: 15, maximum_pressure: 10 };

describe('station contracts', () => {
  it('carry the engine’s type rules: names, groups, series and working-pump counts', () => {
    for (const [code, t] of Object.entries(STATION_TYPES)) {
      const c = stationTypeInfo[Number(code) as keyof typeof stationTypeInfo];
      expect([c.name, c.group, c.series, c.maxWorkingPumps]).toEqual([
        t.name,
        t.group,
        t.series,
        t.maxWorkingPumps,
      ]);
    }
    expect(Object.keys(stationCheckLabels)).toEqual([...stationCheckCodes]);
    expect([...stationFireCodes]).toEqual([...FIRE_CODES]);
    expect(Object.keys(stationRuleLabels)).toEqual([...stationRules]);
  });

  it("say 'Выберите корректный параметр для {field} от {min} до {max}' with the unit, for a missing or wrong number", () => {
    expect(messageOf({ ...duty, consumption: undefined }, 'consumption')).toBe(
      'Выберите корректный параметр для «Расход» от 0 до 1000 м³/ч',
    );
    expect(messageOf({ ...duty, pressure: 1001 }, 'pressure')).toBe(
      'Выберите корректный параметр для «Давление» от 0 до 1000 м',
    );
    expect(messageOf({ ...duty, affluent: null }, 'affluent')).toBe(
      'Выберите корректный параметр для «Подпор» от 0 до 1000 м',
    );
    expect(messageOf({ ...duty, maximum_pressure: 0 }, 'maximum_pressure')).toBe(
      'Выберите корректный параметр для «Максимальное давление» от 0 до 16 бар',
    );
  });

  it('fill the spec defaults: WRP-A, 1 working and 1 standby pump, AquaStrong EVR', () => {
    expect(stationForm.parse(duty)).toEqual({
      ...duty,
      station_type: 0,
      current_pumps: 1,
      additional_pumps: 1,
      brand: 'AquaStrong',
      series: 'EVR',
      fire_code: 'sp10',
    });
  });

  it('describe the engine’s sets, and name the nearest miss in Russian', () => {
    const evr = loadPumpCatalog().series.find((s) => s.name === 'EVR')!;
    const form = stationForm.parse({ ...duty, current_pumps: 2 });
    const r = selectStationSets(evr, form);
    for (const s of r.sets) {
      expect(
        stationSet.safeParse({ ...s, modelName: 'x', files: { datasheet: 'a', chart: 'b' } }).success,
      ).toBe(true);
    }
    const none = selectStationSets(
      evr,
      stationForm.parse({ ...duty, pressure: 300, affluent: 0, maximum_pressure: 16 }),
    );
    expect(none.sets).toEqual([]);
    expect(stationNoSolutionMessage(none.nearest!.pumpModel, none.nearest!.check)).toMatch(
      /^Ближе всего EVR \d+-\d+: Напор установки при расчётном расходе на полной частоте — [\d,]+ м, требуется не менее 300 м \(не хватает \d+ %\)$/,
    );
  });
});
