// Plate heat exchangers, both lines (calculators §3 «Clever form fields», «RTO form fields», §5):
// the two forms with the spec's ranges, required fields and rules in Russian, their units, and the
// selection result (solutions sorted by area, each with the check figures). Decision 0027.
import { z } from 'zod';
import {
  heatPowerUnitIds,
  heatPowerUnitLabels,
  massFlowUnitIds,
  massFlowUnitLabels,
  pressureUnitLabels,
  type HeatPowerUnitId,
  type MassFlowUnitId,
  type PressureUnitId,
} from './heat-units';
import { validationMessages } from './messages';
import { ruNumber } from './russian';

/** The Clever line's plate models (PtoType; 0 = every model). */
export const cleverModels = [
  'CLH 32S',
  'CLH 50S',
  'CLH 65S',
  'CLH 100S',
  'CLH 150S',
  'CLH 200S',
  'CLH 250S',
  'CLH 300S',
] as const;

/** The LT line's plate models (the rating view's choice; the RTO form searches every model). */
export const ltModels = ['LT 25', 'LT 40', 'LT 65', 'LT 100', 'LT 150', 'LT 200'] as const;

/** Units a value of the forms may be typed in: the ids and labels of heat-units.ts. */
export const heatPowerUnits = heatPowerUnitIds;
/** R1/R2: the pressure units without atm (P alone is in atm). */
export const heatPressureDropUnits = [
  'kPa',
  'mwc',
  'bar',
  'kgf/cm2',
] as const satisfies readonly PressureUnitId[];
export const heatFlowUnits = massFlowUnitIds;
export type HeatPowerUnit = HeatPowerUnitId;
export type HeatPressureDropUnit = (typeof heatPressureDropUnits)[number];
export type HeatFlowUnit = MassFlowUnitId;

/** The units as the forms and the datasheet print them. */
export const heatUnitLabels = { ...heatPowerUnitLabels, ...pressureUnitLabels, ...massFlowUnitLabels };

/** Flow units that need the medium's density (decision 0027: at the side's inlet temperature). */
export const volumetricFlowUnits: readonly HeatFlowUnit[] = ['m3/h', 'l/h'];

/**
 * The lowest temperature a form takes [°C] (decision 0044): below 0 °C each medium goes down to its
 * own freezing point, which the property code refuses with the reason (60 % ethylene glycol freezes
 * at −51 °C, the lowest of the media); the spec's 0 °C floor made a chiller duty impossible.
 */
export const HEAT_T_MIN = -60;

/** Calculators §5 ranges of both forms (the temperatures' floor lowered by decision 0044). */
export const heatRanges = {
  clever: {
    Q: { min: 0, max: 500 },
    X: { min: 0, max: 100 },
    Percent: { min: 0, max: 100 },
    T: { min: HEAT_T_MIN, max: 200 },
    P: { min: 0, max: 25 },
    R: { min: 0, max: 100 },
    G: { min: 0, max: 100 },
  },
  rto: {
    POWER: { min: 0.1, max: 1e10 },
    RESERVE: { min: 0, max: 100 },
    T: { min: HEAT_T_MIN, max: 200 },
    LOSSES: { min: 0.01, max: 1000 },
    FLOW: { min: 0.01, max: 1000 },
    POLLUTION: { min: 0, max: 1 },
  },
} as const;

/** Russian messages of both forms (the spec's where it gives them, decision 0027 otherwise). */
export const heatMessages = {
  required: validationMessages.required,
  range: (min: number, max: number) => `Допустимые значения от ${ruNumber(min)} до ${ruNumber(max)}`,
  notNumber: (min: number, max: number) => `Ожидается число от ${ruNumber(min)} до ${ruNumber(max)}`,
  choice: (choices: readonly (string | number)[]) => `Допустимые значения: ${choices.join(', ')}`,
  /** Calculators §5 «RTO rules», word for word in Russian. */
  fiveOfSeven: 'Должны быть заполнены ровно 5 из 7 дополнительных параметров!',
  hotInAboveHotOut: 'Температура греющей среды на входе должна быть выше, чем на выходе',
  coldInBelowColdOut: 'Температура нагреваемой среды на входе должна быть ниже, чем на выходе',
  coldInBelowHotOut:
    'Температура нагреваемой среды на входе должна быть ниже температуры греющей среды на выходе',
  coldOutBelowHotIn:
    'Температура нагреваемой среды на выходе должна быть ниже температуры греющей среды на входе',
  percentNeeded: 'Укажите концентрацию гликоля, %',
  percentForWater: 'Для воды концентрация не задаётся',
  flangeNeeded: 'Выберите материал фланца',
  flangeWithoutFlanges: 'Материал фланцев задаётся только при включённых фланцах',
  flowNeedsTemperature: 'Для расхода в м³/ч или л/ч укажите температуру этой стороны на входе или выходе',
  /** Decision 0044: sea water on stainless plates (the engine's reason, shortened for the field). */
  seawaterNeedsTitanium:
    'Морская вода (хлориды около 19 000 мг/кг) вызывает точечную и щелевую коррозию нержавеющих пластин: выберите титан',
} as const;

