// The DCU collector unit's options (calculators §3 "DCU form", §5 "DCU options") and the rules that
// say which combinations can be built (docs/decisions/0028-dcu-configurator.md). No texts: problems
// carry codes, @podbor/contracts words them in Russian.

/** Nominal diameters of the unit's connection [mm] (calculators §5). */
export const DCU_CONNECTION_DNS = [15, 20, 25, 32, 40, 50] as const;
/** Nominal diameters of an outlet [mm] (calculators §3 OutputDiametr). */
export const DCU_OUTPUT_DNS = [15, 20, 25] as const;
/** Nominal diameters of the heating unit's partner valve MNT-R / MVT-R [mm] (§3 PartnerDiametr 15–40). */
export const DCU_PARTNER_DNS = [15, 20, 25, 32, 40] as const;
export const DCU_PARTNER_TYPES = ['MNT-R', 'MVT-R'] as const;

export type ConnectionDn = (typeof DCU_CONNECTION_DNS)[number];
export type OutputDn = (typeof DCU_OUTPUT_DNS)[number];
export type PartnerDn = (typeof DCU_PARTNER_DNS)[number];
export type PartnerType = (typeof DCU_PARTNER_TYPES)[number];

/**
 * Regulator (Ridan) diameters allowed for a connection diameter, as calculators §5 lists them:
 * 15 → 15, 20; 20 → 15, 20; 25 → 15–25; 32 → 15–32; 40 → 25–40; 50 → 32, 40.
 */
export const RIDAN_REGULATOR_DNS: Readonly<Record<ConnectionDn, readonly ConnectionDn[]>> = {
  15: [15, 20],
  20: [15, 20],
  25: [15, 20, 25],
  32: [15, 20, 25, 32],
  40: [25, 32, 40],
  50: [32, 40],
};

/** Outlet counts by work type: heating 1–12, water supply 2–12 (calculators §3). */
export const DCU_OUTPUT_COUNT = { heating: { min: 1, max: 12 }, water: { min: 2, max: 12 } } as const;

/** The largest connection of an apartment unit [mm] (decision 0028). */
export const APARTMENT_MAX_CONNECTION_DN = 32;

/**
 * One DCU configuration: the spec's field names (typos included, they are the API's), grouped in the
 * spec as ConnectionData, DeviceData, heating-only and water-supply-only fields. Fields that do not
 * apply to the work type (or to a switched-off device) are null.
 */
export interface DcuOptions {
  /** 0 heating, 1 water supply. */
  ColletorWorkType: 0 | 1;
  /** 0 floor (поэтажный), 1 apartment (квартирный). */
  ColletorSizeType: 0 | 1;
  /** 0 left, 1 right: the side of the inlet. */
  Direction: 0 | 1;
  ConnectionDiametr: ConnectionDn;
  /** 0 carbon steel, 1 stainless steel. */
  ColletorType: 0 | 1;
  OutputCount: number;
  /** 0 frame, 1 built-in cabinet, 2 attached cabinet. */
  HolderType: 0 | 1 | 2;
  /** Inlet meter: 0 insert (a spool in the meter's place), 1 meter, 2 none. */
  UseInputSchetchik: 0 | 1 | 2;
  /** A meter on every outlet (heating: follows SchetchikType). */
  OtvodSchetchik: boolean;
  OutputDiametr: OutputDn;
  // Heating only
  /** Air vents: 1 manual, 0 automatic. */
  AirOtvodType: 0 | 1 | null;
  UsePartner: boolean | null;
  PartnerType: PartnerType | null;
  PartnerDiametr: PartnerDn | null;
  /** Outlet meters in 0 the supply (falling) or 1 the return pipe. */
  SchetchikPosition: 0 | 1 | null;
  /** Outlet set: 0 meter and Ridan valve, 1 insert, 2 Ridan valve, 3 none. */
  SchetchikType: 0 | 1 | 2 | 3 | null;
  UseSpusknik: boolean | null;
  /** The inlet's Ridan differential-pressure regulator; null: none. */
  RidanRegulatorDiametr: ConnectionDn | null;
  // Water supply only
  /** Pressure-reducing valve: 0 at the inlet, 1 on every outlet, 2 none. */
  StainlessRegulatorPosition: 0 | 1 | 2 | null;
  UseManometr: boolean | null;
}

