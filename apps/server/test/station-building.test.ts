// The station engine's building duty (СП 30.13330.2020, decision 0043) without the database: the
// derived flow and head with their steps, and the refusal of a form whose numbers differ from them.
import { stationForm, stationMessages } from '@podbor/contracts';
import { describe, expect, it } from 'vitest';
import { stationBuildingDuty, stationSets } from '../src/modules/stations/engine';
import { EngineRefusal } from '../src/modules/selection/engine';

const building = {
  building_floors: 16,
  building_floor_height: 3,
  building_base_height: 3,
  building_fixture_height: 1,
  building_apartments: 100,
  building_residents: 3,
  building_fixtures: 4,
  building_q0: 0.3,
  building_qhru: 15.6,
  building_losses: 8,
  building_water: 'total' as const,
};
const form = (over: object = {}) =>
  stationForm.parse({
    consumption: 12.575,
    pressure: 80,
    affluent: 20,
    maximum_pressure: 10,
    station_type: 0,
    current_pumps: 2,
    ...building,
    ...over,
  });

describe('the booster duty from the building', () => {
  it('derives 12.575 m³/h and 80 m from 100 flats on 16 floors, and the answer carries the steps', () => {
    expect(stationBuildingDuty(form())).toMatchObject({
      flowM3h: 12.575,
      requiredHead: 80,
      alphaTable: 'Б.2',
    });
    expect(stationSets(form()).building?.alpha).toBeCloseTo(2.328667, 5);
    expect(
      stationBuildingDuty(
        stationForm.parse({
          ...form(),
          ...Object.fromEntries(Object.keys(building).map((k) => [k, undefined])),
        }),
      ),
    ).toBeNull();
  });

  it('refuses a form whose flow or pressure is not the building’s, and takes the building for ХВС sets only', () => {
    expect(() => stationBuildingDuty(form({ consumption: 13 }))).toThrow(EngineRefusal);
    expect(() => stationBuildingDuty(form({ pressure: 81 }))).toThrow(
      stationMessages.buildingMismatch('12,575', '80'),
    );
    const fire = stationForm.safeParse({ ...form(), station_type: 3 });
    expect(fire.error?.issues.map((i) => i.message)).toContain(stationMessages.buildingXbcOnly);
    const partial = stationForm.safeParse({ ...form(), building_losses: undefined });
    expect(partial.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['building_losses', stationMessages.buildingIncomplete],
    ]);
  });
});
