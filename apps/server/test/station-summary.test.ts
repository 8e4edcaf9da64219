// What a station selection is called in the cabinet's history: the best set once done, the type
// and series before, and the duty with units; nothing for an input that no longer reads.
import { describe, expect, it } from 'vitest';
import { loadPumpCatalog } from '@podbor/catalog/pumps';
import { describeStationCalc } from '../src/modules/stations/summary';

const form = {
  consumption: 20,
  pressure: 60,
  affluent: 15,
  maximum_pressure: 10,
  station_type: 1,
  current_pumps: 2,
};

describe('station history summary', () => {
  it('names the best set once done and the type and series before', () => {
    const details = ['Q 20 м³/ч, 60 м (подпор 15 м), не более 10 бар', '2 рабочих + 1 резервный'];
    expect(describeStationCalc(form, null)).toEqual({ title: 'WRP-B EVR', details });
    expect(describeStationCalc(form, { sets: [{ modelName: 'WRP-B 2+1 EVR 10-6' }] })).toEqual({
      title: 'WRP-B 2+1 EVR 10-6',
      details,
    });
  });

  it("names a set's files request by that set, the same before and after (its reuse matches on it)", () => {
    const evr = loadPumpCatalog().series.find((s) => s.name === 'EVR')!;
    const model = evr.models[3]!;
    const job = {
      modelId: model.id,
      form: { ...form, additional_pumps: 1, brand: 'AquaStrong', series: 'EVR' },
    };
    const title = `WRP-B 2+1 ${model.name}`;
    expect(describeStationCalc(job, null)?.title).toBe(title);
    expect(describeStationCalc(job, { sets: [{ modelName: title }] })?.title).toBe(title);
  });

  it('gives nothing for an input that is not a station form', () => {
    expect(describeStationCalc({ Q: 1 }, null)).toBeNull();
  });
});