export const isHeating = (o: Pick<DcuOptions, 'ColletorWorkType'>): boolean => o.ColletorWorkType === 0;

/** Heating outlet sets that carry a meter or its insert (SchetchikType 0, 1). */
export const outletSetHasMeter = (t: DcuOptions['SchetchikType']): boolean => t === 0 || t === 1;
/** Heating outlet sets that carry a Ridan balancing valve (SchetchikType 0, 2). */
export const outletSetHasValve = (t: DcuOptions['SchetchikType']): boolean => t === 0 || t === 2;

/**
 * The options with every field that does not apply cleared: the other work type's fields, the
 * partner valve's type and size without the valve, the meter position without outlet meters; a
 * heating unit's OtvodSchetchik follows its SchetchikType. Two configurations are the same unit
 * exactly when their normal forms are equal; the article encodes the normal form.
 */
export function normaliseDcuOptions(o: DcuOptions): DcuOptions {
  if (isHeating(o)) {
    const partner = o.UsePartner === true;
    const meters = outletSetHasMeter(o.SchetchikType);
    return {
      ...o,
      OtvodSchetchik: o.SchetchikType === null ? o.OtvodSchetchik : meters,
      PartnerType: partner ? o.PartnerType : null,
      PartnerDiametr: partner ? o.PartnerDiametr : null,
      SchetchikPosition: meters ? o.SchetchikPosition : null,
      StainlessRegulatorPosition: null,
      UseManometr: null,
    };
  }
  return {
    ...o,
    AirOtvodType: null,
    UsePartner: null,
    PartnerType: null,
    PartnerDiametr: null,
    SchetchikPosition: null,
    SchetchikType: null,
    UseSpusknik: null,
    RidanRegulatorDiametr: null,
  };
}

/** Why a combination cannot be built; `field` is the form field the message belongs under. */
export type DcuProblem =
  | { field: keyof DcuOptions; code: 'required' }
  | { field: 'OutputCount'; code: 'outputCount'; min: number; max: number }
  | { field: 'ColletorType'; code: 'waterNeedsStainless' }
  | { field: 'ConnectionDiametr'; code: 'apartmentConnection'; max: number }
  | { field: 'OutputDiametr'; code: 'outletAboveConnection'; connection: number }
  | {
      field: 'RidanRegulatorDiametr';
      code: 'regulatorDiameter';
      connection: number;
      allowed: readonly number[];
    }
  | { field: 'PartnerDiametr'; code: 'partnerAboveConnection'; connection: number }
  | { field: 'HolderType'; code: 'noHolderSize'; size: number; max: number };

const heatingRequired = [
  'AirOtvodType',
  'UsePartner',
  'SchetchikType',
  'UseSpusknik',
] as const satisfies readonly (keyof DcuOptions)[];
const waterRequired = [
  'StainlessRegulatorPosition',
  'UseManometr',
] as const satisfies readonly (keyof DcuOptions)[];

/** The largest cabinet or frame size (decision 0028). */
export const DCU_MAX_HOLDER_SIZE = 4;

/**
 * Cabinet or frame size by outlet count, as manufacturers list it (DOMAIN.md "Collector units"):
 * 1–3 → 0, 4–5 → 1, 6–7 → 2, 8–10 → 3, 11–12 → 4; one size up when the inlet carries both a meter
 * (or its insert, which keeps the meter's length) and a regulator (Ridan, or the water unit's
 * pressure-reducing valve at the inlet). The result may exceed DCU_MAX_HOLDER_SIZE: such a unit is
 * refused (dcuProblems).
 * @param o - the options (normalised or not)
 * @returns the size index [-]
 * @example dcuHolderSize({ ...sixOutletsWithMeterAndRegulator }) // 3 (6–7 → 2, plus one)
 */
export function dcuHolderSize(
  o: Pick<
    DcuOptions,
    | 'OutputCount'
    | 'ColletorWorkType'
    | 'UseInputSchetchik'
    | 'RidanRegulatorDiametr'
    | 'StainlessRegulatorPosition'
  >,
): number {
  const n = o.OutputCount;
  const base = n <= 3 ? 0 : n <= 5 ? 1 : n <= 7 ? 2 : n <= 10 ? 3 : 4;
  const meter = o.UseInputSchetchik !== 2;
  const regulator = isHeating(o) ? o.RidanRegulatorDiametr !== null : o.StainlessRegulatorPosition === 0;
  return base + (meter && regulator ? 1 : 0);
}