const number = ({ min, max }: { min: number; max: number }) =>
  z
    .number({
      error: (iss) =>
        iss.input === undefined || iss.input === null
          ? heatMessages.required
          : heatMessages.notNumber(min, max),
    })
    .min(min, heatMessages.range(min, max))
    .max(max, heatMessages.range(min, max));

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: heatMessages.choice(values) });

const literals = <const T extends readonly [number, ...number[]]>(values: T) =>
  z.union(
    values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<T[number]>, ...z.ZodLiteral<T[number]>[]],
    { error: heatMessages.choice(values) },
  );

/** Side temperatures as the rules read them: hot in/out, cold in/out; any may be missing. */
interface Temps {
  hotIn?: number | undefined;
  hotOut?: number | undefined;
  coldIn?: number | undefined;
  coldOut?: number | undefined;
}

/**
 * Calculators §5 «RTO rules», the four temperature checks (used by the Clever form too, decision
 * 0027): each checked when both of its temperatures are given, reported on the field it names.
 */
function temperatureRules(ctx: z.core.$RefinementCtx, t: Temps, names: Record<keyof Temps, string>) {
  const rule = (a: number | undefined, b: number | undefined, path: string, message: string) => {
    if (a !== undefined && b !== undefined && !(a < b))
      ctx.addIssue({ code: 'custom', path: [path], message });
  };
  rule(t.hotOut, t.hotIn, names.hotIn, heatMessages.hotInAboveHotOut);
  rule(t.coldIn, t.coldOut, names.coldOut, heatMessages.coldInBelowColdOut);
  rule(t.coldIn, t.hotOut, names.coldIn, heatMessages.coldInBelowHotOut);
  rule(t.coldOut, t.hotIn, names.coldOut, heatMessages.coldOutBelowHotIn);
}

// ─── Clever (/heat) ───────────────────────────────────────────────────────────────────────────────

/** PtoType: '0' searches every model, else one model. */
export const cleverPtoTypes = ['0', ...cleverModels] as const;

/** aim: heat supply, cold supply or technology (calculators §3). */
export const cleverAims = ['heating', 'cooling', 'process'] as const;
export const cleverMedia = ['water', 'ethylene-glycol', 'propylene-glycol'] as const;
export type CleverMedium = (typeof cleverMedia)[number];
export const cleverThicknesses = ['Auto', '0.4', '0.5', '0.6'] as const;
/** PtoTarget: none, general industrial (0), special (1). */
export const cleverTargets = ['none', '0', '1'] as const;
/** Design temperature T: 100 to 160 step 10, default 150 (calculators §3, §4, §9). */
export const cleverDesignTemperatures = [100, 110, 120, 130, 140, 150, 160] as const;
export const cleverGaskets = ['EPDM', 'NITRIL'] as const;
/** Plate materials of the Clever line (the catalogue's; decision 0044 added titanium). */
export const cleverPlateMaterials = ['AISI316', 'AISI304', 'titanium'] as const;
/** Plate materials of the LT line: AISI 316 (decision 0027) and titanium for sea water (0044). */
export const rtoPlateMaterials = ['AISI316', 'titanium'] as const;
export type HeatPlateMaterial = (typeof cleverPlateMaterials)[number];
/** How the glycol percent is meant: by mass (the default, as before) or by volume (decision 0044). */
export const glycolBases = ['mass', 'volume'] as const;
export type GlycolBasis = (typeof glycolBases)[number];
export const cleverPlugs = ['none', 'black', 'stainless'] as const;
export const cleverFlanges = ['black', 'stainless'] as const;
/** FlowDirection: the side of the connections (decision 0027; the unit is always counterflow). */
export const cleverFlowDirections = ['one-side', 'two-sides'] as const;

