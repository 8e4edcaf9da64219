// The DCU form's dependencies as a user meets them: a tab switch resets to that type's defaults, a
// smaller connection brings the outlets, the regulator and the partner valve down with it, the
// outlet set decides the meters, and a reopened calculation's URL reads back into the form.
import { describe, expect, it } from 'vitest';
import { reopenHref } from '@podbor/contracts';
import { dcuProblems } from '@podbor/engineering/dcu';
import { paths } from '../../../src/config/paths';
import {
  dcuDefaults,
  dcuFormFromQuery,
  setDcuField,
} from '../../../src/features/calculators/dcu/hooks/dcu-form-state';

describe('DCU form dependencies', () => {
  it('a tab switch resets the form to that type’s defaults', () => {
    const changed = setDcuField(dcuDefaults(0), 'OutputCount', 9);
    expect(setDcuField(changed, 'ColletorWorkType', 1)).toEqual(dcuDefaults(1));
    expect(setDcuField(dcuDefaults(1), 'ColletorWorkType', 0)).toEqual(dcuDefaults(0));
  });

  it('a smaller connection brings the outlets, the regulator and the partner valve down', () => {
    let f = setDcuField(
      { ...dcuDefaults(0), ConnectionDiametr: 50, RidanRegulatorDiametr: 40 },
      'OutputDiametr',
      25,
    );
    f = setDcuField(f, 'UsePartner', true);
    expect(f.PartnerDiametr).toBe(40);
    f = setDcuField(f, 'ConnectionDiametr', 20);
    expect(f).toMatchObject({ OutputDiametr: 20, RidanRegulatorDiametr: 20, PartnerDiametr: 20 });
    expect(dcuProblems(f)).toEqual([]);
    // 50 allows only 32 and 40 (calculators §5).
    expect(
      setDcuField({ ...dcuDefaults(0), RidanRegulatorDiametr: 25 }, 'ConnectionDiametr', 50)
        .RidanRegulatorDiametr,
    ).toBe(40);
  });

  it('an apartment unit stays within DN32; a water unit within stainless steel and 2 outlets', () => {
    const f = setDcuField(
      { ...dcuDefaults(0), ConnectionDiametr: 50, RidanRegulatorDiametr: 40 },
      'ColletorSizeType',
      1,
    );
    expect(f.ConnectionDiametr).toBe(32);
    // A typed count is the field's to clamp (with its note), not the form's to change silently.
    expect(setDcuField(dcuDefaults(1), 'OutputCount', 1).OutputCount).toBe(1);
    expect(setDcuField({ ...dcuDefaults(1), OutputCount: 1 }, 'UseManometr', true).OutputCount).toBe(2);
    expect(setDcuField(dcuDefaults(1), 'ColletorType', 0).ColletorType).toBe(1);
  });

  it('the outlet set decides the outlet meters and their position', () => {
    const ridanOnly = setDcuField(dcuDefaults(0), 'SchetchikType', 2);
    expect(ridanOnly).toMatchObject({ OtvodSchetchik: false, SchetchikPosition: null });
    expect(setDcuField(ridanOnly, 'SchetchikType', 1)).toMatchObject({
      OtvodSchetchik: true,
      SchetchikPosition: 1,
    });
  });

  it('reads a reopened calculation’s URL back into the form, and says when it cannot', () => {
    const form = { ...dcuDefaults(1), OutputCount: 7, DesignFlow: 2.5 };
    const href = reopenHref('dcu', form);
    expect(href.startsWith('/dcu?')).toBe(true);
    expect(dcuFormFromQuery(href.slice(href.indexOf('?')))).toEqual({ form });
    // «Изменить параметры» from the result page links back with the form in the query string.
    const back = paths.calculators.dcu.getHref(dcuDefaults(0));
    expect(back.startsWith('/dcu?')).toBe(true);
    expect(dcuFormFromQuery(back.slice(back.indexOf('?')))).toEqual({ form: dcuDefaults(0) });
    expect(dcuFormFromQuery('?ColletorWorkType=7')).toEqual({ problem: true });
    expect(dcuFormFromQuery('')).toBeNull();
    expect(paths.calculators.dcuProduct.getHref({ hash: 'abc' })).toBe('/dcu/product_item?hash=abc');
  });
});