/**
 * Every reason these options cannot be built (empty: they can), in form order. Checked on the
 * normal form, so fields that do not apply never raise a problem.
 */
export function dcuProblems(raw: DcuOptions): DcuProblem[] {
  const o = normaliseDcuOptions(raw);
  const heating = isHeating(o);
  const out: DcuProblem[] = [];
  const range = heating ? DCU_OUTPUT_COUNT.heating : DCU_OUTPUT_COUNT.water;
  if (!heating && o.ColletorType !== 1) out.push({ field: 'ColletorType', code: 'waterNeedsStainless' });
  if (o.ColletorSizeType === 1 && o.ConnectionDiametr > APARTMENT_MAX_CONNECTION_DN)
    out.push({ field: 'ConnectionDiametr', code: 'apartmentConnection', max: APARTMENT_MAX_CONNECTION_DN });
  if (!Number.isInteger(o.OutputCount) || o.OutputCount < range.min || o.OutputCount > range.max)
    out.push({ field: 'OutputCount', code: 'outputCount', ...range });
  if (o.OutputDiametr > o.ConnectionDiametr)
    out.push({ field: 'OutputDiametr', code: 'outletAboveConnection', connection: o.ConnectionDiametr });
  for (const f of heating ? heatingRequired : waterRequired)
    if (o[f] === null) out.push({ field: f, code: 'required' });
  if (heating) {
    if (o.UsePartner === true) {
      if (o.PartnerType === null) out.push({ field: 'PartnerType', code: 'required' });
      if (o.PartnerDiametr === null) out.push({ field: 'PartnerDiametr', code: 'required' });
      else if (o.PartnerDiametr > o.ConnectionDiametr)
        out.push({
          field: 'PartnerDiametr',
          code: 'partnerAboveConnection',
          connection: o.ConnectionDiametr,
        });
    }
    if (outletSetHasMeter(o.SchetchikType) && o.SchetchikPosition === null)
      out.push({ field: 'SchetchikPosition', code: 'required' });
    const allowed = RIDAN_REGULATOR_DNS[o.ConnectionDiametr];
    if (o.RidanRegulatorDiametr !== null && !allowed.includes(o.RidanRegulatorDiametr))
      out.push({
        field: 'RidanRegulatorDiametr',
        code: 'regulatorDiameter',
        connection: o.ConnectionDiametr,
        allowed,
      });
  }
  if (Number.isInteger(o.OutputCount) && o.OutputCount >= range.min && o.OutputCount <= range.max) {
    const size = dcuHolderSize(o);
    if (size > DCU_MAX_HOLDER_SIZE)
      out.push({ field: 'HolderType', code: 'noHolderSize', size, max: DCU_MAX_HOLDER_SIZE });
  }
  return out;
}

/** Defaults of a new form per work type (a tab switch resets to these, calculators §4). */
export function defaultDcuOptions(workType: 0 | 1): DcuOptions {
  const common = {
    ColletorSizeType: 0,
    Direction: 0,
    ConnectionDiametr: 25,
    HolderType: 1,
    UseInputSchetchik: 2,
    OutputDiametr: 15,
  } as const;
  return workType === 0
    ? {
        ...common,
        ColletorWorkType: 0,
        ColletorType: 0,
        OutputCount: 4,
        OtvodSchetchik: true,
        AirOtvodType: 0,
        UsePartner: false,
        PartnerType: null,
        PartnerDiametr: null,
        SchetchikPosition: 1,
        SchetchikType: 0,
        UseSpusknik: true,
        RidanRegulatorDiametr: 25,
        StainlessRegulatorPosition: null,
        UseManometr: null,
      }
    : {
        ...common,
        ColletorWorkType: 1,
        ColletorType: 1,
        OutputCount: 4,
        OtvodSchetchik: true,
        AirOtvodType: null,
        UsePartner: null,
        PartnerType: null,
        PartnerDiametr: null,
        SchetchikPosition: null,
        SchetchikType: null,
        UseSpusknik: null,
        RidanRegulatorDiametr: null,
        StainlessRegulatorPosition: 0,
        UseManometr: true,
      };
}