const c = heatRanges.clever;

/**
 * The Clever form (calculators §3): required Q, X, P, R1, R2 (§5); T1/T2 the hot side's inlet and
 * outlet, T3/T4 the heated side's; G1 hot, G2 cold. Values carry their unit fields. The body of
 * `POST /api/v1/search/clever`.
 */
export const cleverForm = z
  .strictObject({
    aim: choice(cleverAims).default('heating'),
    Q: number(c.Q),
    QUnit: choice(heatPowerUnits).default('kW'),
    X: number(c.X),
    PtoType: choice(cleverPtoTypes).default('0'),
    PlateThickIndex: choice(cleverThicknesses).default('Auto'),
    PtoTarget: choice(cleverTargets).default('none'),
    IncludeFlanges: literals([0, 1]).default(0),
    EnvironmentHotId: choice(cleverMedia).default('water'),
    PercentHot: number(c.Percent).optional(),
    PercentHotBasis: choice(glycolBases).default('mass'),
    T1: number(c.T).optional(),
    T2: number(c.T).optional(),
    R1: number(c.R),
    R1Unit: choice(heatPressureDropUnits).default('kPa'),
    G1: number(c.G).optional(),
    G1Unit: choice(heatFlowUnits).default('t/h'),
    PlugAssortmentHot: choice(cleverPlugs).default('none'),
    FlangeAssortmentHot: choice(cleverFlanges).optional(),
    EnvironmentColdId: choice(cleverMedia).default('water'),
    PercentCold: number(c.Percent).optional(),
    PercentColdBasis: choice(glycolBases).default('mass'),
    T3: number(c.T).optional(),
    T4: number(c.T).optional(),
    R2: number(c.R),
    R2Unit: choice(heatPressureDropUnits).default('kPa'),
    G2: number(c.G).optional(),
    G2Unit: choice(heatFlowUnits).default('t/h'),
    PlugAssortmentCold: choice(cleverPlugs).default('none'),
    FlangeAssortmentCold: choice(cleverFlanges).optional(),
    T: literals(cleverDesignTemperatures).default(150),
    P: number(c.P),
    GasketMaterialId: choice(cleverGaskets).default('EPDM'),
    PlateMaterialId: choice(cleverPlateMaterials).default('AISI316'),
    FlowDirection: choice(cleverFlowDirections).default('two-sides'),
  })
  .superRefine((f, ctx) => {
    temperatureRules(
      ctx,
      { hotIn: f.T1, hotOut: f.T2, coldIn: f.T3, coldOut: f.T4 },
      { hotIn: 'T1', hotOut: 'T2', coldIn: 'T3', coldOut: 'T4' },
    );
    // Calculators §4: water has no percent (the form hides and clears it); a glycol needs one.
    for (const [medium, percent] of [
      ['EnvironmentHotId', 'PercentHot'],
      ['EnvironmentColdId', 'PercentCold'],
    ] as const) {
      if (f[medium] === 'water' && f[percent] !== undefined)
        ctx.addIssue({ code: 'custom', path: [percent], message: heatMessages.percentForWater });
      if (f[medium] !== 'water' && f[percent] === undefined)
        ctx.addIssue({ code: 'custom', path: [percent], message: heatMessages.percentNeeded });
    }
    // Calculators §4: flanges off — no flange materials; on — both chosen (the form sets black).
    for (const side of ['FlangeAssortmentHot', 'FlangeAssortmentCold'] as const) {
      if (f.IncludeFlanges === 0 && f[side] !== undefined)
        ctx.addIssue({ code: 'custom', path: [side], message: heatMessages.flangeWithoutFlanges });
      if (f.IncludeFlanges === 1 && f[side] === undefined)
        ctx.addIssue({ code: 'custom', path: [side], message: heatMessages.flangeNeeded });
    }
    // A volumetric flow is converted with the density at the side's temperature (decision 0027).
    for (const [g, unit, tIn, tOut] of [
      ['G1', 'G1Unit', 'T1', 'T2'],
      ['G2', 'G2Unit', 'T3', 'T4'],
    ] as const) {
      if (
        f[g] !== undefined &&
        volumetricFlowUnits.includes(f[unit]) &&
        f[tIn] === undefined &&
        f[tOut] === undefined
      )
        ctx.addIssue({ code: 'custom', path: [g], message: heatMessages.flowNeedsTemperature });
    }
  });
