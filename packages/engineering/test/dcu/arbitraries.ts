// fast-check arbitraries over the whole DCU option space (every field, valid or not), and the
// enumeration of every buildable normal form for the exhaustive article test.
import fc from 'fast-check';
import {
  DCU_CONNECTION_DNS,
  DCU_OUTPUT_DNS,
  DCU_PARTNER_DNS,
  DCU_PARTNER_TYPES,
  RIDAN_REGULATOR_DNS,
  type DcuOptions,
} from '../../src/dcu';

const nullable = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });

/** Any options the form's schema lets through (buildable or not). */
export const anyDcuOptions: fc.Arbitrary<DcuOptions> = fc.record({
  ColletorWorkType: fc.constantFrom(0 as const, 1 as const),
  ColletorSizeType: fc.constantFrom(0 as const, 1 as const),
  Direction: fc.constantFrom(0 as const, 1 as const),
  ConnectionDiametr: fc.constantFrom(...DCU_CONNECTION_DNS),
  ColletorType: fc.constantFrom(0 as const, 1 as const),
  OutputCount: fc.integer({ min: 1, max: 12 }),
  HolderType: fc.constantFrom(0 as const, 1 as const, 2 as const),
  UseInputSchetchik: fc.constantFrom(0 as const, 1 as const, 2 as const),
  OtvodSchetchik: fc.boolean(),
  OutputDiametr: fc.constantFrom(...DCU_OUTPUT_DNS),
  AirOtvodType: nullable(fc.constantFrom(0 as const, 1 as const)),
  UsePartner: nullable(fc.boolean()),
  PartnerType: nullable(fc.constantFrom(...DCU_PARTNER_TYPES)),
  PartnerDiametr: nullable(fc.constantFrom(...DCU_PARTNER_DNS)),
  SchetchikPosition: nullable(fc.constantFrom(0 as const, 1 as const)),
  SchetchikType: nullable(fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const)),
  UseSpusknik: nullable(fc.boolean()),
  RidanRegulatorDiametr: nullable(fc.constantFrom(...DCU_CONNECTION_DNS)),
  StainlessRegulatorPosition: nullable(fc.constantFrom(0 as const, 1 as const, 2 as const)),
  UseManometr: nullable(fc.boolean()),
});

/**
 * Normal forms covering the option space: every combination of the common fields, once as a
 * water-supply unit and once as a heating unit, with the type's own fields (water: outlet meters,
 * reducing valve, gauges — 12 tails; heating: regulator, air vents, drains, outlet set, partner
 * valve — up to 1 320 per connection) taken in turn, so that every common combination and every
 * tail of every connection diameter appears at least once: 2 × 15 552 configurations. The full
 * product (about 13 million) is left to fast-check's random walk.
 */
export function* dcuOptionSpace(): Generator<DcuOptions> {
  const b = [false, true];
  const partners = [
    { UsePartner: false, PartnerType: null, PartnerDiametr: null },
    ...DCU_PARTNER_TYPES.flatMap((PartnerType) =>
      DCU_PARTNER_DNS.map((PartnerDiametr) => ({ UsePartner: true, PartnerType, PartnerDiametr })),
    ),
  ];
  const sets = [
    { SchetchikType: 0, SchetchikPosition: 0 },
    { SchetchikType: 0, SchetchikPosition: 1 },
    { SchetchikType: 1, SchetchikPosition: 0 },
    { SchetchikType: 1, SchetchikPosition: 1 },
    { SchetchikType: 2, SchetchikPosition: null },
    { SchetchikType: 3, SchetchikPosition: null },
  ] as const;
  const heatingTails = (dn: (typeof DCU_CONNECTION_DNS)[number]) =>
    [null, ...RIDAN_REGULATOR_DNS[dn]].flatMap((RidanRegulatorDiametr) =>
      ([0, 1] as const).flatMap((AirOtvodType) =>
        b.flatMap((UseSpusknik) =>
          sets.flatMap((set) =>
            partners.map((partner) => ({
              OtvodSchetchik: set.SchetchikType <= 1,
              AirOtvodType,
              ...partner,
              ...set,
              UseSpusknik,
              RidanRegulatorDiametr,
            })),
          ),
        ),
      ),
    );
  const tails = new Map(DCU_CONNECTION_DNS.map((dn) => [dn, heatingTails(dn)]));
  let waterTurn = 0;
  const turn = new Map(DCU_CONNECTION_DNS.map((dn) => [dn, 0]));
  for (const ConnectionDiametr of DCU_CONNECTION_DNS)
    for (const ColletorSizeType of [0, 1] as const)
      for (const Direction of [0, 1] as const)
        for (const ColletorType of [0, 1] as const)
          for (let OutputCount = 1; OutputCount <= 12; OutputCount++)
            for (const HolderType of [0, 1, 2] as const)
              for (const UseInputSchetchik of [0, 1, 2] as const)
                for (const OutputDiametr of DCU_OUTPUT_DNS) {
                  const common = {
                    ColletorSizeType,
                    Direction,
                    ConnectionDiametr,
                    ColletorType,
                    OutputCount,
                    HolderType,
                    UseInputSchetchik,
                    OutputDiametr,
                  };
                  // Outlet DN turns innermost (3); the tail turns every third unit, so they meet in all 36 ways.
                  const w = Math.floor(waterTurn++ / 3);
                  yield {
                    ...common,
                    ColletorWorkType: 1,
                    OtvodSchetchik: w % 2 === 1,
                    AirOtvodType: null,
                    UsePartner: null,
                    PartnerType: null,
                    PartnerDiametr: null,
                    SchetchikPosition: null,
                    SchetchikType: null,
                    UseSpusknik: null,
                    RidanRegulatorDiametr: null,
                    StainlessRegulatorPosition: (Math.floor(w / 2) % 3) as 0 | 1 | 2,
                    UseManometr: Math.floor(w / 6) % 2 === 1,
                  };
                  const list = tails.get(ConnectionDiametr)!;
                  const i = turn.get(ConnectionDiametr)!;
                  turn.set(ConnectionDiametr, i + 1);
                  yield {
                    ...common,
                    ColletorWorkType: 0,
                    ...list[i % list.length]!,
                    StainlessRegulatorPosition: null,
                    UseManometr: null,
                  } as DcuOptions;
                }
}

/** Size of the heating tails per connection diameter, to check the turn covers them all. */
export const heatingTailCount = (dn: (typeof DCU_CONNECTION_DNS)[number]): number =>
  (1 + RIDAN_REGULATOR_DNS[dn].length) * 2 * 2 * 6 * (1 + DCU_PARTNER_TYPES.length * DCU_PARTNER_DNS.length);
