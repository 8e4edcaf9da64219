// The DCU option rules: the cabinet size table (DOMAIN.md), the regulator diameters (calculators
// §5), the outlet counts per work type, and the combinations that cannot be built.
import { describe, expect, it } from 'vitest';
import {
  RIDAN_REGULATOR_DNS,
  dcuHolderSize,
  dcuProblems,
  defaultDcuOptions,
  normaliseDcuOptions,
  type DcuOptions,
} from '../../src/dcu';

const heating = (patch: Partial<DcuOptions> = {}): DcuOptions => ({ ...defaultDcuOptions(0), ...patch });
const water = (patch: Partial<DcuOptions> = {}): DcuOptions => ({ ...defaultDcuOptions(1), ...patch });

describe('dcuHolderSize', () => {
  it('follows the manufacturers’ table: 1–3 → 0, 4–5 → 1, 6–7 → 2, 8–10 → 3, 11–12 → 4', () => {
    const bare = { UseInputSchetchik: 2, RidanRegulatorDiametr: null } as const;
    const sizes = Array.from({ length: 12 }, (_, i) =>
      dcuHolderSize(heating({ ...bare, OutputCount: i + 1 })),
    );
    expect(sizes).toEqual([0, 0, 0, 1, 1, 2, 2, 3, 3, 3, 4, 4]);
  });

  it('takes the next size for an inlet meter (or its insert) with a regulator, not for either alone', () => {
    expect(dcuHolderSize(heating({ OutputCount: 6, UseInputSchetchik: 1, RidanRegulatorDiametr: 25 }))).toBe(
      3,
    );
    expect(dcuHolderSize(heating({ OutputCount: 6, UseInputSchetchik: 0, RidanRegulatorDiametr: 25 }))).toBe(
      3,
    );
    expect(
      dcuHolderSize(heating({ OutputCount: 6, UseInputSchetchik: 1, RidanRegulatorDiametr: null })),
    ).toBe(2);
    expect(dcuHolderSize(heating({ OutputCount: 6, UseInputSchetchik: 2, RidanRegulatorDiametr: 25 }))).toBe(
      2,
    );
    expect(
      dcuHolderSize(water({ OutputCount: 6, UseInputSchetchik: 1, StainlessRegulatorPosition: 0 })),
    ).toBe(3);
    // The water unit's reducing valves on the outlets are not on the inlet.
    expect(
      dcuHolderSize(water({ OutputCount: 6, UseInputSchetchik: 1, StainlessRegulatorPosition: 1 })),
    ).toBe(2);
  });
});

describe('dcuProblems', () => {
  it('builds both defaults', () => {
    expect(dcuProblems(defaultDcuOptions(0))).toEqual([]);
    expect(dcuProblems(defaultDcuOptions(1))).toEqual([]);
  });

  it('allows the regulator diameters calculators §5 lists for each connection, and no others', () => {
    expect(RIDAN_REGULATOR_DNS).toEqual({
      15: [15, 20],
      20: [15, 20],
      25: [15, 20, 25],
      32: [15, 20, 25, 32],
      40: [25, 32, 40],
      50: [32, 40],
    });
    expect(dcuProblems(heating({ ConnectionDiametr: 50, RidanRegulatorDiametr: 25 }))).toEqual([
      { field: 'RidanRegulatorDiametr', code: 'regulatorDiameter', connection: 50, allowed: [32, 40] },
    ]);
    expect(
      dcuProblems(heating({ ConnectionDiametr: 15, OutputDiametr: 15, RidanRegulatorDiametr: 20 })),
    ).toEqual([]);
  });

  it('takes 1–12 outlets for heating and 2–12 for water supply', () => {
    expect(dcuProblems(heating({ OutputCount: 1 }))).toEqual([]);
    expect(dcuProblems(water({ OutputCount: 1 }))).toEqual([
      { field: 'OutputCount', code: 'outputCount', min: 2, max: 12 },
    ]);
    expect(dcuProblems(heating({ OutputCount: 13 }))).toMatchObject([{ field: 'OutputCount' }]);
  });

  it('refuses what cannot be built, under the field to change', () => {
    expect(dcuProblems(water({ ColletorType: 0 }))).toEqual([
      { field: 'ColletorType', code: 'waterNeedsStainless' },
    ]);
    expect(
      dcuProblems(heating({ ColletorSizeType: 1, ConnectionDiametr: 40, RidanRegulatorDiametr: 40 })),
    ).toEqual([{ field: 'ConnectionDiametr', code: 'apartmentConnection', max: 32 }]);
    expect(
      dcuProblems(heating({ ConnectionDiametr: 20, OutputDiametr: 25, RidanRegulatorDiametr: 20 })),
    ).toEqual([{ field: 'OutputDiametr', code: 'outletAboveConnection', connection: 20 }]);
    expect(
      dcuProblems(
        heating({ UsePartner: true, PartnerType: 'MNT-R', PartnerDiametr: 32, ConnectionDiametr: 25 }),
      ),
    ).toEqual([{ field: 'PartnerDiametr', code: 'partnerAboveConnection', connection: 25 }]);
    expect(dcuProblems(heating({ UsePartner: true, PartnerType: null, PartnerDiametr: 20 }))).toEqual([
      { field: 'PartnerType', code: 'required' },
    ]);
    // 11 outlets → size 4, and a meter with a regulator needs size 5, which does not exist.
    expect(dcuProblems(heating({ OutputCount: 11, UseInputSchetchik: 1 }))).toEqual([
      { field: 'HolderType', code: 'noHolderSize', size: 5, max: 4 },
    ]);
    expect(
      dcuProblems(heating({ OutputCount: 11, UseInputSchetchik: 1, RidanRegulatorDiametr: null })),
    ).toEqual([]);
  });

  it('never complains about a field that does not apply', () => {
    expect(dcuProblems(water({ RidanRegulatorDiametr: 50, PartnerDiametr: 40, UsePartner: true }))).toEqual(
      [],
    );
    expect(dcuProblems(heating({ StainlessRegulatorPosition: null, UseManometr: null }))).toEqual([]);
    expect(
      normaliseDcuOptions(heating({ SchetchikType: 2, SchetchikPosition: 0 })).SchetchikPosition,
    ).toBeNull();
    expect(normaliseDcuOptions(heating({ SchetchikType: 2, OtvodSchetchik: true })).OtvodSchetchik).toBe(
      false,
    );
  });
});