export type CleverForm = z.infer<typeof cleverForm>;
export type CleverFormInput = z.input<typeof cleverForm>;

// ─── RTO, line LT (/heatlt) ───────────────────────────────────────────────────────────────────────

/** SRC_LIQUID / REC_LIQUID: water, sea water, propylene glycol 80 % or 70 %. */
export const rtoLiquids = ['water', 'seawater', 'pg80', 'pg70'] as const;
export type RtoLiquid = (typeof rtoLiquids)[number];
/** PRESSURE class [bar]: 10, 16 or 25; default 10 (the spec's «default 6» is no option; decision 0027). */
export const rtoPressureClasses = [10, 16, 25] as const;
/** Calculators §5: exactly five of these seven must be filled. */
export const rtoAdditionalFields = [
  'POWER',
  'SRC_OUTPUT',
  'REC_OUTPUT',
  'REC_INPUT',
  'SRC_INPUT',
  'REC_FLOW',
  'SRC_FLOW',
] as const;

const r = heatRanges.rto;

/**
 * The RTO form (calculators §3, §5): SRC is the heating (hot) side, REC the heated (cold) side;
 * losses required; exactly 5 of the 7 additional parameters; the four temperature rules. The body
 * of `POST /api/v1/search/rto`. POWER kW, RESERVE %, losses kPa, flows kg/s, pollution m²K/W.
 */
const rtoFormObject = z.strictObject({
  POWER: number(r.POWER).optional(),
  RESERVE: number(r.RESERVE).default(10),
  PRESSURE: literals(rtoPressureClasses).default(10),
  SRC_LIQUID: choice(rtoLiquids).default('water'),
  SRC_INPUT: number(r.T).optional(),
  SRC_OUTPUT: number(r.T).optional(),
  SRC_LOSSES: number(r.LOSSES),
  SRC_FLOW: number(r.FLOW).optional(),
  SRC_POLLUTION: number(r.POLLUTION).default(0),
  REC_LIQUID: choice(rtoLiquids).default('water'),
  REC_INPUT: number(r.T).optional(),
  REC_OUTPUT: number(r.T).optional(),
  REC_LOSSES: number(r.LOSSES),
  REC_FLOW: number(r.FLOW).optional(),
  REC_POLLUTION: number(r.POLLUTION).default(0),
  PLATE_MATERIAL: choice(rtoPlateMaterials).default('AISI316'),
});

/**
 * An RTO form as a history row stored it, read without re-judging the form's rules: a selection
 * made before a rule (sea water on AISI 316 before decision 0044) keeps its summary and datasheet.
 */
export const rtoStoredForm = rtoFormObject;

export const rtoForm = rtoFormObject.superRefine((f, ctx) => {
  const filled = rtoAdditionalFields.filter((k) => f[k] !== undefined).length;
  if (filled !== 5) ctx.addIssue({ code: 'custom', path: [], message: heatMessages.fiveOfSeven });
  temperatureRules(
    ctx,
    { hotIn: f.SRC_INPUT, hotOut: f.SRC_OUTPUT, coldIn: f.REC_INPUT, coldOut: f.REC_OUTPUT },
    { hotIn: 'SRC_INPUT', hotOut: 'SRC_OUTPUT', coldIn: 'REC_INPUT', coldOut: 'REC_OUTPUT' },
  );
  // Decision 0044: sea water needs titanium plates; said on the material field.
  if (f.PLATE_MATERIAL !== 'titanium' && (f.SRC_LIQUID === 'seawater' || f.REC_LIQUID === 'seawater'))
    ctx.addIssue({ code: 'custom', path: ['PLATE_MATERIAL'], message: heatMessages.seawaterNeedsTitanium });
});
export type RtoForm = z.infer<typeof rtoForm>;
export type RtoFormInput = z.input<typeof rtoForm>;

// ─── The result ───────────────────────────────────────────────────────────────────────────────────

/*
 * The intermediates of Martin's h (issue 30 item 6: the datasheet prints them for a hand check) are
 * optional: answers stored before they were carried lack them, and their datasheets print «—».
 */
const sideCheck = z.object({
  massFlowKgS: z.number(),
  tIn: z.number(),
  tOut: z.number(),
  /** The side's mean temperature the properties are taken at [°C]. */
  meanTemperatureC: z.number().optional(),
  density: z.number(),
  specificHeat: z.number(),
  viscosity: z.number(),
  conductivity: z.number(),
  /** Viscosity at the wall temperature [Pa·s]. */
  viscosityWall: z.number().optional(),
  /** μ/μw and (μ/μw)^(1/6) [-]. */
  viscosityRatio: z.number().optional(),
  viscosityFactor: z.number().optional(),
  /** Channels of the side in one pass. */
  channelsPerPass: z.number().optional(),
  channelVelocityMS: z.number(),
  reynolds: z.number(),
  prandtl: z.number(),
  /** Darcy friction factor ξ (Martin, VDI Heat Atlas) [-]. */
  frictionFactor: z.number().optional(),
  /** Nusselt number on Dh [-]. */
  nusselt: z.number().optional(),
  htcWM2K: z.number(),
  dpChannelKPa: z.number(),
  dpPortsKPa: z.number(),
  portVelocityMS: z.number(),
});

/** The engine's check figures (engineering/phe PheCheck), SI unless the name says otherwise. */
export const heatCheck = z.object({
  plates: z.number(),
  passesHot: z.number(),
  passesCold: z.number(),
  channelsHot: z.number(),
  channelsCold: z.number(),
  plateAreaM2: z.number(),
  /** Plates counted for the area: N − 2. */
  thermalPlates: z.number().optional(),
  widthM: z.number(),
  portToPortLengthM: z.number(),
  chevronAngleDeg: z.number(),
  enlargementFactor: z.number(),
  channelGapM: z.number(),
  hydraulicDiameterM: z.number(),
  plateThicknessM: z.number(),
  wallConductivity: z.number(),
  /** t/λ [m²K/W]. */
  wallResistanceM2KW: z.number().optional(),
  /** The wall temperature μw is taken at [°C]. */
  wallTemperatureC: z.number().optional(),
  portDiameterM: z.number(),
  areaM2: z.number(),
  /** Q/(U_service·F·LMTD) [m²]. */
  requiredAreaM2: z.number().optional(),
  dutyKW: z.number(),
  lmtdK: z.number(),
  correctionF: z.number(),
  uCleanWM2K: z.number(),
  uServiceWM2K: z.number(),
  reservePct: z.number(),
  foulingM2KW: z.number(),
  hot: sideCheck,
  cold: sideCheck,
});
export type HeatCheck = z.infer<typeof heatCheck>;

/** Where a price came from: the price list's article or the size proxy (engineering/phe cost.ts). */
export const heatCostSources = ['priceList', 'sizeProxy'] as const;

const heatCostLine = z.object({
  item: z.enum(['frame', 'plates']),
  /** The article the line is priced (or would be) by, e.g. 'PHE-CLH-32S-FRAME'. */
  article: z.string(),
  count: z.number().int(),
  /** Kopecks without VAT. */
  unitKopecks: z.number().int(),
  kopecks: z.number().int(),
  source: z.enum(heatCostSources),
});

/** A unit's price without VAT [kopecks]: the sum of its lines. */
export const heatCost = z.object({ kopecks: z.number().int(), lines: z.array(heatCostLine) });
export type HeatCost = z.infer<typeof heatCost>;

/** A frame's overall height, width and length [mm] and mass without plates [kg]. */
export const heatFrame = z.object({
  heightMm: z.number(),
  widthMm: z.number(),
  lengthMm: z.number(),
  massKg: z.number(),
});

/** Plate thicknesses a catalogue plate is made in [mm]. */
export const heatPlateThicknesses = [0.4, 0.5, 0.6] as const;
/** Channel mixes of a pack: H (large corrugation angle), L (small), M (mixed). */
export const heatChannelMixes = ['H', 'L', 'M'] as const;
/** The media a rated unit's side can carry. */
export const heatRatingMedia = ['water', 'seawater', 'ethylene-glycol', 'propylene-glycol'] as const;
export type HeatRatingMedium = (typeof heatRatingMedia)[number];

/** One offered unit (calculators §3: `assortment.name` and `solution`; its PDF under `file`). */
export const heatSolution = z.object({
  /** The solution's name, also the key of its datasheet among the request's files. */
  solution: z.string(),
  assortment: z.object({ name: z.string() }),
  thicknessMm: z.number(),
  channelMix: z.enum(heatChannelMixes),
  /** Plate material (decision 0044); absent in answers stored before it: AISI 316. */
  plateMaterial: z.enum(cleverPlateMaterials).default('AISI316'),
  pressureClassBar: z.number(),
  check: heatCheck,
  /**
   * The unit's price without VAT (decision 0026 «Cost»): the frame and the plates, each from the
   * price list by article or by the size proxy; the answer's order. Absent in answers stored before.
   */
  cost: heatCost.optional(),
  /** The frame's overall dimensions [mm] and its mass without plates [kg] (sample data until the maker's). */
  frame: heatFrame.optional(),
  /** The unit's mass, frame and plates [kg]. */
  massKg: z.number().optional(),
  /** The datasheet's file name (a key of the request's `files`). */
  file: z.string(),
});
export type HeatSolution = z.infer<typeof heatSolution>;

const balanceSide = z.object({ tIn: z.number(), tOut: z.number(), massFlowKgS: z.number() });

/** The answer of a heat-exchanger selection: the closed balance and the solutions, cheapest first. */
export const heatSearchResult = z.object({
  line: z.enum(['clever', 'lt']),
  /** The plate catalogue's note when its data is illustrative (shown with the result), else null. */
  note: z.string().nullable(),
  /**
   * The price list the solutions were priced by: its name and whether it is the shipped
   * illustrative one; null when none was read (every price is the proxy). Absent in answers stored
   * before decision 0026 «Cost».
   */
  prices: z.object({ source: z.string(), illustrative: z.boolean() }).nullable().optional(),
  balance: z.object({ dutyKW: z.number(), hot: balanceSide, cold: balanceSide }),
  solutions: z.array(heatSolution),
});
export type HeatSearchResult = z.infer<typeof heatSearchResult>;

// ─── Rating: a given unit → duty, outlets, pressure drops ─────────────────────────────────────────

const ratingSide = z.strictObject({
  fluid: z.strictObject({
    medium: z.enum(heatRatingMedia),
    /** Fraction of glycol 0..1 (glycols only), by mass unless `basis` says volume. */
    fraction: z.number().min(0).max(1).optional(),
    /** How `fraction` is meant: 'mass' (absent: by mass) or 'volume' (decision 0044). */
    basis: z.enum(glycolBases).optional(),
  }),
  /** Inlet temperature [°C]. */
  tIn: number(heatRanges.rto.T),
  /** Mass flow [kg/s]. */
  massFlowKgS: number(heatRanges.rto.FLOW),
  /** Fouling resistance [m²K/W]. */
  foulingM2KW: number(heatRanges.rto.POLLUTION).optional(),
});

/** Russian sentences of the rating call (issue 30 item 5). */
export const heatRatingMessages = {
  /** The answer's words when the figures are for the user's plate, not a catalogue model. */
  userPlate: 'Расчёт для геометрии пластины, заданной пользователем',
  modelOrPlate: 'Укажите модель из каталога или геометрию пластины',
  notBoth: 'Задайте либо модель из каталога, либо геометрию пластины',
  thicknessInPlate: 'Для пластины, заданной пользователем, толщина задаётся в её геометрии',
  mixNotForUserPlate:
    'Для пластины, заданной пользователем, сочетание каналов не задаётся: все каналы одного угла',
} as const;

/**
 * The plausible range of each field of a user's plate (gasketed plates made today lie well inside);
 * the corrugation angle is held to Martin's correlation by the engine, which refuses outside it with
 * the reason (`MARTIN_ANGLE_MIN_DEG`…`MAX` of @podbor/engineering/phe, decision 0044).
 */
export const heatUserPlateRanges = {
  widthMm: { min: 50, max: 2000 },
  portToPortLengthMm: { min: 100, max: 5000 },
  gapMm: { min: 1, max: 10 },
  chevronAngleDeg: { min: 0, max: 90 },
  enlargementFactor: { min: 1, max: 1.5 },
  portDiameterMm: { min: 10, max: 500 },
  thicknessMm: { min: 0.3, max: 1.5 },
} as const;

const u = heatUserPlateRanges;

/**
 * A plate the user describes instead of a catalogue model (issue 30 item 5), in millimetres as a
 * drawing gives them; the plate material and count are the request's own fields.
 */
export const heatUserPlate = z.strictObject({
  /** Channel width inside the gasket W [mm]. */
  widthMm: number(u.widthMm),
  /** Port-to-port length L [mm]. */
  portToPortLengthMm: number(u.portToPortLengthMm),
  /** Channel gap: the pressing (corrugation) depth b [mm]. */
  gapMm: number(u.gapMm),
  /** Corrugation (chevron) angle to the flow direction [°]. */
  chevronAngleDeg: number(u.chevronAngleDeg),
  /** Enlargement factor φ: developed over projected area [-]. */
  enlargementFactor: number(u.enlargementFactor),
  /** Port diameter [mm]. */
  portDiameterMm: number(u.portDiameterMm),
  /** Plate thickness [mm]. */
  thicknessMm: number(u.thicknessMm),
});
export type HeatUserPlate = z.infer<typeof heatUserPlate>;

/**
 * `POST /api/v1/search/{clever|rto}/rate`: a unit as a solution describes it (model, thickness,
 * channel mix, plates, passes) — or the user's plate geometry instead of the model (issue 30 item
 * 5) — both inlets and flows → the check figures (DOMAIN.md «Rating mode»).
 */
export const heatRatingRequest = z
  .strictObject({
    model: z.string().min(1).max(40).optional(),
    thicknessMm: literals(heatPlateThicknesses).optional(),
    channelMix: z.enum(heatChannelMixes).optional(),
    /** The user's plate instead of `model`, `thicknessMm`, `channelMix`. */
    plate: heatUserPlate.optional(),
    plates: z.number().int().min(3).max(1000),
    passesHot: z.number().int().min(1).max(20),
    passesCold: z.number().int().min(1).max(20),
    hot: ratingSide,
    cold: ratingSide,
    plateMaterial: choice(cleverPlateMaterials).default('AISI316'),
    /** The duty the unit was designed for [kW]; the reserve is reported against it. */
    designDutyKW: z.number().positive().optional(),
    /** Operating pressure [bar gauge] the media's properties are taken at; absent: atmospheric. */
    pressureBar: number({ min: 0, max: 25 }).optional(),
    /** Allowed pressure drop of each side [kPa]: a drop above it comes back as a warning. */
    maxPressureDropKPa: z
      .strictObject({
        hot: number(heatRanges.rto.LOSSES).optional(),
        cold: number(heatRanges.rto.LOSSES).optional(),
      })
      .optional(),
  })
  .superRefine((r, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (r.plate === undefined) {
      if (r.model === undefined) issue('model', heatRatingMessages.modelOrPlate);
      if (r.thicknessMm === undefined) issue('thicknessMm', heatMessages.required);
      if (r.channelMix === undefined) issue('channelMix', heatMessages.required);
      return;
    }
    if (r.model !== undefined) issue('plate', heatRatingMessages.notBoth);
    if (r.thicknessMm !== undefined) issue('thicknessMm', heatRatingMessages.thicknessInPlate);
    if (r.channelMix !== undefined) issue('channelMix', heatRatingMessages.mixNotForUserPlate);
  });
export type HeatRatingRequest = z.infer<typeof heatRatingRequest>;

/** A design limit a rated unit breaks, named, with its Russian sentence (decision 0044). */
export const heatWarning = z.object({
  code: z.enum(['channelVelocity', 'portVelocity', 'pressureDrop', 'reynolds', 'pressureClass', 'material']),
  side: z.enum(['hot', 'cold']).optional(),
  message: z.string(),
});
export type HeatWarning = z.infer<typeof heatWarning>;

export const heatRatingResult = z.object({
  check: heatCheck,
  warnings: z.array(heatWarning),
  /** Whose plate the figures are for: a catalogue model or the user's geometry (issue 30 item 5). */
  plateSource: z.enum(['catalogue', 'user']),
  /** «Расчёт для геометрии пластины, заданной пользователем» for the user's plate; else absent. */
  notice: z.string().optional(),
  /** A catalogue model's answer: the plate catalogue's note while its data is illustrative. */
  note: z.string().optional(),
});
export type HeatRatingResult = z.infer<typeof heatRatingResult>;
